"""The start page, shown while no event is open: the first steps and the recent databases.

Its buttons only ask (signals the main window connects to its own actions: new event, open a
database, the demo database), so that it does nothing the menus cannot.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

RECENT_KEY = "recent/databases"
RECENT_LIMIT = 8


class RecentDatabases:
    """The database files worked on lately, newest first (kept in the window's settings)."""

    def __init__(self, settings: QSettings | None) -> None:
        self.settings = settings
        self._paths: list[str] = []
        if settings is not None:
            stored = settings.value(RECENT_KEY, [])
            self._paths = [str(p) for p in (stored if isinstance(stored, list) else [stored])]

    def remember(self, path: Path) -> None:
        text = str(path)
        self._paths = [text, *(p for p in self._paths if p != text)][:RECENT_LIMIT]
        if self.settings is not None:
            self.settings.setValue(RECENT_KEY, self._paths)

    def existing(self) -> list[Path]:
        """The remembered files that are still there (a deleted file is not offered)."""
        return [Path(p) for p in self._paths if Path(p).is_file()]


class StartPage(QWidget):
    """What a judge can do before any event is open."""

    title = "Start"
    new_event = Signal()
    import_players = Signal()
    """A new event, then its players read from a file."""
    open_database = Signal(object)
    """A database's path, or None for the window to ask which."""
    open_demo = Signal()

    def __init__(self, settings: QSettings | None) -> None:
        super().__init__()
        self.setAccessibleName(self.tr("Start page"))
        self.recent = RecentDatabases(settings)
        heading = QLabel("OPL Tournament")
        heading.setProperty("shows_data", True)  # the program's name, the same in every language
        heading.setObjectName("startHeading")
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        heading.setFont(font)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        steps = QVBoxLayout()
        steps.addWidget(heading)
        steps.addWidget(self.intro)
        steps.addSpacing(12)
        self.buttons: dict[str, QPushButton] = {}
        for name, text, explanation, asked in (
            (
                "New event",
                self.tr("&New event…"),
                self.tr("Name it, choose the format and the game."),
                self.new_event.emit,
            ),
            (
                "Open the demo event",
                self.tr("Open the &demo event"),
                self.tr(
                    "A small OverPower Swiss and a Vs. System pod night to try every page on, "
                    "in a database of their own."
                ),
                self.open_demo.emit,
            ),
            (
                "Import players",
                self.tr("&Import players…"),
                self.tr("Create an event, then read its pre-registration CSV file."),
                self.import_players.emit,
            ),
            (
                "Open a database",
                self.tr("Open a &database…"),
                self.tr("Work on another tournament file, or start a new one."),
                lambda: self.open_database.emit(None),
            ),
        ):
            self.buttons[name] = self._step(steps, text, explanation, asked)
        steps.addStretch()
        self.recent_list = QListWidget()
        self.recent_list.setAccessibleName(self.tr("Recent databases"))
        self.recent_list.itemActivated.connect(self._open_recent)
        recent_label = QLabel(self.tr("&Recent databases (double-click or Enter to open)"))
        recent_label.setBuddy(self.recent_list)
        self.current = QLabel()
        self.current.setWordWrap(True)
        self.current.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        recent = QVBoxLayout()
        recent.addWidget(recent_label)
        recent.addWidget(self.recent_list, 1)
        recent.addWidget(self.current)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(48, 36, 48, 36)
        layout.addLayout(steps, 3)
        layout.addSpacing(36)
        layout.addLayout(recent, 2)
        self.refresh(None, has_events=False)

    def _step(
        self, layout: QVBoxLayout, text: str, explanation: str, asked: Callable[[], object]
    ) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumHeight(40)
        button.setAccessibleDescription(explanation)
        button.clicked.connect(lambda _checked=False: asked())
        note = QLabel(explanation)
        note.setWordWrap(True)
        note.setContentsMargins(8, 0, 0, 12)
        layout.addWidget(button)
        layout.addWidget(note)
        return button

    def refresh(self, path: Path | None, *, has_events: bool) -> None:
        """Remember the database file the window works on (None: a server) and show the list
        again."""
        if path is not None:
            self.recent.remember(path)
        working = self.tr("Working on: {database}")
        self.current.setText(working.format(database=path) if path is not None else "")
        self.intro.setText(
            self.tr("Choose an event on the left, or start something new:")
            if has_events
            else self.tr("This database holds no event yet. Start here:")
        )
        self.recent_list.clear()
        for recent in self.recent.existing():
            if path is not None and recent == Path(path):
                continue
            item = QListWidgetItem(f"{recent.name}    {recent.parent}")
            item.setData(Qt.ItemDataRole.UserRole, str(recent))
            item.setToolTip(str(recent))
            self.recent_list.addItem(item)
        if not self.recent_list.count():
            self.recent_list.addItem(QListWidgetItem(self.tr("(none yet)")))

    def _open_recent(self, item: QListWidgetItem) -> None:
        chosen = item.data(Qt.ItemDataRole.UserRole)
        if chosen:
            self.open_database.emit(Path(chosen))
