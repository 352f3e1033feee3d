"""The choices the two Vs. System rulebooks leave open, as event settings with defaults.

Neither rulebook carries a tournament policy (no time-call procedure, no tiebreaks, no banned
list), so every such choice is a setting here, with the default the project's rules notes
propose (section 8, ids AT-n for the TCG and AP-n for the 2PCG) or, where the notes propose
none, ours, marked so in the description. ``resolve`` merges an event's overrides with the
defaults and refuses a bad value by its key.

The points left out on purpose are listed by ``noted_for(game)`` with the reason ("noted, no
setting"): document defects (AT-10, AP-14 beyond the version), the rules that are always applied
(AT-6, AT-7, AP-6), the Boss vs Boss seat count (AP-11), the Future Date setup choice (P-D14) and
pod scoring (AT-8, AP-17), which the event's pod settings carry. Brand and universe formats (AT-9,
AP-10) work on the deck lists' tags, since there is no card database.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.settings import Setting, resolve_settings
from opl_tournament.domain.sentences import N_

TCG = "vs-tcg"
TWO_PCG = "vs-2pcg"


TCG_STEPS = ("endurance", "deck", "ko_pile")
P2_STEPS = ("mc_wounds", "mc_health", "mc_level", "deck")
P2_LOSS_STATES = ("ko", "deck", "enemy_side", "hand", "removed")

TCG_STEP_WORDS = {
    "endurance": N_("higher endurance"),
    "deck": N_("more cards left in the deck"),
    "ko_pile": N_("fewer cards in the KO'd pile"),
}
P2_STEP_WORDS = {
    "mc_wounds": N_("fewest wounds on main characters"),
    "mc_health": N_("most Health left"),
    "mc_level": N_("highest main character level"),
    "deck": N_("most cards left in the deck"),
}
P2_LOSS_WORDS = {
    "ko": N_("KO'd"),
    "deck": N_("in the deck"),
    "enemy_side": N_("on an enemy's side"),
    "hand": N_("in the hand"),
    "removed": N_("removed from the game"),
}
CHOOSER_WORDS = {
    "loser_chooses": N_("the loser of the game before"),
    "winner_chooses": N_("the winner of the game before"),
    "random_chooser": N_("a player chosen at random"),
}
"""The choices' words as the judge reads them on the settings page (the keys are what the
command line and the event's stored settings use)."""

TCG_SETTINGS: tuple[Setting, ...] = (
    Setting(
        "tcg.time.virtual_wrapup",
        True,
        N_(
            "At time, check endurance as if the turn's wrap-up happened now: players at 0 or less "
            "lose, unless that would leave nobody, when the highest total stays in"
        ),
        kind="bool",
        refs=("AT-4", "T:148", "T:673"),
        label=N_("Endurance check at time"),
    ),
    Setting(
        "tcg.time.tiebreaks",
        ["endurance"],
        N_(
            "What decides a time-called game after that, in order, from: higher endurance, more "
            "cards left in the deck, fewer cards in the KO'd pile"
        ),
        kind="list",
        choices=TCG_STEPS,
        refs=("AT-3", "T:171"),
        label=N_("Time called: what decides"),
        words=TCG_STEP_WORDS,
    ),
    Setting(
        "tcg.time.level",
        "judge",
        N_("Still level after every step: the judge decides, or the game is a draw"),
        choices=("judge", "draw"),
        refs=("AT-3",),
        label=N_("Time called: still level"),
        words={"judge": N_("the judge decides"), "draw": N_("a draw")},
    ),
    Setting(
        "tcg.time.tied_nonpositive",
        "tiebreaks",
        N_(
            "At the endurance check, when everyone is at 0 or less and several share the highest "
            "total, the rules let the game go on: go on to the next steps, or let the judge decide"
        ),
        choices=("tiebreaks", "judge"),
        refs=("AT-3", "T:673"),
        label=N_("Everyone at 0 or less, tied"),
        words={"tiebreaks": N_("go on to the next steps"), "judge": N_("the judge decides")},
    ),
    Setting(
        "tcg.time.end_of_round",
        "finish_turn",
        N_(
            "When the round's time ends: finish the current turn (each turn is shared by all "
            "players), play extra turns as well, or stop at once (our choice: finish the turn)"
        ),
        choices=("finish_turn", "extra_turns", "stop"),
        refs=("AT-5", "T:2507"),
        label=N_("When the round's time ends"),
        words={
            "finish_turn": N_("finish the current turn"),
            "extra_turns": N_("finish the turn, then the extra turns"),
            "stop": N_("stop at once"),
        },
    ),
    Setting(
        "tcg.time.extra_turns",
        0,
        N_("Extra shared turns after the current one, when the round's time ends with extra turns"),
        kind="int",
        high=5,
        refs=("AT-5",),
        label=N_("Extra turns after time"),
    ),
    Setting(
        "tcg.initiative.game1",
        "random_chooser",
        N_("Game 1: a player chosen at random decides who starts with the initiative"),
        choices=("random_chooser", "random"),
        refs=("AT-2", "T:134"),
        label=N_("Game 1: who picks the initiative"),
        words={"random_chooser": N_("a player chosen at random"), "random": N_("chosen at random")},
    ),
    Setting(
        "tcg.initiative.later_games",
        "loser_chooses",
        N_(
            "Later games of a match: who decides who starts with the initiative (our choice: "
            "the loser of the previous game)"
        ),
        choices=("loser_chooses", "winner_chooses", "random_chooser"),
        refs=("AT-2",),
        label=N_("Later games: who picks the initiative"),
        words=CHOOSER_WORDS,
    ),
    Setting(
        "tcg.deck.min_size",
        60,
        N_("Fewest cards in a deck (the rulebook's 60 unless the event's policy says otherwise)"),
        kind="int",
        low=1,
        high=500,
        refs=("AT-1", "T:131"),
        label=N_("Smallest deck"),
    ),
    Setting(
        "tcg.deck.max_copies",
        4,
        N_("Most copies of one card (same name and version; Army cards are unlimited)"),
        kind="int",
        low=1,
        high=60,
        refs=("AT-1", "AT-6", "T:132"),
        label=N_("Most copies of a card"),
    ),
    Setting(
        "tcg.deck.banned",
        [],
        N_(
            "Cards no deck may hold at this event (a name bans every version; 'Name (Version)' "
            "only that version)"
        ),
        kind="list",
        refs=("AT-1", "T:133"),
        label=N_("Banned cards"),
    ),
    Setting(
        "tcg.deck.brand",
        "any",
        N_(
            "A brand-only event: cards tagged [dc] are refused at a Marvel event and [marvel] at a "
            "DC one; untagged cards are listed for the judge to check"
        ),
        choices=("any", "marvel", "dc"),
        refs=("AT-9", "T:388"),
        label=N_("One brand only"),
        words={"any": N_("any brand"), "marvel": N_("Marvel only"), "dc": N_("DC only")},
    ),
    Setting(
        "tcg.deck.restricted",
        [],
        N_("Cards limited to fewer copies at this event, written Name=N (every version counts)"),
        kind="list",
        refs=("AT-1", "T:133"),
        item_pattern=r".*\S.*=\s*[0-9]{1,4}\s*",
        item_hint="Name=N",
        label=N_("Restricted cards"),
    ),
)

P2_SETTINGS: tuple[Setting, ...] = (
    Setting(
        "p2.time.tiebreaks",
        ["mc_wounds"],
        N_(
            "What decides a time-called game, in order, from: fewest wounds on main characters, "
            "most Health left, highest main character level, most cards left in the deck"
        ),
        kind="list",
        choices=P2_STEPS,
        refs=("AP-1", "P:1039"),
        label=N_("Time called: what decides"),
        words=P2_STEP_WORDS,
    ),
    Setting(
        "p2.time.level",
        "judge",
        N_("Still level after every step: the judge decides, or the players tie"),
        choices=("judge", "tie"),
        refs=("AP-1", "AP-13"),
        label=N_("Time called: still level"),
        words={"judge": N_("the judge decides"), "tie": N_("the players tie")},
    ),
    Setting(
        "p2.stalemate",
        "judge",
        N_(
            "A game nobody can win (a player who can't lose, or a loop nobody can break, marked "
            "'stalemate' on the form): the judge decides, the players tie, or the time-call steps "
            "decide"
        ),
        choices=("judge", "tie", "tiebreaks"),
        refs=("AP-13", "P:545", "P:725"),
        label=N_("A game nobody can win"),
        words={
            "judge": N_("the judge decides"),
            "tie": N_("the players tie"),
            "tiebreaks": N_("the time-call steps decide"),
        },
    ),
    Setting(
        "p2.mc_wound_aggregation",
        "sum",
        N_(
            "A player with several main characters: count the wounds of all (sum), only the "
            "least wounded (min), or only the starting one (starting)"
        ),
        choices=("sum", "min", "starting"),
        refs=("AP-2", "P:350"),
        label=N_("Wounds of several main characters"),
        words={
            "sum": N_("all their wounds added up"),
            "min": N_("the least wounded one"),
            "starting": N_("the starting one only"),
        },
    ),
    Setting(
        "p2.turn_start_loss_states",
        ["ko", "deck", "enemy_side"],
        N_(
            "Where a main character counts as gone at the start of its owner's turn (the rulebook "
            "names KO'd, in the deck and on an enemy's side; hand and removed may be added)"
        ),
        kind="list",
        choices=P2_LOSS_STATES,
        refs=("AP-15", "P:543"),
        label=N_("Main character gone at turn start"),
        words=P2_LOSS_WORDS,
    ),
    Setting(
        "p2.time.count_extra_turns",
        False,
        N_(
            "Whether extra turns (Time-Sink, Pocket Universe) count toward the turns allowed "
            "after time is called (our choice: they do not)"
        ),
        kind="bool",
        refs=("AP-16", "P:1685", "P:1707"),
        label=N_("Extra turns count after time"),
    ),
    Setting(
        "p2.concession",
        "loss",
        N_(
            "A player who concedes loses; in a pod their cards leave as if their last main "
            "character were KO'd"
        ),
        choices=("loss",),
        refs=("AP-3", "P:547"),
        label=N_("A player concedes"),
        words={"loss": N_("the player loses")},
    ),
    Setting(
        "p2.first_player.later_games",
        "loser_chooses",
        N_("Later games of a match: who decides the first player (our choice: the loser)"),
        choices=("loser_chooses", "winner_chooses", "random_chooser"),
        refs=("AP-19", "P:322"),
        label=N_("Later games: who picks the first player"),
        words=CHOOSER_WORDS,
    ),
    Setting(
        "p2.copy_key",
        "full_title",
        N_(
            "What makes two cards 'the same card' for the copy limits: the full title with its "
            "stars, or the title without stars"
        ),
        choices=("full_title", "title_without_stars"),
        refs=("AP-4", "P:762", "P:880"),
        label=N_("What counts as the same card"),
        words={
            "full_title": N_("the full title, stars included"),
            "title_without_stars": N_("the title without its stars"),
        },
    ),
    Setting(
        "p2.loyalty",
        "starting_mc_team",
        N_(
            "Loyalty cards: allowed only with a starting main character of that team, or not "
            "checked (the rulebook never defines the keyword: an assumption)"
        ),
        choices=("starting_mc_team", "off"),
        refs=("AP-5", "P:760", "P:1772"),
        label=N_("Loyalty cards"),
        words={
            "starting_mc_team": N_("only with a starting main character of the team"),
            "off": N_("not checked"),
        },
    ),
    Setting(
        "p2.spiderverse_distinct",
        False,
        N_(
            "Whether the extra Spider-Verse main characters a Spider-Verse deck may hold (four at "
            "most) must each have a different name"
        ),
        kind="bool",
        refs=("AP-7", "P:344", "P:1456"),
        label=N_("Spider-Verse characters all different"),
    ),
    Setting(
        "p2.tournament_mode",
        True,
        N_("Tournament deck rules (the Transform Pile holds at most three Level 2 options)"),
        kind="bool",
        refs=("AP-8", "P:768"),
        label=N_("Tournament deck rules"),
    ),
    Setting(
        "p2.omega_includes_mc",
        True,
        N_("Whether the main character counts for the one-name rule of Omega Level Mutants"),
        kind="bool",
        refs=("AP-9", "P:1398"),
        label=N_("Omega Level: main character counts"),
    ),
    Setting(
        "p2.team_simultaneous_ko",
        "active_team_wins",
        N_("2 vs 2: both teams' last main characters KO'd at once: the active player's team wins"),
        choices=("active_team_wins",),
        refs=("AP-12", "P:543"),
        label=N_("2 vs 2: both teams KO'd at once"),
        words={"active_team_wins": N_("the active player's team wins")},
    ),
    Setting(
        "p2.two_vs_two.recruit_to_teammate",
        False,
        N_("2 vs 2 optional rule: players may recruit into a teammate's rows"),
        kind="bool",
        refs=("AP-18", "P:1863"),
        label=N_("2 vs 2: recruit into a teammate's rows"),
    ),
    Setting(
        "p2.terrain",
        False,
        N_("Play with the Terrain overlay (an extra setup step)"),
        kind="bool",
        refs=("AP-18", "P:1921"),
        label=N_("Terrain overlay"),
    ),
    Setting(
        "p2.deck.excluded_tags",
        [],
        N_(
            "Format filters: cards whose deck-list line carries one of these tags are not allowed "
            "(e.g. evil for It's All Good, illustrated for a Photographic Universe event)"
        ),
        kind="list",
        refs=("AP-10", "P:302", "P:1772"),
        label=N_("Format filters (excluded tags)"),
    ),
    Setting(
        "p2.boss.names",
        ["Leviathon Mother", "Death", "Fin Fang Foom", "Thanos", "Ultron", "Carnage"],
        N_(
            "Boss battles: the main characters a boss player may choose, any version of the name "
            "(the rulebook says five and names six); the judge checks it at the table"
        ),
        kind="list",
        refs=("AP-11", "P:1904"),
        label=N_("Boss characters allowed"),
    ),
    Setting(
        "p2.ruleset_version",
        "5.0",
        N_("The compiled rulebook version the event plays by"),
        kind="text",
        refs=("AP-14", "P:7"),
        label=N_("Rulebook version"),
    ),
)


CATALOGUE: dict[str, tuple[Setting, ...]] = {TCG: TCG_SETTINGS, TWO_PCG: P2_SETTINGS}


@dataclass(frozen=True)
class Noted:
    """An open point of the rules notes that has no setting here, and why."""

    ref: str
    reason: str


TCG_NOTED: tuple[Noted, ...] = (
    Noted(
        "AT-6",
        "Both checks are always made: four copies per name and version, and printed limits "
        "per name over every version.",
    ),
    Noted(
        "AT-7",
        "A card with several names or versions is one card: its whole set of names and "
        "versions is compared (written with ' / ' on the deck list).",
    ),
    Noted(
        "AT-8",
        "Pods are scored with the event's pod settings (winner only, or points by place), "
        "not here; a time-called pod's places come from the verdict.",
    ),
    Noted(
        "AT-10",
        "Misprints and broken cross-references in the rulebook: the program follows the "
        "rules' text, so nothing to set.",
    ),
    Noted(
        "TCG-D4 legal sets",
        "Without a card database the program cannot tell a card's set; the judge checks "
        "legal sets by hand.",
    ),
)

P2_NOTED: tuple[Noted, ...] = (
    Noted(
        "AP-6",
        "A neutral location is one tagged [neutral location SYMBOL] on the deck list; a "
        "location with several symbols (SYMBOL/SYMBOL) counts under each of them.",
    ),
    Noted(
        "AP-11",
        "Boss vs Boss: the rulebook does not settle the number of seats; the event's pod "
        "settings choose the table size.",
    ),
    Noted(
        "AP-14",
        "The rulebook's version mix-up, the missing appendices and the team-list misprints: "
        "only the version played is a setting (p2.ruleset_version).",
    ),
    Noted(
        "AP-17",
        "Pods are scored with the event's pod settings (winner only, or points by place), "
        "not here; a time-called pod's places come from the verdict.",
    ),
    Noted(
        "P-D14",
        "The Future Date number is chosen at the table during setup, not on the deck list.",
    ),
)

NOTED: dict[str, tuple[Noted, ...]] = {TCG: TCG_NOTED, TWO_PCG: P2_NOTED}


def noted_for(game: str) -> tuple[Noted, ...]:
    """The open points of the notes that are deliberately not settings, with the reason."""
    settings_for(game)  # refuses an unknown game the same way
    return NOTED[game]


def settings_for(game: str) -> tuple[Setting, ...]:
    try:
        return CATALOGUE[game]
    except KeyError:
        raise InvalidInput(
            N_("'{game}' has no Vs. System settings", game=game), field="game"
        ) from None


def resolve(game: str, overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every setting of the game: the event's value where it set one, else the default."""
    return resolve_settings(settings_for(game), overrides, owner=game)
