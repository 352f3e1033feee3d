"""Reading pre-registration CSV files: every mistake is named by file, line and field."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import MembershipAction
from opl_tournament.services.player_import import parse_player_csv


def test_a_full_row_is_read() -> None:
    data = (
        "Name,Legion Number,Address,City,State,Zip,Phone,E-mail,Age,Membership,Opt-out,Fee,Paid\n"
        "Zoë Ortiz,4512,1 Main St,Springfield,IL,62701,555-0100,zoe@example.org,17,renewal,yes,5.00,yes\n"
    ).encode()
    [(line, entrant)] = parse_player_csv(data, "s.csv")
    assert line == 2
    assert entrant.legion_number == "4512"
    assert entrant.identity.name == "Zoë Ortiz" and entrant.identity.age == 17
    assert entrant.identity.membership_action is MembershipAction.RENEWAL
    assert entrant.identity.online_search_opt_out is True
    assert (entrant.fee_cents, entrant.fee_paid) == (500, True)


def test_bom_semicolons_and_blank_lines_are_accepted() -> None:
    data = "\ufeffname;legion\r\nAda;\r\n\r\nBea;12\r\n".encode()
    assert [e.identity.name for _, e in parse_player_csv(data, "s.csv")] == ["Ada", "Bea"]


def test_utf16_with_bom_is_accepted() -> None:
    data = "name\nΩmega\n".encode("utf-16")
    assert parse_player_csv(data, "s.csv")[0][1].identity.name == "Ωmega"


def test_a_formula_looking_name_is_kept_as_data() -> None:
    data = b'name\n"=HYPERLINK(""x"")"\n'
    assert parse_player_csv(data, "s.csv")[0][1].identity.name == '=HYPERLINK("x")'


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "s.csv: the file is empty"),
        (b"name\n", "s.csv: the file has a header but no players"),
        (b"legion\n12\n", "s.csv, line 1: the header row has no 'name' column"),
        (b"name,name\nA,B\n", "s.csv, line 1: column 'name' appears twice"),
        (b"name,shoe size\nA,9\n", "s.csv, line 1: unknown column 'shoe size'"),
        (
            b"name,legion\nAda,\n,12\n",
            "s.csv, line 3, field 'name': a player's name cannot be empty",
        ),
        (b"name,legion\nAda,12x\n", "s.csv, line 2, field 'legion': '12x' is not a Legion number"),
        (b"name,age\nAda,-4\n", "s.csv, line 2, field 'age'"),
        (b"name,age\nAda,999999999999\n", "s.csv, line 2, field 'age'"),
        (b"name,opt_out\nAda,maybe\n", "s.csv, line 2, field 'opt_out': 'maybe' is not yes or no"),
        (b"name,fee\nAda,lots\n", "s.csv, line 2, field 'fee'"),
        (b"name,membership\nAda,gold\n", "s.csv, line 2, field 'membership'"),
        (b"name,legion\nAda\n", "s.csv, line 2: 1 value for 2 columns"),
        (
            b"name,legion\nAda,1\nBea,1\n",
            "s.csv, line 3, field 'legion': Legion number 1 is also on line 2",
        ),
        (b"name\nCaf\xe9\x81\n", "s.csv, line 2: byte 0xe9 is not text in UTF-8"),
        (b"name\nAda\x00\n", "NUL"),
        (b"name\nBob\x07\n", "s.csv, line 2, field 'name': the name contains a control character"),
        (b'name\n"unclosed\n', "s.csv"),
    ],
)
def test_bad_files_are_refused_with_where_and_what(data: bytes, message: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_player_csv(data, "s.csv")
    assert message in str(caught.value)
