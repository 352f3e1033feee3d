"""What the two Vs. System rules engines share: reading deck-list lines and the judge's form.

A card line is ``COUNT NAME [tag; tag]``: a count (``4``, or ``4x`` with the x written right
after the digits, so that a card whose name starts with "X " keeps it), the card as printed, and
optional tags in square brackets that say what the list cannot show without a card database
(``[army]``, ``[limit 1 Doctor Doom]``, ``[one of a kind]``…). Blank lines and ``#`` comments are
skipped. Every problem names the source and the line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from typing import Any, Protocol, TypeVar

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import (
    DeckReport,
    ResultType,
    RoundMinutes,
    TimeCallSheet,
    Verdict,
)
from opl_tournament.domain.rules.settings import Setting
from opl_tournament.domain.rules.vs_settings import settings_for
from opl_tournament.domain.sentences import N_, Sentence, joined
from opl_tournament.domain.sentences import step as ladder_step

P = TypeVar("P")

MAX_COUNT = 200
MAX_LINES = 5000
_LINE = re.compile(r"^(?P<count>[0-9]{1,4})[xX]?\s+(?P<rest>\S.*)$")
_NUMBER = re.compile(r"[0-9]{1,4}")
_TAGS = re.compile(r"\[([^\[\]]*)\]")


@dataclass(frozen=True)
class CardLine:
    line: int
    count: int
    name: str
    tags: tuple[str, ...] = ()

    def tag(self, word: str) -> bool:
        return word in (t.casefold() for t in self.tags)

    def tag_value(self, word: str) -> str | None:
        """The text after ``word`` in a tag like ``[team Avengers]`` (None without one)."""
        for tag in self.tags:
            folded = tag.casefold()
            if folded.startswith(word + " ") or folded.startswith(word + ":"):
                return tag[len(word) + 1 :].strip()
        return None


class OnALine(Protocol):
    """Anything read from a numbered line of a deck list."""

    @property
    def line(self) -> int: ...


def line_numbers(cards: Iterable[OnALine]) -> str:
    """The deck-list lines the cards stand on, as the messages name them ("3, 7")."""
    return ", ".join(str(c.line) for c in cards)


def number(text: str) -> int | None:
    """A whole number written in plain digits (at most four), or None for anything else."""
    word = text.strip()
    return int(word) if _NUMBER.fullmatch(word) else None


def content_lines(text: str, source: str) -> Iterator[tuple[int, str]]:
    """(line number, text) of each line that is neither blank nor a comment."""
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise InvalidInput(
            N_("more than {most} lines: not a deck list", most=MAX_LINES), source=source
        )
    for number, raw in enumerate(lines, start=1):
        stripped = raw.strip()
        if "\x00" in stripped:
            raise InvalidInput(N_("the line holds a NUL character"), source=source, line=number)
        if stripped and not stripped.startswith("#"):
            yield number, stripped


def nearest_tag(tag: str, plain: Iterable[str], with_value: Iterable[str] = ()) -> str | None:
    """The known tag a misspelt ``tag`` probably meant (``amry``: ``army``; ``teem Avengers``:
    ``team Avengers``), or None when none is near. ``plain``: the tags read as they are;
    ``with_value``: those read with a value after them."""
    words = tag.split()
    options = [(" ".join(words).casefold(), known, known) for known in plain]
    for known in with_value:
        size = len(known.split())
        if len(words) > size:
            typed = " ".join(words[:size]).casefold()
            options.append((typed, known, " ".join([known, *words[size:]])))
    scored = [
        (SequenceMatcher(None, typed, known).ratio(), shown) for typed, known, shown in options
    ]
    best = max(scored, default=(0.0, ""))
    return best[1] if 0.75 <= best[0] < 1 else None


def split_tags(text: str, source: str, line: int) -> tuple[str, tuple[str, ...]]:
    """The text without its ``[…]`` tags, and the tags (``;`` splits one bracket in several)."""
    tags: list[str] = []
    for group in _TAGS.findall(text):
        tags.extend(" ".join(t.split()) for t in group.split(";") if t.strip())
    plain = _TAGS.sub(" ", text)
    if "[" in plain or "]" in plain:
        raise InvalidInput(N_("a tag's square brackets do not match"), source=source, line=line)
    return " ".join(plain.split()), tuple(tags)


def parse_card_line(text: str, source: str, line: int) -> CardLine:
    match = _LINE.match(text)
    if match is None:
        raise InvalidInput(
            N_(
                "expected COUNT NAME (e.g. '4 Spider-Man, Peter Parker'), found {found}",
                found=repr(text[:60]),
            ),
            source=source,
            line=line,
        )
    count = int(match["count"])
    if not 1 <= count <= MAX_COUNT:
        raise InvalidInput(
            N_("a count must be from 1 to {most}", most=MAX_COUNT),
            source=source,
            line=line,
            field="count",
        )
    name, tags = split_tags(match["rest"], source, line)
    if not name:
        raise InvalidInput(N_("the card has no name"), source=source, line=line)
    return CardLine(line=line, count=count, name=name, tags=tags)


def tag_number(card: CardLine, word: str, source: str) -> int | None:
    """A whole number given in a tag like ``[level 2]``; InvalidInput if it is not one."""
    value = card.tag_value(word)
    if value is None:
        return None
    words = value.split()
    found = number(words[0]) if words else None
    if found is None or found > 999:
        raise InvalidInput(
            N_(
                "'[{word} …]' needs a whole number, found {found}",
                word=word,
                found=repr(value[:30]),
            ),
            source=source,
            line=card.line,
        )
    return found


# ----- the judge's form


def read_form(
    state: Mapping[str, Any],
    known: Collection[str],
    read_player: Callable[[Mapping[str, Any], int], P],
) -> list[P]:
    """A time-call form's players, each read by ``read_player``; an unknown field is refused."""
    if not isinstance(state, Mapping):
        raise InvalidInput(N_("the form must be a JSON object"))
    refuse_unknown(state, known, "the form")
    return [read_player(p, i) for i, p in enumerate(form_players(state))]


def refuse_unknown(data: Mapping[str, Any], known: Collection[str], where: str) -> None:
    """Refuse a part of the form (``where``) that holds a field outside ``known``."""
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise InvalidInput(
            N_("{where} has an unknown field '{field}'", where=where, field=unknown[0]),
            field=unknown[0],
        )


def form_players(state: Mapping[str, Any], *, minimum: int = 2) -> list[Mapping[str, Any]]:
    players = state.get("players")
    if not isinstance(players, list) or not all(isinstance(p, Mapping) for p in players):
        raise InvalidInput(N_("'players' must be a list of objects"), field="players")
    if not minimum <= len(players) <= 8:
        raise InvalidInput(
            N_("a game has {minimum} to 8 players", minimum=minimum), field="players"
        )
    ids = [player_id(p, i) for i, p in enumerate(players)]
    if len(set(ids)) != len(ids):
        raise InvalidInput(N_("two players have the same id"), field="players")
    return list(players)


def player_id(player: Mapping[str, Any], index: int) -> str:
    value = player.get("id")
    if not isinstance(value, str | int) or isinstance(value, bool) or not str(value).strip():
        raise InvalidInput(
            N_("players[{index}].id must be the player's number", index=index), field="id"
        )
    return str(value).strip()


def whole(
    data: Mapping[str, Any], key: str, where: str, *, low: int = 0, default: int | None = None
) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < low or value > 10**6:
        raise InvalidInput(
            N_("{where}.{key} must be a whole number from {low}", where=where, key=key, low=low),
            field=key,
        )
    return value


def signed(data: Mapping[str, Any], key: str, where: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**6:
        raise InvalidInput(
            N_("{where}.{key} must be a whole number (it may be negative)", where=where, key=key),
            field=key,
        )
    return value


def flag(data: Mapping[str, Any], key: str, where: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise InvalidInput(
            N_("{where}.{key} must be true or false", where=where, key=key), field=key
        )
    return value


def named_player(state: Mapping[str, Any], key: str, ids: Sequence[str]) -> str | None:
    """A player id given at the top of the form (``outright_winner``…), checked."""
    value = state.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int) or str(value) not in ids:
        raise InvalidInput(
            N_("{key} must be one of the players ({players})", key=key, players=", ".join(ids)),
            field=key,
        )
    return str(value)


# ----- the time-call ladder


@dataclass(frozen=True)
class Step:
    """One comparison of the ladder: each side's figure, and which way is better."""

    name: str
    label: Sentence
    values: Mapping[str, int]
    higher_is_better: bool


@dataclass(frozen=True)
class LadderOutcome:
    winner: str | None
    """The one side left ahead, or None when the leaders are still level after every step."""
    decided_by: str | None
    leaders: tuple[str, ...]
    placings: tuple[tuple[str, ...], ...]
    trail: tuple[Sentence, ...]
    """What each step found, in words, for the explanation and the printed record."""


def run_ladder(
    standing: Sequence[str], out_groups: Sequence[Sequence[str]], steps: Sequence[Step]
) -> LadderOutcome:
    """Narrow the sides still in the game step by step until one leads.

    ``out_groups`` are the sides already out, best first (they place below everyone standing).
    The placings rank the standing sides by the steps in order (equal figures share a place),
    then the groups that are out.
    """
    leaders = list(standing)
    trail: list[Sentence] = []
    winner: str | None = None
    decided_by: str | None = None
    if len(leaders) == 1:
        winner, decided_by = leaders[0], "elimination"
    for step in steps:
        if winner is not None:
            break
        best = (max if step.higher_is_better else min)(step.values[s] for s in leaders)
        ahead = [s for s in leaders if step.values[s] == best]
        figures = ", ".join(f"{s} {step.values[s]}" for s in leaders)
        if len(ahead) == 1:
            winner, decided_by = ahead[0], step.name
            found = N_("{figures} — {player} is ahead", figures=figures, player=ahead[0])
        elif len(ahead) == len(leaders):
            found = N_("{figures} — level", figures=figures)
        else:
            level = joined(ahead, "comma")
            found = N_("{figures} — {players} stay level", figures=figures, players=level)
        trail.append(ladder_step(step.label, found))
        leaders = ahead
    keys = {
        s: tuple((v.values[s] if v.higher_is_better else -v.values[s]) for v in steps)
        for s in standing
    }
    placings: list[tuple[str, ...]] = []
    if winner is not None:
        placings.append((winner,))
        rest = [s for s in standing if s != winner]
    else:
        placings.append(tuple(leaders))
        rest = [s for s in standing if s not in leaders]
    for key in sorted({keys[s] for s in rest}, reverse=True):
        placings.append(tuple(s for s in rest if keys[s] == key))
    placings.extend(tuple(group) for group in out_groups if group)
    return LadderOutcome(winner, decided_by, tuple(leaders), tuple(placings), tuple(trail))


# ----- the rules object a game module exposes


@dataclass(frozen=True)
class VsRules:
    """A Vs. System game behind the rules-engine interface; ``context`` carries its settings."""

    game: str
    types: tuple[ResultType, ...]
    decide: Callable[[Mapping[str, Any], Mapping[str, Any] | None], Verdict]
    check: Callable[..., DeckReport]
    label: str
    pod_formats: frozenset[str]
    round_minutes: RoundMinutes
    draws: bool = True
    legion_rated: bool = False
    adjustable_rules: bool = True
    rulings_reference: bool = False
    time_call_form: str = "vs"
    time_call_sheet: TimeCallSheet | None = None
    brand: str = "VS. SYSTEM"
    time_call_figures: tuple[tuple[str, Sentence], ...] = ()
    card_database: bool = False
    penalty_kinds: tuple[str, ...] = (
        "warning",
        "irregularity",
        "declaration_of_forfeiture",
        "game_loss",
        "disqualification",
    )
    """Every penalty but OverPower's renege: neither Vs. System game has battles or missions."""
    edition: Callable[[Mapping[str, Any] | None], Sentence] = lambda _policy: N_("event settings")

    def rules_edition(self, policy: Mapping[str, Any] | None) -> Sentence:
        return self.edition(policy)

    @property
    def settings(self) -> tuple[Setting, ...]:
        return settings_for(self.game)

    def result_types(self) -> tuple[ResultType, ...]:
        return self.types

    def adjudicate(
        self, state: Mapping[str, Any], policy: Mapping[str, Any] | None = None
    ) -> Verdict:
        return self.decide(state, policy)

    def check_deck(
        self, deck_text: str, *, tournament_type: str, source: str = "deck", context: Any = None
    ) -> DeckReport:
        settings = context if isinstance(context, Mapping) else None
        report = self.check(deck_text, source=source, settings=settings)
        if tournament_type in ("", "constructed"):
            return report
        note = N_(
            "'{tournament_type}' is an OverPower tournament type: Vs. System decks are checked "
            "by the rulebook's deck rules and the event's settings.",
            tournament_type=tournament_type,
        )
        return replace(report, remarks=(*report.remarks, note))
