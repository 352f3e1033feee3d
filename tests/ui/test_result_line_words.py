"""At the result line the judge may type the words a results file takes: "tie" or "drawn" for a
draw, "double loss" (two words) for a double loss."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, Game
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.services import events, rounds
from opl_tournament.services.context import ServiceContext
from tests.helpers.events import register_names
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_tie_drawn_and_double_loss_at_the_result_line(
    ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    settings = EventSettings(name="TCG", game=Game.VS_TCG, format=EventFormat.SWISS, swiss_rounds=2)
    event = events.create_event(ctx, settings)
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"])
    rounds.pair_next_round(ctx, event.id)
    window, view = open_event_window(ctx, qtbot, event.id)
    for typed in ("1 tie", "2 Drawn", "3 double loss"):
        qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(view.round.entry, typed)
        qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
        settle()
        assert view.round.entry.text() == "", f"{typed!r} was not taken"
    matches = rounds.get_round(ctx, event.id, 1).matches
    assert [(m.result, m.winner) for m in matches] == [
        (ResultCode.DRAW, None),
        (ResultCode.DRAW, None),
        (ResultCode.DOUBLE_LOSS, None),
    ]
    assert messages == []
