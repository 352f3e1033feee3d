"""A drawn Vs. System game on the printed running records: the master sheet and the players'
result sheets count it (W-L-D, as the standings do) instead of leaving the record unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli
from tests.printing.pdf_helpers import rendered_texts


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "records.sqlite", capsys)


def _printed(cli: Cli, tmp_path: Path, kind: str, event: str) -> list[str]:
    pdf = tmp_path / f"{kind}.pdf"
    code, _out, err = cli("print", kind, event, "-o", str(pdf))
    assert code == 0, err
    return rendered_texts(pdf.read_bytes(), tmp_path, kind)


def _row_of(master: str, number: str) -> str:
    """The master sheet's row of the player (sequence, number, name…)."""
    return next(line for line in master.splitlines() if line.split()[1:2] == [number])


def test_a_drawn_game_counts_on_the_printed_records(cli: Cli, tmp_path: Path) -> None:
    event = str(
        cli.json(
            "event", "create", "TCG", "--format", "swiss", "--rounds", "3", "--game", "vs-tcg"
        )["id"]
    )
    for name in ("Ann", "Ben", "Cy", "Di"):
        cli.json("player", "add", event, name)
    drawn, won = cli.json("pair", event)["pairings"]
    cli.json("report", event, "1", str(drawn["table"]), "--draw")
    cli.json("report", event, "1", str(won["table"]), "--winner", won["a"])
    standings = {row["number"]: row for row in cli.json("standings", event)["standings"]}
    assert standings[drawn["a"]]["draws"] == 1
    master = "\n".join(_printed(cli, tmp_path, "master-sheet", event))
    line = _row_of(master, drawn["a"])
    assert " D 0-0-1" in line, line  # no win, no loss, one draw: not "0-0"
    winner = _row_of(master, won["a"])
    assert " W 1-0-0" in winner, winner
    sheets = "\n".join(_printed(cli, tmp_path, "result-sheets", event))
    assert sheets.count("0-0-1") == 2  # each drawn player's own sheet


def test_the_next_rounds_pairings_show_a_drawn_players_record(cli: Cli, tmp_path: Path) -> None:
    event = str(cli.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg")["id"])
    for name in ("Ann", "Ben", "Cy", "Di"):
        cli.json("player", "add", event, name)
    for table in cli.json("pair", event)["pairings"]:
        cli.json("report", event, "1", str(table["table"]), "--draw")
    cli.json("pair", event)
    pairings = "\n".join(_printed(cli, tmp_path, "pairings", event))
    assert pairings.count("0-0-1") == 4 and " 0-0 " not in f"{pairings} "


def test_a_vs_swiss_match_slip_has_a_draw_box_and_an_overpower_one_has_none(
    cli: Cli, tmp_path: Path
) -> None:
    for game, drawn in (("vs-2pcg", True), ("overpower", False)):
        event = str(cli.json("event", "create", game, "--format", "swiss", "--game", game)["id"])
        for name in ("Ann", "Ben"):
            cli.json("player", "add", event, name)
        cli.json("pair", event)
        slip = "\n".join(_printed(cli, tmp_path, "slips", event))
        assert ("Draw" in slip) is drawn, game
        assert "Double loss" in slip and "Time called" in slip


@pytest.mark.parametrize("game", ["vs-tcg", "vs-2pcg"])
def test_a_vs_events_result_sheets_and_master_sheet_say_nothing_of_the_legion(
    cli: Cli, tmp_path: Path, game: str
) -> None:
    """Numbers issued at a Vs. System event are its players' numbers: no "Legion number", no
    "T" for temporary, no "Legion members need only…" (an OverPower event's forms keep them)."""
    event = str(cli.json("event", "create", game, "--format", "swiss", "--game", game)["id"])
    for name in ("Ann", "Ben"):
        cli.json("player", "add", event, name)
    cli.json("pair", event)
    for kind in ("result-sheets", "blank-result-sheet", "master-sheet"):
        text = "\n".join(_printed(cli, tmp_path, kind, event))
        assert "legion" not in text.casefold(), kind
        assert "0001 T" not in text, kind
    sheets = "\n".join(_printed(cli, tmp_path, "result-sheets", event))
    assert "RESULT (W/L/D)" in sheets  # a game may be drawn
    assert "W/L/D" in "\n".join(_printed(cli, tmp_path, "master-sheet", event))
    assert "PLAYER NUMBER" in sheets and "PLAYER INFORMATION — please print clearly." in sheets
