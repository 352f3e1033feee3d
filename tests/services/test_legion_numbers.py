"""A temporary-number player given their Legion number: their own record takes it (a new member),
or their registrations join the member's record (a member who forgot their number). One audited
action; every refusal leaves the database as it was."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import DomainError, InvalidInput, RefusedAction
from opl_tournament.domain.model import NumberKind, Official, OfficialRole, PlayerIdentity
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.legion_numbers import give_legion_number
from opl_tournament.services.registration import Entrant, list_registrations, register_player
from opl_tournament.services.rounds import list_rounds, report_result
from opl_tournament.services.undo import undo_entry, undo_last
from tests.helpers.digest import database_digest
from tests.helpers.events import new_event, play_round

BOTH_BACKENDS = True  # the records renumbered and joined in plain SQL, on either database


def _entrant(name: str, legion: str | None = None, *, staff: bool = False) -> Entrant:
    return Entrant(PlayerIdentity(name=name), legion_number=legion, is_staff=staff)


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    """Ada and Bo (members), Ann Lee (temporary 0001), one round played."""
    players = [_entrant("Ada", "4512"), _entrant("Bo", "5120"), _entrant("Ann Lee")]
    players.append(_entrant("Cy", "6001"))
    event = new_event(ctx, players=players, swiss_rounds=2)
    play_round(ctx, event)
    return event


def _numbers(ctx: ServiceContext, event_id: int) -> dict[str, str]:
    return {r.player.name: r.number for r in list_registrations(ctx, event_id)}


def _played(ctx: ServiceContext, event_id: int) -> set[str]:
    return {n for r in list_rounds(ctx, event_id) for m in r.matches for n in (m.a, m.b) if n}


def test_a_new_member_keeps_their_record_under_the_legion_number(
    ctx: ServiceContext, event_id: int
) -> None:
    given = give_legion_number(ctx, event_id, "0001", " 123456 ").value
    assert (given.temporary, given.registration.number, given.joined) == ("0001", "123456", False)
    assert given.registration.player.kind is NumberKind.LEGION
    assert _numbers(ctx, event_id)["Ann Lee"] == "123456"
    assert "123456" in _played(ctx, event_id) and "0001" not in _played(ctx, event_id)
    entry = event_log(ctx, event_id)[-1]
    assert entry.action == "player.legion_number"
    assert entry.summary == "0001 Ann Lee is now Legion number 123456"
    assert entry.before is not None and entry.before["number"] == "0001"


def test_a_member_who_forgot_their_number_joins_their_record(ctx: ServiceContext) -> None:
    earlier = new_event(ctx, players=[_entrant("Ann Lee", "123456"), _entrant("Bo", "5120")])
    event = new_event(ctx, players=[_entrant("Ada", "4512"), _entrant("Ann L.")])
    play_round(ctx, event)
    given = give_legion_number(ctx, event, "0001", "123456").value
    assert given.joined and given.registration.number == "123456"
    # the member's record is kept (their name as the Legion knows it); the temporary one is gone
    assert _numbers(ctx, event) == {"Ada": "4512", "Ann Lee": "123456"}
    assert _numbers(ctx, earlier)["Ann Lee"] == "123456"
    assert _played(ctx, event) == {"4512", "123456"}
    with ctx.read() as store:
        assert store.find_player("0001") is None
    summary = event_log(ctx, event)[-1].summary
    assert summary.startswith("0001 Ann L. is now Legion number 123456") and "Ann Lee" in summary


def _refused(ctx: ServiceContext, event_id: int, number: str, legion: str) -> str:
    before = database_digest(ctx)
    with pytest.raises(DomainError) as refused:
        give_legion_number(ctx, event_id, number, legion)
    assert database_digest(ctx) == before
    return str(getattr(refused.value, "reason", refused.value.message))


def test_a_member_already_in_the_same_event_is_refused(ctx: ServiceContext, event_id: int) -> None:
    said = _refused(ctx, event_id, "0001", "5120")
    assert "5120 is Bo's" in said and f"event {event_id}" in said and "check the number" in said


def test_a_staff_number_is_refused(ctx: ServiceContext, event_id: int) -> None:
    assert "S001 is a staff number" in _refused(ctx, event_id, "0001", "S001")


def test_a_staff_player_is_refused(ctx: ServiceContext) -> None:
    event = new_event(ctx, players=[_entrant("Ada", "4512"), _entrant("Staff", staff=True)])
    assert "S001 Staff is a staff player" in _refused(ctx, event, "S001", "777")


def test_a_player_with_a_legion_number_is_refused(ctx: ServiceContext, event_id: int) -> None:
    assert "4512 Ada already plays under a Legion number" in _refused(ctx, event_id, "4512", "9")


@pytest.mark.parametrize("typed", ["12ab", "", "1234567890123"])
def test_a_malformed_number_is_refused(ctx: ServiceContext, event_id: int, typed: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        give_legion_number(ctx, event_id, "0001", typed)
    assert refused.value.field == "LEGION_NUMBER" and "is not a Legion number" in str(refused.value)
    assert _refused(ctx, event_id, "0001", typed)


def test_another_players_temporary_number_is_refused(ctx: ServiceContext, event_id: int) -> None:
    new_event(ctx, players=[_entrant("Zed")])  # issued 0002
    said = _refused(ctx, event_id, "0001", "0002")
    assert said == "0002 is the temporary number of Zed, not a Legion number"


def test_a_player_not_in_the_event_is_refused(ctx: ServiceContext, event_id: int) -> None:
    said = _refused(ctx, event_id, "0009", "777")
    assert said == f"player 0009 is not registered in event {event_id}"


def test_undo_gives_the_temporary_number_back(ctx: ServiceContext, event_id: int) -> None:
    before = _numbers(ctx, event_id)
    give_legion_number(ctx, event_id, "0001", "123456")
    undone = undo_last(ctx, event_id).value
    assert undone.action == "player.legion_number"
    assert _numbers(ctx, event_id) == before
    with ctx.read() as store:
        player = store.find_player("0001")
        assert player is not None and player.kind is NumberKind.TEMPORARY
        assert store.find_player("123456") is None


def test_undo_parts_a_joined_record_again(ctx: ServiceContext) -> None:
    earlier = new_event(ctx, players=[_entrant("Ann Lee", "123456"), _entrant("Bo", "5120")])
    event = new_event(ctx, players=[_entrant("Ada", "4512"), _entrant("Ann L.")])
    play_round(ctx, event)
    give_legion_number(ctx, event, "0001", "123456")
    undo_last(ctx, event)
    assert _numbers(ctx, event) == {"Ada": "4512", "Ann L.": "0001"}
    assert _numbers(ctx, earlier)["Ann Lee"] == "123456"
    assert _played(ctx, event) == {"4512", "0001"}


def test_undo_is_refused_once_the_number_entered_another_event(
    ctx: ServiceContext, event_id: int
) -> None:
    give_legion_number(ctx, event_id, "0001", "123456")
    new_event(ctx, players=[_entrant("Ann Lee", "123456")])
    before = database_digest(ctx)
    with pytest.raises(RefusedAction, match="123456 has entered event 2 since it was given"):
        undo_last(ctx, event_id)
    assert database_digest(ctx) == before


def test_the_temporary_number_given_up_is_not_issued_again(
    ctx: ServiceContext, event_id: int
) -> None:
    give_legion_number(ctx, event_id, "0001", "123456")
    late = register_player(ctx, event_id, _entrant("Late Comer")).value
    assert late.number == "0002", "0001 stays Ann Lee's on the sheets printed before"


def test_an_earlier_result_waits_until_the_number_is_taken_back(
    ctx: ServiceContext, event_id: int
) -> None:
    result = next(e for e in event_log(ctx, event_id) if e.action == "match.report")
    give_legion_number(ctx, event_id, "0001", "123456")
    with pytest.raises(RefusedAction, match="is now Legion number 123456' depends on it"):
        undo_entry(ctx, event_id, result.id)
    undo_last(ctx, event_id)
    assert undo_entry(ctx, event_id, result.id).value.id == result.id


def test_a_finished_event_takes_a_number_and_its_undo(ctx: ServiceContext) -> None:
    event = new_event(ctx, players=[_entrant("Ada", "4512"), _entrant("Newt")], swiss_rounds=1)
    play_round(ctx, event)
    finish_event(ctx, event)
    give_legion_number(ctx, event, "0001", "123456")  # joined the Legion after the event
    assert _numbers(ctx, event)["Newt"] == "123456"
    undo_last(ctx, event)
    assert _numbers(ctx, event)["Newt"] == "0001"


def test_the_number_of_one_of_the_events_officials_is_refused(ctx: ServiceContext) -> None:
    judge = Official("Dana Judge", OfficialRole.JUDGE, legion_number="1234")
    event = new_event(ctx, players=[_entrant("Newt")], officials=[judge])
    said = _refused(ctx, event, "0001", "1234")
    assert said == "Dana Judge is the judge of this event and cannot also play in it"


def test_another_events_older_actions_wait_for_the_number_to_be_taken_back(
    ctx: ServiceContext, event_id: int
) -> None:
    """Ann Lee won her table of event 1 as 0001 and a correction gave it to her opponent; then,
    in event 2, she is given her number. Event 1's log still names 0001, so (once event 1 is
    reopened) the correction is not undone while the number stands: it said "internal error",
    as 0001 named nobody any more."""
    (table,) = [m for m in list_rounds(ctx, event_id)[0].matches if "0001" in (m.a, m.b)]
    opponent = table.b if table.a == "0001" else table.a
    assert table.winner == "0001" and opponent is not None
    report_result(ctx, event_id, 1, table.table, winner=opponent, correction=True)
    finish_event(ctx, event_id)
    second = new_event(ctx, players=[_entrant("Ann Lee", "0001"), _entrant("Dee", "7001")])
    give_legion_number(ctx, second, "0001", "123456")
    assert undo_last(ctx, event_id).value.action == "event.finish"  # event 1 reopened
    before = database_digest(ctx)

    with pytest.raises(RefusedAction, match="0001 has been given Legion number 123456 since"):
        undo_last(ctx, event_id)  # the correction, whose row names 0001 as the winner before

    assert database_digest(ctx) == before
    undo_last(ctx, second)  # the number taken back in event 2 …
    assert undo_last(ctx, event_id).value.action == "match.correct"  # … event 1 undoes again
    (table,) = [m for m in list_rounds(ctx, event_id)[0].matches if "0001" in (m.a, m.b)]
    assert table.winner == "0001"
