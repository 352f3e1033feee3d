"""How the window shows the outcome of what it asks the services: errors become dialogs.

A refusal or bad input shows its one clear message; anything unexpected is logged and the judge is
told that nothing of the action was saved (each service call is one transaction), or, when it came
after the action's write committed (the doorway marks it ``after_saving``), that it was saved. The
judge's actions, which change the database, go through the doorway (``ui/doorway.py``), and so do
long reads (big print runs, exports); ``run_action`` is for quick reading on the window's thread
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


_SAVED = "opl_after_saving"


def after_saving(error: BaseException) -> BaseException:
    """``error``, marked as raised once its action had been saved (its write committed):
    ``show_error`` then says so instead of "nothing was saved"."""
    setattr(error, _SAVED, True)
    return error


def show_error(parent: QWidget | None, title: str, error: BaseException) -> None:
    if isinstance(error, DomainError):
        QMessageBox.warning(parent, title, window_words(error))
    elif isinstance(error, OSError):
        QMessageBox.warning(parent, title, describe_os_error(error))
    else:
        saved = bool(getattr(error, _SAVED, False))
        log.error("unexpected error in %s%s", title, " (saved)" if saved else "", exc_info=error)
        QMessageBox.critical(parent, title, _unexpected_words(saved))


def _unexpected_words(saved: bool) -> str:
    if saved:
        words = QCoreApplication.translate(
            "guard",
            "Something went wrong inside the program after this action was saved: the window "
            "could not show its outcome, so do not do it again. The event's Log page shows what "
            "was saved. The details are in the log file: {file}",
        )
    else:
        words = QCoreApplication.translate(
            "guard",
            "Something went wrong inside the program; nothing of this action was saved. "
            "The details are in the log file: {file}",
        )
    return words.format(file=log_file_path())


def agreed(
    parent: QWidget | None, title: str, question: str, *, no_by_default: bool = False
) -> bool:
    """Whether the judge answers Yes to ``question`` (``no_by_default``: Enter answers No, for
    a question whose Yes is hard to take back)."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    default = no if no_by_default else QMessageBox.StandardButton.NoButton
    return QMessageBox.question(parent, title, question, yes | no, default) == yes


def run_action(parent: QWidget | None, title: str, action: Callable[[], T]) -> T | None:
    """The action's result, or None after showing the judge why it did not happen."""
    try:
        return action()
    except Exception as error:
        show_error(parent, title, error)
    return None
