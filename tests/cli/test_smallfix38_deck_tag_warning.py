"""A tag the Vs. System 2PCG deck check does not know (a judge's misspelt format tag,
``[evill]`` for an event that filters ``[evil]`` out) is said, naming its line and the tag: the
deck is judged without it, so the judge must know. A warning, not a refusal."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "vs-2pcg-deck.txt"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "decks.sqlite", capsys)


def _deck(tmp_path: Path) -> Path:
    """The example deck with line 9's Falcon tagged [evill] and line 17's Shield Throw [evil]."""
    text = EXAMPLE.read_text(encoding="utf-8")
    text = text.replace("4 Falcon [team Avengers]", "4 Falcon [team Avengers; evill]")
    text = text.replace("4 Shield Throw\n", "4 Shield Throw [evil]\n")
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    return deck


FALCON = "line 9: no tag [evill] is known (did you mean [evil]?); Falcon was checked without it"


def test_deck_submit_warns_of_the_misspelt_tag_and_applies_the_right_one(
    cli: Cli, tmp_path: Path
) -> None:
    event = str(cli.json("event", "create", "Good", "--format", "swiss", "--game", "vs-2pcg")["id"])
    code, _out, err = cli("event", "settings", event, "--set", "p2.deck.excluded_tags=evil")
    assert code == 0, err
    number = cli.json("player", "add", event, "Ann Lee")["number"]
    code, out, err = cli("deck", "submit", event, number, str(_deck(tmp_path)))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].endswith("NOT LEGAL")
    assert f"  warning: {FALCON}" in lines
    assert any("Shield Throw (line 17) is tagged [evil]" in line for line in lines)
    assert not any("[evil] of Shield Throw" in line for line in lines), "a format tag is known"
    report = cli.json("deck", "submit", event, number, str(_deck(tmp_path)))
    assert report["warnings"] == [FALCON]


def test_deck_check_warns_without_refusing(cli: Cli, tmp_path: Path) -> None:
    code, out, err = cli("deck", "check", str(_deck(tmp_path)), "--game", "vs-2pcg")
    assert code == 0, err
    assert out.splitlines()[0].endswith(": legal")  # no format filters without an event
    assert out.splitlines()[1:3] == [  # without the event, no tag filters a card out
        "  warning: line 9: no tag [evill] is known (misspelt?); Falcon was checked without it",
        "  warning: line 17: no tag [evil] is known (misspelt?); Shield Throw was checked "
        "without it",
    ]
    code, out, err = cli("deck", "check", str(EXAMPLE), "--game", "vs-2pcg")
    assert code == 0 and "warning" not in out, out
