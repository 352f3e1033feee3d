"""Two semifinalists out in the same round of a bracket share the places it decides: each is
« 3–4 » wherever the standings are shown, the window's standings page, the projector's final
standings, the players' page and the printed standings alike (the kit lists the losing
semifinalists together [003:63]; a bare « 3 » for both reads as a Swiss tie and hides that no
one is fourth)."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot
from starlette.testclient import TestClient

from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import pair_next_round, standings
from opl_tournament.ui.projector import ProjectorWindow
from opl_tournament.web import create_app
from tests.helpers.events import new_event, report_round
from tests.helpers.window import open_event_window
from tests.printing.pdf_helpers import page_texts
from tests.ui.drive import menu_action, settle


def _bracket_played_out(ctx: ServiceContext) -> tuple[int, set[str]]:
    """Eight players in a single-elimination bracket played out, and the two semifinalists
    (ranked third, the two of them)."""
    settings = EventSettings(name="Cup", format=EventFormat.SINGLE, seed=1)
    event_id = new_event(ctx, settings, players=8)
    for _ in range(3):
        report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    semifinalists = {r.number for r in standings(ctx, event_id).standings.rows if r.rank == 3}
    assert len(semifinalists) == 2
    return event_id, semifinalists


def _places(rows: list[tuple[str, str]], players: set[str]) -> dict[str, str]:
    """Each of ``players``'s place as shown in ``rows`` of (place, number)."""
    return {number: place for place, number in rows if number in players}


def test_the_window_the_projector_the_page_and_the_print_agree(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id, semifinalists = _bracket_played_out(ctx)
    shared = dict.fromkeys(semifinalists, "3–4")
    window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.standings)
    settle()
    model = view.standings.view.model()
    shown = [
        (str(model.data(model.index(row, 0))), str(model.data(model.index(row, 1))))
        for row in range(model.rowCount())
    ]
    assert _places(shown, semifinalists) == shared, shown

    finish_event(ctx, event_id)
    menu_action(window, "View", "Projector window").trigger()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)
    qtbot.addWidget(projector)
    projector.resize(1280, 720)
    projector.refresh()
    cells = [
        [projector.grid.item(row, column) for column in range(2)]
        for row in range(projector.grid.rowCount())
    ]
    on_screen = [(a.text(), b.text().split()[-1]) for a, b in cells if a and b and b.text()]
    assert _places(on_screen, semifinalists) == shared, on_screen

    page = TestClient(create_app(ctx, fresh_seconds=0)).get(f"/events/{event_id}/standings")
    rows = re.findall(
        r"<td>([^<]*)</td>\s*<td><a [^>]*>[^<]*</a> <small>(\d{4})</small>", page.text
    )
    assert _places(rows, semifinalists) == shared, page.text

    printed = " ".join(
        " ".join(page_texts(print_document(ctx, event_id, PrintKind.STANDINGS))).split()
    )
    for number in semifinalists:
        assert re.search(rf"(?<!\S)3–4 {number} ", printed), printed
