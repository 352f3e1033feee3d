"""Both players of a bracket match penalised with its loss: the second game loss is refused
(a bracket match needs a winner, and it would go to the player who lost it first by penalty);
a disqualification is not (the next opponent gets a bye), nor the judge's decision that the
game is not forfeited."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.rules.overpower.penalties import JudgeOverride
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import get_round, pair_next_round
from tests.helpers.digest import database_digest
from tests.helpers.events import new_event


@pytest.fixture
def match(ctx: ServiceContext) -> tuple[int, int, str, str]:
    """A single-elimination event's first match: (event, table, first penalised, other)."""
    event_id = new_event(ctx, players=4, format=EventFormat.SINGLE)
    first = pair_next_round(ctx, event_id).value.matches[0]
    assert first.b is not None
    issue_penalty(ctx, event_id, first.a, "game_loss", round_number=1, table=first.table)
    return event_id, first.table, first.a, first.b


def test_the_second_game_loss_of_a_bracket_match_is_refused(
    ctx: ServiceContext, match: tuple[int, int, str, str]
) -> None:
    event_id, table, first, other = match
    before = database_digest(ctx)
    with pytest.raises(RefusedAction, match=f"{first} has already lost .* by penalty"):
        issue_penalty(ctx, event_id, other, "game_loss", round_number=1, table=table)
    assert database_digest(ctx) == before
    assert get_round(ctx, event_id, 1).matches[0].winner == other


def test_a_disqualification_or_the_judges_decision_is_recorded(
    ctx: ServiceContext, match: tuple[int, int, str, str]
) -> None:
    event_id, table, _first, other = match
    decided = JudgeOverride("the other's was worse", game_forfeited=False)
    issue_penalty(ctx, event_id, other, "game_loss", round_number=1, table=table, override=decided)
    assert get_round(ctx, event_id, 1).matches[0].winner == other
    issue_penalty(ctx, event_id, other, "dq", round_number=1, table=table)
    assert [p.kind for p in list_penalties(ctx, event_id)][-1] == "disqualification"
