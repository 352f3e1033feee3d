"""A Vs. System event's table rules: each setting players play by changes the sentence it
should, a setting left at its default is still said where the players need it, and only the
rules of the event's own format are said."""

from __future__ import annotations

from typing import Any

import pytest

from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.rules.vs_settings import TCG, TWO_PCG, resolve
from opl_tournament.domain.rules.vs_table_rules import table_rules


def said(game: str, pods: PodFormat | None = None) -> list[str]:
    """The table rules of an event of ``game`` with every setting at its default."""
    return [str(sentence) for sentence in table_rules(game, resolve(game), pods)]


def set_to(game: str, key: str, value: Any, pods: PodFormat | None = None) -> list[str]:
    return [str(s) for s in table_rules(game, resolve(game, {key: value}), pods)]


def test_overpower_has_no_table_rules() -> None:
    assert table_rules("overpower", {}, None) == ()


def test_tcg_defaults_tell_the_initiative_and_the_end_of_a_round() -> None:
    assert said(TCG) == [
        "Rules: the TCG Comprehensive Rules, version 2.7",
        "Game 1: a player chosen at random decides who starts with the initiative",
        "Later games: the loser of the game before decides who starts with the initiative",
        "When the round's time ends: finish the current turn (shared by all players), then "
        "play stops",
    ]


def test_tcg_game_one_initiative_at_random() -> None:
    lines = set_to(TCG, "tcg.initiative.game1", "random")
    assert "Game 1: who starts with the initiative is chosen at random" in lines
    assert not any("a player chosen at random decides" in line for line in lines[:2])


@pytest.mark.parametrize(
    ("choice", "who"),
    [
        ("winner_chooses", "the winner of the game before"),
        ("random_chooser", "a player chosen at random"),
    ],
)
def test_tcg_later_games_initiative(choice: str, who: str) -> None:
    lines = set_to(TCG, "tcg.initiative.later_games", choice)
    assert f"Later games: {who} decides who starts with the initiative" in lines
    assert not any("the loser" in line for line in lines)


def test_tcg_extra_turns_are_told_with_their_number() -> None:
    settings = resolve(TCG, {"tcg.time.end_of_round": "extra_turns", "tcg.time.extra_turns": 2})
    last = table_rules(TCG, settings)[-1]
    assert str(last) == (
        "When the round's time ends: finish the current turn, then play 2 more turns "
        "(each turn is shared by all players)"
    )
    one = resolve(TCG, {"tcg.time.end_of_round": "extra_turns", "tcg.time.extra_turns": 1})
    assert "then play 1 more turn (" in str(table_rules(TCG, one)[-1])


def test_tcg_extra_turns_without_extra_end_of_round_change_nothing() -> None:
    """The number of extra turns counts only when the round ends with extra turns."""
    assert set_to(TCG, "tcg.time.extra_turns", 3) == said(TCG)
    zero = resolve(TCG, {"tcg.time.end_of_round": "extra_turns", "tcg.time.extra_turns": 0})
    assert [str(s) for s in table_rules(TCG, zero)] == said(TCG)


def test_tcg_stop_at_once() -> None:
    assert set_to(TCG, "tcg.time.end_of_round", "stop")[-1] == (
        "When the round's time ends: play stops at once"
    )


def test_tcg_pods_have_no_later_games() -> None:
    lines = said(TCG, PodFormat.FREE_FOR_ALL)
    assert not any(line.startswith("Later games") for line in lines)
    assert any(line.startswith("Game 1:") for line in lines)


def test_2pcg_defaults_head_to_head() -> None:
    assert said(TWO_PCG) == [
        "Rules: the 2PCG Compiled Rulebook, version 5.0",
        "Game 1: a player chosen at random decides who plays first",
        "Later games: the loser of the game before decides who plays first",
        "When the round's time ends: extra turns (Time-Sink, Pocket Universe) do not count "
        "as turns played",
        "A player who concedes loses the game",
        "Terrain is not played",
    ]


def test_2pcg_rulebook_version() -> None:
    assert set_to(TWO_PCG, "p2.ruleset_version", "5.1")[0] == (
        "Rules: the 2PCG Compiled Rulebook, version 5.1"
    )


@pytest.mark.parametrize(
    ("choice", "who"),
    [
        ("winner_chooses", "the winner of the game before"),
        ("random_chooser", "a player chosen at random"),
    ],
)
def test_2pcg_later_games_first_player(choice: str, who: str) -> None:
    lines = set_to(TWO_PCG, "p2.first_player.later_games", choice)
    assert f"Later games: {who} decides who plays first" in lines
    assert not any("the loser" in line for line in lines)


def test_2pcg_extra_turns_counted() -> None:
    lines = set_to(TWO_PCG, "p2.time.count_extra_turns", True)
    assert (
        "When the round's time ends: extra turns (Time-Sink, Pocket Universe) count as turns played"
    ) in lines
    assert not any("do not count" in line for line in lines)


def test_2pcg_terrain_on() -> None:
    lines = set_to(TWO_PCG, "p2.terrain", True)
    assert "Terrain is played: place Terrain during setup, the first player first" in lines
    assert "Terrain is not played" not in lines


def test_2pcg_two_vs_two_says_recruiting_and_the_simultaneous_ko() -> None:
    defaults = said(TWO_PCG, PodFormat.TWO_VS_TWO)
    assert "2 vs 2: players may not recruit into a teammate's rows" in defaults
    assert (
        "2 vs 2: when both teams' last main characters are KO'd at once, the active player's "
        "team wins"
    ) in defaults
    assert not any(line.startswith("Later games") for line in defaults)
    assert "A player who concedes loses the game" not in defaults
    assert any(line.startswith("A player who concedes loses; their cards") for line in defaults)
    allowed = set_to(TWO_PCG, "p2.two_vs_two.recruit_to_teammate", True, PodFormat.TWO_VS_TWO)
    assert "2 vs 2: players may recruit into a teammate's rows" in allowed
    assert "2 vs 2: players may not recruit into a teammate's rows" not in allowed


def test_2pcg_two_vs_two_rules_only_at_two_vs_two() -> None:
    for pods in (None, PodFormat.FREE_FOR_ALL, PodFormat.BOSS):
        lines = set_to(TWO_PCG, "p2.two_vs_two.recruit_to_teammate", True, pods)
        assert not any(line.startswith("2 vs 2") for line in lines), pods


def test_2pcg_bosses_only_at_boss_battles() -> None:
    defaults = said(TWO_PCG, PodFormat.BOSS)
    assert (
        "Bosses allowed (any version of the name): Leviathon Mother, Death, Fin Fang Foom, "
        "Thanos, Ultron, Carnage"
    ) in defaults
    assert defaults[1] == "The boss plays first, then play goes clockwise; nobody skips a draw"
    chosen = set_to(TWO_PCG, "p2.boss.names", ["Thanos", "Ultron"], PodFormat.BOSS)
    assert "Bosses allowed (any version of the name): Thanos, Ultron" in chosen
    none = set_to(TWO_PCG, "p2.boss.names", [], PodFormat.BOSS)
    assert "Bosses allowed: none listed yet; ask the judge" in none
    for pods in (None, PodFormat.FREE_FOR_ALL, PodFormat.TWO_VS_TWO):
        assert not any(line.startswith("Bosses") for line in said(TWO_PCG, pods)), pods
