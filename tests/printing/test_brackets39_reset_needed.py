"""The grand-final reset is marked "only if needed" until the first final decides it: once the
losers' bracket champion wins the first final the reset is to be played, and neither the ladder
chart nor the bracket page says it might not be."""

from __future__ import annotations

from pdf_helpers import page_texts
from PySide6.QtWidgets import QGraphicsTextItem
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import bracket, pair_next_round, report_result
from tests.helpers.events import new_event, play_round
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_the_reset_the_first_final_made_necessary_is_no_longer_only_if_needed(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    settings = EventSettings(name="Double", format=EventFormat.DOUBLE, seed=1)
    event_id = new_event(ctx, settings, players=4)
    for _ in range(3):  # two winners' rounds and the losers' final, the lower number winning
        play_round(ctx, event_id)
    final = pair_next_round(ctx, event_id).value
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert "ONLY IF NEEDED" in text, "the first final is still being played"
    report_result(ctx, event_id, final.number, final.matches[0].table, winner="0002")
    view = bracket(ctx, event_id)
    assert view is not None
    reset = next(m for m in view.matches if m.match_id == "GF-2")
    assert reset.needed and not reset.only_if_needed
    text = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))[0]
    assert "GF-2" in text and "ONLY IF NEEDED" not in text
    _window, event_view = open_event_window(ctx, qtbot, event_id)
    event_view.setCurrentIndex(event_view.indexOf(event_view.bracket))
    settle()
    drawn = [
        i.toPlainText()
        for i in event_view.bracket.scene.items()
        if isinstance(i, QGraphicsTextItem)
    ]
    assert "GF-2" in drawn and not any("only if needed" in t for t in drawn)
