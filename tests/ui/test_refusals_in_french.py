"""A French window says the services' refusals in French: the New event dialog's inline error
beside the field (what was typed kept), and a time-call form the rules engine cannot use."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, Game
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.vs_time_call import VsTimeCallDialog
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window, open_window
from tests.ui.drive import menu_action, press_ok, settle, type_text

NBSP = "\u00a0"


def test_a_new_event_without_a_name_is_refused_beside_the_field_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(ctx, qtbot)
    seen: dict[str, Any] = {}

    def fill(dialog: NewEventDialog) -> int:
        type_text(dialog.place, "Salle paroissiale")
        seen["result"] = press_ok(dialog)
        seen["error"] = dialog.error_text(dialog.name)
        seen["place"] = dialog.place.text()
        return int(seen["result"])

    monkeypatch.setattr(NewEventDialog, "exec", fill)
    menu_action(window, "Fichier", "Nouveau tournoi").trigger()
    settle()
    assert seen["result"] != NewEventDialog.DialogCode.Accepted
    assert seen["error"] == "Un tournoi doit avoir un nom"
    assert seen["place"] == "Salle paroissiale", "what was typed stays"
    assert events.list_events(ctx) == []


def test_a_vs_time_call_where_everyone_conceded_is_refused_in_french(
    french: None,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    settings = EventSettings(name="Vs Cup", game=Game.VS_TCG, format=EventFormat.SWISS)
    event_id = new_event(ctx, settings, players=2)
    pair_next_round(ctx, event_id)
    window, _view = open_event_window(ctx, qtbot, event_id)

    shown: list[VsTimeCallDialog] = []

    def both_conceded(dialog: VsTimeCallDialog) -> int:
        """Filled and sent; shown again after the refusal, the judge cancels it."""
        shown.append(dialog)
        if len(shown) > 1:
            return int(VsTimeCallDialog.DialogCode.Rejected)
        dialog.show()
        settle()
        for row in dialog.rows:
            qtbot.mouseClick(row["conceded"], Qt.MouseButton.LeftButton)
        return int(VsTimeCallDialog.DialogCode.Accepted)

    monkeypatch.setattr(VsTimeCallDialog, "exec", both_conceded)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: (1, True)))
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *_a, **_k: ("", False)))
    menu_action(window, "Édition", "Appel de temps").trigger()
    settle()
    assert messages, "the refusal is shown"
    assert messages[-1].endswith(
        f"tous les joueurs ont concédé{NBSP}: au moins un doit encore être dans la partie"
    )
    assert get_round(ctx, event_id, 1).matches[0].result is None
    assert len(shown) == 2, "the form came back, as it was filled, to be put right"
