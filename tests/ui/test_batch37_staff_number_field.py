"""The round page's result line takes a staff player's number in lower case: ``2 s001`` records
the staff player ``S001`` as the winner, as ``2 S001`` does."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import get_round, pair_next_round
from tests.helpers.events import new_event, numbered
from tests.ui.keyboard import at_the_keyboard, press, typed

STAFF = Entrant(identity=PlayerIdentity(name="Store Staff"), is_staff=True)


def test_a_staff_number_typed_in_lower_case_at_the_result_line_is_recorded(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=[*numbered("Player", 3), STAFF])
    with ctx.write() as store:
        event = store.event(event_id)
        store.update_event_settings(event_id, replace(event.settings, odd_field="staff"))
    round_1 = pair_next_round(ctx, event_id).value
    staff_table = next(m for m in round_1.matches if "S001" in (m.a, m.b))
    _window, view = at_the_keyboard(ctx, qtbot, event_id)

    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    typed(f"{staff_table.table} s001")
    press(qtbot, Qt.Key.Key_Return)

    assert message_boxes == []
    recorded = next(m for m in get_round(ctx, event_id, 1).matches if m.table == staff_table.table)
    assert recorded.winner == "S001"
    assert view.round.entry.text() == ""
