"""Is an OverPower deck legal for a given kind of tournament? Predicates D1–D20.

The rule ids (D1–D20, and the tournament kit's deck checks DECK-01..14) and the documents their
line citations refer to are listed in ``docs/sources.md``. Every broken
rule becomes a ``DeckViolation`` with its id, an explanation in our words and the cards involved.
Checks that need eyes on the physical cards (proxies, sleeves, sealed product) are returned as
notes for the judge to attest.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from opl_tournament.domain.errors import InvalidInput, one_of
from opl_tournament.domain.rules.base import DeckReport, DeckViolation
from opl_tournament.domain.rules.overpower.cards import (
    Aspect,
    CardDatabase,
    Character,
    Event,
    Location,
    Mission,
    PowerCard,
    Special,
    TacticCard,
    UniverseCard,
    base_character_name,
    normalize_name,
    parse_power_name,
)
from opl_tournament.domain.rules.overpower.decklist import (
    PLAYABLE_SECTIONS,
    DeckEntry,
    DeckList,
    parse_deck,
)
from opl_tournament.domain.sentences import N_, Sentence, joined

TOURNAMENT_TYPES = ("constructed", "sealed", "locations")
EVENT_TIERS = ("local", "regional", "national")
SUM_CAP = 80
SUM_CAP_WITH_ANY_POWER = 76
MIN_PLAYABLE = 51
MIN_PLAYABLE_WITH_EVENTS = 56
TEAM_SIZE = 4
MAX_BATTLESITE_SPECIALS = 12
ONE_PER_DECK_CODES = frozenset({"HQ"})

_SECTION_KIND = {
    "characters": "characters",
    "activators": "characters",
    "home_base": "locations",
    "battlesite": "locations",
    "battlesite_specials": "specials",
    "specials": "specials",
    "power": "power",
    "universe": "universe",
    "tactics": "tactics",
    "aspects": "aspects",
    "events": "events",
    "missions": "missions",
}

ATTESTATIONS = (
    N_("D19/DECK-07: the judge confirms no card is a proxy (a physical check)."),
    N_("DECK-13: the judge confirms the sleeves are the approved kind (a physical check)."),
    N_(
        "D20: Hero/Villain codes have no deck-building rule of their own; enforce them in play "
        "only if the event announced it."
    ),
)


@dataclass(frozen=True)
class DeckOptions:
    """Event settings that change the checks.

    ``tier``: Beyonder characters are banned at regional and national events (D19, T:177).
    ``activators_exact``: D7e demands exactly one Activator per Battlesite Special instead of
    at least one (the sources' wording allows both readings).
    """

    tier: str = "local"
    activators_exact: bool = False


@dataclass(frozen=True)
class _Item:
    entry: DeckEntry
    card: Any

    @property
    def name(self) -> str:
        return self.card.name if self.card is not None else self.entry.name


@dataclass
class _Deck:
    items: list[_Item] = field(default_factory=list)
    notes: list[Sentence] = field(default_factory=list)

    def section(self, *names: str) -> list[_Item]:
        return [item for item in self.items if item.entry.section in names]

    def count(self, *names: str) -> int:
        return sum(item.entry.count for item in self.section(*names))


def check_deck_text(
    deck_text: str,
    *,
    tournament_type: str,
    source: str = "deck",
    cards: CardDatabase | None = None,
    options: DeckOptions | None = None,
) -> DeckReport:
    """Parse a deck list (text or JSON) and check it; ``InvalidInput`` on unreadable input."""
    return check_deck(
        parse_deck(deck_text, source=source),
        tournament_type=tournament_type,
        cards=cards,
        options=options,
    )


def check_deck(
    deck: DeckList,
    *,
    tournament_type: str,
    cards: CardDatabase | None = None,
    options: DeckOptions | None = None,
) -> DeckReport:
    one_of(tournament_type, TOURNAMENT_TYPES, what=N_("tournament type"), field="tournament_type")
    options = options or DeckOptions()
    one_of(options.tier, EVENT_TIERS, what=N_("event tier"), field="tier")
    database = cards if cards is not None else CardDatabase()
    resolved = _resolve(deck, database)
    return _Checker(resolved, tournament_type, options, database).report()


# -- resolving names to cards ---------------------------------------------------------------


def _resolve(deck: DeckList, database: CardDatabase) -> _Deck:
    resolved = _Deck()
    for entry in deck.entries:
        try:
            resolved.items.extend(_resolve_entry(entry, database, resolved.notes))
        except InvalidInput as exc:
            raise exc.located(source=deck.source, line=entry.line, field="name") from None
    return resolved


def _lookup(
    database: CardDatabase, kind: str, entry: DeckEntry, notes: list[Sentence]
) -> Any | None:
    """The card a deck line means; printings that differ need the set (or, for a character,
    a grid). When even the set leaves differing printings of a non-character, the first is
    used and the judge is told."""
    versions: tuple[Any, ...] = ()
    if entry.set_hint is not None:
        set_code = database.set_code(entry.set_hint)
        if set_code is not None:
            bare = entry.name[: entry.name.rfind("(")].strip()
            versions = database.versions(kind, bare, set_code)
    if not versions:
        versions = database.versions(kind, entry.name)
    if len(versions) <= 1:
        return versions[0] if versions else None
    sets = sorted({card.set for card in versions})
    if kind == "characters" and entry.grid is None:
        if len(sets) > 1 and entry.set_hint is None:
            hint = N_("add the set in parentheses ({sets})", sets=", ".join(sets))
        else:
            hint = N_(
                "give its power grid, as '{name} [E F S I]' (Energy, Fighting, Strength, "
                "Intellect)",
                name=entry.name,
            )
        raise InvalidInput(
            N_("'{name}' has versions with different grids; {hint}", name=entry.name, hint=hint)
        )
    if kind != "characters":
        notes.append(
            N_(
                "The card data holds differing printings of '{name}' ({sets}); "
                "it was checked as the first one, so the judge should look at the card.",
                name=entry.name,
                sets=", ".join(sets),
            )
        )
    return versions[0]


def _resolve_entry(entry: DeckEntry, database: CardDatabase, notes: list[Sentence]) -> list[_Item]:
    kind = _SECTION_KIND[entry.section]
    if kind == "power":
        parsed = parse_power_name(entry.name)
        known = _lookup(database, kind, entry, notes)
        if parsed is not None:
            power_kind, value = parsed
            power = PowerCard(entry.name, known.set if known else "", power_kind, value)
            return [_Item(entry, power)]
        return [_Item(entry, known)]
    card = _lookup(database, kind, entry, notes)
    if kind == "characters":
        if entry.grid is not None:
            base = card if card is not None else Character(entry.name, "", None)
            card = replace(base, grid=entry.grid)
        elif card is None and entry.section == "characters":
            raise InvalidInput(_unknown_character(entry.name, database))
    if card is None and kind == "missions":
        whole_set = database.mission_set(entry.name)
        if whole_set:
            if entry.count != 7:
                raise InvalidInput(
                    N_(
                        "'{name}' is a mission set: write '7 {name}' for the whole set or "
                        "list its Missions one by one",
                        name=entry.name,
                    )
                )
            unique = {normalize_name(m.name): m for m in reversed(whole_set)}
            return [
                _Item(replace(entry, count=1, name=m.name), m) for m in reversed(unique.values())
            ]
    return [_Item(entry, card)]


def _unknown_character(name: str, database: CardDatabase) -> Sentence:
    """The refusal of a character no card has: first that the name is not known (and the
    names nearest it), then how a character missing from the card data is given."""
    nearest = database.nearest("characters", name)
    if nearest:
        return N_(
            "no character named '{name}' is known (did you mean {nearest}?): check its "
            "spelling; a character missing from the card data is given with its power grid, "
            "as '{name} [E F S I]' (Energy, Fighting, Strength, Intellect)",
            name=name,
            nearest=_quoted(nearest),
        )
    return N_(
        "no character named '{name}' is known: check its spelling; a character missing from "
        "the card data is given with its power grid, as '{name} [E F S I]' (Energy, Fighting, "
        "Strength, Intellect)",
        name=name,
    )


def _quoted(names: Iterable[str]) -> str:
    return ", ".join(f"'{name}'" for name in names)


def _unknown_card(item: _Item, database: CardDatabase) -> Sentence | str:
    """A card no card of the data has, named with the known names nearest it."""
    nearest = database.nearest(_SECTION_KIND[item.entry.section], item.name)
    if not nearest:
        return item.name
    return N_("{name} (did you mean {nearest}?)", name=item.name, nearest=_quoted(nearest))


# -- the checks -------------------------------------------------------------------------------


def _names(items: Iterable[_Item]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for item in items:
        seen.setdefault(item.name, None)
    return tuple(seen)


class _Checker:
    def __init__(
        self, deck: _Deck, tournament_type: str, options: DeckOptions, database: CardDatabase
    ) -> None:
        self.deck = deck
        self.type = tournament_type
        self.options = options
        self.database = database
        self.violations: list[DeckViolation] = []
        self.notes: list[Sentence] = list(dict.fromkeys(deck.notes))
        self.team = [item for item in deck.section("characters") for _ in range(item.entry.count)]
        team_cards = [item.card for item in self.team if item.card is not None]
        self.team_keys: set[str] = set().union(*(c.keys() for c in team_cards))
        self.team_access: dict[str, set[bool | None]] = {}
        for c in team_cards:
            for name in c.special_access:
                self.team_access.setdefault(normalize_name(name), set()).add(c.access_one_per_deck)
        self.beyonder_on_team = any(_is_beyonder(c) for c in team_cards)
        home = deck.section("home_base")
        site = deck.section("battlesite")
        self.home_base: Location | None = home[0].card if home else None
        self.battlesite: Location | None = site[0].card if site else None

    def fail(self, rule: str, message: Sentence, cards: Iterable[str] = ()) -> None:
        self.violations.append(DeckViolation(rule, message, tuple(cards)))

    def report(self) -> DeckReport:
        for check in (
            self.team_size,
            self.locations,
            self.sum_deck,
            self.battlesite_rules,
            self.activators,
            self.aspects,
            self.missions,
            self.events,
            self.one_per_deck,
            self.minimum_size,
            self.multipower_vs_any_power,
            self.character_specials,
            self.tournament_bans,
        ):
            check()
        missing = list({i.name: i for i in self.deck.items if i.card is None}.values())
        unknown = [item.name for item in missing]
        if unknown:
            self.notes.append(
                N_(
                    "No card of these names is known (check their spelling), so the rules that "
                    "depend on a card's facts were not checked for them (the judge should "
                    "look): {cards}",
                    cards=joined([_unknown_card(i, self.database) for i in missing], "semicolon"),
                )
            )
        self.notes.extend(ATTESTATIONS)
        if self.type == "sealed":
            self.notes.append(
                N_(
                    "DECK-14: the judge confirms the cards come from the player's sealed "
                    "product (one Starter plus the announced Boosters of the same set)."
                )
            )
        return DeckReport(
            legal=not self.violations,
            violations=tuple(self.violations),
            remarks=tuple(self.notes),
            summary=self.summary(unknown),
        )

    # D1
    def team_size(self) -> None:
        if len(self.team) != TEAM_SIZE:
            self.fail(
                "D1",
                N_(
                    "A team has exactly {size} characters; this deck lists {listed}.",
                    size=TEAM_SIZE,
                    listed=len(self.team),
                ),
                _names(self.team),
            )
        # C26: the rules do not say whether a team may hold one character twice (or two of
        # its versions); the research's default is to allow it and flag it for the judge.
        seen: dict[str, list[str]] = {}
        for item in self.team:
            name = item.card.name if item.card is not None else item.entry.name
            seen.setdefault(normalize_name(base_character_name(name)), []).append(item.name)
        twice = [names[0] for names in seen.values() if len(names) > 1]
        if twice:
            self.notes.append(
                N_(
                    "C26: the team holds more than one card of the same character ({characters});"
                    " the rules neither allow nor forbid it, so the judge decides.",
                    characters=", ".join(twice),
                )
            )

    # D2, D3, D6
    def locations(self) -> None:
        homes = self.deck.section("home_base")
        sites = self.deck.section("battlesite")
        if self.deck.count("home_base") > 1 or self.deck.count("battlesite") > 1:
            self.fail(
                "D2",
                N_("At most one Location may be the Home Base and at most one the Battlesite."),
                _names(homes + sites),
            )
        for item in homes + sites:
            if item.card is not None and not isinstance(item.card, Location):
                self.fail(
                    "D2", N_("Only a Location card can be a Home Base or Battlesite."), [item.name]
                )
        home = self.home_base
        if home is not None and not home.any_team:
            outsiders = [i.name for i in self.team if i.card and not home.lists(i.card)]
            if outsiders:
                self.fail(
                    "D3",
                    N_(
                        "Every team character must be on the Home Base's list ({name}); these"
                        " are not.",
                        name=home.name,
                    ),
                    outsiders,
                )
        site = self.battlesite
        if site is not None:
            listed = [i.name for i in self.team if i.card and site.lists(i.card)]
            if listed:
                self.fail(
                    "D6",
                    N_(
                        "No team character may be on the Battlesite's list ({name}).",
                        name=site.name,
                    ),
                    listed,
                )
            if home is not None and home.forbids_battlesite:
                self.fail(
                    "D6",
                    N_("The Home Base {name} does not allow a Battlesite.", name=home.name),
                    [home.name, site.name],
                )

    def _home_base_breaks_sum(self) -> bool:
        home = self.home_base
        return home is not None and not home.any_team

    def _any_power_cards(self) -> list[_Item]:
        return [
            item
            for item in self.deck.section("power", "universe")
            if (isinstance(item.card, PowerCard) and item.card.kind == "any-power")
            or (isinstance(item.card, UniverseCard) and item.card.any_power)
        ]

    def sum_cap(self) -> int:
        return SUM_CAP_WITH_ANY_POWER if self._any_power_cards() else SUM_CAP

    def sum_rule_applies(self) -> bool:
        if self.type == "sealed":
            return False
        if self.type == "locations":
            return not self._home_base_breaks_sum()
        return True

    # D4 (with D5's point values)
    def sum_deck(self) -> None:
        if not self.sum_rule_applies():
            return
        total = self.team_points()
        cap = self.sum_cap()
        if total > cap:
            if cap == SUM_CAP_WITH_ANY_POWER:
                said = N_(
                    "The team's points add up to {total}; the limit is {cap} because the deck "
                    "holds Any-Power cards. (D5: a character counts its grid total unless it "
                    "says it counts as fewer.)",
                    total=total,
                    cap=cap,
                )
            else:
                said = N_(
                    "The team's points add up to {total}; the limit is {cap}. (D5: a character "
                    "counts its grid total unless it says it counts as fewer.)",
                    total=total,
                    cap=cap,
                )
            self.fail(
                "D4",
                said,
                _names_of(f"{i.name} ({i.card.point_value})" for i in self.team if i.card),
            )

    def team_points(self) -> int:
        return sum(i.card.point_value or 0 for i in self.team if i.card is not None)

    # D7, D8, DECK-11, DECK-12
    def battlesite_rules(self) -> None:
        under = self.deck.section("battlesite_specials")
        site = self.battlesite
        if site is None:
            if under:
                self.fail(
                    "D7",
                    N_("Specials can only be set under a Battlesite; this deck has none."),
                    _names(under),
                )
            return
        if site.any_team:
            if under:
                self.fail(
                    "D8",
                    N_(
                        "{name} lists no characters: it holds no Specials underneath.",
                        name=site.name,
                    ),
                    _names(under),
                )
            generic = [i for i in self.deck.section("specials") if _generic(i.card)]
            if sum(i.entry.count for i in generic) > MAX_BATTLESITE_SPECIALS:
                self.fail(
                    "D8",
                    N_(
                        "With {name} as Battlesite the deck may hold at most "
                        "{most} Any Hero / Any Character Specials.",
                        name=site.name,
                        most=MAX_BATTLESITE_SPECIALS,
                    ),
                    _names(generic),
                )
            return
        listed = {normalize_name(n) for n in site.characters}
        wrong = [
            i.name
            for i in under
            if isinstance(i.card, Special) and normalize_name(i.card.character) not in listed
        ]
        if wrong:
            self.fail(
                "D7",
                N_("Specials under {name} must belong to characters on its list.", name=site.name),
                wrong,
            )
        if self.deck.count("battlesite_specials") > MAX_BATTLESITE_SPECIALS:
            self.fail(
                "D7",
                N_(
                    "At most {most} Specials fit under a Battlesite; this deck sets {count}.",
                    most=MAX_BATTLESITE_SPECIALS,
                    count=self.deck.count("battlesite_specials"),
                ),
                _names(under),
            )
        opd = [i for i in under if _one_per_deck(i.card)]
        if sum(i.entry.count for i in opd) > 1:
            self.fail(
                "D7",
                N_("Only one One-Per-Deck Special may be under the Battlesite."),
                _names(opd),
            )
        codes: Counter[str] = Counter()
        for item in under:
            if isinstance(item.card, Special) and item.card.code:
                codes[item.card.code] += item.entry.count
        repeated = [
            i.name for i in under if isinstance(i.card, Special) and codes[i.card.code or ""] > 1
        ]
        if repeated:
            self.fail(
                "D7",
                N_("Specials under the Battlesite must all have different two-letter codes."),
                repeated,
            )
        self._activators_for(under)
        owners_under = {
            normalize_name(i.card.character) for i in under if isinstance(i.card, Special)
        }
        both = [
            i.name
            for i in self.deck.section("specials")
            if isinstance(i.card, Special) and normalize_name(i.card.character) in owners_under
        ]
        if both and self.type == "locations":
            self.fail(
                "D7",
                N_(
                    "A character's Specials may be in the deck or under the Battlesite, "
                    "not both (DECK-12)."
                ),
                both,
            )

    def _activators_for(self, under: list[_Item]) -> None:
        needed: Counter[str] = Counter()
        ordinary: Counter[str] = Counter()  # Specials a Beyonder Activator may stand in for
        for item in under:
            if isinstance(item.card, Special):
                owner = normalize_name(item.card.character)
                needed[owner] += item.entry.count
                if not _one_per_deck(item.card):
                    ordinary[owner] += item.entry.count
        have: Counter[str] = Counter()
        wild = 0
        for item in self.deck.section("activators"):
            card = item.card
            if isinstance(card, Character) and _is_beyonder(card):
                wild += item.entry.count
                continue
            keys = card.keys() if isinstance(card, Character) else {normalize_name(item.name)}
            owner = next((k for k in keys if k in needed), normalize_name(item.name))
            have[owner] += item.entry.count
        if self.beyonder_on_team and wild:
            self.fail(
                "D7",
                N_("Beyonder is on the team, so his card may not be used as an Activator."),
                [i.name for i in self.deck.section("activators") if _is_beyonder_item(i)],
            )
            wild = 0
        short: list[str] = []
        for owner, count in needed.items():
            missing = count - have[owner]
            stand_in = min(missing, ordinary[owner], wild)
            if stand_in > 0:
                wild -= stand_in
                missing -= stand_in
            if missing > 0:
                short.append(owner)
        if short:
            self.fail(
                "D7",
                N_(
                    "Each Special under the Battlesite needs an Activator of its "
                    "character in the deck (a Beyonder Activator can stand in, except for"
                    " a One-Per-Deck Special or when Beyonder is on the team)."
                ),
                [
                    i.name
                    for i in under
                    if normalize_name(getattr(i.card, "character", "")) in short
                ],
            )
        if self.options.activators_exact:
            extra = [owner for owner, count in have.items() if count > needed.get(owner, 0)]
            if extra:
                self.fail(
                    "D7",
                    N_(
                        "This event wants exactly one Activator per Battlesite Special; these"
                        " have more."
                    ),
                    extra,
                )

    # D9
    def activators(self) -> None:
        activators = self.deck.section("activators")
        site = self.battlesite
        if activators and (site is None or site.any_team):
            self.fail(
                "D9",
                N_("Activators are only allowed with a Battlesite that lists characters."),
                _names(activators),
            )

    # D10
    def aspects(self) -> None:
        aspects = self.deck.section("aspects")
        home = self.home_base
        if home is None:
            if aspects:
                self.fail(
                    "D10", N_("Aspects need a Home Base; this deck has none."), _names(aspects)
                )
            return
        wrong = [
            i.name
            for i in aspects
            if isinstance(i.card, Aspect)
            and i.card.location is not None
            and normalize_name(i.card.location) != normalize_name(home.name)
        ]
        if wrong:
            self.fail(
                "D10",
                N_("These Aspects belong to another Location than {name}.", name=home.name),
                wrong,
            )

    def mission_cards(self) -> list[Mission]:
        return [
            i.card
            for i in self.deck.section("missions")
            for _ in range(i.entry.count)
            if isinstance(i.card, Mission)
        ]

    def mission_set_name(self) -> str | None:
        sets = {m.mission_set for m in self.mission_cards()}
        return next(iter(sets)) if len(sets) == 1 else None

    # D11
    def missions(self) -> None:
        items = self.deck.section("missions")
        count = self.deck.count("missions")
        known = self.mission_cards()
        sets = sorted({normalize_name(m.mission_set) for m in known})
        has_events = self.deck.count("events") > 0

        def with_hint(problem: Sentence) -> Sentence:
            if not has_events:
                return problem
            return N_(
                "{problem} Events may only be used with a complete set numbered 1-7.",
                problem=problem,
            )

        if count != 7:
            self.fail(
                "D11",
                with_hint(
                    N_(
                        "A deck carries exactly 7 Mission cards, one complete set; it has {count}.",
                        count=count,
                    )
                ),
                _names(items),
            )
            return
        if len(sets) > 1:
            self.fail(
                "D11",
                with_hint(N_("All 7 Missions must come from the same mission set.")),
                _names(items),
            )
            return
        numbers = [m.number for m in known]
        if None in numbers:
            self.notes.append(
                N_(
                    "D11: the card data does not give a reliable number for {missions}; "
                    "the judge checks the set is numbered 1-7.",
                    missions=", ".join(m.name for m in known if m.number is None),
                )
            )
        given = [n for n in numbers if n is not None]
        if len(set(given)) != len(given):
            self.fail(
                "D11",
                with_hint(N_("The 7 Missions must be the set's numbers 1 to 7, each once.")),
                _names(items),
            )

    # D12, D13
    def events(self) -> None:
        events = self.deck.section("events")
        if not events:
            return
        mission_set = self.mission_set_name()
        wrong = [
            i.name
            for i in events
            if isinstance(i.card, Event)
            and i.card.mission_set is not None
            and (
                mission_set is None
                or normalize_name(i.card.mission_set) != normalize_name(mission_set)
            )
        ]
        if wrong:
            self.fail(
                "D12",
                N_(
                    "Events must belong to the deck's mission set ({set}) or be Any Mission "
                    "Events.",
                    set=mission_set,
                )
                if mission_set
                else N_("Events must belong to the deck's mission set or be Any Mission Events."),
                wrong,
            )
        titles: Counter[str] = Counter()
        for item in events:
            titles[normalize_name(item.name)] += item.entry.count
        doubled = [i.name for i in events if titles[normalize_name(i.name)] > 1]
        if doubled:
            self.fail("D13", N_("Each Event may appear only once in a deck."), _names_of(doubled))

    # D14
    def one_per_deck(self) -> None:
        groups: dict[tuple[str, str], list[_Item]] = {}
        for item in self.deck.section(*PLAYABLE_SECTIONS, "battlesite_specials"):
            key = _one_per_deck_key(item.card)
            if key is not None:
                groups.setdefault(key, []).append(item)
        for (_kind, _key), items in groups.items():
            if sum(i.entry.count for i in items) > 1:
                card = items[0].card
                if isinstance(card, Special) and card.generic:
                    why = N_(
                        "One-Per-Deck Any Hero / Any Character Specials of one kind (same code) "
                        "are limited to one copy, whatever the artwork."
                    )
                elif isinstance(card, Special) and card.code in ONE_PER_DECK_CODES:
                    why = N_(
                        "Specials coded {code} are One-Per-Deck in tournaments.", code=card.code
                    )
                else:
                    why = N_("This card is One-Per-Deck.")
                self.fail("D14", why, _names(items))

    # D15
    def minimum_size(self) -> None:
        size = self.deck.count(*PLAYABLE_SECTIONS)
        has_events = self.deck.count("events") > 0
        minimum = MIN_PLAYABLE_WITH_EVENTS if has_events else MIN_PLAYABLE
        if size < minimum:
            if has_events:
                said = N_(
                    "The draw pile needs at least {minimum} cards because it uses Events; this "
                    "deck has {size} (characters, Missions, Locations and Battlesite Specials "
                    "do not count).",
                    minimum=minimum,
                    size=size,
                )
            else:
                said = N_(
                    "The draw pile needs at least {minimum} cards; this deck has {size} "
                    "(characters, Missions, Locations and Battlesite Specials do not count).",
                    minimum=minimum,
                    size=size,
                )
            self.fail("D15", said)

    # D17
    def multipower_vs_any_power(self) -> None:
        multi = [
            i
            for i in self.deck.section("power")
            if isinstance(i.card, PowerCard) and i.card.kind == "multipower"
        ]
        anyp = self._any_power_cards()
        if multi and anyp:
            self.fail(
                "D17",
                N_("A deck may not mix MultiPower and Any-Power cards."),
                _names(multi + anyp),
            )

    # D18
    def character_specials(self) -> None:
        """Only the team's own Specials, or those a teammate's ability grants (with its
        One-Per-Deck qualifier). Beyonder's "may play any Special" works in play only: the deck
        may hold only Specials the team's characters could use (rule book R:5722, R:5764)."""
        outsiders: list[str] = []
        for item in self.deck.section("specials"):
            card = item.card
            if not isinstance(card, Special) or card.generic:
                continue
            owner = normalize_name(card.character)
            if owner in self.team_keys or self._granted(owner, card):
                continue
            outsiders.append(item.name)
        if outsiders:
            self.fail(
                "D18",
                N_(
                    "A character's Specials may only be used by that character (or by a "
                    "teammate whose ability grants them, One-Per-Deck or not as it says);"
                    " these belong to characters not on the team."
                ),
                _names_of(outsiders),
            )

    def _granted(self, owner: str, card: Special) -> bool:
        qualifiers = self.team_access.get(owner, set())
        return None in qualifiers or _one_per_deck(card) in qualifiers

    # D19
    def tournament_bans(self) -> None:
        if self.type in ("constructed", "sealed"):
            locations = self.deck.section("home_base", "battlesite")
            if locations:
                self.fail(
                    "D19",
                    N_("Locations are not allowed in {type} tournaments.", type=self.type),
                    _names(locations),
                )
        if self.type == "locations":
            generic = [
                i for i in self.deck.section("specials", "battlesite_specials") if _generic(i.card)
            ]
            if generic:
                self.fail(
                    "D19",
                    N_(
                        "Any Hero and Any Character Specials are not allowed in Locations "
                        "tournaments."
                    ),
                    _names(generic),
                )
        if self.options.tier in ("regional", "national") and self.beyonder_on_team:
            self.fail(
                "D19",
                N_("Beyonder may not be on a team at a {tier} event.", tier=self.options.tier),
                [i.name for i in self.team if i.card and _is_beyonder(i.card)],
            )

    def summary(self, unknown: list[str]) -> dict[str, Any]:
        missions = self.mission_cards()
        return {
            "tournament_type": self.type,
            "deck_size": self.deck.count(*PLAYABLE_SECTIONS),
            "minimum_size": MIN_PLAYABLE_WITH_EVENTS if self.deck.count("events") else MIN_PLAYABLE,
            "characters": [
                {
                    "name": i.name,
                    "grid": i.card.grid.as_list() if i.card and i.card.grid else None,
                    "points": i.card.point_value if i.card else None,
                }
                for i in self.team
            ],
            "sum_of_grids": self.team_points(),
            "sum_limit": self.sum_cap() if self.sum_rule_applies() else None,
            "missions": {
                "count": self.deck.count("missions"),
                "set": self.mission_set_name(),
                "numbers": sorted(m.number for m in missions if m.number is not None),
            },
            "counts": {
                section: self.deck.count(section)
                for section in (*PLAYABLE_SECTIONS, "battlesite_specials")
            },
            "home_base": self.home_base.name if self.home_base else None,
            "battlesite": self.battlesite.name if self.battlesite else None,
            "unknown_cards": list(dict.fromkeys(unknown)),
        }


def _names_of(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))


def _is_beyonder(card: Character) -> bool:
    return card.any_special or normalize_name(card.name) == "beyonder"


def _is_beyonder_item(item: _Item) -> bool:
    return isinstance(item.card, Character) and _is_beyonder(item.card)


def _generic(card: Any) -> bool:
    return isinstance(card, Special) and card.generic


def _one_per_deck(card: Any) -> bool:
    if isinstance(card, Special):
        return card.one_per_deck or (card.code or "") in ONE_PER_DECK_CODES
    if isinstance(card, (Aspect, TacticCard)):
        return card.one_per_deck
    return False


def _one_per_deck_key(card: Any) -> tuple[str, str] | None:
    """Cards sharing a key count together toward the one copy a One-Per-Deck card allows."""
    if not _one_per_deck(card):
        return None
    if isinstance(card, Special) and card.generic and card.code:
        return ("generic-special", card.code)
    return (type(card).__name__, normalize_name(card.name))
