"""A station that loses the venue server (a real PostgreSQL, stopped mid-event) says so plainly,
keeps what the judge typed, writes nothing half-done, and does the same action once the server
is back."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.rounds import get_round, list_rounds, pair_next_round
from opl_tournament.storage import venue_server
from opl_tournament.storage.errors import DatabaseUnreachable
from opl_tournament.ui.dialogs import AddPlayerDialog
from tests.helpers.events import register_names
from tests.helpers.window import open_window
from tests.ui.drive import button, press_ok, settle, type_text

UNREACHABLE = (
    "cannot be reached (check the network cable or Wi-Fi); nothing of this action was saved"
)


@pytest.fixture
def server_down(postgres_server: Any) -> Iterator[Any]:
    """Stops the test process's PostgreSQL server when called; it is started again (same port,
    same data) at the end of the test in any case."""
    folder = postgres_server.folder / "venue"
    stopped: list[bool] = []

    def stop() -> None:
        # A fast stop, not an immediate one: the test server runs with synchronous_commit off,
        # so an immediate stop could lose the pairing just committed (a real venue server
        # commits durably and loses nothing either way).
        venue_server.stop(folder)
        stopped.append(True)

    def start() -> None:
        venue_server.start(folder, listen="127.0.0.1", scratch=True)
        stopped.clear()

    yield stop, start
    if stopped:
        start()


@pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)
def test_a_station_that_loses_the_server_keeps_what_was_typed_and_succeeds_once_it_is_back(
    ctx: ServiceContext,
    qtbot: QtBot,
    messages: list[str],
    monkeypatch: pytest.MonkeyPatch,
    server_down: Any,
) -> None:
    stop, start = server_down
    event_id = create_event(ctx, EventSettings(name="Cup", seed=2, swiss_rounds=3)).id
    register_names(ctx, event_id, ("Ada", "Bo", "Cy", "Di"))
    match = pair_next_round(ctx, event_id).value.matches[0]
    window = open_window(ctx, qtbot, event_id)
    view = window.event_view
    assert view is not None
    logged = len(event_log(ctx, event_id))

    typed = f"{match.table} {match.a}"
    type_text(view.round.entry, typed)
    seen: dict[str, str] = {}

    def fill(dialog: AddPlayerDialog) -> int:
        if not dialog.name.text():
            type_text(dialog.name, "Late Comer")
        result = press_ok(dialog)
        seen["error"] = dialog.general_error.text()  # the form's own line for such refusals
        seen["name"] = dialog.name.text()
        return result

    monkeypatch.setattr(AddPlayerDialog, "exec", fill)

    stop()  # the venue server is gone (the network dropped, or its laptop was closed)
    QTest.keyClick(view.round.entry, Qt.Key.Key_Return)
    settle()
    assert len(messages) == 1 and UNREACHABLE in messages[0], messages
    assert "the venue server" in messages[0] and "Traceback" not in messages[0]
    assert view.round.entry.text() == typed  # kept: the judge presses Enter again later
    qtbot.mouseClick(button(view.players, "Add player…"), Qt.MouseButton.LeftButton)
    settle()
    assert UNREACHABLE in seen["error"] and seen["name"] == "Late Comer"

    start()  # back
    messages.clear()
    QTest.keyClick(view.round.entry, Qt.Key.Key_Return)
    settle()
    assert messages == [] and view.round.entry.text() == ""
    reported = next(m for m in get_round(ctx, event_id, 1).matches if m.table == match.table)
    assert reported.winner == match.a
    qtbot.mouseClick(button(view.players, "Add player…"), Qt.MouseButton.LeftButton)
    settle()
    assert seen["error"] == ""
    names = [r.player.name for r in list_registrations(ctx, event_id)]
    assert names.count("Late Comer") == 1  # nothing half-written, nothing doubled
    added = [e.action for e in event_log(ctx, event_id)][logged:]
    assert sorted(added) == ["match.report", "player.register"], added


@pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)
def test_a_connection_lost_at_the_commit_says_the_action_may_have_been_saved(
    ctx: ServiceContext, database_location: str, postgres_server: Any
) -> None:
    """The server may have committed before the line dropped: "nothing was saved" could be
    false, and a judge who believes it types the result twice."""
    from sqlalchemy import event

    event_id = create_event(ctx, EventSettings(name="Cup", seed=2, swiss_rounds=3)).id
    register_names(ctx, event_id, ("Ada", "Bo", "Cy", "Di"))
    name = database_location.rsplit("/", 1)[1]

    def the_line_drops(conn: Any) -> None:  # runs just before the COMMIT is sent
        pid = conn.exec_driver_sql("SELECT pg_backend_pid()").scalar()
        postgres_server.as_superuser(name, f"SELECT pg_terminate_backend({pid})")

    event.listen(ctx.database.engine, "commit", the_line_drops)
    try:
        with pytest.raises(DatabaseUnreachable) as raised:
            pair_next_round(ctx, event_id)
    finally:
        event.remove(ctx.database.engine, "commit", the_line_drops)
    said = str(raised.value)
    assert "was lost while this action was being saved: it may have been saved or not" in said
    assert "look at the event's Log before doing it again" in said
    assert "nothing of this action was saved" not in said
    assert [r.number for r in list_rounds(ctx, event_id)] == []  # here the server rolled back
