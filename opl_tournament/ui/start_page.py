"""The start page, shown while no event is open: the first steps and the recent databases.

It drives the main window's own actions (new event, open a database) so that it does nothing the
menus cannot; *Open the demo event* builds the screenshot tour's demo events in a database file of
their own (``paths.demo_database_path()``), never in the judge's.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.paths import demo_database_path
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.demo import build_demo_event, build_demo_pod_event
from opl_tournament.ui.doorway import submit

if TYPE_CHECKING:
    from opl_tournament.ui.main_window import MainWindow

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

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.main_window = window
        self.setAccessibleName("Start page")
        self.recent = RecentDatabases(window.settings)
        heading = QLabel("OPL Tournament")
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
        for text, explanation, slot in (
            ("&New event…", "Name it, choose the format and the game.", self.new_event),
            (
                "Open the &demo event",
                "A small OverPower Swiss and a Vs. System pod night to try every page on, "
                "in a database of their own.",
                self.open_demo,
            ),
            (
                "&Import players…",
                "Create an event, then read its pre-registration CSV file.",
                self.import_players,
            ),
            (
                "Open a &database…",
                "Work on another tournament file, or start a new one.",
                self.open_database,
            ),
        ):
            self._step(steps, text, explanation, slot)
        steps.addStretch()
        self.recent_list = QListWidget()
        self.recent_list.setAccessibleName("Recent databases")
        self.recent_list.itemActivated.connect(self._open_recent)
        recent_label = QLabel("&Recent databases (double-click or Enter to open)")
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
        self.refresh()

    def _step(
        self, layout: QVBoxLayout, text: str, explanation: str, slot: Callable[[], object]
    ) -> None:
        button = QPushButton(text)
        button.setMinimumHeight(40)
        button.setAccessibleDescription(explanation)
        button.clicked.connect(slot)
        note = QLabel(explanation)
        note.setWordWrap(True)
        note.setContentsMargins(8, 0, 0, 12)
        layout.addWidget(button)
        layout.addWidget(note)
        self.buttons[text.replace("&", "").rstrip("…")] = button

    def refresh(self) -> None:
        """Remember the window's current database and show the list again."""
        path = getattr(self.main_window.ctx.database, "path", None)
        if path is not None:
            self.recent.remember(Path(path))
        self.current.setText(f"Working on: {path}" if path is not None else "")
        has_events = bool(self.main_window.events_model.items)
        self.intro.setText(
            "Choose an event on the left, or start something new:"
            if has_events
            else "This database holds no event yet. Start here:"
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
            self.recent_list.addItem(QListWidgetItem("(none yet)"))

    # ----- the steps
    def new_event(self) -> None:
        self.main_window.new_event()

    def import_players(self) -> None:
        before = self.main_window.event_view
        self.main_window.new_event()
        view = self.main_window.event_view
        if view is None or view is before:
            return
        view.setCurrentWidget(view.players)
        view.players.import_csv()

    def open_database(self) -> None:
        self.main_window.open_database()

    def _open_recent(self, item: QListWidgetItem) -> None:
        chosen = item.data(Qt.ItemDataRole.UserRole)
        if chosen:
            self.main_window.open_database(Path(chosen))

    def open_demo(self) -> None:
        """Open (building it the first time) the demo database, then its OverPower event."""
        if self.main_window.opener is None:
            QMessageBox.information(self, "Demo event", "This window cannot open another database.")
            return

        def built(demo: int) -> None:
            self.main_window.refresh_events()
            self.main_window.open_event(demo)

        def opened(ctx: ServiceContext) -> None:
            submit(self, "Demo event", lambda: _demo_event(ctx), done=built)

        self.main_window.open_database(demo_database_path(), then=opened)


def _demo_event(ctx: ServiceContext) -> int:
    """The demo database's OverPower event, built with its pod night when the file is new."""
    existing = events.list_events(ctx)
    if existing:
        return existing[0].id
    first = build_demo_event(ctx)
    build_demo_pod_event(ctx)
    return first
