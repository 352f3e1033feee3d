"""Vs. System TCG (Comprehensive Rules v2.7): deck lists and their checks.

Deck list, one card per line: ``COUNT NAME, VERSION`` as printed (``4 Spider-Man, Peter Parker``;
``4x`` also works, with the x right after the digits). Cards without a version (plot twists,
locations, equipment) are just ``COUNT NAME``. A card with several names or versions joins them
with `` / `` (``2 Cloak / Dagger, Team``). Army cards are those whose version is Army (``20 Hand
Ninja, Army``) or tagged ``[army]``. A printed deck limit ("no more than N cards named X") is
written on the card's line as ``[limit N X]``, because the program has no Vs. System card
database: names are compared as written. ``[marvel]`` or ``[dc]`` marks a card's brand for a
brand-only event. Several tags share one bracket with ``;``. Blank lines and ``#`` comments are
skipped; a line that cannot be read is refused with its number.

The checks (ids of the rules notes): TCG-D1 at least 60 cards (no maximum); TCG-D2 at most four
copies of one card (same names and versions), Army unlimited; TCG-D3 printed limits, counted
over every version of the name and never lifted by the event; TCG-D4 the event's overrides
(minimum size, copy limit, banned and restricted cards). Uniqueness and affiliations (TCG-D5/D6)
only matter in play, so a deck is never refused for them. The report says whether the deck is
"insane" (no two cards copies of each other, TCG-D7).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import DeckReport, DeckViolation
from opl_tournament.domain.rules.vs_common import (
    CardLine,
    content_lines,
    line_numbers,
    nearest_tag,
    number,
    parse_card_line,
)
from opl_tournament.domain.rules.vs_settings import TCG, resolve
from opl_tournament.domain.sentences import N_, N_plural, Sentence

BRANDS = ("marvel", "dc")


@dataclass(frozen=True)
class TcgCard:
    line: int
    count: int
    names: tuple[str, ...]
    versions: tuple[str, ...]
    army: bool
    limits: tuple[tuple[int, str], ...]
    brand: str | None = None

    @property
    def label(self) -> str:
        names = " / ".join(self.names)
        return names if not self.versions else f"{names}, {' / '.join(self.versions)}"

    @property
    def key(self) -> tuple[frozenset[str], frozenset[str]]:
        return (
            frozenset(n.casefold() for n in self.names),
            frozenset(v.casefold() for v in self.versions),
        )

    def is_named(self, name: str) -> bool:
        return name.casefold() in {n.casefold() for n in self.names}


def _names(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(" / ") if part.strip())


def _card(line: CardLine, source: str) -> TcgCard:
    name_text, _, version_text = line.name.partition(", ")
    names, versions = _names(name_text), _names(version_text)
    if not names:
        raise InvalidInput(N_("the card has no name"), source=source, line=line.line)
    limits: list[tuple[int, str]] = []
    brand: str | None = None
    for tag in line.tags:
        if tag.casefold() == "army":
            continue
        if tag.casefold() in BRANDS:
            brand = tag.casefold()
            continue
        words = tag.split(maxsplit=2)
        if words[0].casefold() == "limit":
            limits.append(_limit(words, tag, source, line.line))
            continue
        raise InvalidInput(_unknown_tag(tag), source=source, line=line.line)
    army = line.tag("army") or any(v.casefold() == "army" for v in versions)
    return TcgCard(line.line, line.count, names, versions, army, tuple(limits), brand)


def _unknown_tag(tag: str) -> Sentence:
    """A tag the check does not read: the one probably meant first, then those it reads."""
    meant = nearest_tag(tag, ("army", *BRANDS), ("limit",))
    if meant is not None:
        return N_(
            "no tag [{tag}] is known: did you mean [{meant}]? (known: [army], [marvel], [dc], "
            "[limit N NAME])",
            tag=tag,
            meant=meant,
        )
    return N_(
        "no tag [{tag}] is known: check its spelling (known: [army], [marvel], [dc], "
        "[limit N NAME])",
        tag=tag,
    )


def _limit(words: list[str], tag: str, source: str, line: int) -> tuple[int, str]:
    """A printed limit tag ``[limit N NAME]`` as (N, NAME)."""
    most = number(words[1]) if len(words) == 3 else None
    if most is None:
        raise InvalidInput(
            N_("write a printed limit as [limit N NAME] with N in digits, not [{tag}]", tag=tag),
            source=source,
            line=line,
        )
    return most, words[2]


def parse_deck(text: str, source: str = "deck") -> list[TcgCard]:
    cards = [_card(parse_card_line(t, source, n), source) for n, t in content_lines(text, source)]
    if not cards:
        raise InvalidInput(N_("the deck list has no cards"), source=source)
    return cards


def check_deck_text(
    deck_text: str, *, source: str = "deck", settings: Mapping[str, Any] | None = None
) -> DeckReport:
    rules = resolve(TCG, settings)
    cards = parse_deck(deck_text, source)
    violations: list[DeckViolation] = []
    total = sum(c.count for c in cards)
    minimum = rules["tcg.deck.min_size"]
    if total < minimum:
        violations.append(
            DeckViolation(
                "TCG-D1",
                N_(
                    "the deck has {total} cards; it needs at least {minimum}",
                    total=total,
                    minimum=minimum,
                ),
            )
        )
    groups: dict[tuple[frozenset[str], frozenset[str]], list[TcgCard]] = defaultdict(list)
    for card in cards:
        groups[card.key].append(card)
    limit = rules["tcg.deck.max_copies"]
    for same in groups.values():
        copies = sum(c.count for c in same)
        if not same[0].army and copies > limit:
            violations.append(
                DeckViolation(
                    "TCG-D2",
                    N_(
                        "{copies} copies of {card} (line {lines}); "
                        "at most {limit} of one card (Army cards excepted)",
                        copies=copies,
                        card=same[0].label,
                        lines=line_numbers(same),
                        limit=limit,
                    ),
                    (same[0].label,),
                )
            )
    violations += _printed_limits(cards)
    violations += _event_lists(cards, rules)
    brand_violations, untagged = _brand(cards, rules["tcg.deck.brand"])
    violations += brand_violations
    insane = all(sum(c.count for c in same) == 1 for same in groups.values())
    notes = [
        N_(
            "Names are compared as written: the program has no Vs. System card database, so a "
            "misspelt name counts as another card, and printed limits must be tagged "
            "[limit N NAME]."
        ),
        N_("Uniqueness and team affiliations are checked during play, not in the deck."),
    ]
    if untagged:
        notes.append(
            N_plural(
                "{count} card carries no [marvel] or [dc] tag: the judge checks its brand for "
                "this brand-only event.",
                "{count} cards carry no [marvel] or [dc] tag: the judge checks their brand for "
                "this brand-only event.",
                untagged,
            )
        )
    if insane:
        notes.append(
            N_("No two cards are copies of each other: the deck is insane (Insanity works).")
        )
    return DeckReport(
        legal=not violations,
        violations=tuple(violations),
        remarks=tuple(notes),
        summary={"cards": total, "different_cards": len(groups), "insane": insane},
    )


def _brand(cards: list[TcgCard], brand: str) -> tuple[list[DeckViolation], int]:
    """A brand-only event: cards tagged with the other brand, and how many carry no tag."""
    if brand == "any":
        return [], 0
    other = [c for c in cards if c.brand is not None and c.brand != brand]
    found = [
        DeckViolation(
            "TCG-D4",
            N_(
                "{card} (line {line}) is a {brand} card; this event is {allowed} only",
                card=c.label,
                line=c.line,
                brand=c.brand.upper(),
                allowed=brand.title() if brand == "marvel" else "DC",
            ),
            (c.label,),
        )
        for c in other
        if c.brand is not None
    ]
    return found, sum(c.count for c in cards if c.brand is None)


def _printed_limits(cards: list[TcgCard]) -> list[DeckViolation]:
    found: list[DeckViolation] = []
    seen: set[tuple[int, str]] = set()
    for card in cards:
        for most, name in card.limits:
            if (most, name.casefold()) in seen:
                continue
            seen.add((most, name.casefold()))
            found += _over_limit(
                cards,
                name,
                most,
                "TCG-D3",
                N_plural(
                    "{card} (line {line}) allows at most {count} card named {name}, every "
                    "version counted",
                    "{card} (line {line}) allows at most {count} cards named {name}, every "
                    "version counted",
                    most,
                    card=card.label,
                    line=card.line,
                    name=name,
                ),
            )
    return found


def _event_lists(cards: list[TcgCard], rules: Mapping[str, Any]) -> list[DeckViolation]:
    found: list[DeckViolation] = []
    for entry in rules["tcg.deck.banned"]:
        name, version = _banned_card(entry)
        hit = [
            c
            for c in cards
            if c.is_named(name)
            and (not version or version.casefold() in {v.casefold() for v in c.versions})
        ]
        if hit:
            found.append(
                DeckViolation(
                    "TCG-D4",
                    N_(
                        "{card} is banned at this event (line {lines})",
                        card=entry,
                        lines=line_numbers(hit),
                    ),
                    (entry,),
                )
            )
    for entry in rules["tcg.deck.restricted"]:
        name, _, most_text = entry.rpartition("=")
        most = number(most_text)
        if most is None or not name.strip():
            raise InvalidInput(
                N_("restricted card {entry} must be written Name=N", entry=repr(entry)),
                field="tcg.deck.restricted",
            )
        name = name.strip()
        found += _over_limit(
            cards,
            name,
            most,
            "TCG-D4",
            N_("{name} is restricted to {most} at this event", name=name, most=most),
        )
    return found


_ONE_VERSION = re.compile(r"^(?P<name>.*\S)\s*\((?P<version>[^()]*\S[^()]*)\)\s*$")


def _banned_card(entry: str) -> tuple[str, str]:
    """A banned entry's name and version ("" bans every version): ``Name (Version)`` as the
    judge types it (a comma there would start another entry), or ``Name, Version``."""
    one = _ONE_VERSION.match(entry)
    if one is not None:
        return one["name"].strip(), one["version"].strip()
    name, _, version = (part.strip() for part in entry.partition(","))
    return name, version


def _over_limit(
    cards: list[TcgCard], name: str, most: int, rule: str, limit: Sentence
) -> list[DeckViolation]:
    """The deck holds more than ``most`` cards named ``name`` (``limit`` says whose rule)."""
    named = [c for c in cards if c.is_named(name)]
    count = sum(c.count for c in named)
    if count <= most:
        return []
    message = N_(
        "{limit}; the deck has {count} (line {lines})",
        limit=limit,
        count=count,
        lines=line_numbers(named),
    )
    return [DeckViolation(rule, message, (name,))]
