"""The demonstration events: built through the services alone, for the start page's demo
database, the screenshot tour and the tests that want a played event to look at."""

from __future__ import annotations

from collections.abc import Iterable

from opl_tournament.domain.event_policies import EventPolicies, PodFormat, PodSettings
from opl_tournament.domain.model import (
    EventFormat,
    EventSettings,
    Game,
    Official,
    OfficialRole,
    PlayerIdentity,
)
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event, list_events
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import RoundView, pair_next_round, report_result

DEMO_PLAYERS = (
    ("Ada Lovelace", "4512"),
    ("Zoë Ortiz", None),
    ("Björn Ñúñez", None),
    ("Иван Петров", "88213"),
    ("李小龍", None),
    ("Maximilian von Hohenzollern", None),
    ("Grace Hopper", "1906"),
    ("Alan Turing", None),
    ("Katherine Johnson", None),
)


def _demo_event(
    ctx: ServiceContext, settings: EventSettings, players: Iterable[tuple[str, str | None]]
) -> int:
    """A demo event judged by Dana Judge, its players registered; its id."""
    event = create_event(ctx, settings, (Official("Dana Judge", OfficialRole.JUDGE),))
    for name, legion in players:
        register_player(
            ctx, event.id, Entrant(identity=PlayerIdentity(name=name), legion_number=legion)
        )
    return event.id


def _lower_numbers_win(ctx: ServiceContext, event_id: int, view: RoundView) -> None:
    """Every match of the round decided, the lower player number winning (byes stand)."""
    for m in view.matches:
        if m.b is not None:
            report_result(ctx, event_id, view.number, m.table, winner=min(m.a, m.b))


def build_demo_event(ctx: ServiceContext) -> int:
    """Nine players, a Swiss with a top-4 cut: two rounds played, the third paired."""
    event_id = _demo_event(
        ctx,
        EventSettings(
            name="Demo Spring Open",
            format=EventFormat.COMBINATION,
            swiss_rounds=3,
            cut_size=4,
            seed=2026,
            sanction_number="OPL-DEMO-1",
            place="Hobby Corner",
            date="2026-11-22",
        ),
        DEMO_PLAYERS,
    )
    for _ in range(2):
        _lower_numbers_win(ctx, event_id, pair_next_round(ctx, event_id).value)
    third = pair_next_round(ctx, event_id).value
    first = next(m for m in third.matches if m.b is not None)
    report_result(ctx, event_id, third.number, first.table, winner=first.a)
    issue_penalty(ctx, event_id, first.a, "warning", infraction="slow play")
    return event_id


DEMO_POD_PLAYERS = (
    "Peter Parker", "Mary Jane", "Jessica Drew", "Logan", "Kurt Wagner", "Ororo Munroe",
    "Hank McCoy", "Jean Grey", "Scott Summers", "Bobby Drake", "Kitty Pryde", "Remy LeBeau",
    "Anna Marie",
)  # fmt: skip


def build_demo_pod_event(ctx: ServiceContext) -> int:
    """Thirteen players of a Vs. System 2PCG free-for-all: round 1 played, round 2 seated."""
    event_id = _demo_event(
        ctx,
        EventSettings(
            name="Demo Vs. Night",
            game=Game.VS_2PCG,
            swiss_rounds=4,
            seed=2026,
            place="Hobby Corner",
            date="2026-11-22",
            policies=EventPolicies(pods=PodSettings(PodFormat.FREE_FOR_ALL)),
        ),
        ((name, None) for name in DEMO_POD_PLAYERS),
    )
    first = pair_next_round(ctx, event_id).value
    for pod in first.pods:
        places = {seat.number: place for place, seat in enumerate(pod.seats, start=1)}
        report_result(ctx, event_id, 1, pod.table, placings=places)
    second = pair_next_round(ctx, event_id).value
    report_result(ctx, event_id, 2, 1, winner=second.pods[0].seats[-1].number)
    return event_id


def build_demo_bracket_event(ctx: ServiceContext) -> int:
    """Eight players of a double elimination: the first round played."""
    event_id = _demo_event(
        ctx,
        EventSettings(name="Demo Double Trouble", format=EventFormat.DOUBLE, seed=2026),
        DEMO_PLAYERS[:8],
    )
    _lower_numbers_win(ctx, event_id, pair_next_round(ctx, event_id).value)
    return event_id


def demo_event(ctx: ServiceContext) -> int:
    """The demo database's OverPower event, built with its pod night when the database is new."""
    existing = list_events(ctx)
    if existing:
        return existing[0].id
    first = build_demo_event(ctx)
    build_demo_pod_event(ctx)
    return first
