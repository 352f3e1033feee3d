"""A judge imports the same results sheet again after adding lines to it: the new results land,
the lines repeating a result already entered are said as such (not a refusal), and a line that
gives a table another result than the one it has is still refused with its line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cli.in_process import Cli, seated

EVENTS = {
    "head-to-head": (("--seed", "7"), 8, "pairings"),
    "pods": (("--seed", "7", "--game", "vs-2pcg", "--pods", "free-for-all"), 12, "pods"),
}


def _sheet(path: Path, rows: list[tuple[int, str]]) -> Path:
    path.write_text("table,winner\n" + "".join(f"{t},{w}\n" for t, w in rows), encoding="utf-8")
    return path


def _log(term: Cli, event: str) -> list[str]:
    return [e["action"] for e in term.json("log", event)["log"]]


def _reported(result: dict[str, Any]) -> bool:
    if "placings" in result:
        return any(place is not None for place in result["placings"].values())
    return result["result"] is not None and result["b"] is not None


def _noun(shape: str) -> str:
    """What the command line calls a table of the shape (a pod's named as the window names it)."""
    return "pod" if shape == "pods" else "table"


def _results(term: Cli, event: str) -> Any:
    return term.json("rounds", event, "--round", "1")["rounds"][0]


@pytest.mark.parametrize("shape", EVENTS)
def test_a_sheet_imported_again_with_new_lines_records_only_the_new_ones(
    term: Cli, tmp_path: Path, shape: str
) -> None:
    options, players, key = EVENTS[shape]
    event = str(term.json("event", "create", "Again", "--format", "swiss", *options)["id"])
    for i in range(1, players + 1):
        term.json("player", "add", event, f"Player {i}")
    term.json("pair", event)
    tables = [t for t in _results(term, event)[key] if len(seated(t)) > 1]
    winners = [(t["table"], seated(t)[0]) for t in tables]

    first = _sheet(tmp_path / "sheet.csv", winners[:1])
    code, out, _err = term("report", event, "1", "--file", str(first))
    assert code == 0 and out == "recorded 1 result for round 1\n"
    before = _log(term, event)

    whole = _sheet(tmp_path / "sheet.csv", winners)
    code, out, err = term("report", event, "1", "--file", str(whole))
    assert code == 0, err
    new = len(winners) - 1
    assert out.splitlines() == [
        f"recorded {new} result{'s' if new > 1 else ''} for round 1",
        f"already entered, unchanged: 1 ({_noun(shape)} {winners[0][0]})",
    ]
    assert _log(term, event) == [*before, before[-1]], "one audit row for the file"
    assert _results(term, event)["status"] == "complete"

    done = term.json("report", event, "1", "--file", str(whole))
    assert done["reported"] == []
    assert [r["table"] for r in done["already_entered"]] == [t for t, _w in winners]
    assert list(done) == ["round", "reported", "already_entered"]
    code, out, _err = term("report", event, "1", "--file", str(whole))
    assert code == 0
    assert out.startswith(
        "nothing changed in round 1: every result of the file was already entered"
    )
    assert _log(term, event) == [*before, before[-1]], "nothing changed: no audit row"

    term.json("undo", event)  # the second file: its new results only
    results = _results(term, event)["results"]
    assert [r["table"] for r in results if _reported(r)] == [winners[0][0]]


@pytest.mark.parametrize("shape", EVENTS)
def test_a_line_differing_from_the_result_entered_is_refused_with_both_results(
    term: Cli, tmp_path: Path, shape: str
) -> None:
    options, players, key = EVENTS[shape]
    event = str(term.json("event", "create", "Again", "--format", "swiss", *options)["id"])
    for i in range(1, players + 1):
        term.json("player", "add", event, f"Player {i}")
    term.json("pair", event)
    tables = [t for t in _results(term, event)[key] if len(seated(t)) > 1]
    one, two = tables[0], tables[1]
    term.json("report", event, "1", str(one["table"]), "--winner", seated(one)[0])
    log = _log(term, event)
    shown = _results(term, event)

    other = seated(one)[1]
    sheet = _sheet(tmp_path / "sheet.csv", [(two["table"], seated(two)[0]), (one["table"], other)])
    code, out, err = term("report", event, "1", "--file", str(sheet))
    assert (code, out) == (1, "")
    assert (
        f"sheet.csv, line 3: round 1, {_noun(shape)} {one['table']} already has a result (" in err
    )
    recorded, given = (
        (f"{seated(one)[0]} won", f"{other} won")
        if shape == "head-to-head"
        else (f"{seated(one)[0]} 1, ", f"{other} 1, ")
    )
    assert f"already has a result ({recorded}" in err and ", entered by judge at " in err
    assert f") and the file says {given}" in err and err.endswith("; correct it instead\n")
    assert "Traceback" not in err
    assert _log(term, event) == log and _results(term, event) == shown, "nothing written"


def test_a_sheet_listing_the_bye_as_it_stands_is_read_as_already_entered(
    term: Cli, tmp_path: Path
) -> None:
    event = str(term.json("event", "create", "Odd", "--format", "swiss", "--seed", "7")["id"])
    for i in range(1, 8):
        term.json("player", "add", event, f"Player {i}")
    term.json("pair", event)
    pairings = _results(term, event)["pairings"]
    bye = next(t for t in pairings if t["b"] is None)
    played = [t for t in pairings if t["b"] is not None]
    sheet = _sheet(
        tmp_path / "sheet.csv", [*((t["table"], t["a"]) for t in played), (bye["table"], bye["a"])]
    )
    code, out, err = term("report", event, "1", "--file", str(sheet))
    assert code == 0, err
    assert out.splitlines() == [
        f"recorded {len(played)} results for round 1",
        f"already entered, unchanged: 1 (table {bye['table']})",
    ]
    assert _results(term, event)["status"] == "complete"

    other = _sheet(tmp_path / "other.csv", [(bye["table"], played[0]["a"])])
    code, _out, err = term("report", event, "1", "--file", str(other))
    assert code == 1
    assert f"line 2: table {bye['table']} of round 1 is {bye['a']}'s bye" in err
