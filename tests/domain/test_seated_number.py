"""A number typed without its leading zeros (``4`` for ``0004``) names the player at the table
whose number it is, when one of the table's players alone has it."""

from __future__ import annotations

import pytest

from opl_tournament.domain.registration import seated_number


@pytest.mark.parametrize(
    ("typed", "seated", "read"),
    [
        ("0004", ("0004", "0009"), "0004"),  # as stored
        ("4", ("0004", "0009"), "0004"),  # the zeros dropped
        (" 9 ", ("0004", "0009"), "0009"),
        ("04", ("0004", "88213"), "0004"),
        ("4", ("4", "0004"), "4"),  # a Legion number 4 is 4, not the temporary 0004
        ("04", ("4", "0004"), "04"),  # both are 4 without zeros: said as typed, refused later
        ("5", ("0004", "0009"), "5"),  # not at the table: as typed
        ("s1", ("S1", "0004"), "S1"),  # a staff number as player_number reads it
        ("12", ("0004", None), "12"),  # a bye's empty seat
    ],
)
def test_the_number_typed_is_read_as_the_seated_players(
    typed: str, seated: tuple[str | None, ...], read: str
) -> None:
    assert seated_number(typed, seated) == read
