"""Words the services hand the window, said in French: a game setting's name, description and
choices on the Settings page, what is left to play when finishing an event, the snapshots
offered by Restore, the rating formula of the preview. English stays as it was."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventStatus, PlayerIdentity
from opl_tournament.language.languages import Language
from opl_tournament.services import events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_pod_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui import language
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.vs_time_call import VsTimeCallDialog
from tests.helpers.events import (
    numbered,
    play_round,
    play_rounds,
    pod_settings,
    register_names,
    spring_open,
)
from tests.helpers.window import open_event_window
from tests.ui.drive import button, menu_action, settle

NB = "\u00a0"


class Asked:
    """QMessageBox.question answered No, and QInputDialog.getItem cancelled; what each showed
    is kept."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.questions: list[str] = []
        self.items: list[tuple[str, list[str]]] = []

        def ask(_parent: Any, _title: str, text: str, *_a: Any) -> QMessageBox.StandardButton:
            self.questions.append(text)
            return QMessageBox.StandardButton.No

        def item(_parent: Any, _title: str, label: str, items: list[str], *_a: Any) -> Any:
            self.items.append((label, list(items)))
            return "", False

        monkeypatch.setattr(QMessageBox, "question", staticmethod(ask))
        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(item))


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Asked:
    return Asked(monkeypatch)


def _click_tab(qtbot: QtBot, view: EventView, page: QWidget) -> None:
    bar = view.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(view.indexOf(page)).center())
    settle()


def _settings_row(
    ctx: ServiceContext, qtbot: QtBot, asked: Asked, change: str
) -> tuple[str, str, tuple[str, list[str]], str]:
    """The Settings page of a Vs. System event: the "p2.time.level" row's first two cells,
    what its change button offered, and the pod settings' line."""
    _window, view = open_event_window(ctx, qtbot, build_demo_pod_event(ctx))
    page = view.settings
    assert page is not None
    _click_tab(qtbot, view, page)
    row = [s.key for s in page.model.items].index("p2.time.level")
    cells = [str(page.model.data(page.model.index(row, column))) for column in range(2)]
    page.view.selectRow(row)
    qtbot.mouseClick(button(page, change), Qt.MouseButton.LeftButton)
    settle()
    return cells[0], cells[1], asked.items[-1], page.pods.text()


def test_the_settings_page_says_a_settings_name_description_and_choices_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot, asked: Asked
) -> None:
    named, value, (description, choices), pods = _settings_row(ctx, qtbot, asked, "Changer…")
    assert named == (
        f"Appel du temps{NB}: toujours à égalité\n"
        f"Toujours à égalité après chaque étape{NB}: le juge décide, ou les joueurs font match nul"
    )
    assert value == "le juge décide"
    assert description.startswith(f"Toujours à égalité après chaque étape{NB}:")
    assert choices == ["le juge décide", "les joueurs font match nul"]
    assert "chacun pour soi" in pods


def test_the_settings_page_is_unchanged_in_english(
    ctx: ServiceContext, qtbot: QtBot, asked: Asked
) -> None:
    named, value, (description, choices), pods = _settings_row(ctx, qtbot, asked, "Change…")
    assert named == (
        "Time called: still level\n"
        "Still level after every step: the judge decides, or the players tie"
    )
    assert value == "the judge decides"
    assert description == "Still level after every step: the judge decides, or the players tie"
    assert choices == ["the judge decides", "the players tie"]
    assert "every player for themselves" in pods


@pytest.mark.parametrize(
    ("played", "french_left", "english_left"),
    [
        (2, "Il reste à jouer 2 rondes suisses et le top 8.", "2 Swiss rounds and the top 8 are"),
        (3, "Il reste à jouer 1 ronde suisse et le top 8.", "1 Swiss round and the top 8 are"),
        (4, "Il reste à jouer le top 8.", "The top 8 is still to play."),
    ],
)
def test_finish_event_names_what_is_left_in_french_and_no_keeps_it_running(
    ctx: ServiceContext,
    qtbot: QtBot,
    asked: Asked,
    played: int,
    french_left: str,
    english_left: str,
) -> None:
    event = events.create_event(ctx, spring_open(swiss_rounds=4, cut_size=8))
    register_names(ctx, event.id, numbered("Player", 26))
    play_rounds(ctx, event.id, played)
    language.install(Language.FRENCH)
    try:
        window, _view = open_event_window(ctx, qtbot, event.id)
        menu_action(window, "Fichier", "Terminer le tournoi").trigger()
        settle()
    finally:
        language.install(Language.ENGLISH)
    assert asked.questions[-1].startswith(f"{french_left}\n\nTerminer ")
    assert events.get_event(ctx, event.id).status is not EventStatus.FINISHED, "No: still on"
    window, _view = open_event_window(ctx, qtbot, event.id)
    menu_action(window, "File", "Finish event").trigger()
    settle()
    assert asked.questions[-1].startswith(english_left)


def _snapshots_offered(window: MainWindow, asked: Asked, *menu: str) -> list[str]:
    menu_action(window, *menu).trigger()
    settle()
    return [item.split("  ", 1)[1] for item in asked.items[-1][1]]


def test_restore_offers_the_snapshots_described_in_french(
    ctx: ServiceContext, qtbot: QtBot, asked: Asked
) -> None:
    event = events.create_event(ctx, spring_open(format=EventFormat.SWISS))
    register_names(ctx, event.id, numbered("Player", 4))
    play_round(ctx, event.id)  # a snapshot when paired, one when every result is in
    language.install(Language.FRENCH)
    try:
        window, _view = open_event_window(ctx, qtbot, event.id)
        menu_action(window, "Fichier", "Sauvegarder maintenant").trigger()
        settle()
        french = _snapshots_offered(window, asked, "Fichier", "Restaurer un instantané")
    finally:
        language.install(Language.ENGLISH)
    assert french == [
        "pris à la main",
        f"tournoi {event.id}, ronde 1{NB}: tous les résultats entrés",
        f"tournoi {event.id}, ronde 1{NB}: vient d’être appariée",
    ]
    window, _view = open_event_window(ctx, qtbot, event.id)
    english = _snapshots_offered(window, asked, "File", "Restore a snapshot")
    assert english == [
        "taken by hand",
        f"event {event.id}, round 1: every result in",
        f"event {event.id}, round 1: just paired",
    ]


def test_the_ratings_preview_names_the_formula_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot
) -> None:
    event = events.create_event(
        ctx, spring_open(format=EventFormat.SWISS, sanction_number="OPL-7", cut_size=None)
    )
    for number, name in (("4512", "Ada"), ("5120", "Bo"), ("6001", "Cy"), ("7002", "Di")):
        register_player(ctx, event.id, Entrant(PlayerIdentity(name=name), number))
    play_round(ctx, event.id)
    events.finish_event(ctx, event.id)
    _window, view = open_event_window(ctx, qtbot, event.id)
    page = view.ratings
    assert page is not None
    _click_tab(qtbot, view, page)
    formulas = {page.changes.index(r, 6).data() for r in range(page.changes.rowCount())}
    assert formulas == {"spéciale"}  # unrated players: the special formula
    assert page.changes.headerData(6, Qt.Orientation.Horizontal) == "Formule"


def test_a_time_call_forms_refusal_names_the_form_in_french(
    french: None,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    event_id = events.create_event(ctx, pod_settings("Vs. Night", seed=3)).id
    register_names(ctx, event_id, numbered("Player", 3))
    pair_next_round(ctx, event_id)
    _window, view = open_event_window(ctx, qtbot, event_id)
    page = view.round

    shown: list[VsTimeCallDialog] = []

    def everyone_concedes(dialog: VsTimeCallDialog) -> int:
        """Filled and sent; shown again after the refusal, the judge cancels it."""
        shown.append(dialog)
        if len(shown) > 1:
            return int(QDialog.DialogCode.Rejected)
        for row in dialog.rows:
            row["conceded"].setChecked(True)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(VsTimeCallDialog, "exec", everyone_concedes)
    page.view.selectRow(0)
    qtbot.mouseClick(button(page, "Fiche d’appel du temps…"), Qt.MouseButton.LeftButton)
    settle()
    table = page.model.items[0].table
    assert messages[-1] == (
        f"fiche d’appel du temps, table {table}{NB}: tous les joueurs ont concédé{NB}: "
        "au moins un doit encore être dans la partie"
    )
    assert page.model.items[0].seats[0].placing is None, "nothing recorded"
    assert len(shown) == 2 and shown[1] is shown[0], "the same form again, as it was filled"


def test_a_bad_setting_is_refused_naming_it_in_french(
    french: None,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    _window, view = open_event_window(ctx, qtbot, build_demo_pod_event(ctx))
    page = view.settings
    assert page is not None
    _click_tab(qtbot, view, page)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a, **_k: ("coin", True)))
    page.view.selectRow([s.key for s in page.model.items].index("p2.time.tiebreaks"))
    qtbot.mouseClick(button(page, "Changer…"), Qt.MouseButton.LeftButton)
    settle()
    assert messages[-1] == (
        f"le paramètre Appel du temps{NB}: ce qui décide (p2.time.tiebreaks) doit être une liste "
        "parmi mc_wounds, mc_health, mc_level, deck, pas 'coin'"
    )
