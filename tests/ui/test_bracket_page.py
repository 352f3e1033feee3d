"""The bracket page: a double elimination decided in the first grand final; the lines from a
match to the slot its winner takes."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsTextItem,
)
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from tests.helpers.events import decided_double_elimination, new_event, play_round, seeded_bracket
from tests.helpers.window import open_event_window
from tests.ui.drive import settle


def test_the_reset_not_needed_is_shown_as_not_played_and_the_champion_named(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    _window, view = open_event_window(ctx, qtbot, decided_double_elimination(ctx))
    view.setCurrentIndex(view.indexOf(view.bracket))
    settle()
    drawn = [i.toPlainText() for i in view.bracket.scene.items() if hasattr(i, "toPlainText")]
    assert "Not played: the first final decided it" in drawn
    assert "Champion: 0001 Player 1" in drawn
    assert not any("only if needed" in text for text in drawn)
    # Player 2 is in the winners' first two rounds, the losers' final and the grand final.
    assert sum("Player 2" in text for text in drawn) == 4


def _boxes(scene: QGraphicsScene) -> dict[str, QRectF]:
    """Each match's box by its id (the caption above the box starts with it)."""
    rects = [i.rect() for i in scene.items() if isinstance(i, QGraphicsRectItem)]
    boxes = {}
    for item in scene.items():
        if isinstance(item, QGraphicsTextItem) and "-" in item.toPlainText():
            match_id = item.toPlainText().split(" ")[0]
            below = [r for r in rects if abs(r.left() - item.pos().x()) < 1]
            near = min(below, key=lambda r: abs(r.top() - item.pos().y() - 16), default=None)
            if near is not None and abs(near.top() - item.pos().y() - 16) < 1:
                boxes[match_id] = near
    return boxes


def _lines(scene: QGraphicsScene, boxes: dict[str, QRectF]) -> set[tuple[str, str, int]]:
    """Each line drawn as (from match, to match, slot row 0 or 1)."""
    found = set()
    for item in scene.items():
        if not isinstance(item, QGraphicsPathItem):
            continue
        path = item.path()
        start, end = path.elementAt(0), path.elementAt(path.elementCount() - 1)
        source = next(
            m for m, r in boxes.items() if r.right() == start.x and r.center().y() == start.y
        )
        target, box = next(
            (m, r) for m, r in boxes.items() if r.left() == end.x and r.top() < end.y < r.bottom()
        )
        found.add((source, target, int(end.y > box.center().y())))
    return found


def test_a_line_leads_from_each_match_to_the_slot_its_winner_takes_in_its_bracket(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    event_id = new_event(ctx, seeded_bracket("Twelve", EventFormat.DOUBLE), players=12)
    play_round(ctx, event_id)
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentIndex(view.indexOf(view.bracket))
    settle()
    scene = view.bracket.scene
    lines = _lines(scene, _boxes(scene))
    # Winners' bracket of 16 places: 8 + 4 + 2 first-round-to-final feeds.
    assert ("WB-R1-M1", "WB-R2-M1", 0) in lines
    assert ("WB-R1-M2", "WB-R2-M1", 1) in lines
    assert ("WB-R3-M2", "WB-R4-M1", 1) in lines
    assert sum(t.startswith("WB-") for _, t, _ in lines) == 14
    # The losers' bracket joins its own rounds; losers dropping in from the winners' bracket,
    # and the finalists, are named in their slots, with no line across the page.
    assert ("LB-R1-M1", "LB-R2-M1", 1) in lines
    assert ("LB-R5-M1", "LB-R6-M1", 1) in lines
    assert not any(s.startswith("WB-") and t.startswith(("LB-", "GF-")) for s, t, _ in lines)
    assert not any(s.startswith("LB-") and t.startswith("GF-") for s, t, _ in lines)
    assert ("GF-1", "GF-2", 0) in lines
