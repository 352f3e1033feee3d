"""Where a database is: a local file named by a path or a ``sqlite:///`` URL, or a venue
server's database named by a ``postgresql+psycopg://`` URL; any other URL is never taken for a
file name."""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit

from opl_tournament.storage.errors import StorageError

SNAPSHOT_FOLDER = "snapshots"
"""The folder beside a database file that holds its snapshots."""
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


# PostgreSQL's own databases: never a tournament's (a schema written into template1 would be
# copied into every database made afterwards).
SYSTEM_DATABASES = frozenset({"postgres", "template0", "template1"})


def check_server_url(url: str) -> str:
    """The name of the database a venue server's URL names; a URL that cannot name one (a bad
    port, no database, PostgreSQL's own databases) is refused in words, never its password."""
    try:
        parts = urlsplit(url)
    except ValueError as error:
        raise StorageError(f"this is not a venue server's URL ({error})") from error
    try:
        port = parts.port
    except ValueError:
        port_text = parts.netloc.rpartition("@")[2].rpartition(":")[2]
    else:
        port_text = "0" if port == 0 else ""
        if port is None and parts.netloc.endswith(":"):
            raise StorageError(
                "the venue server's URL has no port after its ':' (a whole number from 1 to "
                "65535; 5432 is PostgreSQL's usual one)"
            )
    if port_text:
        raise StorageError(
            f"the venue server's port '{port_text[:20]}' is not a port "
            "(a whole number from 1 to 65535)"
        )
    database = unquote(parts.path.removeprefix("/"))
    if not database or "/" in database:
        raise StorageError(
            "the venue server's URL names no database: it ends in /DATABASE (as `venue start` "
            "prints it)"
        )
    if database in SYSTEM_DATABASES:
        raise StorageError(
            f"'{database}' is PostgreSQL's own database, never a tournament database: use the URL "
            "`venue start` printed on the host laptop (it ends in /opl)"
        )
    return database


def with_venue_certificate(url: str, certificate: Path) -> str:
    """The venue server's URL checking the server's certificate against the file ``venue
    start`` wrote (``sslmode=verify-ca``): a machine posing as the server on the venue's
    network is refused, instead of being sent the station's password and the players' data."""
    if url_scheme(url) not in {"postgresql", "postgresql+psycopg"}:
        raise StorageError(
            "--venue-cert checks a venue server: give it with --db postgresql+psycopg://…"
        )
    from opl_tournament.storage.venue_certificate import check_certificate_file

    checked = check_certificate_file(certificate)
    parts = urlsplit(url)
    query = dict(parse_qsl(parts.query))
    query.update(sslmode="verify-ca", sslrootcert=str(checked))
    return parts._replace(query=urlencode(query)).geturl()


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
