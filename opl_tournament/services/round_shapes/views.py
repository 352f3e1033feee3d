"""What a round looks like to the judge, whatever its tables' shape: a ``RoundView`` holds its
tables, each a ``MatchView`` (two players, head to head) or a ``PodView`` (a pod of seats)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, cast

from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.pairing.records import RoundStage, RoundStatus
from opl_tournament.domain.result_words import shown_result
from opl_tournament.domain.sentences import Sentence, words_from_record
from opl_tournament.domain.standings import Standings
from opl_tournament.storage.round_store import StoredRound, match_result

if TYPE_CHECKING:
    from opl_tournament.domain.pod_standings import PodStanding


@dataclass(frozen=True)
class MatchView:
    """A head-to-head table: player ``a`` against ``b`` (None for a bye)."""

    round: int
    table: int
    a: str
    a_name: str
    b: str | None
    b_name: str
    match: str | None
    bracket: str | None
    explanation: Sentence | str
    """Why the two were paired (``str()``: the English; the window says it in its language)."""
    winner: str | None
    result: str | None
    decided_by: str | None
    staff_game: bool
    adjudication: dict[str, Any] | None = None

    noun: ClassVar[str] = "table"
    """What the command line calls a table of this shape ("table 3")."""

    @property
    def is_bye(self) -> bool:
        return self.b is None

    @property
    def reported(self) -> bool:
        return self.result is not None

    @property
    def players(self) -> tuple[str, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"table": self.table, "a": self.a, "b": self.b}
        if self.match is not None:
            data["match"] = self.match
            data["bracket"] = self.bracket
        return data

    def result_json(self) -> dict[str, object]:
        return match_result(self)

    def result_words(self) -> str:
        if (shown := shown_result(self.result)) is not None:
            return shown
        if self.winner is not None and self.b is not None:
            return f"{self.winner} won"
        return ""

    def cells(self) -> list[str]:
        """The table as the command line lists it: table, player, opponent, result."""
        opponent = "BYE" if self.b is None else f"{self.b} {self.b_name}"
        label = str(self.table) if self.match is None else f"{self.table} {self.match}"
        return [label, f"{self.a} {self.a_name}", opponent, self.result_words()]


@dataclass(frozen=True)
class SeatView:
    seat: int
    number: str
    name: str
    side: str
    role: str
    placing: int | None
    points: int | None

    def label(self) -> str:
        label = f"{self.number} {self.name}".strip()
        if self.role:
            return label + f" ({self.role})"
        return label + (f" [{self.side}]" if self.side != self.number else "")


@dataclass(frozen=True)
class PodView:
    """A pod: its seats, each with the side it plays for (a team, or the player alone)."""

    round: int
    table: int
    seats: tuple[SeatView, ...]
    explanation: Sentence | str
    bye: bool
    decided_by: str | None

    noun: ClassVar[str] = "pod"
    """What the command line calls a pod ("pod 3"), as the window, the clock and the slips do."""

    @property
    def is_bye(self) -> bool:
        return self.bye

    @property
    def reported(self) -> bool:
        return self.bye or all(s.placing is not None for s in self.seats)

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.number for s in self.seats)

    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s.side for s in self.seats))

    def to_json(self) -> dict[str, object]:
        return {
            "table": self.table,
            "seats": [
                {
                    "seat": s.seat,
                    "number": s.number,
                    "side": s.side,
                    **({"role": s.role} if s.role else {}),
                }
                for s in self.seats
            ],
            "bye": self.bye,
        }

    def result_json(self) -> dict[str, object]:
        where = attributes(self, ("round", "table", "bye", "decided_by"))
        return {
            **where,
            "placings": {s.number: s.placing for s in self.seats},
            "points": {s.number: s.points for s in self.seats},
        }

    def result_words(self) -> str:
        if self.bye:
            return "bye"
        if not self.reported:
            return ""
        places = {s.side: s.placing for s in self.seats}
        ordered = sorted(places.items(), key=lambda i: (i[1] or 0, i[0]))
        return ", ".join(f"{place}. {side}" for side, place in ordered)

    def cells(self) -> list[str]:
        """The pod as the command line lists it: pod, seats, result."""
        return [str(self.table), "; ".join(s.label() for s in self.seats), self.result_words()]


TableView = MatchView | PodView

HEADINGS = {
    RoundStage.PODS: ("pod", "seats", "result"),
}
MATCH_HEADINGS = ("table", "player", "opponent", "result")


@dataclass(frozen=True)
class RoundView:
    """One round: its tables (all of one shape) and what the pairing had to bend."""

    number: int
    stage: RoundStage
    status: RoundStatus
    tables: tuple[TableView, ...]
    relaxations: tuple[Sentence | str, ...] = ()
    notes: tuple[Sentence | str, ...] = ()

    @property
    def in_pods(self) -> bool:
        return self.stage is RoundStage.PODS

    @property
    def matches(self) -> tuple[MatchView, ...]:
        """The head-to-head tables (a round of pods has none)."""
        return () if self.in_pods else cast("tuple[MatchView, ...]", self.tables)

    @property
    def pods(self) -> tuple[PodView, ...]:
        """The pods (a head-to-head round has none)."""
        return cast("tuple[PodView, ...]", self.tables) if self.in_pods else ()

    @property
    def missing(self) -> tuple[TableView, ...]:
        return tuple(t for t in self.tables if not t.reported)

    @property
    def headings(self) -> tuple[str, ...]:
        return HEADINGS.get(self.stage, MATCH_HEADINGS)

    def to_json(self) -> dict[str, object]:
        key = "pods" if self.in_pods else "pairings"
        return {"round": self.number, key: [t.to_json() for t in self.tables]}


def kept_relaxations(stored: StoredRound) -> tuple[Sentence | str, ...]:
    """The rules a stored round's pairing relaxed, as the judge reads them."""
    return tuple(words_from_record(r, "message") for r in stored.relaxations)


@dataclass(frozen=True)
class StandingsView:
    round: int
    standings: Standings
    cut: tuple[str, ...] = ()
    """After the last Swiss round of a Swiss + top cut event, the players the cut takes."""

    def to_json(self) -> dict[str, object]:
        """``standings --json``'s document; ``cut`` (last, only when there is one): the numbers
        the top cut takes, best seed first."""
        document = self.standings.to_json(self.round)
        return {**document, "cut": list(self.cut)} if self.cut else document


@dataclass(frozen=True)
class PodStandingsView:
    round: int
    format: PodFormat
    rows: tuple[PodStanding, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "round": self.round,
            "format": self.format.value,
            "standings": [row.to_json() for row in self.rows],
        }


AnyStandings = StandingsView | PodStandingsView


@dataclass(frozen=True)
class ShownResult:
    """The result a station showed for a table when the judge chose to correct it: a correction
    replaces only that, never a result another station entered meanwhile."""

    result: str | None
    winner: str | None
