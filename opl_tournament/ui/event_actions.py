"""The menu items of the window, and the one reaction of those that need an open event."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from opl_tournament.domain.model import Event
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui import shortcuts
from opl_tournament.ui.dialogs import EditEventDialog
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.guard import agreed, run_action
from opl_tournament.ui.language import say

T = TypeVar("T")
NO_EVENT = str(QT_TRANSLATE_NOOP("event_actions", "Choose an event on the left first."))
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
            no_event = QCoreApplication.translate("event_actions", NO_EVENT)
            self.window.statusBar().showMessage(no_event, 8000)
            return None
        return act(view)

    def enable(self, event_open: bool) -> None:
        for action in self.actions:
            action.setEnabled(event_open)


def _first_capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def edit_event(window: QMainWindow, ctx: ServiceContext, view: EventView) -> None:
    """Edit ▸ Edit event: correct the event's details (name, date, place, judge, rounds, …);
    undo takes it back."""
    dialog = EditEventDialog(view.tournament, window)
    dialog.act = lambda: partial(events.edit_event, ctx, view.event_id, dialog.changes())
    if dialog.exec() != EditEventDialog.DialogCode.Accepted:
        return
    saved = QCoreApplication.translate("event_actions", "Saved the details of {event}")
    window.statusBar().showMessage(saved.format(event=view.tournament.name), 8000)
    title = QCoreApplication.translate("event_actions", "Edit event")
    stale = run_action(window, title, lambda: events.export_out_of_date(ctx, view.event_id))
    if stale:
        why = QCoreApplication.translate(
            "event_actions", "{reason} (File ▸ Export for the rating service)."
        )
        QMessageBox.information(window, title, why.format(reason=_first_capital(say(stale))))


def finish_event(window: QMainWindow, ctx: ServiceContext, view: EventView) -> None:
    """File ▸ Finish event; with planned rounds or the cut still to play, ask first."""
    event_id = view.event_id
    title = QCoreApplication.translate("event_actions", "Finish event")
    # in a tuple: None is an answer (nothing left), apart from a refusal
    asked_first = run_action(window, title, lambda: (events.left_to_play(ctx, event_id),))
    if asked_first is None:
        return
    (left,) = asked_first
    if left is not None:
        question = QCoreApplication.translate(
            "event_actions",
            "{left}.\n\nFinish {event} now, without them? (Edit ▸ Undo reopens it.)",
        )
        asked = question.format(left=_first_capital(say(left)), event=view.tournament.name)
        if not agreed(window, title, asked, no_by_default=True):
            return

    def finished(event: Event) -> None:
        final = QCoreApplication.translate(
            "event_actions", "Finished {event}: the standings are final (Edit ▸ Undo reopens it)"
        )
        window.statusBar().showMessage(final.format(event=event.name), 10_000)

    submit(window, title, lambda: events.finish_event(ctx, event_id), done=finished)
