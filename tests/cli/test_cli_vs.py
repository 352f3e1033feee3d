"""Vs. System on the command line: deck checks, forms, settings, time-called tables and pods."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.in_process import Cli
from tests.printing.pdf_helpers import page_texts

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "vs.sqlite", capsys)


def test_the_example_decks_and_forms(cli: Cli) -> None:
    for game in ("vs-tcg", "vs-2pcg"):
        report = cli.json("deck", "check", str(EXAMPLES / f"{game}-deck.txt"), "--game", game)
        assert report["legal"] is True, report
    tcg = cli.json("adjudicate", str(EXAMPLES / "vs-tcg-time-call.json"))
    assert (tcg["winner"], tcg["decided_by"]) == ("0002", "wrapup")
    p2 = cli.json("adjudicate", str(EXAMPLES / "vs-2pcg-time-call.json"))
    assert (p2["winner"], p2["decided_by"]) == ("0002", "mc_wounds")
    assert p2["placings"] == [["0002"], ["0001"], ["0003"], ["0004"]]


def test_a_short_deck_names_its_rule_and_exits_one(cli: Cli, tmp_path: Path) -> None:
    short = tmp_path / "short.txt"
    short.write_text("4 Spider-Man, Peter Parker\n", encoding="utf-8")
    code, out, _err = cli("deck", "check", str(short), "--game", "vs-tcg")
    assert code == 1 and "TCG-D1" in out
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Spider-Man\nfour Mary Jane\n", encoding="utf-8")
    code, _out, err = cli("deck", "check", str(bad), "--game", "vs-tcg")
    assert code == 1 and "line 2" in err and "Traceback" not in err


def test_settings_are_shown_changed_checked_and_used(cli: Cli, tmp_path: Path) -> None:
    event = str(cli.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg")["id"])
    shown = cli.json("event", "settings", event)["settings"]
    assert {s["key"]: s["default"] for s in shown}["tcg.time.tiebreaks"] == ["endurance"]
    code, _out, err = cli("event", "settings", event, "--set", "tcg.deck.banned=Spider-Man")
    assert code == 0, err
    code, _out, err = cli("event", "settings", event, "--set", "tcg.time.level=coin")
    assert code == 1 and "tcg.time.level" in err
    code, _out, err = cli("event", "settings", event, "--set", "nonsense=1")
    assert code == 1 and "unknown setting" in err
    cli.json("player", "add", event, "Ada")
    report = cli.json("deck", "submit", event, "0001", str(EXAMPLES / "vs-tcg-deck.txt"))
    assert report["legal"] is False and report["violations"][0]["rule"] == "TCG-D4"
    cli.json("event", "settings", event, "--reset", "tcg.deck.banned")
    report = cli.json("deck", "submit", event, "0001", str(EXAMPLES / "vs-tcg-deck.txt"))
    assert report["legal"] is True
    overpower = str(cli.json("event", "create", "OP", "--format", "swiss")["id"])
    code, _out, err = cli("event", "settings", overpower)
    assert code == 1 and "fixed by the Legion" in err


def test_a_time_called_head_to_head_game_uses_the_events_settings(cli: Cli, tmp_path: Path) -> None:
    event = str(
        cli.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg", "--seed", "4")[
            "id"
        ]
    )
    for name in ("Ada", "Bo"):
        cli.json("player", "add", event, name)
    pairing = cli.json("pair", event)["pairings"][0]
    state = {
        "game": "vs-tcg",
        "players": [
            {"id": pairing["a"], "endurance": 5, "deck": 10},
            {"id": pairing["b"], "endurance": 5, "deck": 14},
        ],
    }
    form = tmp_path / "form.json"
    form.write_text(json.dumps(state), encoding="utf-8")
    code, _out, err = cli("report", event, "1", "1", "--adjudicate", str(form))
    assert code == 1 and "judge must name the winner" in err
    cli("event", "settings", event, "--set", "tcg.time.tiebreaks=endurance,deck")
    result = cli.json("report", event, "1", "1", "--adjudicate", str(form))
    assert result["winner"] == pairing["b"] and result["verdict"]["decided_by"] == "deck"
    record = tmp_path / "record.pdf"
    code, _out, err = cli(
        "print", "adjudication", event, "--round", "1", "--table", "1", "-o", str(record)
    )
    assert code == 0, err
    text = "\n".join(page_texts(record.read_bytes()))
    assert "Cards left in deck" in text and "VS. SYSTEM" in text
    assert "Net completed missions" not in text
    overpower_form = EXAMPLES / "time-call-form.json"
    code, _out, err = cli(
        "report", event, "1", "1", "--adjudicate", str(overpower_form), "--correct"
    )
    assert code == 1 and "the form is for overpower" in err


def test_a_pod_is_decided_from_its_form_or_by_the_judge(cli: Cli, tmp_path: Path) -> None:
    event = str(
        cli.json(
            "event",
            "create",
            "FFA",
            "--format",
            "swiss",
            "--game",
            "vs-2pcg",
            "--pods",
            "free-for-all",
            "--seed",
            "8",
        )["id"]
    )
    for i in range(1, 7):
        cli.json("player", "add", event, f"P{i}")
    pod = cli.json("pair", event)["pods"][0]
    seats = [s["number"] for s in pod["seats"]]
    state = {
        "game": "vs-2pcg",
        "players": [
            {"id": n, "main_characters": [{"name": "Hero", "wounds": w, "health": 8}]}
            for n, w in zip(seats, (5, 2, 8), strict=True)
        ],
    }
    form = tmp_path / "pod.json"
    form.write_text(json.dumps(state), encoding="utf-8")
    result = cli.json("report", event, "1", "1", "--adjudicate", str(form))
    assert result["placings"] == {seats[1]: 1, seats[0]: 2, seats[2]: 3}
    assert result["points"][seats[1]] == 3 and result["decided_by"] == "adjudication"
    record = tmp_path / "pod-record.pdf"
    code, _out, err = cli(
        "print", "adjudication", event, "--round", "1", "--table", "1", "-o", str(record)
    )
    assert code == 0, err
    text = "\n".join(page_texts(record.read_bytes()))
    assert all(number in text for number in seats) and "PLAYER C" in text
    assert "Wounds on main characters" in text and f"1. {seats[1]}" in text
    level = {
        **state,
        "players": [
            {"id": n, "main_characters": [{"name": "Hero", "wounds": 3, "health": 8}]}
            for n in seats
        ],
    }
    form.write_text(json.dumps(level), encoding="utf-8")
    code, _out, err = cli("report", event, "1", "1", "--adjudicate", str(form), "--correct")
    assert code == 1 and "the judge must give the places" in err
    judged = cli.json(
        "report",
        event,
        "1",
        "1",
        "--adjudicate",
        str(form),
        "--correct",
        "--placing",
        f"{seats[2]}=1,{seats[0]}=2,{seats[1]}=2",
    )
    assert judged["decided_by"] == "judge" and judged["points"][seats[2]] == 3


def test_a_vs_system_game_may_end_in_a_draw_and_an_overpower_game_may_not(
    cli: Cli, tmp_path: Path
) -> None:
    event = str(
        cli.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg", "--seed", "6")[
            "id"
        ]
    )
    for name in ("Ada", "Bo", "Cy", "Di"):
        cli.json("player", "add", event, name)
    tables = cli.json("pair", event)["pairings"]
    drawn = cli.json("report", event, "1", "1", "--draw")
    assert (drawn["winner"], drawn["result"]) == (None, "DRAW")
    loop = tmp_path / "loop.json"
    loop.write_text(
        json.dumps(
            {
                "game": "vs-tcg",
                "mandatory_loop_draw": True,
                "players": [
                    {"id": tables[1]["a"], "endurance": 9},
                    {"id": tables[1]["b"], "endurance": 2},
                ],
            }
        ),
        encoding="utf-8",
    )
    decided = cli.json("report", event, "1", "2", "--adjudicate", str(loop))
    assert decided["result"] == "DRAW" and decided["verdict"]["decided_by"] == "draw"
    points = {r["number"]: r["points"] for r in cli.json("standings", event)["standings"]}
    assert set(points.values()) == {1}, "a draw scores one point each"
    code, out, _err = cli("rounds", event, "--round", "1")
    assert code == 0 and out.count("draw") == 2
    results = tmp_path / "r2.csv"
    pairs = cli.json("pair", event)["pairings"]
    results.write_text(f"table,winner\n1,draw\n2,{pairs[1]['a']}\n", encoding="utf-8")
    assert len(cli.json("report", event, "2", "--file", str(results))["reported"]) == 2
    overpower = str(cli.json("event", "create", "OP", "--format", "swiss", "--seed", "1")["id"])
    cli.json("player", "add", overpower, "Ada")
    cli.json("player", "add", overpower, "Bo")
    cli.json("pair", overpower)
    code, _out, err = cli("report", overpower, "1", "1", "--draw")
    assert code == 1 and "no draw" in err


def test_the_settings_table_writes_values_as_they_are_typed(cli: Cli) -> None:
    event = str(cli.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg")["id"])
    code, out, err = cli("event", "settings", event, "--set", "tcg.time.tiebreaks=endurance,deck")
    assert code == 0, err
    lines = {line.split()[0]: line.split() for line in out.splitlines() if line.strip()}
    assert lines["tcg.time.tiebreaks"][1:4] == ["*", "endurance,deck", "endurance"]
    assert lines["tcg.time.virtual_wrapup"][1:3] == ["yes", "yes"]
    assert "* changed for this event" in out
