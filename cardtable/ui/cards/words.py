"""Cards named in sentences, with the article and the gender French needs.

A card's bare name (``Card.name``: "dame de trèfle", "queen of clubs") fits a
list or a table cell.  In a sentence French wants the article that agrees with
the rank's noun, elided before a vowel, and any adjective agreeing too:

* :func:`the_card` — "la dame de trèfle", "le roi de cœur", "l'as de pique",
  "le 7 de carreau"; "the queen of clubs";
* :func:`owned_card` — "la dame de trèfle de Chloé", "le 3 de pique
  d'Ordinateur 2", "votre valet de cœur"; "Chloé's queen of clubs",
  "your jack of hearts";
* :func:`capitalised` — the same at the start of a sentence ("La dame…");
* :func:`agreeing` — of two translations of one message, the one whose words
  agree with the card ("… est la plus forte" / "… est le plus fort").  Both
  are written at the call site so that ``lupdate`` sees them: the feminine
  one carries the disambiguation :data:`FEMININE`, written literally (lupdate
  reads only literal strings)::

      text = agreeing(c, lang, Peech.tr("{card} is the strongest."),
                      Peech.tr("{card} is the strongest.", "the card is feminine"))

In French only the queen (la dame) is feminine; the ace (l'as), the jack (le
valet), the king (le roi) and the numbered cards (le 7) are masculine.
English names have no gender and always take "the".
"""

from __future__ import annotations

import re

from cardtable.engine.cards import Card

#: the disambiguation of a message's translation used with a feminine card
FEMININE = "the card is feminine"

_VOWELS = frozenset("aàâäeéèêëiîïoôöuùûüyœæAÀÂÄEÉÈÊËIÎÏOÔÖUÙÛÜYŒÆ")


def is_feminine(c: Card, lang: str = "fr") -> bool:
    """Whether ``c``'s name is a feminine noun in ``lang`` (French: the queen only)."""
    return lang == "fr" and c.rank == 12


def the_card(c: Card, lang: str = "fr") -> str:
    """The card's name with its definite article (:meth:`Card.with_article`)."""
    return c.with_article(lang)


def _of(name: str) -> str:
    """French "de Chloé", "d'Ordinateur 2"."""
    return f"d'{name}" if name[:1] in _VOWELS else f"de {name}"


_ELIDABLE = re.compile(r"\b([Dd]e|[Qq]ue) \{(\w+)\}")


def fill(template: str, **fields: object) -> str:
    """``template.format(**fields)`` with French elision where a field follows
    "de" or "que": "la carte 3 de {other}" gives "la carte 3 de Chloé" but
    "la carte 3 d'Inès", "Au tour d'Ordinateur 2" (a name is written as the
    person typed it, so the sentence bends to it). Other languages' templates
    have no such words and are only formatted.

    >>> fill("Au tour de {name}", name="Inès"), fill("Au tour de {name}", name="Léa")
    ("Au tour d'Inès", 'Au tour de Léa')
    """
    def elide(m: re.Match[str]) -> str:
        word, key = m.group(1), m.group(2)
        value = str(fields.get(key, ""))
        if value[:1] in _VOWELS:
            return f"{word[:-1]}'{{{key}}}"
        return m.group(0)
    return _ELIDABLE.sub(elide, template).format(**fields)


def owned_card(c: Card, lang: str = "fr", owner: str | None = None, yours: bool = False) -> str:
    """The card of someone: ``yours`` ("your queen of clubs", "votre dame de
    trèfle"), ``owner``'s ("Chloé's queen of clubs", "la dame de trèfle de
    Chloé"), or nobody's (:func:`the_card`)."""
    if yours:
        return f"votre {c.name(lang)}" if lang == "fr" else f"your {c.name(lang)}"
    if not owner:
        return the_card(c, lang)
    if lang == "fr":
        return f"{the_card(c, lang)} {_of(owner)}"
    return f"{owner}'s {c.name(lang)}"


def capitalised(text: str) -> str:
    """``text`` with its first letter in capitals (a sentence's start)."""
    return text[:1].upper() + text[1:]


def agreeing(c: Card, lang: str, masculine: str, feminine: str) -> str:
    """``feminine`` when ``c``'s name is feminine in ``lang``, else ``masculine``."""
    return feminine if is_feminine(c, lang) else masculine


__all__ = ["FEMININE", "agreeing", "capitalised", "fill", "is_feminine", "owned_card", "sentence", "the_card"]


def sentence(text: str) -> str:
    """``text`` as a sentence of the status line: with its full stop when it
    ends without one (or without ``!``, ``?``, ``…``).  Every line the status
    bar says of a move or a result is a sentence: « Chloé mise 1. » as
    « Hugo joue le 4 de pique. », « … Léa 0, Vous 34. »; a bubble, a banner
    or a curtain's title saying the same words keeps them bare."""
    text = text.rstrip()
    return text + "." if text and text[-1] not in ".!?…" else text
