"""What a judge's action changed, said by the service that changed it (in the way of Anki's
``OpChanges``).

One pattern: every write service the window calls returns ``Changed(value, changes)``: what
it returns to its caller (``value``: the player registered, the round paired, or None) and a
``Changes`` record of what it touched, which the service knows (the round it completed, the
players a penalty disqualified, the event's details). The window's doorway (``ui/doorway.py``)
hands ``value`` to the action's ``done`` and routes ``changes`` to the pages; the window never
guesses what an action touched. The command line takes ``.value`` and ignores the rest.

A page asks a record which ``Aspect`` of the event it touched: ``changes.touches(Aspect.PLAYERS,
Aspect.ROUNDS)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Generic, TypeVar

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import AuditEntry

T_co = TypeVar("T_co", covariant=True)


class Aspect(Enum):
    """A part of an event a page may show, and an action may change."""

    EVENTS = "events"
    """The list of events: one created, renamed, finished."""
    EVENT = "event"
    """The event's details, settings or status."""
    PLAYERS = "players"
    ROUNDS = "rounds"
    """Rounds paired, seated, taken back, re-paired or completed (the standings moved)."""
    TABLES = "tables"
    """Results recorded at a table."""
    CLOCK = "clock"
    PENALTIES = "penalties"
    RATINGS = "ratings"


@dataclass(frozen=True)
class Changes:
    """What one action changed. ``event_id`` None: not one event's (or any event's)."""

    event_id: int | None = None
    everything: bool = False
    """Anything may have changed (an undo the log cannot place, a restore, another station)."""
    events: bool = False
    event: bool = False
    players: bool = False
    rounds: frozenset[int] = frozenset()
    """Rounds paired, seated, taken back, re-paired or completed."""
    tables: frozenset[tuple[int, int]] = frozenset()
    """Results recorded at (round, table)."""
    clock: bool = False
    penalties: bool = False
    ratings: bool = False
    elsewhere: bool = False
    """Committed by another station or program."""

    @classmethod
    def of_everything(cls, event_id: int | None = None, *, elsewhere: bool = False) -> Changes:
        return cls(event_id, everything=True, events=True, elsewhere=elsewhere)

    @classmethod
    def of_undone(cls, entry: AuditEntry) -> Changes:
        """What undoing the logged action ``entry`` changed back: its round, its players, its
        penalty, the clock, the event's settings (everything when the log cannot say)."""
        event_id, area = entry.event_id, AuditAction(entry.action).area
        if entry.action == AuditAction.PLAYER_LEGION_NUMBER:  # its events were rated again
            return cls(event_id, players=True, ratings=True)
        if area in _AREA_CHANGES:
            return replace(_AREA_CHANGES[area], event_id=event_id)
        if area in ("round", "match", "pod"):
            number = entry.entity_id if entry.entity == "round" else _round_of(entry)
            if isinstance(number, int):
                return cls(event_id, rounds=frozenset({number}))
        return cls.of_everything(event_id)

    @classmethod
    def of_result(
        cls, event_id: int, tables: Iterable[tuple[int, int]], *, completed: Iterable[int] = ()
    ) -> Changes:
        """Results recorded at ``tables`` (round, table); ``completed``: the rounds those
        results completed or changed once complete (the standings moved)."""
        return cls(event_id, tables=frozenset(tables), rounds=frozenset(completed))

    def concerns(self, event_id: int) -> bool:
        return self.event_id is None or self.event_id == event_id

    @property
    def aspects(self) -> frozenset[Aspect]:
        """The aspects this record names (not those ``everything`` implies)."""
        named = {
            Aspect.EVENTS: self.events,
            Aspect.EVENT: self.event,
            Aspect.PLAYERS: self.players,
            Aspect.ROUNDS: bool(self.rounds),
            Aspect.TABLES: bool(self.tables),
            Aspect.CLOCK: self.clock,
            Aspect.PENALTIES: self.penalties,
            Aspect.RATINGS: self.ratings,
        }
        return frozenset(aspect for aspect, on in named.items() if on)

    def touches(self, *aspects: Aspect) -> bool:
        """True when anything changed, or one of ``aspects`` did."""
        return self.everything or not self.aspects.isdisjoint(aspects)


_AREA_CHANGES = {
    "event": Changes(events=True, event=True),
    "player": Changes(players=True),
    "penalty": Changes(penalties=True, players=True),  # it may have ended a game or disqualified
    "clock": Changes(clock=True),
    "ratings": Changes(ratings=True),
}
"""What the pages show of each area of the event log (``AuditAction.area``)."""


def _round_of(entry: AuditEntry) -> object:
    """The round of a logged result (its row as it was, or as it became)."""
    for row in (entry.before, entry.after):
        if row is not None and "round" in row:
            return row["round"]
    return None


@dataclass(frozen=True)
class Changed(Generic[T_co]):
    """A write service's answer: what it returns (``value``) and what it changed."""

    value: T_co
    changes: Changes
