"""`report … --correct` after later rounds were paired: what the correction changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "cup.sqlite", capsys)


def _played_two_rounds_and_paired_the_third(cli: Cli) -> list[dict[str, str]]:
    """Eight players, three Swiss rounds and a top 4; the lower number wins each game."""
    create = ("event", "create", "Cup", "--format", "combination", "--rounds", "3")
    assert cli(*create, "--cut", "4", "--seed", "5")[0] == 0
    for letter in "ABCDEFGH":
        assert cli("player", "add", "1", f"Player {letter}")[0] == 0
    for round_number in ("1", "2"):
        for p in cli.json("pair", "1")["pairings"]:
            winner = min(p["a"], p["b"])
            assert cli("report", "1", round_number, str(p["table"]), "--winner", winner)[0] == 0
    round_two = cli.json("rounds", "1")["rounds"][1]["pairings"]
    cli.json("pair", "1")
    return list(round_two)


def test_a_correction_after_the_next_round_was_paired_says_who_moved_and_what_it_would_pair(
    cli: Cli,
) -> None:
    round_two = _played_two_rounds_and_paired_the_third(cli)
    seated = {
        p["table"]: (p["a"], p["b"]) for p in cli.json("rounds", "1")["rounds"][2]["pairings"]
    }
    table = round_two[0]
    loser = max(table["a"], table["b"])
    code, out, err = cli("report", "1", "2", str(table["table"]), "--winner", loser, "--correct")
    assert code == 0, err
    assert "Round 2 was corrected after round 3 was paired on its standings." in out
    assert f"({loser}): points 3 → 6" in out and "now in the cut" in out
    assert "Round 3 would have been paired differently:" in out
    assert "It is not re-paired by itself" in out
    effects = cli.json(
        "report",
        "1",
        "2",
        str(table["table"]),
        "--winner",
        min(table["a"], table["b"]),
        "--correct",
    )["correction"]
    assert (effects["corrected_round"], effects["current_round"]) == (2, 3)
    moved = {m["number"]: m for m in effects["moved"]}
    assert moved[loser]["points"] == [6, 3] and moved[loser]["in_cut"] == [True, False]
    assert effects["repairings"] == [], "corrected back: round 3 is as the standings pair it"
    now = {p["table"]: (p["a"], p["b"]) for p in cli.json("rounds", "1")["rounds"][2]["pairings"]}
    assert now == seated, "nothing was re-paired"


def test_a_correction_of_the_round_being_played_says_nothing_more(cli: Cli) -> None:
    _played_two_rounds_and_paired_the_third(cli)
    third = cli.json("rounds", "1")["rounds"][2]["pairings"][0]
    assert cli("report", "1", "3", str(third["table"]), "--winner", third["a"])[0] == 0
    answer = cli.json("report", "1", "3", str(third["table"]), "--winner", third["b"], "--correct")
    assert "correction" not in answer and answer["winner"] == third["b"]
