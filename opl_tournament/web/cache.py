"""A short-lived cache of what the pages show, so a room full of phones polling costs the
database about one read per second and per page, however many phones there are."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from typing import Any

from starlette.concurrency import run_in_threadpool

FRESH_SECONDS = 1.0
"""How old a cached answer may be: well under the phones' polling interval."""


class FreshCache:
    """Answers computed at most once per ``seconds`` per key. While one request reads a newer
    answer, the others get the previous one at once instead of queueing behind it."""

    def __init__(
        self, seconds: float = FRESH_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.seconds = seconds
        self.clock = clock
        self._values: dict[Hashable, tuple[float, Any]] = {}
        self._locks: dict[Hashable, threading.Lock] = {}
        self._guard = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        hit = self._values.get(key)
        if hit is not None and self.clock() - hit[0] < self.seconds:
            return hit[1]
        with self._guard:
            lock = self._locks.setdefault(key, threading.Lock())
        if hit is not None and not lock.acquire(blocking=False):
            return hit[1]  # being read again right now: the answer of a moment ago will do
        if hit is None:
            lock.acquire()
        try:
            hit = self._values.get(key)  # another request may have just read it
            if hit is not None and self.clock() - hit[0] < self.seconds:
                return hit[1]
            value = compute()
            if len(self._values) > 1000:  # ids typed at random must not grow it for ever
                self._values.clear()
            self._values[key] = (self.clock(), value)
            return value
        finally:
            lock.release()

    async def aget(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """``get`` for the event loop: answers at hand are returned at once, and only a read of
        a new answer goes to a worker thread (so a busy read never holds up the others)."""
        hit = self._values.get(key)
        if hit is not None:
            lock = self._locks.get(key)
            if self.clock() - hit[0] < self.seconds or (lock is not None and lock.locked()):
                return hit[1]
        return await run_in_threadpool(self.get, key, compute)
