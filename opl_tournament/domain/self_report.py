"""Players reporting their own tables: the claims at one table and what each step makes of them.

A player claims a result for their table (a winner, a double loss, a draw where the game has
draws, or each side's place in a pod). The claim counts when every other player at the table
claims the same (by confirming it, or by reporting the same result on their own): the event's
mode then has it recorded at once (``confirm``) or waiting for the judge (``judge``). Claims
that differ put the table in the judge's disputed list and nothing is recorded. A player may
take back their own claim until it is agreed. The judge may accept any player's claim.

Everything here is plain data in, plain data out: the services load the table's facts and its
claims, ask a step, and store what it answers (and record the result it names).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.domain.text import clean_line

DEFAULT_ACTOR = "judge"
"""A station's name when nobody named it: not a person's name to print."""

PLAYER_CHANNELS = ("phone", "kiosk")
"""Where a player acts from (the audit rows name it: ``player 0004 (phone)``)."""


def player_actor(number: str, channel: str) -> str:
    """The audit log's actor for a player acting from ``channel``."""
    return f"player {number} ({channel})"


def actor_said(actor: str) -> Sentence | str:
    """An audit row's actor as a reader reads it: a player's channel in the reader's language
    ("player 0004 (phone)" is « joueur 0004 (téléphone) » in French), the station nobody named
    (``DEFAULT_ACTOR``) too; a station's own name as it is."""
    if actor == DEFAULT_ACTOR:
        return N_("judge")
    words = actor.split()
    if len(words) != 3 or words[0] != "player":
        return actor
    if words[2] == "(phone)":
        return N_("player {number} (phone)", number=words[1])
    if words[2] == "(kiosk)":
        return N_("player {number} (kiosk)", number=words[1])
    return actor


def station_actor(raw: str) -> str:
    """A station's name for the audit log, cleaned; refused when it reads like a player's
    channel, whose actions Edit ▸ Undo takes back from any station (a station named so would be
    taken for a phone)."""
    actor = clean_line(raw, field="actor", what=N_("the station's name"))
    words = actor.casefold().split()
    if (
        len(words) >= 3
        and words[0] == "player"
        and words[-1] in {f"({c})" for c in PLAYER_CHANNELS}
    ):
        raise InvalidInput(
            N_(
                "'{actor}' reads like a player's phone or kiosk in the audit log: give the "
                "station another name (a judge's name, or the station's place)",
                actor=actor,
            ),
            field="actor",
        )
    return actor


class NotYours(RefusedAction):
    """A player acting on a table, event or player that is not theirs (the page answers 403)."""


class SelfReportMode(StrEnum):
    OFF = "off"
    """Only the judge records results (a new event's default)."""
    CONFIRM = "confirm"
    """A result counts once every player at the table agrees."""
    JUDGE = "judge"
    """An agreed result still waits for the judge to accept it."""


class TableStatus(StrEnum):
    """Where a table's self-report stands (the strings of the players' page contract)."""

    OPEN = "open"
    """Nobody has reported."""
    AWAITING_OPPONENT = "awaiting-opponent"
    RECORDED = "recorded"
    DISPUTED = "disputed"
    AWAITING_JUDGE = "awaiting-judge"


DOUBLE_LOSS = "double-loss"
DRAW = "draw"
RESULT_WORDS = (DOUBLE_LOSS, DRAW)


@dataclass(frozen=True)
class Claim:
    """What one player says happened at their table: exactly one of ``winner`` (head to head:
    a player's number), ``result`` (``double-loss`` or ``draw``) or ``places`` (a pod: each
    side's place, 1 the best)."""

    by: str
    winner: str | None = None
    result: str | None = None
    places: Mapping[str, int] | None = None

    def says(self) -> tuple[object, ...]:
        """The result claimed, whoever claims it (two claims agree when these are equal)."""
        places = None if self.places is None else tuple(sorted(self.places.items()))
        return (self.winner, self.result, places)

    def agrees_with(self, other: Claim) -> bool:
        return self.says() == other.says()

    def seconded_by(self, player: str) -> Claim:
        """The same result, claimed by ``player`` (a confirmation)."""
        return replace(self, by=player)

    def describe(self) -> Sentence:
        if self.winner is not None:
            return N_("{winner} won", winner=self.winner)
        if self.result is not None:
            return N_("a double loss") if self.result == DOUBLE_LOSS else N_("a draw")
        assert self.places is not None
        ranked = sorted(self.places.items(), key=lambda item: (item[1], item[0]))
        return Sentence(", ".join(f"{side} {place}" for side, place in ranked))  # data only

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"by": self.by}
        if self.winner is not None:
            data["winner"] = self.winner
        if self.result is not None:
            data["result"] = self.result
        if self.places is not None:
            data["places"] = dict(self.places)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Claim:
        places = data.get("places")
        return cls(
            by=str(data["by"]),
            winner=None if data.get("winner") is None else str(data["winner"]),
            result=None if data.get("result") is None else str(data["result"]),
            places=None if places is None else {str(k): int(v) for k, v in dict(places).items()},
        )


@dataclass(frozen=True)
class TableFacts:
    """What the steps need to know about a table, read by the service in the same transaction."""

    round: int
    current_round: int
    table: int
    players: tuple[str, ...]
    """Everyone seated at the table (head to head: the two players)."""
    sides: tuple[str, ...] = ()
    """A pod's sides (a team, or a player alone); empty head to head."""
    recorded: bool = False
    recorded_by: Sentence | None = None
    """Who recorded the result ("by ACTOR at TIME"), told to whoever arrives second (a
    sentence: said in the language of whoever reads the refusal)."""
    time_called: bool = False
    draws: bool = False
    """Whether the game has draws at this table (its rules have them, and not in a bracket)."""
    elimination: bool = False
    mode: SelfReportMode = SelfReportMode.OFF

    @property
    def pod(self) -> bool:
        return bool(self.sides)


@dataclass(frozen=True)
class TableReports:
    """A table's claims, in the order made, at most one a player."""

    claims: tuple[Claim, ...] = ()

    def of(self, player: str) -> Claim | None:
        return next((claim for claim in self.claims if claim.by == player), None)

    def without(self, player: str) -> TableReports:
        return TableReports(tuple(claim for claim in self.claims if claim.by != player))

    def status(self, facts: TableFacts) -> TableStatus:
        """What the claims add up to (a recorded table is recorded, whatever was claimed)."""
        if facts.recorded:
            return TableStatus.RECORDED
        if not self.claims:
            return TableStatus.OPEN
        first = self.claims[0]
        if any(not claim.agrees_with(first) for claim in self.claims[1:]):
            return TableStatus.DISPUTED
        if {claim.by for claim in self.claims} >= set(facts.players):
            if facts.mode is SelfReportMode.CONFIRM:
                return TableStatus.RECORDED
            return TableStatus.AWAITING_JUDGE
        return TableStatus.AWAITING_OPPONENT

    def to_json(self) -> list[dict[str, Any]]:
        return [claim.to_json() for claim in self.claims]

    @classmethod
    def from_json(cls, data: list[Mapping[str, Any]]) -> TableReports:
        return cls(tuple(Claim.from_json(item) for item in data))


@dataclass(frozen=True)
class Step:
    """What a step leaves: the table's claims, its status, and the result to record now (when
    the claims were agreed in ``confirm`` mode, or the judge accepted one)."""

    reports: TableReports
    status: TableStatus
    record: Claim | None = None


def _refuse_unless_open_to(facts: TableFacts, player: str) -> None:
    """The refusals every player's step shares, in the order a player would want to hear them."""
    if facts.mode is SelfReportMode.OFF:
        raise RefusedAction(
            N_("players do not report results in this event: the judge enters them")
        )
    if player not in facts.players:
        raise NotYours(
            N_("player {player} is not at pod {table}", player=player, table=facts.table)
            if facts.pod
            else N_("player {player} is not at table {table}", player=player, table=facts.table)
        )
    if facts.round != facts.current_round:
        raise RefusedAction(
            N_(
                "round {round} is not the current round (round {current} is)",
                round=facts.round,
                current=facts.current_round,
            )
        )
    if facts.recorded:
        raise RefusedAction(N_("{recorded}; only the judge corrects it", recorded=_recorded(facts)))
    if facts.time_called:
        raise RefusedAction(
            N_("time was called at pod {table}: the judge decides its result", table=facts.table)
            if facts.pod
            else N_(
                "time was called at table {table}: the judge decides its result",
                table=facts.table,
            )
        )


def _recorded(facts: TableFacts) -> Sentence:
    said = {"table": facts.table, "round": facts.round}
    by = facts.recorded_by
    if facts.pod:
        if by is not None:
            return N_(
                "pod {table} of round {round} already has a result (entered {by})", by=by, **said
            )
        return N_("pod {table} of round {round} already has a result", **said)
    if by is not None:
        return N_(
            "table {table} of round {round} already has a result (entered {by})", by=by, **said
        )
    return N_("table {table} of round {round} already has a result", **said)


def check_claim(facts: TableFacts, claim: Claim) -> None:
    """Refuse a claim of a result this table cannot have."""
    given = [claim.winner is not None, claim.result is not None, claim.places is not None]
    if sum(given) != 1:
        raise InvalidInput(N_("give one of: the winner, a double loss or draw, or the places"))
    if facts.pod:
        _check_places(facts, claim)
        return
    if claim.places is not None:
        raise InvalidInput(N_("places are for pods; this table is played head to head"))
    if claim.winner is not None and claim.winner not in facts.players:
        raise InvalidInput(
            N_("player {player} is not at table {table}", player=claim.winner, table=facts.table),
            field="winner",
        )
    if claim.result is not None and claim.result not in RESULT_WORDS:
        raise InvalidInput(
            N_(
                "a result is {double_loss} or {draw}, not {given}",
                double_loss=DOUBLE_LOSS,
                draw=DRAW,
                given=repr(claim.result),
            ),
            field="result",
        )
    if claim.result == DRAW and not facts.draws:
        raise RefusedAction(N_("this game cannot end in a draw here"))
    if claim.result == DOUBLE_LOSS and facts.elimination:
        raise RefusedAction(
            N_("an elimination match needs a winner; a double loss is not possible")
        )


def _check_places(facts: TableFacts, claim: Claim) -> None:
    if claim.places is None:
        raise InvalidInput(N_("a pod's result is each side's place"), field="places")
    if set(claim.places) != set(facts.sides):
        raise InvalidInput(
            N_("give a place to each of {sides} (and no one else)", sides=", ".join(facts.sides)),
            field="places",
        )
    if not all(1 <= place <= len(facts.sides) for place in claim.places.values()):
        raise InvalidInput(N_("places run from 1 to {last}", last=len(facts.sides)), field="places")
    if 1 not in claim.places.values():
        raise InvalidInput(N_("someone finishes first"), field="places")


def _after(facts: TableFacts, reports: TableReports) -> Step:
    status = reports.status(facts)
    record = reports.claims[0] if status is TableStatus.RECORDED else None
    return Step(reports, status, record)


def report(facts: TableFacts, reports: TableReports, claim: Claim) -> Step:
    """A player reports their table's result."""
    _refuse_unless_open_to(facts, claim.by)
    check_claim(facts, claim)
    own = reports.of(claim.by)
    if own is not None:
        raise RefusedAction(
            N_(
                "you have already reported {claim}; take that report back first",
                claim=own.describe(),
            )
        )
    return _after(facts, TableReports((*reports.claims, claim)))


def confirm(facts: TableFacts, reports: TableReports, player: str) -> Step:
    """A player agrees with the result another player at their table reported."""
    _refuse_unless_open_to(facts, player)
    others = [claim for claim in reports.claims if claim.by != player]
    if not others:
        raise RefusedAction(
            N_("nobody else at pod {table} has reported a result to confirm", table=facts.table)
            if facts.pod
            else N_(
                "nobody else at table {table} has reported a result to confirm",
                table=facts.table,
            )
        )
    own = reports.of(player)
    if own is not None:
        if not own.agrees_with(others[0]):
            raise RefusedAction(
                N_("you reported a different result; take yours back first to confirm")
            )
        if reports.status(facts) is TableStatus.AWAITING_JUDGE:
            raise RefusedAction(
                N_("you have already confirmed this result; it waits for the judge")
            )
        # A pod whose other players have not all confirmed yet (a phone sending it twice).
        raise RefusedAction(
            N_("you have already confirmed this result; it waits for the others at your pod")
        )
    if any(not claim.agrees_with(others[0]) for claim in others[1:]):
        raise RefusedAction(N_("the others at your table disagree; a judge is on the way"))
    return _after(facts, TableReports((*reports.claims, others[0].seconded_by(player))))


def withdraw(facts: TableFacts, reports: TableReports, player: str) -> Step:
    """A player takes back their own report (until it is agreed)."""
    _refuse_unless_open_to(facts, player)
    if reports.of(player) is None:
        raise RefusedAction(N_("you have no report at this table to take back"))
    if reports.status(facts) is TableStatus.AWAITING_JUDGE:
        raise RefusedAction(N_("the result is agreed and waits for the judge; ask the judge"))
    return _after(facts, reports.without(player))


def accept(facts: TableFacts, reports: TableReports, player: str) -> Step:
    """The judge records the result ``player`` claimed (a dispute settled, or an agreed result
    accepted in ``judge`` mode)."""
    if facts.recorded:
        raise RefusedAction(N_("{recorded}; correct it instead", recorded=_recorded(facts)))
    claim = reports.of(player)
    if claim is None:
        raise RefusedAction(
            N_(
                "player {player} has reported nothing at pod {table}",
                player=player,
                table=facts.table,
            )
            if facts.pod
            else N_(
                "player {player} has reported nothing at table {table}",
                player=player,
                table=facts.table,
            )
        )
    return Step(reports, TableStatus.RECORDED, claim)


def mode_for(
    swiss: SelfReportMode, cut: SelfReportMode | None, elimination: bool
) -> SelfReportMode:
    """The mode of a round: the cut's own where it has one, else the Swiss rounds'."""
    if elimination and cut is not None:
        return cut
    return swiss
