"""Where a database is: a local file named by a path or a ``sqlite:///`` URL; any other URL is
never taken for a file name."""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

from opl_tournament.storage.errors import StorageError

_URL = re.compile(r"^(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*)://(?P<rest>.*)$", re.DOTALL)


def url_scheme(location: str | Path) -> str | None:
    """The scheme of a URL (``sqlite``, ``postgresql+psycopg``…); None for a plain path."""
    match = _URL.match(str(location))
    return match["scheme"].lower() if match else None


def database_file(location: str | Path) -> Path:
    """The local file behind ``location``; a URL that does not name a local file is refused."""
    text = str(location)
    match = _URL.match(text)
    if match is None:
        return Path(text).expanduser()
    scheme = match["scheme"].lower()
    if scheme == "sqlite" or scheme.startswith("sqlite+"):
        # sqlite:///relative.db and sqlite:////absolute.db, as SQLAlchemy writes them
        return Path(match["rest"].removeprefix("/")).expanduser()
    if scheme == "postgresql" or scheme.startswith("postgresql+"):
        raise StorageError("this is a venue server's URL, not a database file")
    raise StorageError(
        f"unknown database URL scheme '{scheme[:20]}': give a file path (or sqlite:///PATH)"
    )


def shell_word(text: str | Path) -> str:
    """``text`` quoted so that a judge can paste it into this system's command line."""
    text = str(text)
    if os.name == "nt" or not any(ch in text for ch in '"$`\\!'):
        return f'"{text}"'
    return shlex.quote(text)


def restore_command(database: Path, snapshot: Path) -> str:
    """The command that restores ``snapshot`` into ``database``, working from any folder."""
    return (
        f"opl-tournament backup restore {shell_word(snapshot.absolute())} "
        f"--db {shell_word(database.absolute())}"
    )
