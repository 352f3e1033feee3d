"""What the players may see of an event: the current round's tables, by name and by table, the
clock, the standings and each player's own rounds.

Read-only, and nothing personal beyond a player's number and name. The players' web page and the
projector window both show these; the JSON documents are the command line's own (``pair --json``,
``standings --json``), built by the same functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from opl_tournament.domain.errors import DomainError
from opl_tournament.domain.model import Event, EventStatus
from opl_tournament.domain.pairing.next_round import walkover_opponents
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.round_clock import RoundClock
from opl_tournament.domain.sentences import N_, Sentence, joined
from opl_tournament.printing.pairings import initial, sort_key
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.events import event_json
from opl_tournament.services.game_settings import event_at_time, event_table_rules
from opl_tournament.services.round_clock import (
    ClockView,
    clock_at,
    clock_view,
    finished_tables,
    stored_clock,
)
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.services.round_shapes.base import History, TableShape, plays_in_pods
from opl_tournament.services.round_shapes.head_to_head import EventHistory
from opl_tournament.services.rounds import (
    MatchView,
    PodView,
    RoundView,
    SeatView,
    TableView,
    open_rounds,
    standings_as_posted,
)
from opl_tournament.services.rounds import standings as event_standings

SUMMARY_KEYS = ("id", "name", "format", "game", "status")


@dataclass(frozen=True)
class Seat:
    number: str
    name: str
    team: str = ""
    """The side a pod seat plays for when the pod plays in teams ("A"); empty otherwise."""
    role: str = ""
    """A pod seat's role, a code ("boss"); empty when it has none."""


@dataclass(frozen=True)
class TableLine:
    """One table of the round as the board shows it; ``table`` is None for a bye."""

    table: int | None
    seats: tuple[Seat, ...]
    result: Sentence | None
    """"Ann Lee won", "draw", "1st Ann, 2nd Bo"; None until reported."""
    match: str = ""
    walkover: Walkover | None = None
    """Who left the event, where the bye is an elimination bracket's walkover."""


@dataclass(frozen=True)
class NameLine:
    """One player and where they sit: the by-name list players look themselves up in."""

    name: str
    number: str
    table: int | None
    opponents: tuple[Seat, ...]
    walkover: Walkover | None = None
    """Who left the event, where the player's bye is an elimination bracket's walkover."""


@dataclass(frozen=True)
class Walkover:
    """A bracket bye given because the opponent left the event (dropped, which is also how a
    judge removes a player who did not show, or disqualified): who that was."""

    left: Seat
    disqualified: bool

    @property
    def why(self) -> Sentence:
        """Why a player has the bye, as the pairings say it after "has a bye"."""
        if self.disqualified:
            return N_("opponent {player} was disqualified", player=self.left.name)
        return N_("opponent {player} dropped", player=self.left.name)

    @property
    def result(self) -> Sentence:
        """The round's result on the player's own line of rounds."""
        if self.disqualified:
            return N_("bye (opponent disqualified)")
        return N_("bye (opponent dropped)")


Walkovers = dict[tuple[int, int], Walkover]
"""The walkovers of an event by (round, table)."""


def walkovers(history: History) -> Walkovers:
    """Every bye of an elimination bracket that a player was given because their opponent
    left the event (none in pods or in Swiss rounds: a player who left is not paired)."""
    if not isinstance(history, EventHistory):
        return {}
    gone = walkover_opponents(history.config, history.matches)
    if not gone:
        return {}
    names = {r.number: r.player.name for r in history.registrations}
    return {
        (m.round, m.table): Walkover(
            Seat(left, names.get(left, left)), m.result is ResultCode.BYE_DQ
        )
        for m in history.matches
        if m.b is None and (left := gone.get(m.match_id or ""))
    }


@dataclass(frozen=True)
class Board:
    """The current round of an event as the players see it (round None before round 1)."""

    event_id: int
    event_name: str
    game: str
    in_pods: bool
    finished: bool
    round: int | None
    tables: tuple[TableLine, ...]
    names: tuple[NameLine, ...]
    reported: int
    table_rules: tuple[Sentence, ...] = ()
    """How the players play at the table (a Vs. System event's house rules); none for
    OverPower."""
    at_time: Sentence | None = None
    """What the players do once the round's time ends, where the event's settings say it (a
    Vs. System TCG event: stop, finish the turn, extra turns); the projector shows it at time."""


@dataclass(frozen=True)
class PlayerRound:
    round: int
    table: int | None
    opponents: tuple[Seat, ...]
    result: Sentence | None
    """"won", "lost", "draw", "double loss", "bye", "2nd of 4"…; None while being played."""


@dataclass(frozen=True)
class PlayerPage:
    number: str
    name: str
    rounds: tuple[PlayerRound, ...]
    standing: dict[str, Any] | None
    """The player's row of ``standings --json`` (None before any round)."""
    ranked: bool = True
    """A round has been played to its end: the player has a rank (before, every player has 0
    points and the standings' order says nothing)."""


def event_summary(event: Event, rounds_paired: int) -> dict[str, Any]:
    """An event as ``GET /api/events`` lists it."""
    full = event_json(event)
    return {**{key: full[key] for key in SUMMARY_KEYS}, "round": rounds_paired or None}


def event_summaries(ctx: ServiceContext) -> list[dict[str, Any]]:
    with ctx.read() as store:
        return [
            event_summary(event, store.rounds.round_count(event.id)) for event in store.events()
        ]


def _rounds(
    ctx: ServiceContext, event_id: int
) -> tuple[Event, list[RoundView], TableShape, Walkovers]:
    """The event, its rounds, the shape of its tables and its walkovers."""
    with ctx.read() as store:
        shape, history = open_rounds(store, event_id)
        return history.event, shape.round_views(history), shape, walkovers(history)


def pairings_document(ctx: ServiceContext, event_id: int) -> dict[str, object]:
    """The current round as ``pair --json`` prints it (``round`` None before the first)."""
    _event, views, shape, _walkovers = _rounds(ctx, event_id)
    return _pairings(views, shape)


def _pairings(views: list[RoundView], shape: TableShape) -> dict[str, object]:
    return views[-1].to_json() if views else {"round": None, shape.tables_key: []}


def standings_document(
    ctx: ServiceContext, event_id: int, through_round: int | None = None
) -> dict[str, object]:
    """The standings as ``standings --json`` prints them, head to head or in pods: after round
    ``through_round``, else after the last round played to the end (as the window shows them
    during a round; its ``round`` is that round, 0 while round 1 is played)."""
    if through_round is None:
        return standings_as_posted(ctx, event_id)[0].to_json()
    return event_standings(ctx, event_id, through_round).to_json()


@dataclass(frozen=True)
class RoundStatus:
    """What a page polls for: cheap to read, and ``version`` changes whenever the round does,
    one of its results comes in, or the event finishes (the page then reloads)."""

    round: int | None
    version: str
    clock: ClockView | None
    record: RoundClock | None = field(default=None, compare=False, repr=False)
    """The round's stored clock, so a status read once tells the time left later (``at``)."""
    finished: frozenset[int] = field(default=frozenset(), compare=False, repr=False)
    """Its tables given extra time that have their result (they no longer play on at time)."""
    in_pods: bool = field(default=False, compare=False, repr=False)
    """The event plays in pods (its clock names a table "Pod 2")."""

    def at(self, now: str) -> RoundStatus:
        """This status with its clock as of ``now`` (an ISO time, as ``ctx.clock()`` gives)."""
        if self.record is None or self.round is None:
            return self
        moment = datetime.fromisoformat(now)
        clock = clock_at(self.round, self.record, moment, self.finished, in_pods=self.in_pods)
        return replace(self, clock=clock)

    def to_json(self) -> dict[str, object]:
        return {
            "round": self.round,
            "version": self.version,
            "clock": None
            if self.clock is None
            else {**self.clock.to_json(), "words": clock_words(self.clock)},
        }


def round_status(ctx: ServiceContext, event_id: int) -> RoundStatus:
    """The current round's status, read in one short transaction."""
    with ctx.read() as store:
        event = require_event(store, event_id)
        count = store.rounds.round_count(event_id)
        header = store.rounds.round_header(event_id, count) if count else None
        open_tables = 0
        record, done = None, frozenset[int]()
        if header is not None:
            open_tables = shape_of(event).unreported(store, header.id)
        if header is not None and event.status is not EventStatus.FINISHED:  # no clock then
            record = stored_clock(event, header)
            done = finished_tables(store, event, header, record)
    finished = "f" if event.status is EventStatus.FINISHED else ""
    status = RoundStatus(
        round=count or None,
        version=f"{count}.{open_tables}{finished}",
        clock=None,
        record=record,
        finished=done,
        in_pods=plays_in_pods(event),
    )
    return status.at(ctx.clock())


def round_clock(ctx: ServiceContext, event_id: int) -> ClockView | None:
    """The current round's clock; None before the first round."""
    try:
        return clock_view(ctx, event_id)
    except DomainError:
        return None


def clock_words(view: ClockView | None) -> str:
    """The clock as a wall shows it: "12:40 left", "Time", "12:40 left (paused)"."""
    if view is None:
        return ""
    if view.state.value == "time":
        return "Time"
    text = f"{view.remaining_text} left"
    if view.state.value == "paused":
        return f"{text} (paused)"
    if view.state.value == "not started":
        return f"{view.remaining_text} (not started)"
    return text


def board(ctx: ServiceContext, event_id: int) -> Board:
    event, views, _shape, gone = _rounds(ctx, event_id)
    return _board(event, views, gone)


def _board(event: Event, views: list[RoundView], gone: Walkovers) -> Board:
    current = views[-1] if views else None
    shown = () if current is None else current.tables
    tables = tuple(_line(table, gone) for table in shown)
    reported = sum(1 for table in shown if table.reported)
    return Board(
        event_id=event.id,
        event_name=event.name,
        game=event.settings.game.value,
        in_pods=plays_in_pods(event),
        finished=event.status is EventStatus.FINISHED,
        round=None if current is None else current.number,
        tables=tables,
        names=_names(tables),
        reported=reported,
        table_rules=event_table_rules(event),
        at_time=event_at_time(event),
    )


def _line(table: TableView, gone: Walkovers) -> TableLine:
    if isinstance(table, PodView):
        return _pod_line(table)
    return _match_line(table, gone.get((table.round, table.table)))


def _match_line(match: MatchView, walkover: Walkover | None = None) -> TableLine:
    seats = (Seat(match.a, match.a_name),) + (
        () if match.b is None else (Seat(match.b, match.b_name),)
    )
    names = {match.a: match.a_name, match.b: match.b_name}
    result: Sentence | None = None
    if match.b is None:
        result = BYE
    elif (shown := _without_winner(match.result)) is not None:
        result = shown
    elif match.winner is not None:
        result = N_("{player} won", player=names.get(match.winner) or match.winner)
    return TableLine(
        table=None if match.b is None else match.table,
        seats=seats,
        result=result,
        match=match.match or "",
        walkover=walkover if match.b is None else None,
    )


BYE = N_("bye")


def _without_winner(result: str | None) -> Sentence | None:
    """A head-to-head result without a winner ("double loss", "draw"), else None."""
    if result == ResultCode.DOUBLE_LOSS.value:
        return N_("double loss")
    if result == ResultCode.DRAW.value:
        return N_("draw")
    return None


def ordinal(place: int) -> Sentence:
    """A place in a pod: "1st", "2nd"…"""
    if place == 1:
        return N_("1st")
    last, tens = place % 10, place % 100
    if 10 <= tens <= 20 or last not in (1, 2, 3):
        return N_("{number}th", number=place)
    if last == 1:
        return N_("{number}st", number=place)
    return N_("{number}nd", number=place) if last == 2 else N_("{number}rd", number=place)


def _seat(pod: PodView, seat: SeatView) -> Seat:
    teams = any(s.side != s.number for s in pod.seats)
    team = seat.side if teams and not seat.role else ""
    return Seat(seat.number, seat.name, team=team, role=seat.role)


def _pod_line(pod: PodView) -> TableLine:
    seats = tuple(_seat(pod, s) for s in pod.seats)
    if pod.bye:
        return TableLine(table=None, seats=seats, result=BYE)
    result: Sentence | None = None
    if pod.reported:
        ordered = sorted(pod.seats, key=lambda s: (s.placing or 0, s.name))
        places: list[Sentence | str] = [
            N_("{place} {player}", place=ordinal(s.placing or 0), player=s.name or s.number)
            for s in ordered
        ]
        said = joined(places, "comma")
        result = said if isinstance(said, Sentence) else None
    return TableLine(table=pod.table, seats=seats, result=result)


def _names(tables: tuple[TableLine, ...]) -> tuple[NameLine, ...]:
    lines = [
        NameLine(
            name=seat.name,
            number=seat.number,
            table=line.table,
            opponents=tuple(s for s in line.seats if s.number != seat.number),
            walkover=line.walkover,
        )
        for line in tables
        for seat in line.seats
    ]
    return tuple(sorted(lines, key=lambda line: (sort_key(line.name), line.number)))


def name_range(first: str, last: str) -> str:
    """The letters a stretch of the by-name list covers ("A – F"), as the printed pages say."""
    return f"{initial(first)} – {initial(last)}"


@dataclass(frozen=True)
class EventPages:
    """Everything the players' pages show of one event, read together once per change of the
    database: every page, a player's own included, is made from it without reading again, and
    a number that is not in it is known to be unknown without reading."""

    status: RoundStatus
    """Read first: the rest is at least as new as the version the pages poll with."""
    board: Board
    pairings: dict[str, object]
    standings: dict[str, object]
    players: dict[str, PlayerPage]

    @property
    def weight(self) -> int:
        """About how many bytes it holds (measured: some 650 bytes a player and round)."""
        rounds = sum(len(page.rounds) for page in self.players.values())
        return 650 * (len(self.players) + rounds) + 1000


def event_pages(ctx: ServiceContext, event_id: int) -> EventPages:
    """The event's pages' data: its rounds read once and its standings computed once."""
    status = round_status(ctx, event_id)
    event, views, shape, gone = _rounds(ctx, event_id)
    standings = standings_document(ctx, event_id)
    rounds: dict[str, list[PlayerRound]] = {}
    names: dict[str, str] = {}
    for view in views:
        for table in view.tables:
            line = _line(table, gone)
            for seat in line.seats:
                names[seat.number] = seat.name
                others = tuple(s for s in line.seats if s.number != seat.number)
                result = _result(table, seat.number)
                if line.walkover is not None:  # the opponent who left, and why it is a bye
                    others, result = (line.walkover.left,), line.walkover.result
                rounds.setdefault(seat.number, []).append(
                    PlayerRound(view.number, line.table, others, result)
                )
    rows = standings["standings"] if views else []
    assert isinstance(rows, list)
    ranked = bool(standings["round"])  # no rank before a round is played to its end
    standing = {str(row["number"]): row for row in rows}
    players = {
        number: PlayerPage(
            number=number,
            name=str(standing[number]["name"]) if number in standing else name,
            rounds=tuple(rounds.get(number, ())),
            standing=standing.get(number),
            ranked=ranked,
        )
        for number, name in (names | {n: str(r["name"]) for n, r in standing.items()}).items()
    }
    return EventPages(
        status=status,
        board=_board(event, views, gone),
        pairings=_pairings(views, shape),
        standings=standings,
        players=players,
    )


def _result(table: TableView, number: str) -> Sentence | None:
    return (
        _pod_result(table, number) if isinstance(table, PodView) else _match_result(table, number)
    )


def _match_result(match: MatchView, number: str) -> Sentence | None:
    if match.b is None:
        return BYE
    if match.result is None:
        return None
    if (shown := _without_winner(match.result)) is not None:
        return shown
    return N_("won") if match.winner == number else N_("lost")


def _pod_result(pod: PodView, number: str) -> Sentence | None:
    if pod.bye:
        return BYE
    mine = next((s for s in pod.seats if s.number == number), None)
    if mine is None or mine.placing is None:
        return None
    places = {s.side: s.placing for s in pod.seats}
    shared = sum(1 for place in places.values() if place == mine.placing) > 1
    if mine.placing == 1 and not shared:
        return N_("won")
    place = ordinal(mine.placing)
    if shared:
        return N_("shared {place} of {count}", place=place, count=len(places))
    return N_("{place} of {count}", place=place, count=len(places))
