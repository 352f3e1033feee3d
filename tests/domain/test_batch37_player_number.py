"""A player's number typed at the desk is read as it is stored: a staff number's letter in
either case (``s001`` is the staff player ``S001``); other numbers as typed, spaces dropped."""

from __future__ import annotations

import pytest

from opl_tournament.domain.registration import next_staff_number, player_number


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("s001", "S001"),
        (" S001 ", "S001"),
        ("s12", "S12"),
        ("0004", "0004"),
        (" 12345678\t", "12345678"),
        ("sam", "sam"),  # not a staff number: left as typed (the refusal names it so)
        ("ſ001", "ſ001"),  # only the letter S itself
    ],
)
def test_a_typed_number_reads_as_the_stored_one(typed: str, stored: str) -> None:
    assert player_number(typed) == stored


def test_the_staff_numbers_issued_are_read_back_from_lower_case() -> None:
    issued = next_staff_number(set())
    assert player_number(issued.lower()) == issued
