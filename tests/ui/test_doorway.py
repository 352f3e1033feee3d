"""The one doorway from the window to the services: the window keeps turning while a write
waits, actions run in the order given, and each one's record of what changed reaches the pages."""

from __future__ import annotations

import sqlite3
import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services import rounds
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.storage import open_database
from opl_tournament.ui.doorway import doorway, submit
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.window import open_window
from tests.ui.drive import button, settle, type_text

HELD_S = 0.6
"""How long another connection holds the database's write lock."""


def open_paired_event(ctx: ServiceContext, qtbot: QtBot) -> tuple[MainWindow, EventView]:
    """A window showing a four-player Swiss event with round 1 paired."""
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS, swiss_rounds=3))
    for name in ("Ada", "Bo", "Cy", "Di"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    rounds.pair_next_round(ctx, event.id)
    window = open_window(ctx, qtbot, event.id)
    assert window.event_view is not None
    return window, window.event_view


def test_the_window_keeps_turning_while_a_result_waits_for_the_write_lock(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    window, view = open_paired_event(ctx, qtbot)
    match = view.round.model.items[0]
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()

    assert ctx.database.path is not None  # the shared fixture's SQLite file
    other = sqlite3.connect(ctx.database.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock: our commit waits
    try:
        view.focus_results()
        type_text(view.round.entry, f"{match.table} a")
        started = time.monotonic()
        qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
        assert time.monotonic() - started < 0.5, "Enter returned at once"
        assert doorway().busy()
        qtbot.wait(int(HELD_S * 1000))  # the event loop turns; the result waits for the lock
        assert doorway().busy(), "the result is still waiting for the lock"
        assert view.round.model.items[0].winner is None
        turned = [t for t in ticks if t >= started]
        assert len(turned) >= HELD_S / 0.02 / 3, f"the window froze: {len(turned)} ticks"
    finally:
        other.execute("ROLLBACK")
        other.close()
    settle()
    timer.stop()
    assert view.round.model.items[0].winner == match.a, "the outcome appears once written"
    assert view.round.entry.text() == ""
    assert rounds.get_round(ctx, view.event_id, 1).matches[0].winner == match.a
    assert window.statusBar().currentMessage().startswith(f"Round 1 table {match.table}:")


def test_actions_run_in_order_and_their_records_reach_the_window(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    window, view = open_paired_event(ctx, qtbot)
    ran: list[str] = []
    records: list[Changes] = []
    doorway().changed.connect(lambda changes, *_: records.append(changes))

    def slow() -> Changed[str]:
        time.sleep(0.2)
        ran.append("slow")
        return Changed("slow", Changes(view.event_id, players=True))

    def quick() -> Changed[None]:
        ran.append("quick")
        return Changed(None, Changes(view.event_id))

    answers: list[object] = []
    submit(window, "First", slow, done=answers.append)
    submit(window, "Second", quick)
    assert ran == []
    settle()
    assert ran == ["slow", "quick"], "one worker: the actions run in the order given"
    assert answers == ["slow"], "done is given the service's value, not its record"
    assert [r.players for r in records[-2:]] == [True, False]


def test_a_long_print_run_does_not_hold_up_a_result_typed_meanwhile(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    window, view = open_paired_event(ctx, qtbot)
    match = view.round.model.items[0]
    printing = threading.Event()
    finished: list[str] = []

    def long_print_run() -> str:
        printing.wait(10)  # the run goes on until the result is in
        finished.append("print")
        return "print"

    submit(window, "Print", long_print_run, progress="Preparing…", reads_only=True)
    view.focus_results()
    type_text(view.round.entry, f"{match.table} a")
    qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.round.model.items[0].winner == match.a, timeout=5_000)
    assert finished == [], "the result was recorded while the print run was still going"
    assert rounds.get_round(ctx, view.event_id, 1).matches[0].winner == match.a
    printing.set()
    settle()
    assert finished == ["print"] and not doorway().busy()


def test_a_refusal_from_the_worker_is_shown_and_nothing_changes(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, _view = open_paired_event(ctx, qtbot)
    shown: list[str] = []
    monkeypatch.setattr(
        "opl_tournament.ui.guard.QMessageBox.warning",
        lambda _parent, _title, text: shown.append(text),
    )
    records: list[Changes] = []
    doorway().changed.connect(lambda changes, *_: records.append(changes))

    def refused() -> Changed[None]:
        raise RefusedAction("round 2 cannot be paired before round 1 is complete")

    submit(window, "Pair next round", refused)
    settle()
    assert shown == ["round 2 cannot be paired before round 1 is complete"]
    assert records == []


def test_each_record_reaches_only_the_pages_that_show_what_changed(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    _window, view = open_paired_event(ctx, qtbot)
    read: list[str] = []
    for name, page in (("round", view.round), ("standings", view.standings)):
        original = page.refresh
        monkeypatch.setattr(
            page, "refresh", lambda event, _n=name, _o=original: (read.append(_n), _o(event))
        )
    view.setCurrentWidget(view.penalties)
    view.penalties.player.setText("0001")
    view.penalties.infraction.setText("slow play")
    button(view.penalties, "Record penalty").click()
    settle()
    assert [p.kind for p in view.penalties.model.items] == ["warning"]
    assert read == [], "a warning between games changes neither the round nor the standings"

    view.setCurrentWidget(view.players)
    view.players.view.selectRow(0)
    button(view.players, "Drop").click()
    settle()
    assert view.players.model.items[0].status.value == "dropped"
    assert read == ["round"], "a drop: the round page (it names who left), standings when shown"
    view.setCurrentWidget(view.standings)
    assert read == ["round", "standings"]


def test_another_stations_commit_arrives_as_a_record_by_the_same_route(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    window, view = open_paired_event(ctx, qtbot)
    assert ctx.database.path is not None
    records: list[Changes] = []
    doorway().changed.connect(lambda changes, *_: records.append(changes))
    match = view.round.model.items[0]
    other = open_database(ctx.database.path)  # another station on the same file
    try:
        rounds.report_result(ServiceContext(other), view.event_id, 1, match.table, winner=match.b)
    finally:
        other.close()
    window.show_changes_made_elsewhere()
    assert [(r.elsewhere, r.everything) for r in records] == [(True, True)]
    assert view.round.model.items[0].winner == match.b
