"""What the pages show, kept until the database changes, so a room full of phones polling costs
the station almost nothing while nothing happens, and about one read per second and per page
while results come in, however many phones there are.

The cache is bounded in entries and in bytes (least recently used first out), and a lock lives
and dies with its entry: addresses typed at random cannot grow it.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from starlette.concurrency import run_in_threadpool

FRESH_SECONDS = 1.0
"""How often an answer may be read again while the database keeps changing: well under the
phones' polling interval."""
PROBE_SECONDS = 0.25
"""How often the database is asked whether it changed (at most), however many requests come."""
MOST_ENTRIES = 4096
MOST_BYTES = 64_000_000
ENTRY_BYTES = 600
"""What an entry costs beside its value: its key, its lock, its place in the order."""
UNWEIGHED_BYTES = 1000
"""The weight assumed of a small value that does not say its own."""


def weight_of(value: object) -> int:
    """About how many bytes ``value`` holds: a body's length, or what it says (``weight``)."""
    if isinstance(value, bytes | str):
        return len(value) + ENTRY_BYTES
    return int(getattr(value, "weight", UNWEIGHED_BYTES)) + ENTRY_BYTES


@dataclass
class _Entry:
    at: float
    generation: int
    value: Any
    weight: int
    lock: threading.Lock = field(default_factory=threading.Lock)


class FreshCache:
    """Answers computed once per change of the database (``changed`` says whether anything was
    committed since it was last asked), and at most once per ``seconds`` while it keeps changing.
    Without ``changed``, an answer is simply kept for ``seconds``.

    While one request reads a newer answer, the others get the previous one at once instead of
    queueing behind it; requests for an answer not yet read wait for the one reading it.
    """

    def __init__(
        self,
        seconds: float = FRESH_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        changed: Callable[[], bool] | None = None,
        *,
        most_entries: int = MOST_ENTRIES,
        most_bytes: int = MOST_BYTES,
    ) -> None:
        self.seconds = seconds
        self.clock = clock
        self.changed = changed
        self.most_entries = most_entries
        self.most_bytes = most_bytes
        self.bytes = 0
        self._generation = 0
        self._probed: float | None = None
        self._entries: OrderedDict[Hashable, _Entry] = OrderedDict()
        self._loading: dict[Hashable, threading.Lock] = {}
        self._guard = threading.Lock()
        self._probe = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def generation(self) -> int:
        """A number that grows whenever the database changed (it is asked at most every
        ``PROBE_SECONDS``: one ``PRAGMA data_version``, or a look at the notifications already
        received)."""
        if self.changed is not None:
            with self._probe:
                now = self.clock()
                due = min(PROBE_SECONDS, self.seconds)
                if self._probed is None or now - self._probed >= due or now < self._probed:
                    self._probed = now
                    if self.changed():
                        self._generation += 1
        return self._generation

    def _fresh(self, entry: _Entry | None, generation: int) -> bool:
        if entry is None:
            return False
        unchanged = self.changed is not None and entry.generation == generation
        return unchanged or self.clock() - entry.at < self.seconds

    def _hit(self, key: Hashable) -> _Entry | None:
        with self._guard:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def get(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        generation = self.generation()  # before reading: a later change makes a new one
        entry = self._hit(key)
        if entry is not None and self._fresh(entry, generation):
            return entry.value
        with self._guard:
            lock = (
                entry.lock if entry is not None else self._loading.setdefault(key, threading.Lock())
            )
        if entry is not None and not lock.acquire(blocking=False):
            return entry.value  # being read again right now: the answer of a moment ago will do
        if entry is None:
            lock.acquire()
        try:
            latest = self._hit(key)  # another request may have just read it
            if latest is not None and self._fresh(latest, generation):
                return latest.value
            value = compute()
            self._keep(key, _Entry(self.clock(), generation, value, weight_of(value), lock))
            return value
        finally:
            with self._guard:
                self._loading.pop(key, None)
            lock.release()

    def forget(self, key: Hashable) -> None:
        """Read ``key`` again when next asked (this process has just changed what it shows)."""
        with self._guard:
            old = self._entries.pop(key, None)
            self.bytes -= old.weight if old is not None else 0

    def _keep(self, key: Hashable, entry: _Entry) -> None:
        with self._guard:
            old = self._entries.pop(key, None)
            self.bytes -= old.weight if old is not None else 0
            self._entries[key] = entry
            self.bytes += entry.weight
            while len(self._entries) > 1 and (
                len(self._entries) > self.most_entries or self.bytes > self.most_bytes
            ):
                _key, dropped = self._entries.popitem(last=False)
                self.bytes -= dropped.weight

    async def aget(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """``get`` for the event loop: answers at hand are returned at once, and only a read of
        a new answer goes to a worker thread (so a busy read never holds up the others)."""
        entry = self._hit(key)
        if entry is not None and (self._fresh(entry, self.generation()) or entry.lock.locked()):
            return entry.value
        return await run_in_threadpool(self.get, key, compute)
