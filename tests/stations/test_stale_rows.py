"""A row the window shows can't be acted on wrongly after another station changed it.

Every window action that acts on a shown row, and what stops it when the row is stale:

==========================  ==============================================================
Drop / Re-enter player      the player's status is checked in the action's transaction
Edit… (name, e-mail, fee)   the details the judge saw are compared (``expected``)
Take back pairing/seating   the round the page shows is compared (``expected``)
Swap two players            the round the page shows is compared (``expected``)
Pair next round             the round asked for is compared (``expected``; test_two_stations)
Pair by hand                refused while the latest round is open (another station's too)
Result line, Opponent wins  a table with a result is refused unless *Correction* is ticked,
Time called                 naming who entered it (tests/ui/test_result_entry.py)
Result line, *Correction*   the result the page shows is compared (``replacing``)
Deck list…, Penalty         add to the player's record whatever their status: not stale
==========================  ==============================================================

Each test: the window shows the event; another station (a second context on the same database)
changes the row; the judge acts on what the window still shows: a plain message, nothing
written, and the window shows the other station's change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services import manual_pairing, registration, rounds
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.ui.dialogs import AddPlayerDialog
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.pod_desk import PodDesk
from opl_tournament.ui.registration_page import PlayersPage
from tests.helpers.contexts import context_on
from tests.helpers.events import numbered, pod_settings, register_names
from tests.helpers.window import open_window
from tests.ui.drive import button, press_ok, settle, type_text


@pytest.fixture
def north(database_location: str) -> Iterator[ServiceContext]:
    """The other station, on the same database."""
    with context_on(database_location, "North") as station:
        yield station


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    event = create_event(ctx, EventSettings(name="Cup", seed=3, swiss_rounds=3))
    register_names(ctx, event.id, ("Ada", "Bo", "Cy", "Di", "Ed", "Flo"))
    return event.id


def select_player(page: PlayersPage, number: str) -> None:
    row = next(i for i, r in enumerate(page.model.items) if r.number == number)
    page.view.selectRow(page.proxy.mapFromSource(page.model.index(row, 0)).row())


def actions(ctx: ServiceContext, event_id: int) -> list[str]:
    return [entry.action for entry in event_log(ctx, event_id)]


def press_on_player(page: PlayersPage, qtbot: QtBot, number: str, label: str) -> None:
    """The judge selects the player's row and presses the page's button ``label``."""
    select_player(page, number)
    qtbot.mouseClick(button(page, label), Qt.MouseButton.LeftButton)
    settle()


def status_shown(page: PlayersPage, number: str) -> str:
    return next(r.status.value for r in page.model.items if r.number == number)


@pytest.mark.parametrize(
    ("was_dropped", "north_does", "press", "refusal", "action"),
    [
        pytest.param(
            False,
            registration.drop_player,
            "Drop",
            "has already dropped from this event",
            "player.drop",
            id="dropping-a-player-another-station-dropped",
        ),
        pytest.param(
            True,
            registration.reenter_player,
            "Re-enter player",
            "is still active in this event",
            "player.reenter",
            id="re-entering-a-player-another-station-re-entered",
        ),
    ],
)
def test_changing_a_status_another_station_changed_is_refused(
    ctx: ServiceContext,
    north: ServiceContext,
    event_id: int,
    qtbot: QtBot,
    messages: list[str],
    was_dropped: bool,
    north_does: Callable[[ServiceContext, int, str], object],
    press: str,
    refusal: str,
    action: str,
) -> None:
    number = registration.list_registrations(ctx, event_id)[1].number
    if was_dropped:
        registration.drop_player(ctx, event_id, number)
    window = open_window(ctx, qtbot, event_id)
    page = window.event_view.players  # type: ignore[union-attr]
    shown, after = ("dropped", "active") if was_dropped else ("active", "dropped")
    assert status_shown(page, number) == shown
    north_does(north, event_id, number)
    press_on_player(page, qtbot, number, press)
    assert messages == [f"player {number} {refusal}"]
    assert actions(ctx, event_id).count(action) == 1
    qtbot.waitUntil(lambda: status_shown(page, number) == after, timeout=3000)


def test_editing_a_player_another_station_edited_is_refused_and_loses_neither_edit(
    ctx: ServiceContext,
    north: ServiceContext,
    event_id: int,
    qtbot: QtBot,
    messages: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    window = open_window(ctx, qtbot, event_id)
    page = window.event_view.players  # type: ignore[union-attr]
    shown = page.model.items[2]
    registration.edit_player(north, event_id, shown.number, PlayerIdentity(name="Cyrus Vance"))
    settle()

    refused: list[tuple[int, str, str]] = []

    def fill(dialog: AddPlayerDialog) -> int:
        dialog.name.clear()
        type_text(dialog.name, "Cy Young")
        result = press_ok(dialog)
        if result == AddPlayerDialog.DialogCode.Rejected:
            refused.append((result, dialog.general_error.text(), dialog.name.text()))
            dialog.reject()  # the judge cancels, to look at North's edit first
        return result

    monkeypatch.setattr(AddPlayerDialog, "exec", fill)
    press_on_player(page, qtbot, shown.number, "Edit…")
    ((result, said, typed),) = refused  # said in the dialog, still open with what was typed
    assert result == AddPlayerDialog.DialogCode.Rejected and typed == "Cy Young"
    assert f"player {shown.number} was changed meanwhile by North" in said
    assert messages == []
    names = {r.number: r.player.name for r in registration.list_registrations(ctx, event_id)}
    assert names[shown.number] == "Cyrus Vance"
    assert actions(ctx, event_id).count("player.edit") == 1
    qtbot.waitUntil(
        lambda: any(r.player.name == "Cyrus Vance" for r in page.model.items), timeout=3000
    )
    messages.clear()  # the window shows North's edit now: the judge's edit goes through
    press_on_player(page, qtbot, shown.number, "Edit…")
    assert messages == []
    names = {r.number: r.player.name for r in registration.list_registrations(ctx, event_id)}
    assert names[shown.number] == "Cy Young"


def test_a_fee_another_station_changed_is_not_overwritten(
    ctx: ServiceContext, north: ServiceContext, event_id: int
) -> None:
    number = registration.list_registrations(ctx, event_id)[0].number
    registration.set_fee(north, event_id, number, 500, True)
    with pytest.raises(Exception, match="changed meanwhile by North"):
        registration.set_fee(ctx, event_id, number, 700, False, expected=(0, False))
    fees = {r.number: (r.fee_cents, r.fee_paid) for r in registration.list_registrations(ctx, 1)}
    assert fees[number] == (500, True)


def _take_back(window: MainWindow, qtbot: QtBot) -> None:
    page = window.event_view.round  # type: ignore[union-attr]
    qtbot.mouseClick(button(page, "Take back pairing"), Qt.MouseButton.LeftButton)
    settle()


def test_taking_back_a_round_another_station_changed_is_refused(
    ctx: ServiceContext, north: ServiceContext, event_id: int, qtbot: QtBot, messages: list[str]
) -> None:
    shown = rounds.pair_next_round(ctx, event_id).value
    window = open_window(ctx, qtbot, event_id)
    first, second = shown.matches[0].a, shown.matches[1].a
    manual_pairing.swap_players(north, event_id, first, second)
    _take_back(window, qtbot)
    assert len(messages) == 1 and "round 1 is not as shown" in messages[0]
    assert "by North" in messages[0]
    assert [v.number for v in rounds.list_rounds(ctx, event_id)] == [1]  # North's round stays
    view = window.event_view
    assert view is not None
    north_seats = [(m.a, m.b) for m in rounds.list_rounds(ctx, event_id)[0].matches]
    qtbot.waitUntil(
        lambda: [(m.a, m.b) for m in view.round.model.items] == north_seats, timeout=3000
    )
    messages.clear()
    _take_back(window, qtbot)  # the judge sees North's round now: taking it back works
    assert messages == [] and rounds.list_rounds(ctx, event_id) == []


def test_taking_back_when_another_station_paired_the_next_round_is_refused(
    ctx: ServiceContext, north: ServiceContext, event_id: int, qtbot: QtBot, messages: list[str]
) -> None:
    shown = rounds.pair_next_round(ctx, event_id).value
    for match in shown.matches:
        if match.b is not None:
            rounds.report_result(ctx, event_id, 1, match.table, winner=match.a)
    window = open_window(ctx, qtbot, event_id)
    rounds.pair_next_round(north, event_id)
    _take_back(window, qtbot)
    assert len(messages) == 1 and "round 2 is not as shown" in messages[0]
    assert [v.number for v in rounds.list_rounds(ctx, event_id)] == [1, 2]


def test_swapping_players_of_a_round_another_station_took_back_is_refused(
    ctx: ServiceContext,
    north: ServiceContext,
    event_id: int,
    qtbot: QtBot,
    messages: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shown = rounds.pair_next_round(ctx, event_id).value
    window = open_window(ctx, qtbot, event_id)
    one, two, three = shown.matches
    rounds.unpair_last_round(north, event_id)  # and North pairs round 1 again, by hand
    assert two.b is not None and three.b is not None
    pairs = [(one.a, two.a), (str(one.b), str(two.b)), (three.a, three.b)]
    manual_pairing.pair_round_by_hand(north, event_id, pairs)
    north_round = rounds.list_rounds(ctx, event_id)[0]
    typed: Any = (f"{one.a} {three.a}", True)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a, **_k: typed))
    page = window.event_view.round  # type: ignore[union-attr]
    qtbot.mouseClick(button(page, "Swap two players…"), Qt.MouseButton.LeftButton)
    settle()
    assert len(messages) == 1 and "round 1 is not as shown" in messages[0], messages
    assert "by North" in messages[0]
    assert rounds.list_rounds(ctx, event_id)[0].matches == north_round.matches


def test_taking_back_a_pod_seating_when_another_station_seated_the_next_round_is_refused(
    ctx: ServiceContext, north: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = create_event(ctx, pod_settings("Pods", seed=3, swiss_rounds=3)).id
    register_names(ctx, event_id, numbered("Pod Player", 8))
    seated = rounds.pair_next_round(ctx, event_id).value
    for pod in seated.pods:
        if not pod.bye:
            rounds.report_result(ctx, event_id, 1, pod.table, winner=pod.seats[0].number)
    window = open_window(ctx, qtbot, event_id)
    page = window.event_view.round  # type: ignore[union-attr]
    assert isinstance(page.desk, PodDesk)
    rounds.pair_next_round(north, event_id)
    qtbot.mouseClick(button(page, "Take back seating"), Qt.MouseButton.LeftButton)
    settle()
    # the one wording of head-to-head and pod rounds names the round now latest
    assert len(messages) == 1 and "round 2 is not as shown" in messages[0], messages
    assert [r.number for r in rounds.list_rounds(ctx, event_id)] == [1, 2]


def test_correcting_a_result_another_station_corrected_is_refused(
    ctx: ServiceContext, north: ServiceContext, event_id: int, qtbot: QtBot, messages: list[str]
) -> None:
    shown = rounds.pair_next_round(ctx, event_id).value
    table = shown.matches[0]
    assert table.b is not None
    rounds.report_result(ctx, event_id, 1, table.table, winner=table.a)
    window = open_window(ctx, qtbot, event_id)
    rounds.report_result(north, event_id, 1, table.table, winner=table.b, correction=True)
    view = window.event_view
    assert view is not None
    view.round.correction.setChecked(True)
    view.focus_results()
    type_text(view.round.entry, f"{table.table} a")  # the judge means: back to A, as shown
    qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
    settle()
    assert len(messages) == 1 and "changed since this station showed it" in messages[0]
    assert "by North" in messages[0]
    assert rounds.get_round(ctx, event_id, 1).matches[0].winner == table.b  # North's stays
    qtbot.waitUntil(lambda: view.round.model.items[0].winner == table.b, timeout=3000)
    messages.clear()
    view.round.entry.clear()
    type_text(view.round.entry, f"{table.table} a")  # now the judge corrects what they see
    qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)
    settle()
    assert messages == []
    assert rounds.get_round(ctx, event_id, 1).matches[0].winner == table.a
