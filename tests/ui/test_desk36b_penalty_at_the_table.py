"""Desk 36b: a penalty called at a table the judge has selected on the round page. Going to the
Penalties page (Alt+N) fills in that game's round and table; the judge types the player's
number and presses Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from opl_tournament.services import penalties
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from tests.helpers.events import new_event, report_round
from tests.ui.keyboard import at_the_keyboard, press, to_the_table_list, typed


@pytest.mark.parametrize("zeros", [True, False], ids=["0004", "4"])
def test_the_table_selected_on_the_round_page_is_filled_in_and_enter_records_its_penalty(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]], zeros: bool
) -> None:
    """The number typed as it is, or without its leading zeros."""
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    to_the_table_list(qtbot, view)
    press(qtbot, Qt.Key.Key_Down)  # a table further down the list
    (row,) = view.round.view.selectionModel().selectedRows()
    table = view.round.model.items[row.row()].table
    second = next(m for m in get_round(ctx, event_id, 2).matches if m.table == table)

    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # the Pe&nalties tab
    page = view.penalties
    assert view.currentWidget() is page
    assert (page.round.value(), page.table.value()) == (2, second.table)
    assert second.a in page.seated.text() and str(second.b) in page.seated.text()
    assert QApplication.focusWidget() is page.player, "the cursor waits for the number"

    assert second.b is not None
    typed(second.b if zeros else str(int(second.b)))
    press(qtbot, Qt.Key.Key_Return)

    (given,) = penalties.list_penalties(ctx, event_id)
    assert (given.number, given.round, given.table) == (second.b, 2, second.table)
    assert message_boxes == []


def test_nothing_is_filled_in_when_no_table_is_selected(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)

    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)

    page = view.penalties
    assert view.currentWidget() is page
    assert (page.round.value(), page.table.value()) == (0, 0), "between games, no table"
    assert page.round.text() == "between games"


def test_what_was_filled_in_goes_when_the_judge_comes_back_with_no_table_selected(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    to_the_table_list(qtbot, view)
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert view.penalties.round.value() == 1
    assert view.penalties.form.isRowVisible(view.penalties.seated)

    press(qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)  # back to the R&ound tab
    view.round.view.clearSelection()
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)

    assert (view.penalties.round.value(), view.penalties.table.value()) == (0, 0)
    assert not view.penalties.form.isRowVisible(view.penalties.seated)


def test_a_table_typed_over_the_one_filled_in_no_longer_names_its_players(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    to_the_table_list(qtbot, view)
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    page = view.penalties
    filled = page.table.value()

    page.table.setFocus()
    page.table.selectAll()
    typed(str(filled + 1))

    assert page.table.value() == filled + 1
    assert not page.form.isRowVisible(page.seated)
