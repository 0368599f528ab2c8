"""How the table and the scoresheet write numbers: one place.

* :func:`number` — ``70``, ``−100`` (typographic minus U+2212, no plus sign);
* :func:`signed` — ``+70``, ``0``, ``−100`` (a hand's points, a change);
* :func:`seconds` — ``3 s``, ``2,5 s`` (``2.5 s`` in English): a time in milliseconds;
* :func:`decimal` — ``5,2``, ``−0,4`` (``5.2`` in English): a figure with decimals;

Counts with a noun (``3 sacs``, ``1 pli``) use Qt's numerus forms at the call
site, with a literal source text that ``lupdate`` can find, through a class
spelled like the context (``lupdate`` does not see the plural of
``QCoreApplication.translate(ctx, text, None, n)``)::

    AtoutPique = tr_context("AtoutPique")          # cardtable.ui.i18n
    AtoutPique.tr("You have %n sure trick(s).", "", n)
"""

from __future__ import annotations

MINUS = "\u2212"


def number(n: int) -> str:
    """``70``, ``0``, ``−100``."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    """``+70``, ``0``, ``−100``."""
    return f"+{n}" if n > 0 else number(n)


def seconds(ms: int, lang: str = "fr") -> str:
    """A time given in milliseconds, in seconds: ``3 s``, ``2,5 s`` (French
    decimal comma; ``2.5 s`` in English), at most two decimals."""
    text = f"{ms / 1000:.2f}".rstrip("0").rstrip(".")
    if lang == "fr":
        text = text.replace(".", ",")
    return f"{text}\u00a0s"          # a no-break space: the figure and its unit stay together


def decimal(x: float, places: int = 1, lang: str = "fr") -> str:
    """``x`` with ``places`` decimals, kept even when they are zeros: ``5,2``,
    ``6,0``, ``−0,4`` (French decimal comma; ``5.2`` in English; the
    typographic minus, none for a figure that rounds to zero).

    >>> decimal(5.25, 2), decimal(6.0), decimal(-0.42, 1, "en"), decimal(-0.04)
    ('5,25', '6,0', '−0.4', '0,0')
    """
    text = f"{abs(x):.{places}f}"
    if lang == "fr":
        text = text.replace(".", ",")
    return f"{MINUS}{text}" if x < 0 and any(ch not in "0.," for ch in text) else text


__all__ = ["MINUS", "decimal", "number", "seconds", "signed"]
