"""Players' codes, dropping, checking in, deck lists and judge calls from a phone, and the
judge's side of them: on SQLite and PostgreSQL, audited, undoable, refusals changing nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings, Game, RegistrationStatus
from opl_tournament.domain.player_codes import grouped
from opl_tournament.domain.self_report import NotYours
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.decks import check_deck
from opl_tournament.services.events import EventChanges, create_event, edit_event
from opl_tournament.services.player_codes import player_by_code, player_codes, renew_code
from opl_tournament.services.player_import import parse_player_csv, register_many
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.services.self_report import Caller
from opl_tournament.services.self_service import (
    answer_call,
    call_judge,
    check_in,
    checked_in,
    drop_absent,
    drop_self,
    reports,
    submit_deck_text,
)
from opl_tournament.services.undo import undo_entry
from tests.helpers.events import register_names
from tests.services.phone_events import event_of, refused

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)
EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


def undo_latest(ctx: ServiceContext, event_id: int) -> None:
    undo_entry(ctx, event_id, event_log(ctx, event_id)[-1].id)


# ----- codes


def test_every_player_has_a_code_that_finds_them_however_it_is_typed(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    codes = player_codes(ctx, event_id)
    assert [c.number for c in codes] == ["0001", "0002", "0003", "0004"]
    assert len({c.code for c in codes}) == 4
    bo = codes[1]
    assert bo.path == f"/p/{bo.code}"
    for typed in (bo.code, grouped(bo.code).lower(), " ".join(bo.code)):
        found = player_by_code(ctx, typed)
        assert found is not None
        event, registration = found
        assert (event.id, registration.number) == (event_id, "0002")
    assert player_by_code(ctx, "ZZZZZZZZZZ") is None
    assert player_by_code(ctx, "no code at all") is None


def test_players_imported_from_a_file_get_codes_too(ctx: ServiceContext) -> None:
    event = create_event(ctx, EventSettings(name="Import", format=EventFormat.SWISS))
    entrants = parse_player_csv(b"name\nAnn\nBea\nCal\n", "players.csv")
    register_many(ctx, event.id, entrants, source="players.csv")
    codes = player_codes(ctx, event.id)
    assert len({c.code for c in codes}) == 3
    assert all(player_by_code(ctx, c.code) is not None for c in codes)


def test_a_renewed_code_replaces_the_old_one_at_once_and_undo_brings_it_back(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx)
    old = player_codes(ctx, event_id)[0].code
    new = renew_code(ctx, event_id, "0001").value.code
    assert new != old
    assert player_by_code(ctx, old) is None
    found = player_by_code(ctx, new)
    assert found is not None and found[1].number == "0001"
    entry = event_log(ctx, event_id)[-1]
    assert (entry.action, entry.actor) == ("player.code", "Dana")
    assert old not in entry.summary
    undo_latest(ctx, event_id)
    assert player_by_code(ctx, new) is None
    assert player_by_code(ctx, old) is not None
    refused(ctx, lambda: renew_code(ctx, event_id, "0099"), InvalidInput, "not registered")


# ----- dropping


def test_a_player_drops_themself_once_their_table_has_a_result(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    pair_next_round(ctx, event_id)
    m = get_round(ctx, event_id, 1).matches[0]
    me = Caller(event_id, m.a)
    refused(ctx, lambda: drop_self(ctx, me, event_id), RefusedAction, f"table {m.table}")
    report_result(ctx, event_id, 1, m.table, winner=m.a)
    dropped = drop_self(ctx, me, event_id)
    assert dropped.status is RegistrationStatus.DROPPED
    entry = event_log(ctx, event_id)[-1]
    assert (entry.action, entry.actor) == ("player.drop", f"player {m.a} (phone)")
    assert [(d.number, d.by) for d in reports(ctx, event_id).dropped] == [
        (m.a, f"player {m.a} (phone)")
    ]
    undo_latest(ctx, event_id)
    assert {r.number: r.status for r in list_registrations(ctx, event_id)}[m.a] == "active"


def test_no_one_drops_themself_from_a_single_elimination_bracket(ctx: ServiceContext) -> None:
    event_id = event_of(ctx, EventFormat.SINGLE)
    refused(
        ctx,
        lambda: drop_self(ctx, Caller(event_id, "0001"), event_id),
        RefusedAction,
        "single-elimination",
    )


def test_a_code_of_another_event_acts_in_no_other_event(ctx: ServiceContext) -> None:
    event_id, other = event_of(ctx), event_of(ctx)
    refused(ctx, lambda: drop_self(ctx, Caller(other, "0001"), event_id), NotYours, "not for event")


# ----- check-in


def test_check_in_then_the_judge_drops_everyone_not_here_in_one_undoable_action(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx, check_in=True)
    check_in(ctx, Caller(event_id, "0001"), event_id)
    check_in(ctx, Caller(event_id, "0003", "kiosk"), event_id)
    assert set(checked_in(ctx, event_id)) == {"0001", "0003"}
    refused(
        ctx,
        lambda: check_in(ctx, Caller(event_id, "0001"), event_id),
        RefusedAction,
        "checked in already",
    )
    assert drop_absent(ctx, event_id).value == ["0002", "0004"]
    statuses = {r.number: r.status.value for r in list_registrations(ctx, event_id)}
    assert statuses == {"0001": "active", "0002": "dropped", "0003": "active", "0004": "dropped"}
    assert event_log(ctx, event_id)[-1].action == "player.drop_absent"
    undo_latest(ctx, event_id)
    assert {r.status.value for r in list_registrations(ctx, event_id)} == {"active"}
    undo_entry(ctx, event_id, event_log(ctx, event_id)[-3].id)  # 0003's check-in
    assert set(checked_in(ctx, event_id)) == {"0001"}


def test_check_in_is_refused_when_off_or_after_round_one(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    me = Caller(event_id, "0001")
    refused(ctx, lambda: check_in(ctx, me, event_id), RefusedAction, "not open")
    edit_event(ctx, event_id, EventChanges(check_in=True))
    pair_next_round(ctx, event_id)
    refused(ctx, lambda: check_in(ctx, me, event_id), RefusedAction, "check-in is over")
    refused(ctx, lambda: drop_absent(ctx, event_id), RefusedAction, "round 1 is paired")


# ----- deck lists


def test_a_pasted_deck_list_gets_the_deck_check_answer_and_is_kept(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    path = EXAMPLES / "legal-constructed-deck.txt"
    report = submit_deck_text(ctx, Caller(event_id, "0002"), event_id, path.read_text("utf-8"))
    assert report.as_json() == check_deck(path).as_json()
    with ctx.read() as store:
        registration = store.find_registration(event_id, "0002")
        assert registration is not None
        text, legal = store.deck_of(registration.id)
    assert (text, legal) == (path.read_text("utf-8"), True)
    assert event_log(ctx, event_id)[-1].actor == "player 0002 (phone)"
    edit_event(ctx, event_id, EventChanges(deck_lists="locked"))
    refused(
        ctx,
        lambda: submit_deck_text(ctx, Caller(event_id, "0002"), event_id, "1 x"),
        RefusedAction,
        "locked deck lists",
    )


# ----- judge calls


def test_a_judge_call_shows_until_a_judge_answers_it(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    pair_next_round(ctx, event_id)
    m = get_round(ctx, event_id, 1).matches[1]
    call = call_judge(ctx, Caller(event_id, m.a), event_id)
    assert call.table == m.table
    assert [(c.number, c.table) for c in reports(ctx, event_id).called] == [(m.a, m.table)]
    refused(ctx, lambda: call_judge(ctx, Caller(event_id, m.a), event_id), RefusedAction, "already")
    answered = answer_call(ctx, event_id, call.id).value
    assert answered.acknowledged_by == "Dana"
    assert reports(ctx, event_id).called == ()
    refused(ctx, lambda: answer_call(ctx, event_id, call.id), RefusedAction, "Dana answered")
    undo_latest(ctx, event_id)
    assert [c.id for c in reports(ctx, event_id).called] == [call.id]
    calling = next(e for e in event_log(ctx, event_id) if e.action == "player.call_judge")
    undo_entry(ctx, event_id, calling.id)
    assert reports(ctx, event_id).called == ()


@pytest.mark.parametrize(
    ("game", "example"), [("vs-tcg", "vs-tcg-deck.txt"), ("vs-2pcg", "vs-2pcg-deck.txt")]
)
def test_a_vs_system_deck_list_gets_the_same_answer_as_deck_check(
    ctx: ServiceContext, game: str, example: str
) -> None:
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    event = create_event(
        ctx, EventSettings(name="Vs", format=EventFormat.SWISS, game=Game(game), policies=policies)
    )
    register_names(ctx, event.id, ["Ada"])
    path = EXAMPLES / example
    report = submit_deck_text(ctx, Caller(event.id, "0001"), event.id, path.read_text("utf-8"))
    assert report.as_json() == check_deck(path, game=game).as_json()
