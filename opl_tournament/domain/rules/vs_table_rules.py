"""The table rules of a Vs. System event: what its players must be told before they sit down.

Several of the event's settings (``vs_settings``) change nothing the program decides: who starts,
what happens when the round's time ends, Terrain, 2 vs 2 recruiting, the bosses allowed. They
only count if the players know them, so ``table_rules`` says them, one short sentence each, and
only those that apply to the event's pods (the bosses at boss battles, recruiting at 2 vs 2, the
later games of a match only where a table plays a match). The posted pairings, the players' page
and ``event show`` all say these sentences.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.rules.vs_settings import TCG, TWO_PCG
from opl_tournament.domain.sentences import N_, N_plural, Sentence

TCG_RULES_VERSION = "2.7"
"""The TCG Comprehensive Rules the program follows (docs/sources.md)."""


def table_rules(
    game: str, settings: Mapping[str, Any], pods: PodFormat | None = None
) -> tuple[Sentence, ...]:
    """The table rules of an event of ``game`` played with ``settings`` (every setting
    resolved, as ``vs_settings.resolve`` gives them), head to head (``pods`` None) or in pods
    of that format; none for a game without table settings."""
    if game == TCG:
        return _tcg(settings, pods)
    if game == TWO_PCG:
        return _two_pcg(settings, pods)
    return ()


def at_time(game: str, settings: Mapping[str, Any]) -> Sentence | None:
    """What the players do once the round's time ends, where the event's settings say it (a
    TCG event's end of round: stop, finish the turn, or extra turns); None for other games."""
    if game == TCG:
        return _tcg_end_of_round(
            settings["tcg.time.end_of_round"], settings["tcg.time.extra_turns"]
        )
    return None


def _tcg(settings: Mapping[str, Any], pods: PodFormat | None) -> tuple[Sentence, ...]:
    said = [
        N_("Rules: the TCG Comprehensive Rules, version {version}", version=TCG_RULES_VERSION),
        _tcg_first_game(settings["tcg.initiative.game1"]),
    ]
    if pods is None:  # a pod plays one game a round: there is no later game to start
        said.append(_tcg_later_games(settings["tcg.initiative.later_games"]))
    said.append(
        _tcg_end_of_round(settings["tcg.time.end_of_round"], settings["tcg.time.extra_turns"])
    )
    return tuple(said)


def _tcg_first_game(choice: str) -> Sentence:
    if choice == "random":
        return N_("Game 1: who starts with the initiative is chosen at random")
    return N_("Game 1: a player chosen at random decides who starts with the initiative")


def _tcg_later_games(choice: str) -> Sentence:
    if choice == "winner_chooses":
        return N_(
            "Later games: the winner of the game before decides who starts with the initiative"
        )
    if choice == "random_chooser":
        return N_("Later games: a player chosen at random decides who starts with the initiative")
    return N_("Later games: the loser of the game before decides who starts with the initiative")


def _tcg_end_of_round(choice: str, extra_turns: int) -> Sentence:
    if choice == "stop":
        return N_("When the round's time ends: play stops at once")
    if choice == "extra_turns" and extra_turns > 0:
        return N_plural(
            "When the round's time ends: finish the current turn, then play {count} more "
            "turn (each turn is shared by all players)",
            "When the round's time ends: finish the current turn, then play {count} more "
            "turns (each turn is shared by all players)",
            extra_turns,
        )
    return N_(
        "When the round's time ends: finish the current turn (shared by all players), then "
        "play stops"
    )


def _two_pcg(settings: Mapping[str, Any], pods: PodFormat | None) -> tuple[Sentence, ...]:
    said = [
        N_(
            "Rules: the 2PCG Compiled Rulebook, version {version}",
            version=settings["p2.ruleset_version"],
        )
    ]
    if pods is PodFormat.BOSS:  # P:1910
        said.append(N_("The boss plays first, then play goes clockwise; nobody skips a draw"))
    else:  # P:322
        said.append(N_("Game 1: a player chosen at random decides who plays first"))
    if pods is None:
        said.append(_p2_later_games(settings["p2.first_player.later_games"]))
    if settings["p2.time.count_extra_turns"]:
        said.append(
            N_(
                "When the round's time ends: extra turns (Time-Sink, Pocket Universe) count "
                "as turns played"
            )
        )
    else:
        said.append(
            N_(
                "When the round's time ends: extra turns (Time-Sink, Pocket Universe) do not "
                "count as turns played"
            )
        )
    said.append(_p2_concession(pods))
    if pods is PodFormat.TWO_VS_TWO:
        said += _two_vs_two(settings)
    if pods is PodFormat.BOSS:
        said.append(_bosses(settings["p2.boss.names"]))
    if settings["p2.terrain"]:
        said.append(N_("Terrain is played: place Terrain during setup, the first player first"))
    else:
        said.append(N_("Terrain is not played"))
    return tuple(said)


def _p2_later_games(choice: str) -> Sentence:
    if choice == "winner_chooses":
        return N_("Later games: the winner of the game before decides who plays first")
    if choice == "random_chooser":
        return N_("Later games: a player chosen at random decides who plays first")
    return N_("Later games: the loser of the game before decides who plays first")


def _p2_concession(pods: PodFormat | None) -> Sentence:
    # p2.concession has one choice (AP-3): a concession is a loss; in a pod, P:547's removal.
    if pods is None:
        return N_("A player who concedes loses the game")
    return N_(
        "A player who concedes loses; their cards leave the game as if their last main "
        "character were KO'd"
    )


def _two_vs_two(settings: Mapping[str, Any]) -> list[Sentence]:
    recruit = (
        N_("2 vs 2: players may recruit into a teammate's rows")
        if settings["p2.two_vs_two.recruit_to_teammate"]
        else N_("2 vs 2: players may not recruit into a teammate's rows")
    )
    # p2.team_simultaneous_ko has one choice (AP-12).
    return [
        recruit,
        N_(
            "2 vs 2: when both teams' last main characters are KO'd at once, the active "
            "player's team wins"
        ),
    ]


def _bosses(names: list[str]) -> Sentence:
    if not names:
        return N_("Bosses allowed: none listed yet; ask the judge")
    return N_("Bosses allowed (any version of the name): {names}", names=", ".join(names))
