"""Deutch's settings page (Partie > Réglages des jeux…, or from the New game
dialog when several people share the screen): each person's rapidité key,
chosen by pressing it, and the memory aid.  The keys are kept in the setting
``deutch_claim_keys`` (:func:`stored_claim_keys` makes six of it, whatever
it holds); the table reads them from here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QCheckBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cardtable.ui.cards.words import fill
from cardtable.ui.i18n import tr_context
from cardtable.ui.settings import BadSetting, boolean, declare

Deutch = tr_context("Deutch")       # the same context as the table's texts

#: far apart on AZERTY and QWERTY alike, letters only (a digit needs Shift on AZERTY)
DEFAULT_CLAIM_KEYS = ("A", "P", "B", "M", "W", "Y")
MAX_HUMANS = 6
#: keys the table already uses while a rapidité window is open (H, C, ?: a hint)
RESERVED_KEYS = frozenset({"H", "C", "?"})
MEMORY_AID = "deutch_memory_aid"
MOVE_LOG = "deutch_move_log"
CLAIM_KEYS = "deutch_claim_keys"


def _claim_key_texts(value: object) -> list[str]:
    """The setting ``deutch_claim_keys``: a list whose texts are kept (anything
    else in it is dropped); :func:`stored_claim_keys` makes six keys of it."""
    if not isinstance(value, list):
        raise BadSetting("the rapidité keys are not a list")
    return [k for k in value if isinstance(k, str)]


declare(MEMORY_AID, False, boolean)
declare(MOVE_LOG, True, boolean)
declare(CLAIM_KEYS, None, _claim_key_texts, as_json=True)


def stored_claim_keys(settings: Any) -> list[str]:
    """The six rapidité keys (one per person at the screen, in seat order),
    from the setting ``deutch_claim_keys``; the defaults fill what is missing
    or broken, and a key stored twice, reserved or a digit (the digits pick
    one's cards by their number) falls back to a free default."""
    keys = [k.upper()[:1] for k in settings.get_json(CLAIM_KEYS, []) if k.strip()]
    out: list[str] = []
    for i in range(MAX_HUMANS):
        k = keys[i] if i < len(keys) else DEFAULT_CLAIM_KEYS[i]
        if k in out or k in RESERVED_KEYS or k.isdigit():
            spare = (*DEFAULT_CLAIM_KEYS, *"QSZXLKGRTUVNOD")
            k = next(d for d in spare if d not in out and d not in keys[i + 1:] and d not in RESERVED_KEYS)
        out.append(k)
    return out


class KeyButton(QPushButton):
    """Shows a key; clicked (or Space/Enter), it waits for the next key
    pressed and reports it with ``pressed_key(text)`` (Esc gives up)."""

    pressed_key = Signal(str)
    capture_changed = Signal(bool)
    #: Esc while it waited: the key stays as it was
    kept = Signal()

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.capturing = False
        #: whose key it is: a screen reader hears "Touche de rapidité de Léa : A", not "A"
        self.who = ""
        self.setMinimumWidth(150)
        self.clicked.connect(self.start)
        self._show()

    def _show(self) -> None:
        self.setText(Deutch.tr("Press a key…") if self.capturing else self.key)
        if self.who:
            self.setAccessibleName(Deutch.tr("Rapidité key of {who}: {key}").format(who=self.who, key=self.text()))
        self.setProperty("accent", self.capturing)

    def set_key(self, key: str) -> None:
        self.key = key
        self.stop()

    def start(self) -> None:
        self.capturing = True
        self._show()
        self.setFocus()
        self.capture_changed.emit(True)

    def stop(self) -> None:
        was = self.capturing
        self.capturing = False
        self._show()
        if was:
            self.capture_changed.emit(False)

    def focusOutEvent(self, event: Any) -> None:  # noqa: N802
        self.stop()
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.capturing:
            super().keyPressEvent(event)
            return
        if event.key() == Qt.Key.Key_Escape:
            self.stop()
            self.kept.emit()
            return
        if event.key() in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                           Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock):
            return                       # wait for the key itself
        self.pressed_key.emit(event.text())


class ClaimKeysPage(QWidget):
    """Deutch's settings page: each person's rapidité key (press it to
    change it; a key already taken or used by the table is refused with a
    word why; "Reset to defaults"), and the memory aid.  Saves at once.

    What it shows: the keys are kept for six people at one screen (the
    most a game has), but a person setting the keys for their own table
    needs only the rows of its people.  When the page knows them
    (``humans``: two or more people at this screen, the game on the table
    or the New game dialog), their rows come first, under their names, and
    the other places are folded under "Other places (games with more
    players)", a button that unfolds them.  Without a table of several
    people (the page opened from the menu for the next games), all six
    places are shown."""

    def __init__(self, settings: Any, humans: Sequence[str] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DeutchSettings")
        self.settings = settings
        self.humans = list(humans)
        outer = QVBoxLayout(self)
        intro = QLabel(Deutch.tr(
            "With several people at one screen, each one has a key to claim a rapidité: the first key "
            "pressed wins, then that player picks their card. Click a key, then press the new one."), self)
        intro.setWordWrap(True)
        intro.setMinimumWidth(380)
        outer.addWidget(intro)
        grid = QGridLayout()
        self.buttons: list[KeyButton] = []
        self.labels: list[QLabel] = []
        for i, key in enumerate(stored_claim_keys(settings)):
            label = QLabel(self.who(i), self)
            button = KeyButton(key, self)
            button.who = self.who(i)
            button.set_key(key)
            button.setObjectName(f"claimKey{i}")
            button.setToolTip(Deutch.tr("Click, then press the key this player will use."))
            label.setBuddy(button)
            button.pressed_key.connect(lambda text, i=i: self.choose(i, text))
            button.capture_changed.connect(lambda on, i=i: self._capturing(i, on))
            button.kept.connect(lambda i=i: self.say(fill(Deutch.tr("{who}: the rapidité key stays {key}."),
                                                          who=self.who(i), key=self.buttons[i].key)))
            grid.addWidget(label, i, 0)
            grid.addWidget(button, i, 1)
            self.labels.append(label)
            self.buttons.append(button)
        grid.setColumnStretch(2, 1)
        outer.addLayout(grid)
        # the places beyond this table's people, folded while they are not needed
        self.others = QWidget(self)
        self.others_grid = QGridLayout(self.others)
        self.others_grid.setContentsMargins(0, 0, 0, 0)
        self.others_grid.setColumnStretch(2, 1)
        self.fold = QPushButton(self)
        self.fold.setObjectName("claimKeysOthers")
        self.fold.setCheckable(True)
        self.fold.setAutoDefault(False)
        self.fold.setFlat(True)
        self.fold.toggled.connect(self._unfold)
        table = len(self.humans) if len(self.humans) > 1 else MAX_HUMANS
        for i in range(table, len(self.buttons)):        # moved under the fold
            for w, col in ((self.labels[i], 0), (self.buttons[i], 1)):
                grid.removeWidget(w)
                self.others_grid.addWidget(w, i - table, col)
        self.fold.setStyleSheet("text-align: left; padding: 3px 0;")
        widest = max(label.sizeHint().width() for label in self.labels)
        for label in self.labels:              # the keys of both groups in one column
            label.setMinimumWidth(widest)
        outer.addWidget(self.fold)
        outer.addWidget(self.others)
        self.fold.setVisible(table < MAX_HUMANS)
        self._unfold(False)
        self.message = QLabel(self)
        self.message.setObjectName("claimKeyMessage")
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(self.message.fontMetrics().height() * 2 + 4)
        outer.addWidget(self.message)
        row = QHBoxLayout()
        self.reset_button = QPushButton(Deutch.tr("Reset to defaults"), self)
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.reset)
        row.addWidget(self.reset_button)
        row.addStretch(1)
        outer.addLayout(row)
        self.memory = QCheckBox(Deutch.tr("Memory aid: the cards you have seen show their value"), self)
        self.memory.setObjectName("deutchMemoryAid")
        self.memory.setChecked(bool(settings.get(MEMORY_AID)))
        self.memory.toggled.connect(lambda on: settings.set(MEMORY_AID, bool(on)))
        outer.addWidget(self.memory)
        outer.addStretch(1)

    def _unfold(self, on: bool) -> None:
        self.others.setVisible(on and self.fold.isVisibleTo(self))
        arrow = "▾" if on else "▸"
        self.fold.setText(f"{arrow} " + Deutch.tr("Other places (games with more players)"))

    def who(self, i: int) -> str:
        if i < len(self.humans):
            return self.humans[i]
        return Deutch.tr("Player {n} at the screen").format(n=i + 1)

    def keys(self) -> list[str]:
        return [b.key for b in self.buttons]

    def _capturing(self, i: int, on: bool) -> None:
        if on:
            self.say(fill(Deutch.tr("Press the key you want for {who} (Esc: keep {key})."),
                          who=self.who(i), key=self.buttons[i].key))

    def say(self, text: str, error: bool = False) -> None:
        """``text`` under the keys, and announced to a screen reader while one
        listens (the focus stays on the key's button, so the line under it
        would not be read): that the button waits for a key (Espace or a
        click on it), then what became of it (the new key, a refusal and
        why, assertive, the key kept with Esc, the defaults back)."""
        self.message.setText(text)
        self.message.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")
        self.message.setProperty("error", error)
        if QAccessible.isActive():
            from cardtable.ui.table import announce
            announce.send(self.message, text, assertive=error)

    def choose(self, i: int, text: str) -> bool:
        """``text`` (what the key typed) for player ``i``; False, with a word
        why, when it cannot be a rapidité key."""
        key = text.upper()
        button = self.buttons[i]
        if len(key) != 1 or not key.isprintable() or key.isspace():
            self.say(Deutch.tr("Choose a letter (that key types nothing)."), error=True)
            return False
        if key.isdigit():
            self.say(Deutch.tr("{key} picks your card of that number at the table: choose a letter.").format(
                key=key), error=True)
            return False
        if key in RESERVED_KEYS:
            self.say(Deutch.tr("{key} asks for a hint at the table: choose another key.").format(key=key), error=True)
            return False
        for j, other in enumerate(self.buttons):
            if j != i and other.key == key:
                self.say(fill(Deutch.tr("{key} is already the key of {who}: choose another one."),
                         key=key, who=self.who(j)), error=True)
                return False
        button.set_key(key)
        self.save()
        self.say(Deutch.tr("{who}: the rapidité key is now {key}.").format(who=self.who(i), key=key))
        return True

    def reset(self) -> None:
        for button, key in zip(self.buttons, DEFAULT_CLAIM_KEYS, strict=True):
            button.set_key(key)
        self.save()
        self.say(Deutch.tr("The keys are back to their defaults."))

    def save(self) -> None:
        self.settings.set_json(CLAIM_KEYS, self.keys())
        self.settings.changed.emit(CLAIM_KEYS)


# ------------------------------------------------------------------- plugin
