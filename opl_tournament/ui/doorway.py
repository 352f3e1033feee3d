"""The one doorway from the window to the services (in the way of Anki's ``CollectionOp``).

Every judge action that changes the database is ``submit``-ted here. One worker thread runs the
actions one after another, in the order they were given (it alone writes from this window);
the window's thread never waits on a commit. Long work that only reads (print runs, exports,
pages painted for a printer) comes through the same door with ``reads_only``, onto a second
worker, with the same progress dialog and the same error dialogs. Back on the window's thread,
the action's own ``done`` runs (its status-bar message, its row), then a ``Changes`` record of
what it touched goes out on ``Doorway.changed``; the event view routes it to the pages that show
that, and only those read again. A refusal or an unexpected error is shown as ``show_error``
shows it, or handed to the action's ``failed`` (a dialog keeps what was typed and shows it
inline).

What another station or the command line committed arrives the same way: the change watcher's
news becomes a ``Changes`` record with ``elsewhere`` set, ``announce``-d on the same signal.
"""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QCoreApplication,
    QEventLoop,
    QObject,
    Qt,
    QThread,
    Signal,
    SignalInstance,
    Slot,
)
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget
from shiboken6 import isValid

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import AuditEntry
from opl_tournament.ui.guard import show_error

T = TypeVar("T")


@dataclass(frozen=True)
class Changes:
    """What one action changed. ``event_id`` None: not one event's (or any event's)."""

    event_id: int | None = None
    everything: bool = False
    """Anything may have changed (an undo, a restore, news from another station)."""
    events: bool = False
    """The list of events: one created, renamed, finished."""
    event: bool = False
    """The event's details, settings or status."""
    players: bool = False
    rounds: frozenset[int] = frozenset()
    """Rounds paired, seated, taken back or re-paired."""
    tables: frozenset[tuple[int, int]] = frozenset()
    """Results recorded at (round, table)."""
    clock: bool = False
    penalties: bool = False
    ratings: bool = False
    elsewhere: bool = False
    """Committed by another station or program."""

    @classmethod
    def of_everything(cls, event_id: int | None = None, *, elsewhere: bool = False) -> Changes:
        return cls(event_id, everything=True, events=True, elsewhere=elsewhere)

    @classmethod
    def of_undone(cls, entry: AuditEntry) -> Changes:
        """What undoing the logged action ``entry`` changed back: its round, its players, its
        penalty, the clock, the event's settings (everything when the log cannot say)."""
        event_id, area = entry.event_id, AuditAction(entry.action).area
        if area in _AREA_CHANGES:
            return replace(_AREA_CHANGES[area], event_id=event_id)
        if area in ("round", "match", "pod"):
            number = entry.entity_id if entry.entity == "round" else _round_of(entry)
            if isinstance(number, int):
                return cls(event_id, rounds=frozenset({number}))
        return cls.of_everything(event_id)

    def concerns(self, event_id: int) -> bool:
        return self.event_id is None or self.event_id == event_id

    def any_of(self, *aspects: str) -> bool:
        """True when anything changed, or one of ``aspects`` ("players", "rounds", …) did."""
        return self.everything or any(getattr(self, a) for a in aspects)


_AREA_CHANGES = {
    "event": Changes(events=True, event=True),
    "player": Changes(players=True),
    "penalty": Changes(penalties=True, players=True),  # it may have ended a game or disqualified
    "clock": Changes(clock=True),
    "ratings": Changes(ratings=True),
}
"""What the pages show of each area of the event log (``AuditAction.area``)."""


def _round_of(entry: AuditEntry) -> object:
    """The round of a logged result (its row as it was, or as it became)."""
    for row in (entry.before, entry.after):
        if row is not None and "round" in row:
            return row["round"]
    return None


Outcome = Changes | Callable[[Any], Changes] | None
"""What an action changed: a record, or a record made from its result (on the window's thread,
after ``done``), or None: nothing the pages show (a backup, a preview)."""


@dataclass
class _Job(Generic[T]):
    parent: QWidget | None
    title: str
    work: Callable[[], T]
    changes: Outcome
    done: Callable[[T], None] | None
    failed: Callable[[Exception], None] | None
    initiator: object
    dialog: QProgressDialog | None = None
    result: Any = None
    error: Exception | None = None


class _Worker(QObject):
    """Lives in the doorway's thread: runs each job it is given, in order."""

    ran = Signal(object)

    @Slot(object)
    def run(self, job: _Job[Any]) -> None:
        try:
            job.result = job.work()
        except Exception as error:  # shown on the window's thread
            job.error = error
        self.ran.emit(job)


class Doorway(QObject):
    """One worker thread for the window's actions; ``changed`` carries what each changed."""

    changed = Signal(object, object, object)
    """(Changes, initiator, origin): the initiator may already show its own change (a typed
    result); the origin is the widget the action came from (its window routes the record)."""
    _give = Signal(object)
    _give_read = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._lanes = [
            self._lane("opl-doorway", self._give),
            self._lane("opl-doorway-reads", self._give_read),
        ]
        self._pending: list[_Job[Any]] = []

    def _lane(self, name: str, give: SignalInstance) -> tuple[QThread, _Worker]:
        """A worker thread that runs the jobs ``give`` hands it, one after another."""
        thread = QThread()
        thread.setObjectName(name)
        worker = _Worker()
        worker.moveToThread(thread)
        give.connect(worker.run, Qt.ConnectionType.QueuedConnection)
        worker.ran.connect(self._ran, Qt.ConnectionType.QueuedConnection)
        thread.start()
        return thread, worker

    def submit(
        self,
        parent: QWidget | None,
        title: str,
        work: Callable[[], T],
        *,
        changes: Outcome = None,
        done: Callable[[T], None] | None = None,
        failed: Callable[[Exception], None] | None = None,
        initiator: object = None,
        progress: str | None = None,
        reads_only: bool = False,
    ) -> bool:
        """Run ``work`` on the worker after the actions before it; False if not started.

        ``work`` must not touch a widget: read what it needs from the window first.
        ``progress``: a label for a progress dialog shown if it takes a moment; the same
        titled work is then not started twice.
        ``reads_only``: work that changes nothing in the database (a print run, an export, the
        pages sent to a printer) runs on a second worker, so a long print does not hold up the
        results typed meanwhile.
        """
        if progress is not None and any(j.title == title and j.dialog for j in self._pending):
            QMessageBox.information(parent, title, f"{title} is already running; please wait.")
            return False
        job = _Job(parent, title, work, changes, done, failed, initiator)
        if progress is not None:
            job.dialog = QProgressDialog(progress, "", 0, 0, parent)
            job.dialog.setWindowTitle(title)
            job.dialog.setCancelButton(None)
            job.dialog.setWindowModality(Qt.WindowModality.WindowModal)
            job.dialog.setMinimumDuration(400)
        self._pending.append(job)
        (self._give_read if reads_only else self._give).emit(job)
        return True

    @Slot(object)
    def _ran(self, job: _Job[Any]) -> None:
        try:
            if job.dialog is not None:
                job.dialog.reset()
                job.dialog.deleteLater()
            if job.parent is not None and not isValid(job.parent):
                return  # its window was closed meanwhile: nobody to tell
            if job.error is not None:
                if job.failed is not None:
                    job.failed(job.error)
                else:
                    show_error(job.parent, job.title, job.error)
                return
            if job.done is not None:
                job.done(job.result)
            record = job.changes(job.result) if callable(job.changes) else job.changes
            if record is not None:
                self.changed.emit(record, job.initiator, job.parent)
        finally:
            self._pending.remove(job)

    def announce(self, changes: Changes, origin: QWidget) -> None:
        """News that did not come through the worker (another station's commits)."""
        self.changed.emit(changes, None, origin)

    def busy(self) -> bool:
        return bool(self._pending)

    def wait_idle(self, timeout_s: float = 30.0) -> None:
        """Keep the event loop turning until every submitted action has been handled."""
        deadline = time.monotonic() + timeout_s
        while self._pending:
            if time.monotonic() > deadline:
                raise TimeoutError(f"still running: {[j.title for j in self._pending]}")
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.001)

    def stop(self) -> None:
        for thread, _worker in self._lanes:
            thread.quit()
            thread.wait()


class Progress(QObject):
    """A progress dialog fed by work on the worker: ``report(done, total)`` may be called from
    any thread and answers False once the judge has cancelled."""

    _moved = Signal(int, int)

    def __init__(self, dialog: QProgressDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self._cancelled = threading.Event()
        dialog.canceled.connect(self._cancelled.set)
        self._moved.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def report(self, done: int, total: int) -> bool:
        self._moved.emit(done, total)
        return not self._cancelled.is_set()

    @Slot(int, int)
    def _show(self, done: int, total: int) -> None:
        if not self._cancelled.is_set():
            self.dialog.setMaximum(total)
            self.dialog.setValue(done)


_DOORWAY: list[Doorway] = []
_LOCK = threading.Lock()


def doorway() -> Doorway:
    """The program's one doorway (made on first use, on the window's thread)."""
    with _LOCK:
        if not _DOORWAY:
            _DOORWAY.append(Doorway())
            atexit.register(_DOORWAY[0].stop)
        return _DOORWAY[0]


def submit(
    parent: QWidget | None,
    title: str,
    work: Callable[[], T],
    **how: Any,
) -> bool:
    """``doorway().submit``: see ``Doorway.submit``."""
    return doorway().submit(parent, title, work, **how)


def within(ancestor: QObject, widget: QWidget | None) -> bool:
    """``widget`` is ``ancestor`` or inside it (a dialog counts as inside its parent)."""
    while widget is not None and isValid(widget):
        if widget is ancestor:
            return True
        widget = widget.parentWidget()
    return False
