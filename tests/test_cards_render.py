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


# ---------------------------------------------------------------------------
# every combination of the display options keeps the four suits apart


def _srgb_to_linear(v: float) -> float:
    v /= 255.0
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _luminance(rgb: tuple[int, int, int]) -> float:
    r, g, b = (_srgb_to_linear(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    r, g, b = (_srgb_to_linear(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _delta_e(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """CIE76 colour difference (about 2.3: just noticeable; 30 and more: plainly different)."""
    la, lb = _lab(a), _lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def _pixels(img: QImage) -> list[tuple[int, int, int]]:
    """The opaque pixels of ``img`` as (r, g, b), read in one pass over its bytes."""
    img = img.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(img.constBits())
    stride = img.bytesPerLine()
    out = []
    for y in range(img.height()):
        row = data[y * stride:y * stride + img.width() * 4]
        for x in range(0, len(row), 4):
            if row[x + 3] == 255:
                out.append((row[x], row[x + 1], row[x + 2]))
    return out


def _ink_and_paper(pm) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The suit's ink (the most frequent colour far from the paper) and the
    paper (the most frequent near-white colour) of a rendered pip card."""
    from collections import Counter

    ink: Counter[tuple[int, int, int]] = Counter()
    paper: Counter[tuple[int, int, int]] = Counter()
    img = _image(pm)
    inset = max(4, img.width() // 10)   # inside the card's outline
    for p in _pixels(img.copy(inset, inset, img.width() - 2 * inset, img.height() - 2 * inset)):
        if min(p) > 225:
            paper[p] += 1
        elif max(abs(c - 245) for c in p) > 110:
            ink[p] += 1
    return ink.most_common(1)[0][0], paper.most_common(1)[0][0]


_WINDOWS = ((1366, 768), (1024, 600))


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
@pytest.mark.parametrize("style", ["classic", "four_colour"])
def test_every_display_combination_keeps_the_four_suits_apart(qapp, style, high_contrast):
    """Cards (classic or four colours) x contrast x the four card sizes at the
    two smallest window sizes: the suits' inks, measured in the rendered
    pixels, are readable on the card's paper (4.5:1, 7:1 in high contrast)
    and apart from one another: red from black in the classic deck (hearts
    and diamonds share their red, spades and clubs their black: the shape
    tells them apart), all four from one another in the four-colour deck."""
    from cardtable.ui.settings import CARD_SCALES
    from cardtable.ui.table.sizing import card_width

    r = CardRenderer(style, high_contrast=high_contrast)
    need = 7.0 if high_contrast else 4.5
    reds = {Suit.HEARTS, Suit.DIAMONDS}
    for size, scale in CARD_SCALES.items():
        for win in _WINDOWS:
            width = round(card_width(*win, scale))
            inks = {}
            for suit in Suit:
                ink, paper = _ink_and_paper(r.pixmap(Card(7, suit), width))
                where = f"{style} hc={high_contrast} {size} {width}px {suit.name}"
                assert _contrast(ink, paper) >= need, (where, ink, paper, _contrast(ink, paper))
                inks[suit] = ink
            for a in Suit:
                for b in Suit:
                    if a.value >= b.value:
                        continue
                    if style == "classic" and (a in reds) == (b in reds):
                        continue
                    de = _delta_e(inks[a], inks[b])
                    assert de >= 30, (f"{style} hc={high_contrast} {size} {width}px", a.name, b.name,
                                      inks[a], inks[b], round(de, 1))


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
def test_every_felt_shows_the_cards_edge(qapp, high_contrast):
    """On every felt colour of the Table colour menu, at every card size, a
    card's paper stands clearly out of the felt (3:1, the contrast asked of a
    control's edge) and, in high contrast, a dark outline rings it."""
    from PySide6.QtCore import QRectF

    from cardtable.ui.settings import CARD_SCALES, FELT_COLOURS
    from cardtable.ui.table.sizing import card_width

    r = CardRenderer("four_colour", high_contrast=high_contrast)
    for felt in FELT_COLOURS.values():
        fc = QColor(felt)
        felt_rgb = (fc.red(), fc.green(), fc.blue())
        for scale in CARD_SCALES.values():
            width = round(card_width(1024, 600, scale))
            height = round(width * CARD_RATIO)
            img = QImage(width + 20, height + 20, QImage.Format.Format_ARGB32)
            img.fill(fc)
            p = QPainter(img)
            r.paint(p, QRectF(10, 10, width, height), Card(7, Suit.CLUBS))
            p.end()
            y = 10 + height // 2
            row = [img.pixelColor(x, y) for x in range(img.width())]
            rgb = [(c.red(), c.green(), c.blue()) for c in row]
            paper = rgb[10 + width // 8]
            assert _contrast(paper, felt_rgb) >= 3.0, (felt, width, paper)
            if high_contrast:
                edge = rgb[8:10 + max(3, width // 25)]
                assert min(_luminance(c) for c in edge) < 0.02, (felt, width, edge)
