"""The event's printed forms: the documents' data read from the database, rendered to PDF bytes.

Printing only reads (one read transaction per document). What each form shows is decided here
from the event's history (records, ranks, results as the judge writes them); the
``opl_tournament.printing`` package lays it out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal, cast

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import NumberKind, Registration
from opl_tournament.domain.pairing.next_round import bracket_view, event_standings
from opl_tournament.domain.pairing.records import MatchRecord, ResultCode
from opl_tournament.domain.standings import TIEBREAK_LABELS
from opl_tournament.printing import documents as doc
from opl_tournament.printing import (
    render_adjudication_record,
    render_blank_result_sheets,
    render_ladder,
    render_master_sheet,
    render_match_slips,
    render_pairings_by_name,
    render_pairings_by_table,
    render_penalty_report,
    render_result_sheets,
    render_standings,
)
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.pod_printing import print_pod_document
from opl_tournament.services.print_headers import (
    FIGURE_LABELS,
    PrintOptions,
    entered_characters,
    event_header,
    figure_text,
    local_time,
    official_of,
    paper_of,
    recorded_by,
    rules_edition,
)
from opl_tournament.services.print_kinds import PRINT_KINDS
from opl_tournament.services.round_shapes import is_pod_event
from opl_tournament.services.round_shapes.head_to_head import EventHistory, load_history
from opl_tournament.storage import Store
from opl_tournament.storage.penalty_store import StoredPenalty


def print_document(
    ctx: ServiceContext, event_id: int, kind: str, options: PrintOptions | None = None
) -> bytes:
    """The PDF of one document of the event."""
    if kind not in PRINT_KINDS:
        raise InvalidInput(f"unknown document '{kind}' (one of {', '.join(PRINT_KINDS)})")
    with ctx.read() as store:
        if is_pod_event(require_event(store, event_id)):
            return print_pod_document(store, event_id, kind, options or PrintOptions())
        history = load_history(store, event_id)
        if kind == "penalties":
            return _penalties(history, store.penalties.of_event(event_id))
        if kind == "adjudication":
            return _adjudication(store, history, options or PrintOptions())
    return _BUILDERS[kind](history, options or PrintOptions())


def _last_round(history: EventHistory) -> int:
    if not history.rounds:
        raise RefusedAction("no round has been paired yet: there is nothing to print")
    return history.rounds[-1].number


def _round(history: EventHistory, options: PrintOptions) -> int:
    number = options.round_number or _last_round(history)
    if not any(r.number == number for r in history.rounds):
        raise InvalidInput(f"there is no round {number}", field="round")
    return number


def _result_letter(match: MatchRecord, number: str) -> str:
    if match.result is None and match.b is not None:
        return ""
    if match.b is None or match.result is ResultCode.BYE:
        return "BYE"
    if match.result is ResultCode.BYE_DQ:  # the opponent was disqualified: a bye for one side
        return "BYE" if number == (match.winner or match.a) else "L"
    if match.result is ResultCode.DOUBLE_LOSS:
        return "DL"
    if match.result is ResultCode.DRAW:
        return "D"
    won = match.winner == number
    if match.result is ResultCode.FORFEIT:
        return "W (F)" if won else "L (F)"
    return "W" if won else "L"


WIN_LETTERS = frozenset({"W", "W (F)", "BYE"})
LOSS_LETTERS = frozenset({"L", "L (F)", "DL"})


def results_by_player(
    history: EventHistory, before_round: int | None = None
) -> dict[str, list[doc.RoundResult]]:
    """Each player's rounds (those before ``before_round``) with the running record."""
    rows: dict[str, list[doc.RoundResult]] = {r.number: [] for r in history.registrations}
    tally: dict[str, list[int]] = {number: [0, 0] for number in rows}
    for match in sorted(history.matches, key=lambda m: (m.round, m.table)):
        if before_round is not None and match.round >= before_round:
            continue
        for number in (match.a, match.b):
            if number is None:
                continue
            letter = _result_letter(match, number)
            wins_losses = tally[number]
            wins_losses[0] += letter in WIN_LETTERS
            wins_losses[1] += letter in LOSS_LETTERS
            rows[number].append(
                doc.RoundResult(
                    round=match.round,
                    table=None if match.b is None else match.table,
                    opponent_number=match.other(number) or "",
                    result=letter,
                    record=f"{wins_losses[0]}-{wins_losses[1]}" if letter else "",
                )
            )
    return rows


def _membership(registration: Registration) -> doc.MembershipAction:
    return cast(doc.MembershipAction, registration.player.identity.membership_action.value)


def _player_sheet(registration: Registration, rounds: Sequence[doc.RoundResult]) -> doc.PlayerSheet:
    identity = registration.player.identity
    return doc.PlayerSheet(
        number=registration.number,
        name=identity.name,
        address=identity.address,
        city=identity.city,
        state_province=identity.state_province,
        postal_code=identity.postal_code,
        age=identity.age,
        phone=identity.phone,
        email=identity.email,
        membership_action=_membership(registration),
        online_search_opt_out=identity.online_search_opt_out,
        rounds=tuple(rounds),
        temporary=registration.player.kind is NumberKind.TEMPORARY,
    )


def _players(history: EventHistory) -> list[Registration]:
    return sorted((r for r in history.registrations if not r.is_staff), key=lambda r: r.sequence)


def _result_sheets(history: EventHistory, options: PrintOptions) -> bytes:
    results = results_by_player(history)
    return render_result_sheets(
        doc.ResultSheets(
            header=event_header(history.event),
            players=tuple(_player_sheet(r, results[r.number]) for r in _players(history)),
            per_page=2 if options.two_up else 1,
            paper=paper_of(history.event),
        )
    )


def _blank_result_sheet(history: EventHistory, options: PrintOptions) -> bytes:
    if not 1 <= options.copies <= 500:
        raise InvalidInput("print 1 to 500 blank sheets", field="copies")
    return render_blank_result_sheets(
        event_header(history.event),
        copies=options.copies,
        per_page=2 if options.two_up else 1,
        paper=paper_of(history.event),
    )


def _master_sheet(history: EventHistory, _options: PrintOptions) -> bytes:
    results = results_by_player(history)
    rounds = max(history.event.settings.swiss_rounds or 0, len(history.rounds), 1)
    return render_master_sheet(
        doc.MasterSheet(
            header=event_header(history.event),
            rows=tuple(
                doc.MasterRow(
                    r.sequence,
                    r.number,
                    r.player.name,
                    tuple(results[r.number]),
                    temporary=r.player.kind is NumberKind.TEMPORARY,
                )
                for r in _players(history)
            ),
            rounds=rounds,
            paper=paper_of(history.event),
        )
    )


def _ladder(history: EventHistory, _options: PrintOptions) -> bytes:
    view = bracket_view(history.config, history.entrants, history.matches)
    if view is None:
        raise RefusedAction("the event has no elimination bracket yet: there is no ladder")
    groups: dict[tuple[str, int], list[doc.LadderMatch]] = {}
    for m in view.matches:
        groups.setdefault((m.bracket.value, m.round), []).append(
            doc.LadderMatch(
                match_id=m.match_id,
                slot_a=_slot(m.slot_a),
                slot_b=_slot(m.slot_b),
                table=m.table,
                winner=m.winner,
                only_if_needed=m.only_if_needed,
            )
        )
    rounds = tuple(
        doc.LadderRound(bracket=cast(doc.Bracket, bracket), round=number, matches=tuple(matches))
        for (bracket, number), matches in groups.items()
    )
    return render_ladder(
        doc.Ladder(
            header=event_header(history.event),
            elimination="double" if view.double else "single",
            rounds=rounds,
            champion=view.champion,
            paper=paper_of(history.event),
        )
    )


def _slot(slot: Any) -> doc.LadderSlot:
    outcome: Literal["winner", "loser"] = "loser" if slot.from_outcome == "loser" else "winner"
    return doc.LadderSlot(
        number=slot.number,
        name=slot.name,
        bye=slot.bye,
        from_match=slot.from_match,
        from_outcome=outcome,
    )


def _records_before(history: EventHistory, round_number: int) -> dict[str, str]:
    """Each player's record going into ``round_number`` ("2-1")."""
    results = results_by_player(history, before_round=round_number)
    return {
        number: next((r.record for r in reversed(rounds) if r.record), "0-0")
        for number, rounds in results.items()
    }


def _pairings_data(history: EventHistory, options: PrintOptions) -> doc.Pairings:
    number = _round(history, options)
    names = {r.number: r.player.name for r in history.registrations}
    records = _records_before(history, number)
    pairings = tuple(
        doc.Pairing(
            table=None if m.b is None else m.table,
            a_number=m.a,
            a_name=names.get(m.a, ""),
            b_number=m.b or "",
            b_name=names.get(m.b or "", ""),
            a_record=records.get(m.a, ""),
            b_record=records.get(m.b or "", ""),
            match_id=m.match_id or "",
        )
        for m in history.matches
        if m.round == number
    )
    return doc.Pairings(
        header=event_header(history.event, number), pairings=pairings, paper=paper_of(history.event)
    )


def _pairings(history: EventHistory, options: PrintOptions) -> bytes:
    data = _pairings_data(history, options)
    render_pairings = render_pairings_by_name if options.by_name else render_pairings_by_table
    return render_pairings(data, address=options.page_address)


def _slips(history: EventHistory, options: PrintOptions) -> bytes:
    return render_match_slips(_pairings_data(history, options))


def _tiebreak_text(value: float | None) -> str:
    if value is None:
        return "–"
    return str(int(value)) if value.is_integer() and value > 1 else f"{value:.4f}"


def _standings(history: EventHistory, options: PrintOptions) -> bytes:
    number = _round(history, options)
    table = event_standings(history.config, history.entrants, history.matches, number)
    rows = tuple(
        doc.StandingRow(
            rank=row.rank,
            number=row.number,
            name=row.name,
            points=row.points,
            wins=row.wins,
            losses=row.losses,
            byes=row.byes,
            tiebreakers=tuple(_tiebreak_text(row.tiebreakers.get(name)) for name in table.order),
            dropped=row.dropped or row.disqualified,
        )
        for row in table.rows
    )
    placed = any(row.place for row in table.rows)
    return render_standings(
        doc.Standings(
            header=event_header(history.event, number),
            rows=rows,
            tiebreak_labels=tuple(TIEBREAK_LABELS[name] for name in table.order),
            note="Bracket placings first, then Swiss standing." if placed else "",
            paper=paper_of(history.event),
        )
    )


def _adjudication(store: Store, history: EventHistory, options: PrintOptions) -> bytes:
    number = _round(history, options)
    if options.table is None:
        raise InvalidInput("give the table whose time-call decision to print", field="table")
    stored = next((r for r in history.rounds if r.number == number), None)
    match = (
        None
        if stored is None
        else next((m for m in stored.matches if m.table == options.table), None)
    )
    if match is None:
        raise InvalidInput(f"round {number} has no table {options.table}", field="table")
    verdict = match.adjudication
    if not verdict:
        raise RefusedAction(
            f"round {number}, table {options.table} was not decided by a time-call adjudication"
        )
    names = {r.number: r.player.name for r in history.registrations}
    figures = verdict.get("players", {})
    a, b = match.a, match.b or ""
    game = history.event.settings.game.value
    inputs = tuple(
        doc.AdjudicationInput(
            label,
            figure_text(figures.get(a, {}).get(key)),
            figure_text(figures.get(b, {}).get(key)),
        )
        for key, label in FIGURE_LABELS[game]
        if game == "overpower" or any(key in figures.get(p, {}) for p in (a, b))
    )
    steps = tuple(
        doc.AdjudicationStep(
            label=str(step).split(":", 1)[0].replace("_", " "),
            outcome=str(step).split(":", 1)[-1].strip(),
            decided="ahead" in str(step),
        )
        for step in verdict.get("steps", ())
    )
    return render_adjudication_record(
        doc.AdjudicationRecord(
            header=event_header(history.event, number),
            table=options.table,
            a_number=a,
            a_name=names.get(a, ""),
            b_number=b,
            b_name=names.get(b, ""),
            inputs=inputs,
            steps=steps,
            winner_number=match.winner or "",
            verdict=str(verdict.get("explanation", "")),
            rules_edition=str(verdict.get("rules_edition", "")) or rules_edition(history.event),
            official=official_of(
                history.event, recorded_by(store, history.event.id, "match", match.id)
            ),
            recorded_at=local_time(match.reported_at),
            paper=paper_of(history.event),
            characters=entered_characters(verdict.get("state", {})),
            notes=_override_notes(verdict),
        )
    )


def _penalties(history: EventHistory, penalties: Sequence[StoredPenalty]) -> bytes:
    entries = tuple(
        doc.PenaltyEntry(
            round=p.round,
            table=p.table,
            number=p.number,
            name=p.name,
            infraction=p.infraction or p.kind.replace("_", " ").capitalize(),
            penalty=p.kind.replace("_", " ").capitalize(),
            consequence=str(p.consequence.get("explanation", "")),
            official=p.judge,
            note=p.note,
        )
        for p in penalties
    )
    return render_penalty_report(
        doc.PenaltyReport(
            header=event_header(history.event), entries=entries, paper=paper_of(history.event)
        )
    )


_BUILDERS: dict[str, Callable[[EventHistory, PrintOptions], bytes]] = {
    "result-sheets": _result_sheets,
    "blank-result-sheet": _blank_result_sheet,
    "master-sheet": _master_sheet,
    "ladder": _ladder,
    "pairings": _pairings,
    "slips": _slips,
    "standings": _standings,
}


def _override_notes(verdict: dict[str, Any]) -> tuple[str, ...]:
    """What the judge decided against (or beyond) the engine, with their note."""
    override = verdict.get("override")
    if not isinstance(override, dict):
        return ()
    winner = override.get("winner")
    text = f"The judge gave the game to {winner}" if winner else "The judge set the places"
    if override.get("note"):
        text += f": {override['note']}"
    return (text + ".",)
