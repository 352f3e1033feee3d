"""The menu items of the window, and the one reaction of those that need an open event."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from opl_tournament.ui import shortcuts
from opl_tournament.ui.event_view import EventView

T = TypeVar("T")
NO_EVENT = "Choose an event on the left first."
Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


def add_action(
    window: QMainWindow,
    menu: QMenu,
    text: str,
    slot: Callable[[], object],
    shortcut: Shortcut = None,
) -> QAction:
    """A menu item calling ``slot`` with no arguments: ``triggered`` passes a ``checked``
    flag, which must never arrive where a handler expects a document or a path."""
    action = QAction(text, window)
    if shortcut is not None:
        key = QKeySequence(shortcut)
        action.setShortcut(key)
        action.setToolTip(shortcuts.tooltip(text, key))
    action.triggered.connect(lambda _checked=False: slot())
    menu.addAction(action)
    return action


class EventActions:
    """The actions that work on the event shown: disabled while no event is open. Reached
    anyway (a step that runs after the event was closed), they say so in the status bar."""

    def __init__(self, window: QMainWindow, current: Callable[[], EventView | None]) -> None:
        self.window = window
        self.current = current
        self.actions: list[QAction] = []

    def add(
        self,
        menu: QMenu,
        text: str,
        act: Callable[[EventView], object],
        shortcut: Shortcut = None,
    ) -> QAction:
        action = add_action(self.window, menu, text, lambda: self.run(act), shortcut)
        action.setEnabled(self.current() is not None)
        self.actions.append(action)
        return action

    def run(self, act: Callable[[EventView], T]) -> T | None:
        """``act`` on the event shown; with none, the one message, and None."""
        view = self.current()
        if view is None:
            self.window.statusBar().showMessage(NO_EVENT, 8000)
            return None
        return act(view)

    def enable(self, event_open: bool) -> None:
        for action in self.actions:
            action.setEnabled(event_open)
