"""The bracket page at a real event's names: a long name is shortened inside its box (whole on
hovering), never cut silently or written over the box's edge, and a player who left the bracket
is marked as such."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsTextItem
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui.bracket_view import BOX_W
from tests.helpers.events import new_event, play_round, seeded_bracket
from tests.helpers.window import open_event_window
from tests.ui.drive import settle

LONG = "Jean-Baptiste Oberhauser-Castellanos de la Fontaine"


def test_long_names_fit_their_boxes_and_a_dropped_finalist_is_marked(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    settings = seeded_bracket("Cup", EventFormat.SINGLE, seed=3)
    event_id = new_event(ctx, settings, players=[LONG, "Bo", "Cy", "Di"])
    play_round(ctx, event_id)  # 0001 (the long name) and 0002 win their semifinals
    drop_player(ctx, event_id, "0001")
    pair_next_round(ctx, event_id)  # the final: 0002's walkover
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentIndex(view.indexOf(view.bracket))
    settle()
    items = [i for i in view.bracket.scene.items() if isinstance(i, QGraphicsTextItem)]
    long_ones = [i for i in items if i.toPlainText().startswith("0001")]
    assert len(long_ones) == 2, "0001 is in the semifinal and the final"
    for item in long_ones:
        assert item.toPlainText().count("…") == 1
        assert LONG in item.toolTip()
        # Drawn 4 pixels into its box, the text item ends inside it.
        assert item.boundingRect().width() + 4 <= BOX_W
    final = [i.toPlainText() for i in long_ones if "dropped" in i.toPlainText()]
    assert len(final) == 1 and final[0].endswith("… (dropped)")
