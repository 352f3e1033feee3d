"""A player's own page once their code signs them in (``GET /api/me``): their table this
round, whom they play, the result once recorded, and where their table's report stands.

Light on purpose (one round read, not the standings): every phone in the room asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from opl_tournament.domain.model import Event, EventStatus, RegistrationStatus
from opl_tournament.domain.pairing.records import ResultCode, RoundStage
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.self_report import NotYours, SelfReportMode, TableStatus
from opl_tournament.domain.sentences import N_
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.player_view import Walkover, walkovers
from opl_tournament.services.round_shapes.base import plays_in_pods
from opl_tournament.services.round_shapes.head_to_head import load_history
from opl_tournament.services.self_report import Caller, single_elimination_now, table_report
from opl_tournament.storage import Store


@dataclass(frozen=True)
class OwnChoices:
    """What a player's page offers, from the event's settings and the game's rules."""

    event_name: str = ""
    report: bool = False
    """Players report results in this round (the event's mode is not off)."""
    draws: bool = False
    double_loss: bool = True
    """A table may end in a double loss (not an elimination match: it needs a winner)."""
    pods: bool = False
    check_in: bool = False
    """Check-in is open (and round 1 not paired)."""
    checked_in: bool = False
    decks: bool = False
    """Deck lists may be sent."""
    deck_legal: bool | None = None
    """The player's deck list as checked when sent: legal (True), not (False), none (None)."""
    serving: bool = False
    """Players act from their phones at all (drop, call a judge): never once it is finished."""
    drops: bool = True
    """A player may drop from their phone (not in a single-elimination bracket, where a player
    leaves by losing or through the judge)."""
    finished: bool = False
    """The event is over: the page offers nothing more to do."""
    playing: bool = True
    """The player is still in the event (not dropped or disqualified): they may drop."""
    disqualified: bool = False
    """The player is out of the event by a penalty (their page says so, not that they left)."""


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
    """Whom the player plays (number, name): not their teammates at a 2 vs 2 or boss pod."""
    result: str | None
    """From the player's side: win, loss, draw, double-loss or bye; in a pod, "place N"."""
    report: dict[str, Any] | None
    can: OwnChoices = field(default_factory=OwnChoices)
    """What the page offers the player (not part of ``/api/me``)."""
    sides: tuple[tuple[str, str], ...] = ()
    """In a pod, its sides as a report places them: (side, who sits on it); not part of
    ``/api/me``."""
    teammates: tuple[tuple[str, str], ...] = ()
    """In a pod, who plays on the player's side (number, name); not part of ``/api/me``."""
    walkover: Walkover | None = None
    """Who left the event, where the player's bye is a bracket's walkover; not part of
    ``/api/me``."""
    agreed: bool = False
    """The player reported ``report`` or confirmed it (at a pod, the others may still have to);
    not part of ``/api/me``."""
    other_reports: tuple[dict[str, Any], ...] = ()
    """The table's other reports, where they differ from ``report`` (a disputed table: each
    player sees what the other said); not part of ``/api/me``."""

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


@dataclass(frozen=True)
class _Seat:
    """A player's table this round (None: none, or a bye), their opponents (number, name), their
    result, and in a pod its sides (side, who sits on it) and their teammates."""

    table: int | None = None
    opponents: tuple[tuple[str, str], ...] = ()
    result: str | None = None
    sides: tuple[tuple[str, str], ...] = ()
    teammates: tuple[tuple[str, str], ...] = ()
    walkover: Walkover | None = None


@dataclass(frozen=True)
class EventOwnPages:
    """Every player's own page of one event, read at once (what the players' page keeps)."""

    event_id: int
    pages: dict[str, OwnPage]

    @property
    def weight(self) -> int:
        """About how many bytes it holds (for the page's bounded cache)."""
        return 600 * len(self.pages) + 1000

    def of(self, caller: Caller) -> OwnPage:
        if caller.event_id != self.event_id or caller.number not in self.pages:
            raise NotYours(
                N_(
                    "player {player} is not registered in event {event}",
                    player=caller.number,
                    event=self.event_id,
                )
            )
        return self.pages[caller.number]


def own_page(ctx: ServiceContext, caller: Caller) -> OwnPage:
    """The caller's own page: what they need this round, and nothing of anyone else's."""
    return own_pages(ctx, caller.event_id).of(caller)


def own_pages(ctx: ServiceContext, event_id: int) -> EventOwnPages:
    """Every registered player's own page, from one read of the round and its reports: a room
    of phones asking costs one read per change, not one per phone."""
    with ctx.read() as store:
        event = require_event(store, event_id)
        current = store.current_round_number(event.id) or None
        registrations = store.registrations(event.id)
        names = {r.number: r.player.name for r in registrations}
        seats = _seats(store, event, current, names)
        reports: dict[int, dict[str, Any]] = {}
        differing: dict[int, tuple[dict[str, Any], ...]] = {}
        agreeing: set[tuple[int, str]] = set()
        if current is not None:
            for claimed in sorted({c.table for c in store.self_service.claims(event.id, current)}):
                status, claims = table_report(store, event.id, current, claimed)
                if claims.claims and status is not TableStatus.RECORDED:
                    reports[claimed] = {**claims.claims[0].to_json(), "status": status.value}
                    first = claims.claims[0]
                    agreeing |= {(claimed, c.by) for c in claims.claims if c.agrees_with(first)}
                    differing[claimed] = tuple(
                        c.to_json() for c in claims.claims[1:] if not c.agrees_with(first)
                    )
        choices = _choices(store, event, current)
        checked_in = store.self_service.checked_in(event.id)
        decks = store.deck_answers(event.id) if choices.decks else {}
        pages = {}
        for registration in registrations:
            number = registration.number
            seat = seats.get(number, _Seat())
            table, result = seat.table, seat.result
            report = reports.get(table) if table is not None and result is None else None
            others = differing.get(table, ()) if report is not None and table is not None else ()
            pages[number] = OwnPage(
                event.id,
                number,
                registration.player.name,
                current,
                table,
                seat.opponents,
                result,
                report,
                replace(
                    choices,
                    checked_in=number in checked_in,
                    deck_legal=decks.get(number),
                    playing=registration.status is RegistrationStatus.ACTIVE,
                    disqualified=registration.status is RegistrationStatus.DISQUALIFIED,
                ),
                seat.sides,
                seat.teammates,
                seat.walkover,
                report is not None and (table, number) in agreeing,
                others,
            )
        return EventOwnPages(event.id, pages)


def _choices(store: Store, event: Event, current: int | None) -> OwnChoices:
    policy = event.settings.policies.self_report
    if event.status is EventStatus.FINISHED:
        return OwnChoices(event_name=event.settings.name, finished=True)
    elimination, stage = False, None
    if current is not None:
        header = store.rounds.round_header(event.id, current)
        stage = None if header is None else header.stage
        elimination = stage == RoundStage.ELIMINATION
    return OwnChoices(
        event_name=event.settings.name,
        report=policy.mode(elimination=elimination) is not SelfReportMode.OFF,
        draws=rules_for(event.settings.game).draws and not elimination,
        double_loss=not elimination,
        pods=plays_in_pods(event),
        check_in=policy.check_in and current is None,
        decks=policy.serves_players and not policy.decks_locked,
        serving=policy.serves_players,
        drops=not single_elimination_now(event, stage),
    )


def _seats(
    store: Store, event: Event, current: int | None, names: dict[str, str]
) -> dict[str, _Seat]:
    """Where each player seated in the current round sits, by number."""
    seats: dict[str, _Seat] = {}
    if current is None:
        return seats
    if plays_in_pods(event):
        for pod in store.pods.pods(event.id).get(current, ()):
            on_side: dict[str, list[str]] = {}
            for seat in pod.seats:
                on_side.setdefault(seat.side, []).append(names.get(seat.number, seat.number))
            sides = tuple((side, " & ".join(who)) for side, who in on_side.items())
            for seat in pod.seats:
                others = [
                    (s.side, (s.number, names.get(s.number, "")))
                    for s in pod.seats
                    if s is not seat
                ]
                opponents = tuple(other for side, other in others if side != seat.side)
                teammates = tuple(other for side, other in others if side == seat.side)
                place = seat.placing
                won = "bye" if pod.bye else None if place is None else f"place {place}"
                table = None if pod.bye else pod.table
                seats[seat.number] = _Seat(table, opponents, won, sides, teammates)
        return seats
    stored = store.rounds.round(event.id, current)
    assert stored is not None
    gone = {}
    if any(m.b is None and m.match_code for m in stored.matches):  # a bracket's bye: why?
        gone = walkovers(load_history(store, event.id))
    for match in stored.matches:
        for number, other in ((match.a, match.b), (match.b, match.a)):
            if number is None:
                continue
            opponents = () if other is None else ((other, names.get(other, "")),)
            table = match.table if other else None
            if match.result is None:
                seats[number] = _Seat(table, opponents)
                continue
            outcome = _OUTCOME_WORDS.get(match.result)
            if outcome is None:
                outcome = "win" if match.winner == number else "loss"
            walkover = gone.get((match.round, match.table)) if other is None else None
            seats[number] = _Seat(table, opponents, outcome, walkover=walkover)
    return seats
