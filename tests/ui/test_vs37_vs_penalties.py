"""Penalties at a Vs. System event, from the window: the Penalties page offers the penalties of
the event's game, not OverPower's renege (a battle lost, missions moved)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings, Game
from opl_tournament.services.context import ServiceContext
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def _offered(ctx: ServiceContext, qtbot: QtBot, game: Game) -> list[str]:
    event_id = new_event(ctx, EventSettings(name="Night", game=game), players=4)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.penalties)
    settle()
    kinds = view.penalties.kind
    return [str(kinds.itemData(i)) for i in range(kinds.count())]


def test_a_vs_event_offers_no_renege_and_an_overpower_event_does(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    for game in (Game.VS_TCG, Game.VS_2PCG):
        offered = _offered(ctx, qtbot, game)
        assert "renege" not in offered and "game_loss" in offered, game
    assert "renege" in _offered(ctx, qtbot, Game.OVERPOWER)
