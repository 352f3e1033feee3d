"""The event log, Edit ▸ Undo and the penalties say what was done in the window's language: a
player registered with the dialog, a round paired from the menu, a penalty recorded on its page
and then undone from Edit ▸ Undo read in French under a French window and exactly as before under
an English one. A row written before the log kept sentences still shows (its English), and the
printed penalty report says the consequence in the event's language."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import Game
from opl_tournament.language.languages import Language
from opl_tournament.services import events, penalties
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import list_registrations
from opl_tournament.ui.dialogs import AddPlayerDialog
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.events import numbered, register_names, spring_open
from tests.helpers.window import choose_log_line, open_event_window
from tests.ui.drive import button, menu_action, press_ok, settle, type_text

NBSP = "\u00a0"


@dataclass(frozen=True)
class Words:
    """What the window of one language calls the things the test clicks, and what it says."""

    language: Language
    add_player: str
    edit: str
    pair: str
    record: str
    undo: str
    registered: str
    paired: str
    penalty: str
    consequence: str
    recorded: str
    undo_entry: str
    undone: str
    undid: str


ENGLISH = Words(
    Language.ENGLISH,
    add_player="Add player…",
    edit="Edit",
    pair="Pair next round",
    record="Record penalty",
    undo="Undo",
    registered="registered {number} Zoë Ortiz as #7",
    paired="paired round 1: 4 tables, 1 bye",
    penalty="game loss for {a}: Player {a} loses the current game by penalty.",
    consequence="Player {a} loses the current game by penalty.",
    recorded="Penalty recorded: Player {a} loses the current game by penalty.",
    undo_entry="Undo: game loss for {a}: Player {a} loses the current game by penalty.",
    undone="Undone: game loss for {a}: Player {a} loses the current game by penalty.",
    undid="undid: game loss for {a}: Player {a} loses the current game by penalty.",
)
FRENCH = Words(
    Language.FRENCH,
    add_player="Nouveau joueur…",
    edit="Édition",
    pair="Apparier la ronde suivante",
    record="Enregistrer la pénalité",
    undo="Annuler",
    registered=f"inscription de {{number}} Zoë Ortiz (n°{NBSP}7)",
    paired=f"appariement de la ronde 1{NBSP}: 4 tables, 1 exemption",
    penalty=f"perte de partie pour {{a}}{NBSP}: Le joueur {{a}} perd la partie en cours par pénalité.",
    consequence="Le joueur {a} perd la partie en cours par pénalité.",
    recorded=f"Pénalité enregistrée{NBSP}: Le joueur {{a}} perd la partie en cours par pénalité.",
    undo_entry=(
        f"Annuler{NBSP}: perte de partie pour {{a}}{NBSP}: Le joueur {{a}} perd la partie en "
        "cours par pénalité."
    ),
    undone=(
        f"Annulé{NBSP}: perte de partie pour {{a}}{NBSP}: Le joueur {{a}} perd la partie en "
        "cours par pénalité."
    ),
    undid=(
        f"annulé{NBSP}: perte de partie pour {{a}}{NBSP}: Le joueur {{a}} perd la partie en "
        "cours par pénalité."
    ),
)


@pytest.fixture
def words(window_language: Language) -> Words:
    """The window's words in the language it is in for the test."""
    return FRENCH if window_language is Language.FRENCH else ENGLISH


def _register_with_the_dialog(
    view: EventView, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, words: Words, name: str
) -> None:
    def fill(dialog: AddPlayerDialog) -> int:
        type_text(dialog.name, name)
        return press_ok(dialog)

    monkeypatch.setattr(AddPlayerDialog, "exec", fill)
    qtbot.mouseClick(button(view.players, words.add_player), Qt.MouseButton.LeftButton)
    settle()


def _record_game_loss(view: EventView, qtbot: QtBot, words: Words, number: str) -> None:
    page = view.penalties
    view.setCurrentWidget(page)
    type_text(page.player, number)
    page.kind.setCurrentIndex(page.kind.findData("game_loss"))
    page.round.setValue(1)
    page.table.setValue(1)
    qtbot.mouseClick(button(page, words.record), Qt.MouseButton.LeftButton)
    settle()


def _lines(window: MainWindow) -> list[str]:
    view = window.event_view
    assert view is not None
    view.setCurrentWidget(view.log)
    settle()
    return view.log.shown_text().splitlines()


def test_a_judges_actions_read_in_the_windows_language_in_the_log_the_undo_and_penalties(
    words: Words,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    event = events.create_event(ctx, spring_open())
    register_names(ctx, event.id, numbered("Player", 6))
    window, view = open_event_window(ctx, qtbot, event.id)

    _register_with_the_dialog(view, qtbot, monkeypatch, words, "Zoë Ortiz")
    zoe = next(r for r in list_registrations(ctx, event.id) if r.player.name == "Zoë Ortiz")
    menu_action(window, words.edit, words.pair).trigger()
    settle()
    first = view.round.model.items[0]
    a, a_name = first.a, first.a_name
    _record_game_loss(view, qtbot, words, a)
    assert messages == []

    # The penalty: told in the status bar and listed with its consequence.
    assert window.statusBar().currentMessage() == words.recorded.format(a=a)
    assert view.penalties.model.data(view.penalties.model.index(0, 4)) == (
        words.consequence.format(a=a)
    )

    # The log: newest first, the players named after their numbers.
    lines = _lines(window)
    named = f"{a} ({a_name})"
    said = [line.split(None, 3)[3] for line in lines]  # after the time and the station
    assert said[:3] == [
        words.penalty.format(a=named),
        words.paired,
        words.registered.format(number=zoe.number),
    ], lines

    # Edit ▸ Undo names the penalty, and the status bar says it was undone.
    undo = menu_action(window, words.edit, words.undo)
    assert undo.text().replace("&", "") == words.undo_entry.format(a=a)
    undo.trigger()
    settle()
    assert window.statusBar().currentMessage() == words.undone.format(a=a)
    assert penalties.list_penalties(ctx, event.id) == []
    assert _lines(window)[0].split(None, 3)[3] == words.undid.format(a=named)

    # The player filter reads the names; the round filter keeps round 1's lines.
    type_text(view.log.player, "zoe")
    shown = view.log.shown_text().splitlines()
    assert len(shown) == 1 and "Zoë Ortiz" in shown[0], shown
    view.log.player.clear()
    view.log.round.setCurrentIndex(view.log.round.findData(1))
    shown = view.log.shown_text().splitlines()
    assert shown and words.paired in shown[-1], shown
    assert len(shown) < len(_lines_without_filter(view)), "only round 1's actions"


def _lines_without_filter(view: EventView) -> list[str]:
    view.log.round.setCurrentIndex(0)
    return view.log.shown_text().splitlines()


def test_an_undo_refused_names_both_actions_in_french(
    french: None,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    messages: list[str],
) -> None:
    event = events.create_event(ctx, spring_open())
    register_names(ctx, event.id, numbered("Player", 6))
    window, view = open_event_window(ctx, qtbot, event.id)
    _register_with_the_dialog(view, qtbot, monkeypatch, FRENCH, "Zoë Ortiz")
    menu_action(window, FRENCH.edit, FRENCH.pair).trigger()
    settle()
    monkeypatch.setattr("opl_tournament.ui.log_page.agreed", lambda *_a: True)
    view.setCurrentWidget(view.log)
    settle()
    choose_log_line(view.log, "Zoë Ortiz (n°")
    qtbot.mouseClick(button(view.log, "Annuler l’action choisie…"), Qt.MouseButton.LeftButton)
    settle()
    assert len(messages) == 1, messages
    refusal = messages[0].replace(NBSP, " ")
    assert refusal.startswith("« inscription de ") and "ne peut pas être annulé" in refusal
    assert "« appariement de la ronde 1 : 4 tables, 1 exemption »" in refusal, refusal
    assert len(list_registrations(ctx, event.id)) == 7, "nothing undone"


def test_a_row_kept_before_sentences_shows_its_english_under_a_french_window(
    french: None, ctx: ServiceContext, qtbot: QtBot
) -> None:
    event = events.create_event(ctx, spring_open())
    register_names(ctx, event.id, numbered("Player", 4))
    number = list_registrations(ctx, event.id)[0].number
    penalties.issue_penalty(ctx, event.id, number, "warning", infraction="slow play")
    with ctx.write() as store:  # as a database written before migration 0008 holds them
        store.audit(
            AuditAction.EVENT_SETTING,
            actor="judge",
            event_id=event.id,
            entity="event",
            entity_id=event.id,
            summary="paired round 9: 3 tables",
        )
        store.sql.execute(
            "UPDATE penalty SET consequence_json = :text",
            {
                "text": '{"explanation": "Player '
                + number
                + ' is warned for slow play; a warning has no automatic consequence."}'
            },
        )
    assert isinstance(event_log(ctx, event.id)[-1].said, str)
    window, view = open_event_window(ctx, qtbot, event.id)
    lines = _lines(window)
    assert lines[0].endswith("paired round 9: 3 tables"), lines
    assert "avertissement pour" in "\n".join(lines), "the newer rows in French"
    assert view.log.round.findText("Ronde 9") >= 0, "its round read from its English"
    view.setCurrentWidget(view.penalties)
    settle()
    assert view.penalties.model.data(view.penalties.model.index(0, 4)) == (
        f"Player {number} is warned for slow play; a warning has no automatic consequence."
    )


def test_the_penalty_report_says_the_consequence_in_the_events_language(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    event = events.create_event(ctx, spring_open(game=Game.OVERPOWER, language=Language.FRENCH))
    register_names(ctx, event.id, numbered("Player", 4))
    number = list_registrations(ctx, event.id)[0].number
    window, view = open_event_window(ctx, qtbot, event.id)
    view.setCurrentWidget(view.penalties)
    type_text(view.penalties.player, number)
    type_text(view.penalties.infraction, "slow play")
    qtbot.mouseClick(button(view.penalties, "Record penalty"), Qt.MouseButton.LeftButton)
    settle()
    english = f"Player {number} is warned for slow play; a warning has no automatic consequence."
    assert view.penalties.model.data(view.penalties.model.index(0, 4)) == english

    report = tmp_path / "penalties.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(report), ""))
    )
    monkeypatch.setattr("PySide6.QtGui.QDesktopServices.openUrl", staticmethod(lambda _url: True))
    action = next(
        a
        for a in menu_action(window, "Print").menu().actions()  # type: ignore[union-attr]
        if a.text().replace("&", "").startswith("Penalty report")
    )
    action.trigger()
    settle()
    pdf = pypdfium2.PdfDocument(report)
    try:
        text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()
    flat = " ".join(text.replace(NBSP, " ").split())
    assert f"Le joueur {number} reçoit un avertissement pour slow play" in flat, flat
    assert "is warned for" not in flat
