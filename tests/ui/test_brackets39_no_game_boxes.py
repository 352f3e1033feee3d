"""The bracket page of a five-player double elimination: a losers' bracket match that two byes
would meet is shown as no game (as the ladder chart prints it), not as "BYE against BYE"."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsTextItem
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from tests.helpers.events import new_event, play_round, seeded_bracket
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_a_match_of_two_byes_is_shown_as_no_game(ctx: ServiceContext, qtbot: QtBot) -> None:
    settings = seeded_bracket("Five", EventFormat.DOUBLE, seed=1)
    event_id = new_event(ctx, settings, players=5)
    play_round(ctx, event_id)  # seeds 1-3 had byes: LB-R1-M2 is fed by two of those byes
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentIndex(view.indexOf(view.bracket))
    settle()
    items = [i for i in view.bracket.scene.items() if isinstance(i, QGraphicsTextItem)]
    caption = next(i for i in items if i.toPlainText() == "LB-R1-M2")
    box = [
        i.toPlainText()
        for i in items
        if abs(i.pos().x() - caption.pos().x()) < 8 and 0 < i.pos().y() - caption.pos().y() < 50
    ]
    assert box == ["No game: nobody reaches it"]
