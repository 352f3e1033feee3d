"""The OverPower card database: the facts about each card that deck legality needs.

Only facts are kept (names, set, type, owner, two-letter code, grids, flags, mission sets, a
location's character list); never game text. The services layer builds a ``CardDatabase`` from
the shipped JSON resource with ``CardDatabase.from_json``; the domain never reads files.

Names are matched loosely (``normalize_name``): case, accents, trademark signs, punctuation,
"Dr."/"Mr." abbreviations and a leading "The" do not matter.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.sentences import N_

GRID_TYPES = ("energy", "fighting", "strength", "intellect")
DOCUMENT_FORMAT = "opl-overpower-cards"
DOCUMENT_VERSION = 1

_ABBREVIATIONS = {"dr": "doctor", "mr": "mister", "mrs": "missus", "capt": "captain"}
_TRADEMARKS = re.compile(r"[\u2122\u00a9\u00ae]|\(sic\)", re.IGNORECASE)


def normalize_name(name: str) -> str:
    """The key two spellings of one card name share (see module docstring)."""
    text = _TRADEMARKS.sub(" ", name)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = text.replace("&", " and ")
    words = re.sub(r"[^0-9a-z]+", " ", text).split()
    words = [_ABBREVIATIONS.get(word, word) for word in words]
    if len(words) > 1 and words[0] == "the":
        words = words[1:]
    return " ".join(words)


@dataclass(frozen=True)
class PowerGrid:
    """A character's four ratings, in the printed order Energy-Fighting-Strength-Intellect."""

    energy: int
    fighting: int
    strength: int
    intellect: int

    def __post_init__(self) -> None:
        for kind in GRID_TYPES:
            value = getattr(self, kind)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 9:
                raise InvalidInput(
                    N_("a grid rating must be a whole number 0-9, got {value}", value=repr(value))
                )

    @property
    def total(self) -> int:
        return self.energy + self.fighting + self.strength + self.intellect

    def as_list(self) -> list[int]:
        return [self.energy, self.fighting, self.strength, self.intellect]

    def __str__(self) -> str:
        return "-".join(str(v) for v in self.as_list())


@dataclass(frozen=True)
class PrintedCard:
    """What every card has: its name as printed and the id of its set."""

    name: str
    set: str


@dataclass(frozen=True)
class Character(PrintedCard):
    """A Character card (also usable as an Activator).

    ``grid`` is None for Beyonder, whose printed ratings are infinite. ``points`` is the
    inherent "counts as N points for deckbuilding" value, when the card has one.
    ``special_access`` names whose Specials this character may also play ("May play any
    Beast Specials"); ``access_one_per_deck`` qualifies that access: True for One-Per-Deck
    Specials only ("any Professor X One-Per-Deck Specials"), False for the others only ("any
    non-One-Per-Deck Morlocks Specials"), None for all. ``any_special`` is Beyonder's "may play
    any Special" (an in-game ability: it does not widen what the deck may hold).
    """

    grid: PowerGrid | None
    points: int | None = None
    aliases: tuple[str, ...] = ()
    special_access: tuple[str, ...] = ()
    any_special: bool = False
    access_one_per_deck: bool | None = None

    @property
    def point_value(self) -> int | None:
        """Points for the Sum Deck Rule: the override, else the grid sum (None if unknown)."""
        if self.points is not None:
            return self.points
        return self.grid.total if self.grid is not None else None

    def keys(self) -> frozenset[str]:
        """Every normalized name this character answers to (card name, base name, aliases)."""
        names = {self.name, base_character_name(self.name), *self.aliases}
        return frozenset(normalize_name(n) for n in names if n)


@dataclass(frozen=True)
class Special(PrintedCard):
    """A Special card; ``character`` is its owner, or "Any Hero" / "Any Character"."""

    character: str
    code: str | None
    one_per_deck: bool = False
    any_hero: bool = False
    any_character: bool = False

    @property
    def generic(self) -> bool:
        return self.any_hero or self.any_character


@dataclass(frozen=True)
class PowerCard(PrintedCard):
    """A Power card. Power cards are never One Per Deck (the rule book allows that only for
    Events, Specials, Aspects and Artifacts)."""

    kind: str
    value: int


@dataclass(frozen=True)
class UniverseCard(PrintedCard):
    subtype: str
    any_power: bool = False


@dataclass(frozen=True)
class TacticCard(PrintedCard):
    subtype: str
    one_per_deck: bool = False


@dataclass(frozen=True)
class Mission(PrintedCard):
    """A Mission card; ``number`` is None when the source data gives a conflicting number."""

    mission_set: str
    number: int | None


@dataclass(frozen=True)
class Event(PrintedCard):
    """An Event card; ``mission_set`` is None for "Any Mission" Events."""

    mission_set: str | None


@dataclass(frozen=True)
class Location(PrintedCard):
    """A Location; ``any_team`` when it lists no characters (any legal team may use it)."""

    characters: tuple[str, ...] = ()
    any_team: bool = False
    forbids_battlesite: bool = False

    def lists(self, character: Character) -> bool:
        listed = {normalize_name(n) for n in self.characters}
        return bool(listed & character.keys())


@dataclass(frozen=True)
class Aspect(PrintedCard):
    """An Aspect; ``location`` is None for "Any Home Base" Aspects."""

    location: str | None
    code: str | None = None
    one_per_deck: bool = False


KINDS: dict[str, type[Any]] = {
    "characters": Character,
    "specials": Special,
    "power": PowerCard,
    "universe": UniverseCard,
    "tactics": TacticCard,
    "missions": Mission,
    "events": Event,
    "locations": Location,
    "aspects": Aspect,
}


def base_character_name(name: str) -> str:
    """ "Batman - Avenger" -> "Batman"; "Angel: The Fallen" -> "Angel"."""
    for separator in (" - ", ": "):
        if separator in name:
            return name.split(separator, 1)[0].strip()
    return name.strip()


# Power cards are printed 1 to 8 (R:45): "9 Strength" is no card, so it is looked up (not found).
_POWER_NAME = re.compile(
    r"^\s*([1-8])\s*(energy|fighting|strength|intellect|multi-?\s?power|any-?\s?power)\s*$",
    re.IGNORECASE,
)


def parse_power_name(name: str) -> tuple[str, int] | None:
    """ "5 Fighting" -> ("fighting", 5); "3 Multi-Power" -> ("multipower", 3); else None."""
    match = _POWER_NAME.match(name)
    if match is None:
        return None
    kind = re.sub(r"[\s-]", "", match.group(2).lower())
    kind = {"multipower": "multipower", "anypower": "any-power"}.get(kind, kind)
    return kind, int(match.group(1))


@dataclass(frozen=True)
class CardDatabase:
    """All cards by kind, with loose-name lookup and set disambiguation."""

    sets: Mapping[str, str] = field(default_factory=dict)
    cards: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    _index: Mapping[tuple[str, str], tuple[Any, ...]] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )
    _set_keys: Mapping[str, str] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        index: dict[tuple[str, str], list[Any]] = {}
        for kind, items in self.cards.items():
            for card in items:
                index.setdefault((kind, normalize_name(card.name)), []).append(card)
        object.__setattr__(self, "_index", {k: tuple(v) for k, v in index.items()})
        set_keys = {normalize_name(code): code for code in self.sets}
        set_keys.update({normalize_name(title): code for code, title in self.sets.items()})
        object.__setattr__(self, "_set_keys", set_keys)

    def all(self, kind: str) -> tuple[Any, ...]:
        return tuple(self.cards.get(kind, ()))

    def set_code(self, text: str) -> str | None:
        """The set id for a set id or title given in a deck list, or None if unknown."""
        return self._set_keys.get(normalize_name(text))

    def candidates(self, kind: str, name: str, set_code: str | None = None) -> tuple[Any, ...]:
        found = self._index.get((kind, normalize_name(name)), ())
        if set_code is not None:
            found = tuple(card for card in found if card.set == set_code)
        return found

    def versions(self, kind: str, name: str, set_code: str | None = None) -> tuple[Any, ...]:
        """The printings of a card that differ in some fact (reprints collapse into one)."""
        distinct: dict[tuple[Any, ...], Any] = {}
        for card in self.candidates(kind, name, set_code):
            distinct.setdefault(_facts(card), card)
        return tuple(distinct.values())

    def find(self, kind: str, name: str, set_code: str | None = None) -> Any | None:
        """The one card of ``kind`` called ``name`` (None if there is none).

        Printings that differ only by set are the same card for legality, so the first is
        returned. If printings differ in a fact (e.g. two grids), the set must be given:
        ``InvalidInput`` lists the sets to choose from.
        """
        found = self.versions(kind, name, set_code)
        if len(found) > 1:
            raise InvalidInput(
                N_(
                    "'{name}' exists in versions that differ ({sets}); "
                    "add the set in parentheses, e.g. 'NAME (set)'",
                    name=name,
                    sets=_set_list(found),
                )
            )
        return found[0] if found else None

    def nearest(self, kind: str, name: str, most: int = 3) -> tuple[str, ...]:
        """The names of ``kind`` closest to ``name``, one that no card has (misspelt), best
        first: what a judge probably meant ("Jugernaut": "Juggernaut")."""
        names = {key: cards[0].name for (k, key), cards in self._index.items() if k == kind}
        close = difflib.get_close_matches(normalize_name(name), names, n=most, cutoff=0.75)
        return tuple(names[key] for key in close)

    def mission_set(self, name: str) -> tuple[Mission, ...]:
        """All Missions of the mission set called ``name`` (loosely matched)."""
        key = normalize_name(name)
        return tuple(m for m in self.all("missions") if normalize_name(m.mission_set) == key)

    def as_json(self) -> dict[str, Any]:
        return {
            "format": DOCUMENT_FORMAT,
            "version": DOCUMENT_VERSION,
            "sets": dict(self.sets),
            **{kind: [card_as_json(card) for card in self.all(kind)] for kind in KINDS},
        }

    @classmethod
    def from_json(cls, document: Mapping[str, Any], *, source: str = "card data") -> CardDatabase:
        if document.get("format") != DOCUMENT_FORMAT:
            raise InvalidInput(
                N_("not an {format} document", format=DOCUMENT_FORMAT),
                source=source,
                field="format",
            )
        cards: dict[str, tuple[Any, ...]] = {}
        for kind, card_type in KINDS.items():
            items = []
            for position, raw in enumerate(document.get(kind, [])):
                try:
                    items.append(card_from_json(card_type, raw))
                except (TypeError, ValueError, KeyError, InvalidInput) as exc:
                    raise InvalidInput(
                        N_("bad card record: {exc}", exc=exc),
                        source=source,
                        field=f"{kind}[{position}]",
                    ) from exc
            cards[kind] = tuple(items)
        return cls(sets=dict(document.get("sets", {})), cards=cards)


def _set_list(cards: Iterable[Any]) -> str:
    return ", ".join(sorted({card.set for card in cards}))


def _facts(card: Any) -> tuple[Any, ...]:
    record = card_as_json(card)
    record.pop("set", None)
    record.pop("name", None)
    return tuple(sorted((k, repr(v)) for k, v in record.items()))


def card_as_json(card: Any) -> dict[str, Any]:
    record: dict[str, Any] = {}
    for name in card.__dataclass_fields__:
        value = getattr(card, name)
        if isinstance(value, PowerGrid):
            value = value.as_list()
        elif isinstance(value, tuple):
            value = list(value)
        record[name] = value
    return record


def card_from_json(card_type: type[Any], raw: Mapping[str, Any]) -> Any:
    values = dict(raw)
    if card_type is Character and values.get("grid") is not None:
        values["grid"] = PowerGrid(*values["grid"])
    for name, value in values.items():
        if isinstance(value, list):
            values[name] = tuple(value)
    return card_type(**values)


def database_from_cards(sets: Mapping[str, str], cards: Iterable[tuple[str, Any]]) -> CardDatabase:
    """Build a database from ``(kind, card)`` pairs (used by the converter and by tests)."""
    grouped: dict[str, list[Any]] = {kind: [] for kind in KINDS}
    for kind, card in cards:
        grouped[kind].append(card)
    return CardDatabase(sets=dict(sets), cards={k: tuple(v) for k, v in grouped.items()})
