"""A Vs. System pod event run from the window: seat, type results, dialog, standings, projector."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services import rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.game_settings import event_game_settings
from opl_tournament.ui.dialogs import AddPlayerDialog, NewEventDialog
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.pod_desk import PodDesk, PodResultDialog
from opl_tournament.ui.round_page import RoundPage
from opl_tournament.ui.vs_time_call import VsTimeCallDialog
from tests.helpers.window import open_window
from tests.ui.drive import (
    button,
    menu_action,
    new_event_from_menu,
    open_projector,
    press_ok,
    settle,
)


def _pod_event(
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    pods_label: str,
    players: int,
) -> tuple[MainWindow, EventView]:
    """A window, and in it a Vs. System event in pods made from the menu, its players added."""
    window = open_window(ctx, qtbot)

    def fill(dialog: NewEventDialog) -> None:
        dialog.name.setText("Vs. Night")
        dialog.game.setCurrentIndex(dialog.game.findData("vs-2pcg"))
        dialog.rounds.setValue(2)
        dialog.pods.setCurrentIndex(dialog.pods.findData(pods_label))

    view = new_event_from_menu(window, monkeypatch, fill)
    for i in range(1, players + 1):

        def add(dialog: AddPlayerDialog, i: int = i) -> int:
            dialog.name.setText(f"Player {i}")
            if pods_label == "2v2":
                dialog.team.setText(f"Team {(i + 1) // 2}")
            return press_ok(dialog)

        monkeypatch.setattr(AddPlayerDialog, "exec", add)
        button(view.players, "Add player…").click()
        settle()
    return window, view


def _seat(qtbot: QtBot, page: RoundPage) -> None:
    qtbot.mouseClick(button(page, "Seat next round"), Qt.MouseButton.LeftButton)
    settle()


def _double_click_pod(qtbot: QtBot, page: RoundPage, row: int) -> None:
    """The judge double-clicks a pod's row (its result dialog opens) and the result is saved."""
    cell = page.view.visualRect(page.model.index(row, 1)).center()
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.mouseDClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    settle()


def _seated_pod_event(
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    pods_label: str,
    players: int,
) -> tuple[MainWindow, EventView, RoundPage]:
    """``_pod_event`` with round 1 seated from its round page (the pods' desk)."""
    window, view = _pod_event(ctx, qtbot, monkeypatch, pods_label, players)
    page = view.round
    assert isinstance(page.desk, PodDesk) and view.standings.desk is page.desk
    _seat(qtbot, page)
    return window, view, page


def test_a_free_for_all_event_runs_from_the_window(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    window, view = _pod_event(ctx, qtbot, monkeypatch, "free-for-all", 7)
    page = view.round
    assert isinstance(page.desk, PodDesk) and view.standings.desk is page.desk
    tabs = [view.tabText(i).replace("&", "") for i in range(view.count())]
    assert "Bracket" not in tabs and "Ratings" not in tabs
    offered = {
        kind for kind, acts in window.print_menu.print_actions.items() if acts[0].isEnabled()
    }
    assert offered == {"pairings", "slips", "standings", "adjudication", "penalties", "code-cards"}
    assert not window.export_action.isEnabled()
    _seat(qtbot, page)
    assert [len(p.seats) for p in page.model.items] == [4, 3]
    assert page.model.outstanding() == 2
    first = page.model.items[0]
    winner = first.seats[2].number
    assert page.entry.placeholderText().startswith("Result: pod then winner, or every place")
    view.focus_results()
    qtbot.keyClicks(page.entry, f"1 {winner}")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    assert page.model.items[0].reported and page.entry.text() == ""
    qtbot.keyClicks(page.entry, "2 nobody=1")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    assert messages and "player nobody is not at pod 2 of round 1" in messages[-1]
    second = page.model.items[1]

    def places(dialog: PodResultDialog) -> int:
        boxes = list(dialog.places.values())
        for box, place in zip(boxes, (2, 1, 1), strict=True):
            box.setValue(place)
        dialog.tie_for_first.setChecked(True)  # two sides share first: said explicitly
        return press_ok(dialog)

    monkeypatch.setattr(PodResultDialog, "exec", places)
    _double_click_pod(qtbot, page, 1)
    assert page.model.outstanding() == 0
    view.setCurrentWidget(view.standings)
    rows = {row.number: row for row in view.standings.model.items}
    assert rows[winner].points == 3
    assert rows[second.seats[1].number].ties == 1 and rows[second.seats[1].number].points == 1
    assert rows[second.seats[0].number].points == 0
    projector = open_projector(window, qtbot)
    assert projector.title.text() == "Vs. Night — round 1"
    assert projector.board is not None and len(projector.board.tables) == 2
    _seat(qtbot, page)
    assert page.title.text() == "Round 2 — Pods"
    view.setCurrentWidget(view.standings)  # round 2 is seated: the standings stay round 1's
    assert view.standings.note.text() == (
        "Standings after round 1 (round 2: 2 tables still playing): points, then opponents' "
        "points share, then wins, then average place"
    )
    assert {row.number: row for row in view.standings.model.items}[winner].points == 3


def test_the_pod_result_dialog_records_nothing_until_every_side_is_placed(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    """Double-click a pod, press OK at once: nothing is recorded (no four-way shared first);
    a shared first place needs "Tie for first" ticked."""
    _window, _view, page = _seated_pod_event(ctx, qtbot, monkeypatch, "free-for-all", 8)
    seen: list[tuple[bool, str]] = []

    def judge(dialog: PodResultDialog) -> int:
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        assert set(dialog.placings().values()) == {0}  # no place chosen
        seen.append((ok.isEnabled(), dialog.problem.text()))
        assert press_ok(dialog) == 0  # OK pressed at once: refused
        for box, place in zip(dialog.places.values(), (1, 1, 3, 4), strict=True):
            box.setValue(place)
        seen.append((ok.isEnabled(), dialog.problem.text()))
        assert press_ok(dialog) == 0
        dialog.tie_for_first.click()
        seen.append((ok.isEnabled(), dialog.problem.text()))
        return press_ok(dialog)

    monkeypatch.setattr(PodResultDialog, "exec", judge)
    _double_click_pod(qtbot, page, 0)
    assert seen[0] == (False, "Choose a place for 4 more sides.")
    assert seen[1][0] is False and "Tie for first" in seen[1][1]
    assert seen[2] == (True, "")
    stored = rounds.get_round(ctx, page.event_id, 1).pods[0]
    assert sorted(s.placing or 0 for s in stored.seats) == [1, 1, 3, 4]
    assert not messages


def test_a_two_vs_two_event_takes_a_team_result(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    _window, _view, page = _seated_pod_event(ctx, qtbot, monkeypatch, "2v2", 8)
    pod = page.model.items[0]
    team = pod.seats[1].side
    qtbot.keyClicks(page.entry, f"1 {pod.seats[3].number}")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    reported = page.model.items[0]
    assert {s.number for s in reported.seats if s.points == 3} == {
        s.number for s in pod.seats if s.side == team
    }
    assert not messages


def test_the_selected_pods_result_is_given_in_a_dialog_and_corrected_the_same_way(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    _window, _view, page = _seated_pod_event(ctx, qtbot, monkeypatch, "free-for-all", 7)
    places = iter([(1, 2, 3, 4), (4, 3, 2, 1)])

    def place(dialog: PodResultDialog) -> int:
        for box, value in zip(dialog.places.values(), next(places), strict=True):
            box.setValue(value)
        return int(PodResultDialog.DialogCode.Accepted)

    monkeypatch.setattr(PodResultDialog, "exec", place)
    seats = [s.number for s in page.model.items[0].seats]
    page.view.selectRow(0)
    qtbot.mouseClick(button(page, "Result of selected pod…"), Qt.MouseButton.LeftButton)
    settle()
    assert {s.number: s.placing for s in page.model.items[0].seats} == dict(
        zip(seats, (1, 2, 3, 4), strict=True)
    )
    page.view.selectRow(0)  # a reported pod: the dialog corrects it
    qtbot.mouseClick(button(page, "Result of selected pod…"), Qt.MouseButton.LeftButton)
    settle()
    stored = rounds.get_round(ctx, page.event_id, 1).pods[0]
    assert {s.number: s.placing for s in stored.seats} == dict(
        zip(seats, (4, 3, 2, 1), strict=True)
    )
    assert not page.correction.isChecked() and not messages


def test_a_pod_time_call_form_file_places_the_players_or_asks_the_judge(
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
    tmp_path: Path,
) -> None:
    _window, _view, page = _seated_pod_event(ctx, qtbot, monkeypatch, "free-for-all", 6)
    seats = [s.number for s in page.model.items[0].seats]
    form = tmp_path / "pod.json"

    def write(wounds: tuple[int, ...]) -> None:
        players = [
            {"id": n, "main_characters": [{"name": "Hero", "wounds": w, "health": 9}]}
            for n, w in zip(seats, wounds, strict=True)
        ]
        form.write_text(json.dumps({"game": "vs-2pcg", "players": players}), encoding="utf-8")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(form), ""))
    page.view.selectRow(0)
    write((4, 1, 6))
    qtbot.mouseClick(button(page, "Time-call form file…"), Qt.MouseButton.LeftButton)
    settle()
    pod = page.model.items[0]
    assert {s.number: s.placing for s in pod.seats} == {seats[1]: 1, seats[0]: 2, seats[2]: 3}
    assert "fewest" in page.status.text() or "ahead" in page.status.text()

    def judge(dialog: PodResultDialog) -> int:
        for box, place in zip(dialog.places.values(), (1, 2, 2), strict=True):
            box.setValue(place)
        return int(PodResultDialog.DialogCode.Accepted)

    monkeypatch.setattr(PodResultDialog, "exec", judge)
    page.view.selectRow(0)
    write((3, 3, 3))
    qtbot.mouseClick(button(page, "Time-call form file…"), Qt.MouseButton.LeftButton)
    settle()
    assert any("the judge must give the places" in text for text in messages)
    pod = page.model.items[0]
    assert pod.decided_by == "judge" and pod.seats[0].placing == 1


def test_a_vs_event_has_a_settings_page_instead_of_rulings_and_ratings(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    window, view = _pod_event(ctx, qtbot, monkeypatch, "boss", 3)
    tabs = [view.tabText(i).replace("&", "") for i in range(view.count())]
    assert "Settings" in tabs and "Rulings" not in tabs and "Ratings" not in tabs
    page = view.settings
    assert page is not None
    view.setCurrentWidget(page)
    assert "one boss against two challengers" in page.pods.text()
    keys = [s.key for s in page.model.items]
    row = keys.index("p2.time.level")
    offered: list[list[str]] = []

    def choose(_parent: object, _title: str, _label: str, items: list[str], *_a: object) -> Any:
        offered.append(items)
        return "the players tie", True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    page.view.selectRow(row)
    qtbot.mouseClick(button(page, "Change…"), Qt.MouseButton.LeftButton)
    settle()
    assert offered == [["the judge decides", "the players tie"]]
    assert page.model.items[row].value == "tie" and page.model.items[row].changed
    monkeypatch.setattr(QInputDialog, "getText", lambda *_a, **_k: ("coin", True))
    page.view.selectRow(keys.index("p2.time.tiebreaks"))
    qtbot.mouseClick(button(page, "Change…"), Qt.MouseButton.LeftButton)
    settle()
    assert messages and "Time called: what decides (p2.time.tiebreaks)" in messages[-1]
    menu_action(window, "Edit", "Undo").trigger()
    settle()
    view.setCurrentWidget(view.players)
    view.setCurrentWidget(page)
    assert page.model.items[row].value == "judge"


def test_a_list_setting_typed_in_brackets_is_stored_as_its_words(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _window, view = _pod_event(ctx, qtbot, monkeypatch, "free-for-all", 3)
    page = view.settings
    assert page is not None
    view.setCurrentWidget(page)
    keys = [s.key for s in page.model.items]
    monkeypatch.setattr(
        QInputDialog, "getText", lambda *_a, **_k: ('["evil", "illustrated"]', True)
    )
    page.view.selectRow(keys.index("p2.deck.excluded_tags"))
    qtbot.mouseClick(button(page, "Change…"), Qt.MouseButton.LeftButton)
    settle()
    stored = {s.key: s.value for s in event_game_settings(ctx, view.event_id)}
    assert stored["p2.deck.excluded_tags"] == ["evil", "illustrated"]


def test_the_pod_models_pass_the_qt_model_tester(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, qtmodeltester: Any
) -> None:
    _window, view, page = _seated_pod_event(ctx, qtbot, monkeypatch, "free-for-all", 7)
    qtbot.keyClicks(page.entry, f"1 {page.model.items[0].seats[0].number}")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    view.setCurrentWidget(view.standings)
    assert view.settings is not None
    view.setCurrentWidget(view.settings)
    for model in (page.model, view.standings.model, view.settings.model):
        assert model.rowCount() > 0
        qtmodeltester.check(model)


def test_the_vs_time_call_forms_decide_a_pod_and_a_head_to_head_game(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    window, _view, page = _seated_pod_event(ctx, qtbot, monkeypatch, "free-for-all", 6)
    seats = [s.number for s in page.model.items[0].seats]

    def fill_pod(dialog: VsTimeCallDialog) -> int:
        for row, wounds in zip(dialog.rows, (5, 1, 9), strict=True):
            first = row["mcs"][0]
            first.name.setText("Hero")
            first.wounds.setValue(wounds)
            first.health.setValue(8)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(VsTimeCallDialog, "exec", fill_pod)
    page.view.selectRow(0)
    qtbot.mouseClick(button(page, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    placed = {s.number: s.placing for s in page.model.items[0].seats}
    assert placed == {seats[1]: 1, seats[0]: 2, seats[2]: 3}  # 9 wounds of 8 Health: KO'd

    def fill_tcg(dialog: VsTimeCallDialog) -> int:
        assert dialog.game == "vs-tcg"
        dialog.rows[0]["endurance"].setValue(-2)
        dialog.rows[1]["endurance"].setValue(4)
        return int(QDialog.DialogCode.Accepted)

    def make_tcg(dialog: NewEventDialog) -> None:
        dialog.name.setText("TCG Night")
        dialog.game.setCurrentIndex(dialog.game.findData("vs-tcg"))

    tcg = new_event_from_menu(window, monkeypatch, make_tcg)
    for name in ("Ann", "Ben"):

        def add(dialog: AddPlayerDialog, name: str = name) -> int:
            dialog.name.setText(name)
            return press_ok(dialog)

        monkeypatch.setattr(AddPlayerDialog, "exec", add)
        button(tcg.players, "Add player…").click()
        settle()
    qtbot.mouseClick(button(tcg.round, "Pair next round"), Qt.MouseButton.LeftButton)
    settle()
    monkeypatch.setattr(VsTimeCallDialog, "exec", fill_tcg)
    tcg.round.view.selectRow(0)
    qtbot.mouseClick(button(tcg.round, "Time called…"), Qt.MouseButton.LeftButton)
    settle()
    match = tcg.round.model.items[0]
    assert match.winner == match.b and match.decided_by == "adjudication"
    said = tcg.round.status.text()
    assert "endurance check" in said or "only player left" in said


def test_a_pod_corrected_after_the_next_round_was_seated_shows_what_it_changed(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, messages: list[str]
) -> None:
    _window, _view, page = _seated_pod_event(ctx, qtbot, monkeypatch, "free-for-all", 8)
    for pod in page.model.items:
        qtbot.keyClicks(page.entry, f"{pod.table} {pod.seats[0].number}")
        qtbot.keyClick(page.entry, Qt.Key.Key_Return)
        settle()
    _seat(qtbot, page)
    assert page.title.text() == "Round 2 — Pods" and not messages
    page.round_choice.setCurrentIndex(page.round_choice.findData(1))
    first = page.model.items[0]
    winner, last = first.seats[0], first.seats[-1]

    def last_wins(dialog: PodResultDialog) -> int:
        for side, box in dialog.places.items():
            box.setValue(1 if side == last.side else 2 if side == winner.side else 3)
        return press_ok(dialog)

    monkeypatch.setattr(PodResultDialog, "exec", last_wins)
    _double_click_pod(qtbot, page, 0)
    stored = rounds.get_round(ctx, page.event_id, 1).pods[0]
    assert {s.number: s.placing for s in stored.seats}[last.number] == 1
    assert len(messages) == 1
    said = messages[0]
    assert said.startswith("Round 1 was corrected after round 2 was seated on its standings.")
    assert f"{last.name} ({last.number}): points 0 → 3" in said
    assert f"{winner.name} ({winner.number}): points 3 → " in said
