"""Vs. System 2PCG deck registrations: reading them and checking the deck-building rules.

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
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import DeckReport, DeckViolation
from opl_tournament.domain.rules.vs_common import (
    CardLine,
    content_lines,
    line_numbers,
    nearest_tag,
    parse_card_line,
    split_tags,
    tag_number,
)
from opl_tournament.domain.rules.vs_settings import TWO_PCG, resolve
from opl_tournament.domain.sentences import N_, Sentence

DECK_SIZE = 60
COPY_LIMIT, ONE_OF_A_KIND_LIMIT, LEGION_LIMIT = 4, 1, 8
NEUTRAL_LIMIT = 4
SPIDER_VERSE_LIMIT = 4
TRANSFORM_LIMIT = 3
GIFTS = ("death", "immortality", "knowledge", "madness", "power")
ABSORBED_TITLES = ("angel", "beast", "cyclops", "iceman", "jean grey", "professor x")
HIGHEST_LEVEL = 4


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
                        N_("'{name}:' needs the card's name after the colon", name=name),
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
                    N_("put the cards of '{name}:' on the lines below it", name=name),
                    source=source,
                    line=number,
                )
            continue
        if section is None:
            raise InvalidInput(
                N_(
                    "this card is not under a section: start the list with 'Main "
                    "character:' and put the cards under 'Deck:'"
                ),
                source=source,
                line=number,
            )
        section.append(parse_card_line(line, source, number))
    if not (found.main or found.deck or found.extra_main):
        raise InvalidInput(N_("the deck list has no cards"), source=source)
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
        _format_filter,
    )
    violations = [v for check in checks for v in check(reg, rules, source)]
    notes = [
        N_(
            "Names are compared as written and card kinds come from the tags: the program has "
            "no Vs. System card database, so an untagged One of a Kind, Legion or Loyalty card "
            "is checked as an ordinary one."
        ),
        N_(
            "Uniqueness on the table and the team symbols of plot twists and equipment are "
            "rules of play, not of deck building."
        ),
        N_(
            "Piles are checked only where the rules fix their contents (Gift, Spellbook, Wish, "
            "Absorption History, Hound, Hostage, Transform); which card grants a pile, and the "
            "Invention and Bind piles, are left to the judge."
        ),
        N_(
            "Level Up Zone: only the next level of the same name is looked for; whether the "
            "cards are linked (same set or art, a shared team) and any targets a card names "
            "itself are left to the judge."
        ),
    ]
    if rules["p2.loyalty"] != "off":
        notes.append(
            N_(
                "Loyalty is checked as 'the starting main character belongs to that "
                "team': the rulebook never defines the keyword, so this is the "
                "event's assumption."
            )
        )
    if any(c.tag("associated") or c.tag("alternate") for c in _transform_cards(reg) or []):
        notes.append(
            N_(
                "Associated and alternate Level 2 cards in the Transform Pile are not"
                " counted toward its three options: the judge approves them."
            )
        )
    summary: dict[str, Any] = {
        "cards": _count(reg.deck),
        "main_character": reg.main[0].name if reg.main else None,
        "level_up_zone": _count(reg.level_up),
        "piles": {name: _count(cards) for name, cards in reg.piles.items()},
    }
    warnings = tuple(_unknown_tags(reg, rules))
    return DeckReport(not violations, tuple(violations), tuple(notes), summary, warnings)


def _main_character(reg: Registration, _rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    if len(reg.main) == 1:
        return []
    if reg.main:
        problem = N_(
            "{count} starting main characters (lines {lines}); a deck has exactly one (extra "
            "ones a card grants go under 'Extra main character:')",
            count=len(reg.main),
            lines=line_numbers(reg.main),
        )
    else:
        problem = N_("no starting main character: give one 'Main character:'")
    return [DeckViolation("P-D1", problem)]


def _deck_size(reg: Registration, _rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    total = _count(reg.deck)
    if total == DECK_SIZE:
        return []
    return [
        DeckViolation(
            "P-D2",
            N_(
                "the deck has {total} cards; it must have exactly {deck_size} (main "
                "characters, the Level Up Zone and piles are not counted)",
                total=total,
                deck_size=DECK_SIZE,
            ),
        )
    ]


def _copy_limits(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    groups: dict[str, list[CardLine]] = defaultdict(list)
    for card in reg.deck:
        if not card.tag("mc"):
            groups[_key(card.name, rules)].append(card)
    found = []
    for same in groups.values():
        facts = {"copies": _count(same), "card": same[0].name, "lines": line_numbers(same)}
        if any(c.tag("one of a kind") for c in same):
            limit = ONE_OF_A_KIND_LIMIT
            said = N_(
                "{copies} copies of {card} (line {lines}); at most {limit} of a One of a Kind card",
                limit=limit,
                **facts,
            )
        elif any(c.tag("legion") for c in same):
            limit = LEGION_LIMIT
            said = N_(
                "{copies} copies of {card} (line {lines}); at most {limit} of a Legion card",
                limit=limit,
                **facts,
            )
        else:
            limit = COPY_LIMIT
            said = N_(
                "{copies} copies of {card} (line {lines}); at most {limit} of a card",
                limit=limit,
                **facts,
            )
        if _count(same) > limit:
            found.append(DeckViolation("P-D3", said, (same[0].name,)))
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
                    N_(
                        "{count} neutral {symbol} locations (line {lines}); at most {limit} "
                        "per power symbol",
                        count=_count(cards),
                        symbol=symbol.title(),
                        lines=line_numbers(cards),
                        limit=NEUTRAL_LIMIT,
                    ),
                )
            )
        if len(names) > 1:
            found.append(
                DeckViolation(
                    "P-D5",
                    N_(
                        "the neutral {symbol} locations have different names (line {lines}); "
                        "they must all share one name",
                        symbol=symbol.title(),
                        lines=line_numbers(cards),
                    ),
                )
            )
    return found


def _no_tokens_or_mcs(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    found = [
        DeckViolation(
            "P-D6",
            N_(
                "{name} (line {line}) is a token; tokens never start in a deck",
                name=c.name,
                line=c.line,
            ),
            (c.name,),
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
                N_(
                    "main characters in the deck (line {lines}); only a Spider-Verse main "
                    "character allows other Spider-Verse main characters there",
                    lines=line_numbers(offenders),
                ),
                tuple(c.name for c in offenders),
            )
        )
        return found
    if _count(mcs) > SPIDER_VERSE_LIMIT:
        found.append(
            DeckViolation(
                "P-D6",
                N_(
                    "{count} Spider-Verse main characters in the deck (line {lines}); at most "
                    "{limit}",
                    count=_count(mcs),
                    lines=line_numbers(mcs),
                    limit=SPIDER_VERSE_LIMIT,
                ),
            )
        )
    if rules["p2.spiderverse_distinct"]:
        names = [c.name.casefold() for c in mcs for _ in range(c.count)]
        if len(set(names)) != len(names):
            found.append(
                DeckViolation(
                    "P-D6",
                    N_(
                        "the Spider-Verse main characters in the deck must have different "
                        "names at this event"
                    ),
                )
            )
    return found


def _loyalty(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    if rules["p2.loyalty"] == "off" or not reg.main:
        return []
    return _team_tag_misses(
        reg,
        "loyalty",
        _teams(reg.main[0]),
        "P-D7",
        lambda card, team: N_(
            "{card} (line {line}) is loyal to {team}; the starting main character is not of "
            "that team",
            card=card.name,
            line=card.line,
            team=team,
        ),
    )


def _required_mc(reg: Registration, _rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    return _team_tag_misses(
        reg,
        "requires mc",
        set().union(*(_teams(c) for c in reg.all_main)) if reg.all_main else set(),
        "P-D8",
        lambda card, team: N_(
            "{card} (line {line}) needs a main character of {team}; none of the deck's main "
            "characters is",
            card=card.name,
            line=card.line,
            team=team,
        ),
    )


def _team_tag_misses(
    reg: Registration,
    tag: str,
    teams: set[str],
    rule: str,
    explain: Callable[[CardLine, str], Sentence],
) -> list[DeckViolation]:
    """A violation for each deck card whose ``tag`` names a team outside ``teams``."""
    found = []
    for card in reg.deck:
        team = card.tag_value(tag)
        if team is not None and team.casefold() not in teams:
            found.append(DeckViolation(rule, explain(card, team), (card.name,)))
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
            N_(
                "Omega Level Mutants of different names ({names}, line {lines}); they must all "
                "share one name",
                names=", ".join(names),
                lines=line_numbers(cards),
            ),
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
                    N_(
                        "{card} level {level} (line {line}) levels up, but the Level Up Zone "
                        "has no {card} level {next}",
                        card=card.name,
                        level=target[1] - 1,
                        line=card.line,
                        next=target[1],
                    ),
                    (card.name,),
                )
            )
    return found


def _transform_cards(reg: Registration) -> list[CardLine] | None:
    """The Transform Pile (also called the Transformation pile), or None without one."""
    return next(
        (
            cards
            for name, cards in reg.piles.items()
            if name.casefold() in ("transform", "transformation")
        ),
        None,
    )


def _transform_pile(
    reg: Registration, rules: Mapping[str, Any], source: str
) -> list[DeckViolation]:
    pile = _transform_cards(reg)
    uses = any(c.tag("transform") for c in reg.all_main)
    if pile is None:
        return (
            [
                DeckViolation(
                    "P-D11",
                    N_(
                        "a main character transforms, but there is no 'Pile Transform:' with "
                        "its options"
                    ),
                )
            ]
            if uses
            else []
        )
    if not uses:
        return [
            DeckViolation(
                "P-D11", N_("a Transform Pile, but no main character is tagged [transform]")
            )
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
                N_(
                    "{count} Level 2 options in the Transform Pile (line {lines}); at most "
                    "{limit} in tournament play",
                    count=_count(options),
                    lines=line_numbers(options),
                    limit=TRANSFORM_LIMIT,
                ),
            )
        )
    firsts = {c.name.casefold() for c in pile if _level(c, source) == 1}
    for option in options:
        if option.name.casefold() not in firsts:
            found.append(
                DeckViolation(
                    "P-D11",
                    N_(
                        "{name} level 2 (line {line}) needs its Level 1 in the Transform Pile",
                        name=option.name,
                        line=option.line,
                    ),
                    (option.name,),
                )
            )
    return found


def _every_card(reg: Registration) -> list[CardLine]:
    return [*reg.all_main, *reg.level_up, *reg.deck, *(c for p in reg.piles.values() for c in p)]


def _excluded_tags(rules: Mapping[str, Any]) -> set[str]:
    return {t.casefold() for t in rules["p2.deck.excluded_tags"]}


def _format_filter(reg: Registration, rules: Mapping[str, Any], _s: str) -> list[DeckViolation]:
    excluded = _excluded_tags(rules)
    cards = _every_card(reg)
    return [
        DeckViolation(
            "P-D16",
            N_(
                "{name} (line {line}) is tagged [{tag}], which this event's format does not allow",
                name=card.name,
                line=card.line,
                tag=tag,
            ),
            (card.name,),
        )
        for card in cards
        for tag in card.tags
        if tag.casefold() in excluded
    ]


_KNOWN_TAGS = frozenset(
    (
        "one of a kind", "legion", "token", "mc", "spider-verse", "omega", "transform",
        "no level up", "levels up", "associated", "alternate", "location",
    )
)  # fmt: skip
"""The tags the check reads as they are (besides the event's format filters)."""
_TAGS_WITH_VALUE = ("level", "team", "neutral location", "loyalty", "requires mc")
"""The tags the check reads with a value after them: ``[team Avengers]``, ``[level 2]``."""


def _unknown_tags(reg: Registration, rules: Mapping[str, Any]) -> list[Sentence]:
    """A warning for each tag the check does not know (a misspelt ``[evill]`` for an event
    that filters ``[evil]`` out): the card was judged as if it were not there."""
    known = _KNOWN_TAGS | _excluded_tags(rules)
    return [
        _unknown_tag(card, tag, known)
        for card in sorted(_every_card(reg), key=lambda card: card.line)
        for tag in card.tags
        if tag.casefold() not in known
        and not any(_with_value(tag, word) for word in _TAGS_WITH_VALUE)
    ]


def _unknown_tag(card: CardLine, tag: str, known: frozenset[str]) -> Sentence:
    """The warning for one tag the check does not know, with the tag probably meant."""
    meant = nearest_tag(tag, sorted(known), _TAGS_WITH_VALUE)
    if meant is not None:
        return N_(
            "line {line}: no tag [{tag}] is known (did you mean [{meant}]?); {name} was "
            "checked without it",
            line=card.line,
            tag=tag,
            meant=meant,
            name=card.name,
        )
    return N_(
        "line {line}: no tag [{tag}] is known (misspelt?); {name} was checked without it",
        line=card.line,
        tag=tag,
        name=card.name,
    )


def _with_value(tag: str, word: str) -> bool:
    """Whether ``tag`` is ``word`` with a value: "team Avengers", "team: Avengers"."""
    folded = tag.casefold()
    return folded.startswith(word + " ") or folded.startswith(word + ":")


@dataclass(frozen=True)
class _Pile:
    """A pile of the deck list, as its contents rule reads it."""

    cards: list[CardLine]
    names: list[str]
    """Each copy's name, casefolded."""
    rules: Mapping[str, Any]
    source: str
    deck_names: set[str]


def _gift_holds(pile: _Pile) -> bool:
    return sorted(pile.names) == sorted(GIFTS)


def _spellbook_holds(pile: _Pile) -> bool:
    return len(set(pile.names)) == len(pile.names)


def _wish_holds(pile: _Pile) -> bool:
    return (
        len(set(pile.names)) == 3
        and all(pile.names.count(n) == 2 for n in pile.names)
        and not any(c.tag("token") or c.tag("mc") or c.tag("location") for c in pile.cards)
    )


def _absorption_history_holds(pile: _Pile) -> bool:
    return (
        len(pile.names) == 3
        and len(set(pile.names)) == 3
        and all(n in ABSORBED_TITLES for n in pile.names)
        and sorted(_level(c, pile.source) for c in pile.cards) == [1, 2, 3]
    )


def _hound_holds(pile: _Pile) -> bool:
    return (
        len(pile.names) == 4
        and len(set(pile.names)) == 4
        and not any(_key(c.name, pile.rules) in pile.deck_names for c in pile.cards)
    )


def _hostage_holds(pile: _Pile) -> bool:
    return bool(pile.names)


PILE_RULES: dict[str, tuple[Callable[[_Pile], bool], Sentence]] = {
    "gift": (
        _gift_holds,
        N_("holds exactly one each of Death, Immortality, Knowledge, Madness and Power"),
    ),
    "spellbook": (_spellbook_holds, N_("holds at most one copy of each plot twist")),
    "wish": (
        _wish_holds,
        N_(
            "holds three different cards, two copies of each, and no tokens, main characters "
            "or locations"
        ),
    ),
    "absorption history": (
        _absorption_history_holds,
        N_(
            "holds three main characters of levels 1, 2 and 3 with three different titles "
            "from Angel, Beast, Cyclops, Iceman, Jean Grey and Professor X"
        ),
    ),
    "hound": (
        _hound_holds,
        N_("holds four different supporting characters, none with a copy in the deck"),
    ),
    "hostage": (_hostage_holds, N_("holds at least one supporting character")),
}
"""The piles whose contents the rules fix: the test of each, and its rule as messages say it."""


def _pile_contents(reg: Registration, rules: Mapping[str, Any], source: str) -> list[DeckViolation]:
    found: list[DeckViolation] = []
    deck_names = {_key(c.name, rules) for c in reg.deck}
    for name, cards in reg.piles.items():
        rule = PILE_RULES.get(name.casefold())
        if rule is None:
            continue
        holds, problem = rule
        names = [c.name.casefold() for c in cards for _ in range(c.count)]
        if not holds(_Pile(cards, names, rules, source, deck_names)):
            found.append(
                DeckViolation(
                    "P-D13",
                    N_(
                        "the {pile} pile (line {lines}) {problem}",
                        pile=name,
                        lines=line_numbers(cards) or "—",
                        problem=problem,
                    ),
                )
            )
    return found
