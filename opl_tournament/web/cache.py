"""A short-lived cache of what the pages show, so a room full of phones polling costs the
database about one read per second and per page, however many phones there are."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from typing import Any

FRESH_SECONDS = 1.0
"""How old a cached answer may be: well under the phones' polling interval."""


class FreshCache:
    """Answers computed at most once per ``seconds`` per key; concurrent askers share one read."""

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
        with lock:
            hit = self._values.get(key)  # another request may have just read it
            if hit is not None and self.clock() - hit[0] < self.seconds:
                return hit[1]
            value = compute()
            if len(self._values) > 1000:  # ids typed at random must not grow it for ever
                self._values.clear()
                with self._guard:
                    self._locks = {key: lock}
            self._values[key] = (self.clock(), value)
            return value
