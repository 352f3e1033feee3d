"""Importing a pre-registration file is one judge action: one audit row in words, and one undo
takes every player of it back (as a typed registration's undo does for one player)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_import import parse_player_csv, register_many
from opl_tournament.services.registration import (
    Entrant,
    drop_player,
    list_registrations,
    register_player,
)
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.services.undo import undo_entry, undo_last
from tests.helpers.events import new_event, pod_settings

SIGNUP = b"name,legion,age\nAda,12345678,31\nBo,,\nCy,,\n"


def _log(ctx: ServiceContext, event_id: int) -> list[tuple[str, bool]]:
    with ctx.read() as store:
        return [(e.summary, e.undone) for e in store.audit_entries(event_id)]


def _import(ctx: ServiceContext, event_id: int, data: bytes = SIGNUP) -> list[str]:
    source = "/tmp/club/signup.csv"
    entrants = parse_player_csv(data, source)
    return [
        r.number for r in register_many(ctx, event_id, entrants, source=source).value.registered
    ]


def test_an_import_writes_one_audit_row_and_one_undo_takes_it_all_back(
    ctx: ServiceContext,
) -> None:
    earlier = new_event(ctx, name="Autumn")
    register_player(
        ctx, earlier, Entrant(PlayerIdentity(name="Ada", age=30), legion_number="12345678")
    )
    event_id = new_event(ctx, name="Winter")
    log = _log(ctx, event_id)
    numbers = _import(ctx, event_id)
    assert _log(ctx, event_id) == [*log, ("imported 3 players from signup.csv", False)]

    undone = undo_last(ctx, event_id).value
    assert undone.summary == "imported 3 players from signup.csv"
    assert list_registrations(ctx, event_id) == []
    with ctx.read() as store:
        ada = store.find_player("12345678")
        assert store.find_player(numbers[1]) is None and store.find_player(numbers[2]) is None
    assert ada is not None and (ada.identity.name, ada.identity.age) == ("Ada", 30)
    assert _import(ctx, event_id) == numbers, "the same file registers the same numbers again"


def test_a_later_action_on_an_imported_player_must_be_undone_first(ctx: ServiceContext) -> None:
    event_id = new_event(ctx)
    numbers = _import(ctx, event_id)
    drop_player(ctx, event_id, numbers[1])
    undo_last(ctx, event_id)  # the drop
    drop_player(ctx, event_id, numbers[2])
    with ctx.read() as store:
        entries = store.audit_entries(event_id)
    imported = next(e for e in entries if e.action == "player.import")
    with pytest.raises(RefusedAction, match=r"later action 'dropped .* Cy before round 1' depends"):
        undo_entry(ctx, event_id, imported.id)
    assert len(list_registrations(ctx, event_id)) == 3


def test_an_import_already_paired_is_not_undone(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=1)
    _import(ctx, event_id)
    pair_next_round(ctx, event_id)
    undo_last(ctx, event_id)  # the pairing
    pair_next_round(ctx, event_id)
    with ctx.read() as store:
        imported = next(e for e in store.audit_entries(event_id) if e.action == "player.import")
    with pytest.raises(RefusedAction, match="depends on it"):
        undo_entry(ctx, event_id, imported.id)
    assert len(list_registrations(ctx, event_id)) == 4


def test_an_import_with_teams_is_one_row_too(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, pod_settings("Pods", pods="2v2", seed=3))
    data = b"name,team\nAnn,Red\nBo,Red\nCy,Blue\nDi,Blue\n"
    _import(ctx, event_id, data)
    assert _log(ctx, event_id)[-1] == ("imported 4 players from signup.csv", False)
    undo_last(ctx, event_id)
    assert list_registrations(ctx, event_id) == []
