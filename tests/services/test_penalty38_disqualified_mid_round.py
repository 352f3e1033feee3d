"""A disqualification for an earlier game's incident, given while the player sits at a game of a
later round: that game is lost too (the opponent wins it), and one undo puts both back. A
penalty that decides a round's last game ends the round as a reported result does."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.backups import list_snapshots
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.rounds import (
    get_round,
    pair_next_round,
    report_result,
    standings,
)
from opl_tournament.services.undo import undo_last
from tests.helpers.events import new_event, report_round


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    pair_next_round(ctx, event_id)
    return event_id


def _cheat(ctx: ServiceContext, event_id: int) -> tuple[str, int, int, str]:
    """A round-1 winner: (number, their round-1 table, their round-2 table, the round-2
    opponent)."""
    first = next(m for m in get_round(ctx, event_id, 1).matches if m.winner is not None)
    assert first.winner is not None
    second = next(m for m in get_round(ctx, event_id, 2).matches if first.winner in (m.a, m.b))
    opponent = second.b if second.a == first.winner else second.a
    assert opponent is not None
    return first.winner, first.table, second.table, opponent


def test_the_game_in_play_goes_to_the_opponent(ctx: ServiceContext, event_id: int) -> None:
    cheat, earlier, now, opponent = _cheat(ctx, event_id)
    view = issue_penalty(
        ctx, event_id, cheat, "dq", round_number=1, table=earlier, infraction="marked cards"
    )
    assert f"table {now} of round 2, is lost too" in view.value.explanation
    assert (1, earlier) in view.changes.tables and (2, now) in view.changes.tables
    game = next(m for m in get_round(ctx, event_id, 2).matches if m.table == now)
    assert (game.winner, game.result, game.decided_by) == (opponent, "FORFEIT", "penalty")
    with pytest.raises(RefusedAction, match="already has a result"):
        report_result(ctx, event_id, 2, now, winner=cheat)
    rows = {row.number: row for row in standings(ctx, event_id).standings.rows}
    assert rows[cheat].disqualified


def test_one_undo_puts_both_games_and_the_player_back(ctx: ServiceContext, event_id: int) -> None:
    cheat, earlier, now, _opponent = _cheat(ctx, event_id)
    issue_penalty(ctx, event_id, cheat, "dq", round_number=1, table=earlier)
    undo_last(ctx, event_id)
    first = next(m for m in get_round(ctx, event_id, 1).matches if m.table == earlier)
    assert first.winner == cheat and first.decided_by != "penalty"
    second = next(m for m in get_round(ctx, event_id, 2).matches if m.table == now)
    assert second.result is None
    status = next(r.status.value for r in list_registrations(ctx, event_id) if r.number == cheat)
    assert status == "active"


def test_a_game_loss_on_the_last_game_ends_the_round(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    first, last = pair_next_round(ctx, event_id).value.matches
    report_result(ctx, event_id, 1, first.table, winner=first.a)
    issue_penalty(ctx, event_id, last.a, "game_loss", round_number=1, table=last.table)
    labels = [info.label for info in list_snapshots(ctx)]
    assert f"event{event_id}-round1-end" in labels
