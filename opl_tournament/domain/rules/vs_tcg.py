"""Vs. System TCG (Comprehensive Rules v2.7): deck checks and time-called games.

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

Time-called game, the judge's form::

    {"game": "vs-tcg", "outright_winner": null, "agreed_winner": null,
     "mandatory_loop_draw": false, "phase": "combat", "turn": 6,
     "players": [{"id": "0001", "endurance": -3, "deck": 20, "hand": 3, "ko_pile": 7,
                  "conceded": false}, ...]}

The ladder: an outright win (or everyone else conceded) stands; an unbreakable mandatory loop is
a draw; the players' agreement stands; then, by default, endurance is checked as if the turn's
wrap-up happened now (players at 0 or less lose unless nobody would be left, when the highest
total stays; several sharing it go on to the next steps, or to the judge if the event says so);
then higher endurance; then the judge. Steps and the last word are event settings.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
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
    number,
    parse_card_line,
    player_id,
    run_ladder,
    signed,
    whole,
)
from opl_tournament.domain.rules.vs_settings import TCG, resolve

RESULT_TYPES: tuple[ResultType, ...] = (
    ResultType(
        "outright",
        "Won under the game rules before time: last player standing, or a "
        "card that says its player wins",
    ),
    ResultType("concession", "Every other player conceded"),
    ResultType(
        "draw",
        "A draw: a loop of mandatory actions nobody could break, or level at "
        "time where the event scores that as a draw",
    ),
    ResultType("agreement", "The players agreed on the winner when time was called"),
    ResultType("wrapup", "Endurance checked as at the turn's wrap-up: players at 0 or less lost"),
    ResultType("endurance", "Higher endurance at time (negative totals compared as they are)"),
    ResultType("deck", "More cards left in the deck at time"),
    ResultType("ko_pile", "Fewer cards in the KO'd pile at time"),
    ResultType("judge", "Still level after every step: the judge decides"),
)
BRANDS = ("marvel", "dc")
STEP_LABELS = {"endurance": "endurance", "deck": "cards left in deck", "ko_pile": "KO'd pile"}

_TOP_KEYS = {
    "game",
    "outright_winner",
    "agreed_winner",
    "mandatory_loop_draw",
    "phase",
    "turn",
    "players",
    "event",
    "round",
    "table",
    "notes",
    "initiative",
}
_PLAYER_KEYS = {
    "id",
    "name",
    "endurance",
    "deck",
    "hand",
    "ko_pile",
    "removed_from_game",
    "resources",
    "conceded",
    "characters",
    "insane",
}


# ----- deck lists


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
        raise InvalidInput("the card has no name", source=source, line=line.line)
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
        raise InvalidInput(
            f"unknown tag [{tag}] (known: [army], [marvel], [dc], [limit N NAME])",
            source=source,
            line=line.line,
        )
    army = line.tag("army") or any(v.casefold() == "army" for v in versions)
    return TcgCard(line.line, line.count, names, versions, army, tuple(limits), brand)


def _limit(words: list[str], tag: str, source: str, line: int) -> tuple[int, str]:
    """A printed limit tag ``[limit N NAME]`` as (N, NAME)."""
    most = number(words[1]) if len(words) == 3 else None
    if most is None:
        raise InvalidInput(
            f"write a printed limit as [limit N NAME] with N in digits, not [{tag}]",
            source=source,
            line=line,
        )
    return most, words[2]


def parse_deck(text: str, source: str = "deck") -> list[TcgCard]:
    cards = [_card(parse_card_line(t, source, n), source) for n, t in content_lines(text, source)]
    if not cards:
        raise InvalidInput("the deck list has no cards", source=source)
    return cards


def _lines(cards: list[TcgCard]) -> str:
    return ", ".join(str(c.line) for c in cards)


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
            DeckViolation("TCG-D1", f"the deck has {total} cards; it needs at least {minimum}")
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
                    f"{copies} copies of {same[0].label} (line {_lines(same)}); "
                    f"at most {limit} of one card (Army cards excepted)",
                    (same[0].label,),
                )
            )
    violations += _printed_limits(cards)
    violations += _event_lists(cards, rules)
    brand_violations, untagged = _brand(cards, rules["tcg.deck.brand"])
    violations += brand_violations
    insane = all(sum(c.count for c in same) == 1 for same in groups.values())
    notes = [
        "Names are compared as written: the program has no Vs. System card database, so a "
        "misspelt name counts as another card, and printed limits must be tagged [limit N NAME].",
        "Uniqueness and team affiliations are checked during play, not in the deck.",
    ]
    if untagged:
        notes.append(
            f"{untagged} card(s) carry no [marvel] or [dc] tag: the judge checks their brand "
            "for this brand-only event."
        )
    if insane:
        notes.append("No two cards are copies of each other: the deck is insane (Insanity works).")
    return DeckReport(
        legal=not violations,
        violations=tuple(violations),
        notes=tuple(notes),
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
            f"{c.label} (line {c.line}) is a {c.brand.upper()} card; this event is "
            f"{brand.title() if brand == 'marvel' else 'DC'} only",
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
            named = [c for c in cards if c.is_named(name)]
            count = sum(c.count for c in named)
            if count > most:
                found.append(
                    DeckViolation(
                        "TCG-D3",
                        f"{card.label} (line {card.line}) allows at most {most} card(s) named "
                        f"{name}, every version counted; the deck has {count} (line "
                        f"{_lines(named)})",
                        (name,),
                    )
                )
    return found


def _event_lists(cards: list[TcgCard], rules: Mapping[str, Any]) -> list[DeckViolation]:
    found: list[DeckViolation] = []
    for entry in rules["tcg.deck.banned"]:
        name, _, version = (part.strip() for part in entry.partition(","))
        hit = [
            c
            for c in cards
            if c.is_named(name)
            and (not version or version.casefold() in {v.casefold() for v in c.versions})
        ]
        if hit:
            found.append(
                DeckViolation(
                    "TCG-D4", f"{entry} is banned at this event (line {_lines(hit)})", (entry,)
                )
            )
    for entry in rules["tcg.deck.restricted"]:
        name, _, most_text = entry.rpartition("=")
        most = number(most_text)
        if most is None or not name.strip():
            raise InvalidInput(
                f"restricted card {entry!r} must be written Name=N", field="tcg.deck.restricted"
            )
        hit = [c for c in cards if c.is_named(name.strip())]
        count = sum(c.count for c in hit)
        if count > most:
            found.append(
                DeckViolation(
                    "TCG-D4",
                    f"{name.strip()} is restricted to {most} at this event; the deck has "
                    f"{count} (line {_lines(hit)})",
                    (name.strip(),),
                )
            )
    return found


# ----- time-called games


@dataclass(frozen=True)
class TcgPlayer:
    id: str
    endurance: int
    deck: int | None
    hand: int | None
    ko_pile: int | None
    conceded: bool


def _player(data: Mapping[str, Any], index: int) -> TcgPlayer:
    where = f"players[{index}]"
    unknown = sorted(set(data) - _PLAYER_KEYS)
    if unknown:
        raise InvalidInput(f"{where} has an unknown field '{unknown[0]}'", field=unknown[0])

    def optional(key: str) -> int | None:
        return None if data.get(key) is None else whole(data, key, where)

    if "endurance" not in data:
        raise InvalidInput(f"{where}.endurance is missing", field="endurance")
    return TcgPlayer(
        id=player_id(data, index),
        endurance=signed(data, "endurance", where),
        deck=optional("deck"),
        hand=optional("hand"),
        ko_pile=optional("ko_pile"),
        conceded=flag(data, "conceded", where),
    )


def _figure(players: list[TcgPlayer], step: str) -> dict[str, int]:
    values: dict[str, int] = {}
    for index, player in enumerate(players):
        value = getattr(player, step)
        if value is None:
            raise InvalidInput(
                f"players[{index}].{step} is needed: the event's time-call ladder compares it",
                field=step,
            )
        values[player.id] = value
    return values


def _form(state: Mapping[str, Any]) -> list[TcgPlayer]:
    if not isinstance(state, Mapping):
        raise InvalidInput("the form must be a JSON object")
    unknown = sorted(set(state) - _TOP_KEYS)
    if unknown:
        raise InvalidInput(f"the form has an unknown field '{unknown[0]}'", field=unknown[0])
    return [_player(p, i) for i, p in enumerate(form_players(state))]


def _figures(players: list[TcgPlayer]) -> dict[str, dict[str, Any]]:
    return {
        p.id: {
            "endurance": p.endurance,
            "deck": p.deck,
            "hand": p.hand,
            "ko_pile": p.ko_pile,
            "conceded": p.conceded,
        }
        for p in players
    }


@dataclass(frozen=True)
class _Game:
    """What every verdict of one form shares: the players' ids and figures."""

    ids: tuple[str, ...]
    figures: Mapping[str, Mapping[str, Any]]

    def verdict(
        self,
        winner: str | None,
        by: str,
        why: str,
        placings: tuple[tuple[str, ...], ...] = (),
        trail: tuple[str, ...] = (),
    ) -> Verdict:
        if len(self.ids) == 2 and winner is not None:
            placings = ()
        elif not placings and winner is not None and len(self.ids) > 2:
            placings = ((winner,), tuple(i for i in self.ids if i != winner))
        placings = tuple(group for group in placings if group)
        return Verdict(winner, by, self.figures, why, trail, placings)


def adjudicate(state: Mapping[str, Any], policy: Mapping[str, Any] | None = None) -> Verdict:
    players = _form(state)
    rules = resolve(TCG, policy)
    game = _Game(tuple(p.id for p in players), _figures(players))
    outright = named_player(state, "outright_winner", game.ids)
    agreed = named_player(state, "agreed_winner", game.ids)
    if outright is not None:
        return game.verdict(
            outright, "outright", f"{outright} won under the game rules; that stands."
        )
    standing = [p for p in players if not p.conceded]
    conceded = tuple(p.id for p in players if p.conceded)
    if len(standing) == 1:
        return game.verdict(
            standing[0].id, "concession", f"Everyone else conceded: {standing[0].id} wins."
        )
    if not standing:
        raise InvalidInput(
            "every player conceded: at least one must still be in the game", field="conceded"
        )
    if flag(state, "mandatory_loop_draw", "form"):
        return game.verdict(
            None,
            "draw",
            "The players were stuck in a loop of forced actions with no way out: a drawn game.",
            (tuple(p.id for p in standing), conceded),
        )
    if agreed is not None:
        return game.verdict(
            agreed, "agreement", f"The players agreed that {agreed} won; that stands."
        )
    return _time_call(game, standing, conceded, rules)


def _time_call(
    game: _Game, standing: list[TcgPlayer], conceded: tuple[str, ...], rules: Mapping[str, Any]
) -> Verdict:
    """The event's ladder for the players still in: the endurance check, then the steps."""
    out_groups: list[tuple[str, ...]] = [conceded]
    trail: list[str] = []
    if rules["tcg.time.virtual_wrapup"]:
        standing, lost, note = _wrapup(standing)
        trail.append(note)
        out_groups.insert(0, lost)
        tied_below = len(standing) > 1 and all(p.endurance <= 0 for p in standing)
        if tied_below and rules["tcg.time.tied_nonpositive"] == "judge":
            level = ", ".join(p.id for p in standing)
            return game.verdict(
                None,
                "judge",
                f"{level} share the highest total at 0 or less, which the rules leave to play "
                "on: this event hands it to the judge.",
                trail=tuple(trail),
            )
    steps = [
        Step(name, STEP_LABELS[name], _figure(standing, name), name != "ko_pile")
        for name in rules["tcg.time.tiebreaks"]
    ]
    outcome = run_ladder([p.id for p in standing], out_groups, steps)
    trail.extend(outcome.trail)
    if outcome.winner is not None:
        by = "wrapup" if outcome.decided_by == "elimination" else str(outcome.decided_by)
        why = (
            f"{outcome.winner} is the only player left after the endurance check."
            if by == "wrapup"
            else f"{outcome.winner} is ahead on {STEP_LABELS.get(by, by)}."
        )
        return game.verdict(outcome.winner, by, why, outcome.placings, tuple(trail))
    level = ", ".join(outcome.leaders)
    if rules["tcg.time.level"] == "draw":
        return game.verdict(
            None,
            "draw",
            f"{level} are level on every step: the game is a draw.",
            outcome.placings,
            tuple(trail),
        )
    return game.verdict(
        None, "judge", f"{level} are level on every step: the judge decides.", (), tuple(trail)
    )


def _wrapup(standing: list[TcgPlayer]) -> tuple[list[TcgPlayer], tuple[str, ...], str]:
    """408.2a as if the wrap-up were now: who stays in, who loses, and what happened."""
    at_zero = [p for p in standing if p.endurance <= 0]
    if not at_zero:
        return standing, (), "endurance check: nobody is at 0 or less"
    if len(at_zero) < len(standing):
        stay = [p for p in standing if p.endurance > 0]
        lost = tuple(p.id for p in at_zero)
        return stay, lost, f"endurance check: {', '.join(lost)} at 0 or less lose"
    best = max(p.endurance for p in standing)
    stay = [p for p in standing if p.endurance == best]
    lost = tuple(p.id for p in standing if p.endurance != best)
    return (
        stay,
        lost,
        "endurance check: everyone is at 0 or less, so the highest total "
        f"({best}) stays in: {', '.join(p.id for p in stay)}",
    )


RULES = VsRules(TCG, RESULT_TYPES, adjudicate, check_deck_text)
