"""`deck submit` keeps the list the player handed in, legal or not (the judge follows up a list
that is not legal), so it exits 0 once kept; the first line and the JSON's legal flag say it is
not legal, and a last line says it was kept. A submission refused keeps nothing and exits 1."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Runner

SHORT_DECK = """Characters:
1 Daredevil (IQ)
1 Dr. Strange
1 Iceman
1 Juggernaut

Missions:
7 Separation Anxiety
"""


def _deck_rows(opl: Runner) -> list[str]:
    log = opl("log", "1", "--json").json()["log"]
    return [row["summary"] for row in log if row["action"] == "player.deck"]


def test_a_deck_that_is_not_legal_is_kept_and_said_not_legal(opl: Runner, tmp_path: Path) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss").code == 0
    assert opl("player", "add", "1", "Ada").code == 0
    deck = tmp_path / "short.txt"
    deck.write_text(SHORT_DECK, encoding="utf-8")

    kept = opl("deck", "submit", "1", "0001", str(deck))
    assert (kept.code, kept.err) == (0, "")
    lines = kept.out.splitlines()
    assert lines[0] == f"{deck}: NOT LEGAL"
    assert lines[-1] == "kept as the deck list of 0001, NOT LEGAL"
    document = opl("deck", "submit", "1", "0001", str(deck), "--json").json()
    assert document["legal"] is False and document["violations"]
    assert document["kept_for"] == "0001"
    assert _deck_rows(opl) == ["deck list of 0001: NOT LEGAL"] * 2


def test_a_refused_submission_keeps_nothing_and_exits_1(opl: Runner, tmp_path: Path) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss").code == 0
    assert opl("player", "add", "1", "Ada").code == 0
    deck = tmp_path / "short.txt"
    deck.write_text(SHORT_DECK, encoding="utf-8")
    refused = opl("deck", "submit", "1", "0009", str(deck))
    assert (refused.code, refused.out) == (1, "")
    assert "player 0009 is not registered in this event" in refused.err
    unreadable = tmp_path / "notes.txt"
    unreadable.write_text("Wolverine\n", encoding="utf-8")
    assert opl("deck", "submit", "1", "0001", str(unreadable)).code == 1
    assert _deck_rows(opl) == []
