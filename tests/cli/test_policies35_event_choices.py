"""`event create` and `event edit` set the event's tier, tiebreakers, grand-final reset, late
entries and bracket byes: stored, shown, played by, and refused where they mean nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database
from tests.cli.in_process import Cli
from tests.helpers.digest import database_digest

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "policies35.sqlite", capsys)


def _digest(cli: Cli) -> str:
    database = open_database(str(cli.db))
    try:
        return database_digest(ServiceContext(database, actor="test"))
    finally:
        database.close()


def _choices(document: dict[str, Any]) -> tuple[str, ...]:
    keys = ("tier", "tiebreaks", "grand_final", "late_entry", "byes")
    return tuple(document[key] for key in keys)


def test_create_stores_each_choice_and_lists_it(cli: Cli) -> None:
    swiss = cli.json(
        "event", "create", "Regional", "--format", "swiss", "--tier", "regional",
        "--tiebreaks", "buchholz", "--late-entry", "nothing",
    )  # fmt: skip
    double = cli.json(
        "event", "create", "KO", "--format", "double", "--grand-final", "single",
        "--byes", "seeded",
    )  # fmt: skip
    plain = cli.json("event", "create", "Local", "--format", "swiss")
    assert _choices(swiss) == ("regional", "buchholz", "reset", "nothing", "random")
    assert _choices(double) == ("local", "legion", "single", "losses", "seeded")
    assert _choices(plain) == ("local", "legion", "reset", "losses", "random")
    listed = {e["name"]: _choices(e) for e in cli.json("event", "list")["events"]}
    assert listed["Regional"] == _choices(swiss) and listed["KO"] == _choices(double)


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (
            ("--format", "swiss", "--grand-final", "single"),
            "field 'grand-final': a grand-final reset applies only to a double-elimination event",
        ),
        (
            ("--format", "swiss", "--byes", "seeded"),
            "field 'byes': random or seeded byes apply only to an elimination bracket "
            "(single or double)",
        ),
        (
            ("--format", "single", "--tiebreaks", "buchholz"),
            "field 'tiebreaks': tiebreakers apply only to head-to-head Swiss rounds",
        ),
        (
            ("--format", "double", "--late-entry", "nothing"),
            "field 'late-entry': late entries apply only to head-to-head Swiss rounds",
        ),
        (
            ("--format", "swiss", "--game", "vs-tcg", "--tier", "regional"),
            "field 'tier': only OverPower events have a tier (local, regional or national)",
        ),
        (
            ("--format", "swiss", "--game", "vs-2pcg", "--pods", "free-for-all",
             "--tiebreaks", "buchholz"),
            "field 'tiebreaks': tiebreakers apply only to head-to-head Swiss rounds",
        ),
    ],
)  # fmt: skip
def test_create_refuses_a_choice_the_event_has_no_use_for(
    cli: Cli, options: tuple[str, ...], said: str
) -> None:
    cli.json("event", "create", "First", "--format", "swiss")
    before = _digest(cli)
    code, out, err = cli("event", "create", "Second", *options)
    assert (code, out) == (1, "")
    assert err.strip() == f"opl-tournament: {said}"
    assert _digest(cli) == before


def test_edit_changes_each_choice_says_old_and_new_and_undo_puts_it_back(cli: Cli) -> None:
    cli.json("event", "create", "Swiss", "--format", "swiss")
    edited = cli.json(
        "event", "edit", "1", "--tier", "national", "--tiebreaks", "sonneborn-berger",
        "--late-entry", "nothing",
    )  # fmt: skip
    assert _choices(edited) == ("national", "sonneborn-berger", "reset", "nothing", "random")
    code, out, _err = cli("log", "1")
    assert code == 0
    assert (
        "edited event 1: tier local → national, tiebreakers Legion → Sonneborn-Berger (the "
        "standings are ordered anew), late entries missed rounds lost → missed rounds not counted"
    ) in out
    cli.json("event", "create", "Double", "--format", "double")
    double = cli.json("event", "edit", "2", "--grand-final", "single", "--byes", "seeded")
    assert _choices(double) == ("local", "legion", "single", "losses", "seeded")
    assert (
        "edited event 2: grand final with a reset → one final only, byes at random → by seed"
        in cli("log", "2")[1]
    )
    assert cli("undo", "2")[0] == 0
    assert _choices(cli.json("event", "show", "2"))[2:] == ("reset", "losses", "random")
    assert cli("undo", "1")[0] == 0
    assert _choices(cli.json("event", "show", "1")) == (
        "local",
        "legion",
        "reset",
        "losses",
        "random",
    )


@pytest.mark.parametrize(
    ("event", "options", "said"),
    [
        (
            ("--format", "swiss"),
            ("--grand-final", "single"),
            "field 'grand-final': a grand-final reset applies only to a double-elimination event",
        ),
        (
            ("--format", "swiss", "--game", "vs-tcg"),
            ("--tier", "local"),
            "field 'tier': only OverPower events have a tier (local, regional or national)",
        ),
        (
            ("--format", "single"),
            ("--late-entry", "nothing"),
            "field 'late-entry': late entries apply only to head-to-head Swiss rounds",
        ),
        (
            ("--format", "swiss", "--tiebreaks", "magic"),
            ("--tiebreaks", "magic"),
            "nothing to change: give at least one new detail",
        ),
    ],
)
def test_edit_refuses_with_one_line_and_changes_nothing(
    cli: Cli, event: tuple[str, ...], options: tuple[str, ...], said: str
) -> None:
    cli.json("event", "create", "Cup", *event)
    before = _digest(cli)
    code, out, err = cli("event", "edit", "1", *options)
    assert (code, out) == (1, "")
    assert err.strip() == f"opl-tournament: {said}"
    assert _digest(cli) == before


def _play_round(cli: Cli, event: str, winner: Any = min) -> dict[str, Any]:
    """Pair the next round and report every game (the lower number wins unless told)."""
    paired = cli.json("pair", event)
    for match in paired["pairings"]:
        if match["b"] is not None:
            won = winner(match)
            code, _out, err = cli(
                "report", event, str(paired["round"]), str(match["table"]), "--winner", won
            )
            assert code == 0, err
    return paired


def _lower(match: dict[str, Any]) -> str:
    return str(min(match["a"], match["b"]))


def test_the_standings_follow_the_chosen_tiebreakers(cli: Cli) -> None:
    """Five players, three rounds: players 2 and 3 both have 6 points; 3 is ahead on opponents'
    match-win % (legion), 2 on the sum of the opponents' points (Buchholz)."""
    orders = {}
    for preset in ("legion", "buchholz"):
        event = str(
            cli.json(
                "event", "create", preset, "--format", "swiss", "--rounds", "3", "--seed", "1",
                "--tiebreaks", preset,
            )["id"]
        )  # fmt: skip
        for number in range(1, 6):
            cli.json("player", "add", event, f"Player {number}")
        for _ in range(3):
            _play_round(cli, event, _lower)
        rows = cli.json("standings", event)["standings"]
        orders[preset] = [row["name"] for row in rows]
        assert {key for row in rows for key in row["tiebreakers"]} == (
            {"omw", "oomw"} if preset == "legion" else {"buchholz", "sb"}
        )
        level = [row for row in rows if row["points"] == 6]
        first = "omw" if preset == "legion" else "buchholz"
        assert level[0]["tiebreakers"][first] > level[1]["tiebreakers"][first]
    assert orders["legion"][1:3] == ["Player 3", "Player 2"]
    assert orders["buchholz"][1:3] == ["Player 2", "Player 3"]


def _losers_champion_wins_the_final(match: dict[str, Any]) -> str:
    return str(match["b"] if match["bracket"] == "final" else min(match["a"], match["b"]))


def test_a_double_elimination_without_a_reset_ends_after_the_first_final(cli: Cli) -> None:
    """The losers' bracket champion wins the first final: with a reset a second final is
    paired; without one the event has its champion."""
    finals = {}
    for choice in ("single", "reset"):
        event = str(
            cli.json(
                "event", "create", choice, "--format", "double", "--seed", "3",
                "--grand-final", choice,
            )["id"]
        )  # fmt: skip
        for number in range(1, 5):
            cli.json("player", "add", event, f"Player {number}")
        matches: list[str] = []
        while True:
            code, out, err = cli("pair", event, "--json")
            if code != 0:
                assert "is the champion" in err, err
                break
            paired = json.loads(out)
            for match in paired["pairings"]:
                matches.append(match["match"])
                winner = _losers_champion_wins_the_final(match)
                code, _out, err = cli(
                    "report", event, str(paired["round"]), str(match["table"]), "--winner", winner
                )
                assert code == 0, err
        finals[choice] = [m for m in matches if m.startswith("GF")]
    assert finals == {"single": ["GF-1"], "reset": ["GF-1", "GF-2"]}


def test_a_regional_event_refuses_a_beyonder_team_from_a_submitted_deck(
    cli: Cli, tmp_path: Path
) -> None:
    text = (EXAMPLE / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    deck = tmp_path / "beyonder.txt"
    deck.write_text(text.replace("1 Juggernaut\n", "1 Beyonder\n", 1), encoding="utf-8")
    verdicts = {}
    for tier in ("local", "regional"):
        event = str(cli.json("event", "create", tier, "--format", "swiss", "--tier", tier)["id"])
        number = cli.json("player", "add", event, "Ada")["number"]
        report = cli.json("deck", "submit", event, number, str(deck))
        verdicts[tier] = "D19" in [v["rule"] for v in report["violations"]]
    assert verdicts == {"local": False, "regional": True}
