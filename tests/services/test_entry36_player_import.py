"""Pre-registration files as spreadsheets save them: empty rows above the header, columns with no
name left over at the right."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services.player_import import parse_player_csv


def test_blank_lines_above_the_header_are_skipped_and_lines_keep_their_numbers() -> None:
    data = b"\r\n,,\r\nname,legion\r\nZed,56\r\n"
    [(line, entrant)] = parse_player_csv(data, "s.csv")
    assert (line, entrant.identity.name, entrant.legion_number) == (4, "Zed", "56")


def test_a_header_below_blank_lines_is_named_by_its_own_line() -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_player_csv(b"\n\nlegion\n12\n", "s.csv")
    assert "s.csv, line 3: the header row has no 'name' column" in str(caught.value)


def test_a_column_twice_below_blank_lines_is_named_by_the_header_line() -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_player_csv(b"\nname,name\nA,B\n", "s.csv")
    assert "s.csv, line 2: column 'name' appears twice" in str(caught.value)


@pytest.mark.parametrize(
    "data",
    [
        b"name,legion,,\nTrail One,901,,\nTrail Two,,,\n",  # unnamed columns left empty
        b"name;legion;;\r\nTrail One;901\r\nTrail Two;;;\r\n",  # a line shorter, empty cells
        b"name,legion\nTrail One,901,\nTrail Two,,,\n",  # lines ending in separators
    ],
)
def test_separators_a_spreadsheet_leaves_at_the_right_are_ignored(data: bytes) -> None:
    read = [(e.identity.name, e.legion_number) for _line, e in parse_player_csv(data, "s.csv")]
    assert read == [("Trail One", "901"), ("Trail Two", None)]


def test_a_value_under_a_column_with_no_name_is_refused_not_lost() -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_player_csv(b"name,legion,\nAda,12,vegan\n", "s.csv")
    assert "s.csv, line 2: 'vegan' is in column 3, which has no name in the header row" in str(
        caught.value
    )


def test_a_line_with_a_real_extra_value_is_still_refused() -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_player_csv(b"name,legion\nAda,12,13\n", "s.csv")
    assert "s.csv, line 2: 3 values for 2 columns" in str(caught.value)


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (b"name,legion\nAda\n", "s.csv, line 2: 1 value for 2 columns"),
        (b"name\nAda,12\n", "s.csv, line 2: 2 values for 1 column"),
    ],
)
def test_a_line_of_the_wrong_width_is_counted_in_words(data: bytes, said: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_player_csv(data, "s.csv")
    assert said in str(caught.value)
