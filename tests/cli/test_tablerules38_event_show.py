"""`event show` lists a Vs. System event's table rules (a ``table_rules`` key added to its JSON,
every other key as before; lines after the settings for a person), following the settings the
judge changes; an OverPower event has none."""

from __future__ import annotations

from tests.cli.conftest import Runner


def keys_before(opl: Runner) -> list[str]:
    """The first event's keys as `event list --json` gives them (the shape `event show` had)."""
    return list(opl("event", "list", "--json").json()["events"][0])


def test_event_show_lists_the_table_rules_of_a_two_vs_two_event(opl: Runner) -> None:
    created = opl(
        "event", "create", "Teams", "--format", "swiss", "--game", "vs-2pcg", "--pods", "2v2"
    )
    assert created.code == 0, created.err
    assert opl("event", "settings", "1", "--set", "p2.terrain=yes").code == 0
    assert opl("event", "settings", "1", "--set", "p2.ruleset_version=5.1").code == 0

    shown = opl("event", "show", "1", "--json")
    assert shown.code == 0, shown.err
    document = shown.json()
    assert list(document) == [*keys_before(opl), "table_rules"]
    assert document["table_rules"] == [
        "Rules: the 2PCG Compiled Rulebook, version 5.1",
        "Game 1: a player chosen at random decides who plays first",
        "When the round's time ends: extra turns (Time-Sink, Pocket Universe) do not count as "
        "turns played",
        "A player who concedes loses; their cards leave the game as if their last main "
        "character were KO'd",
        "2 vs 2: players may not recruit into a teammate's rows",
        "2 vs 2: when both teams' last main characters are KO'd at once, the active player's "
        "team wins",
        "Terrain is played: place Terrain during setup, the first player first",
    ]

    lines = opl("event", "show", "1").out.splitlines()
    assert "game: vs-2pcg" in lines
    start = lines.index("table rules (what the players are told):")
    assert lines[start + 1 :] == [f"  - {rule}" for rule in document["table_rules"]]


def test_an_overpower_event_shows_no_table_rules(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss").code == 0
    document = opl("event", "show", "1", "--json").json()
    assert document["table_rules"] == []
    assert list(document) == [*keys_before(opl), "table_rules"]
    assert "table rules" not in opl("event", "show", "1").out
