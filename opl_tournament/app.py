"""The desktop program's composition root: open the database, then show the main window."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from opl_tournament.domain.errors import DomainError, RefusedAction
from opl_tournament.error_log import start_log_file
from opl_tournament.language.languages import Language
from opl_tournament.paths import default_database_path, log_file_path
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import Database, open_database
from opl_tournament.storage.db import is_server_url

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile

log = logging.getLogger(__name__)


def parse_gui_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="opl-tournament", description="Open the tournament window."
    )
    parser.add_argument(
        "--db",
        metavar="PATH",
        help="the database file (default: user data folder), or a venue server's URL",
    )
    parser.add_argument(
        "--venue-cert",
        metavar="FILE",
        help="check the venue server is the real one: its certificate file (from 'venue start')",
    )
    parser.add_argument(
        "--actor", default="judge", help="this station's name (who is acting, for the audit log)"
    )
    parser.add_argument(
        "--language",
        choices=[language.value for language in Language],
        help="the window's language this time (default: as chosen in Settings ▸ Language, "
        "else the computer's)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="DIR",
        help="open a demo event, save a PNG of each page into DIR, and quit",
    )
    return parser.parse_args(argv)


class OpenDatabase:
    """The database the window works on, held with a lock so a second window is refused."""

    def __init__(self, actor: str) -> None:
        self.actor = actor
        self.path: Path | None = None
        self.database: Database | None = None
        self.lock: QLockFile | None = None

    def open(self, path: Path | str) -> ServiceContext:
        """Open ``path`` (creating it if new) or a venue server's URL; the previous database is
        closed once this one opens. Several windows may share a server, not a file."""
        from PySide6.QtCore import QCoreApplication, QLockFile

        if isinstance(path, str) and is_server_url(path):
            database = open_database(path)
            self.close()
            self.database = database
            return ServiceContext(database, actor=self.actor)
        path = Path(path).expanduser().resolve()
        if path == self.path and self.database is not None:
            return ServiceContext(self.database, actor=self.actor)
        path.parent.mkdir(parents=True, exist_ok=True)
        taken = QLockFile(str(path) + ".lock")
        taken.setStaleLockTime(0)
        lock: QLockFile | None = taken
        if not taken.tryLock(100):
            if taken.error() is not QLockFile.LockError.PermissionError:
                refused = QCoreApplication.translate(
                    "app",
                    "{database} is already open in another window of this program. "
                    "Use that window (or close it first).",
                )
                raise RefusedAction(refused.format(database=path))
            lock = None  # a read-only folder: the database opens read-only, nothing to guard
        try:
            database = open_database(path)
        except BaseException:
            if lock is not None:
                lock.unlock()
            raise
        self.close()
        self.path, self.database, self.lock = path, database, lock
        return ServiceContext(database, actor=self.actor)

    def close(self) -> None:
        if self.database is not None:
            self.database.close()
        if self.lock is not None:
            self.lock.unlock()
        self.path = self.database = self.lock = None


def main(argv: Sequence[str]) -> int:
    args = parse_gui_args(argv)
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication, QMessageBox

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("OPL Tournament")
    app.setOrganizationName("OPL Tournament")
    from opl_tournament.ui.theme import follow_system_scheme

    follow_system_scheme(app)
    from opl_tournament.ui.fonts import use_bundled_fallback

    use_bundled_fallback(app)
    from opl_tournament.ui import language

    language.install(
        Language(args.language)
        if args.language
        else language.chosen_language(QSettings()) or language.computer_language()
    )
    if args.screenshot:
        from opl_tournament.screenshot_tour import screenshot_tour

        return screenshot_tour(Path(args.screenshot))
    start_log_file(log_file_path())
    from opl_tournament.domain.self_report import station_actor
    from opl_tournament.ui.guard import window_words

    try:
        actor = station_actor(args.actor)
    except DomainError as error:
        title = QCoreApplication.translate("app", "This station's name")
        QMessageBox.critical(None, title, window_words(error))
        return 1
    holder = OpenDatabase(actor)
    try:
        if args.venue_cert is not None:
            from opl_tournament.storage.location import with_venue_certificate

            args.db = with_venue_certificate(args.db or "", Path(args.venue_cert))
        ctx = holder.open(
            args.db
            if args.db and is_server_url(args.db)
            else Path(args.db or default_database_path())
        )
    except DomainError as error:
        title = (
            QCoreApplication.translate("app", "Already open")
            if isinstance(error, RefusedAction)
            else QCoreApplication.translate("app", "Cannot open the database")
        )
        QMessageBox.critical(None, title, window_words(error))
        return 1
    from opl_tournament.ui.main_window import MainWindow

    window = MainWindow(ctx, settings=QSettings(), opener=holder.open)
    window.show()
    try:
        return app.exec()
    finally:
        holder.close()
