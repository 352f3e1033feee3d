"""A Legion number typed at the registration table is looked up: the judge sees whose number
it is before adding anyone under it, and is warned when the name typed is another (adding would
rename that member in every event, and give the newcomer the member's record and rating)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.ui.dialogs import AddPlayerDialog
from tests.helpers.events import new_event
from tests.ui.drive import settle
from tests.ui.keyboard import Answers, at_the_keyboard, press, typed


def test_the_legion_number_typed_names_its_member_and_warns_of_another_name(
    ctx: ServiceContext, qtbot: QtBot, answer_dialogs: Answers
) -> None:
    autumn = new_event(ctx, name="Autumn", players=0)
    register_player(ctx, autumn, Entrant(PlayerIdentity("Ada Lovelace"), legion_number="4512"))
    winter = new_event(ctx, name="Winter", players=0)
    _window, view = at_the_keyboard(ctx, qtbot, winter)
    view.setCurrentWidget(view.players)
    view.players.search.setFocus()
    hints: list[tuple[bool, str]] = []

    def register(dialog: QWidget) -> None:
        assert isinstance(dialog, AddPlayerDialog)

        def hint() -> None:
            hints.append((dialog.known.isVisible(), dialog.known.text()))

        typed("Ada King")
        QTest.keyClick(dialog.name, Qt.Key.Key_Tab)
        typed("4512")
        QTest.keyClick(dialog.legion, Qt.Key.Key_Tab)  # the number left: looked up
        settle()
        hint()
        dialog.name.selectAll()
        dialog.name.setFocus()
        typed("Ada Lovelace")
        QTest.keyClick(dialog.name, Qt.Key.Key_Tab)
        settle()
        hint()
        dialog.legion.selectAll()
        dialog.legion.setFocus()
        typed("9999")  # nobody known by it
        QTest.keyClick(dialog.legion, Qt.Key.Key_Tab)
        settle()
        hint()
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    answer_dialogs(register)
    press(qtbot, Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)  # Add pla&yer…
    qtbot.waitUntil(lambda: len(hints) == 3, timeout=10_000)
    settle()

    assert hints[0] == (
        True,
        "4512 is the Legion number of Ada Lovelace: adding Ada King under it renames that "
        "member in every event. Check the number on the card.",
    )
    assert hints[1] == (True, "4512: Ada Lovelace, known from earlier events")
    assert hints[2][0] is False, "a number nobody has: no hint"
