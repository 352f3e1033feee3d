"""The window's *Deck list…* answer names a tag the Vs. System 2PCG deck check does not know
(a misspelt format tag), with its line, before the violations: the deck was judged without it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.game_settings import change_game_setting
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "vs-2pcg-deck.txt"


def test_the_deck_answer_warns_of_an_unknown_tag(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, EventSettings(name="Good", game=Game.VS_2PCG), players=["Ann Lee"])
    change_game_setting(ctx, event_id, "p2.deck.excluded_tags", ["evil"])
    deck = tmp_path / "ann.txt"
    text = EXAMPLE.read_text(encoding="utf-8")
    deck.write_text(text.replace("4 Shield Throw\n", "4 Shield Throw [evill]\n"), "utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(deck), ""))
    )
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _p, _t, message, *_a: shown.append(message))
    )
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.players.view.selectRow(0)
    button(view.players, "Deck list…").click()
    settle()
    (answer,) = shown
    lines = answer.splitlines()
    assert lines[0].endswith("is LEGAL")  # the misspelt tag filtered nothing out
    assert lines[1] == (
        "warning: line 17: no tag [evill] is known (did you mean [evil]?); Shield Throw was "
        "checked without it"
    )
