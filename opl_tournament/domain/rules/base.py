"""The one small interface every game's rules engine implements.

A rules engine answers three questions for the judge: who wins a game on which time was called,
is this deck legal for this kind of event, and what kinds of result a game of it can have.
Inputs are plain data (dicts parsed from JSON, deck lists); outputs are frozen dataclasses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from opl_tournament.domain.rules.settings import Setting
from opl_tournament.domain.sentences import Sentence


@dataclass(frozen=True)
class ResultType:
    """One way a game can end, e.g. ``("net_missions", "Most net completed missions at time")``."""

    code: str
    description: str


DRAWN_BY = ("draw", "tie")
"""How a ladder says a game ended drawn (Vs. System TCG's "draw", 2PCG's "tie")."""


@dataclass(frozen=True)
class Verdict:
    """The answer to a time-called game.

    ``winner`` is a player id, or None when the judge must decide (``decided_by == "judge"``)
    or the game is drawn (``drawn``).
    ``players`` holds, per player id, the figures each step of the ladder compared.
    """

    winner: str | None
    decided_by: str
    players: Mapping[str, Mapping[str, Any]]
    explanation: Sentence
    """Why, in a sentence said in the event's language when printed (``str``: English)."""
    steps: tuple[Sentence, ...] = ()
    """The ladder's steps as applied ("{step}: {outcome}", ``sentences.step``)."""
    placings: tuple[tuple[str, ...], ...] = ()
    """Players grouped by finishing place, best first (games of three or more, and ties)."""

    @property
    def drawn(self) -> bool:
        """The rules call the game drawn (a tie): no winner, and none for the judge to name."""
        return self.winner is None and self.decided_by in DRAWN_BY

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "winner": self.winner,
            "decided_by": self.decided_by,
            "players": {pid: dict(figures) for pid, figures in self.players.items()},
            "explanation": str(self.explanation),
        }
        if self.placings:
            data["placings"] = [list(group) for group in self.placings]
        return data


@dataclass(frozen=True)
class CountedFigure:
    """A number the judge counts for each player when time is called."""

    key: str
    """The player's figure in the rules engine's state."""
    label: str
    minimum: int = 0
    start: int = 0
    """What the form shows before the judge counts."""


@dataclass(frozen=True)
class TimeCallSheet:
    """What a game's own time-call form asks at the table (the Vs. System games)."""

    counted: tuple[CountedFigure, ...]
    """Counted for each player, in the form's order."""
    main_characters: bool = False
    """Each player lists main characters (name, level, wounds, Health, where) and their team."""
    table_checks: tuple[tuple[str, str], ...] = ()
    """Boxes for the whole table: (state key, what a ticked box says)."""
    asks_whose_turn: bool = False
    """The form asks whose turn it was (for main characters KO'd at once)."""


@dataclass(frozen=True)
class RoundMinutes:
    """How long a sanctioned event's rounds may be set to last, in minutes, and what a new
    event starts with; ``source`` says where the figures come from (a rule's line, or our
    choice). An event without a sanction number may go outside that range, within ``WIDEST``:
    the kit gives the range for sanctioned play, and a store's casual night sets its own."""

    low: int
    high: int
    default: int
    source: str

    WIDEST: ClassVar[tuple[int, int]] = (10, 180)

    def __contains__(self, minutes: object) -> bool:
        return isinstance(minutes, int) and self.low <= minutes <= self.high

    def bounds(self, *, sanctioned: bool) -> tuple[int, int]:
        """The lowest and highest time limit an event may set."""
        return (self.low, self.high) if sanctioned else self.WIDEST


@dataclass(frozen=True)
class DeckViolation:
    """One broken deck-building rule: its id (e.g. ``D3``), a plain explanation and the cards.

    The explanation is a ``Sentence`` (the window says it in its language); ``message`` is the
    English one (the command line, the JSON)."""

    rule: str
    sentence: Sentence
    cards: tuple[str, ...] = ()

    @property
    def message(self) -> str:
        return str(self.sentence)


@dataclass(frozen=True)
class DeckReport:
    legal: bool
    violations: tuple[DeckViolation, ...] = ()
    remarks: tuple[Sentence, ...] = ()
    """What the judge should know besides the violations (checks left to the judge…)."""
    summary: Mapping[str, Any] = field(default_factory=dict)
    warnings: tuple[Sentence, ...] = ()
    """What in the list itself the check could not read, each naming its line (a tag it does
    not know, perhaps a misspelt format tag): the deck was judged without it."""

    @property
    def notes(self) -> tuple[str, ...]:
        """The remarks in English (the command line, the JSON)."""
        return tuple(str(remark) for remark in self.remarks)

    def as_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "violations": [
                {"rule": v.rule, "message": v.message, "cards": list(v.cards)}
                for v in self.violations
            ],
            "notes": list(self.notes),
            "summary": dict(self.summary),
            "warnings": [str(warning) for warning in self.warnings],
        }


class GameRules(Protocol):
    """What every game module exposes as its module-level ``RULES`` object.

    Besides the three questions, it answers what the other layers would otherwise ask with
    ``if game == …``: what the game is called, whether a game of it can be drawn, whether its
    events feed the Legion ratings, whether the judge may adjust its rules, and which pod
    formats it plays.
    """

    @property
    def game(self) -> str:
        """The game's code (``overpower``, ``vs-tcg``, ``vs-2pcg``)."""
        ...

    @property
    def label(self) -> str:
        """The game's name as a judge says it."""
        ...

    @property
    def draws(self) -> bool:
        """A game of it can end in a draw."""
        ...

    @property
    def legion_rated(self) -> bool:
        """Its sanctioned events are rated and exported for the Global Rating Service."""
        ...

    @property
    def adjustable_rules(self) -> bool:
        """The event's rules settings may be changed by the judge (else fixed by the Legion)."""
        ...

    @property
    def settings(self) -> tuple[Setting, ...]:
        """The settings a judge may change for an event, with their defaults (none when the
        rules are fixed)."""
        ...

    @property
    def pod_formats(self) -> frozenset[str]:
        """The pod formats it is played in (empty: head to head only)."""
        ...

    @property
    def rulings_reference(self) -> bool:
        """The program has a searchable rulings reference for it."""
        ...

    @property
    def round_minutes(self) -> RoundMinutes:
        """The range of a round's time limit and its default, by the game's rules."""
        ...

    @property
    def time_call_form(self) -> str:
        """Which form the judge fills when time is called: ``"overpower"`` (missions, life
        points, draw pile, characters) or ``"vs"`` (the Vs. System games' own figures)."""
        ...

    @property
    def time_call_sheet(self) -> TimeCallSheet | None:
        """The game's own time-call form (None: the OverPower form)."""
        ...

    @property
    def brand(self) -> str:
        """The name printed in the forms' title bands ("" for the kit's own, OverPower Legion)."""
        ...

    @property
    def time_call_figures(self) -> tuple[tuple[str, Sentence], ...]:
        """What a time-call record lists as counted at the table: (verdict key, label)."""
        ...

    @property
    def penalty_kinds(self) -> tuple[str, ...]:
        """The penalties a judge records at its events (OverPower's renege, a battle lost and
        missions moved, is a penalty of that game only)."""
        ...

    @property
    def card_database(self) -> bool:
        """Its decks are checked against the program's card database (the services load it
        and hand it over as ``check_deck``'s context); else against the event's settings."""
        ...

    def rules_edition(self, policy: Mapping[str, Any] | None) -> Sentence | str:
        """The rules a time call is decided by, as the printed record names them: words to say
        in the record's language, or an edition's own name, printed as it is."""
        ...

    def result_types(self) -> tuple[ResultType, ...]: ...

    def adjudicate(
        self, state: Mapping[str, Any], policy: Mapping[str, Any] | None = None
    ) -> Verdict:
        """Decide a time-called game from the judge's form; raise ``InvalidInput`` on bad data."""
        ...

    def check_deck(
        self, deck_text: str, *, tournament_type: str, source: str = "deck", context: Any = None
    ) -> DeckReport:
        """Check a deck list (its file's text) for the event's tournament type.

        ``context`` carries the game's reference data (e.g. the OverPower card database);
        the services layer loads it, the domain never reads files.
        """
        ...
