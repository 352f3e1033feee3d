"""The event's tier, tiebreakers, grand final, late entries and bracket byes in the window, as a
judge sets them: the New event dialog's "Rules and players" tab, Edit event… and Edit ▸ Undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.event_policies import GrandFinal, Seeding, TiebreakPreset
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui.dialogs import EditEventDialog, EventForm, NewEventDialog
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.cut_text import cut_text
from tests.helpers.events import new_event, report_round
from tests.ui.drive import menu_action, new_event_from_menu, press_ok, settle, type_text


def pick(box: QComboBox, text: str) -> None:
    """The judge's arrow keys on the box until it shows ``text``."""
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Home)
    for _ in range(box.count()):
        if box.currentText() == text:
            return
        QTest.keyClick(box, Qt.Key.Key_Down)
    assert box.currentText() == text, [box.itemText(i) for i in range(box.count())]


def open_rules_tab(dialog: EventForm) -> None:
    bar = dialog.tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert dialog.tabs.currentIndex() == 1


def shown_rows(dialog: EventForm) -> set[str]:
    return {key for key, box in dialog.choices.boxes.items() if dialog.play_form.isRowVisible(box)}


def test_a_new_double_elimination_gets_the_choices_picked_in_the_dialog(
    window: MainWindow, ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: dict[str, object] = {}

    def fill(dialog: NewEventDialog) -> None:
        type_text(dialog.name, "Regional KO")
        seen["swiss"] = shown_rows(dialog)
        pick(dialog.format, "Double elimination")
        open_rules_tab(dialog)
        seen["double"] = shown_rows(dialog)
        seen["cut"] = cut_text(dialog)
        fields = dialog.choices.boxes
        pick(fields["tier"], "Regional (no Beyonder on a team)")
        pick(fields["grand_final"], "One final only")
        pick(fields["bye_assignment"], "By seed and rating (the best seeds get the byes)")

    view = new_event_from_menu(window, monkeypatch, fill)
    assert seen["swiss"] == {"tier", "tiebreaks", "late_entry"}
    assert seen["double"] == {"tier", "grand_final", "bye_assignment"}
    assert seen["cut"] == []
    settings = events.get_event(ctx, view.event_id).settings
    pairing = settings.policies.pairing
    assert settings.format is EventFormat.DOUBLE and settings.tier == "regional"
    assert (pairing.grand_final, pairing.bye_assignment) == (GrandFinal.SINGLE, Seeding.SEEDED)
    assert pairing.tiebreaks is None and pairing.late_entry is None  # not shown: not chosen


def test_a_vs_system_event_has_no_tier_row(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: dict[str, object] = {}

    def fill(dialog: NewEventDialog) -> int:
        pick(dialog.game, "Vs. System (TCG)")
        seen["rows"] = shown_rows(dialog)
        dialog.reject()
        return 0

    monkeypatch.setattr(NewEventDialog, "exec", fill)
    menu_action(window, "File", "New event").trigger()
    settle()
    assert seen["rows"] == {"tiebreaks", "late_entry"}


def test_edit_event_changes_the_tiebreakers_and_undo_puts_them_back(
    window: MainWindow, ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    event_id = new_event(ctx, players=5, swiss_rounds=3, seed=1)
    for _ in range(3):
        report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    window.refresh_events()
    window.open_event(event_id)
    shown: dict[str, object] = {}

    def fill(dialog: EditEventDialog) -> int:
        open_rules_tab(dialog)
        box = dialog.choices.boxes["tiebreaks"]
        shown["before"] = box.currentText()
        pick(box, "Buchholz, then Sonneborn-Berger, then head to head (the kit's)")
        return press_ok(dialog)

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert shown["before"] == "Legion (opponents' match-win %, then theirs)"
    pairing = events.get_event(ctx, event_id).settings.policies.pairing
    assert pairing.tiebreaks is TiebreakPreset.BUCHHOLZ
    assert standings_page(window) == (["Player 1", "Player 2", "Player 3"], "Buchholz")
    undo = menu_action(window, "Edit", "Undo")
    window.refresh_undo()
    assert "tiebreakers Legion → Buchholz" in undo.text()
    undo.trigger()
    settle()
    assert events.get_event(ctx, event_id).settings.policies.pairing.tiebreaks is None
    assert standings_page(window) == (["Player 1", "Player 3", "Player 2"], "OMW%")


def standings_page(window: MainWindow) -> tuple[list[str], str]:
    """The Standings tab as the judge sees it: its first three names and the first tiebreaker's
    column heading."""
    view = window.event_view
    assert view is not None
    view.setCurrentWidget(view.standings)
    settle()
    model = view.standings.model
    names = [model.index(row, 2).data() for row in range(3)]
    return names, model.headerData(5, Qt.Orientation.Horizontal)


def test_a_grand_final_already_paired_is_refused_in_the_dialog(
    window: MainWindow, ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(
        ctx, EventSettings(name="KO", format=EventFormat.DOUBLE, seed=3), players=4
    )
    while True:
        view = pair_next_round(ctx, event_id).value
        if any(m.bracket == "final" for m in view.matches):
            break
        report_round(ctx, event_id, view)
    window.refresh_events()
    window.open_event(event_id)
    seen: dict[str, object] = {}

    def fill(dialog: EditEventDialog) -> int:
        open_rules_tab(dialog)
        pick(dialog.choices.boxes["grand_final"], "One final only")
        result = press_ok(dialog)
        seen["error"] = dialog.general_error.text()
        seen["kept"] = dialog.choices.boxes["grand_final"].currentText()
        dialog.reject()
        return result

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert "the grand final has been paired" in str(seen["error"]).casefold()
    assert seen["kept"] == "One final only"
    assert events.get_event(ctx, event_id).settings.policies.pairing.grand_final is None


@pytest.mark.parametrize("fmt", list(EventFormat))
def test_both_tabs_fit_a_small_screen_uncut_in_each_language(
    window_language: object, fmt: EventFormat, qtbot: QtBot
) -> None:
    dialog = NewEventDialog()
    qtbot.addWidget(dialog)
    dialog.format.setCurrentIndex(dialog.format.findData(fmt))
    dialog.show()
    qtbot.waitExposed(dialog)
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        dialog.adjustSize()
        settle()
        assert dialog.height() <= 600 and dialog.width() <= 1024, (tab, dialog.size())
        assert cut_text(dialog) == [], tab


def test_a_finished_events_choices_cannot_be_picked(
    window: MainWindow, ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=1)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    events.finish_event(ctx, event_id)
    window.refresh_events()
    window.open_event(event_id)
    seen: dict[str, object] = {}

    def fill(dialog: EditEventDialog) -> int:
        open_rules_tab(dialog)
        shown = [dialog.choices.boxes[key] for key in sorted(shown_rows(dialog))]
        seen["rows"] = sorted(shown_rows(dialog))
        seen["enabled"] = [box.isEnabled() for box in shown]
        seen["why"] = shown[0].toolTip()
        dialog.reject()
        return 0

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert seen["rows"] == ["late_entry", "tiebreaks", "tier"]
    assert seen["enabled"] == [False, False, False]
    assert "undo the finish" in str(seen["why"])
