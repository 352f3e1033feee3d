"""The bracket page of a double elimination decided in the first grand final."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from tests.helpers.events import decided_double_elimination
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_the_reset_not_needed_is_shown_as_not_played_and_the_champion_named(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    _window, view = open_event_window(ctx, qtbot, decided_double_elimination(ctx))
    view.setCurrentIndex(view.indexOf(view.bracket))
    settle()
    drawn = [i.toPlainText() for i in view.bracket.scene.items() if hasattr(i, "toPlainText")]
    assert "Not played: the first final decided it" in drawn
    assert "Champion: 0001 Player 1" in drawn
    assert not any("only if needed" in text for text in drawn)
    # Player 2 is in the winners' first two rounds, the losers' final and the grand final.
    assert sum("Player 2" in text for text in drawn) == 4
