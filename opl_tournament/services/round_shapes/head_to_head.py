"""Head-to-head tables: two players a table (Swiss, elimination brackets).

The pairing engine is handed the whole history every time (entrants and every match so far), so
what is stored is only what happened: rounds, tables and results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.model import Event, Registration, RegistrationStatus
from opl_tournament.domain.pairing.bracket import BracketView
from opl_tournament.domain.pairing.next_round import (
    bracket_change_refusal,
    bracket_view,
    event_standings,
    top_cut,
)
from opl_tournament.domain.pairing.next_round import pair_next_round as pair_round
from opl_tournament.domain.pairing.records import (
    Bracket,
    Entrant,
    EventConfig,
    GrandFinal,
    LateEntry,
    MatchRecord,
    OddField,
    ResultCode,
    RoundPairing,
    RoundStage,
    RoundStatus,
    Seeding,
    TiebreakPreset,
)
from opl_tournament.domain.registration import seated_number
from opl_tournament.domain.result_words import result_without_winner
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PRINT_KINDS, PrintKind
from opl_tournament.services.round_shapes.base import (
    OpenRound,
    Repeated,
    Reported,
    SeatedRound,
    TableKind,
    TableShape,
    already_has_result,
    differs_from_recorded,
    nothing_to_correct,
    require_kind,
    require_round,
    who_did,
)
from opl_tournament.services.round_shapes.steps import LoggedResult, RoundSheet, ShapeSteps
from opl_tournament.services.round_shapes.views import (
    MatchView,
    RoundView,
    StandingsView,
    kept_relaxations,
)
from opl_tournament.storage import Store
from opl_tournament.storage.round_store import (
    NewMatch,
    ResultChange,
    StoredMatch,
    StoredRound,
    relaxation_record,
)

_RESULT_ACTIONS = frozenset(
    {
        AuditAction.MATCH_REPORT,
        AuditAction.MATCH_CORRECT,
        AuditAction.RESULTS_FILE,
        AuditAction.PENALTY_ISSUE,
    }
)


@dataclass(frozen=True)
class EventHistory:
    """Everything that happened in an event, as the domain engines read it."""

    event: Event
    config: EventConfig
    entrants: list[Entrant]
    matches: list[MatchRecord]
    registrations: list[Registration]
    rounds: list[StoredRound]


def event_config(event: Event) -> EventConfig:
    """The pairing engine's view of an event's settings (policies may refine the defaults)."""
    settings = event.settings
    pairing = settings.policies.pairing
    return EventConfig(
        format=settings.format,
        rounds=settings.swiss_rounds,
        cut_size=settings.cut_size,
        seed=settings.seed,
        odd_field=OddField(settings.odd_field),
        late_entry=pairing.late_entry or LateEntry.LOSSES,
        bye_assignment=pairing.bye_assignment or Seeding.RANDOM,
        grand_final=pairing.grand_final or GrandFinal.RESET,
        tiebreaks=pairing.tiebreaks or TiebreakPreset.LEGION,
    )


def _entrant(registration: Registration) -> Entrant:
    return Entrant(
        number=registration.number,
        status=registration.status,
        is_staff=registration.is_staff,
        entered_round=registration.entered_round,
        name=registration.player.name,
    )


_RESULT_CODES = {code.value: code for code in ResultCode}
_BRACKETS = {bracket.value: bracket for bracket in Bracket}


def _match_record(match: StoredMatch) -> MatchRecord:
    return MatchRecord(
        **attributes(match, ("round", "table", "a", "b", "winner")),
        result=None if match.result is None else _RESULT_CODES[match.result],
        match_id=match.match_code,
        bracket=None if match.bracket is None else _BRACKETS[match.bracket],
    )


def history_of(store: Store, event: Event) -> EventHistory:
    registrations = store.registrations(event.id)
    rounds = store.rounds.rounds(event.id)
    return EventHistory(
        event=event,
        config=event_config(event),
        entrants=[_entrant(r) for r in registrations],
        matches=[_match_record(m) for r in rounds for m in r.matches],
        registrations=registrations,
        rounds=rounds,
    )


def load_history(store: Store, event_id: int) -> EventHistory:
    """A head-to-head event's history (refused for an event played in pods)."""
    return history_of(store, require_kind(store, event_id, TableKind.HEAD_TO_HEAD))


def event_history(ctx: ServiceContext, event_id: int) -> EventHistory:
    with ctx.read() as store:
        return load_history(store, event_id)


def round_views(history: EventHistory) -> list[RoundView]:
    return [round_view(stored, history.registrations) for stored in history.rounds]


def round_view(stored: StoredRound, registrations: Sequence[Registration]) -> RoundView:
    """One round as the judge sees it (names and staff from the event's ``registrations``)."""
    names = {r.number: r.player.name for r in registrations}
    staff = {r.number for r in registrations if r.is_staff}
    return RoundView(
        number=stored.number,
        stage=RoundStage(stored.stage),
        status=RoundStatus(stored.status),
        tables=tuple(
            _view(m, names.get(m.a, ""), "" if m.b is None else names.get(m.b, ""), staff)
            for m in stored.matches
        ),
        relaxations=kept_relaxations(stored),
        notes=stored.notes,
    )


_SHOWN = ("round", "table", "a", "b", "bracket", "explanation", "winner", "result", "decided_by")
"""What a table's view shows of the stored match as it is."""


def _view(m: StoredMatch, a_name: str, b_name: str, staff: set[str]) -> MatchView:
    return MatchView(
        **attributes(m, _SHOWN),
        a_name=a_name,
        b_name=b_name,
        match=m.match_code,
        staff_game=m.a in staff or m.b in staff,
        adjudication=m.adjudication,
    )


def new_match(pairing: Any, registration_ids: dict[str, int], *, manual: bool = False) -> NewMatch:
    is_bye = pairing.b is None
    return NewMatch(
        table=pairing.table,
        a=registration_ids[pairing.a],
        b=None if is_bye else registration_ids[pairing.b],
        explanation=pairing.explanation,
        match_code=pairing.match,
        bracket=None if pairing.bracket is None else str(pairing.bracket),
        winner=registration_ids[pairing.a] if is_bye else None,
        result=ResultCode(pairing.bye_result).value if is_bye else None,
        decided_by="pairing" if is_bye else None,
        manual=manual,
    )


def seated_round(
    history: EventHistory, pairing: RoundPairing, *, manual: bool = False
) -> SeatedRound:
    """A round the engine (or the judge, ``manual``) paired, ready to store."""
    ids = {r.number: r.id for r in history.registrations}
    after = pairing.to_json()
    if manual:
        after["manual"] = True
    byes = sum(1 for p in pairing.pairings if p.b is None)
    said: list[Sentence | str] = [
        N_plural(
            "paired round {round}: {count} table",
            "paired round {round}: {count} tables",
            len(pairing.pairings),
            round=pairing.round,
        )
    ]
    if byes:
        said.append(N_plural("{count} bye", "{count} byes", byes))
    if pairing.relaxations:
        relaxed = len(pairing.relaxations)
        said.append(N_plural("{count} rule relaxed", "{count} rules relaxed", relaxed))
    summary = joined(said, "comma")
    return SeatedRound(
        number=pairing.round,
        stage=RoundStage(pairing.stage),
        action=AuditAction.ROUND_PAIR,
        summary=N_("{summary} by hand", summary=summary) if manual else summary,
        after=after,
        relaxations=[relaxation_record(r) for r in pairing.relaxations],
        notes=pairing.notes,
        matches=[new_match(p, ids, manual=manual) for p in pairing.pairings],
        swiss_rounds=pairing.swiss_rounds,
        # A round of byes only (a bracket's walkover final) has every result it will have.
        complete=bool(pairing.pairings) and all(p.b is None for p in pairing.pairings),
    )


def described(result: str | None, winner: str | None) -> str | Sentence:
    """The result in words to say: "0003 won", "0003 won by forfeit", "double loss" (never
    its stored code: "0003 won (FORFEIT)" read as a judge's jargon)."""
    if result == ResultCode.DOUBLE_LOSS:
        return N_("double loss")
    if result == ResultCode.DRAW:
        return N_("draw")
    if result == ResultCode.FORFEIT:
        return N_("{winner} won by forfeit", winner=winner)
    if result == ResultCode.BYE:
        return N_("{winner} had a bye", winner=winner)
    if result == ResultCode.BYE_DQ:
        return N_("{winner} won: the opponent was disqualified", winner=winner)
    return N_("{winner} won", winner=winner)


@dataclass(frozen=True)
class _Checked:
    """A result that passed every check, ready to store and audit."""

    match: StoredMatch
    winner: str | None
    code: str
    decided_by: str
    adjudication: dict[str, Any] | None


class _MatchSheet(RoundSheet):
    """A head-to-head round open for results: one table read at a time, or the whole round
    at once (a results file: read once, written in one statement)."""

    def __init__(self, shape: TableShape, opened: OpenRound, whole: bool) -> None:
        super().__init__(shape, opened)
        store, event = self.store, self.event
        self.by_table: dict[int, StoredMatch] | None = None
        self.staff_of: Callable[[StoredMatch], set[str]] = self._staff_at
        if whole:
            round_ = store.rounds.round(event.id, self.stored.number)
            assert round_ is not None
            self.by_table = {m.table: m for m in round_.matches}
            staff = {r.number for r in store.registrations(event.id) if r.is_staff}
            self.staff_of = lambda match: {n for n in (match.a, match.b) if n in staff}

    def _staff_at(self, match: StoredMatch) -> set[str]:
        """Which of the table's players is the staff player (an empty set, nearly always)."""
        staff = set()
        for number in (match.a, match.b):
            registration = (
                None if number is None else self.store.find_registration(self.event.id, number)
            )
            if registration is not None and registration.is_staff:
                staff.add(registration.number)
        return staff

    def check(self, table: int, reported: Reported, *, repeat: bool = False) -> _Checked | Repeated:
        correction, replacing = reported.correction, reported.replacing
        number, event, stage = self.stored.number, self.event, self.stored.stage
        if reported.placings is not None:
            raise InvalidInput(
                N_("--placing is for pod events; give --winner PLAYER"), field="placing"
            )
        match = (
            self.store.rounds.table(self.stored.id, table)
            if self.by_table is None
            else self.by_table.get(table)
        )
        if match is None:
            raise InvalidInput(
                N_("round {round} has no table {table}", round=number, table=table), field="TABLE"
            )
        if match.b is None:
            if (
                repeat
                and reported.winner is not None
                and seated_number(reported.winner, (match.a,)) == match.a
            ):
                return Repeated(table)  # a sheet listing the bye as it stands
            raise RefusedAction(
                N_(
                    "table {table} of round {round} is {player}'s bye",
                    table=table,
                    round=number,
                    player=match.a,
                )
            )
        recorded = match.result is not None and not correction
        if recorded and not repeat:
            by = who_did(self.store, event.id, "match", match.id, _RESULT_ACTIONS)
            raise already_has_result(number, table, described(match.result, match.winner), by)
        if (
            correction
            and replacing is not None
            and (match.result, match.winner) != (replacing.result, replacing.winner)
        ):
            now = N_("no result") if match.result is None else described(match.result, match.winner)
            by = who_did(self.store, event.id, "match", match.id, _RESULT_ACTIONS)
            raise RefusedAction(
                N_(
                    "round {round}, table {table} changed since this station showed it "
                    "(now: {now}); look at it again before correcting",
                    round=number,
                    table=table,
                    now=now,
                )
                if by is None
                else N_(
                    "round {round}, table {table} changed since this station showed it "
                    "(now: {now}, entered {by}); look at it again before correcting",
                    round=number,
                    table=table,
                    now=now,
                    by=by,
                )
            )
        if correction and stage == RoundStage.ELIMINATION:
            history = history_of(self.store, event)
            refusal = bracket_change_refusal(history.config, history.matches, number, table)
            if refusal is not None:
                raise RefusedAction(refusal)
        winner, double_loss = reported.winner, reported.double_loss
        if reported.result == ResultCode.DRAW:
            _refuse_draw(event, stage, winner, double_loss)
        elif double_loss == (winner is not None):
            raise InvalidInput(N_("give either a winner or a double loss"), field="winner")
        winner = None if winner is None else seated_number(winner, (match.a, match.b))
        if winner is not None and winner not in (match.a, match.b):
            raise InvalidInput(
                N_(
                    "player {player} is not at table {table} of round {round} ({a} v {b})",
                    player=winner,
                    table=table,
                    round=number,
                    a=match.a,
                    b=match.b,
                ),
                field="winner",
            )
        if double_loss and stage == RoundStage.ELIMINATION and not self._both_left(event, match):
            raise RefusedAction(
                N_(
                    "an elimination match needs a winner; a double loss is possible only when "
                    "both players have left the event (dropped or disqualified)"
                )
            )
        code = _result_code(match, self.staff_of(match), double_loss, reported.result)
        if recorded:
            said = described(match.result, match.winner)
            if (match.result, match.winner) == (code, winner):
                return Repeated(table)
            by = who_did(self.store, event.id, "match", match.id, _RESULT_ACTIONS)
            raise differs_from_recorded(number, table, said, described(code, winner), by)
        return _Checked(match, winner, code, reported.decided_by, reported.adjudication)

    def _both_left(self, event: Event, match: StoredMatch) -> bool:
        """Whether neither player of a bracket match is still in the event: then nobody can
        win it, and a double loss sends nobody on (their next opponent has a bye)."""
        numbers = [n for n in (match.a, match.b) if n is not None]
        found = [self.store.find_registration(event.id, n) for n in numbers]
        return len(numbers) == 2 and all(
            r is not None and r.status is not RegistrationStatus.ACTIVE for r in found
        )

    def write(self, checked: Sequence[object], *, audited: bool) -> None:
        """Write checked results (one statement) and their audit rows."""
        results = [c for c in checked if isinstance(c, _Checked)]
        if audited:
            for r in results:
                self._refuse_unchanged(r)
        self.store.rounds.set_results(
            [
                ResultChange(
                    match_id=r.match.id,
                    winner=None if r.winner is None else _registration_of(r.match, r.winner),
                    result=r.code,
                    decided_by=r.decided_by,
                    adjudication=r.adjudication,
                )
                for r in results
            ]
        )
        if audited:
            for r in results:
                self.audit_result(self.logged(r))

    def _refuse_unchanged(self, r: _Checked) -> None:
        """A judge's correction must change the result or who decided it (a penalty forfeiting a
        game already forfeited is not a judge's correction: it is not audited here)."""
        same = (r.match.result, r.match.winner, r.match.decided_by) == (
            r.code,
            r.winner,
            r.decided_by,
        )
        if same and r.adjudication is None:
            raise nothing_to_correct(r.match.round, r.match.table, described(r.code, r.winner))

    def logged(self, checked: object) -> LoggedResult:
        assert isinstance(checked, _Checked)
        r = checked
        after = {
            **r.match.as_record(),
            "winner": r.winner,
            "result": r.code,
            "decided_by": r.decided_by,
        }
        corrected = r.match.result is not None
        return LoggedResult(
            AuditAction.MATCH_CORRECT if corrected else AuditAction.MATCH_REPORT,
            "match",
            r.match,
            described(r.code, r.winner),
            corrected=corrected,
            after=after if r.adjudication is None else {**after, "adjudication": r.adjudication},
        )


def _result_code(match: StoredMatch, staff: set[str], double_loss: bool, result: str) -> str:
    if double_loss:
        return ResultCode.DOUBLE_LOSS.value
    try:
        code = ResultCode(result)
    except ValueError:
        known = ", ".join(c.value for c in ResultCode)
        raise InvalidInput(
            N_("unknown result {result!r} (one of {known})", result=result, known=known),
            field="result",
        ) from None
    if code in (ResultCode.BYE, ResultCode.DOUBLE_LOSS):
        raise InvalidInput(
            N_("a result of {result} cannot be reported", result=code.value), field="result"
        )
    if code is ResultCode.WIN and (match.a in staff or match.b in staff):
        return ResultCode.STAFF.value
    return code.value


def _refuse_draw(event: Event, stage: str, winner: str | None, double_loss: bool) -> None:
    """Draws exist only where the game's rules have them (Vs. System), and not in a bracket."""
    if winner is not None or double_loss:
        raise InvalidInput(N_("a draw has neither a winner nor a double loss"), field="winner")
    game = rules_for(event.settings.game)
    if not game.draws:
        raise RefusedAction(
            N_("a game of {game} always has a winner: its rules have no draw", game=game.label)
        )
    if stage == RoundStage.ELIMINATION:
        raise RefusedAction(N_("an elimination match needs a winner; a draw is not possible"))


def _registration_of(match: StoredMatch, number: str) -> int:
    if number == match.a:
        return match.a_registration
    assert match.b_registration is not None
    return match.b_registration


class HeadToHead(ShapeSteps):
    """The head-to-head table shape (see ``base.TableShape``)."""

    kind: TableKind = TableKind.HEAD_TO_HEAD
    unpair_action: AuditAction = AuditAction.ROUND_UNPAIR
    result_columns: tuple[str, ...] = ("winner",)
    print_kinds: tuple[PrintKind, ...] = PRINT_KINDS
    tables_key: str = "pairings"
    penalty_names_table: bool = True

    load = staticmethod(history_of)
    round_views = staticmethod(round_views)

    def stored_round_view(self, store: Store, event: Event, number: int) -> RoundView:
        """Round ``number`` read back after a change in this transaction (only its rows)."""
        stored = store.rounds.round(event.id, number)
        assert stored is not None
        return round_view(stored, store.registrations(event.id))

    def seat(self, history: EventHistory, number: int) -> SeatedRound:
        pairing = pair_round(history.config, history.entrants, history.matches, number)
        return seated_round(history, pairing)

    def sheet(self, opened: OpenRound, *, whole: bool) -> _MatchSheet:
        return _MatchSheet(self, opened, whole)

    def table_view(self, store: Store, event: Event, number: int, table: int) -> MatchView:
        """One table as the judge sees it, read back after a change."""
        match = store.rounds.table(require_round(store, event.id, number).id, table)
        assert match is not None
        a = store.find_registration(event.id, match.a)
        b = None if match.b is None else store.find_registration(event.id, match.b)
        assert a is not None
        staff = {r.number for r in (a, b) if r is not None and r.is_staff}
        return _view(match, a.player.name, "" if b is None else b.player.name, staff)

    def unreported(self, store: Store, round_id: int) -> int:
        return store.rounds.unreported_tables(round_id)

    def parse_cell(self, column: str, text: str) -> Reported:
        no_winner = result_without_winner(text)
        if no_winner is ResultCode.DOUBLE_LOSS:
            return Reported(double_loss=True)
        if no_winner is ResultCode.DRAW:
            return Reported(result=ResultCode.DRAW.value)
        return Reported(winner=text)

    def unpair_record(self, history: EventHistory, last: StoredRound) -> dict[str, Any]:
        return last.as_record()

    def unpaired(self, number: int) -> Sentence:
        return N_("took back the pairing of round {round}", round=number)

    def standings(
        self, history: EventHistory, through_round: int | None, last: int
    ) -> StandingsView:
        table = event_standings(
            history.config, history.entrants, history.matches, through_round=through_round
        )
        cut: list[str] = []
        if all(m.reported for m in history.matches if m.round == last):
            cut, _notes = top_cut(history.config, history.entrants, history.matches, last)
        return StandingsView(round=last, standings=table, cut=tuple(cut))

    def bracket(self, history: EventHistory) -> BracketView | None:
        return bracket_view(history.config, history.entrants, history.matches)


HEAD_TO_HEAD = HeadToHead()
