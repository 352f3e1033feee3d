"""The forms and pages a judge meets in the first hour, driven through the window's own widgets."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services import events, rounds
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.round_clock import clock_view, start_clock
from opl_tournament.storage import open_database
from opl_tournament.ui.dialogs import AddPlayerDialog, EditEventDialog, NewEventDialog
from tests.helpers.wall_clock import START, WallClock
from tests.helpers.window import open_window
from tests.ui.drive import button, menu_action, press_ok, settle, type_text


@pytest.fixture
def clock() -> WallClock:
    return WallClock()


@pytest.fixture
def ctx(tmp_path: Path, clock: WallClock) -> Iterator[ServiceContext]:
    database = open_database(tmp_path / "event.sqlite")
    yield ServiceContext(database, actor="Dana", clock=clock)
    database.close()


def test_a_refused_new_event_keeps_what_was_typed_and_shows_the_error_by_the_field(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    window = open_window(ctx, qtbot)
    seen: dict[str, Any] = {}

    def fill(dialog: NewEventDialog) -> int:
        games = [dialog.game.itemText(i) for i in range(dialog.game.count())]
        kinds = [dialog.tournament_type.itemText(i) for i in range(dialog.tournament_type.count())]
        seen["words"] = games + kinds
        dialog.format.setCurrentIndex(dialog.format.findText("Swiss"))
        seen["cut for a plain Swiss"] = dialog.cut.isEnabled()
        seen["tables for OverPower"] = dialog.pods.isEnabled()
        dialog.place.setText("Hobby Corner")
        assert press_ok(dialog) != NewEventDialog.DialogCode.Accepted
        seen["error"] = dialog.error_text(dialog.name)
        seen["kept"] = dialog.place.text()
        type_text(dialog.name, "Spring Open")
        return press_ok(dialog)

    monkeypatch.setattr(NewEventDialog, "exec", fill)
    menu_action(window, "File", "New event…").trigger()
    settle()
    assert seen["words"] == [
        "OverPower",
        "Vs. System (TCG)",
        "Vs. System 2PCG",
        "Constructed",
        "Sealed",
        "Locations",
    ]
    assert seen["cut for a plain Swiss"] is False and seen["tables for OverPower"] is False
    assert seen["error"] == "An event needs a name" and seen["kept"] == "Hobby Corner"
    assert [e.name for e in events.list_events(ctx)] == ["Spring Open"]
    assert "Spring Open" in window.statusBar().currentMessage()
    assert messages == []


def test_a_duplicate_legion_number_is_refused_inside_the_form(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    event = events.create_event(ctx, EventSettings(name="Cup"))
    register_player(
        ctx, event.id, Entrant(identity=PlayerIdentity(name="Ada"), legion_number="4512")
    )
    window = open_window(ctx, qtbot, event.id)
    seen: dict[str, str] = {}

    def fill(dialog: AddPlayerDialog) -> int:
        type_text(dialog.name, "Björn Ñúñez")
        type_text(dialog.legion, "4512")
        press_ok(dialog)
        seen["error"] = dialog.error_text(dialog.legion)
        seen["name"] = dialog.name.text()
        dialog.legion.clear()
        type_text(dialog.legion, "4513")
        return press_ok(dialog)

    monkeypatch.setattr(AddPlayerDialog, "exec", fill)
    page = window.event_view.players  # type: ignore[union-attr]
    qtbot.mouseClick(button(page, "Add player…"), Qt.MouseButton.LeftButton)
    settle()
    assert seen["error"] == "Player 4512 is already registered in this event"
    assert seen["name"] == "Björn Ñúñez"
    assert [r.number for r in page.model.items] == ["4512", "4513"]
    assert "Registered 4513 Björn Ñúñez" in window.statusBar().currentMessage()
    assert messages == []


def test_edit_event_from_the_window_is_undone_by_undo(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    event = events.create_event(
        ctx, EventSettings(name="Spring Opne", format=EventFormat.SWISS, swiss_rounds=3)
    )
    window = open_window(ctx, qtbot, event.id)
    seen: dict[str, str] = {}

    def fill(dialog: EditEventDialog) -> int:
        dialog.name.clear()
        type_text(dialog.name, "Spring Open")
        dialog.date.setText("22/11/2026")
        press_ok(dialog)
        seen["date error"] = dialog.error_text(dialog.date)
        dialog.date.setText("2026-11-22")
        dialog.rounds.setValue(5)
        dialog.judge.setText("Dana Judge")
        return press_ok(dialog)

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert seen["date error"] == "'22/11/2026' is not a date (YYYY-MM-DD)"
    edited = events.get_event(ctx, event.id)
    assert (edited.name, edited.settings.date, edited.settings.swiss_rounds) == (
        "Spring Open",
        "2026-11-22",
        5,
    )
    assert [o.name for o in edited.officials] == ["Dana Judge"]
    assert "Spring Open" in window.windowTitle()
    undo = menu_action(window, "Edit", "Undo")
    assert undo.text().replace("&", "").startswith(f"Undo: edited event {event.id}: name, date")
    undo.trigger()
    settle()
    back = events.get_event(ctx, event.id)
    assert (back.name, back.settings.swiss_rounds, back.officials) == ("Spring Opne", 3, ())
    assert window.statusBar().currentMessage().startswith("Undone: edited event")


def test_rounds_of_an_elimination_event_cannot_be_set(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = events.create_event(ctx, EventSettings(name="KO", format=EventFormat.SINGLE))
    window = open_window(ctx, qtbot, event.id)
    enabled: list[bool] = []

    def look(dialog: EditEventDialog) -> int:
        enabled.append(dialog.rounds.isEnabled())
        return int(EditEventDialog.DialogCode.Rejected)

    monkeypatch.setattr(EditEventDialog, "exec", look)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert enabled == [False]
    with pytest.raises(Exception, match="single-elimination event has no Swiss rounds"):
        events.edit_event(ctx, event.id, events.EventChanges(rounds=4))
        settle()


def test_the_round_page_for_a_big_field(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    event = events.create_event(ctx, EventSettings(name="Big", swiss_rounds=3))
    for i in range(40):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=f"P{i}")))
    first = rounds.pair_next_round(ctx, event.id).value
    for m in first.matches[:4]:
        rounds.report_result(ctx, event.id, 1, m.table, winner=m.a)
    window = open_window(ctx, qtbot, event.id)
    view = window.event_view
    assert view is not None
    page = view.round
    assert page.status.text().startswith(
        "16 tables to report: 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, …"
    )
    page.waiting_only.click()
    settle()
    shown = [r for r in range(page.model.rowCount()) if not page.view.isRowHidden(r)]
    assert [page.model.items[r].table for r in shown] == list(range(5, 21))

    view.setCurrentWidget(view.standings)
    assert view.standings.note.text() == (
        "Standings before the first round (round 1: 16 tables still playing)"
    )

    # A player leaves mid-round: marked in the row; the judge is offered the opponent's win.
    view.setCurrentWidget(view.players)
    gone = first.matches[6].b
    assert gone is not None
    view.players.view.selectRow(
        next(i for i, r in enumerate(view.players.model.items) if r.number == gone)
    )
    qtbot.mouseClick(button(view.players, "Drop"), Qt.MouseButton.LeftButton)
    settle()
    view.setCurrentWidget(page)
    row = next(i for i, m in enumerate(page.model.items) if m.table == 7)
    assert "[DROPPED]" in page.model.data(page.model.index(row, 2))
    assert page.desk.opponent_wins.isVisible()
    assert page.desk.opponent_wins.text().startswith(f"Table 7: {gone} has dropped")
    layout = page.layout()
    assert layout is not None  # the offer stands right under the status line
    assert layout.indexOf(page.desk.opponent_wins) == layout.indexOf(page.status) + 1
    qtbot.mouseClick(page.desk.opponent_wins, Qt.MouseButton.LeftButton)
    settle()
    assert rounds.get_round(ctx, event.id, 1).matches[6].winner == first.matches[6].a
    assert 7 not in page.waiting_tables() and not page.desk.opponent_wins.isVisible()

    # Extra time for one table, shown on its row and kept for the projector; undo takes it back.
    start_clock(ctx, event.id)
    page.view.clearSelection()
    answers = iter([(9, True), (3, True)])
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: next(answers)))
    qtbot.mouseClick(page.buttons["Extra time for a table…"], Qt.MouseButton.LeftButton)
    settle()
    row = next(i for i, m in enumerate(page.model.items) if m.table == 9)
    assert page.model.data(page.model.index(row, 0)) == "9  (+3 min)"
    assert clock_view(ctx, event.id).to_json()["table_minutes"] == {"9": 3}
    assert event_log(ctx, event.id)[-1].action == "clock.table"
    menu_action(window, "Edit", "Undo").trigger()
    settle()
    assert clock_view(ctx, event.id).table_minutes == {}
    assert page.model.data(page.model.index(row, 0)) == "9"


def test_the_clock_buttons_and_time(
    ctx: ServiceContext, clock: WallClock, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = events.create_event(ctx, EventSettings(name="Cup", time_limit_minutes=30))
    for name in ("Ada", "Bo"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    rounds.pair_next_round(ctx, event.id)
    window = open_window(ctx, qtbot, event.id)
    bar = window.event_view.round.clock  # type: ignore[union-attr]

    def enabled() -> set[str]:
        return {key for key, b in bar.buttons.items() if b.isEnabled()}

    assert enabled() == {"start"}
    menu_action(window, "Edit", "Start, pause or resume the clock").trigger()
    settle()
    assert enabled() == {"pause", "extend"}
    qtbot.mouseClick(bar.buttons["pause"], Qt.MouseButton.LeftButton)
    settle()
    assert enabled() == {"resume", "extend"} and "paused" in bar.label.text()
    qtbot.mouseClick(bar.buttons["resume"], Qt.MouseButton.LeftButton)
    settle()
    beeps: list[bool] = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: beeps.append(True)))
    clock.now = START + timedelta(minutes=31)
    bar.tick()
    assert bar.label.text() == "Time" and "#b91c1c" in bar.label.styleSheet()
    first_style = bar.label.styleSheet()
    bar.tick()
    assert bar.label.styleSheet() != first_style, "the clock flashes at time"
    assert beeps == [True], "one beep when time runs out"


def test_search_ignores_accents_and_keeps_the_column_widths(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = build_demo_event(ctx)
    window = open_window(ctx, qtbot, event_id)
    page = window.event_view.players  # type: ignore[union-attr]
    window.event_view.setCurrentWidget(page)  # type: ignore[union-attr]
    header = page.view.horizontalHeader()
    widths = [header.sectionSize(i) for i in range(header.count() - 1)]
    page.search.setFocus()
    type_text(page.search, "bjorn")
    assert [page.proxy.data(page.proxy.index(r, 2)) for r in range(page.proxy.rowCount())] == [
        "Björn Ñúñez"
    ]
    type_text(page.search, "zzz")
    assert page.proxy.rowCount() == 0
    page.search.selectAll()
    qtbot.keyClick(page.search, Qt.Key.Key_Backspace)
    settle()
    assert page.proxy.rowCount() == 9
    assert [header.sectionSize(i) for i in range(header.count() - 1)] == widths


def test_the_log_reads_in_local_time_with_names_and_filters(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = build_demo_event(ctx)
    window = open_window(ctx, qtbot, event_id)
    view = window.event_view
    assert view is not None
    view.setCurrentWidget(view.log)
    text = view.log.shown_text()
    assert "0001 (Zoë Ortiz) won" in text and "(Ada Lovelace) Ada Lovelace" not in text
    view.log.kind.setCurrentIndex(view.log.kind.findText("Penalties"))
    lines = view.log.shown_text().splitlines()
    assert len(lines) == 1 and "warning" in lines[0]
    view.log.kind.setCurrentIndex(0)
    view.log.round.setCurrentIndex(view.log.round.findText("Round 1"))
    assert all("round 1" in line for line in view.log.shown_text().splitlines())
    view.log.round.setCurrentIndex(0)
    type_text(view.log.player, "zoe")
    assert all("Zoë" in line for line in view.log.shown_text().splitlines())
    assert view.log.shown_text()


def test_the_bracket_opens_fitted_and_zooms(ctx: ServiceContext, qtbot: QtBot) -> None:
    from opl_tournament.services.demo_events import build_demo_bracket_event

    event_id = build_demo_bracket_event(ctx)
    window = open_window(ctx, qtbot, event_id)
    window.resize(900, 600)
    page = window.event_view.bracket  # type: ignore[union-attr]
    assert page is not None
    window.event_view.setCurrentWidget(page)  # type: ignore[union-attr]
    QApplication.processEvents()
    drawn = page.view.mapFromScene(page.scene.itemsBoundingRect()).boundingRect()
    assert page.view.viewport().rect().contains(drawn), "the whole bracket is in view"
    fitted = page.scale()
    assert fitted < 1.0
    qtbot.mouseClick(button(page, "Zoom in"), Qt.MouseButton.LeftButton)
    settle()
    assert page.scale() == pytest.approx(fitted * 1.25)
    qtbot.mouseClick(button(page, "Zoom out"), Qt.MouseButton.LeftButton)
    settle()
    qtbot.mouseClick(button(page, "Zoom out"), Qt.MouseButton.LeftButton)
    settle()
    assert page.scale() == pytest.approx(fitted / 1.25)
    qtbot.mouseClick(button(page, "Fit to window"), Qt.MouseButton.LeftButton)
    settle()
    assert page.scale() == pytest.approx(fitted)


def test_the_window_falls_back_to_the_bundled_font(qtbot: QtBot) -> None:
    from PySide6.QtGui import QFontDatabase, QRawFont

    from opl_tournament.paths import resource
    from opl_tournament.ui.fonts import use_bundled_fallback

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    family = use_bundled_fallback(app)
    assert family is not None and family in app.font().families()
    assert family in QFontDatabase.families()
    bundled = QRawFont(str(resource("fonts", "DroidSansFallback.ttf")), 12)
    assert bundled.familyName() == family
    assert all(bundled.supportsCharacter(ch) for ch in "李小")


def test_the_settings_page_shows_labels_and_explanations(ctx: ServiceContext, qtbot: QtBot) -> None:
    from opl_tournament.services.demo_events import build_demo_pod_event

    window = open_window(ctx, qtbot, build_demo_pod_event(ctx))
    page = window.event_view.settings  # type: ignore[union-attr]
    assert page is not None
    window.event_view.setCurrentWidget(page)  # type: ignore[union-attr]
    cells = [page.model.data(page.model.index(r, 0)) for r in range(page.model.rowCount())]
    first = [cell.split("\n")[0] for cell in cells]  # the explanation is under the name
    assert "Time called: what decides" in first
    assert not [text for text in first if "." in text and " " not in text], "no raw keys"
