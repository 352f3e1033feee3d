"""Time called at a 2 vs 2 table: the form need not repeat the teams the table was seated with
(the station knows them); a form that groups the players otherwise is refused, naming both."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "teams.sqlite", capsys)


def _seated_pod(cli: Cli) -> tuple[int, dict[str, list[str]]]:
    """A 2 vs 2 event of two teams, round 1 seated: the event and its table's sides."""
    event = int(
        cli.json(
            "event",
            "create",
            "Teams",
            "--format",
            "swiss",
            "--game",
            "vs-2pcg",
            "--pods",
            "2v2",
            "--seed",
            "7",
        )["id"]
    )
    for i in range(1, 5):
        cli.json("player", "add", str(event), f"P{i}", "--team", "Red" if i <= 2 else "Blue")
    seats = cli.json("pair", str(event))["pods"][0]["seats"]
    sides: dict[str, list[str]] = {}
    for seat in seats:
        sides.setdefault(seat["side"], []).append(seat["number"])
    return event, sides


def _form(tmp_path: Path, wounds: dict[str, int], teams: dict[str, str] | None = None) -> Path:
    players: list[dict[str, Any]] = []
    for number, count in wounds.items():
        player: dict[str, Any] = {
            "id": number,
            "deck": 10,
            "main_characters": [
                {"name": "Hero", "level": 1, "wounds": count, "health": 8, "location": "front"}
            ],
        }
        if teams is not None:
            player["team"] = teams[number]
        players.append(player)
    path = tmp_path / "form.json"
    path.write_text(json.dumps({"game": "vs-2pcg", "players": players}), encoding="utf-8")
    return path


def test_a_form_without_teams_is_decided_by_the_tables_sides(cli: Cli, tmp_path: Path) -> None:
    event, sides = _seated_pod(cli)
    red, blue = sides["Red"], sides["Blue"]
    # Red's players have 1 and 5 wounds (6), Blue's 2 and 2 (4): Blue has fewer, Blue wins,
    # though Red's first player alone has the fewest wounds at the table.
    form = _form(tmp_path, {red[0]: 1, red[1]: 5, blue[0]: 2, blue[1]: 2})
    result = cli.json("report", str(event), "1", "1", "--adjudicate", str(form))
    assert {n for n, points in result["points"].items() if points == 3} == set(blue)


def test_a_form_naming_the_teams_otherwise_but_grouping_them_alike_is_taken(
    cli: Cli, tmp_path: Path
) -> None:
    event, sides = _seated_pod(cli)
    red, blue = sides["Red"], sides["Blue"]
    teams = {red[0]: "A", red[1]: "A", blue[0]: "B", blue[1]: "B"}
    form = _form(tmp_path, {red[0]: 0, red[1]: 1, blue[0]: 3, blue[1]: 3}, teams)
    result = cli.json("report", str(event), "1", "1", "--adjudicate", str(form))
    assert {n for n, points in result["points"].items() if points == 3} == set(red)


def test_a_form_grouping_the_players_otherwise_is_refused_naming_both(
    cli: Cli, tmp_path: Path
) -> None:
    event, sides = _seated_pod(cli)
    red, blue = sides["Red"], sides["Blue"]
    teams = {red[0]: "A", blue[0]: "A", red[1]: "B", blue[1]: "B"}
    form = _form(tmp_path, {red[0]: 0, red[1]: 1, blue[0]: 3, blue[1]: 3}, teams)
    before = cli.json("rounds", str(event))
    code, out, err = cli("report", str(event), "1", "1", "--adjudicate", str(form))
    assert (code, out) == (1, "")
    assert len(err.strip().splitlines()) == 1
    assert "the form's teams" in err and "are not the sides at pod 1" in err
    assert " + ".join(sorted(red)) in err and " + ".join(sorted(blue)) in err
    assert cli.json("rounds", str(event)) == before


def test_a_form_of_other_players_names_the_pod_and_its_players(cli: Cli, tmp_path: Path) -> None:
    event, sides = _seated_pod(cli)
    seated = sorted(n for side in sides.values() for n in side)
    form = _form(tmp_path, dict.fromkeys([*seated[:3], "0099"], 1))
    before = cli.json("rounds", str(event))
    code, out, err = cli("report", str(event), "1", "1", "--adjudicate", str(form))
    assert (code, out) == (1, "")
    assert err.endswith(
        f"the form's players ({', '.join(sorted([*seated[:3], '0099']))}) are not the players "
        f"at pod 1 ({', '.join(seated)})\n"
    )
    assert cli.json("rounds", str(event)) == before
