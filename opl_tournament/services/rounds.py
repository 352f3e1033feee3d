"""Rounds: pairing the next round, taking results, standings.

The pairing engine is handed the whole history every time (entrants and every match so far), so
what is stored is only what happened: rounds, tables and results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, EventStatus, Registration
from opl_tournament.domain.numbers import parse_whole_number
from opl_tournament.domain.pairing.bracket import BracketView
from opl_tournament.domain.pairing.next_round import (
    bracket_change_refusal,
    bracket_view,
    event_standings,
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
    Seeding,
    TiebreakPreset,
)
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.standings import Standings
from opl_tournament.services.backups import round_snapshot
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.csv_files import csv_rows
from opl_tournament.services.files import read_limited
from opl_tournament.services.pods import is_pod_event
from opl_tournament.storage import Store
from opl_tournament.storage.round_store import (
    NewMatch,
    ResultChange,
    StoredMatch,
    StoredRound,
)

RESULTS_FILE_LIMIT = 5 * 1024 * 1024
DOUBLE_LOSS_WORDS = frozenset({"double-loss", "double loss", "dl", "double_loss"})
DRAW_WORDS = frozenset({"draw", "drawn", "tie"})
DRAW = "\x00draw"
"""What ``parse_results_csv`` gives as the winner of a drawn table (no player number has a NUL)."""


@dataclass(frozen=True)
class MatchView:
    round: int
    table: int
    a: str
    a_name: str
    b: str | None
    b_name: str
    match: str | None
    bracket: str | None
    explanation: str
    winner: str | None
    result: str | None
    decided_by: str | None
    staff_game: bool
    adjudication: dict[str, Any] | None = None

    @property
    def is_bye(self) -> bool:
        return self.b is None

    @property
    def reported(self) -> bool:
        return self.result is not None

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"table": self.table, "a": self.a, "b": self.b}
        if self.match is not None:
            data["match"] = self.match
            data["bracket"] = self.bracket
        return data


@dataclass(frozen=True)
class RoundView:
    number: int
    stage: str
    status: str
    matches: tuple[MatchView, ...]
    relaxations: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def missing(self) -> tuple[MatchView, ...]:
        return tuple(m for m in self.matches if not m.reported)

    def to_json(self) -> dict[str, object]:
        return {"round": self.number, "pairings": [m.to_json() for m in self.matches]}


@dataclass(frozen=True)
class StandingsView:
    round: int
    standings: Standings

    def to_json(self) -> dict[str, object]:
        return self.standings.to_json(self.round)


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


def _match_record(match: StoredMatch) -> MatchRecord:
    return MatchRecord(
        round=match.round,
        table=match.table,
        a=match.a,
        b=match.b,
        winner=match.winner,
        result=None if match.result is None else ResultCode(match.result),
        match_id=match.match_code,
        bracket=None if match.bracket is None else Bracket(match.bracket),
    )


def require_head_to_head(store: Store, event_id: int) -> Event:
    """The event, refused when it is played in pods."""
    event = require_event(store, event_id)
    if is_pod_event(event):
        raise RefusedAction(
            f"event {event_id} is played in pods; this works only for head-to-head events"
        )
    return event


def load_history(store: Store, event_id: int) -> EventHistory:
    event = require_head_to_head(store, event_id)
    registrations = store.registrations(event_id)
    rounds = store.rounds.rounds(event_id)
    return EventHistory(
        event=event,
        config=event_config(event),
        entrants=[_entrant(r) for r in registrations],
        matches=[_match_record(m) for r in rounds for m in r.matches],
        registrations=registrations,
        rounds=rounds,
    )


def round_views(history: EventHistory) -> list[RoundView]:
    return [round_view(stored, history.registrations) for stored in history.rounds]


def round_view(stored: StoredRound, registrations: Sequence[Registration]) -> RoundView:
    """One round as the judge sees it (names and staff from the event's ``registrations``)."""
    names = {r.number: r.player.name for r in registrations}
    staff = {r.number for r in registrations if r.is_staff}
    return RoundView(
        number=stored.number,
        stage=stored.stage,
        status=stored.status,
        matches=tuple(
            MatchView(
                round=m.round,
                table=m.table,
                a=m.a,
                a_name=names.get(m.a, ""),
                b=m.b,
                b_name="" if m.b is None else names.get(m.b, ""),
                match=m.match_code,
                bracket=m.bracket,
                explanation=m.explanation,
                winner=m.winner,
                result=m.result,
                decided_by=m.decided_by,
                staff_game=m.a in staff or m.b in staff,
                adjudication=m.adjudication,
            )
            for m in stored.matches
        ),
        relaxations=tuple(str(r.get("message", "")) for r in stored.relaxations),
        notes=stored.notes,
    )


def stored_round_view(store: Store, history: EventHistory, number: int) -> RoundView:
    """Round ``number`` read back after a change in this transaction (only that round's rows)."""
    stored = store.rounds.round(history.event.id, number)
    assert stored is not None
    return round_view(stored, history.registrations)


def event_history(ctx: ServiceContext, event_id: int) -> EventHistory:
    with ctx.read() as store:
        return load_history(store, event_id)


def list_rounds(ctx: ServiceContext, event_id: int) -> list[RoundView]:
    with ctx.read() as store:
        return round_views(load_history(store, event_id))


def get_round(ctx: ServiceContext, event_id: int, round_number: int) -> RoundView:
    with ctx.read() as store:
        history = load_history(store, event_id)
    return find_round(round_views(history), round_number)


def find_round(views: Sequence[RoundView], round_number: int) -> RoundView:
    for view in views:
        if view.number == round_number:
            return view
    if not views:
        raise InvalidInput("no round has been paired yet", field="ROUND")
    raise InvalidInput(
        f"there is no round {round_number} (rounds paired: 1–{views[-1].number})", field="ROUND"
    )


def _tables(matches: Sequence[MatchView]) -> str:
    tables = [str(m.table) for m in matches]
    shown = ", ".join(tables[:12])
    return shown + (f" and {len(tables) - 12} more" if len(tables) > 12 else "")


def pair_next_round(
    ctx: ServiceContext, event_id: int, *, expected: int | None = None
) -> RoundView:
    """Pair the next round from the whole history; refused while the current round is open.

    ``expected`` is the round the judge asked for (the window's "Pair round N"): when another
    station has paired it meanwhile, this one is refused, saying who did.
    """
    with ctx.write() as store:
        history = load_history(store, event_id)
        refuse_already_paired(store, history, expected)
        number = refuse_while_open(history)
        pairing = pair_round(history.config, history.entrants, history.matches, number)
        store_paired_round(store, ctx, history, pairing)
        view = stored_round_view(store, history, number)
    round_snapshot(ctx, event_id, number, "start")
    return view


def refuse_already_paired(store: Store, history: EventHistory, expected: int | None) -> None:
    """Refuse pairing round ``expected`` when it exists already (another station paired it)."""
    if expected is None or store.rounds.round_header(history.event.id, expected) is None:
        return
    by = who_did(
        store,
        history.event.id,
        "round",
        expected,
        frozenset({AuditAction.ROUND_PAIR, AuditAction.POD_PAIR}),
    )
    raise RefusedAction(f"round {expected} is already paired {by}".rstrip())


def refuse_while_open(history: EventHistory) -> int:
    """The number of the next round; refused while the current one still lacks results."""
    if history.event.status is EventStatus.FINISHED:
        raise RefusedAction(f"event {history.event.id} is finished")
    if history.rounds:
        last = round_view(history.rounds[-1], history.registrations)
        if last.missing:
            raise RefusedAction(
                f"round {last.number} still has no result at table(s) {_tables(last.missing)}"
            )
    return len(history.rounds) + 1


def store_paired_round(
    store: Store,
    ctx: ServiceContext,
    history: EventHistory,
    pairing: RoundPairing,
    *,
    manual: bool = False,
) -> None:
    """Store a new round (engine's or judge's) with its audit row, in the caller's transaction."""
    event_id = history.event.id
    registration_ids = {r.number: r.id for r in history.registrations}
    store.rounds.add_round(
        event_id,
        pairing.round,
        pairing.stage,
        [new_match(p, registration_ids, manual=manual) for p in pairing.pairings],
        relaxations=[
            {"rule": str(r.rule), "players": list(r.players), "message": r.message}
            for r in pairing.relaxations
        ],
        notes=pairing.notes,
    )
    _note_swiss_rounds(store, history.event, pairing)
    if history.event.status is EventStatus.REGISTRATION:
        store.set_event_status(event_id, EventStatus.RUNNING)
    after = pairing.to_json()
    if manual:
        after["manual"] = True
    store.audit(
        AuditAction.ROUND_PAIR,
        actor=ctx.actor,
        event_id=event_id,
        entity="round",
        entity_id=pairing.round,
        summary=_pair_summary(pairing) + (" by hand" if manual else ""),
        after=after,
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


def _note_swiss_rounds(store: Store, event: Event, pairing: RoundPairing) -> None:
    if pairing.swiss_rounds is not None and event.settings.swiss_rounds is None:
        store.update_event_settings(
            event.id, replace(event.settings, swiss_rounds=pairing.swiss_rounds)
        )


def _pair_summary(pairing: RoundPairing) -> str:
    byes = sum(1 for p in pairing.pairings if p.b is None)
    text = f"paired round {pairing.round}: {len(pairing.pairings)} tables"
    if byes:
        text += f", {byes} bye{'s' if byes > 1 else ''}"
    if pairing.relaxations:
        text += f", {len(pairing.relaxations)} rule(s) relaxed"
    return text


def _result_code(match: StoredMatch, staff: set[str], double_loss: bool, result: str) -> str:
    if double_loss:
        return ResultCode.DOUBLE_LOSS.value
    try:
        code = ResultCode(result)
    except ValueError:
        known = ", ".join(c.value for c in ResultCode)
        raise InvalidInput(f"unknown result {result!r} (one of {known})", field="result") from None
    if code in (ResultCode.BYE, ResultCode.DOUBLE_LOSS):
        raise InvalidInput(f"a result of {code.value} cannot be reported", field="result")
    if code is ResultCode.WIN and (match.a in staff or match.b in staff):
        return ResultCode.STAFF.value
    return code.value


@dataclass(frozen=True)
class ShownResult:
    """The result a station showed for a table when the judge chose to correct it: a correction
    replaces only that, never a result another station entered meanwhile."""

    result: str | None
    winner: str | None


def report_in(
    store: Store,
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    *,
    winner: str | None,
    double_loss: bool = False,
    result: str = ResultCode.WIN.value,
    decided_by: str = "report",
    adjudication: dict[str, Any] | None = None,
    correction: bool = False,
    replacing: ShownResult | None = None,
    audited: bool = True,
) -> bool:
    """Record a result inside a transaction the caller holds (also used by penalties).

    Returns True when this result was the last one the round was waiting for. ``audited=False``
    is for a caller whose own audit row records the change (and takes it back on undo).
    """
    event = require_event(store, event_id)
    stored_round = _require_round(store, event_id, round_number)
    checked = _check_result(
        store,
        event,
        stored_round,
        store.rounds.table(stored_round.id, table),
        table,
        winner=winner,
        double_loss=double_loss,
        result=result,
        decided_by=decided_by,
        adjudication=adjudication,
        correction=correction,
        replacing=replacing,
        staff_of=lambda match: _staff_at(store, event_id, match),
    )
    _store_results(store, ctx, event_id, [checked], audited=audited)
    return _close_round(store, stored_round)


@dataclass(frozen=True)
class _CheckedResult:
    """A result that passed every check, ready to store and audit."""

    match: StoredMatch
    winner: str | None
    code: str
    decided_by: str
    adjudication: dict[str, Any] | None


def _require_round(store: Store, event_id: int, round_number: int) -> StoredRound:
    stored_round = store.rounds.round_header(event_id, round_number)
    if stored_round is None:
        raise InvalidInput(
            f"there is no round {round_number} "
            f"(rounds paired: {store.rounds.round_count(event_id)})",
            field="ROUND",
        )
    return stored_round


def _check_result(
    store: Store,
    event: Event,
    stored_round: StoredRound,
    match: StoredMatch | None,
    table: int,
    *,
    winner: str | None,
    double_loss: bool,
    result: str,
    decided_by: str,
    adjudication: dict[str, Any] | None,
    correction: bool,
    staff_of: Callable[[StoredMatch], set[str]],
    replacing: ShownResult | None = None,
) -> _CheckedResult:
    """The result for ``match`` (table ``table`` of ``stored_round``), or the refusal."""
    round_number = stored_round.number
    if match is None:
        raise InvalidInput(f"round {round_number} has no table {table}", field="TABLE")
    if match.b is None:
        raise RefusedAction(f"table {table} of round {round_number} is {match.a}'s bye")
    if match.result is not None and not correction:
        raise RefusedAction(
            f"round {round_number}, table {table} already has a result "
            f"({_describe(match.result, match.winner)}, entered "
            f"{who_did(store, event.id, 'match', match.id, _RESULT_ACTIONS)}); correct it instead"
        )
    if (
        correction
        and replacing is not None
        and (match.result, match.winner) != (replacing.result, replacing.winner)
    ):
        now = "no result" if match.result is None else _describe(match.result, match.winner)
        by = who_did(store, event.id, "match", match.id, _RESULT_ACTIONS)
        raise RefusedAction(
            f"round {round_number}, table {table} changed since this station showed it (now: "
            f"{now}{', entered ' + by if by else ''}); look at it again before correcting"
        )
    if correction and stored_round.stage == "elimination":
        history = load_history(store, event.id)
        refusal = bracket_change_refusal(history.config, history.matches, round_number, table)
        if refusal is not None:
            raise RefusedAction(refusal)
    if result == ResultCode.DRAW.value:
        _refuse_draw(event, stored_round.stage, winner, double_loss)
    elif double_loss == (winner is not None):
        raise InvalidInput("give either a winner or a double loss", field="winner")
    winner = None if winner is None else winner.strip()
    if winner is not None and winner not in (match.a, match.b):
        raise InvalidInput(
            f"player {winner} is not at table {table} of round {round_number} "
            f"({match.a} v {match.b})",
            field="winner",
        )
    if double_loss and stored_round.stage == "elimination":
        raise RefusedAction("an elimination match needs a winner; a double loss is not possible")
    code = _result_code(match, staff_of(match), double_loss, result)
    return _CheckedResult(match, winner, code, decided_by, adjudication)


def _store_results(
    store: Store,
    ctx: ServiceContext,
    event_id: int,
    results: Sequence[_CheckedResult],
    *,
    audited: bool,
) -> None:
    """Write checked results (one statement) and their audit rows."""
    store.rounds.set_results(
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
    if not audited:
        return
    for r in results:
        after = {
            **r.match.as_record(),
            "winner": r.winner,
            "result": r.code,
            "decided_by": r.decided_by,
        }
        verb = "corrected" if r.match.result is not None else "reported"
        _audit_result(store, ctx, event_id, r.match, after, r.adjudication, verb, r.code, r.winner)


def _close_round(store: Store, stored_round: StoredRound) -> bool:
    """Mark the round complete once no table lacks a result (one count); True when this
    change completed it."""
    complete = store.rounds.unreported_tables(stored_round.id) == 0
    completed_now = complete and stored_round.status != "complete"
    if complete != (stored_round.status == "complete"):
        store.rounds.set_round_status(stored_round.id, "complete" if complete else "paired")
    return completed_now


def _refuse_draw(event: Event, stage: str, winner: str | None, double_loss: bool) -> None:
    """Draws exist only where the game's rules have them (Vs. System), and not in a bracket."""
    if winner is not None or double_loss:
        raise InvalidInput("a draw has neither a winner nor a double loss", field="winner")
    game = rules_for(event.settings.game)
    if not game.draws:
        raise RefusedAction(f"a game of {game.label} always has a winner: its rules have no draw")
    if stage == "elimination":
        raise RefusedAction("an elimination match needs a winner; a draw is not possible")


def _audit_result(
    store: Store,
    ctx: ServiceContext,
    event_id: int,
    match: StoredMatch,
    after: dict[str, Any],
    adjudication: dict[str, Any] | None,
    verb: str,
    code: str,
    winner: str | None,
) -> None:
    store.audit(
        AuditAction.MATCH_CORRECT if match.result is not None else AuditAction.MATCH_REPORT,
        actor=ctx.actor,
        event_id=event_id,
        entity="match",
        entity_id=match.id,
        summary=f"{verb} round {match.round} table {match.table}: {_describe(code, winner)}",
        before=match.as_record(),
        after=after if adjudication is None else {**after, "adjudication": adjudication},
    )


_RESULT_ACTIONS = frozenset(
    {AuditAction.MATCH_REPORT, AuditAction.MATCH_CORRECT, AuditAction.PENALTY_ISSUE}
)


def who_did(
    store: Store, event_id: int, entity: str, entity_id: int | None, actions: frozenset[str]
) -> str:
    """Who wrote a row ("by ACTOR at TIME", perhaps another station), from the audit log."""
    for entry in reversed(store.audit_entries(event_id)):
        if entry.undone or entry.action not in actions:
            continue
        if entry.entity == entity and entry.entity_id == entity_id:
            return f"by {entry.actor} at {entry.at}"
    return ""


def _registration_of(match: StoredMatch, number: str) -> int:
    if number == match.a:
        return match.a_registration
    assert match.b_registration is not None
    return match.b_registration


def _staff_at(store: Store, event_id: int, match: StoredMatch) -> set[str]:
    """Which of the table's players is the staff player (an empty set, nearly always)."""
    staff = set()
    for number in (match.a, match.b):
        registration = None if number is None else store.find_registration(event_id, number)
        if registration is not None and registration.is_staff:
            staff.add(registration.number)
    return staff


def _match_view(store: Store, event_id: int, round_number: int, table: int) -> MatchView:
    """One table as the judge sees it, read back after a change."""
    stored = store.rounds.round_header(event_id, round_number)
    assert stored is not None
    match = store.rounds.table(stored.id, table)
    assert match is not None
    a = store.find_registration(event_id, match.a)
    b = None if match.b is None else store.find_registration(event_id, match.b)
    assert a is not None
    return MatchView(
        round=match.round,
        table=match.table,
        a=match.a,
        a_name=a.player.name,
        b=match.b,
        b_name="" if b is None else b.player.name,
        match=match.match_code,
        bracket=match.bracket,
        explanation=match.explanation,
        winner=match.winner,
        result=match.result,
        decided_by=match.decided_by,
        staff_game=a.is_staff or (b is not None and b.is_staff),
        adjudication=match.adjudication,
    )


def _describe(result: str | None, winner: str | None) -> str:
    if result == ResultCode.DOUBLE_LOSS.value:
        return "double loss"
    if result == ResultCode.DRAW.value:
        return "draw"
    return f"{winner} won" + ("" if result in (None, "W", "STAFF") else f" ({result})")


def report_result(
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    *,
    winner: str | None,
    double_loss: bool = False,
    result: str = ResultCode.WIN.value,
    decided_by: str = "report",
    adjudication: dict[str, Any] | None = None,
    correction: bool = False,
    replacing: ShownResult | None = None,
) -> MatchView:
    """Record a table's result; with ``correction``, replace the one recorded (only if it is
    still ``replacing``, when given: what the judge's station showed)."""
    with ctx.write() as store:
        completed = report_in(
            store,
            ctx,
            event_id,
            round_number,
            table,
            winner=winner,
            double_loss=double_loss,
            result=result,
            decided_by=decided_by,
            adjudication=adjudication,
            correction=correction,
            replacing=replacing,
        )
        view = _match_view(store, event_id, round_number, table)
    if completed:
        round_snapshot(ctx, event_id, round_number, "end")
    return view


def parse_results_csv(data: bytes, *, source: str) -> list[tuple[int, int, str | None]]:
    """Rows of ``table,winner`` as (line, table, winner): None for a double loss, ``DRAW``
    for a draw (Vs. System only)."""
    rows = csv_rows(data, source=source)
    while rows and not any(cell.strip() for cell in rows[-1]):
        rows.pop()
    if not rows:
        raise InvalidInput(
            "the file is empty; expected a header line 'table,winner'", source=source
        )
    header = [cell.strip().lower() for cell in rows[0]]
    if header[:2] != ["table", "winner"] or any(header[2:]):
        raise InvalidInput(
            f"the header must be 'table,winner', found {','.join(rows[0])!r}",
            source=source,
            line=1,
        )
    results: list[tuple[int, int, str | None]] = []
    seen: dict[int, int] = {}
    for line, row in enumerate(rows[1:], start=2):
        cells = [cell.strip() for cell in row]
        if not any(cells):
            continue
        if len(cells) < 2 or any(cells[2:]):
            raise InvalidInput(
                "expected two cells: table and winner", source=source, line=line, field="winner"
            )
        table_text, winner = cells[0], cells[1]
        table = parse_whole_number(table_text, low=1, high=100_000)
        if table is None:
            raise InvalidInput(
                f"{table_text[:40]!r} is not a table number",
                source=source,
                line=line,
                field="table",
            )
        if table in seen:
            raise InvalidInput(
                f"table {table} appears twice (lines {seen[table]} and {line})",
                source=source,
                line=line,
                field="table",
            )
        seen[table] = line
        if not winner:
            raise InvalidInput("the winner is missing", source=source, line=line, field="winner")
        word = winner.lower()
        results.append(
            (
                line,
                table,
                None if word in DOUBLE_LOSS_WORDS else DRAW if word in DRAW_WORDS else winner,
            )
        )
    return results


def report_results_file(
    ctx: ServiceContext, event_id: int, round_number: int, path: Path
) -> list[MatchView]:
    """Every result of the file, or none of them: a refusal names the line.

    The round's tables are read once, the results written in one statement and the round's
    unreported tables counted once, so the time grows with the file, not with its square.
    """
    source = str(path)
    results = parse_results_csv(read_limited(path, RESULTS_FILE_LIMIT), source=source)
    completed = False
    with ctx.write() as store:
        registrations = store.registrations(event_id)
        staff = {r.number for r in registrations if r.is_staff}
        opened: tuple[Event, StoredRound, dict[int, StoredMatch]] | None = None
        checked: list[_CheckedResult] = []
        for line, table, winner in results:
            try:
                if opened is None:  # read once, at the first line (its errors name that line)
                    event = require_event(store, event_id)
                    stored_round = _require_round(store, event_id, round_number)
                    whole = store.rounds.round(event_id, round_number)
                    assert whole is not None
                    opened = (event, stored_round, {m.table: m for m in whole.matches})
                event, stored_round, by_table = opened
                checked.append(
                    _check_result(
                        store,
                        event,
                        stored_round,
                        by_table.get(table),
                        table,
                        winner=None if winner in (DRAW, None) else winner,
                        double_loss=winner is None,
                        result=ResultCode.DRAW.value if winner == DRAW else ResultCode.WIN.value,
                        decided_by="report",
                        adjudication=None,
                        correction=False,
                        staff_of=lambda match: {n for n in (match.a, match.b) if n in staff},
                    )
                )
            except InvalidInput as error:
                raise InvalidInput(
                    error.reason, source=source, line=line, field=error.field
                ) from error
            except RefusedAction as error:
                raise RefusedAction(f"{source}, line {line}: {error.message}") from error
        if opened is not None:
            _store_results(store, ctx, event_id, checked, audited=True)
            completed = _close_round(store, opened[1])
        require_head_to_head(store, event_id)
        if opened is None:  # a file of no results: the round as it is
            view = find_round(round_views(load_history(store, event_id)), round_number)
        else:
            whole = store.rounds.round(event_id, round_number)
            assert whole is not None
            view = round_view(whole, registrations)
    if completed:
        round_snapshot(ctx, event_id, round_number, "end")
    tables = {table for _line, table, _winner in results}
    return [m for m in view.matches if m.table in tables]


def refuse_other_round(
    store: Store, event_id: int, latest: StoredRound | None, expected: RoundView | None
) -> None:
    """A station acting on the round it shows: refused when the latest round is no longer that
    one (another station paired, took back or re-paired a round, or swapped players meanwhile)."""
    if expected is None:
        return
    if latest is not None and _seating(latest) == _seating(expected):
        return
    actions = frozenset({"round.pair", "pod.pair", "round.unpair", "round.swap", "round.hand"})
    number = expected.number if latest is None else latest.number
    by = who_did(store, event_id, "round", number, actions)
    now = "no round is paired" if latest is None else f"round {latest.number} is not as shown"
    raise RefusedAction(
        f"{now}: it was changed meanwhile {by or 'at another station'}; the page shows it "
        "now — look again and do it once more"
    )


def _seating(round_: StoredRound | RoundView) -> tuple[int, list[tuple[int, str, str | None]]]:
    return round_.number, [(m.table, m.a, m.b) for m in round_.matches]


def unpair_last_round(
    ctx: ServiceContext, event_id: int, *, expected: RoundView | None = None
) -> int:
    """Take back the latest pairing, while none of its games has a reported result.

    ``expected``: the round as the judge's station shows it (refused if it is not the latest).
    """
    with ctx.write() as store:
        history = load_history(store, event_id)
        refuse_other_round(
            store, event_id, history.rounds[-1] if history.rounds else None, expected
        )
        if not history.rounds:
            raise RefusedAction("no round has been paired yet")
        last = history.rounds[-1]
        reported = [m for m in last.matches if m.b is not None and m.result is not None]
        if reported:
            raise RefusedAction(
                f"round {last.number} already has results at table(s) "
                f"{', '.join(str(m.table) for m in reported[:12])}; correct those instead"
            )
        store.rounds.delete_round(last.id)
        if len(history.rounds) == 1:
            store.set_event_status(event_id, EventStatus.REGISTRATION)
        store.audit(
            AuditAction.ROUND_UNPAIR,
            actor=ctx.actor,
            event_id=event_id,
            entity="round",
            entity_id=last.number,
            summary=f"took back the pairing of round {last.number}",
            before=last.as_record(),
        )
        return last.number


def standings(
    ctx: ServiceContext, event_id: int, through_round: int | None = None
) -> StandingsView:
    with ctx.read() as store:
        history = load_history(store, event_id)
    last = len(history.rounds) if through_round is None else through_round
    if through_round is not None and not 0 <= through_round <= len(history.rounds):
        raise InvalidInput(
            f"there is no round {through_round} (rounds paired: {len(history.rounds)})",
            field="ROUND",
        )
    table = event_standings(
        history.config, history.entrants, history.matches, through_round=through_round
    )
    return StandingsView(round=last, standings=table)


def bracket(ctx: ServiceContext, event_id: int) -> BracketView | None:
    """The elimination bracket as it stands (None before a bracket starts)."""
    with ctx.read() as store:
        history = load_history(store, event_id)
    return bracket_view(history.config, history.entrants, history.matches)
