"""CSV files as spreadsheets save them: Excel's cp1252 or UTF-16, LibreOffice's `;` or tabs."""

from __future__ import annotations

import pytest

from opl_tournament.services.csv_files import csv_rows, read_csv_text
from opl_tournament.services.player_import import parse_player_csv

ROWS = [["name", "legion"], ["Zoë Ortiz", "12345678"], ["Ada Brontë", ""]]


def saved(encoding: str, delimiter: str) -> bytes:
    text = "\r\n".join(delimiter.join(row) for row in ROWS) + "\r\n"
    data = text.encode(encoding)
    return (b"\xff\xfe" if encoding == "utf-16-le" else b"") + data


@pytest.mark.parametrize(
    ("encoding", "delimiter", "named"),
    [
        ("cp1252", ",", "cp1252"),
        ("cp1252", ";", "cp1252"),
        ("utf-16-le", "\t", "UTF-16"),
        ("utf-8-sig", ";", "UTF-8"),
        ("utf-8", "\t", "UTF-8"),
    ],
)
def test_every_spreadsheet_flavour_is_read(encoding: str, delimiter: str, named: str) -> None:
    data = saved(encoding, delimiter)
    assert csv_rows(data, source="x.csv") == ROWS
    entrants = parse_player_csv(data, "players.csv")
    assert [e.identity.name for _, e in entrants] == ["Zoë Ortiz", "Ada Brontë"]
    assert named in read_csv_text(data, source="x.csv").encoding


def test_a_comma_inside_quotes_does_not_fool_the_delimiter() -> None:
    data = 'name;legion\r\n"Ortiz, Zoë";12345678\r\n'.encode("cp1252")
    assert csv_rows(data, source="x.csv") == [["name", "legion"], ["Ortiz, Zoë", "12345678"]]


def test_player_import_says_which_encoding_it_assumed(tmp_path) -> None:
    from tests.reliability.inprocess import opl_in_process

    database = tmp_path / "e.sqlite"
    assert (
        opl_in_process("event", "create", "E", "--format", "swiss", "--db", str(database)).code == 0
    )
    players = tmp_path / "players.csv"
    players.write_bytes(saved("cp1252", ";"))
    done = opl_in_process("player", "import", "1", str(players), "--db", str(database))
    assert done.code == 0, done.err
    assert "read as cp1252" in done.out
    listed = opl_in_process("player", "list", "1", "--db", str(database))
    assert "Zoë Ortiz" in listed.out


def test_a_semicolon_inside_quotes_does_not_make_a_comma_file_a_semicolon_one() -> None:
    data = b'name,legion\r\n"Dana ""DJ""; Smith",12345678\r\n'
    assert csv_rows(data, source="x.csv") == [["name", "legion"], ['Dana "DJ"; Smith', "12345678"]]


def test_a_file_of_one_column_keeps_its_semicolons() -> None:
    data = b"name\r\nDana; Smith\r\n"
    assert csv_rows(data, source="x.csv") == [["name"], ["Dana; Smith"]]
