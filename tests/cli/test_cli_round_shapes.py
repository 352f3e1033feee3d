"""One `pair`, `report`, `rounds`, `unpair` and `standings` for head-to-head and pod events."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cli.in_process import Cli, seated

EVENTS = {
    "head-to-head": (("--seed", "7"), 6, "pairings"),
    "pods": (("--seed", "7", "--game", "vs-2pcg", "--pods", "free-for-all"), 8, "pods"),
}


@pytest.mark.parametrize("shape", EVENTS)
def test_the_same_commands_run_a_round_of_either_shape(term: Cli, shape: str) -> None:
    options, players, key = EVENTS[shape]
    noun = "pod" if shape == "pods" else "table"  # as the window, the clock and the slips say
    event = str(term.json("event", "create", "Shapes", "--format", "swiss", *options)["id"])
    for i in range(1, players + 1):
        term.json("player", "add", event, f"Player {i}")
    code, out, _err = term("pair", event)
    assert code == 0 and out.startswith(f"Round 1\n{noun}  ")
    shown = term.json("rounds", event)["rounds"][0]
    assert (shown["stage"], shown["status"]) == ("pods" if shape == "pods" else "swiss", "paired")
    tables = [t for t in shown[key] if not t.get("bye") and t.get("b", "") is not None]
    first = tables[0]
    code, out, _err = term("report", event, "1", str(first["table"]), "--winner", first_of(first))
    assert code == 0 and out.startswith(f"round 1, {noun} {first['table']}: ")
    code, _out, err = term("report", event, "1", str(first["table"]), "--winner", first_of(first))
    assert code == 1 and f"round 1, {noun} {first['table']} already has a result" in err
    code, _out, err = term("report", event, "1", "99", "--winner", first_of(first))
    assert code == 1 and err.endswith(f": round 1 has no {noun} 99\n")
    code, out, _err = term("log", event)
    assert f"reported round 1 {noun} {first['table']}: " in out.splitlines()[-1]
    left = len(tables) - 1
    code, out, _err = term("standings", event)
    assert code == 0 and out.startswith(
        f"Standings before the first round (round 1: {left} {noun}{'s' if left > 1 else ''} "
        "still playing)\n"
    )
    code, _out, err = term("report", event, "9", "1", "--winner", "0001")
    assert code == 1 and "there is no round 9 (rounds paired: 1)" in err
    code, _out, err = term("pair", event)
    assert code == 1 and f"still has no result at {noun}" in err
    for table in tables[1:]:
        term.json("report", event, "1", str(table["table"]), "--winner", first_of(table))
    assert term.json("rounds", event, "--round", "1")["rounds"][0]["status"] == "complete"
    code, out, _err = term("standings", event)
    assert code == 0 and out.startswith("Standings after round 1")
    assert term.json("pair", event)["round"] == 2
    assert term.json("unpair", event) == {"unpaired": 2}


def first_of(table: dict[str, Any]) -> str:
    return seated(table)[0]
