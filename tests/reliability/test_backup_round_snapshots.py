"""Restore from every round's snapshot: each holds the event as it stood, and play resumes.

An event is played through the rounds service (which snapshots at the start and end of every
round); then each of its round snapshots is restored in turn, checked against what the event
held at that moment, and the event is played on from there to the same final standings.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services import backups
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.storage import open_database

rounds = pytest.importorskip(
    "opl_tournament.services.rounds", reason="the rounds service is not committed yet"
)

PLAYERS = 11  # odd, so every round has a bye as well
ROUNDS = 4


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[ServiceContext]:
    database = open_database(tmp_path / "league.sqlite")
    yield ServiceContext(database)
    database.close()


def winner_of(match: Any) -> str:
    assert match.b is not None
    return match.a if zlib.crc32(f"{match.round}:{match.a}:{match.b}".encode()) % 2 else match.b


def state(ctx: ServiceContext, event: int) -> list[tuple[int, int, str, str | None, Any]]:
    return [
        (m.round, m.table, m.a, m.b, m.winner)
        for view in rounds.list_rounds(ctx, event)
        for m in view.matches
    ]


def play_on(ctx: ServiceContext, event: int, seen: dict[str, list[Any]] | None = None) -> None:
    """Finish the event from wherever it stands, recording the state at each round's edges."""
    while True:
        views = rounds.list_rounds(ctx, event)
        if views and views[-1].missing:
            for match in views[-1].missing:
                rounds.report_result(ctx, event, match.round, match.table, winner=winner_of(match))
            if seen is not None:
                seen[f"round{views[-1].number}-end"] = state(ctx, event)
            continue
        if len(views) == ROUNDS:
            return
        number = rounds.pair_next_round(ctx, event).value.number
        if seen is not None:
            seen[f"round{number}-start"] = state(ctx, event)


def test_every_round_snapshot_restores_the_event_as_it_stood(ctx: ServiceContext) -> None:
    event = create_event(
        ctx, EventSettings(name="League", format=EventFormat.SWISS, swiss_rounds=ROUNDS, seed=5)
    ).id
    for i in range(PLAYERS):
        register_player(ctx, event, Entrant(identity=PlayerIdentity(name=f"Player {i:02d}")))
    seen: dict[str, list[Any]] = {}
    play_on(ctx, event, seen)
    final = rounds.standings(ctx, event).to_json()

    round_snaps = [s for s in backups.list_snapshots(ctx) if s.event_id == event]
    labels = [s.label.removeprefix(f"event{event}-") for s in round_snaps]
    assert labels == [f"round{n}-{edge}" for n in range(1, ROUNDS + 1) for edge in ("start", "end")]

    for snap in round_snaps:
        moment = snap.label.removeprefix(f"event{event}-")
        report = backups.restore(ctx, snap.path)
        assert report.restored.events[0].name == "League"
        assert state(ctx, event) == seen[moment], moment
        play_on(ctx, event)
        assert rounds.standings(ctx, event).to_json() == final, moment
