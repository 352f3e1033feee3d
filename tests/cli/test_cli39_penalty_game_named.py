"""A penalty given for a game already played names that game ("the game at table 1 of round 1"),
not "the current game", which the player may be playing elsewhere; a penalty in the game being
played still says "the current game"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from opl_tournament.domain.languages import Language
from opl_tournament.domain.rules.overpower.penalties import Incident, PenaltyKind, assess
from opl_tournament.language.catalogs import Catalog, words
from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss", "--seed", "1")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert cli("player", "add", "1", name)[0] == 0
    return cli


def _tables(cli: Cli, round_number: int) -> list[dict[str, str]]:
    rounds = cli.json("rounds", "1", "--round", str(round_number))["rounds"]
    return list(rounds[0]["pairings"])


def test_a_game_loss_for_an_earlier_game_names_that_game(cli: Cli) -> None:
    assert cli("pair", "1")[0] == 0
    for table in _tables(cli, 1):
        assert cli("report", "1", "1", str(table["table"]), "--winner", table["a"])[0] == 0
    assert cli("pair", "1")[0] == 0
    first = _tables(cli, 1)[0]
    loser = first["b"]

    code, out, err = cli(
        "penalty", "add", "1", loser, "game-loss", "--round", "1", "--table", str(first["table"])
    )
    assert (code, err) == (0, "")
    said = f"Player {loser} loses the game at table {first['table']} of round 1 by penalty."
    assert out.splitlines()[0] == said
    listed = cli.json("penalty", "list", "1")["penalties"]
    assert [p["explanation"] for p in listed] == [said]

    # in the game being played, it is the current game
    playing = next(t for t in _tables(cli, 2) if t["b"])
    code, out, _err = cli(
        "penalty", "add", "1", playing["a"], "game-loss", "--round", "2",
        "--table", str(playing["table"]), "--json",
    )  # fmt: skip
    assert code == 0
    explanation = json.loads(out)["explanation"]
    assert explanation == f"Player {playing['a']} loses the current game by penalty."


def test_the_named_game_is_said_in_french() -> None:
    consequence = assess([], Incident("0004", PenaltyKind.GAME_LOSS, "R1-T2"), earlier_game=(1, 2))
    french = words(Language.FRENCH, Catalog.MESSAGES).say(consequence.sentence)
    assert french == "Le joueur 0004 perd par pénalité la partie de la table 2 de la ronde 1."


def test_a_penalty_for_a_round_not_played_says_there_is_no_such_round(cli: Cli) -> None:
    assert cli("pair", "1")[0] == 0
    code, out, err = cli("penalty", "add", "1", "0001", "warning", "--round", "5", "--table", "1")
    assert (code, out) == (1, "")
    assert "there is no round 5 (rounds paired: 1)" in err
    assert cli.json("penalty", "list", "1")["penalties"] == []
