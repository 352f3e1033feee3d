"""The judge pairs a round by hand or swaps two players: checked, warned, stored, audited, undone."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.manual_pairing import (
    pair_round_by_hand,
    pair_round_from_file,
    preview_hand_pairing,
    swap_players,
)
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event

FRIDAY = EventSettings(name="Friday", format=EventFormat.SWISS, swiss_rounds=3)

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def seats(ctx: ServiceContext, event_id: int, round_number: int) -> list[tuple[str, str | None]]:
    return [(m.a, m.b) for m in get_round(ctx, event_id, round_number).matches]


def audit_actions(ctx: ServiceContext, event_id: int) -> list[str]:
    with ctx.read() as store:
        return [entry.action for entry in store.audit_entries(event_id)]


def test_a_round_paired_by_hand_is_stored_as_given_and_audited(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=5)
    pairs = [("0001", "0005"), ("0002", "0004"), ("0003", None)]
    result = pair_round_by_hand(ctx, event_id, pairs).value
    assert result.warnings == ()
    assert seats(ctx, event_id, 1) == pairs
    bye = result.round.matches[-1]
    assert (bye.result, bye.winner) == ("BYE", "0003")
    assert all("paired by the judge" in str(m.explanation) for m in result.round.matches)
    assert audit_actions(ctx, event_id)[-1] == "round.pair"


def test_a_hand_pairing_must_seat_every_active_player_exactly_once(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    drop_player(ctx, event_id, "0004")
    with pytest.raises(InvalidInput, match="not seated: 0003"):
        pair_round_by_hand(ctx, event_id, [("0001", "0002")])
    with pytest.raises(InvalidInput, match="seated twice"):
        pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0002", "0003")])
    with pytest.raises(InvalidInput, match="dropped"):
        pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0003", "0004")])
    with pytest.raises(InvalidInput, match="not entered"):
        pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0003", "9999")])
    with pytest.raises(InvalidInput, match="only the odd player out"):
        pair_round_by_hand(ctx, event_id, [("0001", None), ("0002", None), ("0003", None)])
    assert get_round_count(ctx, event_id) == 0


def get_round_count(ctx: ServiceContext, event_id: int) -> int:
    with ctx.read() as store:
        return len(store.rounds.rounds(event_id))


def test_rematch_second_bye_and_pair_down_are_warned_and_recorded(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=5)
    pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0003", "0004"), ("0005", None)])
    report_result(ctx, event_id, 1, 1, winner="0001")
    report_result(ctx, event_id, 1, 2, winner="0003")
    pairs = [("0001", "0002"), ("0003", "0004"), ("0005", None)]
    kinds = {w.kind for w in preview_hand_pairing(ctx, event_id, pairs)}
    assert kinds == {"rematch", "second-bye", "bye-not-lowest", "pair-down"}
    assert get_round_count(ctx, event_id) == 1, "a preview stores nothing"
    result = pair_round_by_hand(
        ctx, event_id, [("0001", "0004"), ("0003", "0005"), ("0002", None)]
    ).value
    assert [w.message for w in result.warnings] == [
        "0001 (3 points) paired down to 0004 (0 points)"
    ]
    table_one = result.round.matches[0]
    assert "paired down to 0004" in str(table_one.explanation)


def test_a_swap_exchanges_two_seats_warns_and_can_be_undone(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=6)
    pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0003", "0004"), ("0005", "0006")])
    for table, winner in ((1, "0001"), (2, "0003"), (3, "0005")):
        report_result(ctx, event_id, 1, table, winner=winner)
    pair_round_by_hand(ctx, event_id, [("0001", "0003"), ("0005", "0002"), ("0004", "0006")])
    report_result(ctx, event_id, 2, 3, winner="0004")
    swapped = swap_players(ctx, event_id, "0003", "0002").value
    assert seats(ctx, event_id, 2) == [("0001", "0002"), ("0005", "0003"), ("0004", "0006")]
    assert [w.kind for w in swapped.warnings].count("rematch") == 1
    assert swapped.round.matches[2].winner == "0004", "other tables keep their results"
    assert "swapped by the judge" in str(swapped.round.matches[0].explanation)
    assert audit_actions(ctx, event_id)[-1] == "round.swap"
    undo_last(ctx, event_id)
    assert seats(ctx, event_id, 2) == [("0001", "0003"), ("0005", "0002"), ("0004", "0006")]
    assert get_round(ctx, event_id, 2).matches[2].winner == "0004"


def test_a_swap_is_refused_once_a_table_has_its_result(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0003", "0004")])
    report_result(ctx, event_id, 1, 1, winner="0001")
    with pytest.raises(RefusedAction, match="table 1 of round 1 already has a result"):
        swap_players(ctx, event_id, "0002", "0003")
    with pytest.raises(RefusedAction, match="already play each other"):
        swap_players(ctx, event_id, "0003", "0004")
    with pytest.raises(RefusedAction, match="not paired"):
        swap_players(ctx, event_id, "0003", "0042")


def test_elimination_rounds_cannot_be_paired_by_hand(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=4, format=EventFormat.SINGLE)
    with pytest.raises(RefusedAction, match="elimination round"):
        pair_round_by_hand(ctx, event_id, [("0001", "0002"), ("0003", "0004")])


def test_a_pairs_file_error_names_its_line(ctx: ServiceContext, tmp_path: Path) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    path = tmp_path / "pairs.csv"
    path.write_text("a,b\n0001,0002\n\n0003,0001\n", encoding="utf-8")
    with pytest.raises(InvalidInput) as caught:
        pair_round_from_file(ctx, event_id, path)
    assert caught.value.message.startswith(f"{path}, line 4: player 0001 is seated twice")
    path.write_text("a,b\n0001,0002\n0003,0004\n", encoding="utf-8")
    assert pair_round_from_file(ctx, event_id, path).round.number == 1
    with ctx.database.engine.connect() as raw:
        assert raw.exec_driver_sql("SELECT count(*) FROM match WHERE manual").scalar() == 2


def test_the_engine_pairs_after_a_hand_round(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, FRIDAY, players=4)
    pair_round_by_hand(ctx, event_id, [("0001", "0004"), ("0002", "0003")])
    report_result(ctx, event_id, 1, 1, winner="0001")
    report_result(ctx, event_id, 1, 2, winner="0002")
    round_two = pair_next_round(ctx, event_id).value
    assert {frozenset((m.a, m.b)) for m in round_two.matches} == {
        frozenset(("0001", "0002")),
        frozenset(("0003", "0004")),
    }
