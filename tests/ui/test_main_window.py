"""The real main window, driven offscreen through an event: dialogs, keyboard results, printing."""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLockFile, Qt
from PySide6.QtGui import QDesktopServices, QImage
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament import app, screenshot_tour
from opl_tournament.__main__ import main as opl_main
from opl_tournament.domain.model import EventSettings
from opl_tournament.language.languages import Language
from opl_tournament.paths import log_file_path
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_event
from opl_tournament.services.rounds import get_round
from opl_tournament.ui import language
from opl_tournament.ui.dialogs import AddPlayerDialog, NewEventDialog
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.guard import run_action
from opl_tournament.ui.hand_pairing import HandPairingDialog
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.time_call import TimeCallDialog
from tests.ui.drive import (
    button,
    export_from_menu,
    menu_action,
    new_event_from_menu,
    open_projector,
    press_ok,
    settle,
)

FORM = Path(__file__).resolve().parents[2] / "resources" / "examples" / "time-call-form.json"
NAMES = ["Ada Lovelace", "Bo", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every message box the window shows, as (kind, text), instead of a modal dialog."""
    shown: list[tuple[str, str]] = []
    for kind in ("warning", "critical", "information"):

        def fake(_parent: Any, _title: str, text: str, *_: Any, kind: str = kind) -> int:
            shown.append((kind, text))
            return int(QMessageBox.StandardButton.Ok)

        monkeypatch.setattr(QMessageBox, kind, staticmethod(fake))
    return shown


def create_event(window: MainWindow, monkeypatch: pytest.MonkeyPatch, fmt_index: int) -> EventView:
    def fill(dialog: NewEventDialog) -> None:
        dialog.name.setText("Club Night")
        dialog.format.setCurrentIndex(fmt_index)
        dialog.rounds.setValue(3)
        dialog.cut.setCurrentIndex(2)  # top 4
        dialog.sanction.setText("OPL-7")
        dialog.judge.setText("Dana Judge")

    return new_event_from_menu(window, monkeypatch, fill)


def register(view: EventView, monkeypatch: pytest.MonkeyPatch, name: str, legion: str = "") -> None:
    def fill(dialog: AddPlayerDialog) -> int:
        dialog.name.setText(name)
        dialog.legion.setText(legion)
        return press_ok(dialog)

    monkeypatch.setattr(AddPlayerDialog, "exec", fill)
    button(view.players, "Add player…").click()
    settle()


def type_result(qtbot: QtBot, view: EventView, text: str) -> None:
    view.focus_results()
    qtbot.keyClicks(view.round.entry, text)
    qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
    settle()


def swiss_event(window: MainWindow, monkeypatch: pytest.MonkeyPatch, players: int) -> EventView:
    """A Swiss event made from the menu, its first ``players`` of NAMES registered."""
    view = create_event(window, monkeypatch, fmt_index=0)
    for name in NAMES[:players]:
        register(view, monkeypatch, name)
    return view


def pair(qtbot: QtBot, view: EventView) -> None:
    """Click *Pair next round* and wait for the worker thread to finish."""
    qtbot.mouseClick(button(view.round, "Pair next round"), Qt.MouseButton.LeftButton)
    settle()


def play_round(qtbot: QtBot, view: EventView) -> None:
    pair(qtbot, view)
    for table, (_a, b) in view.round.model.seats().items():
        if b is not None:
            type_result(qtbot, view, f"{table} a")
    assert view.round.model.outstanding() == 0, view.round.status.text()


def test_a_swiss_with_a_top_4_cut_run_from_the_window(
    window: MainWindow,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[tuple[str, str]],
    tmp_path: Path,
) -> None:
    view = create_event(window, monkeypatch, fmt_index=3)
    assert "Club Night" in window.windowTitle() and "registration" in window.windowTitle()
    register(view, monkeypatch, NAMES[0], legion="4512")
    assert "at least 8 players" in view.players.warning.text()
    for name in NAMES[1:]:
        register(view, monkeypatch, name)
    assert view.players.warning.text() == ""
    numbers = [r.number for r in view.players.model.items]
    assert numbers == ["4512", "0001", "0002", "0003", "0004", "0005", "0006", "0007"]

    play_round(qtbot, view)
    assert "round 1" in window.windowTitle()

    # A typo is refused with a dialog and nothing is recorded.
    pair(qtbot, view)
    type_result(qtbot, view, "99 a")
    assert messages[-1] == ("warning", "there is no table 99 in this round")
    assert view.round.model.outstanding() == 4

    # Time is called at one table: the engine decides from the judge's form.
    table, (a, b) = next(iter(view.round.model.seats().items()))
    form = json.loads(FORM.read_text(encoding="utf-8"))
    form["players"][0]["id"], form["players"][1]["id"] = a, b
    form_path = tmp_path / "form.json"
    form_path.write_text(json.dumps(form), encoding="utf-8")
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: (table, True)))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(form_path), ""))
    )
    qtbot.mouseClick(button(view.round, "Time-call form file…"), Qt.MouseButton.LeftButton)
    settle()
    decided = get_round(ctx, view.event_id, 2).matches[0]
    assert (decided.winner, decided.decided_by) == (a, "adjudication")
    assert "life points" in view.round.status.text()

    for t, (_a, other) in view.round.model.seats().items():
        if other is not None and t != table:
            type_result(qtbot, view, f"{t} b")
    # A correction, then undo of the correction.
    view.round.correction.setChecked(True)
    type_result(qtbot, view, f"{table} b")
    assert get_round(ctx, view.event_id, 2).matches[0].winner == b, messages[-2:]
    menu_action(window, "Edit", "Undo").trigger()
    settle()
    assert get_round(ctx, view.event_id, 2).matches[0].winner == a

    play_round(qtbot, view)  # round 3, the last Swiss round
    play_round(qtbot, view)  # the semi-finals of the top-4 cut
    assert view.round.title.text() == "Round 4 — Top cut semi-final"
    play_round(qtbot, view)
    assert view.standings.model.items == [] or view.standings.model.items[0].place != "1", (
        "a page not on screen is not read again at every result"
    )
    view.setCurrentWidget(view.standings)
    leader = view.standings.model.items[0]
    assert leader.place == "1"
    view.setCurrentWidget(view.bracket)
    drawn = " ".join(
        item.toPlainText() for item in view.bracket.scene.items() if hasattr(item, "toPlainText")
    )
    assert f"Champion: {leader.number}" in drawn and "WB-R1-M1" in drawn

    saved = tmp_path / "pairings.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(saved), ""))
    )
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    sheets = menu_action(window, "Print", "Player result sheets…")
    sheets.trigger()
    sheets.trigger()  # again before the first run is done: the same work does not start twice
    assert "already running" in messages[-1][1]
    settle()
    text = "".join(page.extract_text() for page in PdfReader(saved).pages)
    assert all(name in text for name in NAMES)
    pairings = tmp_path / "pairings-final.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(pairings), ""))
    )
    menu_action(window, "Print", "Pairings by table…").trigger()
    settle()
    final = get_round(ctx, view.event_id, 5).matches[0]
    assert final.a in "".join(page.extract_text() for page in PdfReader(pairings).pages)
    menu_action(window, "File", "Finish event").trigger()
    settle()
    assert "finished" in window.windowTitle()
    # only 4512 holds a Legion number: the games of the seven temporary numbers wait for theirs
    view.setCurrentWidget(view.ratings)
    assert view.ratings.changes.items == [] and view.ratings.ratings.items == []
    assert "wait for a player's Legion number" in view.ratings.status.text()
    submission = tmp_path / "submission"
    export_from_menu(window, monkeypatch, submission)
    qtbot.waitUntil((submission / "manifest.json").exists, timeout=20_000)
    document = json.loads((submission / "event.json").read_text(encoding="utf-8"))
    assert document["standings"][0]["number"] == leader.number


def test_the_models_pass_the_qt_model_tester(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, qtmodeltester: Any
) -> None:
    view = swiss_event(window, monkeypatch, players=5)
    play_round(qtbot, view)
    for model in (
        window.events_model,
        view.players.model,
        view.round.model,
        view.standings.model,
        view.penalties.model,
        view.ratings.changes,
        view.ratings.ratings,
    ):
        qtmodeltester.check(model)


def test_penalties_and_bad_input_show_their_messages(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    messages: list[tuple[str, str]],
) -> None:
    view = create_event(window, monkeypatch, fmt_index=0)
    errors: list[str] = []

    def blank(dialog: AddPlayerDialog) -> int:
        dialog.name.setText("   ")
        result = press_ok(dialog)
        errors.append(dialog.error_text(dialog.name))
        return result

    monkeypatch.setattr(AddPlayerDialog, "exec", blank)
    button(view.players, "Add player…").click()
    settle()
    assert errors == ["A player's name cannot be empty"]
    assert view.players.model.items == []
    register(view, monkeypatch, "Ada")
    view.penalties.player.setText("0001")
    view.penalties.infraction.setText("slow play")
    button(view.penalties, "Record penalty").click()
    settle()
    assert "warned for slow play" in window.statusBar().currentMessage()
    assert [p.kind for p in view.penalties.model.items] == ["warning"]


SHOTS = [
    "00-start.png",
    "01-players.png",
    "02-round.png",
    "03-standings.png",
    "04-bracket.png",
    "05-penalties.png",
    "06-log.png",
    "07-ratings.png",
    "08-rulings.png",
    "dark-1-round.png",
    "dark-2-round.png",
    "dark-start.png",
    "extra-01-waiting-only.png",
    "extra-02-inline-error.png",
    "extra-03-clock-time.png",
    "extra-04-bracket-fitted.png",
    "help-guide.png",
    "help-shortcuts.png",
    "vs-01-players.png",
    "vs-02-round.png",
    "vs-03-standings.png",
    "vs-04-penalties.png",
    "vs-05-log.png",
    "vs-06-settings.png",
]


def test_the_screenshot_option_saves_every_page(tmp_path: Path, qtbot: QtBot) -> None:
    assert app.main(["--screenshot", str(tmp_path)]) == 0
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert shots == SHOTS
    assert all((tmp_path / name).stat().st_size > 10_000 for name in shots if "error" not in name)
    assert (tmp_path / "extra-02-inline-error.png").stat().st_size > 5_000
    lightness = {name: mean_lightness(tmp_path / name) for name in shots}
    assert all(lightness[n] < 80 for n in shots if n.startswith("dark-")), lightness
    assert all(lightness[n] > 160 for n in shots if not n.startswith("dark-")), lightness


def mean_lightness(png: Path) -> float:
    """The average lightness (0-255) of a screenshot, sampled on a grid."""
    image = QImage(str(png))
    samples = [
        image.pixelColor(x, y).lightness()
        for x in range(0, image.width(), 20)
        for y in range(0, image.height(), 20)
    ]
    return sum(samples) / len(samples)


def test_a_second_window_on_the_same_database_is_refused(
    tmp_path: Path, qtbot: QtBot, messages: list[tuple[str, str]]
) -> None:
    path = tmp_path / "event.sqlite"
    held = QLockFile(str(path) + ".lock")
    assert held.tryLock(100)
    try:
        assert app.main(["--db", str(path)]) == 1
    finally:
        held.unlock()
    assert messages[-1][0] == "critical" and "already open" in messages[-1][1]


def test_the_rulings_page_finds_a_code(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    view = create_event(window, monkeypatch, fmt_index=0)
    view.rulings.query.setText("HQ")
    assert view.rulings.results.item(0).text().startswith("[HQ]")
    assert "One per deck" in view.rulings.text.toPlainText()


def test_back_up_restore_and_export_from_the_file_menu(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    messages: list[tuple[str, str]],
    tmp_path: Path,
) -> None:
    view = swiss_event(window, monkeypatch, players=4)
    menu_action(window, "File", "Back up now").trigger()
    settle()
    register(view, monkeypatch, "Late Larry")
    assert len(window.event_view.players.model.items) == 5  # type: ignore[union-attr]
    monkeypatch.setattr(
        QInputDialog, "getItem", staticmethod(lambda _p, _t, _l, items, *_a: (items[-1], True))
    )
    asked: list[str] = []

    def yes(_parent: Any, _title: str, text: str, *_: Any) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(yes))
    menu_action(window, "File", "Restore a snapshot").trigger()
    settle()
    assert "Club Night: 4 players" in asked[-1]
    assert window.event_view is not None
    assert len(window.event_view.players.model.items) == 4, "back to the snapshot"

    play_round(qtbot, window.event_view)
    menu_action(window, "File", "Finish event").trigger()  # only a finished event is exported
    settle()
    out = tmp_path / "grs"
    export_from_menu(window, monkeypatch, out)
    assert sorted(p.name for p in out.iterdir()) == [
        "event.json",
        "manifest.json",
        "master-sheet.pdf",
        "penalties.csv",
        "players.csv",
        "result-sheets.pdf",
        "results.csv",
    ]


def test_the_time_call_form_decides_a_table(
    window: MainWindow,
    ctx: ServiceContext,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    messages: list[tuple[str, str]],
) -> None:
    view = swiss_event(window, monkeypatch, players=2)
    pair(qtbot, view)
    a, b = view.round.model.items[0].a, view.round.model.items[0].b

    def fill(dialog: TimeCallDialog) -> int:
        first, second = dialog.boxes
        for box in (first, second):
            box.completed.setValue(3)
            box.defeated.setValue(1)
            box.draw_pile.setValue(10)
        first.characters[0][2].setText("12 fighting, 5 energy battle")
        second.characters[1][2].setText("4 strength")
        return int(TimeCallDialog.DialogCode.Accepted)

    monkeypatch.setattr(TimeCallDialog, "exec", fill)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: (1, True)))
    qtbot.mouseClick(button(view.round, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    decided = get_round(ctx, view.event_id, 1).matches[0]
    assert (decided.winner, decided.decided_by) == (b, "adjudication"), messages[-1]
    assert "life points" in view.round.status.text()
    assert a != b

    def mistyped(dialog: TimeCallDialog) -> int:
        dialog.boxes[0].characters[0][2].setText("five fighting")
        return int(TimeCallDialog.DialogCode.Accepted)

    monkeypatch.setattr(TimeCallDialog, "exec", mistyped)
    view.round.correction.setChecked(True)
    qtbot.mouseClick(button(view.round, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    assert messages[-1][0] == "warning" and "'five fighting' is not a hit" in messages[-1][1]

    def level(dialog: TimeCallDialog) -> int:
        for box in dialog.boxes:
            box.completed.setValue(2)
            box.draw_pile.setValue(7)
        return int(TimeCallDialog.DialogCode.Accepted)

    monkeypatch.setattr(TimeCallDialog, "exec", level)
    monkeypatch.setattr(
        QInputDialog, "getItem", staticmethod(lambda _p, _t, _l, items, *_a: (items[0], True))
    )
    view.round.correction.setChecked(True)
    qtbot.mouseClick(button(view.round, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    decided = get_round(ctx, view.event_id, 1).matches[0]
    assert (decided.winner, decided.decided_by) == (a, "judge")


def test_time_called_at_a_table_with_a_result_asks_for_a_correction_before_the_form(
    window: MainWindow,
    ctx: ServiceContext,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    messages: list[tuple[str, str]],
) -> None:
    view = swiss_event(window, monkeypatch, players=2)
    pair(qtbot, view)
    type_result(qtbot, view, "1 a")
    opened: list[int] = []

    def fill(dialog: TimeCallDialog) -> int:
        opened.append(len(dialog.boxes))
        return int(TimeCallDialog.DialogCode.Rejected)

    monkeypatch.setattr(TimeCallDialog, "exec", fill)
    view.round.view.selectRow(0)
    qtbot.mouseClick(button(view.round, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    assert opened == [], "no form to fill for a verdict that would be refused"
    winner = view.round.model.items[0].a
    assert messages[-1] == (
        "warning",
        f'Table 1 already has a result ({winner} won). Tick "correct a result already entered" '
        "first to replace it with the time call's verdict.",
    )
    view.round.correction.setChecked(True)
    qtbot.mouseClick(button(view.round, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    assert opened == [2], "the form, for its two players"


def test_the_form_stays_open_until_every_hit_reads(
    qtbot: QtBot, messages: list[tuple[str, str]]
) -> None:
    dialog = TimeCallDialog(3, (("0001", "Ada"), ("0002", "Bo")), None)
    qtbot.addWidget(dialog)
    dialog.boxes[1].characters[2][2].setText("7 psychic")
    dialog.accept()
    assert dialog.result() != TimeCallDialog.DialogCode.Accepted
    assert "'7 psychic' is not a hit" in messages[-1][1]
    dialog.boxes[1].characters[2][2].setText("7 multipower energy/strength battle")
    dialog.accept()
    assert dialog.result() == TimeCallDialog.DialogCode.Accepted
    hits = dialog.state()["players"][1]["characters"][2]["hits"]
    assert hits == [
        {
            "value": 7,
            "type": "multipower",
            "card": "power",
            "zone": "battle",
            "icons": ["energy", "strength"],
        }
    ]


def test_pairing_by_hand_checks_then_pairs(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    messages: list[tuple[str, str]],
) -> None:
    view = swiss_event(window, monkeypatch, players=4)
    play_round(qtbot, view)
    seats = list(view.round.model.seats().values())
    rematch = "\n".join(f"{a} {b}" for a, b in seats)
    checked: list[str] = []

    def fill(dialog: HandPairingDialog) -> int:
        dialog.text.setPlainText(rematch)
        dialog.check_button.click()
        settle()
        checked.append(dialog.warnings.text())
        return press_ok(dialog)

    monkeypatch.setattr(HandPairingDialog, "exec", fill)
    qtbot.mouseClick(button(view.round, "Pair by hand…"), Qt.MouseButton.LeftButton)
    settle()
    assert "already met in round 1" in checked[0]
    assert [(m.a, m.b) for m in view.round.model.items] == seats
    assert messages[-1][0] == "information" and "already met" in messages[-1][1]


def test_a_hand_pairing_refused_stays_in_its_dialog_to_be_corrected(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    messages: list[tuple[str, str]],
) -> None:
    view = swiss_event(window, monkeypatch, players=4)
    play_round(qtbot, view)
    told: list[tuple[int, str, str]] = []

    def fill(dialog: HandPairingDialog) -> int:
        dialog.show()
        for typed in ("0001 0003 0002\n0004 bye", "0001 0003\n0002 0099"):
            dialog.text.setPlainText(typed)
            told.append((press_ok(dialog), dialog.warnings.text(), dialog.text.toPlainText()))
            said = dialog.warnings
            assert said.height() >= said.heightForWidth(said.width()), "every line of it shown"
        dialog.text.setPlainText("0001 0003\n0002 0004")
        return press_ok(dialog)

    monkeypatch.setattr(HandPairingDialog, "exec", fill)
    qtbot.mouseClick(button(view.round, "Pair by hand…"), Qt.MouseButton.LeftButton)
    settle()
    refused = int(HandPairingDialog.DialogCode.Rejected)  # not accepted: still open
    assert told == [
        (refused, "line 1: give two player numbers, or one and 'bye'", "0001 0003 0002\n0004 bye"),
        (refused, "line 2: player 0099 is not entered in this event", "0001 0003\n0002 0099"),
    ]
    assert all(kind == "information" for kind, _text in messages)  # at most its warnings
    assert [(m.a, m.b) for m in view.round.model.items] == [("0001", "0003"), ("0002", "0004")]


def test_the_projector_window_follows_the_round(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    view = swiss_event(window, monkeypatch, players=4)
    projector = open_projector(window, qtbot)
    assert projector.title.text() == "Club Night — registration"
    pair(qtbot, view)
    assert projector.title.text() == "Club Night — round 1"
    assert projector.board is not None and len(projector.board.tables) == 2
    assert projector.clock.text() == "45:00 (not started)"
    type_result(qtbot, view, "1 a")  # shown within a second (results typed in a row: one read)
    qtbot.waitUntil(lambda: str(projector.board.tables[0].result).endswith(" won"), timeout=2000)


def test_a_players_deck_list_and_identity_from_the_players_page(
    window: MainWindow,
    ctx: ServiceContext,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[tuple[str, str]],
) -> None:
    view = create_event(window, monkeypatch, fmt_index=0)
    register(view, monkeypatch, "Ada")
    view.players.view.selectRow(0)
    deck = FORM.parent / "legal-constructed-deck.txt"
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(deck), ""))
    )
    button(view.players, "Deck list…").click()
    settle()
    assert "is LEGAL" in messages[-1][1]
    assert view.players.model.data(view.players.model.index(0, 6)) == "legal"

    def rename(dialog: AddPlayerDialog) -> int:
        assert not dialog.legion.isEnabled()
        dialog.name.setText("Ada King")
        dialog.fee.setText("5.50")
        dialog.paid.setChecked(True)
        return press_ok(dialog)

    monkeypatch.setattr(AddPlayerDialog, "exec", rename)
    view.players.view.selectRow(0)
    button(view.players, "Edit…").click()
    settle()
    assert view.players.model.items[0].player.name == "Ada King"
    assert view.players.model.data(view.players.model.index(0, 5)) == "5.50 paid"
    menu_action(window, "Edit", "Undo").trigger()
    settle()
    menu_action(window, "Edit", "Undo").trigger()
    settle()
    assert view.players.model.items[0].player.name == "Ada"
    assert view.players.model.items[0].fee_cents == 0


def test_editing_a_player_keeps_what_was_typed_when_it_is_refused(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, messages: list[tuple[str, str]]
) -> None:
    view = create_event(window, monkeypatch, fmt_index=0)
    register(view, monkeypatch, "Ada")
    seen: list[tuple[str, str, str]] = []

    def mistyped(dialog: AddPlayerDialog) -> int:
        dialog.name.setText("Ada King")
        dialog.email.setText("ada@example.org")
        dialog.fee.setText("five")
        assert press_ok(dialog) == AddPlayerDialog.DialogCode.Rejected  # still open
        seen.append((dialog.error_text(dialog.fee), dialog.name.text(), dialog.email.text()))
        dialog.name.setText("  ")
        dialog.fee.setText("5")
        assert press_ok(dialog) == AddPlayerDialog.DialogCode.Rejected
        seen.append((dialog.error_text(dialog.name), dialog.name.text(), dialog.fee.text()))
        dialog.name.setText("Ada King")
        return press_ok(dialog)

    monkeypatch.setattr(AddPlayerDialog, "exec", mistyped)
    view.players.view.selectRow(0)
    button(view.players, "Edit…").click()
    settle()
    assert seen == [
        ("'five' is not an amount of money", "Ada King", "ada@example.org"),
        ("A player's name cannot be empty", "  ", "5"),
    ]
    assert messages == []  # told in the dialog, beside the field to correct
    edited = view.players.model.items[0]
    assert (edited.player.name, edited.fee_cents) == ("Ada King", 500)


def test_the_judge_switches_to_another_database(
    tmp_path: Path, qtbot: QtBot, messages: list[tuple[str, str]]
) -> None:
    holder = app.OpenDatabase("Dana")
    first = holder.open(tmp_path / "first.sqlite")
    events.create_event(first, EventSettings(name="First Cup"))
    main = MainWindow(first, opener=holder.open)
    qtbot.addWidget(main)
    assert [e.name for e in main.events_model.items] == ["First Cup"]
    assert main.databases.open_database(tmp_path / "second.sqlite")
    settle()
    assert main.events_model.items == [] and "second.sqlite" in main.windowTitle()
    other = QLockFile(str(tmp_path / "second.sqlite") + ".lock")
    assert not other.tryLock(100), "the file in use is locked"
    printing = threading.Event()
    submit(main, "Print", lambda: printing.wait(10), progress="Preparing…", reads_only=True)
    assert not main.databases.open_database(tmp_path / "first.sqlite"), (
        "not while a print run reads"
    )
    assert "Wait until the work under way is finished" in messages[-1][1]
    assert "second.sqlite" in main.windowTitle()
    printing.set()
    settle()
    assert main.databases.open_database(tmp_path / "first.sqlite")
    settle()
    assert [e.name for e in main.events_model.items] == ["First Cup"]
    holder.close()


def test_an_unexpected_error_is_logged_and_the_judge_told_nothing_was_saved(
    tmp_path: Path, messages: list[tuple[str, str]]
) -> None:
    before = list(logging.getLogger().handlers)
    app.start_log_file(log_file_path())
    try:

        def boom() -> None:
            raise RuntimeError("a bug")

        assert run_action(None, "Pair next round", boom) is None
    finally:
        for handler in logging.getLogger().handlers:
            if handler not in before:
                handler.close()
                logging.getLogger().removeHandler(handler)
    kind, text = messages[-1]
    assert kind == "critical" and "nothing of this action was saved" in text
    assert str(log_file_path()) in text and str(tmp_path) in text
    assert "RuntimeError: a bug" in log_file_path().read_text(encoding="utf-8")


def test_the_judge_can_overrule_the_engine_with_a_reason(
    qtbot: QtBot, messages: list[tuple[str, str]]
) -> None:
    dialog = TimeCallDialog(3, (("0001", "Ada"), ("0002", "Bo")), None)
    qtbot.addWidget(dialog)
    dialog.override.setCurrentIndex(2)
    dialog.accept()
    assert dialog.result() != TimeCallDialog.DialogCode.Accepted
    assert "needs the judge's reason" in messages[-1][1]
    dialog.reason.setText("a card was played after time")
    dialog.accept()
    assert (dialog.result(), dialog.judge_winner()) == (TimeCallDialog.DialogCode.Accepted, "0002")


def test_swapping_two_players_moves_them_between_tables(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    qtbot: QtBot,
    messages: list[tuple[str, str]],
) -> None:
    view = swiss_event(window, monkeypatch, players=4)
    pair(qtbot, view)
    (a1, b1), (a2, b2) = [(m.a, m.b) for m in view.round.model.items]
    answers = iter([(f"{a1} {a2}", True), ("0001 nobody", True)])
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a, **_k: next(answers)))
    qtbot.mouseClick(button(view.round, "Swap two players…"), Qt.MouseButton.LeftButton)
    settle()
    expected = [(a2, b1), (a1, b2)]
    assert [(m.a, m.b) for m in view.round.model.items] == expected, "the page shows the swap"
    stored = get_round(window.ctx, view.event_id, 1).matches
    assert [(m.a, m.b) for m in stored] == expected
    qtbot.mouseClick(button(view.round, "Swap two players…"), Qt.MouseButton.LeftButton)
    settle()
    assert (
        messages[-1][0] == "warning"
        and "player nobody is not paired in round 1" in (messages[-1][1])
    )
    assert [(m.a, m.b) for m in get_round(window.ctx, view.event_id, 1).matches] == expected


def test_a_station_named_like_a_players_phone_does_not_open(
    tmp_path: Path, qtbot: QtBot, messages: list[tuple[str, str]]
) -> None:
    path = tmp_path / "event.sqlite"
    assert app.main(["--actor", "player 0004 (phone)", "--db", str(path)]) == 1
    assert messages[-1][0] == "critical"
    assert "reads like a player's phone or kiosk" in messages[-1][1]
    assert not path.exists(), "nothing was created"


@pytest.mark.slow
def test_the_screenshot_tour_shows_the_window_in_the_language_asked(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``opl-tournament --language fr --screenshot DIR``: the same files, of the French window."""
    menus: dict[str, list[str]] = {}
    save = screenshot_tour._save

    def look(widget: QWidget, path: Path) -> None:
        if isinstance(widget, QMainWindow):
            menus[path.name] = [a.text() for a in widget.menuBar().actions()]
        save(widget, path)

    monkeypatch.setattr(screenshot_tour, "_save", look)
    try:
        assert opl_main(["--language", "fr", "--screenshot", str(tmp_path)]) == 0
    finally:
        language.install(Language.ENGLISH)
    assert sorted(p.name for p in tmp_path.glob("*.png")) == SHOTS
    assert menus["00-start.png"][:2] == ["&Fichier", "Édition"]
    assert menus["02-round.png"] == menus["00-start.png"]


def test_the_screenshot_files_name_the_pages_alike_in_every_language(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = build_demo_event(ctx)
    named = {}
    for speaking in (Language.FRENCH, Language.ENGLISH):
        try:
            language.install(speaking)
            window = MainWindow(ctx)
        finally:
            language.install(Language.ENGLISH)
        qtbot.addWidget(window)
        window.open_event(event_id)
        view = window.event_view
        assert view is not None
        named[speaking] = [screenshot_tour.page_name(view, i) for i in range(view.count())]
    assert named[Language.FRENCH] == named[Language.ENGLISH]
    assert [f"{i + 1:02d}-{name}.png" for i, name in enumerate(named[Language.ENGLISH])] == [
        shot for shot in SHOTS if shot[:2].isdigit() and shot != "00-start.png"
    ]


def test_the_window_options_open_the_window_not_a_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``opl-tournament --language fr --screenshot DIR`` is the window's (not a command "fr")."""
    given: list[list[str]] = []
    monkeypatch.setattr(app, "main", lambda argv: given.append(list(argv)) or 0)
    argv = ["--language", "fr", "--db", "x.sqlite", "--screenshot", "shots"]
    assert opl_main(argv) == 0
    assert given == [argv]


def test_a_french_judge_reads_the_restore_question_in_french_with_its_plurals(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The question is the catalog's sentence with its counts by French plural rules (0 and 1
    singular): "Spring Open : 2 joueurs, 0 ronde, 0 résultat"."""
    from opl_tournament.services import backups
    from tests.helpers.events import new_event, spring_open

    new_event(ctx, spring_open(), players=2)
    backups.snapshot(ctx, "manual")
    asked: list[tuple[str, str]] = []

    def question(_parent: object, title: str, text: str, *_a: object) -> object:
        asked.append((title, text))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(
        QInputDialog, "getItem", staticmethod(lambda _p, _t, _l, items, *_a: (items[0], True))
    )
    language.install(Language.FRENCH)  # for the whole run, as the program installs it
    try:
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        menu_action(window, "Fichier", "Restaurer un instantané…").trigger()
    finally:
        language.install(Language.ENGLISH)
    assert asked and asked[0][0] == "Restaurer un instantané"
    assert asked[0][1].startswith("Remplacer la base de données par cet instantané")
    assert "Spring Open\u00a0: 2 joueurs, 0 ronde, 0 résultat" in asked[0][1]
