"""Cards on screen: ``render`` draws a face or a back as vectors, ``pixmaps``
caches them per (card, size, pixel ratio, style), ``item`` is the card on the
table (a ``QGraphicsObject`` that flies, flips and is dragged)."""

#: a card's height over its width (the table's layout and the felt need it without the renderer)
CARD_RATIO = 1.4
