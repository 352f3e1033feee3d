"""The round page, its desks and dialogs under French (Canada): the judge reads whole French
sentences, plurals by French's rule, the time of day as French writes it, refusals in French;
and the judge works the page the same way (the result line, the buttons, the Alt letters)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGroupBox
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.ui import language
from opl_tournament.ui.head_to_head_desk import desk_words
from opl_tournament.ui.pod_desk import PodResultDialog
from opl_tournament.ui.reports_panel import claim_words
from opl_tournament.ui.round_page import waiting_text
from opl_tournament.ui.stage_words import stage_words
from opl_tournament.ui.table_desk import standings_heading
from opl_tournament.ui.vs_time_call import VsTimeCallDialog
from tests.helpers.events import new_event, pod_settings, spring_open
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle, type_text
from tests.ui.round_scenes import players_reports

NBSP = "\u00a0"


def test_a_judge_records_a_result_on_the_french_round_page(
    french: None, ctx: ServiceContext, qtbot: QtBot, message_boxes: list[tuple[str, str]]
) -> None:
    event_id = new_event(ctx, spring_open(), players=7)
    pair_next_round(ctx, event_id)
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    page = view.round
    assert page.title.text() == "Ronde 1 — Suisse"
    assert page.status.text() == f"3 tables en attente{NBSP}: 1, 2, 3"
    assert page.buttons["Apparier la ronde suivante"].text() == "A&pparier la ronde suivante"

    page.entry.setFocus()
    type_text(page.entry, "99 a")
    QTest.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    assert message_boxes[-1] == ("warning", "il n’y a pas de table 99 dans cette ronde")
    assert page.entry.text() == "99 a"  # kept, to be retyped

    page.entry.clear()
    type_text(page.entry, "1 a")
    QTest.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    qtbot.waitUntil(lambda: get_round(ctx, event_id, 1).matches[0].winner is not None)
    assert page.status.text() == f"2 tables en attente{NBSP}: 2, 3"
    winner = get_round(ctx, event_id, 1).matches[0].a
    assert window.statusBar().currentMessage() == f"Ronde 1, table 1{NBSP}: {winner} gagne"


def test_plurals_follow_each_language(french: None) -> None:
    words = desk_words()
    assert waiting_text([4], words) == f"1 table en attente{NBSP}: 4"
    assert waiting_text([4, 5], words) == f"2 tables en attente{NBSP}: 4, 5"
    assert standings_heading(2, 1) == (
        f"Classement après la ronde 1 (ronde 2{NBSP}: 1 table encore en jeu)"
    )
    language.install(Language.ENGLISH)
    words = desk_words()
    assert waiting_text([4], words) == "1 table to report: 4"
    assert waiting_text([4, 5], words) == "2 tables to report: 4, 5"
    assert standings_heading(2, 1) == "Standings after round 1 (round 2: 1 table still playing)"


def test_the_pod_result_dialog_counts_the_sides_left_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = new_event(ctx, pod_settings("Pods"), players=4)
    pod = pair_next_round(ctx, event_id).value.pods[0]
    dialog = PodResultDialog(pod)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == f"Résultat du pod {pod.table}"
    boxes = list(dialog.places.values())
    for place, box in enumerate(boxes[:-1], start=1):
        box.setValue(place)
    assert dialog.problem.text() == "Choisissez un rang pour 1 autre camp."
    boxes[0].setValue(0)
    assert dialog.problem.text() == "Choisissez un rang pour 2 autres camps."


def test_stage_and_claim_words_in_french(french: None) -> None:
    assert stage_words("swiss") == "Suisse"
    assert claim_words({"winner": "0004"}) == "0004 a gagné"
    assert claim_words({"result": "double-loss"}) == "une double défaite"


def test_the_players_reports_in_french(french: None, ctx: ServiceContext, qtbot: QtBot) -> None:
    page = players_reports(ctx, qtbot)
    lines = page.reports.lines()
    assert page.reports.title() == "Déclarations des joueurs — ronde 1"
    call = next(line for line in lines if line.startswith("Juge"))
    assert re.fullmatch(rf"Juge{NBSP}: table \d+ — \d{{4}} \w+, \d\d h \d\d", call), call
    assert any(re.match(rf"Contestée, table \d+{NBSP}: selon ", line) for line in lines), lines
    assert any("en attente de l’adversaire" in line for line in lines), lines
    shown = [b.text() for b in page.reports.buttons()]
    assert shown[0] == "Accuser réception" and shown[-1] == "Autre résultat…", shown
    assert [text for text in shown if text.startswith("Accepter ")] != []
    assert page.desk.opponent_wins.text().endswith("comme gagnant")


def test_boss_pods_name_the_challengers_in_french(
    french: None,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    message_boxes: list[tuple[str, str]],
) -> None:
    event_id = new_event(ctx, pod_settings("Soirée Vs.", pods="boss"), players=6)
    pair_next_round(ctx, event_id)
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.round)
    page = view.round
    pod = page.model.items[0]
    boss = next(seat for seat in pod.seats if seat.role == "boss")
    page.entry.setFocus()
    type_text(page.entry, f"{pod.table} {boss.number}")
    QTest.keyClick(page.entry, Qt.Key.Key_Return)
    settle()
    seats, result = (page.model.data(page.model.index(0, column)) for column in (1, 2))
    assert f"{boss.number} {boss.name} (boss)" in seats
    assert seats.count("(adversaire)") == 2 and "challenger" not in seats
    assert result == "1. boss, 2. adversaires"
    told = window.statusBar().currentMessage()
    assert told == f"Ronde 1, pod {pod.table}{NBSP}: 1. boss, 2. adversaires"

    window.open_projector(view)  # View ▸ Projector window: the wall says it alike
    projector = window.projector
    assert projector is not None
    qtbot.addWidget(projector)
    shown = ""
    for _page in projector.pages:
        shown += " ".join(cell for row in projector.shown_rows() for cell in row)
        projector.next_page()
    assert "(adversaire)" in shown and "challenger" not in shown

    titles: list[str] = []

    def read_titles(dialog: VsTimeCallDialog) -> int:
        titles.extend(group.title() for group in dialog.findChildren(QGroupBox))
        return int(VsTimeCallDialog.DialogCode.Rejected)

    monkeypatch.setattr(VsTimeCallDialog, "exec", read_titles)
    page.view.selectRow(0)
    QTest.mouseClick(button(page, "Fiche d’appel du temps…"), Qt.MouseButton.LeftButton)
    assert message_boxes[-1] == (
        "warning",
        f"La table {pod.table} a déjà un résultat (1. boss, 2. adversaires). Cochez d’abord "
        f"«{NBSP}corriger un résultat déjà saisi{NBSP}» pour le remplacer par la décision de "
        "l’appel du temps.",
    )
    assert titles == [], "no form before the correction is ticked"
    page.correction.setChecked(True)
    QTest.mouseClick(button(page, "Fiche d’appel du temps…"), Qt.MouseButton.LeftButton)
    assert f"{boss.number} {boss.name} — boss" in titles
    assert sum(title.endswith(" — adversaires") for title in titles) == 2
