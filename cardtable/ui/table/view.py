"""The view over the table scene: no scroll bars, the scene is the viewport."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardtable.ui.anim import Durations
from cardtable.ui.cards.render import CardRenderer
from cardtable.ui.settings import Settings
from cardtable.ui.table.scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("table")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMinimumSize(560, 420)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.durations = Durations(settings.get("speed"))
        from cardtable.ui.i18n import current_language
        self.renderer = CardRenderer(style=settings.get("card_style"), lang=current_language(),
                                     high_contrast=bool(settings.get("high_contrast")))
        self.table = TableScene(self.renderer, self.durations, settings.felt_colour(), self)
        self.table.card_scale = settings.card_scale()
        self.table.set_high_contrast(bool(settings.get("high_contrast")))
        self.setScene(self.table)
        settings.changed.connect(self._setting_changed)
        self.table.description_changed.connect(self._describe)
        self.retranslate()

    def retranslate(self) -> None:
        """Accessible name and description in the current language."""
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))
        self._describe()

    def _describe(self) -> None:
        summary = self.table.accessible_summary()
        hint = QCoreApplication.translate(
            "TableView", "Arrows choose a card, Enter plays it, Esc cancels.")
        self.setAccessibleDescription(f"{summary}\n{hint}" if summary else hint)

    def _setting_changed(self, key: str) -> None:
        if key == "card_size":
            self.table.set_card_scale(self.settings.card_scale())
        elif key == "high_contrast":
            self.table.set_high_contrast(bool(self.settings.get("high_contrast")))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        vp = self.viewport()
        self.table.set_view_size(vp.width(), vp.height())
        self.setSceneRect(self.table.sceneRect())
        self.resetCachedContent()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        # a press that ends a hold of the table (a battle left in view for
        # reading) does only that: it plays no card, opens nothing
        handler = getattr(self, "press_handler", None)
        if event.button() == Qt.MouseButton.LeftButton and handler is not None and handler():
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # the game first (bidding with digits…), then the scene: arrows, Enter
        # and Esc choose and play cards instead of scrolling
        handler = getattr(self, "key_handler", None)
        if handler is not None and handler(event):
            event.accept()
            return
        self.table.keyPressEvent(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
