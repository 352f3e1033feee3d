"""Consistent copies of a live database through SQLite's online backup API (never a file copy)."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def backup_file(source: Path, destination: Path) -> Path:
    """Copy the database at ``source`` to ``destination`` consistently, even while in use."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    partial = destination.with_name(destination.name + ".partial")
    partial.unlink(missing_ok=True)
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(partial)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    partial.replace(destination)
    return destination


def quick_check(path: Path) -> str:
    """``ok`` or SQLite's description of what is damaged."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    finally:
        conn.close()
    return "; ".join(str(row[0]) for row in rows)
