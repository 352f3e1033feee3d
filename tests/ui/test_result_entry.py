"""What the judge types at the results desk: a winner, a double loss or a draw, or a clear no."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.ui.result_entry import ResultEntry, parse_result_entry

SEATS = {3: ("0004", "0007"), 5: ("0001", None)}


@pytest.mark.parametrize(
    ("text", "entry"),
    [
        ("3 0004", ResultEntry(3, "0004")),
        ("3 b", ResultEntry(3, "0007")),
        ("3 DL", ResultEntry(3, None)),
        ("3 d", ResultEntry(3, None, draw=True)),
        ("3 draw", ResultEntry(3, None, draw=True)),
        ("3 Tie", ResultEntry(3, None, draw=True)),
        ("3 drawn", ResultEntry(3, None, draw=True)),
        ("3 double loss", ResultEntry(3, None)),
        ("3 Double-Loss", ResultEntry(3, None)),
    ],
)
def test_entries(text: str, entry: ResultEntry) -> None:
    assert parse_result_entry(text, SEATS) == entry


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("3", "type the table"),
        ("3 0004 0007", "type the table"),
        ("9 a", "no table 9"),
        ("5 a", "bye"),
        ("3 0009", "not at table"),
    ],
)
def test_refusals(text: str, words: str) -> None:
    with pytest.raises(InvalidInput, match=words):
        parse_result_entry(text, SEATS)
