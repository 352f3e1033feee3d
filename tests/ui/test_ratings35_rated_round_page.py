"""The round page of a rated event: a correction typed on the result line is refused with the
reason (take the ratings back first), the line kept for the judge, nothing changed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.ratings import apply_event, list_ratings
from opl_tournament.services.rounds import get_round
from tests.helpers.rated_events import play_event
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_a_correction_on_a_rated_event_is_refused_in_the_window(
    ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = play_event(ctx)
    apply_event(ctx, event_id)
    rated = {r.number: r.rating for r in list_ratings(ctx)}
    match = get_round(ctx, event_id, 2).matches[0]
    loser = match.b if match.winner == match.a else match.a
    _window, view = open_event_window(ctx, qtbot, event_id)
    page = view.round
    view.setCurrentWidget(page)
    settle()
    page.correction.setChecked(True)
    page.entry.setFocus()
    qtbot.keyClicks(page.entry, f"{match.table} {loser}")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    assert any("is rated: take its ratings back ('ratings undo" in m for m in messages), messages
    assert page.entry.text() == f"{match.table} {loser}", "the line is kept to retype"
    assert get_round(ctx, event_id, 2).matches[0].winner == match.winner
    assert {r.number: r.rating for r in list_ratings(ctx)} == rated
