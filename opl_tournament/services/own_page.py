"""A player's own page once their code signs them in (``GET /api/me``): their table this
round, whom they play, the result once recorded, and where their table's report stands.

Light on purpose (one round read, not the standings): every phone in the room asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from opl_tournament.domain.model import Event
from opl_tournament.domain.pairing.records import ResultCode, RoundStage
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.self_report import NotYours, SelfReportMode
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.round_shapes.base import plays_in_pods
from opl_tournament.services.self_report import Caller, table_report
from opl_tournament.storage import Store


@dataclass(frozen=True)
class OwnChoices:
    """What a player's page offers, from the event's settings and the game's rules."""

    event_name: str = ""
    report: bool = False
    """Players report results in this round (the event's mode is not off)."""
    draws: bool = False
    pods: bool = False
    check_in: bool = False
    """Check-in is open (and round 1 not paired)."""
    checked_in: bool = False
    decks: bool = False
    """Deck lists may be sent."""
    serving: bool = False
    """Players act from their phones at all (drop, call a judge)."""


@dataclass(frozen=True)
class OwnPage:
    """What a player's own page shows (``GET /api/me``): their table this round, who they
    play, its result once recorded, and where their table's report stands."""

    event_id: int
    number: str
    name: str
    round: int | None
    table: int | None
    opponents: tuple[tuple[str, str], ...]
    result: str | None
    """From the player's side: win, loss, draw, double-loss or bye; in a pod, "place N"."""
    report: dict[str, Any] | None
    can: OwnChoices = field(default_factory=OwnChoices)
    """What the page offers the player (not part of ``/api/me``)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "event": self.event_id,
            "number": self.number,
            "name": self.name,
            "round": self.round,
            "table": self.table,
            "opponents": [{"number": n, "name": name} for n, name in self.opponents],
            "result": self.result,
            "report": self.report,
        }


_OUTCOME_WORDS = {
    ResultCode.DOUBLE_LOSS.value: "double-loss",
    ResultCode.DRAW.value: "draw",
    ResultCode.BYE.value: "bye",
}


def own_page(ctx: ServiceContext, caller: Caller) -> OwnPage:
    """The caller's own page: what they need this round, and nothing of anyone else's."""
    with ctx.read() as store:
        event = require_event(store, caller.event_id)
        registration = store.find_registration(event.id, caller.number)
        if registration is None:
            raise NotYours(f"player {caller.number} is not registered in event {event.id}")
        current = store.current_round_number(event.id) or None
        table, opponents, result = _seat_of(store, event, caller.number, current)
        report = None
        if table is not None and current is not None and result is None:
            status, reports = table_report(store, event.id, current, table)
            if reports.claims:
                first = reports.claims[0].to_json()
                report = {**first, "status": status.value}
        return OwnPage(
            event.id,
            caller.number,
            registration.player.name,
            current,
            table,
            opponents,
            result,
            report,
            _choices(store, event, caller.number, current),
        )


def _choices(store: Store, event: Event, number: str, current: int | None) -> OwnChoices:
    policy = event.settings.policies.self_report
    elimination = False
    if current is not None:
        header = store.rounds.round_header(event.id, current)
        elimination = header is not None and header.stage == RoundStage.ELIMINATION
    return OwnChoices(
        event_name=event.settings.name,
        report=policy.mode(elimination=elimination) is not SelfReportMode.OFF,
        draws=rules_for(event.settings.game).draws and not elimination,
        pods=plays_in_pods(event),
        check_in=policy.check_in and current is None,
        checked_in=number in store.self_service.checked_in(event.id),
        decks=policy.serves_players and not policy.decks_locked,
        serving=policy.serves_players,
    )


def _seat_of(
    store: Store, event: Event, number: str, current: int | None
) -> tuple[int | None, tuple[tuple[str, str], ...], str | None]:
    """The player's table this round, their opponents (number, name) and their result."""
    if current is None:
        return None, (), None
    names = {r.number: r.player.name for r in store.registrations(event.id)}
    if plays_in_pods(event):
        for pod in store.pods.pods(event.id).get(current, ()):
            seats = {s.number: s for s in pod.seats}
            if number in seats:
                others = tuple((n, names.get(n, "")) for n in seats if n != number)
                place = seats[number].placing
                won = "bye" if pod.bye else None if place is None else f"place {place}"
                return (None if pod.bye else pod.table), others, won
        return None, (), None
    stored = store.rounds.round(event.id, current)
    assert stored is not None
    for match in stored.matches:
        if number not in (match.a, match.b):
            continue
        other = match.b if number == match.a else match.a
        opponents = () if other is None else ((other, names.get(other, "")),)
        if match.result is None:
            return match.table if other else None, opponents, None
        outcome = _OUTCOME_WORDS.get(match.result)
        if outcome is None:
            outcome = "win" if match.winner == number else "loss"
        return (match.table if other else None), opponents, outcome
    return None, (), None
