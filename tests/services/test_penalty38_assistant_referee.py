"""Only the head judge imposes a forfeiture, a game loss or a disqualification; an assistant
referee (a station named for one of the event's assistant referees) may record a warning, a
renege or an irregularity, and is told to propose the rest (kit P-03)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import Official, OfficialRole
from opl_tournament.domain.rules.overpower.penalties import JudgeOverride
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.digest import database_digest
from tests.helpers.events import new_event

JUDGE = Official("Jo Judge", OfficialRole.JUDGE)
ASSISTANT = Official("Al Assistant", OfficialRole.ASSISTANT_REFEREE)


@pytest.mark.parametrize("kind", ["game_loss", "disqualification", "dof"])
def test_an_assistant_referee_may_not_impose_it(ctx: ServiceContext, kind: str) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3, officials=(JUDGE, ASSISTANT))
    game = pair_next_round(ctx, event_id).value.matches[0]
    assistant = ServiceContext(ctx.database, actor=ASSISTANT.name)
    before = database_digest(ctx)
    with pytest.raises(RefusedAction, match="an assistant referee may propose it"):
        issue_penalty(assistant, event_id, game.a, kind, round_number=1, table=game.table)
    assert database_digest(ctx) == before
    with pytest.raises(RefusedAction, match="only the head judge may decide"):
        issue_penalty(assistant, event_id, game.a, "renege", round_number=1, table=game.table,
                      override=JudgeOverride("proposed", disqualified=True))  # fmt: skip
    assert database_digest(ctx) == before
    issue_penalty(assistant, event_id, game.a, "renege", round_number=1, table=game.table)
    for station in ("Jo Judge", "north"):
        judge = ServiceContext(ctx.database, actor=station)
        issue_penalty(judge, event_id, game.a, "warning", infraction="stalling")
    issue_penalty(ServiceContext(ctx.database, actor="north"), event_id, game.b, kind,
                  round_number=1, table=game.table)  # fmt: skip
    assert [p.kind for p in list_penalties(ctx, event_id)][-1] in (
        kind, "declaration_of_forfeiture",
    )  # fmt: skip
