"""Events as the tests build them through the services: settings, players and played rounds."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings, Game, Official, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import RoundView, pair_next_round, report_result


def spring_open(**changes: Any) -> EventSettings:
    """Two Swiss rounds and a cut at Hobby Corner on 2026-11-22, as changed by ``changes``."""
    settings = EventSettings(
        name="Spring Open",
        format=EventFormat.COMBINATION,
        swiss_rounds=2,
        place="Hobby Corner",
        date="2026-11-22",
    )
    return replace(settings, **changes)


def pod_settings(name: str, *, pods: str = "free-for-all", **more: Any) -> EventSettings:
    """A Vs. System 2PCG event whose rounds seat pods (free-for-all unless told)."""
    policies = EventPolicies.from_json({"pods": pods})
    return EventSettings(name=name, game=Game.VS_2PCG, policies=policies, **more)


def seeded_bracket(name: str, format: EventFormat, *, seed: int = 0, **more: Any) -> EventSettings:
    """An elimination event whose byes go to the top seeds (the tests' brackets)."""
    policies = EventPolicies.from_json({"bye_assignment": "seeded"})
    return EventSettings(name=name, format=format, seed=seed, policies=policies, **more)


def numbered(prefix: str, count: int) -> list[str]:
    """``prefix 1`` to ``prefix count``."""
    return [f"{prefix} {i}" for i in range(1, count + 1)]


def register_names(ctx: ServiceContext, event_id: int, names: Iterable[str]) -> None:
    """A player of each name, registered in order (so their numbers follow that order)."""
    for name in names:
        register_player(ctx, event_id, Entrant(PlayerIdentity(name=name)))


def new_event(
    ctx: ServiceContext,
    settings: EventSettings | None = None,
    *,
    players: int | Iterable[str | Entrant] = 0,
    officials: Sequence[Official] = (),
    **changes: Any,
) -> int:
    """An event (a Swiss "Cup" unless ``settings`` say otherwise, as changed by ``changes``) with
    ``players`` registered in order: that many named "Player 1", "Player 2"…, or these names or
    entrants. Returns its id."""
    base = settings or EventSettings(name="Cup", format=EventFormat.SWISS)
    event = create_event(ctx, replace(base, **changes), tuple(officials))
    people = numbered("Player", players) if isinstance(players, int) else players
    for person in people:
        entrant = person if isinstance(person, Entrant) else Entrant(PlayerIdentity(name=person))
        register_player(ctx, event.id, entrant)
    return event.id


def report_round(
    ctx: ServiceContext, event_id: int, view: RoundView, winner: Callable[[str, str], str] = min
) -> None:
    """Every game of a paired round reported, ``winner`` picking from the two numbers (the lower
    number wins unless told)."""
    for match in view.matches:
        if match.b is not None:
            report_result(ctx, event_id, view.number, match.table, winner=winner(match.a, match.b))


def paired_cup(ctx: ServiceContext, names: Iterable[str], rounds: int) -> int:
    """A Swiss "Cup" of ``rounds`` rounds, ``names`` registered in order, round 1 paired."""
    event_id = new_event(ctx, players=names, swiss_rounds=rounds)
    pair_next_round(ctx, event_id)
    return event_id


def club_night(ctx: ServiceContext) -> int:
    """ "Club Night" (seed 1): Ann, Bo, Cy and Di registered in order, round 1 paired."""
    event_id = new_event(
        ctx, EventSettings(name="Club Night", seed=1), players=("Ann", "Bo", "Cy", "Di")
    )
    pair_next_round(ctx, event_id)
    return event_id


def play_round(
    ctx: ServiceContext, event_id: int, winner: Callable[[str, str], str] = min
) -> RoundView:
    """The next round paired and every game reported, ``winner`` picking from the two numbers
    (the lower number wins unless told): a deterministic, checkable event."""
    view = pair_next_round(ctx, event_id).value
    report_round(ctx, event_id, view, winner)
    return view


def play_rounds(ctx: ServiceContext, event_id: int, rounds: int) -> None:
    """``rounds`` rounds paired and played, the higher number winning each game."""
    for _ in range(rounds):
        play_round(ctx, event_id, winner=max)


def cup_with_byes(ctx: ServiceContext) -> int:
    """Five players, four Swiss rounds played (the lower number winning): Ada wins all four; Di
    and Ed each lose three and have one bye, so their record is 0-3-1 and their OMW% 0.8333."""
    event_id = new_event(ctx, players=["Ada", "Bo", "Cy", "Di", "Ed"], swiss_rounds=4)
    for _ in range(4):
        play_round(ctx, event_id)
    return event_id


def decided_double_elimination(ctx: ServiceContext) -> int:
    """Four players of a double elimination, the lower number winning every match: 0001 wins
    the winners' bracket and the first grand final, so the reset is not played."""
    event_id = new_event(
        ctx, EventSettings(name="Double", format=EventFormat.DOUBLE, seed=1), players=4
    )
    for _ in range(4):  # two winners' rounds, the losers' final, the grand final
        play_round(ctx, event_id)
    return event_id
