"""The card renderer: every face, the back and the empty-slot outline drawn by our
own vector code (no SVG files, no font glyphs for the suits) and cached as
pixmaps keyed by ``(card, width, device pixel ratio, style, lang)``.

All drawing happens in a fixed "card unit" space of ``UNIT_W x UNIT_H``
(250 x 350) and is scaled to the requested rectangle, so a card is crisp at any
size: :meth:`CardRenderer.pixmap` renders at ``width * dpr`` physical pixels
and never upscales a smaller pixmap.

Suit shapes live in a unit box (0..1) and are built once per process
(:func:`suit_path`).  Rank indices are text outlines (``QPainterPath.addText``
with a bold condensed sans font) normalised to their cap height and scaled to
fit, cached per string.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from cardtable.engine.cards import Card, Suit
from cardtable.ui.cards import CARD_RATIO  # height = width * CARD_RATIO

__all__ = [
    "CARD_RATIO",
    "STYLES",
    "LANGS",
    "UNIT_W",
    "UNIT_H",
    "CardRenderer",
    "suit_path",
    "suit_color",
    "suit_icon",
    "corner_radius",
]

STYLES: tuple[str, ...] = ("classic", "four_colour")
LANGS: tuple[str, ...] = ("fr", "en")

UNIT_W = 250.0
UNIT_H = UNIT_W * CARD_RATIO  # 350
_RADIUS = 14.0  # corner radius in card units
CACHE_LIMIT = 600

_Key = tuple[str, int, float, str, str]  # (card or "back"/"placeholder", width, dpr, style, lang)


def corner_radius(width: float) -> float:
    """Corner radius of a card ``width`` wide (same units), for outlines and shadows."""
    return width * _RADIUS / UNIT_W


# ---------------------------------------------------------------------------
# colours

_RED = QColor("#c8102e")
_BLACK = QColor("#17171c")
_BLUE = QColor("#1558b0")
_GREEN = QColor("#13823a")
_GOLD = QColor("#e2ab2a")
_GOLD_DARK = QColor("#8f6510")
_CREAM = QColor("#fdf7e8")
_INK = QColor("#26262c")
_SKIN = QColor("#f7dcc0")
_WHITE = QColor("#ffffff")

_SUIT_COLOURS: dict[str, dict[Suit, QColor]] = {
    "classic": {Suit.SPADES: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _RED, Suit.CLUBS: _BLACK},
    "four_colour": {Suit.SPADES: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _BLUE, Suit.CLUBS: _GREEN},
}


# High contrast darkens every ink to at least 7:1 on the card's paper (WCAG's
# enhanced contrast for text) without merging two suits: the four-colour deck
# keeps a red, a blue and a green plainly apart from the black (and from one
# another), so a player who turns both options on still tells the four suits by
# their colour.  tests/test_cards_render.py measures this in rendered pixels for
# every style, contrast and card size.
_HC_SUIT_COLOURS: dict[str, dict[Suit, QColor]] = {
    "classic": {Suit.SPADES: QColor("#000000"), Suit.HEARTS: QColor("#940c22"),
                Suit.DIAMONDS: QColor("#940c22"), Suit.CLUBS: QColor("#000000")},
    "four_colour": {Suit.SPADES: QColor("#000000"), Suit.HEARTS: QColor("#a10d26"),
                    Suit.DIAMONDS: QColor("#0b44b0"), Suit.CLUBS: QColor("#075c1c")},
}


def suit_color(suit: Suit, style: str = "classic", high_contrast: bool = False) -> QColor:
    """The ink of ``suit`` in ``style``, darker in high contrast (a copy, safe to modify)."""
    tables = _HC_SUIT_COLOURS if high_contrast else _SUIT_COLOURS
    table = tables.get(style, tables["classic"])
    return QColor(table[suit])


# ---------------------------------------------------------------------------
# suit shapes (unit box)

_SUIT_PATHS: dict[Suit, QPainterPath] = {}


def _normalise(path: QPainterPath) -> QPainterPath:
    """Scale ``path`` so its larger side is 1 and centre it in the unit box."""
    r = path.boundingRect()
    s = 1.0 / max(r.width(), r.height())
    t = QTransform()
    t.translate(0.5, 0.5)
    t.scale(s, s)
    t.translate(-r.center().x(), -r.center().y())
    return t.map(path)


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(50, 27)
    p.cubicTo(44, 10, 30, 3, 20, 3)
    p.cubicTo(8, 3, 0, 13, 0, 28)
    p.cubicTo(0, 54, 30, 70, 50, 96)
    p.cubicTo(70, 70, 100, 54, 100, 28)
    p.cubicTo(100, 13, 92, 3, 80, 3)
    p.cubicTo(70, 3, 56, 10, 50, 27)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(50, 0)
    p.quadTo(63, 30, 90, 50)
    p.quadTo(63, 70, 50, 100)
    p.quadTo(37, 70, 10, 50)
    p.quadTo(37, 30, 50, 0)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(50, 0)
    p.cubicTo(40, 20, 2, 36, 2, 62)
    p.cubicTo(2, 76, 12, 84, 24, 84)
    p.cubicTo(34, 84, 42, 79, 47, 71)
    p.cubicTo(46, 84, 40, 94, 30, 100)
    p.lineTo(70, 100)
    p.cubicTo(60, 94, 54, 84, 53, 71)
    p.cubicTo(58, 79, 66, 84, 76, 84)
    p.cubicTo(88, 84, 98, 76, 98, 62)
    p.cubicTo(98, 36, 60, 20, 50, 0)
    p.closeSubpath()
    return p


def _club() -> QPainterPath:
    # Built at a large scale so the boolean union keeps smooth outlines.
    k = 10.0
    r = 22.5 * k
    body = QPainterPath()
    body.addEllipse(QPointF(50 * k, 24 * k), r, r)
    lobes = QPainterPath()
    lobes.addEllipse(QPointF(24 * k, 60 * k), r, r)
    lobes.addEllipse(QPointF(76 * k, 60 * k), r, r)
    core = QPainterPath()
    core.addEllipse(QPointF(50 * k, 52 * k), 14 * k, 14 * k)
    stem = QPainterPath()
    stem.moveTo(46 * k, 56 * k)
    stem.cubicTo(46 * k, 80 * k, 40 * k, 93 * k, 29 * k, 100 * k)
    stem.lineTo(71 * k, 100 * k)
    stem.cubicTo(60 * k, 93 * k, 54 * k, 80 * k, 54 * k, 56 * k)
    stem.closeSubpath()
    p = body.united(lobes).united(core).united(stem)
    return QTransform.fromScale(1 / k, 1 / k).map(p)


_BUILDERS: dict[Suit, Callable[[], QPainterPath]] = {
    Suit.SPADES: _spade,
    Suit.HEARTS: _heart,
    Suit.DIAMONDS: _diamond,
    Suit.CLUBS: _club,
}


def suit_path(suit: Suit) -> QPainterPath:
    """The outline of ``suit`` in the unit box (0..1), larger side 1, centred.

    The path is shared: copy it (``QPainterPath(p)``) before modifying it.
    """
    p = _SUIT_PATHS.get(suit)
    if p is None:
        p = _normalise(_BUILDERS[suit]())
        _SUIT_PATHS[suit] = p
    return p


def _draw_suit(
    painter: QPainter, suit: Suit, cx: float, cy: float, size: float, color: QColor, rotate: bool = False
) -> None:
    """Fill the suit shape centred on (cx, cy), ``size`` = its larger side."""
    t = QTransform()
    t.translate(cx, cy)
    if rotate:
        t.rotate(180)
    t.scale(size, size)
    t.translate(-0.5, -0.5)
    painter.fillPath(t.map(suit_path(suit)), color)


def suit_icon(suit: Suit, size: int, style: str = "classic") -> QIcon:
    """A small icon of the suit shape (1x and 2x pixmaps)."""
    icon = QIcon()
    for dpr in (1.0, 2.0):
        px = max(1, round(size * dpr))
        pm = QPixmap(px, px)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _draw_suit(p, suit, px / 2, px / 2, px * 0.92, suit_color(suit, style))
        p.end()
        pm.setDevicePixelRatio(dpr)
        icon.addPixmap(pm)
    return icon


# ---------------------------------------------------------------------------
# text outlines

_TEXT_PATHS: dict[tuple[str, str], tuple[QPainterPath, float]] = {}
_FONT_FAMILIES = [
    "DejaVu Sans Condensed",
    "DejaVu Sans",
    "Segoe UI",
    "Arial",
    "Helvetica Neue",
    "Helvetica",
    "Liberation Sans",
    "Noto Sans",
]


def _text_path(text: str, kind: str = "sans") -> tuple[QPainterPath, float]:
    """Outline of ``text`` with its cap height scaled to 1, cap top at y=0 and
    left edge at x=0.  Returns (path, advance width in the same units)."""
    key = (text, kind)
    hit = _TEXT_PATHS.get(key)
    if hit is not None:
        return hit
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setPixelSize(200)
    font.setWeight(QFont.Weight.Bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setStyleStrategy(QFont.StyleStrategy.PreferOutline)
    raw = QPainterPath()
    raw.addText(0, 0, font, text)
    cap = QFontMetricsF(font).capHeight() or 145.0
    r = raw.boundingRect()
    if raw.isEmpty() or r.width() <= 0:
        result = (QPainterPath(), 0.0)
    else:
        t = QTransform()
        t.scale(1 / cap, 1 / cap)
        t.translate(-r.left(), cap)
        result = (t.map(raw), r.width() / cap)
    _TEXT_PATHS[key] = result
    return result


def _draw_text(
    painter: QPainter,
    text: str,
    cx: float,
    top: float,
    cap_height: float,
    max_width: float,
    color: QColor,
) -> None:
    """Fill ``text`` horizontally centred on ``cx`` with its cap top at ``top``."""
    path, width = _text_path(text)
    if path.isEmpty():  # no usable font at all: draw nothing rather than boxes
        return
    sx = cap_height
    if width * sx > max_width:
        sx = max_width / width
    t = QTransform()
    t.translate(cx - width * sx / 2, top)
    t.scale(sx, cap_height)
    painter.fillPath(t.map(path), color)


# ---------------------------------------------------------------------------
# face layout

# pip layouts: (column, row fraction); columns 0 = left, 1 = centre, 2 = right
_PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0.0), (1, 1.0)],
    3: [(1, 0.0), (1, 0.5), (1, 1.0)],
    4: [(0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)],
    5: [(0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)],
    6: [(0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)],
    7: [(0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)],
    8: [(0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)],
    9: [(c, f) for f in (0.0, 1 / 3, 2 / 3, 1.0) for c in (0, 2)] + [(1, 0.5)],
    10: [(c, f) for f in (0.0, 1 / 3, 2 / 3, 1.0) for c in (0, 2)] + [(1, 1 / 6), (1, 5 / 6)],
}
_PIP_COLS = (78.0, 125.0, 172.0)
_PIP_TOP = 64.0
_PIP_BOTTOM = UNIT_H - _PIP_TOP
_PIP_SIZE = 44.0

# corner index
_INDEX_CX = 23.0
_INDEX_TOP = 15.0
_INDEX_CAP = 33.0
_INDEX_MAXW = 34.0
_INDEX_SUIT = 26.0
_INDEX_GAP = 7.0

# high contrast corner index: (centre x, top, cap height, max width, suit, gap)
_HC_INDEX = (30.0, 14.0, 46.0, 48.0, 34.0, 6.0)

# court frame (card units)
_FRAME = QRectF(47.0, 27.0, UNIT_W - 94.0, UNIT_H - 54.0)


def _card_outline(inset: float = 0.0) -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(
        QRectF(inset, inset, UNIT_W - 2 * inset, UNIT_H - 2 * inset),
        max(0.0, _RADIUS - inset),
        max(0.0, _RADIUS - inset),
    )
    return p


class _Palette:
    __slots__ = ("suit_ink", "primary", "secondary", "gold", "gold_dark", "ink", "hair", "flower")

    def __init__(self, suit: Suit, style: str) -> None:
        self.suit_ink = suit_color(suit, style)
        self.primary = suit_color(suit, style)
        if self.primary == _BLACK:
            self.primary = QColor("#2a2a34")
        red = self.primary.red() > 150 and self.primary.green() < 80
        self.secondary = QColor("#2c4f9e") if red else QColor("#c8102e")
        self.gold = _GOLD
        self.gold_dark = _GOLD_DARK
        self.ink = _INK
        self.hair = QColor("#6b4424")
        self.flower = QColor("#d1335b") if not red else QColor("#2c4f9e")


class CardRenderer:
    """Draws cards as vectors and caches pixmaps (LRU, :data:`CACHE_LIMIT`)."""

    def __init__(self, style: str = "classic", lang: str = "fr", high_contrast: bool = False) -> None:
        self._style = style if style in STYLES else "classic"
        self._lang = lang if lang in LANGS else "fr"
        self._high_contrast = bool(high_contrast)
        self._look = self._style + ("+hc" if self._high_contrast else "")
        self._cache: OrderedDict[_Key, QPixmap] = OrderedDict()
        self._generation = 0
        self.cache_limit = CACHE_LIMIT

    # -- settings -----------------------------------------------------------
    @property
    def style(self) -> str:
        return self._style

    @style.setter
    def style(self, value: str) -> None:
        if value not in STYLES:
            raise ValueError(f"unknown card style {value!r}; expected one of {STYLES}")
        if value != self._style:
            self._style = value
            self._look = self._style + ("+hc" if self._high_contrast else "")
            self.clear_cache()

    @property
    def high_contrast(self) -> bool:
        """Larger corner indices, darker inks and a strong outline (part of the
        cache key, like the style)."""
        return self._high_contrast

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        value = bool(value)
        if value != self._high_contrast:
            self._high_contrast = value
            self._look = self._style + ("+hc" if value else "")
            self.clear_cache()

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        if value not in LANGS:
            raise ValueError(f"unknown language {value!r}; expected one of {LANGS}")
        if value != self._lang:
            self._lang = value
            self.clear_cache()

    # -- cache ----------------------------------------------------------------
    @property
    def cache_size(self) -> int:
        return len(self._cache)

    def clear_cache(self) -> None:
        self._cache.clear()
        self._generation += 1

    @property
    def generation(self) -> int:
        """Bumped whenever cached pixmaps become stale (style, language, clear):
        holders of pixmaps compare it to know when to ask again."""
        return self._generation

    def _cached(self, key: _Key, width: int, dpr: float, draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        width = max(1, int(width))
        height = max(1, round(width * CARD_RATIO))
        pw, ph = max(1, round(width * dpr)), max(1, round(height * dpr))
        pm = QPixmap(pw, ph)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        draw(painter, QRectF(0, 0, pw, ph))
        painter.end()
        pm.setDevicePixelRatio(dpr)
        self._cache[key] = pm
        while len(self._cache) > self.cache_limit:
            self._cache.popitem(last=False)
        return pm

    # -- public drawing -----------------------------------------------------------
    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """The card (``None`` = back), ``width`` logical pixels wide, rendered at
        ``width * dpr`` physical pixels; logical height ``round(width * CARD_RATIO)``."""
        width = max(1, int(round(width)))
        dpr = float(dpr) if dpr and dpr > 0 else 1.0
        key = (str(card) if card is not None else "back", width, dpr, self._look, self._lang)
        return self._cached(key, width, dpr, lambda p, r: self.paint(p, r, card))

    def placeholder_pixmap(self, width: int, dpr: float = 1.0) -> QPixmap:
        """A translucent dashed outline showing where a card goes."""
        width = max(1, int(round(width)))
        dpr = float(dpr) if dpr and dpr > 0 else 1.0
        key = ("placeholder", width, dpr, "", "")
        return self._cached(key, width, dpr, self.paint_placeholder)

    def paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        """Draw ``card`` (``None`` = back) as vectors into ``rect``."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        px_per_unit = self._begin(painter, rect)
        if card is None:
            self._paint_back(painter, px_per_unit)
        else:
            self._paint_face(painter, card, px_per_unit)
        painter.restore()

    def paint_placeholder(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ppu = self._begin(painter, rect)
        lw = max(2.0, 1.6 / ppu)
        outline = _card_outline(lw / 2 + 1.0 / ppu)
        painter.fillPath(outline, QColor(255, 255, 255, 26))
        pen = QPen(QColor(255, 255, 255, 150), lw)
        pen.setStyle(Qt.PenStyle.CustomDashLine)
        pen.setDashPattern([5.0, 3.0])
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)
        painter.restore()

    # -- internals ----------------------------------------------------------------
    @staticmethod
    def _begin(painter: QPainter, rect: QRectF) -> float:
        """Map card units onto ``rect``; returns device pixels per card unit."""
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / UNIT_W, rect.height() / UNIT_H)
        t = painter.deviceTransform()
        ppu = math.hypot(t.m11(), t.m12())
        return ppu if ppu > 0 else 1.0

    def _paper(self, painter: QPainter, ppu: float) -> None:
        lw = max(1.0 / ppu, 1.1)
        # keep a one-device-pixel transparent ring: a rotated pixmap then gets
        # smooth edges from bilinear filtering alone (no costly antialiasing)
        outline = _card_outline(lw / 2 + 1.0 / ppu)
        grad = QLinearGradient(0, 0, 0, UNIT_H)
        grad.setColorAt(0.0, QColor("#ffffff"))
        grad.setColorAt(1.0, QColor("#f4f3ee"))
        if self._high_contrast:
            # a strong dark outline: the card's edge shows on any felt and in a fan
            lw = max(2.0 / ppu, 5.0)
            outline = _card_outline(lw / 2 + 1.0 / ppu)
            painter.setPen(QPen(QColor("#101014"), lw))
            painter.setBrush(QBrush(grad))
            painter.drawPath(outline)
            return
        painter.setPen(QPen(QColor("#8d8d8d"), lw))
        painter.setBrush(QBrush(grad))
        painter.drawPath(outline)

    # faces
    def _paint_face(self, painter: QPainter, card: Card, ppu: float) -> None:
        self._paper(painter, ppu)
        color = suit_color(card.suit, self._style, self._high_contrast)
        if card.rank == 1:
            self._paint_ace(painter, card, color, ppu)
        elif card.rank <= 10:
            self._paint_pips(painter, card, color)
        else:
            _paint_court(painter, card, self._lang, _Palette(card.suit, self._style), ppu)
        self._paint_indices(painter, card, color)

    def _paint_indices(self, painter: QPainter, card: Card, color: QColor) -> None:
        text = card.index(self._lang)
        if self._high_contrast:
            # larger indices (a third taller), on a white ground over the picture
            cx, top, cap, maxw, suit, gap = _HC_INDEX
        else:
            cx, top, cap, maxw, suit, gap = _INDEX_CX, _INDEX_TOP, _INDEX_CAP, _INDEX_MAXW, _INDEX_SUIT, _INDEX_GAP
        for rotated in (False, True):
            painter.save()
            if rotated:
                painter.translate(UNIT_W, UNIT_H)
                painter.rotate(180)
            if self._high_contrast:
                ground = QPainterPath()
                ground.addRoundedRect(QRectF(cx - maxw / 2 - 4, top - 5, maxw + 8, cap + gap + suit + 10), 6, 6)
                painter.fillPath(ground, QColor(255, 255, 255, 235))
            _draw_text(painter, text, cx, top, cap, maxw, color)
            cy = top + cap + gap + suit / 2
            _draw_suit(painter, card.suit, cx, cy, suit, color)
            painter.restore()

    def _paint_pips(self, painter: QPainter, card: Card, color: QColor) -> None:
        span = _PIP_BOTTOM - _PIP_TOP
        for col, frac in _PIP_LAYOUTS[card.rank]:
            y = _PIP_TOP + span * frac
            _draw_suit(painter, card.suit, _PIP_COLS[col], y, _PIP_SIZE, color, rotate=frac > 0.5)

    def _paint_ace(self, painter: QPainter, card: Card, color: QColor, ppu: float) -> None:
        cx, cy = UNIT_W / 2, UNIT_H / 2
        if card.suit is not Suit.SPADES:
            _draw_suit(painter, card.suit, cx, cy, 92.0, color)
            return
        # the ornate ace of spades: a gilded medallion behind a large spade
        ring = QPainterPath()
        ring.addEllipse(QPointF(cx, cy + 4), 88, 88)
        grad = QRadialGradient(QPointF(cx, cy), 90)
        grad.setColorAt(0.0, QColor("#fffaf0"))
        grad.setColorAt(1.0, QColor("#f6e8c6"))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(_GOLD_DARK, 1.4))
        painter.drawPath(ring)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_GOLD, 3.0))
        painter.drawEllipse(QPointF(cx, cy + 4), 82, 82)
        # a ring of small beads and rays
        for i in range(32):
            a = math.radians(i * 360 / 32)
            x, y = cx + 74 * math.cos(a), cy + 4 + 74 * math.sin(a)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_GOLD if i % 2 else _GOLD_DARK)
            painter.drawEllipse(QPointF(x, y), 2.6 if i % 2 else 1.8, 2.6 if i % 2 else 1.8)
        size = 112.0
        _draw_suit(painter, Suit.SPADES, cx, cy, size, color)
        # inner white filet following the spade
        t = QTransform()
        t.translate(cx, cy - 4)
        t.scale(size * 0.78, size * 0.78)
        t.translate(-0.5, -0.5)
        inner = t.map(suit_path(Suit.SPADES))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 230), 2.2))
        painter.drawPath(inner)
        # a small gold fleuron in the heart of the spade
        _fleuron(painter, cx, cy + 2, 13.0, _GOLD, _GOLD_DARK)

    # back
    def _paint_back(self, painter: QPainter, ppu: float) -> None:
        self._paper(painter, ppu)
        inset = 11.0
        panel = QPainterPath()
        panel_rect = QRectF(inset, inset, UNIT_W - 2 * inset, UNIT_H - 2 * inset)
        panel.addRoundedRect(panel_rect, 7, 7)
        grad = QRadialGradient(QPointF(UNIT_W / 2, UNIT_H / 2), UNIT_H * 0.62)
        grad.setColorAt(0.0, QColor("#2a55ad"))
        grad.setColorAt(1.0, QColor("#142f72"))
        painter.fillPath(panel, QBrush(grad))
        lattice, fine, rosette = _back_paths()
        painter.save()
        painter.setClipPath(panel)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 62), 1.1))
        painter.drawPath(lattice)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 0.8))
        painter.drawPath(fine)
        painter.restore()
        # guilloché rosette
        cx, cy = UNIT_W / 2, UNIT_H / 2
        painter.fillPath(_circle(cx, cy, 74), QColor(20, 47, 114, 210))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 110), 0.9))
        painter.drawPath(rosette)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1.2))
        painter.drawEllipse(QPointF(cx, cy), 74, 74)
        # medallion
        painter.setPen(QPen(_GOLD, 3.0))
        painter.setBrush(QColor("#173a86"))
        painter.drawEllipse(QPointF(cx, cy), 34, 34)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(cx, cy), 29, 29)
        for i, suit in enumerate((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)):
            a = math.radians(-90 + i * 90)
            _draw_suit(painter, suit, cx + 15 * math.cos(a), cy + 15 * math.sin(a), 15, QColor("#fff6e0"))
        # frame lines of the panel
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 190), 1.4))
        painter.drawRoundedRect(panel_rect.adjusted(5, 5, -5, -5), 4, 4)
        painter.setPen(QPen(_GOLD, 1.0))
        painter.drawRoundedRect(panel_rect.adjusted(8, 8, -8, -8), 3, 3)


_BACK_PATHS: list[QPainterPath] = []


def _back_paths() -> list[QPainterPath]:
    """Lattice, fine lattice and rosette of the back (built once)."""
    if _BACK_PATHS:
        return _BACK_PATHS
    step = 15.0
    lattice, fine, rosette = QPainterPath(), QPainterPath(), QPainterPath()
    n = int((UNIT_W + UNIT_H) / step) + 2
    for i in range(-n, n):
        x0 = i * step
        for d in (UNIT_H, -UNIT_H):
            lattice.moveTo(x0, 0)
            lattice.lineTo(x0 + d, UNIT_H)
            fine.moveTo(x0 + step / 2, 0)
            fine.lineTo(x0 + step / 2 + d, UNIT_H)
    cx, cy = UNIT_W / 2, UNIT_H / 2
    for i in range(24):
        e = QPainterPath()
        e.addEllipse(QPointF(0, 0), 70, 26)
        rosette.addPath(QTransform().translate(cx, cy).rotate(i * 7.5).map(e))
    _BACK_PATHS.extend((lattice, fine, rosette))
    return _BACK_PATHS


# ---------------------------------------------------------------------------
# ornaments and court figures


def _fleuron(painter: QPainter, cx: float, cy: float, s: float, fill: QColor, line: QColor) -> None:
    """A small four-petalled ornament centred on (cx, cy), ``s`` = half size."""
    p = QPainterPath()
    for i in range(4):
        a = math.radians(i * 90)
        tip = QPointF(cx + s * math.cos(a), cy + s * math.sin(a))
        l1 = QPointF(cx + 0.55 * s * math.cos(a - 0.7), cy + 0.55 * s * math.sin(a - 0.7))
        l2 = QPointF(cx + 0.55 * s * math.cos(a + 0.7), cy + 0.55 * s * math.sin(a + 0.7))
        p.moveTo(cx, cy)
        p.quadTo(l1, tip)
        p.quadTo(l2, QPointF(cx, cy))
        p.closeSubpath()
    painter.setPen(QPen(line, 0.8))
    painter.setBrush(fill)
    painter.drawPath(p)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(line)
    painter.drawEllipse(QPointF(cx, cy), s * 0.18, s * 0.18)


def _shape(painter: QPainter, path: QPainterPath, fill: QColor | QBrush, ink: QColor, width: float) -> None:
    painter.setBrush(fill)
    painter.setPen(
        QPen(ink, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    )
    painter.drawPath(path)


def _poly(*pts: tuple[float, float]) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(*pts[0])
    for x, y in pts[1:]:
        p.lineTo(x, y)
    p.closeSubpath()
    return p


def _flower(painter: QPainter, cx: float, cy: float, r: float, petal: QColor, ink: QColor, lw: float) -> None:
    p = QPainterPath()
    for i in range(5):
        a = math.radians(-90 + i * 72)
        p.addEllipse(QPointF(cx + r * math.cos(a), cy + r * math.sin(a)), r * 0.78, r * 0.78)
    _shape(painter, p, petal, ink, lw)
    _shape(painter, _circle(cx, cy, r * 0.55), _GOLD, ink, lw)


def _circle(cx: float, cy: float, r: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), r, r)
    return p


def _paint_court(painter: QPainter, card: Card, lang: str, pal: _Palette, ppu: float) -> None:
    f = _FRAME
    lw = max(1.1, 0.7 / ppu)
    # frame background and double border
    frame = QPainterPath()
    frame.addRoundedRect(f, 5, 5)
    painter.fillPath(frame, _CREAM)
    half_w, half_h = f.width(), f.height() / 2
    for rotated in (False, True):
        painter.save()
        painter.translate(f.left(), f.top())
        if rotated:
            painter.translate(half_w, f.height())
            painter.rotate(180)
        painter.setClipRect(QRectF(0, 0, half_w, half_h))
        _half_figure(painter, card, lang, pal, half_w, half_h, lw)
        painter.restore()
    # divider
    mid = f.center().y()
    painter.setPen(QPen(pal.gold_dark, lw))
    painter.setBrush(pal.gold)
    band = QRectF(f.left(), mid - 2.2, f.width(), 4.4)
    painter.drawRect(band)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(pal.primary, 1.6))
    painter.drawRoundedRect(f, 5, 5)
    painter.setPen(QPen(pal.gold, 1.2))
    painter.drawRoundedRect(f.adjusted(3.2, 3.2, -3.2, -3.2), 3, 3)


def _half_figure(
    painter: QPainter, card: Card, lang: str, pal: _Palette, w: float, h: float, lw: float
) -> None:
    """One half of a court figure in a local box (0..w, 0..h); h is the divider."""
    ink = pal.ink
    cx = w / 2
    rank = card.rank
    head_cy, head_rx, head_ry = 64.0, 15.5, 18.5

    # soft halo behind the head
    halo = QRadialGradient(QPointF(cx, head_cy - 4), 52)
    halo.setColorAt(0.0, QColor(pal.gold.red(), pal.gold.green(), pal.gold.blue(), 80))
    halo.setColorAt(1.0, QColor(pal.gold.red(), pal.gold.green(), pal.gold.blue(), 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(halo))
    painter.drawEllipse(QPointF(cx, head_cy - 4), 52, 52)

    # hair behind the head
    if rank == 12:
        hair = QPainterPath()
        hair.moveTo(cx, head_cy - 24)
        hair.cubicTo(cx + 24, head_cy - 24, cx + 25, head_cy - 2, cx + 24, head_cy + 14)
        hair.cubicTo(cx + 23, head_cy + 26, cx + 30, head_cy + 34, cx + 33, head_cy + 38)
        hair.lineTo(cx - 33, head_cy + 38)
        hair.cubicTo(cx - 30, head_cy + 34, cx - 23, head_cy + 26, cx - 24, head_cy + 14)
        hair.cubicTo(cx - 25, head_cy - 2, cx - 24, head_cy - 24, cx, head_cy - 24)
        _shape(painter, hair, pal.hair, ink, lw)
    elif rank == 11:
        hair = QPainterPath()
        hair.addEllipse(QPointF(cx, head_cy - 1), head_rx + 4, head_ry + 2)
        _shape(painter, hair, pal.hair, ink, lw)
    else:
        hair = QPainterPath()
        hair.moveTo(cx - 19, head_cy - 8)
        hair.cubicTo(cx - 22, head_cy + 6, cx - 20, head_cy + 16, cx - 16, head_cy + 22)
        hair.lineTo(cx + 16, head_cy + 22)
        hair.cubicTo(cx + 20, head_cy + 16, cx + 22, head_cy + 6, cx + 19, head_cy - 8)
        hair.closeSubpath()
        _shape(painter, hair, pal.hair, ink, lw)

    # robe with shoulders
    neck_y = head_cy + 26
    robe = QPainterPath()
    robe.moveTo(14, h + 2)
    robe.lineTo(15, h - 30)
    robe.cubicTo(16, neck_y + 6, 34, neck_y + 2, cx - 18, neck_y)
    robe.lineTo(cx + 18, neck_y)
    robe.cubicTo(w - 34, neck_y + 2, w - 16, neck_y + 6, w - 15, h - 30)
    robe.lineTo(w - 14, h + 2)
    robe.closeSubpath()
    _shape(painter, robe, pal.primary, ink, lw)
    # arm seams and gold motifs on the sleeves
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, lw, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for side in (-1, 1):
        seam = QPainterPath()
        seam.moveTo(cx + side * 44, neck_y + 8)
        seam.cubicTo(cx + side * 40, neck_y + 24, cx + side * 38, h - 20, cx + side * 40, h + 2)
        painter.drawPath(seam)
        _fleuron(painter, cx + side * 54, h - 20, 6.5, pal.gold, pal.gold_dark)
    # chest panel with gold borders
    panel = _poly((cx - 17, neck_y), (cx + 17, neck_y), (cx + 15, h + 2), (cx - 15, h + 2))
    _shape(painter, panel, pal.secondary, ink, lw)
    painter.setPen(QPen(pal.gold, 3.0))
    for side in (-1, 1):
        painter.drawLine(QPointF(cx + side * 15.5, neck_y + 4), QPointF(cx + side * 14, h + 2))
    painter.setPen(QPen(pal.gold, 1.6))
    for i in range(2):
        y = neck_y + 27 + i * 8
        painter.drawLine(QPointF(cx - 10, y), QPointF(cx + 10, y))
    # mantle over the shoulders: scalloped edge
    mantle = QPainterPath()
    left, right, top = cx - 40, cx + 40, neck_y + 1
    mantle.moveTo(left, top + 4)
    mantle.cubicTo(left + 10, top - 1, cx - 20, top - 2, cx, top - 2)
    mantle.cubicTo(cx + 20, top - 2, right - 10, top - 1, right, top + 4)
    n = 5
    for i in range(n):
        x0 = right - (right - left) * i / n
        x1 = right - (right - left) * (i + 1) / n
        y0 = top + 4 + 8 * math.sin(math.pi * i / n)
        y1 = top + 4 + 8 * math.sin(math.pi * (i + 1) / n)
        bulge = 9.0
        mantle.cubicTo(x0, max(y0, y1) + bulge, x1, max(y0, y1) + bulge, x1, y1)
    mantle.closeSubpath()
    if rank == 13:
        _shape(painter, mantle, _WHITE, ink, lw)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for x, y in (
            (cx - 28, top + 8),
            (cx - 12, top + 11),
            (cx + 12, top + 11),
            (cx + 28, top + 8),
            (cx, top + 13),
        ):
            tail = _poly((x, y - 3), (x + 1.6, y + 2.5), (x, y + 1.5), (x - 1.6, y + 2.5))
            painter.drawPath(tail)
    elif rank == 12:
        _shape(painter, mantle, pal.gold, pal.gold_dark, lw)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pal.secondary)
        for i in range(n):
            x = right - (right - left) * (i + 0.5) / n
            painter.drawEllipse(QPointF(x, top + 12), 2.2, 2.2)
    else:
        _shape(painter, mantle, pal.secondary, ink, lw)
        painter.setPen(QPen(pal.gold, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = QTransform().translate(cx, top).scale(0.86, 0.8).translate(-cx, -top).map(mantle)
        painter.drawPath(inner)
    # chest jewel: white lozenge with the suit
    loz = _poly((cx, h - 30), (cx + 11, h - 16), (cx, h - 2), (cx - 11, h - 16))
    _shape(painter, loz, _WHITE, pal.gold_dark, lw)
    _draw_suit(painter, card.suit, cx, h - 16, 11.5, pal.suit_ink)

    # neck and head
    neck = _poly((cx - 6, head_cy + 12), (cx + 6, head_cy + 12), (cx + 7, neck_y + 1), (cx - 7, neck_y + 1))
    _shape(painter, neck, _SKIN, ink, lw)
    collar = QPainterPath()
    collar.moveTo(cx - 24, neck_y - 1)
    collar.quadTo(cx, neck_y + 16, cx + 24, neck_y - 1)
    collar.quadTo(cx, neck_y + 8, cx - 24, neck_y - 1)
    collar.closeSubpath()
    _shape(painter, collar, _WHITE if rank != 11 else pal.gold, ink, lw)
    head = QPainterPath()
    head.addEllipse(QPointF(cx, head_cy), head_rx, head_ry)
    _shape(painter, head, _SKIN, ink, lw)
    # face: eyes, brows, nose, mouth, cheeks
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(230, 120, 120, 70))
    painter.drawEllipse(QPointF(cx - 8.5, head_cy + 5), 4, 2.6)
    painter.drawEllipse(QPointF(cx + 8.5, head_cy + 5), 4, 2.6)
    painter.setBrush(ink)
    painter.drawEllipse(QPointF(cx - 6, head_cy - 1), 1.7, 2.0)
    painter.drawEllipse(QPointF(cx + 6, head_cy - 1), 1.7, 2.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, lw, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(cx - 9, head_cy - 6), QPointF(cx - 3.5, head_cy - 6.8))
    painter.drawLine(QPointF(cx + 9, head_cy - 6), QPointF(cx + 3.5, head_cy - 6.8))
    nose = QPainterPath()
    nose.moveTo(cx, head_cy - 1)
    nose.quadTo(cx + 2.5, head_cy + 5, cx - 1, head_cy + 5.5)
    painter.drawPath(nose)
    mouth = QPainterPath()
    mouth.moveTo(cx - 4, head_cy + 10)
    mouth.quadTo(cx, head_cy + 12.5, cx + 4, head_cy + 10)
    painter.setPen(QPen(QColor("#b0303a"), lw * 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(mouth)

    if rank == 13:
        _king_details(painter, pal, cx, head_cy, w, h, lw)
    elif rank == 12:
        _queen_details(painter, pal, cx, head_cy, w, h, lw)
    else:
        _jack_details(painter, pal, cx, head_cy, w, h, lw)

    # corner marks of the frame: suit at top-left, letter at top-right
    color = pal.suit_ink
    _draw_suit(painter, card.suit, 17, 19, 18, color)
    _draw_text(painter, card.index(lang), w - 17, 10.5, 17, 18, color)


def _king_details(
    painter: QPainter, pal: _Palette, cx: float, hy: float, w: float, h: float, lw: float
) -> None:
    ink = pal.ink
    # beard and moustache
    beard = QPainterPath()
    beard.moveTo(cx - 15, hy + 2)
    beard.cubicTo(cx - 16, hy + 20, cx - 8, hy + 28, cx, hy + 33)
    beard.cubicTo(cx + 8, hy + 28, cx + 16, hy + 20, cx + 15, hy + 2)
    beard.cubicTo(cx + 11, hy + 12, cx + 6, hy + 8, cx, hy + 14)
    beard.cubicTo(cx - 6, hy + 8, cx - 11, hy + 12, cx - 15, hy + 2)
    beard.closeSubpath()
    _shape(painter, beard, pal.hair, ink, lw)
    mous = QPainterPath()
    mous.moveTo(cx, hy + 7.5)
    mous.cubicTo(cx - 5, hy + 5, cx - 10, hy + 7, cx - 11, hy + 11)
    mous.cubicTo(cx - 7, hy + 9, cx - 3, hy + 10, cx, hy + 9.5)
    mous.cubicTo(cx + 3, hy + 10, cx + 7, hy + 9, cx + 11, hy + 11)
    mous.cubicTo(cx + 10, hy + 7, cx + 5, hy + 5, cx, hy + 7.5)
    _shape(painter, mous, pal.hair, ink, lw * 0.8)
    # crown
    top = hy - 15
    crown = _poly(
        (cx - 19, top),
        (cx - 21, top - 20),
        (cx - 10, top - 9),
        (cx, top - 25),
        (cx + 10, top - 9),
        (cx + 21, top - 20),
        (cx + 19, top),
    )
    _shape(painter, crown, pal.gold, pal.gold_dark, lw)
    band = QPainterPath()
    band.addRoundedRect(QRectF(cx - 20, top - 4, 40, 9), 2, 2)
    _shape(painter, band, pal.gold, pal.gold_dark, lw)
    for x, y, r, c in (
        (cx - 21, top - 21, 2.8, _WHITE),
        (cx, top - 26, 3.4, _WHITE),
        (cx + 21, top - 21, 2.8, _WHITE),
        (cx - 10, top + 0.5, 2.2, pal.secondary),
        (cx, top + 0.5, 2.6, pal.primary),
        (cx + 10, top + 0.5, 2.2, pal.secondary),
    ):
        _shape(painter, _circle(x, y, r), c, pal.gold_dark, lw * 0.7)
    # sceptre on the right
    sx = w - 24
    painter.setPen(QPen(pal.gold_dark, 5.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(sx, h + 2), QPointF(sx, 52))
    painter.setPen(QPen(pal.gold, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(sx, h + 2), QPointF(sx, 52))
    _fleur(painter, sx, 44, 10, pal.gold, pal.gold_dark, lw)
    _shape(painter, _circle(sx, h - 34, 6.5), _SKIN, ink, lw)


def _fleur(painter: QPainter, cx: float, cy: float, s: float, fill: QColor, line: QColor, lw: float) -> None:
    """A stylised fleur-de-lis-like finial, ``s`` tall above (cx, cy)."""
    p = QPainterPath()
    p.moveTo(cx, cy - s * 1.3)
    p.cubicTo(cx + s * 0.5, cy - s * 0.8, cx + s * 0.45, cy - s * 0.2, cx, cy + s * 0.1)
    p.cubicTo(cx - s * 0.45, cy - s * 0.2, cx - s * 0.5, cy - s * 0.8, cx, cy - s * 1.3)
    for side in (-1, 1):
        p.moveTo(cx + side * 1.5, cy)
        p.cubicTo(
            cx + side * s * 0.5,
            cy - s * 0.9,
            cx + side * s * 1.2,
            cy - s * 0.5,
            cx + side * s * 0.9,
            cy - s * 0.05,
        )
        p.cubicTo(
            cx + side * s * 0.8,
            cy - s * 0.3,
            cx + side * s * 0.5,
            cy - s * 0.2,
            cx + side * 1.5,
            cy + s * 0.2,
        )
        p.closeSubpath()
    p.addRoundedRect(QRectF(cx - s * 0.5, cy, s, s * 0.28), 1, 1)
    _shape(painter, p, fill, line, lw * 0.8)


def _queen_details(
    painter: QPainter, pal: _Palette, cx: float, hy: float, w: float, h: float, lw: float
) -> None:
    ink = pal.ink
    # fringe
    fringe = QPainterPath()
    fringe.moveTo(cx - 15.5, hy - 2)
    fringe.cubicTo(cx - 16, hy - 20, cx + 16, hy - 20, cx + 15.5, hy - 2)
    fringe.cubicTo(cx + 10, hy - 12, cx + 2, hy - 12, cx, hy - 9)
    fringe.cubicTo(cx - 2, hy - 12, cx - 10, hy - 12, cx - 15.5, hy - 2)
    _shape(painter, fringe, pal.hair, ink, lw)
    # tiara with a flower
    tiara = QPainterPath()
    tiara.moveTo(cx - 16, hy - 12)
    tiara.quadTo(cx, hy - 32, cx + 16, hy - 12)
    tiara.lineTo(cx + 13, hy - 10)
    tiara.quadTo(cx, hy - 25, cx - 13, hy - 10)
    tiara.closeSubpath()
    _shape(painter, tiara, pal.gold, pal.gold_dark, lw)
    for i in (-2, -1, 1, 2):
        a = math.radians(-90 + i * 28)
        _shape(
            painter,
            _circle(cx + 17 * math.cos(a), hy - 5 + 17 * math.sin(a), 1.8),
            _WHITE,
            pal.gold_dark,
            lw * 0.6,
        )
    _flower(painter, cx, hy - 27, 4.6, pal.flower, pal.gold_dark, lw * 0.8)
    # pearl necklace
    for i in range(7):
        t = (i - 3) / 3.0
        x = cx + t * 13
        y = hy + 31 + (1 - t * t) * 5
        _shape(painter, _circle(x, y, 1.9), _WHITE, QColor("#9a9a9a"), lw * 0.5)
    # a flower held on the right
    sx = w - 26
    stem = QPainterPath()
    stem.moveTo(sx + 2, h + 2)
    stem.cubicTo(sx - 4, h - 40, sx + 6, h - 70, sx, 62)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#2f7d32"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(stem)
    leaf = QPainterPath()
    leaf.moveTo(sx + 1, h - 46)
    leaf.quadTo(sx + 16, h - 60, sx + 20, h - 48)
    leaf.quadTo(sx + 10, h - 42, sx + 1, h - 46)
    _shape(painter, leaf, QColor("#3f9a43"), QColor("#1f5a22"), lw * 0.8)
    _flower(painter, sx, 56, 7.0, pal.flower, pal.gold_dark, lw * 0.8)
    _shape(painter, _circle(sx + 1, h - 30, 6.5), _SKIN, ink, lw)


def _jack_details(
    painter: QPainter, pal: _Palette, cx: float, hy: float, w: float, h: float, lw: float
) -> None:
    ink = pal.ink
    # cap with a gold band and a long feather
    feather = QPainterPath()
    feather.moveTo(cx + 12, hy - 22)
    feather.cubicTo(cx + 22, hy - 40, cx + 36, hy - 48, cx + 50, hy - 48)
    feather.cubicTo(cx + 40, hy - 40, cx + 30, hy - 28, cx + 18, hy - 16)
    feather.closeSubpath()
    _shape(painter, feather, _WHITE, QColor("#8a8a8a"), lw)
    vein = QPainterPath()
    vein.moveTo(cx + 15, hy - 19)
    vein.cubicTo(cx + 25, hy - 35, cx + 36, hy - 45, cx + 48, hy - 47.5)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(pal.secondary, lw))
    painter.drawPath(vein)
    cap = QPainterPath()
    cap.moveTo(cx - 19, hy - 8)
    cap.cubicTo(cx - 24, hy - 30, cx + 20, hy - 38, cx + 21, hy - 12)
    cap.cubicTo(cx + 10, hy - 16, cx - 8, hy - 15, cx - 19, hy - 8)
    cap.closeSubpath()
    _shape(painter, cap, pal.secondary, ink, lw)
    brim = QPainterPath()
    brim.moveTo(cx - 19, hy - 8)
    brim.cubicTo(cx - 8, hy - 15, cx + 10, hy - 16, cx + 21, hy - 12)
    brim.lineTo(cx + 20, hy - 7)
    brim.cubicTo(cx + 10, hy - 11, cx - 8, hy - 10, cx - 18, hy - 3)
    brim.closeSubpath()
    _shape(painter, brim, pal.gold, pal.gold_dark, lw)
    _shape(painter, _circle(cx + 13, hy - 14, 3), pal.primary, pal.gold_dark, lw * 0.8)
    # halberd on the left
    sx = 27
    painter.setPen(QPen(QColor("#5b3a1e"), 3.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(sx, h + 2), QPointF(sx, 46))
    blade = QPainterPath()
    blade.moveTo(sx, 30)
    blade.lineTo(sx + 3.5, 46)
    blade.lineTo(sx - 3.5, 46)
    blade.closeSubpath()
    blade.moveTo(sx + 1, 50)
    blade.cubicTo(sx + 14, 46, sx + 17, 58, sx + 14, 66)
    blade.cubicTo(sx + 10, 62, sx + 5, 62, sx + 1, 62)
    blade.closeSubpath()
    blade.moveTo(sx - 1, 52)
    blade.lineTo(sx - 10, 56)
    blade.lineTo(sx - 1, 60)
    blade.closeSubpath()
    _shape(painter, blade, QColor("#d5dbe3"), QColor("#59606b"), lw)
    _shape(painter, _circle(sx, h - 34, 6.5), _SKIN, ink, lw)
