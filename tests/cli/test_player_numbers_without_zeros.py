"""A judge may type a player's number without its leading zeros (4 for 0004) wherever a command
names a player: the player whose number it is, when one player of the event alone has it. A
Legion number 4 is 4; when two players read the same without zeros, nobody is guessed."""

from __future__ import annotations

from pathlib import Path

from tests.cli.in_process import Cli


def _open(term: Cli, *legion: str) -> None:
    assert term("event", "create", "Open", "--format", "swiss", "--seed", "1")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert term("player", "add", "1", name)[0] == 0  # 0001 to 0004
    for number in legion:
        assert term("player", "add", "1", f"Legion {number}", "--legion", number)[0] == 0


def _status(term: Cli) -> dict[str, str]:
    return {p["number"]: p["status"] for p in term.json("player", "list", "1", "--json")["players"]}


def test_drop_reenter_and_a_penalty_name_the_player_without_zeros(term: Cli) -> None:
    _open(term)
    code, out, err = term("player", "drop", "1", "3")
    assert (code, err) == (0, ""), err
    assert "0003" in out
    assert _status(term)["0003"] == "dropped"
    assert term("player", "reenter", "1", "3")[0] == 0
    assert _status(term)["0003"] == "active"
    code, _out, err = term("penalty", "add", "1", "2", "warning", "--infraction", "slow play")
    assert (code, err) == (0, ""), err
    penalties = term.json("penalty", "list", "1", "--json")["penalties"]
    assert [p["number"] for p in penalties] == ["0002"]


def test_an_exact_number_wins_and_a_number_two_players_share_is_refused(term: Cli) -> None:
    _open(term, "4")
    assert term("player", "drop", "1", "4")[0] == 0
    assert _status(term) == {
        "0001": "active",
        "0002": "active",
        "0003": "active",
        "0004": "active",
        "4": "dropped",
    }
    code, out, err = term("player", "drop", "1", "04")
    assert code == 1 and out == ""
    assert "player 04 is not registered in event 1" in err
    assert _status(term)["0004"] == "active"


def test_a_round_paired_by_hand_and_a_swap_with_numbers_without_zeros(
    term: Cli, tmp_path: Path
) -> None:
    _open(term)
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("a,b\n1,4\n2,3\n", encoding="utf-8")
    code, _out, err = term("pair", "1", "--by-hand", str(pairs))
    assert (code, err) == (0, ""), err
    seated = term.json("rounds", "1", "--json")["rounds"][0]["pairings"]
    assert [(p["a"], p["b"]) for p in seated] == [("0001", "0004"), ("0002", "0003")]
    code, _out, err = term("swap", "1", "4", "3")
    assert (code, err) == (0, ""), err
    seated = term.json("rounds", "1", "--json")["rounds"][0]["pairings"]
    assert [(p["a"], p["b"]) for p in seated] == [("0001", "0003"), ("0002", "0004")]
    code, _out, err = term("swap", "1", "4", "0004")
    assert code == 1 and "a swap needs two different players; 0004 was given twice" in err
