"""The round clock: started, paused, extended, and how long is left at a given moment.

The clock is a record of what the judge did and when (times are passed in; nothing here reads
the wall clock), so it survives a restart: the time left is always recomputed from the record.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from typing import Any

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.sentences import N_, Sentence

MAX_EXTENSION_MINUTES = 60


class ClockState(StrEnum):
    NOT_STARTED = "not started"
    RUNNING = "running"
    PAUSED = "paused"
    TIME = "time"
    """The time limit (with extensions) has run out: time is called."""


@dataclass(frozen=True)
class RoundClock:
    limit_seconds: int
    """The event's time limit: not kept in the record, so a limit the judge corrects while the
    round is played is the one its clock runs on (as the event's settings say)."""
    started_at: datetime | None = None
    paused_at: datetime | None = None
    paused_seconds: float = 0.0
    """Time spent paused before the current pause (if any)."""
    extra_seconds: int = 0
    table_minutes: dict[int, int] = field(default_factory=dict)
    """Extra minutes the judge gave single tables (after a ruling or a deck check)."""

    def elapsed(self, now: datetime) -> float:
        if self.started_at is None:
            return 0.0
        until = self.paused_at or now
        return max(0.0, (until - self.started_at).total_seconds() - self.paused_seconds)

    def remaining(self, now: datetime) -> float:
        """Seconds left (0 once time is called)."""
        return max(0.0, self.limit_seconds + self.extra_seconds - self.elapsed(now))

    def state(self, now: datetime) -> ClockState:
        if self.started_at is None:
            return ClockState.NOT_STARTED
        if self.remaining(now) <= 0:
            return ClockState.TIME
        return ClockState.PAUSED if self.paused_at is not None else ClockState.RUNNING

    def start(self, now: datetime) -> RoundClock:
        if self.started_at is not None:
            raise RefusedAction(N_("the round clock is already started"))
        return replace(self, started_at=now)

    def pause(self, now: datetime) -> RoundClock:
        state = self.state(now)
        if state is not ClockState.RUNNING:
            raise RefusedAction(
                N_("the round clock cannot be paused: it is {value}", value=state.value)
            )
        return replace(self, paused_at=now)

    def resume(self, now: datetime) -> RoundClock:
        if self.paused_at is None:
            raise RefusedAction(N_("the round clock is not paused"))
        pause = max(0.0, (now - self.paused_at).total_seconds())
        return replace(self, paused_at=None, paused_seconds=self.paused_seconds + pause)

    def extend(self, minutes: int) -> RoundClock:
        # As the window's +5 min, which is off until the clock runs: the round's time is added
        # to a clock that is counting (a table's own extra time may be given before).
        if self.started_at is None:
            raise RefusedAction(
                N_("the round clock is not started: start it before adding time to the round")
            )
        _check_minutes(minutes, 1, N_("an extension"))
        return replace(self, extra_seconds=self.extra_seconds + minutes * 60)

    def extend_table(self, table: int, minutes: int) -> RoundClock:
        """Table ``table`` plays ``minutes`` beyond the round's time (0 takes it back)."""
        _check_minutes(minutes, 0, N_("a table's extra time"))
        tables = {t: m for t, m in self.table_minutes.items() if t != table}
        if minutes:
            tables[table] = minutes
        return replace(self, table_minutes=dict(sorted(tables.items())))

    def table_remaining(self, table: int, now: datetime) -> float:
        """Seconds left at ``table``, its own extra time included."""
        extra = self.table_minutes.get(table, 0) * 60
        return max(0.0, self.limit_seconds + self.extra_seconds + extra - self.elapsed(now))

    def to_json(self) -> dict[str, Any]:
        tables = {"table_minutes": {str(t): m for t, m in self.table_minutes.items()}}
        return {
            **(tables if self.table_minutes else {}),
            "started_at": None if self.started_at is None else self.started_at.isoformat(),
            "paused_at": None if self.paused_at is None else self.paused_at.isoformat(),
            "paused_seconds": self.paused_seconds,
            "extra_seconds": self.extra_seconds,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], limit_seconds: int) -> RoundClock:
        """The stored clock, run on the event's ``limit_seconds`` (older records also kept the
        limit as it was when the clock was first changed: that is no longer read); an empty
        record is a clock not yet started."""

        def moment(key: str) -> datetime | None:
            value = data.get(key)
            return None if value is None else datetime.fromisoformat(str(value))

        return cls(
            limit_seconds=limit_seconds,
            started_at=moment("started_at"),
            paused_at=moment("paused_at"),
            paused_seconds=float(data.get("paused_seconds", 0.0)),
            extra_seconds=int(data.get("extra_seconds", 0)),
            table_minutes={int(t): int(m) for t, m in dict(data.get("table_minutes", {})).items()},
        )


def _check_minutes(minutes: int, least: int, what: Sentence) -> None:
    """Extra time (for the round or one table) is ``least`` to ``MAX_EXTENSION_MINUTES``."""
    if not least <= minutes <= MAX_EXTENSION_MINUTES:
        raise InvalidInput(
            N_(
                "{what} is {least} to {most} minutes",
                what=what,
                least=least,
                most=MAX_EXTENSION_MINUTES,
            ),
            field="minutes",
        )


def format_remaining(seconds: float) -> str:
    """``"12:05"`` (minutes:seconds, rounded up so 0:00 appears only at time)."""
    whole = int(-(-seconds // 1))
    return f"{whole // 60}:{whole % 60:02d}"
