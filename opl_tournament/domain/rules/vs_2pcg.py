"""Vs. System 2PCG (Compiled Rulebook 5.0): deck checks and time-called games, 2 to 4 players.

Deck list, in sections (a section header ends with a colon; ``#`` starts a comment)::

    Main character: Captain America [level 1; team Avengers]
    Extra main character: Devil Dinosaur [level 1]        # only when a card grants one
    Level up:
    1 Captain America [level 2; team Avengers]
    Deck:
    4 Shield Agent [team Avengers]
    1 Cosmic Cube [one of a kind]
    8 Hand Ninja [legion]
    4 Training Room [neutral location Might]
    Pile Gift:
    1 Death
    …

Tags say what only the card itself shows (there is no Vs. System card database): ``level N``,
``team T`` (repeatable), ``one of a kind``, ``legion``, ``token``, ``mc`` (a main character card
in the deck), ``spider-verse``, ``neutral location SYMBOL`` (``Energy/Might`` for several),
``omega``, ``loyalty T``, ``requires mc T``, ``transform`` (a main character with the Transform
ability), ``no level up`` (a Level 1 main character that does not level up), ``levels up`` (a
Level 2+ one that does), ``associated`` / ``alternate`` (Transform Pile extras).

Checks (ids of the rules notes): P-D1 exactly one starting main character; P-D2 exactly 60 cards
in the deck (main characters, the Level Up Zone and piles apart); P-D3 at most 4 of a card, 1 of
a One of a Kind, 8 of a Legion; P-D5 at most 4 neutral locations of a power symbol, all of one
name; P-D6 no tokens or main characters in the deck, except up to 4 other Spider-Verse main
characters with a Spider-Verse main character; P-D7 Loyalty; P-D8 "Starting Main Character
Required"; P-D9 Omega Level Mutants share one name; P-D10 every main character that levels up has
its next level in the Level Up Zone; P-D11 the Transform Pile (at most three Level 2 options in
tournament play, each with its Level 1); P-D13 the piles whose contents the rules fix (Gift,
Spellbook, Wish, Absorption History, Hound, Hostage). Uniqueness and team symbols on plot twists
are play-time rules, never deck rules (P-D15).

Time-called game, the judge's form::

    {"game": "vs-2pcg", "outright_winner": null, "agreed_winner": null,
     "all_out_of_cards": false, "active_player": "0001", "simultaneous_final_ko": false,
     "players": [{"id": "0001", "team": null, "deck": 12, "conceded": false,
       "main_characters": [{"name": "Captain America", "level": 2, "wounds": 3, "health": 7,
                            "location": "front", "starting": true}]}, …]}

``health`` null is infinite (Amortal). A main character is KO'd when the form says so
(``"ko": true`` or location ``ko``) or when its wounds reach its Health. ``team`` groups 2 vs 2
teammates (and boss battles: ``boss`` / ``challengers``). The ladder: an outright win stands;
conceded players are out; the players' agreement stands; a side whose every main character is
gone is out and the last side left wins (both last ones KO'd at once: the active player's side);
when every player is out of cards the fewest main-character wounds wins and equal counts tie (a
rule of the game); then the event's time-call steps (fewest wounds by default); then the judge.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import DeckReport, DeckViolation, ResultType, Verdict
from opl_tournament.domain.rules.vs_common import (
    CardLine,
    Step,
    VsRules,
    content_lines,
    flag,
    form_players,
    named_player,
    parse_card_line,
    player_id,
    run_ladder,
    split_tags,
    tag_number,
    whole,
)
from opl_tournament.domain.rules.vs_settings import TWO_PCG, resolve

DECK_SIZE = 60
COPY_LIMIT, ONE_OF_A_KIND_LIMIT, LEGION_LIMIT = 4, 1, 8
NEUTRAL_LIMIT = 4
SPIDER_VERSE_LIMIT = 4
TRANSFORM_LIMIT = 3
GIFTS = ("death", "immortality", "knowledge", "madness", "power")
ABSORBED_TITLES = ("angel", "beast", "cyclops", "iceman", "jean grey", "professor x")
HIGHEST_LEVEL = 4
INFINITE_HEALTH = 10**6

RESULT_TYPES: tuple[ResultType, ...] = (
    ResultType(
        "outright",
        "Won under the game rules before time (every enemy main character "
        "KO'd, or a card that says its player wins)",
    ),
    ResultType("concession", "Every other player conceded"),
    ResultType("agreement", "The players agreed on the winner when time was called"),
    ResultType("elimination", "At time, every other side's main characters were KO'd or gone"),
    ResultType(
        "simultaneous_ko",
        "The last main characters were KO'd at once: the player whose turn it was wins",
    ),
    ResultType("out_of_cards", "Everyone out of cards: fewest wounds on main characters wins"),
    ResultType(
        "tie",
        "A tie: equal fewest wounds with everyone out of cards, or level at time "
        "where the event scores that as a tie",
    ),
    ResultType("mc_wounds", "Fewest wounds on main characters at time"),
    ResultType("mc_health", "Most Health left on main characters at time"),
    ResultType("mc_level", "Highest main-character level at time"),
    ResultType("deck", "Most cards left in the deck at time"),
    ResultType("judge", "Still level after every step: the judge decides"),
)
STEP_LABELS = {
    "mc_wounds": "wounds on main characters",
    "mc_health": "Health left on main characters",
    "mc_level": "main-character level",
    "deck": "cards left in deck",
}
LOCATIONS = (
    "front",
    "back",
    "atlantis",
    "pocket_universe",
    "enemy_side",
    "deck",
    "hand",
    "ko",
    "removed",
    "level_up_zone",
    "pile",
)

_TOP_KEYS = {
    "game",
    "outright_winner",
    "agreed_winner",
    "all_out_of_cards",
    "active_player",
    "simultaneous_final_ko",
    "players",
    "event",
    "round",
    "table",
    "notes",
    "turn",
    "first_player",
}
_PLAYER_KEYS = {
    "id",
    "name",
    "team",
    "deck",
    "hand",
    "ko_pile",
    "resources",
    "conceded",
    "main_characters",
    "supporting",
    "removed_from_game",
    "piles",
}
_MC_KEYS = {
    "name",
    "level",
    "wounds",
    "health",
    "location",
    "starting",
    "ko",
    "bind",
    "vitality",
    "state",
    "exhausted",
    "xp_up",
    "xp_down",
    "counters",
    "equipment",
}


# ----- deck lists


@dataclass
class Registration:
    """A parsed 2PCG deck registration."""

    main: list[CardLine] = field(default_factory=list)
    extra_main: list[CardLine] = field(default_factory=list)
    level_up: list[CardLine] = field(default_factory=list)
    deck: list[CardLine] = field(default_factory=list)
    piles: dict[str, list[CardLine]] = field(default_factory=dict)

    @property
    def all_main(self) -> list[CardLine]:
        return self.main + self.extra_main


def _header(text: str) -> tuple[str, str] | None:
    """(section, inline value) when the line is a section header like ``Deck:``."""
    head, sep, rest = text.partition(":")
    if not sep or "[" in head:
        return None
    words = " ".join(head.split()).casefold()
    if words in (
        "main character",
        "starting main character",
        "extra main character",
        "level up",
        "level up zone",
        "deck",
    ) or words.startswith("pile "):
        return head.strip(), rest.strip()
    return None


def parse_registration(text: str, source: str = "deck") -> Registration:
    found = Registration()
    section: list[CardLine] | None = None
    for number, line in content_lines(text, source):
        header = _header(line)
        if header is not None:
            name, inline = header
            key = " ".join(name.split()).casefold()
            if key in ("main character", "starting main character", "extra main character"):
                if not inline:
                    raise InvalidInput(
                        f"'{name}:' needs the card's name after the colon",
                        source=source,
                        line=number,
                    )
                card_name, tags = split_tags(inline, source, number)
                card = CardLine(number, 1, card_name, tags)
                (found.extra_main if key.startswith("extra") else found.main).append(card)
                section = None
            elif key.startswith("level up"):
                section = found.level_up
            elif key == "deck":
                section = found.deck
            else:
                pile = " ".join(name.split()[1:])
                section = found.piles.setdefault(pile, [])
            if inline and not key.endswith("main character"):
                raise InvalidInput(
                    f"put the cards of '{name}:' on the lines below it", source=source, line=number
                )
            continue
        if section is None:
            raise InvalidInput(
                "this card is not under a section: start the list with 'Main character:' and "
                "put the cards under 'Deck:'",
                source=source,
                line=number,
            )
        section.append(parse_card_line(line, source, number))
    if not (found.main or found.deck or found.extra_main):
        raise InvalidInput("the deck list has no cards", source=source)
    return found


def _key(name: str, rules: Mapping[str, Any]) -> str:
    text = name.casefold()
    if rules["p2.copy_key"] == "title_without_stars":
        text = text.replace("★", "").replace("*", "")
    return " ".join(text.split())


def _teams(card: CardLine) -> set[str]:
    return {
        t[len("team ") :].strip().casefold() for t in card.tags if t.casefold().startswith("team ")
    }


def _level(card: CardLine, source: str) -> int:
    level = tag_number(card, "level", source)
    return 1 if level is None else level


def _count(cards: Sequence[CardLine]) -> int:
    return sum(c.count for c in cards)


def _lines(cards: Sequence[CardLine]) -> str:
    return ", ".join(str(c.line) for c in cards)


def check_deck_text(
    deck_text: str, *, source: str = "deck", settings: Mapping[str, Any] | None = None
) -> DeckReport:
    rules = resolve(TWO_PCG, settings)
    reg = parse_registration(deck_text, source)
    checks = (
        _main_character,
        _deck_size,
        _copy_limits,
        _neutral_locations,
        _no_tokens_or_mcs,
        _loyalty,
        _required_mc,
        _omega,
        _level_up_zone,
        _transform_pile,
        _pile_contents,
    )
    violations = [v for check in checks for v in check(reg, rules, source)]
    notes = (
        "Names are compared as written and card kinds come from the tags: the program has no "
        "Vs. System card database, so an untagged One of a Kind, Legion or Loyalty card is "
        "checked as an ordinary one.",
        "Uniqueness on the table and the team symbols of plot twists and equipment are rules "
        "of play, not of deck building.",
        "Piles are checked only where the rules fix their contents; which card grants a pile "
        "is not checked.",
    )
    summary: dict[str, Any] = {
        "cards": _count(reg.deck),
        "main_character": reg.main[0].name if reg.main else None,
        "level_up_zone": _count(reg.level_up),
        "piles": {name: _count(cards) for name, cards in reg.piles.items()},
    }
    return DeckReport(not violations, tuple(violations), notes, summary)


def _main_character(reg: Registration, _rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    if len(reg.main) == 1:
        return []
    if not reg.main:
        return [DeckViolation("P-D1", "no starting main character: give one 'Main character:'")]
    return [
        DeckViolation(
            "P-D1",
            f"{len(reg.main)} starting main characters (lines {_lines(reg.main)}); a deck "
            "has exactly one (extra ones a card grants go under 'Extra main character:')",
        )
    ]


def _deck_size(reg: Registration, _rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    total = _count(reg.deck)
    if total == DECK_SIZE:
        return []
    return [
        DeckViolation(
            "P-D2",
            f"the deck has {total} cards; it must have exactly {DECK_SIZE} (main "
            "characters, the Level Up Zone and piles are not counted)",
        )
    ]


def _copy_limits(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    groups: dict[str, list[CardLine]] = defaultdict(list)
    for card in reg.deck:
        if not card.tag("mc"):
            groups[_key(card.name, rules)].append(card)
    found = []
    for same in groups.values():
        if any(c.tag("one of a kind") for c in same):
            limit, kind = ONE_OF_A_KIND_LIMIT, "a One of a Kind card"
        elif any(c.tag("legion") for c in same):
            limit, kind = LEGION_LIMIT, "a Legion card"
        else:
            limit, kind = COPY_LIMIT, "a card"
        copies = _count(same)
        if copies > limit:
            found.append(
                DeckViolation(
                    "P-D3",
                    f"{copies} copies of {same[0].name} (line {_lines(same)}); at most "
                    f"{limit} of {kind}",
                    (same[0].name,),
                )
            )
    return found


def _neutral_locations(
    reg: Registration, _rules: Mapping[str, Any], _s: str
) -> list[DeckViolation]:
    by_symbol: dict[str, list[CardLine]] = defaultdict(list)
    for card in reg.deck:
        symbols = card.tag_value("neutral location")
        if symbols is None:
            continue
        for symbol in symbols.split("/"):
            if symbol.strip():
                by_symbol[symbol.strip().casefold()].append(card)
    found = []
    for symbol, cards in sorted(by_symbol.items()):
        names = {c.name.casefold() for c in cards}
        if _count(cards) > NEUTRAL_LIMIT:
            found.append(
                DeckViolation(
                    "P-D5",
                    f"{_count(cards)} neutral {symbol.title()} locations (line "
                    f"{_lines(cards)}); at most {NEUTRAL_LIMIT} per power symbol",
                )
            )
        if len(names) > 1:
            found.append(
                DeckViolation(
                    "P-D5",
                    f"the neutral {symbol.title()} locations have different names (line "
                    f"{_lines(cards)}); they must all share one name",
                )
            )
    return found


def _no_tokens_or_mcs(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    found = [
        DeckViolation(
            "P-D6", f"{c.name} (line {c.line}) is a token; tokens never start in a deck", (c.name,)
        )
        for c in reg.deck
        if c.tag("token")
    ]
    mcs = [c for c in reg.deck if c.tag("mc")]
    if not mcs:
        return found
    verse = any(c.tag("spider-verse") for c in reg.main)
    if not verse or any(not c.tag("spider-verse") for c in mcs):
        offenders = [c for c in mcs if not (verse and c.tag("spider-verse"))]
        found.append(
            DeckViolation(
                "P-D6",
                f"main characters in the deck (line {_lines(offenders)}); only a "
                "Spider-Verse main character allows other Spider-Verse main characters there",
                tuple(c.name for c in offenders),
            )
        )
        return found
    if _count(mcs) > SPIDER_VERSE_LIMIT:
        found.append(
            DeckViolation(
                "P-D6",
                f"{_count(mcs)} Spider-Verse main characters in the deck (line "
                f"{_lines(mcs)}); at most {SPIDER_VERSE_LIMIT}",
            )
        )
    if rules["p2.spiderverse_distinct"]:
        names = [c.name.casefold() for c in mcs for _ in range(c.count)]
        if len(set(names)) != len(names):
            found.append(
                DeckViolation(
                    "P-D6",
                    "the Spider-Verse main characters in the deck must have different names "
                    "at this event",
                )
            )
    return found


def _loyalty(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    if rules["p2.loyalty"] == "off" or not reg.main:
        return []
    teams = _teams(reg.main[0])
    found = []
    for card in reg.deck:
        team = card.tag_value("loyalty")
        if team is not None and team.casefold() not in teams:
            found.append(
                DeckViolation(
                    "P-D7",
                    f"{card.name} (line {card.line}) is loyal to {team}; the starting main "
                    "character is not of that team",
                    (card.name,),
                )
            )
    return found


def _required_mc(reg: Registration, _rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    teams = set().union(*(_teams(c) for c in reg.all_main)) if reg.all_main else set()
    found = []
    for card in reg.deck:
        team = card.tag_value("requires mc")
        if team is not None and team.casefold() not in teams:
            found.append(
                DeckViolation(
                    "P-D8",
                    f"{card.name} (line {card.line}) needs a main character of {team}; "
                    "none of the deck's main characters is",
                    (card.name,),
                )
            )
    return found


def _omega(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    cards = [c for c in reg.deck if c.tag("omega")]
    if rules["p2.omega_includes_mc"]:
        cards += [c for c in reg.all_main if c.tag("omega")]
    names = sorted({c.name for c in cards}, key=str.casefold)
    if len({n.casefold() for n in names}) <= 1:
        return []
    return [
        DeckViolation(
            "P-D9",
            f"Omega Level Mutants of different names ({', '.join(names)}, line "
            f"{_lines(cards)}); they must all share one name",
            tuple(names),
        )
    ]


def _levels_up(card: CardLine, source: str) -> bool:
    level = _level(card, source)
    if level >= HIGHEST_LEVEL or card.tag("no level up"):
        return False
    return level == 1 or card.tag("levels up")


def _level_up_zone(
    reg: Registration, _rules: Mapping[str, Any], source: str
) -> list[DeckViolation]:
    zone = {(c.name.casefold(), _level(c, source)) for c in reg.level_up}
    found = []
    for card in reg.all_main + reg.level_up:
        if not _levels_up(card, source):
            continue
        target = (card.name.casefold(), _level(card, source) + 1)
        if target not in zone:
            found.append(
                DeckViolation(
                    "P-D10",
                    f"{card.name} level {target[1] - 1} (line {card.line}) levels up, but "
                    f"the Level Up Zone has no {card.name} level {target[1]}",
                    (card.name,),
                )
            )
    return found


def _transform_pile(
    reg: Registration, rules: Mapping[str, Any], source: str
) -> list[DeckViolation]:
    pile = next(
        (
            cards
            for name, cards in reg.piles.items()
            if name.casefold() in ("transform", "transformation")
        ),
        None,
    )
    uses = any(c.tag("transform") for c in reg.all_main)
    if pile is None:
        return (
            [
                DeckViolation(
                    "P-D11",
                    "a main character transforms, but there is no "
                    "'Pile Transform:' with its options",
                )
            ]
            if uses
            else []
        )
    if not uses:
        return [
            DeckViolation("P-D11", "a Transform Pile, but no main character is tagged [transform]")
        ]
    found = []
    options = [
        c
        for c in pile
        if _level(c, source) == 2 and not (c.tag("associated") or c.tag("alternate"))
    ]
    if rules["p2.tournament_mode"] and _count(options) > TRANSFORM_LIMIT:
        found.append(
            DeckViolation(
                "P-D11",
                f"{_count(options)} Level 2 options in the Transform Pile (line "
                f"{_lines(options)}); at most {TRANSFORM_LIMIT} in tournament play",
            )
        )
    firsts = {c.name.casefold() for c in pile if _level(c, source) == 1}
    for option in options:
        if option.name.casefold() not in firsts:
            found.append(
                DeckViolation(
                    "P-D11",
                    f"{option.name} level 2 (line {option.line}) needs its Level 1 in the "
                    "Transform Pile",
                    (option.name,),
                )
            )
    return found


def _pile_contents(reg: Registration, rules: Mapping[str, Any], source: str) -> list[DeckViolation]:
    found: list[DeckViolation] = []
    deck_names = {_key(c.name, rules) for c in reg.deck}
    for name, cards in reg.piles.items():
        kind = name.casefold()
        names = [c.name.casefold() for c in cards for _ in range(c.count)]
        problem = None
        if kind == "gift" and sorted(names) != sorted(GIFTS):
            problem = "holds exactly one each of Death, Immortality, Knowledge, Madness and Power"
        elif kind == "spellbook" and len(set(names)) != len(names):
            problem = "holds at most one copy of each plot twist"
        elif kind == "wish" and (
            len(set(names)) != 3
            or any(names.count(n) != 2 for n in names)
            or any(c.tag("token") or c.tag("mc") or c.tag("location") for c in cards)
        ):
            problem = (
                "holds three different cards, two copies of each, and no tokens, main "
                "characters or locations"
            )
        elif kind == "absorption history" and (
            len(names) != 3
            or len(set(names)) != 3
            or any(n not in ABSORBED_TITLES for n in names)
            or sorted(_level(c, source) for c in cards) != [1, 2, 3]
        ):
            problem = (
                "holds three main characters of levels 1, 2 and 3 with three different "
                "titles from Angel, Beast, Cyclops, Iceman, Jean Grey and Professor X"
            )
        elif kind == "hound" and (
            len(names) != 4
            or len(set(names)) != 4
            or any(_key(c.name, rules) in deck_names for c in cards)
        ):
            problem = "holds four different supporting characters, none with a copy in the deck"
        elif kind == "hostage" and not names:
            problem = "holds at least one supporting character"
        if problem is not None:
            found.append(
                DeckViolation("P-D13", f"the {name} pile (line {_lines(cards) or '—'}) {problem}")
            )
    return found


# ----- time-called games


@dataclass(frozen=True)
class MainCharacter:
    name: str
    level: int | None
    wounds: int
    health: int | None
    location: str
    starting: bool
    knocked_out: bool
    bind: bool


@dataclass(frozen=True)
class Player:
    id: str
    side: str
    deck: int | None
    conceded: bool
    mcs: tuple[MainCharacter, ...]


def _mc(data: Any, where: str, first: bool) -> MainCharacter:
    if not isinstance(data, Mapping):
        raise InvalidInput(f"{where} must be an object", field="main_characters")
    unknown = sorted(set(data) - _MC_KEYS)
    if unknown:
        raise InvalidInput(f"{where} has an unknown field '{unknown[0]}'", field=unknown[0])
    name = data.get("name", "")
    if not isinstance(name, str):
        raise InvalidInput(f"{where}.name must be text", field="name")
    location = data.get("location", "front")
    if location not in LOCATIONS:
        raise InvalidInput(
            f"{where}.location must be one of {', '.join(LOCATIONS)}", field="location"
        )
    health = None if data.get("health") is None else whole(data, "health", where, low=1)
    level = None if data.get("level") is None else whole(data, "level", where, low=0)
    wounds = whole(data, "wounds", where, default=0)
    starting = data.get("starting", first)
    if not isinstance(starting, bool):
        raise InvalidInput(f"{where}.starting must be true or false", field="starting")
    knocked_out = (
        flag(data, "ko", where) or location == "ko" or (health is not None and wounds >= health)
    )
    return MainCharacter(
        name, level, wounds, health, location, starting, knocked_out, flag(data, "bind", where)
    )


def _player(data: Mapping[str, Any], index: int) -> Player:
    where = f"players[{index}]"
    unknown = sorted(set(data) - _PLAYER_KEYS)
    if unknown:
        raise InvalidInput(f"{where} has an unknown field '{unknown[0]}'", field=unknown[0])
    pid = player_id(data, index)
    mcs = data.get("main_characters")
    if not isinstance(mcs, list) or not mcs:
        raise InvalidInput(
            f"{where}.main_characters must list the player's main characters",
            field="main_characters",
        )
    team = data.get("team")
    if team is not None and (not isinstance(team, str) or not team.strip()):
        raise InvalidInput(f"{where}.team must be the team's name", field="team")
    return Player(
        id=pid,
        side=team.strip() if isinstance(team, str) else pid,
        deck=None if data.get("deck") is None else whole(data, "deck", where),
        conceded=flag(data, "conceded", where),
        mcs=tuple(_mc(m, f"{where}.main_characters[{i}]", i == 0) for i, m in enumerate(mcs)),
    )


def _is_out(player: Player, gone_states: Sequence[str]) -> bool:
    counted = [m for m in player.mcs if not m.bind] or list(player.mcs)
    return all(m.knocked_out or m.location in gone_states for m in counted)


def _wounds(player: Player, aggregation: str) -> int:
    counted = [m for m in player.mcs if not m.bind] or list(player.mcs)
    if aggregation == "starting":
        counted = [m for m in counted if m.starting] or counted[:1]
    values = [m.wounds for m in counted]
    return min(values) if aggregation == "min" else sum(values)


def _health_left(player: Player) -> int:
    return sum(
        (INFINITE_HEALTH if m.health is None else max(0, m.health - m.wounds))
        for m in player.mcs
        if not m.knocked_out
    )


def _mc_level(player: Player, index: int) -> int:
    levels = [m.level for m in player.mcs if not m.knocked_out]
    if any(level is None for level in levels):
        raise InvalidInput(
            f"players[{index}] main characters need their level: the event's "
            "time-call ladder compares it",
            field="level",
        )
    return max((lv for lv in levels if lv is not None), default=0)


def _side_values(players: Sequence[Player], step: str, rules: Mapping[str, Any]) -> dict[str, int]:
    values: dict[str, int] = defaultdict(int)
    for index, player in enumerate(players):
        if step == "mc_wounds":
            value = _wounds(player, rules["p2.mc_wound_aggregation"])
        elif step == "mc_health":
            value = _health_left(player)
        elif step == "mc_level":
            value = _mc_level(player, index)
            values[player.side] = max(values[player.side], value)
            continue
        else:
            if player.deck is None:
                raise InvalidInput(
                    f"players[{index}].deck is needed: the event's time-call ladder compares it",
                    field="deck",
                )
            value = player.deck
        values[player.side] += value
    return dict(values)


def adjudicate(state: Mapping[str, Any], policy: Mapping[str, Any] | None = None) -> Verdict:
    if not isinstance(state, Mapping):
        raise InvalidInput("the form must be a JSON object")
    unknown = sorted(set(state) - _TOP_KEYS)
    if unknown:
        raise InvalidInput(f"the form has an unknown field '{unknown[0]}'", field=unknown[0])
    rules = resolve(TWO_PCG, policy)
    players = [_player(p, i) for i, p in enumerate(form_players(state))]
    ids = [p.id for p in players]
    sides = list(dict.fromkeys(p.side for p in players))
    if len(sides) < 2:
        raise InvalidInput("every player is on the same team: a game needs two sides", field="team")
    members = {side: [p for p in players if p.side == side] for side in sides}
    gone = rules["p2.turn_start_loss_states"]
    aggregation = rules["p2.mc_wound_aggregation"]
    figures: dict[str, dict[str, Any]] = {
        p.id: {
            "side": p.side,
            "out": _is_out(p, gone),
            "mc_wounds": _wounds(p, aggregation),
            "mc_ko": [m.name for m in p.mcs if m.knocked_out],
            "deck": p.deck,
        }
        for p in players
    }

    def players_of(group: Sequence[str]) -> tuple[str, ...]:
        return tuple(p.id for side in group for p in members[side])

    def verdict(
        side: str | None,
        by: str,
        why: str,
        side_places: Sequence[Sequence[str]] = (),
        trail: Sequence[str] = (),
    ) -> Verdict:
        if side is not None and not side_places:
            side_places = [[side], [s for s in sides if s != side]]
        placings = tuple(players_of(group) for group in side_places if group)
        winner = None if side is None else members[side][0].id
        if len(players) == 2 and by != "tie":
            placings = ()
        return Verdict(winner, by, figures, why, tuple(trail), placings)

    def side_of(pid: str) -> str:
        return next(p.side for p in players if p.id == pid)

    outright = named_player(state, "outright_winner", ids)
    if outright is not None:
        return verdict(
            side_of(outright),
            "outright",
            f"{_who(side_of(outright), members)} won under the game rules; that stands.",
        )
    conceded_sides = [s for s in sides if all(p.conceded for p in members[s])]
    standing = [s for s in sides if s not in conceded_sides]
    if len(standing) == 1:
        return verdict(
            standing[0], "concession", f"Everyone else conceded: {_who(standing[0], members)} wins."
        )
    if not standing:
        raise InvalidInput(
            "every player conceded: at least one must still be in the game", field="conceded"
        )
    agreed = named_player(state, "agreed_winner", ids)
    if agreed is not None:
        return verdict(
            side_of(agreed),
            "agreement",
            f"The players agreed that {_who(side_of(agreed), members)} won.",
        )
    alive = [s for s in standing if not all(_is_out(p, gone) for p in members[s])]
    out = [s for s in standing if s not in alive]
    if len(alive) == 1:
        return verdict(
            alive[0],
            "elimination",
            f"Every main character of the other side(s) is KO'd or gone: "
            f"{_who(alive[0], members)} wins.",
            [alive, out, conceded_sides],
        )
    if not alive:
        active = named_player(state, "active_player", ids)
        if not flag(state, "simultaneous_final_ko", "form") or active is None:
            raise InvalidInput(
                "every main character is KO'd or gone: if the last ones went at once, set "
                "simultaneous_final_ko and the active_player (whose turn it was)",
                field="active_player",
            )
        side = side_of(active)
        return verdict(
            side,
            "simultaneous_ko",
            f"The last main characters were KO'd at once on {active}'s turn: "
            f"{_who(side, members)} wins.",
            [[side], [s for s in standing if s != side], conceded_sides],
        )
    out_groups = [out, conceded_sides]
    if flag(state, "all_out_of_cards", "form"):
        wounds = Step(
            "out_of_cards",
            "wounds on main characters (everyone out of cards)",
            _side_values(players, "mc_wounds", rules),
            False,
        )
        outcome = run_ladder(alive, out_groups, [wounds])
        if outcome.winner is not None:
            return verdict(
                outcome.winner,
                "out_of_cards",
                f"Everyone is out of cards: {_who(outcome.winner, members)} has the "
                "fewest wounds on main characters.",
                outcome.placings,
                outcome.trail,
            )
        return verdict(
            None,
            "tie",
            f"Everyone is out of cards with equal fewest wounds: {', '.join(outcome.leaders)} tie.",
            outcome.placings,
            outcome.trail,
        )
    steps = [
        Step(name, STEP_LABELS[name], _side_values(players, name, rules), name != "mc_wounds")
        for name in rules["p2.time.tiebreaks"]
    ]
    outcome = run_ladder(alive, out_groups, steps)
    if outcome.winner is not None:
        by = str(outcome.decided_by)
        return verdict(
            outcome.winner,
            by,
            f"{_who(outcome.winner, members)} is ahead on {STEP_LABELS[by]}.",
            outcome.placings,
            outcome.trail,
        )
    level = ", ".join(outcome.leaders)
    if rules["p2.time.level"] == "tie":
        return verdict(
            None, "tie", f"{level} are level on every step: a tie.", outcome.placings, outcome.trail
        )
    return verdict(
        None, "judge", f"{level} are level on every step: the judge decides.", (), outcome.trail
    )


def _who(side: str, members: Mapping[str, Sequence[Player]]) -> str:
    players = members[side]
    if len(players) == 1 and players[0].id == side:
        return side
    return f"{side} ({' and '.join(p.id for p in players)})"


RULES = VsRules(TWO_PCG, RESULT_TYPES, adjudicate, check_deck_text)
