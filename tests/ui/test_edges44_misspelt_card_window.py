"""The window's *Deck list…* answer for a misspelt OverPower character: the same words as `deck
check` and the phone (no card of that name is known, the nearest, then how to give one)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples"


def test_a_misspelt_character_is_refused_naming_the_nearest_known_one(
    ctx: ServiceContext,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    message_boxes: list[tuple[str, str]],
) -> None:
    event_id = new_event(ctx, players=["Ann Lee"])
    deck = tmp_path / "ann.txt"
    text = (EXAMPLE / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    deck.write_text(text.replace("1 Juggernaut\n", "1 Jugernaut\n"), "utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(deck), ""))
    )
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.players.view.selectRow(0)

    button(view.players, "Deck list…").click()
    settle()

    ((kind, said),) = message_boxes
    assert kind == "warning"
    assert said.endswith(
        "line 9: no character named 'Jugernaut' is known (did you mean 'Juggernaut'?): check its "
        "spelling; a character missing from the card data is given with its power grid, as "
        "'Jugernaut [E F S I]' (Energy, Fighting, Strength, Intellect)"
    )
