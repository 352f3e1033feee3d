"""The plain data the pairing engine reads and writes.

Services hand the engine the event's configuration, its entrants and the full match history each
time; the engine hands back one round of pairings. Everything the engine needs to rebuild a
bracket is in the match history (match ids and bracket names), so no other state is kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from opl_tournament.domain.event_policies import GrandFinal, LateEntry, Seeding, TiebreakPreset
from opl_tournament.domain.model import EventFormat, RegistrationStatus
from opl_tournament.domain.sentences import Sentence


class RoundStage(StrEnum):
    """Which part of an event a round belongs to: Swiss rounds, the elimination bracket, or a
    round of pods (Vs. System multiplayer tables)."""

    SWISS = "swiss"
    ELIMINATION = "elimination"
    PODS = "pods"


class RoundStatus(StrEnum):
    """A round waits for results until every table has one."""

    PAIRED = "paired"
    COMPLETE = "complete"


class ResultCode(StrEnum):
    """How a match ended. ``winner`` names the winner for every code but ``DOUBLE_LOSS``."""

    WIN = "W"
    """Played to a result (the other player has an L)."""
    DRAW = "DRAW"
    """Only where an event allows draws (the Legion kit has none)."""
    BYE = "BYE"
    """A pairing bye: a win, and it uses up the player's one bye."""
    BYE_DQ = "BYE_DQ"
    """The opponent was disqualified: a win with ranking points, not counted as the player's bye."""
    FORFEIT = "FORFEIT"
    """A win by forfeit (renege, declaration of forfeiture): the players still count as met."""
    STAFF = "STAFF"
    """A game against the staff player: counts for standings, never for ratings."""
    DOUBLE_LOSS = "DOUBLE_LOSS"
    """Both players take a loss."""


class Bracket(StrEnum):
    WINNERS = "winners"
    LOSERS = "losers"
    FINAL = "final"


class OddField(StrEnum):
    BYE = "bye"
    STAFF = "staff"


@dataclass(frozen=True)
class Entrant:
    """One player of the event, as pairing sees them."""

    number: str
    status: RegistrationStatus = RegistrationStatus.ACTIVE
    is_staff: bool = False
    entered_round: int = 1
    rating: float | None = None
    seed: int | None = None
    """A judge-given seed (1 = best) for seeded elimination brackets."""
    name: str = ""

    @property
    def active(self) -> bool:
        return self.status is RegistrationStatus.ACTIVE


@dataclass(frozen=True)
class MatchRecord:
    """One table of one round, with its result once known.

    ``b is None`` is a bye (its result is known at pairing time: ``a`` wins).
    ``result is None`` with two players means the result is still missing.
    """

    round: int
    table: int
    a: str
    b: str | None
    winner: str | None = None
    result: ResultCode | None = None
    match_id: str | None = None
    bracket: Bracket | None = None
    games_a: int | None = None
    games_b: int | None = None
    games_drawn: int = 0
    """Games won by each side (and drawn) in a best-of-three, for game-win tiebreakers."""

    @property
    def is_bye(self) -> bool:
        return self.b is None

    @property
    def reported(self) -> bool:
        return self.b is None or self.result is not None

    @property
    def played(self) -> bool:
        """Two players actually met (so they count as each other's opponent)."""
        return self.b is not None and self.result not in (None, ResultCode.BYE_DQ)

    def other(self, number: str) -> str | None:
        return self.b if number == self.a else self.a


@dataclass(frozen=True)
class EventConfig:
    """What the engine needs to know about the event (copied from the event's settings)."""

    format: EventFormat = EventFormat.SWISS
    rounds: int | None = None
    """Swiss rounds (swiss and combination). ``None``: from the field size at round 1."""
    cut_size: int | None = None
    """Combination: players in the single-elimination cut (a power of two). ``None``: by table."""
    seed: int = 0
    odd_field: OddField = OddField.BYE
    late_entry: LateEntry = LateEntry.LOSSES
    bye_assignment: Seeding = Seeding.RANDOM
    """Elimination: where the byes and seeds go (random draw, or by seed/rating)."""
    grand_final: GrandFinal = GrandFinal.RESET
    tiebreaks: TiebreakPreset = TiebreakPreset.LEGION
    points_win: int = 3
    points_draw: int = 1
    points_loss: int = 0


class RelaxedRule(StrEnum):
    REMATCH = "rematch"
    SECOND_BYE = "second-bye"
    BYE_NOT_LOWEST = "bye-not-lowest"
    NO_STAFF_PLAYER = "no-staff-player"


@dataclass(frozen=True)
class Relaxation:
    """A pairing rule the engine had to break, and why: shown to the judge and audited."""

    rule: RelaxedRule
    players: tuple[str, ...]
    sentence: Sentence

    @property
    def message(self) -> str:
        """The reason in English (the audit log, the stored round, the command line)."""
        return str(self.sentence)


@dataclass(frozen=True)
class Pairing:
    table: int
    a: str
    b: str | None
    explanation: Sentence | str
    """Why these two were paired, for the judge (``str()``: the English)."""
    match: str | None = None
    bracket: Bracket | None = None
    staff_game: bool = False
    """One side is the staff player: the game counts for standings but is not rated."""
    bye_result: ResultCode = ResultCode.BYE
    """A bye's result: ``BYE_DQ`` when the opponent was disqualified (it earns ranking points)."""

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"table": self.table, "a": self.a, "b": self.b}
        if self.match is not None:
            data["match"] = self.match
            data["bracket"] = str(self.bracket) if self.bracket else None
        return data


@dataclass(frozen=True)
class RoundPairing:
    round: int
    pairings: tuple[Pairing, ...]
    relaxations: tuple[Relaxation, ...] = ()
    stage: str = "swiss"
    """``swiss`` or ``elimination``."""
    swiss_rounds: int | None = None
    """The number of Swiss rounds in force (to be stored with the event when round 1 is paired)."""
    notes: tuple[Sentence | str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"round": self.round, "pairings": [p.to_json() for p in self.pairings]}
