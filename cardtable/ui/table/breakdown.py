"""The table of a breakdown panel (a hand's or a round's count): one column per
player or team, one labelled line per figure, the totals in bold.

    t = BreakdownTable(["Vous", "Léa"])
    t.line("Contrat", ["4", "3"])
    t.line("Score", ["+40", "−30"], bold=True)
    panel.set_body(t.html() + "<p>…</p>")
"""

from __future__ import annotations

import html as _html
from collections.abc import Sequence


class BreakdownTable:
    """Rows of figures under a header of group names (names are escaped;
    labels and values are HTML, so a value may hold a line break)."""

    def __init__(self, groups: Sequence[str], align: str = "center") -> None:
        cells = "".join(f"<th style='padding:2px 10px'>{_html.escape(g)}</th>" for g in groups)
        self._rows = [f"<tr><th></th>{cells}</tr>"]
        self._align = align

    def line(self, label: str, values: Sequence[str], bold: bool = False,
             said: Sequence[str] | None = None) -> None:
        """A row; ``said``, when given, is what a screen reader says of each
        value instead of what it shows (corner letters "D R A" said "les
        dames, les rois et les as"): kept in the cell's ``data-said``, which
        :func:`cardtable.ui.table.behaviour.headed_table_words` reads."""
        b0, b1 = ("<b>", "</b>") if bold else ("", "")
        words = list(said) if said is not None else [None] * len(values)
        cells = "".join(
            f"<td align='{self._align}' style='padding:2px 10px'"
            + (f' data-said="{_html.escape(w, quote=True)}"' if w is not None else "")
            + f">{b0}{v}{b1}</td>" for v, w in zip(values, words, strict=True))
        self._rows.append(f"<tr><td>{b0}{label}{b1}</td>{cells}</tr>")

    def html(self) -> str:
        return f"<table cellspacing='0'>{''.join(self._rows)}</table>"


__all__ = ["BreakdownTable"]
