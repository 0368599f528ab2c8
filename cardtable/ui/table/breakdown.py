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

    def line(self, label: str, values: Sequence[str], bold: bool = False) -> None:
        b0, b1 = ("<b>", "</b>") if bold else ("", "")
        cells = "".join(f"<td align='{self._align}' style='padding:2px 10px'>{b0}{v}{b1}</td>" for v in values)
        self._rows.append(f"<tr><td>{b0}{label}{b1}</td>{cells}</tr>")

    def html(self) -> str:
        return f"<table cellspacing='0'>{''.join(self._rows)}</table>"


__all__ = ["BreakdownTable"]
