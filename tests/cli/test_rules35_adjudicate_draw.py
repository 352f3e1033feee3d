"""`adjudicate` on a form the rules call a drawn game says so; it does not tell the judge to
pick a winner (a recorded draw needs none)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "rules35.sqlite", capsys)


def _form(tmp_path: Path, state: dict[str, object]) -> str:
    path = tmp_path / "form.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    return str(path)


def _mc(wounds: int) -> list[dict[str, object]]:
    return [{"name": "Hero", "level": 1, "wounds": wounds, "health": 8, "location": "front"}]


@pytest.mark.parametrize(
    "state",
    [
        {
            "game": "vs-tcg",
            "mandatory_loop_draw": True,
            "players": [{"id": "a", "endurance": 3}, {"id": "b", "endurance": 5}],
        },
        {
            "game": "vs-2pcg",
            "all_out_of_cards": True,
            "players": [
                {"id": "a", "deck": 0, "main_characters": _mc(3)},
                {"id": "b", "deck": 0, "main_characters": _mc(3)},
            ],
        },
    ],
    ids=["tcg-loop", "2pcg-out-of-cards"],
)
def test_a_drawn_game_is_said_to_be_drawn(
    cli: Cli, tmp_path: Path, state: dict[str, object]
) -> None:
    code, out, err = cli("adjudicate", _form(tmp_path, state))
    assert code == 0, err
    first = out.splitlines()[0]
    assert "drawn" in first and "judge decides" not in first


def test_a_game_level_on_every_step_is_still_the_judges(cli: Cli, tmp_path: Path) -> None:
    state = {
        "game": "vs-tcg",
        "players": [{"id": "a", "endurance": 10}, {"id": "b", "endurance": 10}],
    }
    code, out, _err = cli("adjudicate", _form(tmp_path, state))
    assert code == 0 and out.splitlines()[0] == "winner: the judge decides"


def _pod_player(number: str, wounds: int, team: str | None = None) -> dict[str, object]:
    player: dict[str, object] = {"id": number, "deck": 10, "main_characters": _mc(wounds)}
    if team is not None:
        player["team"] = team
    return player


def test_a_2v2_form_says_the_teams_places(cli: Cli, tmp_path: Path) -> None:
    players = [
        _pod_player("0001", 1, "Red"),
        _pod_player("0002", 5, "Red"),
        _pod_player("0003", 2, "Blue"),
        _pod_player("0004", 2, "Blue"),
    ]
    form = _form(tmp_path, {"game": "vs-2pcg", "players": players})
    code, out, _err = cli("adjudicate", form)
    assert code == 0
    assert out.splitlines()[0] == "places: 1. 0003 + 0004; 2. 0001 + 0002"


def test_a_free_for_all_form_says_every_place_and_who_is_level(cli: Cli, tmp_path: Path) -> None:
    players = [_pod_player("0001", 1), _pod_player("0002", 2), _pod_player("0003", 2)]
    form = _form(tmp_path, {"game": "vs-2pcg", "players": players})
    code, out, _err = cli("adjudicate", form)
    assert code == 0
    assert out.splitlines()[0] == "places: 1. 0001; 2. 0002 = 0003"
