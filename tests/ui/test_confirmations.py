"""What the window asks before a step that is hard to take back: finishing an event with rounds
still to play, applying ratings, taking ratings back, loading a rating list."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import (
    EventFormat,
    EventStatus,
    PlayerIdentity,
)
from opl_tournament.services import events, ratings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.ui.dialogs import EditEventDialog
from tests.helpers.events import numbered, play_round, play_rounds, register_names, spring_open
from tests.helpers.window import open_event_window
from tests.ui.drive import button, export_from_menu, menu_action, press_ok, settle


class Questions:
    """QMessageBox.question answered as told (No unless told), each text kept."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.asked: list[str] = []
        self.answer = QMessageBox.StandardButton.No

        def ask(_parent: Any, _title: str, text: str, *_a: Any) -> QMessageBox.StandardButton:
            self.asked.append(text)
            return self.answer

        monkeypatch.setattr(QMessageBox, "question", staticmethod(ask))


@pytest.fixture
def questions(monkeypatch: pytest.MonkeyPatch) -> Questions:
    return Questions(monkeypatch)


def test_finish_event_asks_first_naming_the_rounds_and_the_cut_still_to_play(
    ctx: ServiceContext, qtbot: QtBot, questions: Questions, messages: list[str]
) -> None:
    event = events.create_event(ctx, spring_open(swiss_rounds=4, cut_size=8))
    register_names(ctx, event.id, numbered("Player", 26))
    play_rounds(ctx, event.id, 2)
    window, _view = open_event_window(ctx, qtbot, event.id)
    finish = menu_action(window, "File", "Finish event")
    finish.trigger()
    settle()
    assert questions.asked[-1].startswith("2 Swiss rounds and the top 8 are still to play.")
    assert events.get_event(ctx, event.id).status is not EventStatus.FINISHED, "No: not finished"
    questions.answer = QMessageBox.StandardButton.Yes
    finish.trigger()
    settle()
    assert events.get_event(ctx, event.id).status is EventStatus.FINISHED
    assert "finished" in window.windowTitle() and not messages
    menu_action(window, "Edit", "Undo").trigger()
    settle()
    assert events.get_event(ctx, event.id).status is not EventStatus.FINISHED


def test_finish_event_asks_nothing_when_every_round_is_played(
    ctx: ServiceContext, qtbot: QtBot, questions: Questions, messages: list[str]
) -> None:
    event = events.create_event(ctx, spring_open(format=events.EventFormat.SWISS))
    register_names(ctx, event.id, numbered("Player", 6))
    play_rounds(ctx, event.id, 2)
    window, _view = open_event_window(ctx, qtbot, event.id)
    menu_action(window, "File", "Finish event").trigger()
    settle()
    assert questions.asked == [] and not messages
    assert events.get_event(ctx, event.id).status is EventStatus.FINISHED


PLAYERS = {"4512": "Ada Lovelace", "5120": "Bo Diddley", "6001": "Cy Young", "7002": "Di Fosse"}


def _rated_cup(ctx: ServiceContext) -> int:
    """A finished, sanctioned Swiss of four Legion members, the lower number winning."""
    event = events.create_event(
        ctx, spring_open(format=EventFormat.SWISS, sanction_number="OPL-7", cut_size=None)
    )
    for number, name in PLAYERS.items():
        register_player(ctx, event.id, Entrant(PlayerIdentity(name=name), number))
    play_round(ctx, event.id)
    play_round(ctx, event.id)
    events.finish_event(ctx, event.id)
    return event.id


def _rated(ctx: ServiceContext) -> dict[str, int]:
    return {r.number: round(r.rating) for r in ratings.list_ratings(ctx)}


def test_the_ratings_page_loads_a_list_applies_and_takes_back_each_asked_first(
    ctx: ServiceContext,
    qtbot: QtBot,
    questions: Questions,
    messages: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    event_id = _rated_cup(ctx)
    window, view = open_event_window(ctx, qtbot, event_id)
    page = view.ratings
    assert page is not None
    view.setCurrentWidget(page)
    settle()
    # the preview is there without asking for it, names beside the numbers
    assert "Preview:" in page.status.text()
    rows = [[page.changes.index(r, c).data() for c in range(2)] for r in range(4)]
    assert rows == [[number, name] for number, name in PLAYERS.items()]

    listed = tmp_path / "legion.csv"
    listed.write_text(
        "number,name,rating,games\n4512,Ada Lovelace,1500,40\n5120,Bo Diddley,1600,40\n"
        "6001,Cy Young,1400,40\n7002,Di Fosse,1450,40\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(listed), ""))
    )
    button(page, "Load a rating list…").click()
    settle()
    assert "Load 4 players' ratings from legion.csv?" in questions.asked[-1]
    assert _rated(ctx) == {}, "No: nothing loaded"
    questions.answer = QMessageBox.StandardButton.Yes
    button(page, "Load a rating list…").click()
    settle()
    imported = {"4512": 1500, "5120": 1600, "6001": 1400, "7002": 1450}
    assert _rated(ctx) == imported and len(page.ratings.items) == 4
    assert "4 changed" in window.statusBar().currentMessage()

    questions.answer = QMessageBox.StandardButton.No
    button(page, "Apply ratings…").click()
    settle()
    preview = {ch.number: ch for ch in page.changes.items}
    largest = max(preview.values(), key=lambda ch: abs(ch.delta))
    asked = questions.asked[-1]
    assert "4 players are rated" in asked
    assert f"the largest change: {PLAYERS[largest.number]} ({largest.number})" in asked
    assert f"{largest.delta:+.0f}" in asked and _rated(ctx) == imported, "No: nothing applied"
    questions.answer = QMessageBox.StandardButton.Yes
    button(page, "Apply ratings…").click()
    settle()
    applied = {n: round(ch.after) for n, ch in preview.items()}
    assert _rated(ctx) == applied and "Applied:" in page.status.text()

    undo = menu_action(window, "Edit", "Undo")
    assert undo.text().replace("&", "").startswith(f"Undo: rated event {event_id}")
    undo.trigger()
    settle()
    assert _rated(ctx) == imported
    assert window.statusBar().currentMessage().startswith(f"Undone: rated event {event_id}")
    button(page, "Apply ratings…").click()
    settle()
    assert _rated(ctx) == applied
    button(page, "Take back ratings…").click()
    settle()
    assert "Take back the ratings of this event? 4 players" in questions.asked[-1]
    assert _rated(ctx) == imported and "Preview:" in page.status.text()
    menu_action(window, "Edit", "Undo").trigger()  # the taking back, taken back
    settle()
    assert _rated(ctx) == applied and not messages


def test_the_ratings_page_shows_the_applied_changes_after_a_restart(
    ctx: ServiceContext, qtbot: QtBot, questions: Questions, messages: list[str]
) -> None:
    event_id = _rated_cup(ctx)
    window, view = open_event_window(ctx, qtbot, event_id)
    assert view.ratings is not None
    view.setCurrentWidget(view.ratings)
    settle()
    questions.answer = QMessageBox.StandardButton.Yes
    button(view.ratings, "Apply ratings…").click()
    settle()
    window.close()
    _again, view = open_event_window(ctx, qtbot, event_id)  # the program started again
    page = view.ratings
    assert page is not None
    view.setCurrentWidget(page)
    settle()
    assert "Applied:" in page.status.text()
    assert [page.changes.index(r, 1).data() for r in range(4)] == list(PLAYERS.values())
    assert not messages


def test_a_finished_and_exported_events_details_are_corrected_from_the_window(
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
    tmp_path: Path,
) -> None:
    event_id = _rated_cup(ctx)
    events.edit_event(ctx, event_id, events.EventChanges(judge="Jo Judge"))
    window, _view = open_event_window(ctx, qtbot, event_id)
    submission = tmp_path / "submission"
    export_from_menu(window, monkeypatch, submission)
    assert not messages and (submission / "manifest.json").is_file()
    seen: dict[str, Any] = {}

    def fill(dialog: EditEventDialog) -> int:
        seen["fixed"] = (dialog.rounds.isEnabled(), dialog.time_limit.isEnabled())
        seen["why"] = dialog.rounds.toolTip()
        dialog.date.setText("2026-11-21")
        dialog.judge.setText("Joanna Judge")
        return press_ok(dialog)

    monkeypatch.setattr(EditEventDialog, "exec", fill)
    menu_action(window, "Edit", "Edit event…").trigger()
    settle()
    assert seen["fixed"] == (False, False) and "undo the finish (Edit ▸ Undo)" in seen["why"]
    edited = events.get_event(ctx, event_id)
    assert edited.settings.date == "2026-11-21" and edited.status is EventStatus.FINISHED
    assert [o.name for o in edited.officials] == ["Joanna Judge"]
    assert len(messages) == 1 and "that export is out of date" in messages[0]
    undo = menu_action(window, "Edit", "Undo")
    assert undo.text().replace("&", "").startswith(f"Undo: edited event {event_id}: date, judge")
    undo.trigger()
    settle()
    assert events.get_event(ctx, event_id).settings.date == "2026-11-22"


def test_the_ratings_preview_of_an_earlier_event_applied_late_is_what_apply_stores(
    ctx: ServiceContext, qtbot: QtBot, questions: Questions, messages: list[str]
) -> None:
    early = _rated_cup(ctx)
    events.edit_event(ctx, early, events.EventChanges(date="2026-10-01", name="Early"))
    late = _rated_cup(ctx)
    ratings.apply_event(ctx, late)  # the later event was rated first
    _window, view = open_event_window(ctx, qtbot, early)
    page = view.ratings
    assert page is not None
    view.setCurrentWidget(page)
    settle()
    assert f"rates again, after it: event {late} (Spring Open, 2026-11-22)" in page.status.text()
    previewed = list(page.changes.items)
    assert all(ch.before is None for ch in previewed), "rated before the later event, unrated"
    questions.answer = QMessageBox.StandardButton.Yes
    button(page, "Apply ratings…").click()
    settle()
    stored = ratings.event_ratings(ctx, early)

    def figures(changes: Any) -> list[tuple[Any, ...]]:
        return [(ch.number, ch.before, round(ch.after, 6), ch.games_in_event) for ch in changes]

    assert stored.applied and figures(stored.changes) == figures(previewed)
    assert figures(page.changes.items) == figures(previewed) and not messages


def test_a_rating_list_naming_a_player_otherwise_is_said_in_french(
    french: None,
    ctx: ServiceContext,
    qtbot: QtBot,
    questions: Questions,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    _window, view = open_event_window(ctx, qtbot, _rated_cup(ctx))
    page = view.ratings
    assert page is not None
    view.setCurrentWidget(page)
    settle()
    listed = tmp_path / "legion.csv"
    listed.write_text("number,name,rating,games\n4512,Augusta King,1500,40\n", encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(listed), ""))
    )
    told: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _p, _t, text, *_a: told.append(text) or 0)
    )
    questions.answer = QMessageBox.StandardButton.Yes
    button(page, "Charger une liste…").click()
    settle()
    assert told and "4512\u00a0: inscrit comme «\u00a0Augusta King\u00a0» (ligne 2)" in told[-1]
    assert "connu ici comme «\u00a0Ada Lovelace\u00a0»" in told[-1]
    assert _rated(ctx) == {}
