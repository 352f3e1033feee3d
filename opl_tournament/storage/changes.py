"""Noticing what other stations (or the command line) committed, cheaply and without Qt.

A watcher holds one connection of its own and is polled (the window polls it twice a second).
It reports commits made *elsewhere*: another program, another station, another open
``Database`` — not the commits of the ``Database`` it watches for (the window's own actions,
which the window shows by itself; re-reading a 2,000-player event after each typed result
would make every result slow).

- SQLite: ``PRAGMA data_version`` on the watcher's connection changes whenever any other
  connection to the file commits, the watched ``Database``'s own included. So the watcher
  looks at it around each of that ``Database``'s write transactions: once the transaction
  holds the file's write lock (``BEGIN IMMEDIATE``: nobody else can commit until it ends), a
  moved version means someone else committed before it, which is remembered; right after
  it commits, the version is taken as the new starting point. (A foreign commit would have to
  take the lock, write and sync between our commit and that read, a few microseconds, to be
  missed; a writer waiting for the lock sleeps for milliseconds between tries.)
- PostgreSQL: every write transaction sends ``NOTIFY opl_changes, '<writer>'`` (delivered
  only when it commits, see ``db.py``), the writer being the name this watcher gives the
  watched database's connections as they are checked out (empty from any other program); the
  watcher ``LISTEN``s, drains the notifications and counts those another writer sent.
  Any login may NOTIFY (PostgreSQL has no privilege for it), the read-only one too: so a
  notification counts only when the session that sent it (its backend's process id, looked up in
  ``pg_stat_activity``, which every role can read) may write the event's tables; the answer is
  kept for a while per process id, so a station's pooled connections cost one look-up a minute.
  A sender already gone by then (a command-line program that committed and quit) cannot be
  told apart from a read-only one that connected, notified and left: its notification counts,
  but at most once every ``UNKNOWN_SENDER_EVERY_S`` (its change is shown a little later, a
  read-only login cannot make the stations re-read more often than that).

A lost server makes ``poll`` report no change and say so in ``problem``; it tries to reconnect
now and then (not on every poll, so a window stays responsive).
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
import uuid
from typing import Any

from opl_tournament.storage.backup import read_only_connection
from opl_tournament.storage.db import CHANGES_CHANNEL, WRITER_KEY, Database

RECONNECT_EVERY_S = 15.0
SENDER_KEPT_S = 60.0
"""How long a sender's right to write is trusted before it is looked up again (process ids are
reused once their session ends)."""
UNKNOWN_SENDER_EVERY_S = 10.0
WRITERS = """
    SELECT pid, has_table_privilege(usesysid, 'public.audit_log', 'INSERT')
    FROM pg_stat_activity WHERE pid = ANY(%s)
"""
"""Which of these sessions may write (the station's login and the server's superuser may; the
read-only login may not). Every judge action writes the audit log."""


class ChangeWatcher:
    """``own_commits_too``: report the watched database's own commits as well (a reader such as
    the players' page, which shows whatever was committed, by anyone)."""

    def __init__(self, database: Database, *, own_commits_too: bool = False) -> None:
        self.database = database
        self.problem: str | None = None
        self._conn: Any = None
        self._version: int | None = None
        self._elsewhere = False
        """SQLite: someone else committed before one of our writes moved the version on."""
        self._lock = threading.Lock()  # our writes may run on a worker thread
        self._own = uuid.uuid4().hex
        """PostgreSQL: the NOTIFY payload of the watched database's commits."""
        self._next_try = 0.0
        self._senders: dict[int, tuple[bool, float]] = {}
        """PostgreSQL: whether a sending process may write, and until when that is trusted."""
        self._unknown_pending = False
        self._next_unknown = 0.0
        self._connect()
        self._hooks = (
            ((self._own_write_begins, self._own_write_ended),)
            if database.path is not None and not own_commits_too
            else ()
        )
        database.write_hooks.extend(self._hooks)
        self._listeners: tuple[tuple[str, Any], ...] = (
            (("checkout", self._name_the_writer),)
            if database.path is None and not own_commits_too
            else ()
        )
        if self._listeners:
            from sqlalchemy import event

            for name, listener in self._listeners:
                event.listen(database.engine, name, listener)

    def _connect(self) -> None:
        self._next_try = time.monotonic() + RECONNECT_EVERY_S
        if self.database.path is not None:
            if self.database.read_only is not None:
                self._conn = read_only_connection(self.database.path, check_same_thread=False)
            else:
                self._conn = sqlite3.connect(self.database.path, check_same_thread=False)
                # As every connection of this program does: were the file still in
                # rollback-journal mode, the next connection's switch to WAL would look like a
                # commit.
                with contextlib.suppress(sqlite3.OperationalError):  # busy: one needless re-read
                    self._conn.execute("PRAGMA journal_mode=WAL")
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

    # ----- SQLite: the watched database's own write transactions
    def _own_write_begins(self) -> None:
        """Runs after ``BEGIN IMMEDIATE``: the write lock is ours until this transaction ends."""
        with self._lock:
            if self._conn is None:
                return
            version = self._data_version()
            self._elsewhere |= version != self._version
            self._version = version

    def _own_write_ended(self) -> None:
        """Our write transaction ended (committed or rolled back)."""
        with self._lock:
            if self._conn is not None:
                self._version = self._data_version()  # our own commit: not news

    # ----- PostgreSQL: the watched database's connections name their commits
    def _name_the_writer(self, _dbapi_conn: Any, record: Any, _proxy: Any) -> None:
        record.info[WRITER_KEY] = self._own

    def poll(self) -> bool:
        """True when someone else committed since the last poll (or since the watcher started)."""
        if self.database.path is not None:
            with self._lock:
                version = self._data_version()
                changed = version != self._version or self._elsewhere
                self._version, self._elsewhere = version, False
            return changed
        if self._conn is None:
            if time.monotonic() < self._next_try:
                return False
            self._connect()
            return self._conn is not None  # back: everything may have changed meanwhile
        import psycopg

        try:
            drained = list(self._conn.notifies(timeout=0))
            senders = {n.pid for n in drained if n.payload != self._own}
            return self._from_a_writer(senders)
        except psycopg.Error as error:
            self.problem = f"the venue server cannot be reached ({str(error).strip()[:120]})"
            self._drop()
            return False

    def _from_a_writer(self, senders: set[int]) -> bool:
        """Whether one of the ``senders`` (process ids) may write; a sender already gone is
        counted at most once every ``UNKNOWN_SENDER_EVERY_S``."""
        now = time.monotonic()
        unknown = {pid for pid in senders if self._senders.get(pid, (False, 0.0))[1] <= now}
        if unknown:
            if len(self._senders) > 1000:
                self._senders = {p: v for p, v in self._senders.items() if v[1] > now}
            found = dict(self._conn.execute(WRITERS, (list(unknown),)).fetchall())
            for pid in unknown:
                if pid in found:
                    self._senders[pid] = (bool(found[pid]), now + SENDER_KEPT_S)
                else:
                    self._senders.pop(pid, None)
                    self._unknown_pending = True
        changed = any(self._senders[pid][0] for pid in senders if pid in self._senders)
        if self._unknown_pending and now >= self._next_unknown:
            self._unknown_pending = False
            self._next_unknown = now + UNKNOWN_SENDER_EVERY_S
            changed = True
        return changed

    def _drop(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(Exception):  # a broken connection: nothing more to do
                self._conn.close()
        self._conn = None

    def close(self) -> None:
        for hook in self._hooks:
            if hook in self.database.write_hooks:
                self.database.write_hooks.remove(hook)
        if self._listeners:
            from sqlalchemy import event

            for name, listener in self._listeners:
                if event.contains(self.database.engine, name, listener):
                    event.remove(self.database.engine, name, listener)
        with self._lock:
            self._drop()
