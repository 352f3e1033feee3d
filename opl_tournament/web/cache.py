"""What the pages show, kept until the database changes, so a room full of phones polling costs
the station almost nothing while nothing happens, and about one read per second and per page
while results come in, however many phones there are."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from typing import Any

from starlette.concurrency import run_in_threadpool

FRESH_SECONDS = 1.0
"""How often an answer may be read again while the database keeps changing: well under the
phones' polling interval."""
LARGEST = 1000
"""Answers kept at most (ids typed at random must not grow the cache for ever)."""


class FreshCache:
    """Answers computed once per change of the database (``changed`` says whether anything was
    committed since it was last asked), and at most once per ``seconds`` while it keeps changing.
    Without ``changed``, an answer is simply kept for ``seconds``.

    While one request reads a newer answer, the others get the previous one at once instead of
    queueing behind it.
    """

    def __init__(
        self,
        seconds: float = FRESH_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        changed: Callable[[], bool] | None = None,
    ) -> None:
        self.seconds = seconds
        self.clock = clock
        self.changed = changed
        self._generation = 0
        self._values: dict[Hashable, tuple[float, int, Any]] = {}
        self._locks: dict[Hashable, threading.Lock] = {}
        self._guard = threading.Lock()
        self._probe = threading.Lock()

    def generation(self) -> int:
        """A number that grows whenever the database changed (asked on every call: cheap, one
        ``PRAGMA data_version`` or a look at the notifications already received)."""
        if self.changed is not None:
            with self._probe:
                if self.changed():
                    self._generation += 1
        return self._generation

    def _fresh(self, hit: tuple[float, int, Any] | None, generation: int) -> bool:
        if hit is None:
            return False
        at, of_generation, _value = hit
        unchanged = self.changed is not None and of_generation == generation
        return unchanged or self.clock() - at < self.seconds

    def get(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        generation = self.generation()  # before reading: a later change makes a new one
        hit = self._values.get(key)
        if self._fresh(hit, generation):
            return hit[2]  # type: ignore[index]
        with self._guard:
            lock = self._locks.setdefault(key, threading.Lock())
        if hit is not None and not lock.acquire(blocking=False):
            return hit[2]  # being read again right now: the answer of a moment ago will do
        if hit is None:
            lock.acquire()
        try:
            hit = self._values.get(key)  # another request may have just read it
            if self._fresh(hit, generation):
                return hit[2]  # type: ignore[index]
            value = compute()
            if len(self._values) > LARGEST:
                self._values.clear()
            self._values[key] = (self.clock(), generation, value)
            return value
        finally:
            lock.release()

    async def aget(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """``get`` for the event loop: answers at hand are returned at once, and only a read of
        a new answer goes to a worker thread (so a busy read never holds up the others)."""
        hit = self._values.get(key)
        if hit is not None:
            lock = self._locks.get(key)
            if self._fresh(hit, self.generation()) or (lock is not None and lock.locked()):
                return hit[2]
        return await run_in_threadpool(self.get, key, compute)
