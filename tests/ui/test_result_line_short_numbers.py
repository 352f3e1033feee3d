"""At the result line a judge may leave out a number's leading zeros: "3 4" is table 3 won by
0004, in a head-to-head round and at a pod; a number that is nobody's at the table is still
refused, naming the table's players."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services import rounds
from opl_tournament.services.context import ServiceContext
from tests.helpers.events import new_event, pod_settings
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def _type(qtbot: QtBot, window: object, view: object, text: str) -> None:
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # type: ignore[arg-type]
    qtbot.keyClicks(view.round.entry, text)  # type: ignore[attr-defined]
    qtbot.keyClick(view.round.entry, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    settle()


def test_a_winner_typed_without_its_zeros_is_the_player_at_the_table(
    ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = new_event(ctx, players=8, seed=3)
    round_one = rounds.pair_next_round(ctx, event_id).value
    first, second = round_one.matches[0], round_one.matches[1]
    assert first.b is not None and second.b is not None
    window, view = open_event_window(ctx, qtbot, event_id)

    _type(qtbot, window, view, f"{first.table} {int(first.b)}")
    assert view.round.entry.text() == "" and messages == []
    stranger = next(n for n in range(1, 9) if f"{n:04d}" not in (second.a, second.b))
    _type(qtbot, window, view, f"{second.table} {stranger}")

    recorded = {m.table: m.winner for m in rounds.get_round(ctx, event_id, 1).matches}
    assert recorded[first.table] == first.b
    assert recorded[second.table] is None
    assert view.round.entry.text() == f"{second.table} {stranger}", "the typed line is kept"
    assert f"{stranger} is not at table {second.table} ({second.a} v {second.b})" in messages[-1]


def test_a_pods_places_typed_without_zeros(
    ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = new_event(ctx, pod_settings("Pods"), players=8)
    pod = rounds.pair_next_round(ctx, event_id).value.tables[0]
    numbers = [seat.number for seat in pod.seats]
    window, view = open_event_window(ctx, qtbot, event_id)
    places = " ".join(f"{int(n)}={place}" for place, n in enumerate(numbers, start=1))
    _type(qtbot, window, view, f"{pod.table} {places}")
    assert view.round.entry.text() == "" and messages == []
    stored = rounds.get_round(ctx, event_id, 1).tables[0]
    assert {seat.number: seat.placing for seat in stored.seats} == {
        n: place for place, n in enumerate(numbers, start=1)
    }


def test_a_pod_rounds_result_line_speaks_of_pods(
    ctx: ServiceContext, qtbot: QtBot, messages: list[str]
) -> None:
    event_id = new_event(ctx, pod_settings("Pods"), players=8)
    rounds.pair_next_round(ctx, event_id)
    window, view = open_event_window(ctx, qtbot, event_id)
    assert view.round.entry.placeholderText().startswith("Result: pod then winner, or every place")
    _type(qtbot, window, view, "won")
    assert messages and "type the pod, then the winner or every place" in messages[-1]
