"""The log file of unexpected errors, shared by the window and the command line: the judge is
told one line and where the file is; the details (the traceback) go to the file only."""

from __future__ import annotations

import logging
import logging.handlers
import re
from pathlib import Path

from opl_tournament.paths import log_file_path

# "scheme://user:PASSWORD@host": a venue server's URL holds the station's password, and a log file
# is what a judge attaches to a report.
_PASSWORD_IN_URL = re.compile(r"(\b[a-z][\w+.-]*://[^\s:/@]+:)[^\s@/]+@", re.IGNORECASE)


def without_passwords(text: str) -> str:
    """``text`` with the password of every URL in it replaced by ``***``."""
    return _PASSWORD_IN_URL.sub(r"\1***@", text)


class _PasswordlessFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return without_passwords(super().format(record))


class _QuietFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating log file whose failed writes (the data disk full…) are skipped quietly:
    logging's own report of them is a traceback on the screen, which the judge must never see."""

    failed = False  # the last write failed (set again by each failure)

    def handleError(self, record: logging.LogRecord) -> None:
        self.failed = True


def start_log_file(path: Path) -> None:
    """Send the program's log to a rotating file beside the data (once per process)."""
    if _file_handler(path) is not None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = _QuietFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(_PasswordlessFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def _file_handler(path: Path) -> _QuietFileHandler | None:
    """The root logger's handler writing ``path``, once ``start_log_file`` has added it."""
    return next(
        (
            h
            for h in logging.getLogger().handlers
            if isinstance(h, _QuietFileHandler) and h.baseFilename == str(path.resolve())
        ),
        None,
    )


def record_unexpected_error(what: str) -> Path | None:
    """Write the exception being handled to the log file; its path, or None when the file
    cannot be written (then nothing is written anywhere: never a traceback on the screen)."""
    path = log_file_path()
    try:
        start_log_file(path)
    except OSError:
        return None
    handler = _file_handler(path)
    if handler is not None:
        handler.failed = False
    logging.getLogger("opl_tournament").exception("unexpected error in %s", what)
    if handler is None or handler.failed:
        return None  # not written (the disk is full…): the judge is told so, in one line
    return path
