"""Every judge action from the window goes through ``run_action``: errors become dialogs.

A refusal or bad input shows its one clear message; anything unexpected is logged and the judge is
told that nothing of the action was saved (each service call is one transaction).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QMessageBox, QWidget

from opl_tournament.domain.errors import DomainError

log = logging.getLogger(__name__)
T = TypeVar("T")


def run_action(parent: QWidget | None, title: str, action: Callable[[], T]) -> T | None:
    """The action's result, or None after showing the judge why it did not happen."""
    try:
        return action()
    except DomainError as error:
        QMessageBox.warning(parent, title, error.message)
    except OSError as error:
        QMessageBox.warning(parent, title, f"{error.strerror or error}: {error.filename or ''}")
    except Exception:
        log.exception("unexpected error in %s", title)
        QMessageBox.critical(
            parent,
            title,
            "Something went wrong inside the program; nothing of this action was saved. "
            "The details are in the log file.",
        )
    return None
