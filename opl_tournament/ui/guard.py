"""How the window shows the outcome of what it asks the services: errors become dialogs.

A refusal or bad input shows its one clear message; anything unexpected is logged and the judge is
told that nothing of the action was saved (each service call is one transaction). The judge's
actions, which change the database, go through the doorway (``ui/doorway.py``), and so do long
reads (big print runs, exports); ``run_action`` is for quick reading on the window's thread
(what a page or dialog shows, checking a typed entry).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.paths import log_file_path
from opl_tournament.storage.errors import describe_os_error
from opl_tournament.ui.language import say

log = logging.getLogger(__name__)
T = TypeVar("T")


def tell(widget: QWidget, text: str, milliseconds: int = 10_000) -> None:
    """Report a successful action in the window's status bar (no dialog to click away)."""
    window = widget.window()
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text, milliseconds)


def window_words(error: DomainError) -> str:
    """A refusal as the window says it, in its language: the file and line it comes from, but
    not the field's key (``field 'time-limit'``: the command line's option names, not the
    window's)."""
    return say(
        error.where(include_field=False) if isinstance(error, InvalidInput) else error.sentence
    )


def show_error(parent: QWidget | None, title: str, error: BaseException) -> None:
    if isinstance(error, DomainError):
        QMessageBox.warning(parent, title, window_words(error))
    elif isinstance(error, OSError):
        QMessageBox.warning(parent, title, describe_os_error(error))
    else:
        log.error("unexpected error in %s", title, exc_info=error)
        QMessageBox.critical(
            parent,
            title,
            QCoreApplication.translate(
                "guard",
                "Something went wrong inside the program; nothing of this action was saved. "
                "The details are in the log file: {file}",
            ).format(file=log_file_path()),
        )


def run_action(parent: QWidget | None, title: str, action: Callable[[], T]) -> T | None:
    """The action's result, or None after showing the judge why it did not happen."""
    try:
        return action()
    except Exception as error:
        show_error(parent, title, error)
    return None
