"""Desk 36b: a queue at the registration table. The Add player dialog (Alt+Y) stays open with
"Add and next" (Enter): each player registered, the form emptied, who was just added said in
the dialog, the cursor back in the name; a refused player keeps what was typed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.services import registration
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.dialogs import AddPlayerDialog
from tests.helpers.events import new_event
from tests.ui.drive import settle
from tests.ui.keyboard import Answers, at_the_keyboard, press, typed


def key(which: Qt.Key) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, which)
    settle()


def test_three_players_in_a_row_one_refused_keeping_what_was_typed(
    ctx: ServiceContext,
    qtbot: QtBot,
    message_boxes: list[tuple[str, str]],
    answer_dialogs: Answers,
) -> None:
    event_id = new_event(ctx, players=0, swiss_rounds=3)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    view.players.search.setFocus()
    seen_in_dialog: list[tuple[str, str, bool]] = []
    """After each Enter: what the dialog says it added, the name field, the cursor there."""

    def queue(dialog: QWidget) -> None:
        assert isinstance(dialog, AddPlayerDialog)

        def after_enter() -> None:
            key(Qt.Key.Key_Return)
            seen_in_dialog.append(
                (
                    dialog.just_added.text(),
                    dialog.name.text(),
                    QApplication.focusWidget() is dialog.name,
                )
            )

        typed("Ann Lee")
        after_enter()  # no Legion number: a temporary one
        typed("Bob Stone")
        key(Qt.Key.Key_Tab)
        typed("4711")
        after_enter()
        typed("Cy Twin")
        key(Qt.Key.Key_Tab)
        typed("4711")  # Bob's number again
        after_enter()
        refusal = dialog.error_text(dialog.legion)
        kept = (dialog.name.text(), dialog.legion.text())
        dialog.legion.selectAll()
        typed("4712")
        after_enter()
        seen_in_dialog.append((refusal, repr(kept), dialog.isVisible()))
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    seen = answer_dialogs(queue)
    press(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)  # Add pla&yer…
    qtbot.waitUntil(lambda: len(seen_in_dialog) == 5, timeout=10_000)
    settle()

    assert seen == ["Register a player"], "one dialog for the whole queue"
    players = registration.list_registrations(ctx, event_id)
    ann = next(p for p in players if p.player.name == "Ann Lee")
    assert seen_in_dialog[0] == (f"{ann.number} Ann Lee registered", "", True)
    assert seen_in_dialog[1] == ("4711 Bob Stone registered", "", True)
    refused_enter, then_added, (refusal, kept, still_open) = seen_in_dialog[2:]
    assert refused_enter[1] == "Cy Twin", "the refused player's name stays typed"
    assert "4711" in refusal and "already registered" in refusal
    assert kept == repr(("Cy Twin", "4711")) and still_open
    assert then_added == ("4712 Cy Twin registered", "", True)
    assert sorted((p.number, p.player.name) for p in players if p.number != ann.number) == [
        ("4711", "Bob Stone"),
        ("4712", "Cy Twin"),
    ]
    assert len(players) == 3
    shown = [r.player.name for r in view.players.model.items]
    assert sorted(shown) == ["Ann Lee", "Bob Stone", "Cy Twin"], "the list shows them"
    assert message_boxes == []


def test_add_records_the_player_and_closes_the_dialog(
    ctx: ServiceContext,
    qtbot: QtBot,
    message_boxes: list[tuple[str, str]],
    answer_dialogs: Answers,
) -> None:
    event_id = new_event(ctx, players=0, swiss_rounds=3)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    view.players.search.setFocus()

    def one(dialog: QWidget) -> None:
        typed("Dee Solo")
        QTest.keyClick(
            QApplication.focusWidget() or dialog, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier
        )

    seen = answer_dialogs(one)
    press(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(registration.list_registrations(ctx, event_id)), timeout=10_000)
    settle()

    assert seen == ["Register a player"]
    assert [p.player.name for p in registration.list_registrations(ctx, event_id)] == ["Dee Solo"]
    assert QApplication.activeModalWidget() is None, "&Add closes the dialog"
    assert message_boxes == []
