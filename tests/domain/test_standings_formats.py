"""How a standings line's figures read: a record adding up to the rounds played, and shares as
percentages, the one format every page uses."""

from __future__ import annotations

import pytest

from opl_tournament.domain.standings import percent, record_heading, record_text, tiebreak_text


def test_a_bye_is_counted_once() -> None:
    # four rounds: one game won, two lost, one bye (the bye scores as a win: wins == 2)
    assert record_text(2, 2, 1, with_draws=False) == "1-2-1"
    assert record_heading(False) == "W-L-Bye"


def test_draws_get_their_own_figure_when_any_game_was_drawn() -> None:
    assert record_text(2, 1, 1, 1, with_draws=True) == "1-1-1-1"
    assert record_text(3, 1, 0, 0, with_draws=True) == "3-1-0-0"
    assert record_heading(True) == "W-L-D-Bye"


@pytest.mark.parametrize(
    ("name", "value", "shown"),
    [
        ("omw", 0.6875, "68.75 %"),
        ("oomw", 0.33, "33.00 %"),
        ("gw", 1.0, "100.00 %"),
        ("opp_points_pct", 0.5, "50.00 %"),
        ("buchholz", 12.0, "12"),
        ("sb", 7.5, "7.5"),
        ("median_buchholz", None, "–"),
    ],
)
def test_tiebreaks_read_as_percentages_or_points(
    name: str, value: float | None, shown: str
) -> None:
    assert tiebreak_text(name, value) == shown


def test_percent_rounds_to_two_places() -> None:
    assert percent(2 / 3) == "66.67 %"
