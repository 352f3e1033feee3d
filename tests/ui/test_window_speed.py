"""What keeps a large event quick in the window: a typed result touches its row only, opening
the event reads the players once, and the round's title names its stage in words."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services import registration, rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.round_shapes import head_to_head
from opl_tournament.storage import Store
from opl_tournament.ui.stage_words import stage_words
from tests.helpers.window import open_event_window, open_window
from tests.ui.drive import settle

LONG_NAME = "Maximiliana Wolkenstein-Trostburg de la Vega"


def paired_event(ctx: ServiceContext, players: int) -> int:
    """A Swiss event, round 1 paired; the last player registered has a long name."""
    event = create_event(ctx, EventSettings(name="Open", format=EventFormat.SWISS, swiss_rounds=4))
    names = [f"Player {i}" for i in range(players - 1)] + [LONG_NAME]
    register_many(
        ctx,
        event.id,
        [(i, Entrant(identity=PlayerIdentity(name=name))) for i, name in enumerate(names)],
        source="test",
    )
    rounds.pair_next_round(ctx, event.id)
    return event.id


def counting(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[int]:
    """Counts the calls of ``owner.name`` (still doing its work)."""
    calls: list[int] = []
    original: Callable[..., Any] = getattr(owner, name)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return calls


def test_a_typed_result_updates_its_row_and_the_status_line_only(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = paired_event(ctx, 40)
    _window, view = open_event_window(ctx, qtbot, event_id)
    page = view.round
    view.focus_results()
    resets: list[str] = []
    for name, model in (
        ("round", page.model),
        ("players", view.players.model),
        ("standings", view.standings.model),
    ):
        model.modelReset.connect(lambda name=name: resets.append(name))
    changed_rows: list[tuple[int, int]] = []
    page.model.dataChanged.connect(
        lambda top, bottom, *_: changed_rows.append((top.row(), bottom.row()))
    )
    reads = counting(monkeypatch, Store, "registrations")
    reads += counting(monkeypatch, head_to_head, "history_of")
    width_before = page.view.columnWidth(3)

    qtbot.keyClicks(page.entry, "7 a")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    settle()

    row = next(i for i, m in enumerate(page.model.items) if m.table == 7)
    assert page.model.items[row].winner == page.model.items[row].a
    assert changed_rows == [(row, row)] and resets == [] and reads == []
    assert page.status.text().startswith("19 tables to report: 1, 2, 3, 4, 5, 6, 8,")
    result = page.model.index(row, 3)
    assert page.model.data(result) == f"{page.model.items[row].a} won"
    # The result column was sized for empty results: it grew to show this one whole.
    assert page.view.columnWidth(3) >= page.view.sizeHintForIndex(result).width() > width_before
    assert rounds.get_round(ctx, event_id, 1).matches[row].winner == page.model.items[row].a

    view.setCurrentWidget(view.players)  # a page the result made stale is read when shown
    assert resets == ["players"]


def test_opening_an_event_reads_its_players_once(
    ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = paired_event(ctx, 150)
    window = open_window(ctx, qtbot)
    reads = counting(monkeypatch, Store, "registrations")
    lists = counting(monkeypatch, registration, "list_registrations")
    row = next(i for i, e in enumerate(window.events_model.items) if e.id == event_id)
    window.events_view.selectRow(row)  # the judge clicks the event in the list
    view = window.event_view
    assert view is not None and view.currentWidget() is view.players
    assert len(view.players.model.items) == 150 and len(view.round.model.items) == 75
    assert view.players.model.decks == {f"{n:04d}": None for n in range(1, 151)}
    assert (len(reads), len(lists)) == (1, 0)
    assert view.round.title.text() == "Round 1 — Swiss"
    # Columns fit the longest text of every row, the 150th player's name too.
    table = view.players.view
    longest = table.model().index(149, 2)
    assert table.model().data(longest) == LONG_NAME
    assert table.columnWidth(2) >= table.sizeHintForIndex(longest).width()


def match(bracket: str | None) -> Any:
    return SimpleNamespace(bracket=bracket)


@pytest.mark.parametrize(
    ("stage", "event_format", "brackets", "words"),
    [
        ("swiss", EventFormat.COMBINATION, [None] * 8, "Swiss"),
        ("elimination", EventFormat.COMBINATION, ["winners"] * 4, "Top cut quarter-final"),
        ("elimination", EventFormat.COMBINATION, ["winners"], "Top cut final"),
        ("elimination", EventFormat.SINGLE, ["winners"] * 2, "Semi-final"),
        ("elimination", EventFormat.SINGLE, ["winners"] * 8, "Round of 16"),
        ("elimination", EventFormat.DOUBLE, ["winners"] * 2, "Winners' bracket"),
        ("elimination", EventFormat.DOUBLE, ["winners", "losers"], "Winners' and losers' brackets"),
        ("elimination", EventFormat.DOUBLE, ["losers"], "Losers' bracket"),
        ("elimination", EventFormat.DOUBLE, ["final"], "Grand final"),
        ("pods", EventFormat.SWISS, [], "Pods"),
    ],
)
def test_stages_in_words(
    stage: str, event_format: EventFormat, brackets: list[str | None], words: str
) -> None:
    assert stage_words(stage, event_format, [match(b) for b in brackets]) == words
