"""Pixmap caches derived from the card renderer's pixmaps.

:class:`~cardtable.ui.cards.CardRenderer` draws each card once per
``(card, width px, device pixel ratio, style, lang)`` and keeps it in its own
LRU cache.  Everything a card item blits *around* that picture lives here, each
in a small bounded LRU (:class:`LruCache`):

* :func:`soft_rect` — the blurred shadow and the selection halo of a card,
  keyed by ``(kind, width px, dpr, quarter-turned)``;
* :func:`turned` — a card pixmap turned by quarter turns (exact, no filtering);
* :func:`with_shadow` — a resting card composed over its shadow, one blit;
* :func:`dimmed` — a card under the "not playable" veil.

Decision: the last three are keyed by the source pixmap's ``cacheKey()``,
which stands for the renderer's whole key (card, size, dpr, style, lang): a
style change makes the renderer hand out new pixmaps, so stale entries are
simply never asked for again and age out of the LRU.  Nothing here knows
about items or scenes; the item module only calls these functions.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QTransform

from cardtable.ui.cards.render import CARD_RATIO, corner_radius

__all__ = [
    "HALO",
    "HALO_COLOUR",
    "SHADOW_BLUR",
    "SHADOW_DX",
    "SHADOW_DY",
    "SHADOW_LIFT_DX",
    "SHADOW_LIFT_DY",
    "DIM_COLOUR",
    "LruCache",
    "clear_all",
    "dimmed",
    "soft_rect",
    "turned",
    "with_shadow",
]

# shadow and halo geometry, in card widths
SHADOW_BLUR = 0.07
SHADOW_DX, SHADOW_DY = 0.012, 0.03
SHADOW_LIFT_DX, SHADOW_LIFT_DY = 0.03, 0.07
HALO = 0.09
HALO_COLOUR = QColor(255, 216, 96)
DIM_COLOUR = QColor(10, 20, 30, 105)

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """A bounded least-recently-used map: ``get_or_make(key, make)``."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._data: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        hit = self._data.get(key)
        if hit is not None:
            self._data.move_to_end(key)
        return hit

    def put(self, key: K, value: V) -> V:
        self._data[key] = value
        while len(self._data) > self.limit:
            self._data.popitem(last=False)
        return value

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        hit = self.get(key)
        return hit if hit is not None else self.put(key, make())

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        self._data.clear()


SOFT_CACHE: LruCache[tuple[str, int, float, bool], tuple[QPixmap, int]] = LruCache(96)
TURNED_CACHE: LruCache[tuple[int, int], QPixmap] = LruCache(240)
COMPOSITE_CACHE: LruCache[tuple[int, int], tuple[QPixmap, int, int]] = LruCache(240)
DIM_CACHE: LruCache[int, QPixmap] = LruCache(120)


def clear_all() -> None:
    """Forget every derived pixmap (tests, memory checks)."""
    for cache in (SOFT_CACHE, TURNED_CACHE, COMPOSITE_CACHE, DIM_CACHE):
        cache.clear()


def soft_rect(kind: str, px_w: int, dpr: float, transposed: bool = False) -> tuple[QPixmap, int]:
    """A blurred rounded rectangle around a card ``px_w`` logical pixels wide.

    Returns the pixmap and its margin in physical pixels: the pixmap is the
    card's pixmap (``renderer.pixmap(card, px_w, dpr)``) grown by the margin on
    every side.  It is built from stacked translucent rounded rectangles (cheap
    and smooth enough for a shadow) and cached.  ``kind`` is ``"shadow"`` or
    ``"halo"``; ``transposed`` swaps width and height (a card turned a quarter).
    """
    key = (kind, px_w, dpr, transposed)
    hit = SOFT_CACHE.get(key)      # called at every paint: no closure on a hit
    return hit if hit is not None else SOFT_CACHE.put(key, _make_soft_rect(kind, px_w, dpr, transposed))


def _make_soft_rect(kind: str, px_w: int, dpr: float, transposed: bool) -> tuple[QPixmap, int]:
    frac, colour, peak = (
        (SHADOW_BLUR, QColor(0, 0, 0), 0.42) if kind == "shadow" else (HALO, HALO_COLOUR, 0.95)
    )
    cw, ch = round(px_w * dpr), round(round(px_w * CARD_RATIO) * dpr)
    radius = corner_radius(cw)
    if transposed:
        cw, ch = ch, cw
    m = max(1, round(frac * px_w * dpr))
    img = QImage(cw + 2 * m, ch + 2 * m, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    layers = max(4, min(16, m))
    step_alpha = 1.0 - (1.0 - peak) ** (1.0 / layers)
    for i in range(layers):
        grow = m * (1.0 - (i + 0.5) / layers) if kind == "shadow" else m * (1.0 - i / layers)
        c = QColor(colour)
        c.setAlphaF(step_alpha)
        p.setBrush(c)
        p.drawRoundedRect(
            QRectF(m - grow, m - grow, cw + 2 * grow, ch + 2 * grow), radius + grow, radius + grow
        )
    p.end()
    pm = QPixmap.fromImage(img)
    pm.setDevicePixelRatio(dpr)
    return pm, m


def turned(pm: QPixmap, q: int) -> QPixmap:
    """``pm`` rotated by ``q`` quarter turns clockwise (exact, cached)."""
    if q == 0:
        return pm

    def make() -> QPixmap:
        out = pm.transformed(QTransform().rotate(90 * q))
        out.setDevicePixelRatio(pm.devicePixelRatio())
        return out

    return TURNED_CACHE.get_or_make((pm.cacheKey(), q), make)


def with_shadow(pm: QPixmap, q: int, px_w: int, dpr: float) -> tuple[QPixmap, int, int]:
    """The card pixmap turned by ``q`` quarter turns over its resting shadow,
    as one pixmap (one blit instead of two, and a third less blending).

    Returns (pixmap, x, y): where the card's top-left corner is in it, in
    physical pixels.
    """
    key = (pm.cacheKey(), q)
    hit = COMPOSITE_CACHE.get(key)
    return hit if hit is not None else COMPOSITE_CACHE.put(key, _make_with_shadow(pm, q, px_w, dpr))


def _make_with_shadow(pm: QPixmap, q: int, px_w: int, dpr: float) -> tuple[QPixmap, int, int]:
    card = turned(pm, q)
    sh, m = soft_rect("shadow", px_w, dpr, q % 2 == 1)
    ox, oy = round(SHADOW_DX * px_w * dpr), round(SHADOW_DY * px_w * dpr)
    cw, ch = card.width(), card.height()
    img = QImage(
        max(cw + m, ox + sh.width() - m) + m,
        max(ch + m, oy + sh.height() - m) + m,
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    # both sources carry the device pixel ratio: draw them at physical size
    p.drawPixmap(QRectF(ox, oy, sh.width(), sh.height()), sh, QRectF(sh.rect()))
    p.drawPixmap(QRectF(m, m, cw, ch), card, QRectF(card.rect()))
    p.end()
    out = QPixmap.fromImage(img)
    out.setDevicePixelRatio(dpr)
    return out, m, m


def dimmed(pm: QPixmap) -> QPixmap:
    """``pm`` under the dim veil (cached): a blit instead of an antialiased
    rounded rectangle at every paint."""

    def make() -> QPixmap:
        img = pm.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        p = QPainter(img)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
        p.fillRect(img.rect(), DIM_COLOUR)
        p.end()
        out = QPixmap.fromImage(img)
        out.setDevicePixelRatio(pm.devicePixelRatio())
        return out

    return DIM_CACHE.get_or_make(pm.cacheKey(), make)
