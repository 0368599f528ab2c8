"""The vector card renderer: sizes, cache, styles, languages, colours."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from cardtable.engine.cards import DECK, Card, Suit
from cardtable.ui.cards.render import (
    CARD_RATIO,
    STYLES,
    CardRenderer,
    suit_color,
    suit_icon,
    suit_path,
)


def _image(pm) -> QImage:
    return pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _count(img: QImage, pred) -> int:
    n = 0
    for y in range(0, img.height(), 1):
        for x in range(0, img.width(), 1):
            c = img.pixelColor(x, y)
            if c.alpha() > 200 and pred(c):
                n += 1
    return n


def _is_red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 90 and c.blue() < 90


def _is_blue(c: QColor) -> bool:
    return c.blue() > 130 and c.red() < 80 and c.green() < 130


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_and_back_render_at_the_right_size(qapp, dpr):
    r = CardRenderer()
    width = 71
    height = round(width * CARD_RATIO)
    for card in [*DECK, None]:
        pm = r.pixmap(card, width, dpr)
        assert not pm.isNull(), card
        assert pm.devicePixelRatio() == dpr
        assert pm.width() == round(width * dpr) and pm.height() == round(height * dpr), card
        size = pm.deviceIndependentSize()
        assert round(size.width()) == width and round(size.height()) == height
    assert r.cache_size == 53


def test_placeholder_and_paint(qapp):
    r = CardRenderer()
    pm = r.placeholder_pixmap(90, 2.0)
    assert not pm.isNull() and pm.width() == 180 and pm.height() == round(90 * CARD_RATIO) * 2
    img = QImage(300, 420, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    from PySide6.QtCore import QRectF

    r.paint(p, QRectF(0, 0, 300, 420), Card(13, Suit.HEARTS))
    p.end()
    assert img.pixelColor(150, 5).alpha() == 255  # painted paper
    assert _count(img.scaled(60, 84), _is_red) > 0


def test_cache_hits_and_bound(qapp):
    r = CardRenderer()
    a = r.pixmap(Card(5, Suit.CLUBS), 80)
    b = r.pixmap(Card(5, Suit.CLUBS), 80)
    assert a.cacheKey() == b.cacheKey()
    assert r.pixmap(Card(5, Suit.CLUBS), 81).cacheKey() != a.cacheKey()
    assert r.pixmap(Card(5, Suit.CLUBS), 80, 2.0).cacheKey() != a.cacheKey()
    r.cache_limit = 10
    for w in range(20, 40):
        r.pixmap(None, w)
    assert r.cache_size == 10
    r.clear_cache()
    assert r.cache_size == 0


def test_style_changes_diamonds_not_spades(qapp):
    r = CardRenderer("classic")
    d1 = _image(r.pixmap(Card(5, Suit.DIAMONDS), 60))
    s1 = _image(r.pixmap(Card(5, Suit.SPADES), 60))
    k1 = r.pixmap(Card(5, Suit.SPADES), 60).cacheKey()
    r.style = "four_colour"
    assert r.cache_size == 0  # a style change clears the cache
    d2 = _image(r.pixmap(Card(5, Suit.DIAMONDS), 60))
    s2 = _image(r.pixmap(Card(5, Suit.SPADES), 60))
    assert r.pixmap(Card(5, Suit.SPADES), 60).cacheKey() != k1
    assert d1 != d2
    assert s1 == s2
    with pytest.raises(ValueError):
        r.style = "psychedelic"
    assert set(STYLES) == {"classic", "four_colour"}


def test_language_changes_jack_index(qapp):
    fr = CardRenderer(lang="fr")
    en = CardRenderer(lang="en")
    jack = Card(11, Suit.HEARTS)
    assert _image(fr.pixmap(jack, 80)) != _image(en.pixmap(jack, 80))
    # a pip card has no letter that changes
    assert _image(fr.pixmap(Card(7, Suit.HEARTS), 80)) == _image(en.pixmap(Card(7, Suit.HEARTS), 80))
    fr.lang = "en"
    assert _image(fr.pixmap(jack, 80)) == _image(en.pixmap(jack, 80))


def test_suit_colours_in_pixels(qapp):
    classic = CardRenderer("classic")
    four = CardRenderer("four_colour")
    assert _count(_image(classic.pixmap(Card(1, Suit.HEARTS), 60)), _is_red) > 50
    assert _count(_image(classic.pixmap(Card(1, Suit.SPADES), 60)), _is_red) == 0
    assert _count(_image(classic.pixmap(Card(7, Suit.DIAMONDS), 60)), _is_blue) == 0
    assert _count(_image(four.pixmap(Card(7, Suit.DIAMONDS), 60)), _is_blue) > 50
    green = _count(_image(four.pixmap(Card(3, Suit.CLUBS), 60)), lambda c: c.green() > 100 and c.red() < 60)
    assert green > 30


def test_crisp_at_large_size(qapp):
    """A big pixmap is rendered at its size: a hard edge is at most a couple of
    pixels wide, not a blurred upscale."""
    r = CardRenderer()
    img = _image(r.pixmap(Card(1, Suit.HEARTS), 600))
    y = img.height() // 2
    row = [img.pixelColor(x, y) for x in range(img.width())]
    ramp = [c for c in row if 40 < c.green() < 215 and c.red() > 180]  # paper-to-ink ramp
    assert 0 < len(ramp) <= 4  # two edges, one or two pixels each


def test_suit_helpers(qapp):
    for suit in Suit:
        p = suit_path(suit)
        assert isinstance(p, QPainterPath) and not p.isEmpty()
        box = p.boundingRect()
        assert (
            box.left() >= -1e-6
            and box.top() >= -1e-6
            and box.right() <= 1 + 1e-6
            and box.bottom() <= 1 + 1e-6
        )
        assert max(box.width(), box.height()) == pytest.approx(1.0, abs=1e-3)
        icon = suit_icon(suit, 16)
        assert not icon.isNull() and not icon.pixmap(16, 16).isNull()
    assert suit_color(Suit.HEARTS, "classic") == suit_color(Suit.DIAMONDS, "classic")
    assert suit_color(Suit.SPADES, "four_colour") == suit_color(Suit.SPADES, "classic")
    assert suit_color(Suit.CLUBS, "four_colour") != suit_color(Suit.SPADES, "four_colour")
