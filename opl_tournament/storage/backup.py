"""Consistent copies of a live database through SQLite's online backup API (never a file copy)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from opl_tournament.storage.errors import StorageError

SQLITE_HEADER = b"SQLite format 3\x00"


def backup_file(source: Path, destination: Path) -> Path:
    """Copy the database at ``source`` to ``destination`` consistently, even while in use.

    The copy is written beside its final name and renamed into place, so a crash never leaves
    a half-written file under the final name, and it is switched out of WAL mode so that it is
    one self-contained file that can be opened read-only, moved or mailed.
    """
    destination.parent.mkdir(parents=True, exist_ok=True)
    partial = destination.with_name(destination.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        src = read_only_connection(source)
        try:
            dst = sqlite3.connect(partial)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode=DELETE")
            finally:
                dst.close()
        finally:
            src.close()
        partial.replace(destination)
    except BaseException:
        for leftover in (partial, partial.with_name(partial.name + "-journal")):
            leftover.unlink(missing_ok=True)
        raise
    return destination


def copy_into(source: Path, destination: Path, *, busy_timeout_ms: int = 10_000) -> None:
    """Replace the whole content of the database ``destination`` with that of ``source``.

    Goes through the backup API on the live file, so programs that have it open see either the
    old content or the new one, never a mixture, and its journal mode is kept.
    """
    src = read_only_connection(source)
    try:
        dst = sqlite3.connect(destination, timeout=busy_timeout_ms / 1000)
        try:
            src.backup(dst)
        except sqlite3.OperationalError as error:
            raise busy_or_same(error, destination) from error
        finally:
            dst.close()
    finally:
        src.close()


def busy_or_same(error: sqlite3.OperationalError, database: Path) -> Exception:
    """A lock another program held too long, said plainly; any other error as it was."""
    if "locked" in str(error).lower() or "busy" in str(error).lower():
        return StorageError(
            f"{database} is busy: another program or station is writing to it; "
            "close it there and try again"
        )
    return error


def tolerant_text(data: bytes) -> str:
    """Text from a damaged file may not be UTF-8; show it rather than fail on it."""
    return data.decode("utf-8", "replace")


def has_sqlite_header(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(len(SQLITE_HEADER)) == SQLITE_HEADER


def read_only_connection(path: Path, **options: Any) -> sqlite3.Connection:
    """A connection that reads ``path`` and cannot write it: ``mode=ro``, or ``immutable`` in a
    folder where SQLite cannot even create its shared-memory file (then nothing can be writing
    the file meanwhile, and there is no unfinished write-ahead log to read)."""
    base = path.absolute().as_uri()
    conn = sqlite3.connect(base + "?mode=ro", uri=True, **options)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError:
        conn.close()
        conn = sqlite3.connect(base + "?immutable=1", uri=True, **options)
    return conn


def quick_check(path: Path) -> str:
    """``ok`` or SQLite's description of what is damaged (a read-only file or folder is not)."""
    try:
        conn = read_only_connection(path)
    except sqlite3.Error as error:
        return f"cannot be opened: {error}"
    conn.text_factory = tolerant_text
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as error:  # a header or schema page too damaged to check
        return str(error)
    except UnicodeDecodeError:  # SQLite's own message quotes undecodable bytes from the file
        return "the database schema is damaged (unreadable text)"
    finally:
        conn.close()
    return "; ".join(str(row[0]) for row in rows)
