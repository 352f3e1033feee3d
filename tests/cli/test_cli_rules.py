"""`adjudicate`, `deck check` and `report --adjudicate` from a judge's terminal."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.conftest import Runner

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
FORM = EXAMPLES / "time-call-form.json"


def test_adjudicate_prints_the_verdict_shape(opl: Runner) -> None:
    done = opl("adjudicate", str(FORM), "--json", db=None)
    assert done.code == 0, done.err
    verdict = done.json()
    assert set(verdict) == {"winner", "decided_by", "players", "explanation"}
    assert (verdict["winner"], verdict["decided_by"]) == ("0001", "life_points")
    assert verdict["players"]["0002"]["life_points"] == 63


def test_adjudicate_says_the_verdict_and_its_steps_in_words(opl: Runner) -> None:
    """The step codes (``life_points``) are --json's; a judge reads the steps' names."""
    done = opl("adjudicate", str(FORM), db=None)
    assert done.code == 0, done.err
    assert done.out.splitlines() == [
        "winner: 0001",
        "Level on net completed missions. Player 0001 wins on team life points: 0001 72 of 80; "
        "0002 63 of 80.",
        "  net completed missions: level (0001 3 completed - 1 defeated = 2; 0002 3 completed - "
        "1 defeated = 2)",
        "  life points remaining: 0001 ahead (0001 72 of 80; 0002 63 of 80)",
    ]


def test_a_bad_form_names_the_field_and_exits_1(opl: Runner, tmp_path: Path) -> None:
    state = json.loads(FORM.read_text(encoding="utf-8"))
    state["players"][1]["missions"]["completed"] = 9
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(state), encoding="utf-8")
    done = opl("adjudicate", str(bad), db=None)
    assert done.code == 1
    assert "players[1].missions.completed" in done.err and str(bad) in done.err
    broken = tmp_path / "broken.json"
    broken.write_text('{"game": "overpower",\n "players": [}', encoding="utf-8")
    done = opl("adjudicate", str(broken), db=None)
    assert (done.code, "line 2" in done.err, "Traceback" in done.err) == (1, True, False)


def test_deck_check_exit_status_says_legal_or_not(opl: Runner, tmp_path: Path) -> None:
    legal = opl("deck", "check", str(EXAMPLES / "legal-constructed-deck.txt"), "--json", db=None)
    assert (legal.code, legal.json()["legal"]) == (0, True)
    deck = (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    short = tmp_path / "short.txt"
    short.write_text("\n".join(deck.splitlines()[:12]) + "\n", encoding="utf-8")
    illegal = opl("deck", "check", str(short), "--json", db=None)
    assert illegal.code == 1
    assert illegal.json()["legal"] is False and illegal.json()["violations"]
    locations = opl("deck", "check", str(short), "--type", "locations", db=None)
    assert locations.code == 1 and "NOT LEGAL" in locations.out


def test_a_time_called_table_is_recorded_from_the_form(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--rounds", "1").code == 0
    assert opl("player", "add", "1", "Ada").code == 0
    assert opl("player", "add", "1", "Bo").code == 0
    assert opl("pair", "1").code == 0
    done = opl("report", "1", "1", "1", "--adjudicate", str(FORM), "--json")
    assert done.code == 0, done.err
    assert (done.json()["winner"], done.json()["verdict"]["decided_by"]) == ("0001", "life_points")
    again = opl("report", "1", "1", "1", "--adjudicate", str(FORM), "--winner", "0002", "--correct")
    assert again.code == 0, again.err
    assert again.out.splitlines()[0] == "round 1, table 1: 0002 won (decided by the judge)"
    rounds = opl("rounds", "1", "--json").json()["rounds"][0]["results"][0]
    assert rounds["winner"] == "0002"
    ladder = opl("report", "1", "1", "1", "--adjudicate", str(FORM), "--correct")
    assert ladder.out.splitlines()[0] == "round 1, table 1: 0001 won (by the time-call ladder)"


def test_penalties_from_the_command_line(opl: Runner, tmp_path: Path) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--rounds", "1").code == 0
    assert opl("player", "add", "1", "Ada").code == 0
    assert opl("player", "add", "1", "Bo").code == 0
    assert opl("pair", "1").code == 0
    first = opl("penalty", "add", "1", "0001", "renege", "--round", "1", "--table", "1")
    assert first.code == 0, first.err
    assert "the battle is lost" in first.out
    second = opl("penalty", "add", "1", "0001", "renege", "--round", "1", "--table", "1", "--json")
    assert second.json()["game_forfeited"] is True
    listed = opl("penalty", "list", "1", "--json").json()["penalties"]
    assert [p["kind"] for p in listed] == ["renege", "renege"]
    result = opl("rounds", "1", "--json").json()["rounds"][0]["results"][0]
    assert (result["winner"], result["result"]) == ("0002", "FORFEIT")
    report = tmp_path / "penalties.pdf"
    assert opl("print", "penalties", "1", "-o", str(report)).code == 0
    bad = opl("penalty", "add", "1", "0001", "yellow-card")
    assert (bad.code, "unknown penalty" in bad.err) == (1, True)
