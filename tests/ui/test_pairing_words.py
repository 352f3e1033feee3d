"""Why each table was paired, and the round's notes, in the window's language: a round paired
from the window (F5, Pair by hand…) under French reads in French on the round page's Why column
and status line, the English window reads as before, and a round stored before the sentences
were kept shows its English."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.manual_pairing import pair_round_by_hand
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.ui import language
from opl_tournament.ui.hand_pairing import HandPairingDialog
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.round_page import RoundPage
from tests.helpers.events import new_event, play_round, pod_settings, report_round
from tests.helpers.window import open_event_window
from tests.ui.drive import button, press_ok, settle

NBSP = "\u00a0"

PAIRED_DOWN = {
    Language.ENGLISH: "paired down from 3 to 0 points: an odd number of players have 3 points "
    "or more",
    Language.FRENCH: f"apparié vers le bas de 3 à 0 points{NBSP}: un nombre impair de joueurs "
    "ont 3 points ou plus",
}
ONE_PAIR_DOWN = {Language.ENGLISH: "1 pair-down", Language.FRENCH: "1 appariement vers le bas"}
BYE = {
    Language.ENGLISH: "bye (counts as a win): fewest points (0) among players without a bye",
    Language.FRENCH: f"exemption (compte comme une victoire){NBSP}: le moins de points (0) parmi "
    "les joueurs sans exemption",
}
BY_THE_JUDGE = {Language.ENGLISH: "paired by the judge", Language.FRENCH: "apparié par le juge"}
REMATCH_BY_THE_JUDGE = {
    Language.ENGLISH: "by the judge: 0001 and 0004 already met in round 1",
    Language.FRENCH: f"par le juge{NBSP}: 0001 et 0004 se sont déjà affrontés à la ronde 1",
}
SEATED = {
    Language.ENGLISH: ["pod of 4, all on 0 points", "pod of 3, all on 0 points"],
    Language.FRENCH: ["pod de 4, tous à 0 point", "pod de 3, tous à 0 point"],
}
PAIR_BY_HAND = {Language.ENGLISH: "Pair by hand…", Language.FRENCH: "Apparier à la main…"}


def _round_page(ctx: ServiceContext, qtbot: QtBot, event_id: int) -> tuple[MainWindow, RoundPage]:
    window, view = open_event_window(ctx, qtbot, event_id)
    settle()
    view.setCurrentWidget(view.round)
    return window, view.round


def _why(page: RoundPage) -> dict[tuple[str, str | None], str]:
    """The Why column as shown, by the table's players."""
    model = page.model
    last = model.columnCount() - 1
    return {(m.a, m.b): model.data(model.index(row, last)) for row, m in enumerate(model.items)}


def _press_f5(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    settle()


def test_a_pair_down_paired_with_f5_reads_in_the_windows_language(
    window_language: Language, ctx: ServiceContext, qtbot: QtBot
) -> None:
    """Five players: after round 1, three have 3 points (two winners and the bye), so one of
    them is paired down in round 2 and a player on 0 points gets the bye."""
    event_id = new_event(ctx, players=5)
    play_round(ctx, event_id)
    window, page = _round_page(ctx, qtbot, event_id)
    _press_f5(qtbot, window)
    qtbot.waitUntil(lambda: len(page.rounds) == 2)

    paired = get_round(ctx, event_id, 2)
    down = next(m for m in paired.matches if str(m.explanation).startswith("paired down"))
    bye = next(m for m in paired.matches if m.b is None)
    shown = _why(page)
    assert shown[(down.a, down.b)] == PAIRED_DOWN[window_language]
    assert shown[(bye.a, None)] == BYE[window_language]
    assert page.status.text().endswith(" — " + ONE_PAIR_DOWN[window_language])


def test_pods_seated_with_f5_read_in_the_windows_language(
    window_language: Language, ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = new_event(ctx, pod_settings("Pods", seed=3), players=7)
    window, page = _round_page(ctx, qtbot, event_id)
    _press_f5(qtbot, window)
    qtbot.waitUntil(lambda: len(page.rounds) == 1)

    model = page.model
    shown = [model.data(model.index(row, model.columnCount() - 1)) for row in range(2)]
    assert shown == SEATED[window_language]


def test_a_round_paired_by_hand_reads_in_the_windows_language(
    window_language: Language,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    message_boxes: list[tuple[str, str]],
) -> None:
    event_id = new_event(ctx, players=4)
    _window, page = _round_page(ctx, qtbot, event_id)

    def fill(dialog: HandPairingDialog) -> int:
        dialog.text.setPlainText("0001 0004\n0002 0003")
        return press_ok(dialog)

    monkeypatch.setattr(HandPairingDialog, "exec", fill)
    qtbot.mouseClick(button(page, PAIR_BY_HAND[window_language]), Qt.MouseButton.LeftButton)
    settle()
    qtbot.waitUntil(lambda: len(page.rounds) == 1)

    assert list(_why(page).values()) == [BY_THE_JUDGE[window_language]] * 2
    assert page.status.text().endswith(" — " + BY_THE_JUDGE[window_language])
    assert not message_boxes


def test_a_rematch_the_judge_paired_is_noted_in_the_windows_language(
    window_language: Language,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    message_boxes: list[tuple[str, str]],
) -> None:
    event_id = new_event(ctx, players=4)
    pair_round_by_hand(ctx, event_id, [("0001", "0004"), ("0002", "0003")])
    report_round(ctx, event_id, get_round(ctx, event_id, 1))
    _window, page = _round_page(ctx, qtbot, event_id)

    def fill(dialog: HandPairingDialog) -> int:
        dialog.text.setPlainText("0001 0004\n0002 0003")
        return press_ok(dialog)

    monkeypatch.setattr(HandPairingDialog, "exec", fill)
    qtbot.mouseClick(button(page, PAIR_BY_HAND[window_language]), Qt.MouseButton.LeftButton)
    settle()
    qtbot.waitUntil(lambda: len(page.rounds) == 2)

    assert REMATCH_BY_THE_JUDGE[window_language] in page.status.text()
    assert [kind for kind, _text in message_boxes] == ["information"]  # the warnings accepted


def test_a_round_stored_before_the_sentences_were_kept_shows_its_english(
    ctx: ServiceContext, qtbot: QtBot, qapp: object
) -> None:
    event_id = new_event(ctx, players=5)
    play_round(ctx, event_id)
    pair_next_round(ctx, event_id)
    english = {(m.a, m.b): str(m.explanation) for m in get_round(ctx, event_id, 2).matches}
    with ctx.database.engine.begin() as raw:  # as a round paired before migration 0008 was
        raw.exec_driver_sql("UPDATE match SET explanation_sentence = NULL")
        old_round = {
            "relaxations": [{"rule": "rematch", "players": ["0001"], "message": "kept in English"}],
            "notes": ["1 pair-down(s)"],
        }
        raw.exec_driver_sql(
            "UPDATE round SET relaxations_json = ? WHERE number = 2", (json.dumps(old_round),)
        )
    language.install(Language.FRENCH)
    try:
        _window, page = _round_page(ctx, qtbot, event_id)
        assert _why(page) == english
        assert page.status.text().endswith(" — kept in English\u00a0; 1 pair-down(s)")
    finally:
        language.install(Language.ENGLISH)
