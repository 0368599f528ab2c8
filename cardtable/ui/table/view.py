"""The view over the table scene: no scroll bars, the scene is the viewport.

The view paints the felt before the table exists: until :attr:`TableView.table`
is first asked for (the window's deferred build, right after its first paint),
its scene is a :class:`_FeltScene` that draws the felt alone, so that the
first frame needs neither the card renderer nor the rest of the table kit,
nor Qt's ``Qt`` namespace (PySide6 creates all of that namespace's enums at
once on its first use).  The table, once built, takes over the same
:class:`~cardtable.ui.table.background.Felt` and its painted pixmap: the
felt does not change by a pixel."""

from __future__ import annotations

from contextlib import nullcontext
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from cardtable.ui.anim import Durations
from cardtable.ui.settings import Settings
from cardtable.ui.table.background import Felt
from cardtable.ui.table.sizing import card_width

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent

    from cardtable.ui.cards.render import CardRenderer
    from cardtable.ui.table.scene import TableScene

#: Qt's values of the view's enum properties, set through the meta-object
#: (``setProperty``) so that the first frame does not need the ``Qt``
#: namespace: Qt.ScrollBarAlwaysOff, Qt.AlignLeft | Qt.AlignTop
_SCROLL_BAR_ALWAYS_OFF = 1
_ALIGN_LEFT_TOP = 0x0001 | 0x0020


class _FeltScene(QGraphicsScene):
    """The felt alone, sized like the table (see the module's text)."""

    def __init__(self, felt: Felt, card_scale: float, parent: QWidget) -> None:
        super().__init__(parent)
        self.felt = felt
        self.card_scale = card_scale
        self.sized = False                  # set_view_size() ran: the table is told the size too
        self.w = card_width(1280, 800, card_scale)
        self.setSceneRect(0, 0, 1280, 800)

    def set_view_size(self, width: float, height: float) -> None:
        self.sized = True
        self.setSceneRect(0, 0, max(width, 200.0), max(height, 200.0))
        self.relayout()

    def relayout(self) -> None:
        r = self.sceneRect()
        self.w = card_width(r.width(), r.height(), self.card_scale)
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        self.felt.draw(painter, rect, self.sceneRect(), self.w)


class TableView(QGraphicsView):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("table")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setProperty("horizontalScrollBarPolicy", _SCROLL_BAR_ALWAYS_OFF)
        self.setProperty("verticalScrollBarPolicy", _SCROLL_BAR_ALWAYS_OFF)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setProperty("alignment", _ALIGN_LEFT_TOP)
        self.setMinimumSize(560, 420)
        # a QGraphicsView takes the focus by Tab and by click (Qt.StrongFocus) already
        self.durations = Durations(settings.get("speed"))
        self._table: TableScene | None = None
        self._renderer: CardRenderer | None = None
        self._felt_scene: _FeltScene | None = _FeltScene(Felt(settings.felt_colour()), settings.card_scale(), self)
        self.setScene(self._felt_scene)
        settings.changed.connect(self._setting_changed)
        from cardtable.ui.table.access_view import install
        install()                      # a screen reader sees the widgets over the table
        self.retranslate()

    # ------------------------------------------------------------ the table
    @property
    def built(self) -> bool:
        """The table (scene, card renderer) exists: :attr:`table` was asked for."""
        return self._table is not None

    @property
    def table(self) -> TableScene:
        """The table scene, built on first use (it replaces the felt alone)."""
        if self._table is None:
            self._build_table()
        assert self._table is not None
        return self._table

    @property
    def renderer(self) -> CardRenderer:
        """The card renderer (built with the table)."""
        if self._renderer is None:
            self._build_table()
        assert self._renderer is not None
        return self._renderer

    def _build_table(self) -> None:
        from cardtable.ui.cards.render import CardRenderer
        from cardtable.ui.i18n import current_language
        from cardtable.ui.table.scene import TableScene
        settings = self.settings
        light = self._felt_scene
        assert light is not None
        self._renderer = CardRenderer(style=settings.get("card_style"), lang=current_language(),
                                      high_contrast=bool(settings.get("high_contrast")))
        table = TableScene(self._renderer, self.durations, light.felt, self)
        self._table = table
        table.card_scale = settings.card_scale()
        table.set_high_contrast(bool(settings.get("high_contrast")))
        if light.sized:       # the view has its size already: the table takes it
            r = light.sceneRect()
            table.set_view_size(r.width(), r.height())
        self.setScene(table)
        self.setSceneRect(table.sceneRect())
        self.resetCachedContent()
        self._felt_scene = None
        light.deleteLater()
        table.description_changed.connect(self._describe)
        self._describe()

    # ------------------------------------------------------------ the rest
    def retranslate(self) -> None:
        """Accessible name and description in the current language."""
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))
        self._describe()

    def _describe(self) -> None:
        summary = self._table.accessible_summary() if self._table is not None else ""
        # true of every game: a card to play, a player or a card to ask for, a bid
        hint = QCoreApplication.translate(
            "TableView", "The arrows choose, Enter confirms, Esc cancels; F2 to F7 read the table.")
        self.setAccessibleDescription(f"{summary}\n{hint}" if summary else hint)

    def _setting_changed(self, key: str) -> None:
        light = self._felt_scene
        if key == "card_size":
            if light is not None:
                light.card_scale = self.settings.card_scale()
                light.relayout()
            else:
                self.table.set_card_scale(self.settings.card_scale())
        elif key == "high_contrast" and light is None:
            self.table.set_high_contrast(bool(self.settings.get("high_contrast")))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        vp = self.viewport()
        scene = self._table if self._table is not None else self._felt_scene
        assert scene is not None
        scene.set_view_size(vp.width(), vp.height())
        self.setSceneRect(scene.sceneRect())
        self.resetCachedContent()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        # a press that ends a hold of the table (a battle left in view for
        # reading) does only that: it plays no card, opens nothing
        from PySide6.QtCore import Qt
        handler = getattr(self, "press_handler", None)
        if event.button() == Qt.MouseButton.LeftButton and handler is not None and handler():
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # the game first (bidding with digits…), then the scene: arrows, Enter
        # and Esc choose and play cards instead of scrolling
        # a prompt that comes up during an Entrée knows it (the next Entrée waits for its guard);
        # imported here, after the first paint, which needs none of it (tests/test_startup.py)
        from cardtable.ui.table.prompt import ENTER_KEYS, enter_pressed
        with enter_pressed() if event.key() in ENTER_KEYS else nullcontext():
            handler = getattr(self, "key_handler", None)
            if handler is not None and handler(event):
                event.accept()
                return
            self.table.keyPressEvent(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
