"""How the window shows the outcome of what it asks the services: errors become dialogs.

A refusal or bad input shows its one clear message; anything unexpected is logged and the judge is
told that nothing of the action was saved (each service call is one transaction). The judge's
actions, which change the database, go through the doorway (``ui/doorway.py``); ``run_action``
is for reading (what a page or dialog shows, checking a typed entry). Long reads (big print runs,
exports) go through ``run_in_background``: a worker thread, a progress dialog, and the same error
dialogs; the window stays responsive and the same work cannot start twice.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QMainWindow, QMessageBox, QProgressDialog, QWidget

from opl_tournament.domain.errors import DomainError
from opl_tournament.paths import log_file_path
from opl_tournament.storage.errors import describe_os_error

log = logging.getLogger(__name__)
T = TypeVar("T")


def tell(widget: QWidget, text: str, milliseconds: int = 10_000) -> None:
    """Report a successful action in the window's status bar (no dialog to click away)."""
    window = widget.window()
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text, milliseconds)


def show_error(parent: QWidget | None, title: str, error: BaseException) -> None:
    if isinstance(error, DomainError):
        QMessageBox.warning(parent, title, error.message)
    elif isinstance(error, OSError):
        QMessageBox.warning(parent, title, describe_os_error(error))
    else:
        log.error("unexpected error in %s", title, exc_info=error)
        QMessageBox.critical(
            parent,
            title,
            "Something went wrong inside the program; nothing of this action was saved. "
            f"The details are in the log file: {log_file_path()}",
        )


def run_action(parent: QWidget | None, title: str, action: Callable[[], T]) -> T | None:
    """The action's result, or None after showing the judge why it did not happen."""
    try:
        return action()
    except Exception as error:
        show_error(parent, title, error)
    return None


class _Worker(QObject):
    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Callable[[], Any]) -> None:
        super().__init__()
        self.work = work

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as error:
            self.failed.emit(error)
        else:
            self.finished.emit(result)


class _Relay(QObject):
    """Lives in the window's thread, so the worker's results are handled there."""

    def __init__(
        self,
        parent: QObject,
        on_finished: Callable[[Any], None],
        on_failed: Callable[[BaseException], None],
    ) -> None:
        super().__init__(parent)
        self._on_finished, self._on_failed = on_finished, on_failed

    @Slot(object)
    def finished(self, result: Any) -> None:
        self._on_finished(result)

    @Slot(object)
    def failed(self, error: BaseException) -> None:
        self._on_failed(error)


_RUNNING: dict[str, tuple[QThread, _Worker, QProgressDialog, _Relay]] = {}


def run_in_background(
    parent: QWidget,
    title: str,
    label: str,
    work: Callable[[], T],
    done: Callable[[T], None],
) -> bool:
    """Start ``work`` on a worker thread with a progress dialog; False if it is already running."""
    if title in _RUNNING:
        QMessageBox.information(parent, title, f"{title} is already running; please wait.")
        return False
    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setWindowTitle(title)
    dialog.setCancelButton(None)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(400)
    thread = QThread(parent)
    worker = _Worker(work)
    worker.moveToThread(thread)

    def finish() -> None:
        dialog.reset()
        thread.quit()
        thread.wait()
        _RUNNING.pop(title, None)

    def succeeded(result: Any) -> None:
        finish()
        done(result)

    def failed(error: BaseException) -> None:
        finish()
        show_error(parent, title, error)

    relay = _Relay(parent, succeeded, failed)
    worker.finished.connect(relay.finished, Qt.ConnectionType.QueuedConnection)
    worker.failed.connect(relay.failed, Qt.ConnectionType.QueuedConnection)
    thread.started.connect(worker.run)
    _RUNNING[title] = (thread, worker, dialog, relay)
    thread.start()
    return True


def background_busy() -> bool:
    """Work is still under way: a print run, or an action at the doorway (``ui/doorway.py``)."""
    from opl_tournament.ui.doorway import doorway  # the doorway shows its errors with show_error

    return bool(_RUNNING) or doorway().busy()
