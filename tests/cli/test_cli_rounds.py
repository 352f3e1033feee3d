"""`pair`, `report`, `rounds` and `standings` from a judge's terminal, with the JSON contract."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Runner


def _event_with_players(opl: Runner, players: int) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss", "--rounds", "2").code == 0
    for i in range(players):
        assert opl("player", "add", "1", f"Player {i + 1}").code == 0


def test_a_two_round_event_from_the_command_line(opl: Runner, tmp_path: Path) -> None:
    _event_with_players(opl, 5)
    paired = opl("pair", "1", "--json")
    assert paired.code == 0, paired.err
    document = paired.json()
    assert document["round"] == 1
    pairings = document["pairings"]
    assert [p["table"] for p in pairings] == [1, 2, 3]
    assert sum(1 for p in pairings if p["b"] is None) == 1
    assert sorted(n for p in pairings for n in (p["a"], p["b"]) if n) == [
        "0001", "0002", "0003", "0004", "0005",
    ]  # fmt: skip

    early = opl("pair", "1")
    assert early.code == 1
    assert early.err.strip() == "opl-tournament: round 1 still has no result at tables 1, 2"

    played = [p for p in pairings if p["b"] is not None]
    first, second = played
    one = opl("report", "1", "1", str(first["table"]), "--winner", first["a"])
    assert one.code == 0, one.err
    results = tmp_path / "round1.csv"
    results.write_text(f"table,winner\n{second['table']},double-loss\n", encoding="utf-8")
    assert opl("report", "1", "1", "--file", str(results)).code == 0

    assert opl("pair", "1").code == 0
    table = opl("standings", "1", "--json").json()
    assert table["round"] == 1, "round 2 is paired, not played: the standings are after round 1"
    leader = table["standings"][0]
    assert leader["points"] == 3 and leader["wins"] == 1
    assert {row["number"] for row in table["standings"]} >= {first["a"]}
    assert not any(row["dropped"] for row in table["standings"])

    listed = opl("rounds", "1", "--round", "1", "--json").json()["rounds"][0]
    assert listed["status"] == "complete"
    by_table = {r["table"]: r for r in listed["results"]}
    assert by_table[second["table"]]["result"] == "DOUBLE_LOSS"


def test_reporting_errors_are_one_line_and_exit_1(opl: Runner) -> None:
    _event_with_players(opl, 4)
    opl("pair", "1")
    cases = [
        (("report", "1", "1", "1", "--winner", "0042"), "player 0042 is not at table 1"),
        (("report", "1", "3", "1", "--winner", "0001"), "there is no round 3"),
        (("report", "1", "1", "1"), "give --winner PLAYER or --double-loss"),
        (("report", "1", "1", "--file", "missing.csv"), "missing.csv"),
        (("standings", "7"), "there is no event 7"),
    ]
    for args, expected in cases:
        done = opl(*args)
        assert done.code == 1, (args, done.err)
        assert expected in done.err
        assert len(done.err.strip().splitlines()) == 1
        assert "Traceback" not in done.err


def test_usage_errors_exit_2(opl: Runner) -> None:
    _event_with_players(opl, 2)
    done = opl("report", "1", "1", "1", "--winner", "0001", "--double-loss")
    assert done.code == 2


def test_pairing_by_hand_and_swapping_print_the_warnings(opl: Runner, tmp_path: Path) -> None:
    _event_with_players(opl, 4)
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("a,b\n0001,0002\n0003,0004\n", encoding="utf-8")
    paired = opl("pair", "1", "--by-hand", str(pairs), "--json")
    assert paired.code == 0, paired.err
    assert [(p["a"], p["b"]) for p in paired.json()["pairings"]] == [
        ("0001", "0002"),
        ("0003", "0004"),
    ]
    assert opl("report", "1", "1", "1", "--winner", "0001").code == 0
    assert opl("report", "1", "1", "2", "--winner", "0003").code == 0
    warned = opl("pair", "1", "--by-hand", str(pairs)).out.splitlines()
    assert [line for line in warned if line.startswith("warning:")] == [
        "warning: 0001 and 0002 already met in round 1",
        "warning: 0001 (3 points) paired down to 0002 (0 points)",
        "warning: 0003 and 0004 already met in round 1",
        "warning: 0003 (3 points) paired down to 0004 (0 points)",
    ]
    swapped = opl("swap", "1", "0002", "0003", "--json")
    assert swapped.code == 0, swapped.err
    document = swapped.json()
    assert [(p["a"], p["b"]) for p in document["pairings"]] == [
        ("0001", "0003"),
        ("0002", "0004"),
    ]
    assert document["warnings"] == []
    refused = opl("swap", "1", "0002", "0004")
    assert (refused.code, refused.err.strip()) == (
        1,
        "opl-tournament: 0002 and 0004 already play each other",
    )


def test_pair_prints_the_rounds_notes_in_english(opl: Runner, tmp_path: Path) -> None:
    _event_with_players(opl, 4)
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("a,b\n0001,0002\n0003,0004\n", encoding="utf-8")
    assert opl("pair", "1", "--by-hand", str(pairs)).code == 0
    assert opl("report", "1", "1", "1", "--winner", "0001").code == 0
    assert opl("report", "1", "1", "2", "--winner", "0004").code == 0
    paired = opl("pair", "1").out.splitlines()
    assert [line for line in paired if line.startswith("note:")] == ["note: 0 pair-downs"]
    swapped = opl("swap", "1", "0002", "0004").out.splitlines()
    notes = [line for line in swapped if line.startswith("note:")]
    # The swap makes both tables rematches of round 1: the round keeps them as the judge's.
    assert len(notes) == 4
    assert all(
        line.startswith("note: by the judge: ") and line.endswith("already met in round 1")
        for line in notes[:2]
    )
    # Both winners now play a loser: the pair-downs are counted again for the round as it is.
    assert notes[2:] == ["note: 2 pair-downs", "note: players swapped by the judge"]
