"""A wall clock the test moves on, for a service context's ``clock``."""

from __future__ import annotations

from datetime import UTC, datetime

START = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)


class WallClock:
    """The time of the context's actions: ``START`` until the test sets ``now``."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> str:
        return self.now.isoformat()
