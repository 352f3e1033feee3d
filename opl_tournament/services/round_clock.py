"""The round clock of an event's current round: start, pause, resume, extend, read.

Each change is one transaction and an audit row; the clock is stored as a record of moments, so
a restarted program shows the right time left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, EventStatus
from opl_tournament.domain.round_clock import ClockState, RoundClock, format_remaining
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, require_event
from opl_tournament.services.round_shapes.base import plays_in_pods
from opl_tournament.storage import Store
from opl_tournament.storage.round_store import StoredRound


@dataclass(frozen=True)
class ClockView:
    round: int
    state: ClockState
    remaining_seconds: float
    limit_seconds: int
    extra_seconds: int
    table_minutes: dict[int, int] = field(default_factory=dict)
    """Extra minutes given to single tables, by table (shown on the round page's rows)."""
    tables_left: dict[int, float] = field(default_factory=dict)
    """Seconds left at each table given extra time and still playing (no result yet): its own
    time, the round's and its extra."""
    ends_at: str | None = None
    """While the clock runs: when the round's time ends (ISO, UTC), the end time the judge
    announces; None while it is not started, paused, or over."""
    in_pods: bool = False
    """The event plays in pods: its tables are named "Pod 2", as the pod desk, pairings and
    slips name them."""

    @property
    def remaining_text(self) -> str:
        return format_remaining(self.remaining_seconds)

    def playing_on(self) -> list[tuple[int, str]]:
        """Once time is called: the tables still in their extra time, with the time each has
        left ("4:12"); the judge calls time at every other table still playing."""
        if self.state is not ClockState.TIME:
            return []
        return [(t, format_remaining(left)) for t, left in self.tables_left.items() if left > 0]

    def to_json(self) -> dict[str, object]:
        return {
            "round": self.round,
            "state": self.state.value,
            "remaining_seconds": round(self.remaining_seconds),
            "remaining": self.remaining_text,
            "limit_seconds": self.limit_seconds,
            "extra_seconds": self.extra_seconds,
            "table_minutes": {str(t): m for t, m in self.table_minutes.items()},
            "tables_left": {str(t): round(left) for t, left in self.tables_left.items()},
            "playing_on": [{"table": t, "left": left} for t, left in self.playing_on()],
            "ends_at": self.ends_at,
            "in_pods": self.in_pods,
        }


def _current(store: Store, event: Event) -> tuple[StoredRound, RoundClock, frozenset[int]]:
    """The current round, its clock, and which of its tables given extra time have finished."""
    count = store.rounds.round_count(event.id)
    stored = store.rounds.round_header(event.id, count) if count else None
    if stored is None:
        raise RefusedAction(N_("no round has been paired yet: there is no clock to run"))
    clock = stored_clock(event, stored)
    return stored, clock, finished_tables(store, event, stored, clock)


def finished_tables(
    store: Store, event: Event, stored: StoredRound, clock: RoundClock
) -> frozenset[int]:
    """The tables given extra time whose result is in: they no longer play on at time (one
    short read a table, and none while no table has extra time)."""
    in_pods = plays_in_pods(event)

    def finished(table: int) -> bool:
        if in_pods:
            pod = store.pods.pod(stored.id, table)
            return pod is None or pod.bye or pod.placings is not None
        match = store.rounds.table(stored.id, table)
        return match is None or match.result is not None

    return frozenset(t for t in clock.table_minutes if finished(t))


def stored_clock(event: Event, stored: StoredRound) -> RoundClock:
    """The clock kept on a round's row (read once, it tells the time left at any moment)."""
    return RoundClock.from_json(stored.clock, event.settings.time_limit_minutes * 60)


def clock_at(
    number: int,
    clock: RoundClock,
    now: datetime,
    finished: frozenset[int] = frozenset(),
    *,
    in_pods: bool = False,
) -> ClockView:
    """Round ``number``'s clock as of ``now``, from a clock read earlier (``finished``: its tables
    given extra time that have their result, as ``finished_tables`` read them; ``in_pods``: the
    event plays in pods)."""
    return ClockView(
        round=number,
        state=clock.state(now),
        remaining_seconds=clock.remaining(now),
        limit_seconds=clock.limit_seconds,
        extra_seconds=clock.extra_seconds,
        table_minutes=dict(clock.table_minutes),
        tables_left={
            t: clock.table_remaining(t, now) for t in clock.table_minutes if t not in finished
        },
        ends_at=_ends_at(clock, now),
        in_pods=in_pods,
    )


def _ends_at(clock: RoundClock, now: datetime) -> str | None:
    if clock.state(now) is not ClockState.RUNNING:
        return None
    return (now + timedelta(seconds=clock.remaining(now))).isoformat(timespec="seconds")


_NO_CLOCK = N_("the event is finished: its round clock no longer runs")


def clock_view(ctx: ServiceContext, event_id: int) -> ClockView:
    """The current round's clock as of now (a finished event has none: the window, the
    projector and the players' page show none)."""
    with ctx.read() as store:
        event = require_event(store, event_id)
        if event.status is EventStatus.FINISHED:
            raise RefusedAction(_NO_CLOCK)
        stored, clock, finished = _current(store, event)
    now = datetime.fromisoformat(ctx.clock())
    return clock_at(stored.number, clock, now, finished, in_pods=plays_in_pods(event))


def _change(
    ctx: ServiceContext,
    event_id: int,
    action: AuditAction,
    change: Callable[[RoundClock, datetime], RoundClock],
    summary: Sentence,
) -> Changed[ClockView]:
    with ctx.write() as store:
        event = require_event(store, event_id)
        if event.status is EventStatus.FINISHED:
            raise RefusedAction(_NO_CLOCK)
        stored, clock, finished = _current(store, event)
        now = datetime.fromisoformat(store.now)
        changed = change(clock, now)
        store.rounds.set_clock(stored.id, changed.to_json())
        ctx.audit(
            store,
            action,
            Subject(event_id, "round", stored.number),
            N_("round {round} clock: {change}", round=stored.number, change=summary),
            before=clock.to_json(),
            after=changed.to_json(),
        )
    view = clock_at(stored.number, changed, now, finished, in_pods=plays_in_pods(event))
    return Changed(view, Changes(event_id, clock=True))


def start_clock(ctx: ServiceContext, event_id: int) -> Changed[ClockView]:
    return _change(
        ctx, event_id, AuditAction.CLOCK_START, lambda c, now: c.start(now), N_("started")
    )


def pause_clock(ctx: ServiceContext, event_id: int) -> Changed[ClockView]:
    return _change(
        ctx, event_id, AuditAction.CLOCK_PAUSE, lambda c, now: c.pause(now), N_("paused")
    )


def resume_clock(ctx: ServiceContext, event_id: int) -> Changed[ClockView]:
    return _change(
        ctx, event_id, AuditAction.CLOCK_RESUME, lambda c, now: c.resume(now), N_("resumed")
    )


def extend_clock(ctx: ServiceContext, event_id: int, minutes: int) -> Changed[ClockView]:
    return _change(
        ctx,
        event_id,
        AuditAction.CLOCK_EXTEND,
        lambda c, _now: c.extend(minutes),
        N_("extended by {minutes} min", minutes=minutes),
    )


def extend_table(
    ctx: ServiceContext, event_id: int, table: int, minutes: int
) -> Changed[ClockView]:
    """Give one table of the current round extra minutes (0 takes them back); undoable."""
    with ctx.read() as store:
        event = require_event(store, event_id)
        stored, _clock, _finished = _current(store, event)
        paired = store.rounds.round(event_id, stored.number)
        tables = {m.table for m in (paired.matches if paired else ())} | {
            p.table for p in store.pods.pods(event_id).get(stored.number, ())
        }
    in_pods = plays_in_pods(event)
    if table not in tables:
        missing = (
            N_("round {round} has no pod {table}", round=stored.number, table=table)
            if in_pods
            else N_("round {round} has no table {table}", round=stored.number, table=table)
        )
        raise InvalidInput(missing, field="table")
    words = N_("{minutes} extra min", minutes=minutes) if minutes else N_("no extra time")
    return _change(
        ctx,
        event_id,
        AuditAction.CLOCK_TABLE,
        lambda c, _now: c.extend_table(table, minutes),
        N_("pod {table}: {time}", table=table, time=words)
        if in_pods
        else N_("table {table}: {time}", table=table, time=words),
    )
