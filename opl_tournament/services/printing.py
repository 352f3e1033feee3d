"""The event's printed forms: the documents' data read from the database, rendered to PDF bytes.

Printing only reads (one read transaction per document). What each form shows is decided here
from the event's history (records, ranks, results as the judge writes them); the
``opl_tournament.printing`` package lays it out. The forms of a round take a round of any
table shape (``round_printing``); the rest are the forms of an event of two players a table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, Literal, cast
from urllib.parse import urlsplit

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import (
    Event,
    EventFormat,
    EventStatus,
    NumberKind,
    Registration,
    RegistrationStatus,
)
from opl_tournament.domain.pairing.next_round import bracket_view, event_standings
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.language.catalogs import Catalog, Words, words
from opl_tournament.printing import documents as doc
from opl_tournament.printing import (
    render_blank_result_sheets,
    render_bracket_chart,
    render_code_cards,
    render_master_sheet,
    render_penalty_report,
    render_result_sheets,
)
from opl_tournament.printing.layout import form_words
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.penalties import explanation_of
from opl_tournament.services.print_headers import PrintOptions, event_header, official_of, paper_of
from opl_tournament.services.print_kinds import ROUND_PRINT_KINDS, PrintKind
from opl_tournament.services.printed_codes import code_cards, printed_codes
from opl_tournament.services.round_printing import (
    HeadToHeadRounds,
    PodRounds,
    RoundSource,
    results_by_player,
    round_document,
)
from opl_tournament.services.round_shapes import TableKind, shape_of
from opl_tournament.services.round_shapes.base import plays_in_pods
from opl_tournament.services.round_shapes.head_to_head import EventHistory, load_history
from opl_tournament.storage import Store
from opl_tournament.storage.penalty_store import StoredPenalty

__all__ = ["PrintOptions", "print_document", "results_by_player"]


def print_document(
    ctx: ServiceContext, event_id: int, kind: PrintKind, options: PrintOptions | None = None
) -> bytes:
    """The PDF of one document of the event."""
    kind = PrintKind.named(kind)  # a caller outside the type checker's sight may pass any name
    options = options or PrintOptions()
    _refuse_odd_address(options.page_address)
    with ctx.read() as store:
        event = require_event(store, event_id)
        render: Callable[[], bytes]
        if kind is PrintKind.CODE_CARDS:  # every event's, whatever its table shape
            render = partial(render_code_cards, code_cards(store, event, options.page_address))
        else:
            render = _shape_form(store, event, kind, options)
    return render()


def _refuse_odd_address(address: str) -> None:
    """A page address printed as a QR code must be one a phone can open."""
    parts = urlsplit(address)
    if address and (parts.scheme not in ("http", "https") or not parts.hostname):
        raise InvalidInput(
            N_(
                "'{address}' is not the players' page's address (it starts with https:// or "
                "http://, as the page's window or serve shows it)",
                address=address,
            ),
            field="page-address",
        )


def _shape_form(
    store: Store, event: Event, kind: PrintKind, options: PrintOptions
) -> Callable[[], bytes]:
    """A form its table shape prints (a round's, or the head-to-head event's), read now and
    rendered when called."""
    shape = shape_of(event)
    if kind not in shape.print_kinds:
        raise RefusedAction(
            N_(
                "the {form} form is for head-to-head events; a pod event prints {forms}",
                form=kind.value,
                forms=", ".join(shape.print_kinds),
            )
        )
    if kind in ROUND_PRINT_KINDS:
        source = _ROUND_SOURCES[shape.kind](shape.load(store, event))
        return round_document(store, source, kind, options)
    if kind is PrintKind.PENALTIES:
        return partial(_penalties, event, store.penalties.of_event(event.id))
    history = load_history(store, event.id)
    if kind is PrintKind.RESULT_SHEETS:
        return partial(_result_sheets, history, options, printed_codes(store, event))
    return partial(_BUILDERS[kind], history, options)


_ROUND_SOURCES: dict[TableKind, Callable[[Any], RoundSource]] = {
    TableKind.HEAD_TO_HEAD: HeadToHeadRounds,
    TableKind.PODS: PodRounds,
}
"""How each table shape's history is read for a round's forms."""


def _player_sheet(
    registration: Registration, rounds: Sequence[doc.RoundResult], code: str = ""
) -> doc.PlayerSheet:
    return doc.PlayerSheet(
        code=code,
        number=registration.number,
        identity=registration.player.identity,
        rounds=tuple(rounds),
        temporary=registration.player.kind is NumberKind.TEMPORARY,
        left=_left_after(registration) is not None,
    )


def _players(history: EventHistory) -> list[Registration]:
    return sorted((r for r in history.registrations if not r.is_staff), key=lambda r: r.sequence)


def _result_sheets(
    history: EventHistory, options: PrintOptions, codes: Mapping[str, str] | None = None
) -> bytes:
    """Each player's sheet, with their code for the players' page when the event prints codes."""
    results = results_by_player(history)
    codes = codes or {}
    return render_result_sheets(
        doc.ResultSheets(
            header=event_header(history.event),
            players=tuple(
                _player_sheet(r, results[r.number], codes.get(r.number, ""))
                for r in _players(history)
            ),
            per_page=2 if options.two_up else 1,
            paper=paper_of(history.event),
            page_address=options.page_address if codes else "",
            rounds=_planned_rounds(history),
        )
    )


def _blank_result_sheet(history: EventHistory, options: PrintOptions) -> bytes:
    if not 1 <= options.copies <= 500:
        raise InvalidInput(N_("print 1 to 500 blank sheets"), field="copies")
    return render_blank_result_sheets(
        event_header(history.event),
        copies=options.copies,
        per_page=2 if options.two_up else 1,
        paper=paper_of(history.event),
        rounds=_planned_rounds(history),
    )


def _planned_rounds(history: EventHistory) -> int:
    """The rounds the player's sheets and the master sheet have rows or columns for: the Swiss
    rounds the event plans, or the rounds paired if more."""
    return max(history.event.settings.swiss_rounds or 0, len(history.rounds), 1)


def _master_sheet(history: EventHistory, _options: PrintOptions) -> bytes:
    results = results_by_player(history)
    rounds = _planned_rounds(history)
    champion = _champion(history)
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
                    dropped_after=_left_after(r),
                    disqualified=r.status is RegistrationStatus.DISQUALIFIED,
                    champion=r.number == champion,
                )
                for r in _players(history)
            ),
            rounds=rounds,
            paper=paper_of(history.event),
        )
    )


def _left_after(registration: Registration) -> int | None:
    """The last round of a player who left the event (None: still in it)."""
    if registration.status is RegistrationStatus.DROPPED:
        return registration.dropped_round
    if registration.status is RegistrationStatus.DISQUALIFIED:
        return registration.disqualified_round
    return None


def _champion(history: EventHistory) -> str | None:
    """The winner: of the bracket once its final is played; of a finished Swiss event, the one
    player ranked first; else nobody yet."""
    bracket = bracket_view(history.config, history.entrants, history.matches)
    if bracket is not None:
        return bracket.champion or None
    if history.event.status is not EventStatus.FINISHED:
        return None
    table = event_standings(history.config, history.entrants, history.matches)
    leaders = [row.number for row in table.rows if row.rank == 1]
    return leaders[0] if len(leaders) == 1 else None


def _bracket_chart(history: EventHistory, _options: PrintOptions) -> bytes:
    view = bracket_view(history.config, history.entrants, history.matches)
    if view is None:
        if history.event.settings.format is EventFormat.SWISS:
            raise RefusedAction(N_("a Swiss event has no elimination bracket: there is no ladder"))
        raise RefusedAction(N_("the event has no elimination bracket yet: there is no ladder"))
    groups: dict[tuple[str, int], list[doc.BracketMatch]] = {}
    for m in view.matches:
        groups.setdefault((m.bracket.value, m.round), []).append(
            doc.BracketMatch(
                match_id=m.match_id,
                slot_a=_slot(m.slot_a),
                slot_b=_slot(m.slot_b),
                table=m.table,
                winner=m.winner,
                only_if_needed=m.only_if_needed,
                needed=m.needed,
            )
        )
    rounds = tuple(
        doc.BracketRound(bracket=cast(doc.Bracket, bracket), round=number, matches=tuple(matches))
        for (bracket, number), matches in groups.items()
    )
    return render_bracket_chart(
        doc.BracketChart(
            header=event_header(history.event),
            elimination="double" if view.double else "single",
            rounds=rounds,
            champion=view.champion_label,
            paper=paper_of(history.event),
            first_round=min(m.round for m in history.matches if m.match_id),
        )
    )


def _slot(slot: Any) -> doc.BracketSlot:
    outcome: Literal["winner", "loser"] = "loser" if slot.from_outcome == "loser" else "winner"
    left: Literal["", "dropped", "disqualified"] = (
        "disqualified" if slot.left == "disqualified" else "dropped" if slot.left else ""
    )
    return doc.BracketSlot(
        number=slot.number,
        name=slot.name,
        bye=slot.bye,
        from_match=slot.from_match,
        from_outcome=outcome,
        left=left,
    )


def _penalty_name(kind: str, _: Words) -> str:
    """A penalty's name as the report prints it ("Renege")."""
    names = {
        "warning": _("Warning"),
        "irregularity": _("Irregularity"),
        "renege": _("Renege"),
        "declaration_of_forfeiture": _("Declaration of forfeiture"),
        "game_loss": _("Game loss"),
        "disqualification": _("Disqualification"),
    }
    return names.get(kind) or kind.replace("_", " ").capitalize()


def _said(text: Sentence | str, say: Callable[[Sentence], str]) -> str:
    return say(text) if isinstance(text, Sentence) else text


def _penalties(event: Event, penalties: Sequence[StoredPenalty]) -> bytes:
    _ = form_words(event.settings.language)
    say = words(event.settings.language, Catalog.MESSAGES).say
    entries = tuple(
        doc.PenaltyEntry(
            round=p.round,
            table=p.table,
            number=p.number,
            name=p.name,
            infraction=p.infraction or _penalty_name(p.kind, _),
            penalty=_penalty_name(p.kind, _),
            consequence=_said(explanation_of(p.consequence), say),
            official=official_of(event, p.judge),
            note=p.note,
        )
        for p in penalties
    )
    return render_penalty_report(
        doc.PenaltyReport(
            header=event_header(event),
            entries=entries,
            paper=paper_of(event),
            in_pods=plays_in_pods(event),
        )
    )


_BUILDERS: dict[PrintKind, Callable[[EventHistory, PrintOptions], bytes]] = {
    PrintKind.BLANK_RESULT_SHEET: _blank_result_sheet,
    PrintKind.MASTER_SHEET: _master_sheet,
    PrintKind.BRACKET_CHART: _bracket_chart,
}
"""The head-to-head event's own forms but the result sheets (they also read the players' codes)."""
