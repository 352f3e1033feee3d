"""Files a judge hands the command line, as a spreadsheet saves them: each good one lands whole,
each bad one is refused in one line naming the file, the line and the field, exit status 1,
nothing recorded."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.services.registration import list_registrations
from tests.cli.in_process import Cli
from tests.helpers.contexts import context_on


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss", "--seed", "1")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("pair", "1")[0] == 0
    return cli


def _tables(cli: Cli) -> list[tuple[int, str]]:
    pairings = cli.json("rounds", "1")["rounds"][0]["pairings"]
    return [(p["table"], p["a"]) for p in pairings]


def _winners(cli: Cli) -> dict[int, str | None]:
    results = cli.json("rounds", "1")["rounds"][0]["results"]
    return {r["table"]: r["winner"] for r in results}


@pytest.mark.parametrize(
    ("header", "separator", "line_end", "blank_above"),
    [
        ("winner,table", ",", "\n", False),  # the columns in the other order
        ("Winner;Table", ";", "\r\n", False),  # a French Excel's CSV, Windows line ends
        ("TABLE\tWINNER", "\t", "\r\n", True),  # tab-separated, an empty first row
    ],
)
def test_a_results_file_lands_whatever_its_columns_order_case_and_separator(
    cli: Cli, tmp_path: Path, header: str, separator: str, line_end: str, blank_above: bool
) -> None:
    tables = _tables(cli)
    table_first = header.lower().startswith("table")
    rows = [separator.join([str(t), a] if table_first else [a, str(t)]) for t, a in tables]
    text = ("" if not blank_above else line_end) + line_end.join([header, *rows, "", ""])
    results = tmp_path / "results.csv"
    results.write_bytes(text.encode("utf-8-sig"))
    code, out, err = cli("report", "1", "1", "--file", str(results))
    assert (code, err) == (0, ""), err
    assert out.strip() == f"recorded {len(tables)} results for round 1"
    assert _winners(cli) == dict(tables)


def test_a_snapshot_given_as_the_database_is_read_never_changed(cli: Cli) -> None:
    code, out, err = cli("backup", "create", "--label", "before-lunch")
    assert code == 0, err
    snapshot = next((cli.db.parent / "snapshots").glob("*.before-lunch.sqlite"))
    kept = snapshot.read_bytes()
    folder = sorted(p.name for p in snapshot.parent.iterdir())
    from_snapshot = Cli(snapshot, cli.capsys)
    assert [p["name"] for p in from_snapshot.json("player", "list", "1")["players"]] == [
        "Ada",
        "Bo",
        "Cy",
        "Di",
    ]
    for change in (("player", "add", "1", "Eve"), ("event", "create", "Late", "--format", "swiss")):
        code, out, err = from_snapshot(*change)
        assert code == 1 and out == ""
        assert "is read-only (it is a snapshot, kept as it was taken; restore it" in err
        assert "Traceback" not in err
    assert snapshot.read_bytes() == kept
    assert sorted(p.name for p in snapshot.parent.iterdir()) == folder  # no -wal or -shm left


def test_a_hand_pairings_file_with_empty_rows_above_its_header_pairs_the_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(tmp_path / "hand.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di", "Eve"):
        assert cli("player", "add", "1", name)[0] == 0
    pairs = tmp_path / "pairs.csv"
    pairs.write_bytes(b"\r\nA;B\r\n0001;0009\r\n")
    code, _out, err = cli("pair", "1", "--by-hand", str(pairs))
    assert code == 1 and "pairs.csv, line 3: " in err and "0009" in err
    assert cli.json("rounds", "1")["rounds"] == [], "nothing paired"
    pairs.write_bytes(b";\r\n\r\nA;B\r\n0001;0004\r\n0002;0003\r\n0005;BYE\r\n")
    code, _out, err = cli("pair", "1", "--by-hand", str(pairs))
    assert (code, err) == (0, "")
    pairings = cli.json("rounds", "1")["rounds"][0]["pairings"]
    assert [(p["a"], p["b"]) for p in pairings] == [
        ("0001", "0004"),
        ("0002", "0003"),
        ("0005", None),
    ]


def test_an_excel_sep_line_names_the_separator_and_keeps_the_line_numbers(
    cli: Cli, tmp_path: Path
) -> None:
    signup = tmp_path / "signup.csv"
    signup.write_bytes(b"sep=;\r\nName;Legion\r\nSmith, Jo;4512\r\n")
    code, _out, err = cli("player", "import", "1", str(signup))
    assert (code, err) == (0, ""), err
    assert ("4512", "Smith, Jo") in [
        (p["number"], p["name"]) for p in cli.json("player", "list", "1")["players"]
    ]
    signup.write_bytes(b"sep=;\r\nName;Legion\r\nSmith, Jo;45x12\r\n")
    code, _out, err = cli("player", "import", "1", str(signup))
    assert code == 1 and "signup.csv, line 3, field 'legion': '45x12' is not a Legion" in err
    table, winner = _tables(cli)[0]
    results = tmp_path / "results.csv"
    results.write_bytes(f"sep=,\ntable,winner\n{table},{winner}\n".encode())
    code, _out, err = cli("report", "1", "1", "--file", str(results))
    assert (code, err) == (0, ""), err
    assert _winners(cli)[table] == winner


def test_a_results_file_error_names_the_files_own_line_after_a_cell_of_two_lines(
    cli: Cli, tmp_path: Path
) -> None:
    (table, winner), (other, _a) = _tables(cli)[:2]
    results = tmp_path / "results.csv"
    results.write_text(f'table,winner\n{table},"{winner}\n"\n{other},9999\n', encoding="utf-8")
    code, _out, err = cli("report", "1", "1", "--file", str(results))
    assert code == 1 and "results.csv, line 4, field 'winner'" in err
    assert set(_winners(cli).values()) == {None}, "nothing recorded"


def test_a_players_list_names_the_line_a_row_starts_on(cli: Cli, tmp_path: Path) -> None:
    signup = tmp_path / "signup.csv"
    signup.write_text(
        'name,legion,address\nEve,4512,"1 Main St\nApt 2"\nFay,4512,\n', encoding="utf-8"
    )
    code, _out, err = cli("player", "import", "1", str(signup))
    assert code == 1
    assert "signup.csv, line 4, field 'legion': Legion number 4512 is also on line 2" in err


def test_a_french_excel_players_list_lands_with_its_fees_and_yes_no_words(
    cli: Cli, tmp_path: Path
) -> None:
    signup = tmp_path / "inscriptions.csv"
    signup.write_bytes(
        "Name;Legion;Fee;Fee paid;Opt out\r\n"
        "Zoé Lévesque;4512;5,00\u00a0€;VRAI;FAUX\r\n"
        "Élise Côté;5120;7,50 $;oui;non\r\n".encode("cp1252")
    )
    code, _out, err = cli("player", "import", "1", str(signup))
    assert (code, err) == (0, ""), err
    with context_on(cli.db) as ctx:
        registered = {r.player.number: r for r in list_registrations(ctx, 1)}
    zoe, elise = registered["4512"], registered["5120"]
    assert (zoe.player.name, zoe.fee_cents, zoe.fee_paid) == ("Zoé Lévesque", 500, True)
    assert not zoe.player.identity.online_search_opt_out
    assert (elise.player.name, elise.fee_cents, elise.fee_paid) == ("Élise Côté", 750, True)


def test_a_list_mixing_utf8_and_windows_1252_is_refused_not_garbled(
    cli: Cli, tmp_path: Path
) -> None:
    signup = tmp_path / "signup.csv"
    signup.write_bytes("name\nZoé Müller\n".encode() + "Léa Côté\n".encode("cp1252"))
    code, _out, err = cli("player", "import", "1", str(signup))
    assert code == 1
    assert err.strip() == (
        f"opl-tournament: {signup}, line 3: byte 0xe9 is not UTF-8 while the file's other "
        "accented letters are: the file mixes two encodings; save it again as 'CSV UTF-8'"
    )
    assert len(cli.json("player", "list", "1")["players"]) == 4, "nobody imported"
    signup.write_bytes("name\nZoé Müller\nLéa Côté\n".encode("cp1252"))
    assert cli("player", "import", "1", str(signup))[0] == 0, "one encoding: read"
    names = [p["name"] for p in cli.json("player", "list", "1")["players"]]
    assert names[-2:] == ["Zoé Müller", "Léa Côté"]


def test_a_results_file_for_a_round_not_paired_blames_the_round_not_a_line(
    cli: Cli, tmp_path: Path
) -> None:
    table, winner = _tables(cli)[0]
    results = tmp_path / "results.csv"
    results.write_text(f"table,winner\n{table},{winner}\n", encoding="utf-8")
    code, _out, err = cli("report", "1", "5", "--file", str(results))
    assert code == 1
    assert err.strip() == "opl-tournament: field 'ROUND': there is no round 5 (rounds paired: 1)"
