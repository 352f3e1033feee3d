"""Where the program keeps its data and finds its shipped resources."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP_NAME = "OPL Tournament"
APP_AUTHOR = "OPL"


def user_data_dir() -> Path:
    """The platform's per-user data folder (database, snapshots, logs)."""
    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def log_file_path() -> Path:
    return user_data_dir() / "logs" / "opl-tournament.log"


def page_log_path() -> Path:
    """The players' page server's own log (a separate process from the window's)."""
    return user_data_dir() / "logs" / "players-page.log"


def page_certificate_paths() -> tuple[Path, Path]:
    """The players' page's https certificate and its private key (how ``serve`` serves it)."""
    folder = user_data_dir() / "players-page"
    return folder / "certificate.pem", folder / "private-key.pem"


def default_database_path() -> Path:
    return user_data_dir() / "tournaments.sqlite"


def demo_database_path() -> Path:
    """The demo events' own database, apart from the judge's real events."""
    return user_data_dir() / "demo.sqlite"


def resources_dir() -> Path:
    """The ``resources/`` folder: in a checkout, an installed wheel or a frozen bundle."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "resources"
    package_dir = Path(__file__).resolve().parent
    installed = package_dir / "_resources"
    if installed.is_dir():
        return installed
    return package_dir.parent / "resources"


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
