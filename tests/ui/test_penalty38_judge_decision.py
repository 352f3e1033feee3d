"""The judge's decision from the Penalties page (kit GEN-01: the judge's word is final): a
second renege in a game the judge does not count as a forfeit, its reason in the explanation; a
decision without a reason is refused in the dialog, what was typed kept, nothing recorded."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.penalties import issue_penalty, list_penalties
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.ui.penalties_page import DecisionDialog, PenaltiesPage
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import press_ok, settle
from tests.ui.keyboard import Answers, escape


def _second_renege(ctx: ServiceContext, qtbot: QtBot) -> tuple[int, str, int, PenaltiesPage]:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    game = get_round(ctx, event_id, 1).matches[0]
    issue_penalty(ctx, event_id, game.a, "renege", round_number=1, table=game.table)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.penalties)
    settle()
    page = view.penalties
    page.kind.setCurrentIndex(page.kind.findData("renege"))
    page.player.setText(game.a)
    page.round.setValue(1)
    page.table.setValue(game.table)
    return event_id, game.a, game.table, page


def test_the_judge_keeps_the_game_after_a_second_renege(
    ctx: ServiceContext, qtbot: QtBot, answer_dialogs: Answers
) -> None:
    event_id, _player, table, page = _second_renege(ctx, qtbot)

    def decide(dialog: QWidget) -> None:
        assert isinstance(dialog, DecisionDialog)
        assert dialog.form.isRowVisible(dialog.battle_lost), "OverPower has battles"
        dialog.reason.setText("new player, rule explained")
        dialog.game_forfeited.setCurrentIndex(dialog.game_forfeited.findData(False))
        press_ok(dialog)

    seen = answer_dialogs(decide)
    qtbot.mouseClick(page.decide, Qt.MouseButton.LeftButton)
    settle()
    assert seen == ["The judge's decision"]
    second = list_penalties(ctx, event_id)[-1]
    assert (second.kind, second.battle_lost, second.game_forfeited) == ("renege", True, False)
    assert second.overridden and "new player, rule explained" in second.explanation
    assert get_round(ctx, event_id, 1).matches[0].result is None, "the game goes on"
    assert page.player.text() == "", "ready for the next penalty"
    assert table == page.table.value()


def test_a_decision_without_a_reason_is_refused_in_the_dialog(
    ctx: ServiceContext, qtbot: QtBot, answer_dialogs: Answers
) -> None:
    event_id, player, _table, page = _second_renege(ctx, qtbot)
    said: list[str] = []

    def no_reason(dialog: QWidget) -> None:
        assert isinstance(dialog, DecisionDialog)
        dialog.disqualified.setCurrentIndex(dialog.disqualified.findData(False))
        press_ok(dialog)
        said.append(dialog.error_text(dialog.reason))
        assert dialog.disqualified.currentData() is False, "what was chosen is kept"
        escape(dialog)

    answer_dialogs(no_reason)
    qtbot.mouseClick(page.decide, Qt.MouseButton.LeftButton)
    settle()
    assert said == ["A judge override needs a reason"]
    assert len(list_penalties(ctx, event_id)) == 1
    assert page.player.text() == player, "the page keeps what was typed"
