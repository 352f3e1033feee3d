"""The change a judge reads next to the before and after ratings is their difference as shown
(whole numbers), on the command line and in the window alike."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.cli.ratings import _show_changes
from opl_tournament.domain.ratings.uscf import RatingChange
from opl_tournament.services.ratings import EventRatings
from opl_tournament.ui.models import RatingChangesModel
from opl_tournament.ui.ratings_page import largest_change_words

BO = RatingChange("5120", 1475.29, 1515.61, 14, 1, 1.0, 0.4, "standard")
"""Bo's second event in the worked example: +40.32, shown as 1475 → 1516."""


def test_the_change_is_the_difference_of_the_shown_ratings(
    capsys: pytest.CaptureFixture[str], qtbot: QtBot
) -> None:
    rated = EventRatings(2, (BO,), {"5120": "Bo"}, applied=True)
    _show_changes(rated, as_json=False)
    row = capsys.readouterr().out.splitlines()[1].split()
    assert row[:5] == ["5120", "Bo", "1475", "1516", "+41"]
    model = RatingChangesModel()
    model.names = rated.names
    model.set_items(rated.changes)
    shown = [model.index(0, column).data() for column in range(5)]
    assert shown == ["5120", "Bo", "1475", "1516", "+41"], "the window shows the same"
    assert largest_change_words(rated).endswith("1475 → 1516, +41")
    assert BO.shown_delta == 41
