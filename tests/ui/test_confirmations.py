"""What the window asks before a step that is hard to take back: finishing an event with rounds
still to play, applying ratings, taking ratings back, loading a rating list."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventStatus
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from tests.helpers.events import numbered, play_rounds, register_names, spring_open
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle


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
