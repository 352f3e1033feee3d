"""Noticing what other stations (or the command line) committed, cheaply and without Qt.

A watcher holds one connection of its own and is polled (the window polls it twice a second):

- SQLite: ``PRAGMA data_version`` on the watcher's connection changes whenever any other
  connection to the file commits: another program, or this program's own writes.
- PostgreSQL: every write transaction sends ``NOTIFY opl_changes`` (delivered only when it
  commits, see ``db.py``); the watcher ``LISTEN``s and drains the notifications.

A lost server makes ``poll`` report no change and say so in ``problem``; it tries to reconnect
now and then (not on every poll, so a window stays responsive).
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from typing import Any

from opl_tournament.storage.backup import read_only_connection
from opl_tournament.storage.db import CHANGES_CHANNEL, Database

RECONNECT_EVERY_S = 15.0


class ChangeWatcher:
    def __init__(self, database: Database) -> None:
        self.database = database
        self.problem: str | None = None
        self._conn: Any = None
        self._version: int | None = None
        self._next_try = 0.0
        self._connect()

    def _connect(self) -> None:
        self._next_try = time.monotonic() + RECONNECT_EVERY_S
        if self.database.path is not None:
            if self.database.read_only is not None:
                self._conn = read_only_connection(self.database.path, check_same_thread=False)
            else:
                self._conn = sqlite3.connect(self.database.path, check_same_thread=False)
            self._version = self._data_version()
            return
        import psycopg

        url = self.database.engine.url.set(drivername="postgresql")
        try:
            self._conn = psycopg.connect(
                url.render_as_string(hide_password=False), autocommit=True, connect_timeout=2
            )
            self._conn.execute(f"LISTEN {CHANGES_CHANNEL}")
            self.problem = None
        except psycopg.Error as error:
            self._conn = None
            self.problem = f"the venue server cannot be reached ({str(error).strip()[:120]})"

    def _data_version(self) -> int:
        return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    def poll(self) -> bool:
        """True when someone committed since the last poll (or since the watcher started)."""
        if self.database.path is not None:
            version = self._data_version()
            changed, self._version = version != self._version, version
            return changed
        if self._conn is None:
            if time.monotonic() < self._next_try:
                return False
            self._connect()
            return self._conn is not None  # back: everything may have changed meanwhile
        import psycopg

        try:
            return any(True for _ in self._conn.notifies(timeout=0))
        except psycopg.Error as error:
            self.problem = f"the venue server cannot be reached ({str(error).strip()[:120]})"
            self._drop()
            return False

    def _drop(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(Exception):  # a broken connection: nothing more to do
                self._conn.close()
        self._conn = None

    def close(self) -> None:
        self._drop()
