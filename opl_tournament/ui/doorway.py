"""The one doorway from the window to the services (in the way of Anki's ``CollectionOp``).

Every judge action that changes the database is ``submit``-ted here. One worker thread runs the
actions one after another, in the order they were given (it alone writes from this window);
the window's thread never waits on a commit. Long work that only reads (print runs, exports,
pages painted for a printer) comes through the same door with ``reads_only``, onto a second
worker, with the same progress dialog and the same error dialogs. Back on the window's thread,
the action's own ``done`` runs (its status-bar message, its row), then the ``Changes`` record
the service returned with its answer (``services/changes.py``) goes out on ``Doorway.changed``;
the event view routes it to the pages that show that, and only those read again. The window
makes no record of its own. A refusal or an unexpected error is shown as ``show_error``
shows it, or handed to the action's ``failed`` (a dialog keeps what was typed and shows it
inline).

What another station or the command line committed arrives the same way: the change watcher's
news (``ChangeWatch.news``) is a ``Changes`` record with ``elsewhere`` set, ``announce``-d on the
same signal.
"""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Concatenate, ParamSpec, TypeVar, overload

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

from opl_tournament.services.changes import Changed, Changes
from opl_tournament.storage import writes_committed
from opl_tournament.ui.guard import after_saving, show_error

T = TypeVar("T")
R = TypeVar("R")
P = ParamSpec("P")

Done = Callable[[T], object]
"""What the window does with an action's answer (its status-bar message, its row)."""
Failed = Callable[[Exception], object]


@dataclass
class _Job:
    parent: QWidget | None
    title: str
    work: Callable[[], object]
    done: Done[Any] | None
    failed: Failed | None
    initiator: object
    dialog: QProgressDialog | None = None
    result: Any = None
    error: Exception | None = None
    saved: bool = False
    """The work committed a write (an error after it must not say "nothing was saved")."""


class _Worker(QObject):
    """Lives in the doorway's thread: runs each job it is given, in order."""

    ran = Signal(object)

    @Slot(object)
    def run(self, job: _Job) -> None:
        before = writes_committed()
        try:
            job.result = job.work()
        except Exception as error:  # shown on the window's thread
            job.error = error
        job.saved = writes_committed() > before
        if job.saved and job.error is not None:
            after_saving(job.error)
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
        self._pending: list[_Job] = []

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

    @overload
    def submit(
        self,
        parent: QWidget | None,
        title: str,
        work: Callable[[], Changed[T]],
        *,
        done: Done[T] | None = None,
        failed: Failed | None = None,
        initiator: object = None,
        progress: str | None = None,
    ) -> bool: ...

    @overload
    def submit(
        self,
        parent: QWidget | None,
        title: str,
        work: Callable[[], T],
        *,
        done: Done[T] | None = None,
        failed: Failed | None = None,
        initiator: object = None,
        progress: str | None = None,
        reads_only: bool = False,
    ) -> bool: ...

    def submit(
        self,
        parent: QWidget | None,
        title: str,
        work: Callable[[], object],
        *,
        done: Done[Any] | None = None,
        failed: Failed | None = None,
        initiator: object = None,
        progress: str | None = None,
        reads_only: bool = False,
    ) -> bool:
        """Run ``work`` on the worker after the actions before it; False if not started.

        ``work`` must not touch a widget: read what it needs from the window first. A write
        service answers ``Changed(value, changes)`` (``services/changes.py``): ``done`` is
        given the value, and the record goes out on ``changed`` after it. Work that answers
        anything else (a backup, a database opened, a print run) is given to ``done`` as it
        is, and the pages are told nothing.
        ``progress``: a label for a progress dialog shown if it takes a moment; the same
        titled work is then not started twice.
        ``reads_only``: work that changes nothing in the database (a print run, an export, the
        pages sent to a printer) runs on a second worker, so a long print does not hold up the
        results typed meanwhile.
        """
        if progress is not None and any(j.title == title and j.dialog for j in self._pending):
            running = QCoreApplication.translate(
                "doorway", "{action} is already running; please wait."
            )
            QMessageBox.information(parent, title, running.format(action=title))
            return False
        job = _Job(parent, title, work, done, failed, initiator)
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
    def _ran(self, job: _Job) -> None:
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
            answer, record = job.result, None
            if isinstance(answer, Changed):
                answer, record = answer.value, answer.changes
            try:
                if job.done is not None:
                    job.done(answer)
            except Exception as error:  # a bug in showing the answer: the action stands
                show_error(job.parent, job.title, after_saving(error) if job.saved else error)
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


def _on_the_doorway(method: Callable[Concatenate[Doorway, P], R]) -> Callable[P, R]:
    """``method`` called on the program's one doorway (its overloads kept for the type checker)."""

    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        return method(doorway(), *args, **kwargs)

    return call


submit = _on_the_doorway(Doorway.submit)
"""``doorway().submit``: see ``Doorway.submit``."""


def within(ancestor: QObject, widget: QWidget | None) -> bool:
    """``widget`` is ``ancestor`` or inside it (a dialog counts as inside its parent)."""
    while widget is not None and isValid(widget):
        if widget is ancestor:
            return True
        widget = widget.parentWidget()
    return False
