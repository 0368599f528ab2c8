"""Card names in sentences (cardtable.ui.cards.words): the French article
agrees with the rank's noun and elides before a vowel; a message's feminine
translation is found under the disambiguation ``FEMININE``."""

from __future__ import annotations

import pytest

from cardtable.engine import card
from cardtable.ui.cards.words import FEMININE, agreeing, capitalised, is_feminine, owned_card, the_card


@pytest.mark.parametrize(("text", "fr", "en"), [
    ("QC", "la dame de trèfle", "the queen of clubs"),
    ("KH", "le roi de cœur", "the king of hearts"),
    ("JD", "le valet de carreau", "the jack of diamonds"),
    ("AS", "l'as de pique", "the ace of spades"),
    ("7H", "le 7 de cœur", "the 7 of hearts"),
    ("10S", "le 10 de pique", "the 10 of spades"),
])
def test_the_card_takes_the_article_of_its_noun(text, fr, en):
    assert the_card(card(text), "fr") == fr
    assert the_card(card(text), "en") == en
    assert is_feminine(card(text), "fr") == (text[0] == "Q")
    assert not is_feminine(card(text), "en")


def test_a_card_of_someone():
    q, a = card("QC"), card("AS")
    assert owned_card(q, "fr", "Chloé") == "la dame de trèfle de Chloé"
    assert owned_card(a, "fr", "Ordinateur 2") == "l'as de pique d'Ordinateur 2"
    assert owned_card(q, "fr", "Chloé", yours=True) == "votre dame de trèfle"
    assert owned_card(q, "en", "Chloé") == "Chloé's queen of clubs"
    assert owned_card(q, "en", yours=True) == "your queen of clubs"
    assert owned_card(q, "fr") == "la dame de trèfle"
    assert capitalised(owned_card(a, "fr", "Léa")) == "L'as de pique de Léa"


def test_agreeing_picks_the_feminine_translation(french):
    from PySide6.QtCore import QCoreApplication
    masc = QCoreApplication.translate("Peech", "{card} is the strongest.")
    fem = QCoreApplication.translate("Peech", "{card} is the strongest.", FEMININE)
    assert "le plus fort" in masc and "la plus forte" in fem
    assert agreeing(card("QS"), "fr", masc, fem) == fem
    assert agreeing(card("KS"), "fr", masc, fem) == masc
    assert agreeing(card("QS"), "en", masc, fem) == masc


def test_fill_elides_de_and_que_before_a_name_that_starts_with_a_vowel():
    from cardtable.ui.cards.words import fill
    assert fill("la carte {m} de {other}", m=3, other="Inès") == "la carte 3 d'Inès"
    assert fill("la carte {m} de {other}", m=3, other="Éloïse") == "la carte 3 d'Éloïse"
    assert fill("Au tour de {name}", name="Ordinateur 2") == "Au tour d'Ordinateur 2"
    assert fill("plus {x} que {name}", x="fort", name="Anne") == "plus fort qu'Anne"
    assert fill("la carte {m} de {other}", m=3, other="Hugo") == "la carte 3 de Hugo"
    assert fill("De {name}", name="Yann") == "D'Yann"
    # English is only formatted; a field that is not a name after "de" is left alone
    assert fill("{name}'s turn", name="Inès") == "Inès's turn"
    assert fill("mise de {n}", n=8) == "mise de 8"
