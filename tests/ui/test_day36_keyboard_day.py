"""A judge's day at the keyboard (review 36): after each step the next keystroke lands where it
is needed. A wrong result corrected from the result line, a penalty recorded with Enter, a round
paired with F5 from another page: each driven with keys only, as the judge does it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.services import penalties, registration, rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.time_call import TimeCallDialog
from tests.helpers.events import new_event, pod_settings, report_round
from tests.ui.drive import settle
from tests.ui.keyboard import Answers, at_the_keyboard, escape, keys, press, typed


def test_a_wrong_result_is_corrected_from_the_result_line_by_ticking_the_box_and_pressing_enter(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    first = get_round(ctx, event_id, 1).matches[0]
    loser = first.b if first.winner == first.a else first.a
    _window, view = at_the_keyboard(ctx, qtbot, event_id)

    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    typed(f"{first.table} {loser}")
    press(qtbot, Qt.Key.Key_Return)
    assert [kind for kind, _text in message_boxes] == ["warning"], "refused: it has a result"
    assert view.round.entry.text() == f"{first.table} {loser}", "what was typed stays"

    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # correct a result alrea&dy…
    assert view.round.correction.isChecked()
    press(qtbot, Qt.Key.Key_Return)

    assert get_round(ctx, event_id, 1).matches[0].winner == loser
    assert len(message_boxes) == 1, message_boxes
    assert QApplication.focusWidget() is view.round.entry and view.round.entry.text() == ""


def test_a_penalty_is_recorded_with_enter_and_the_cursor_waits_for_the_next_player(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    page = view.penalties

    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)  # the Pe&nalties tab
    assert view.currentWidget() is page
    page.player.setFocus()
    typed("0099")
    page.infraction.setFocus()
    typed("Slow play")
    press(qtbot, Qt.Key.Key_Return)
    assert penalties.list_penalties(ctx, event_id) == [], "no player 0099"
    assert [kind for kind, _text in message_boxes] == ["warning"]
    assert (page.player.text(), page.infraction.text()) == ("0099", "Slow play"), "kept"

    page.player.selectAll()
    page.player.setFocus()
    typed("0002")
    page.infraction.setFocus()
    press(qtbot, Qt.Key.Key_Return)

    (given,) = penalties.list_penalties(ctx, event_id)
    assert (given.number, given.infraction) == ("0002", "Slow play")
    assert QApplication.focusWidget() is page.player and page.player.text() == ""


def test_f5_from_the_players_page_shows_the_new_round_with_the_cursor_in_the_result_line(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    view.players.search.setFocus()

    press(qtbot, Qt.Key.Key_F5)

    assert [r.number for r in view.round.rounds] == [1]
    assert view.currentWidget() is view.round, "the pairings just made are shown"
    table = get_round(ctx, event_id, 1).matches[0]
    typed(f"{table.table} a")
    press(qtbot, Qt.Key.Key_Return)
    assert get_round(ctx, event_id, 1).matches[0].winner == table.a
    assert message_boxes == []


def test_the_pair_button_leaves_the_cursor_in_the_result_line(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    button = view.round.buttons["Pair next round"]
    button.setFocus()

    press(qtbot, Qt.Key.Key_Space)

    assert [r.number for r in view.round.rounds] == [1]
    assert QApplication.focusWidget() is view.round.entry


def seated_pods(ctx: ServiceContext, qtbot: QtBot) -> tuple[EventView, rounds.PodView]:
    """A Vs. System pod event of 13 players, round 1 seated, the cursor in the result line; its
    view, and a pod of three."""
    event_id = new_event(ctx, pod_settings("Vs. Night", swiss_rounds=3), players=13)
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    pod = next(p for p in get_round(ctx, event_id, 1).pods if len(p.seats) == 3)
    return view, pod


def test_f8_at_a_pod_asks_which_pod_when_none_is_selected(
    ctx: ServiceContext,
    qtbot: QtBot,
    message_boxes: list[tuple[str, str]],
    answer_dialogs: Answers,
) -> None:
    _view, pod = seated_pods(ctx, qtbot)
    seen = answer_dialogs(keys(str(pod.table)), escape)

    press(qtbot, Qt.Key.Key_F8)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10_000)

    assert message_boxes == []
    assert seen == ["Time called", f"Time called at table {pod.table}"]


def test_a_pods_places_are_given_by_keyboard_without_choosing_its_row_first(
    ctx: ServiceContext,
    qtbot: QtBot,
    message_boxes: list[tuple[str, str]],
    answer_dialogs: Answers,
) -> None:
    view, pod = seated_pods(ctx, qtbot)
    seen = answer_dialogs(keys(str(pod.table)), keys("2", "1", "3"))

    press(qtbot, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # Result of selected &pod…
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10_000)
    settle()

    assert message_boxes == []
    assert seen == ["Pod", f"Result of pod {pod.table}"]
    stored = next(p for p in get_round(ctx, view.event_id, 1).pods if p.table == pod.table)
    assert [s.placing for s in stored.seats] == [2, 1, 3]


def test_a_pods_result_dialog_cancelled_leaves_the_result_line_guarding_entered_results(
    ctx: ServiceContext,
    qtbot: QtBot,
    message_boxes: list[tuple[str, str]],
    answer_dialogs: Answers,
) -> None:
    view, pod = seated_pods(ctx, qtbot)
    first, second = pod.seats[0].number, pod.seats[1].number
    typed(f"{pod.table} {first}")
    press(qtbot, Qt.Key.Key_Return)
    seen = answer_dialogs(keys(str(pod.table)), escape)  # the judge opens it, then thinks again
    press(qtbot, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10_000)
    settle()
    # a desktop gives the window back its activity once the dialog closes; offscreen does not
    view.window().activateWindow()
    qtbot.waitUntil(view.window().isActiveWindow)

    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    typed(f"{pod.table} {second}")  # a slip: this pod has its result
    press(qtbot, Qt.Key.Key_Return)

    assert [kind for kind, _text in message_boxes] == ["warning"], "refused: it has a result"
    stored = next(p for p in get_round(ctx, view.event_id, 1).pods if p.table == pod.table)
    assert {s.number: s.placing for s in stored.seats}[first] == 1
    assert not view.round.correction.isChecked()


def test_a_penalty_without_a_player_number_is_refused_saying_so(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    page = view.penalties
    view.setCurrentWidget(page)
    page.infraction.setFocus()
    typed("Slow play")

    press(qtbot, Qt.Key.Key_Return)

    assert penalties.list_penalties(ctx, event_id) == []
    ((kind, text),) = message_boxes
    assert kind == "warning" and "player's number" in text and "  " not in text, text
    assert page.infraction.text() == "Slow play" and QApplication.focusWidget() is page.player


def test_a_new_round_starts_with_the_correction_box_clear(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # ticked, then not used
    assert view.round.correction.isChecked()

    press(qtbot, Qt.Key.Key_F5)
    assert [r.number for r in view.round.rounds] == [1, 2]
    assert not view.round.correction.isChecked()

    table = get_round(ctx, event_id, 2).matches[0]
    for winner in (table.a, table.b):  # the second is a slip: that table has its result
        typed(f"{table.table} {winner}")
        press(qtbot, Qt.Key.Key_Return)
    assert get_round(ctx, event_id, 2).matches[0].winner == table.a
    assert [kind for kind, _text in message_boxes] == ["warning"]


def test_a_time_call_form_refused_by_the_rules_opens_again_with_what_was_typed(
    ctx: ServiceContext,
    qtbot: QtBot,
    message_boxes: list[tuple[str, str]],
    answer_dialogs: Answers,
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    table = get_round(ctx, event_id, 1).matches[0]
    _window, _view = at_the_keyboard(ctx, qtbot, event_id)
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    kept: list[tuple[int, int]] = []

    def retyped(dialog: QWidget) -> None:
        assert isinstance(dialog, TimeCallDialog)
        first = dialog.boxes[0]
        kept.append((first.completed.value(), first.defeated.value()))
        focused = QApplication.focusWidget()
        assert focused is not None
        assert focused is first.defeated or first.defeated.isAncestorOf(focused), (
            "the cursor where the judge left it"
        )
        keys("0")(dialog)

    # 7 completed and 7 defeated: more than a mission set holds
    seen = answer_dialogs(keys(str(table.table)), keys("7", "7"), retyped)
    press(qtbot, Qt.Key.Key_F8)
    qtbot.waitUntil(lambda: len(seen) == 3, timeout=10_000)
    settle()
    qtbot.wait(100)  # a fourth showing would be seen (and closed) by now

    assert seen == ["Time called"] + [f"Time called at table {table.table}"] * 2
    ((kind, text),) = message_boxes
    assert kind == "warning" and "missions" in text
    assert kept == [(7, 7)], "the form came back as it was filled"
    assert get_round(ctx, event_id, 1).matches[0].winner == table.a


def test_a_player_found_by_search_is_dropped_with_enter_then_alt_d(
    ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, players=["Ann Lee", "Bob Roy", "Cleo Diaz", "Dan Fox"])
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # the Pl&ayers tab
    page = view.players
    page.search.setFocus()
    typed("cleo")
    press(qtbot, Qt.Key.Key_Return)  # the one found is chosen
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # &Drop

    assert message_boxes == []
    gone = [
        r.player.name
        for r in registration.list_registrations(ctx, event_id)
        if r.status.value == "dropped"
    ]
    assert gone == ["Cleo Diaz"]
