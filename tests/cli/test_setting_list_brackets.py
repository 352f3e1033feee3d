"""A list setting typed the way lists are written elsewhere (``["evil"]``, ``[evil]``) is the
list of its words: the brackets and quotes are not part of a tag, so the format filter works."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples" / "vs-2pcg-deck.txt"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "lists.sqlite", capsys)


@pytest.mark.parametrize("typed", ['["evil"]', "[evil]", "['evil', 'illustrated']"])
def test_a_bracketed_list_filters_the_tags_it_names(cli: Cli, tmp_path: Path, typed: str) -> None:
    event = str(cli.json("event", "create", "Good", "--format", "swiss", "--game", "vs-2pcg")["id"])
    code, _out, err = cli("event", "settings", event, "--set", f"p2.deck.excluded_tags={typed}")
    assert code == 0, err
    settings = cli.json("event", "settings", event)["settings"]
    tags = next(s["value"] for s in settings if s["key"] == "p2.deck.excluded_tags")
    assert tags[0] == "evil" and all("[" not in t and '"' not in t for t in tags)
    deck = tmp_path / "deck.txt"
    deck.write_text(
        EXAMPLE.read_text(encoding="utf-8").replace("4 Shield Throw\n", "4 Shield Throw [evil]\n"),
        encoding="utf-8",
    )
    number = cli.json("player", "add", event, "Ann Lee")["number"]
    report = cli.json("deck", "submit", event, number, str(deck))
    assert report["legal"] is False
    assert any(
        "Shield Throw (line 17) is tagged [evil]" in v["message"] for v in report["violations"]
    )
