"""The desktop program's composition root: open the database, then show the main window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from opl_tournament.domain.errors import DomainError
from opl_tournament.paths import default_database_path
from opl_tournament.storage import open_database


def parse_gui_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="opl-tournament", description="Open the tournament window."
    )
    parser.add_argument(
        "--db", metavar="PATH", help="the database file (default: user data folder)"
    )
    parser.add_argument("--actor", default="judge", help="who is acting, for the audit log")
    return parser.parse_args(argv)


def main(argv: Sequence[str]) -> int:
    args = parse_gui_args(argv)
    from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

    app = QApplication(sys.argv[:1])
    app.setApplicationName("OPL Tournament")
    path = Path(args.db) if args.db else default_database_path()
    try:
        database = open_database(path)
    except DomainError as error:
        QMessageBox.critical(None, "Cannot open the database", error.message)
        return 1
    window = QLabel(f"OverPower Legion Tournament Manager\n\nDatabase: {path}")
    window.setMargin(24)
    window.setWindowTitle("OPL Tournament")
    window.show()
    try:
        return app.exec()
    finally:
        database.close()
