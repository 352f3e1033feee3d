"""A game loss at a pod, then its result: the penalised player's side cannot be entered as the
winner (the standings would count the game the penalty took away as won); named with another
winner, it is placed last."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "pods.sqlite", capsys)


def _event(cli: Cli, pods: str, players: int) -> tuple[str, list[dict[str, str]]]:
    event = str(
        cli.json(
            "event", "create", "Pods", "--format", "swiss", "--game", "vs-2pcg", "--pods", pods
        )["id"]
    )
    for i in range(1, players + 1):
        team = ("--team", "Red" if i <= 2 else "Blue") if pods == "2v2" else ()
        cli.json("player", "add", event, f"P{i}", *team)
    return event, cli.json("pair", event)["pods"][0]["seats"]


def test_a_free_for_all_player_with_a_game_loss_is_not_the_winner_and_comes_last(
    cli: Cli,
) -> None:
    event, seats = _event(cli, "free-for-all", 4)
    penalised, winner, *_rest = (seat["number"] for seat in seats)
    cli.json("penalty", "add", event, penalised, "game_loss", "--infraction", "marked cards")
    code, _out, err = cli("report", event, "1", "1", "--winner", penalised)
    assert code == 1 and f"{penalised} lost this game by penalty" in err
    assert cli.json("standings", event)["standings"][0]["wins"] == 0  # nothing recorded
    places = cli.json("report", event, "1", "1", "--winner", winner)["placings"]
    assert places[winner] == 1 and places[penalised] == 3
    assert sorted(places.values()) == [1, 2, 2, 3]
    rows = {row["number"]: row for row in cli.json("standings", event)["standings"]}
    assert rows[penalised]["wins"] == 0 and rows[penalised]["losses"] == 1


def test_a_two_vs_two_team_whose_player_lost_by_penalty_cannot_be_placed_first(cli: Cli) -> None:
    event, seats = _event(cli, "2v2", 4)
    red = next(seat["number"] for seat in seats if seat["side"] == "Red")
    cli.json("penalty", "add", event, red, "game_loss")
    code, _out, err = cli("report", event, "1", "1", "--placing", "Red=1,Blue=2")
    assert code == 1 and "Red must be placed below Blue" in err
    places = cli.json("report", event, "1", "1", "--placing", "Blue=1,Red=2")["placings"]
    assert places[red] == 2
