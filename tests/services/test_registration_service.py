"""Registering players through the services: numbers, sequences, refusals, audit rows."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import (
    Official,
    OfficialRole,
    PlayerIdentity,
    RegistrationStatus,
)
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_import import parse_player_csv, register_many
from opl_tournament.services.registration import (
    Entrant,
    drop_player,
    list_registrations,
    reenter_player,
    register_player,
)
from tests.helpers.events import new_event

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def entrant(name: str, legion: str | None = None) -> Entrant:
    return Entrant(identity=PlayerIdentity(name=name), legion_number=legion)


def test_temporary_and_legion_numbers_with_sequence_numbers(ctx: ServiceContext) -> None:
    event = new_event(ctx)
    a = register_player(ctx, event, entrant("Ada")).value
    b = register_player(ctx, event, entrant("Bea")).value
    c = register_player(ctx, event, entrant("Cy", legion="4512")).value
    assert [(r.number, r.sequence) for r in (a, b, c)] == [("0001", 1), ("0002", 2), ("4512", 3)]


def test_the_same_legion_number_twice_in_one_event_is_refused(ctx: ServiceContext) -> None:
    event = new_event(ctx)
    register_player(ctx, event, entrant("Cy", legion="4512"))
    with pytest.raises(RefusedAction, match="already registered"):
        register_player(ctx, event, entrant("Cy again", legion="4512"))
    assert len(list_registrations(ctx, event)) == 1


def test_a_temporary_number_never_repeats_one_in_the_database(ctx: ServiceContext) -> None:
    first = new_event(ctx)
    register_player(ctx, first, entrant("Legion member", legion="0001"))
    register_player(ctx, first, entrant("Walk-in"))
    second = new_event(ctx)
    walk_in_2 = register_player(ctx, second, entrant("Another walk-in")).value
    numbers = {r.number for r in list_registrations(ctx, first)}
    assert numbers == {"0001", "0002"}
    assert walk_in_2.number == "0003"


def test_a_legion_member_is_the_same_player_in_every_event(ctx: ServiceContext) -> None:
    first, second = new_event(ctx), new_event(ctx)
    a = register_player(ctx, first, entrant("Cy", legion="4512")).value
    b = register_player(ctx, second, entrant("Cy", legion="4512")).value
    assert a.player.id == b.player.id and b.sequence == 1


def test_officials_cannot_register_as_players(ctx: ServiceContext) -> None:
    event = new_event(ctx, officials=[Official("Dana Judge", OfficialRole.JUDGE, "7777")])
    with pytest.raises(RefusedAction, match="judge of this event"):
        register_player(ctx, event, entrant("Dana", legion="7777"))


def test_every_registration_writes_an_audit_row(ctx: ServiceContext) -> None:
    event = new_event(ctx)
    register_player(ctx, event, entrant("Ada"))
    drop_player(ctx, event, "0001")
    with ctx.read() as store:
        entries = store.audit_entries(event)
    assert [e.action for e in entries] == ["event.create", "player.register", "player.drop"]
    assert entries[1].actor == "Dana" and entries[1].after is not None
    assert entries[2].before["status"] == "active" and entries[2].after["status"] == "dropped"


def test_drop_and_reenter_record_the_round(ctx: ServiceContext) -> None:
    event = new_event(ctx)
    register_player(ctx, event, entrant("Ada"))
    dropped = drop_player(ctx, event, "0001").value
    assert dropped.status is RegistrationStatus.DROPPED and dropped.dropped_round == 0
    with pytest.raises(RefusedAction, match="already dropped"):
        drop_player(ctx, event, "0001")
    back = reenter_player(ctx, event, "0001").value
    assert back.status is RegistrationStatus.ACTIVE and back.reentered_round == 0


def test_an_unknown_player_or_event_is_named(ctx: ServiceContext) -> None:
    event = new_event(ctx)
    with pytest.raises(InvalidInput, match="player 9999 is not registered"):
        drop_player(ctx, event, "9999")
    with pytest.raises(InvalidInput, match="no event 42"):
        register_player(ctx, 42, entrant("Ada"))


def test_an_import_is_all_or_nothing(ctx: ServiceContext) -> None:
    event = new_event(ctx)
    register_player(ctx, event, entrant("Cy", legion="4512"))
    csv = b"name,legion\nAda,\nBea,4512\nCal,\n"
    entrants = parse_player_csv(csv, "signup.csv")
    with pytest.raises(
        RefusedAction, match=r"signup\.csv, line 3: player 4512 is already registered"
    ):
        register_many(ctx, event, entrants, source="signup.csv")
    assert [r.number for r in list_registrations(ctx, event)] == ["4512"]
