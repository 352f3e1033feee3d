"""The forms of one round, for a round of any table shape: pairings (by table, by name), result
slips, standings and the record of a game decided when time was called.

Each table shape has one source that reads its rounds (``HeadToHeadRounds`` for two players a
table, ``PodRounds`` for pods); ``round_document`` builds every form from either the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from typing import Any, Generic, Protocol, TypeVar

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import LateEntry
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import Event, EventFormat
from opl_tournament.domain.pairing.next_round import event_standings, top_cut
from opl_tournament.domain.pairing.pods import BOSS_ROLE, CHALLENGER_ROLE
from opl_tournament.domain.pairing.records import MatchRecord, ResultCode, RoundStatus
from opl_tournament.domain.pod_standings import PodStanding, pod_standings
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import (
    N_,
    Sentence,
    sentence_from_json,
    step_parts,
    words_from_record,
)
from opl_tournament.domain.standings import (
    PERCENTAGES,
    StandingRow,
    percent,
    tiebreak_label,
    tiebreak_text,
)
from opl_tournament.language import formats
from opl_tournament.language.catalogs import Catalog, Words, words
from opl_tournament.printing import documents as doc
from opl_tournament.printing import (
    render_adjudication_record,
    render_pairings_by_name,
    render_pairings_by_table,
    render_slips,
    render_standings,
)
from opl_tournament.printing.layout import form_words
from opl_tournament.services.game_settings import event_table_rules
from opl_tournament.services.local_time import SHOWN_FORMAT, local_time
from opl_tournament.services.print_headers import (
    FIGURE_LABELS,
    PrintOptions,
    entered_characters,
    event_header,
    figure_text,
    official_of,
    paper_of,
    recorded_by,
    rules_edition,
)
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.round_shapes.head_to_head import EventHistory
from opl_tournament.services.round_shapes.pods import PodHistory
from opl_tournament.storage import Store


@dataclass(frozen=True)
class TimeCalledTable:
    """A table of a round as its time-call record needs it. ``recorded`` names the stored
    row (its kind and id) whose audit entry says who recorded the decision."""

    table: int
    players: tuple[tuple[str, str], ...]
    verdict: Mapping[str, Any]
    winner: str
    decision: str
    recorded: tuple[str, int]
    reported_at: str | None


class RoundSource(Protocol):
    """A table shape's rounds, read once for the event."""

    event: Event

    def round_numbers(self) -> list[int]: ...

    def complete_rounds(self) -> list[int]:
        """The rounds every table of which has its result."""
        ...

    def pairings(self, number: int) -> doc.RoundPairings: ...

    def standings(self, number: int) -> doc.Standings: ...

    def time_called(self, number: int, table: int) -> TimeCalledTable | None:
        """The table of round ``number`` (None: the round has no such table)."""
        ...


def round_document(
    store: Store, source: RoundSource, kind: PrintKind, options: PrintOptions
) -> Callable[[], bytes]:
    """The form ``kind`` (one of ``ROUND_PRINT_KINDS``) of the chosen round, read now and
    rendered when called."""
    number = _round(source, options, played=kind is PrintKind.STANDINGS)
    if kind is PrintKind.STANDINGS:
        finished = number in source.complete_rounds()
        return partial(render_standings, replace(source.standings(number), finished=finished))
    if kind is PrintKind.ADJUDICATION:
        return partial(render_adjudication_record, _adjudication(store, source, number, options))
    if kind not in (PrintKind.PAIRINGS, PrintKind.SLIPS):
        raise ValueError(f"{kind} is not a form of a round")
    data = source.pairings(number)
    if kind is PrintKind.SLIPS:
        if options.table is not None:
            data = _one_table(data, number, options.table)
        return partial(render_slips, data)  # no codes: one slip serves both players
    render_pairings = render_pairings_by_name if options.by_name else render_pairings_by_table
    posted = replace(data, table_rules=_table_rules(source.event))
    return partial(render_pairings, posted, address=options.page_address)


def _table_rules(event: Event) -> tuple[str, ...]:
    """The event's table rules as its posted pairings print them, in its language."""
    say = words(event.settings.language, Catalog.MESSAGES).say
    return tuple(say(rule) for rule in event_table_rules(event))


def _one_table(data: doc.RoundPairings, number: int, table: int) -> doc.RoundPairings:
    """The round's pairings cut to one table: a slip printed again, lost or spoilt."""
    tables = tuple(t for t in data.tables if t.table == table and not t.bye)
    if not tables:
        raise _no_table(number, table, in_pods=data.shape == "pod")
    return replace(data, tables=tables)


def _no_table(number: int, table: int, *, in_pods: bool) -> InvalidInput:
    """The refusal of a table (a pod when ``in_pods``) the round does not have."""
    return InvalidInput(
        N_("round {round} has no pod {table}", round=number, table=table)
        if in_pods
        else N_("round {round} has no table {table}", round=number, table=table),
        field="table",
    )


def _round(source: RoundSource, options: PrintOptions, *, played: bool = False) -> int:
    """The round asked for, else the latest; ``played``: the latest played to the end, if any
    (standings posted with the next round's pairings are those after the round played)."""
    numbers = source.round_numbers()
    if not numbers:
        raise RefusedAction(N_("no round has been paired yet: there is nothing to print"))
    complete = source.complete_rounds() if played else []
    number = options.round_number or (complete or numbers)[-1]
    if number not in numbers:
        raise InvalidInput(N_("there is no round {round}", round=number), field="round")
    return number


def _adjudication(
    store: Store, source: RoundSource, number: int, options: PrintOptions
) -> doc.AdjudicationRecord:
    if options.table is None:
        raise InvalidInput(N_("give the table whose time-call decision to print"), field="table")
    table = source.time_called(number, options.table)
    in_pods = isinstance(source, PodRounds)
    if table is None:
        raise _no_table(number, options.table, in_pods=in_pods)
    verdict = table.verdict
    if not verdict:
        said = {"round": number, "table": options.table}
        raise RefusedAction(
            N_("round {round}, pod {table} was not decided by a time-call adjudication", **said)
            if in_pods
            else N_(
                "round {round}, table {table} was not decided by a time-call adjudication", **said
            )
        )
    event = source.event
    figures = verdict.get("players", {})
    numbers = [player for player, _name in table.players]
    game = event.settings.game.value
    # The kit's own form (no sheet of the game's) prints every figure; a game's own form prints
    # the figures its judge counted.
    sheet = rules_for(game).time_call_sheet
    every_figure = sheet is None

    language = event.settings.language
    _ = form_words(language)
    say = words(language, Catalog.MESSAGES).say

    def fact(key: str, label: Sentence) -> doc.AdjudicationInput:
        first, second, *others = (figure_text(figures.get(n, {}).get(key), _) for n in numbers)
        return doc.AdjudicationInput(say(label), first, second, others=tuple(others))

    (a_number, a_name), (b_number, b_name), *others = table.players
    return doc.AdjudicationRecord(
        header=event_header(event, number),
        table=table.table,
        a_number=a_number,
        a_name=a_name,
        b_number=b_number,
        b_name=b_name,
        others=tuple(others),
        inputs=tuple(
            fact(key, label)
            for key, label in FIGURE_LABELS[game]
            if every_figure or any(key in figures.get(n, {}) for n in numbers)
        ),
        steps=_ladder(verdict, language, dict(FIGURE_LABELS[game])),
        winner_number=table.winner,
        decision=table.decision,
        verdict=_verdict_text(verdict, say),
        rules_edition=str(verdict.get("rules_edition", "")) or rules_edition(event),
        official=official_of(event, recorded_by(store, event.id, *table.recorded)),
        recorded_at=_recorded_at(table.reported_at, language),
        paper=paper_of(event),
        characters=entered_characters(verdict.get("state", {}), _),
        wounds=sheet is not None and sheet.main_characters,
        notes=_override_notes(verdict, _),
        in_pods=in_pods,
    )


def _ladder(
    verdict: Mapping[str, Any], language: Language, labels: Mapping[str, Sentence]
) -> tuple[doc.AdjudicationStep, ...]:
    """The ladder's steps as recorded ("net_missions: level (…)"); in another language than
    English, said from the sentences kept with them (a step named by its figure's key takes that
    figure's label)."""
    say = words(language, Catalog.MESSAGES).say
    kept = verdict.get("step_sentences") or []
    steps = []
    for index, text in enumerate(str(step) for step in verdict.get("steps", ())):
        label, outcome = text.split(":", 1)[0].replace("_", " "), text.split(":", 1)[-1].strip()
        parts = None
        if language is not Language.ENGLISH and index < len(kept):
            parts = step_parts(sentence_from_json(kept[index]))
        if parts is not None:
            named, found = parts
            if isinstance(named, Sentence) or str(named) in labels:
                label = say(named if isinstance(named, Sentence) else labels[str(named)])
            outcome = say(found) if isinstance(found, Sentence) else str(found)
        steps.append(doc.AdjudicationStep(label, outcome=outcome, decided="ahead" in text))
    return tuple(steps)


def _recorded_at(stamp: str | None, language: Language) -> str:
    """When a decision was recorded, in local time: as every English screen and form shows a
    time, or the day and the time of day as the language writes them ("22 nov. 2026 10 h 04")."""
    shown = local_time(stamp)
    if language is Language.ENGLISH or not shown:
        return shown
    try:
        moment = datetime.strptime(shown, SHOWN_FORMAT)
    except ValueError:
        return shown
    return f"{formats.day(moment.date(), language)} {formats.clock(moment.time(), language)}"


def _verdict_text(verdict: Mapping[str, Any], say: Callable[[Sentence], str]) -> str:
    """The verdict's sentence in the event's language (a verdict recorded before verdicts kept
    their sentence: the English one it was recorded with)."""
    said = words_from_record(verdict, "explanation")
    return say(said) if isinstance(said, Sentence) else said


def _override_notes(verdict: Mapping[str, Any], _: Words) -> tuple[str, ...]:
    """What the judge decided against (or beyond) the engine, with their note."""
    override = verdict.get("override")
    if not isinstance(override, dict):
        return ()
    winner = override.get("winner")
    if winner and override.get("note"):
        return (
            _("The judge gave the game to {winner}: {note}.", winner=winner, note=override["note"]),
        )
    if winner:
        return (_("The judge gave the game to {winner}.", winner=winner),)
    if override.get("note"):
        return (_("The judge set the places: {note}.", note=override["note"]),)
    return (_("The judge set the places."),)


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


def missed_losses(history: EventHistory, last_round: int) -> dict[str, int]:
    """The rounds up to ``last_round`` each late entrant missed, where the event counts them as
    losses (as the standings do)."""
    if history.config.late_entry is not LateEntry.LOSSES:
        return {}
    return {e.number: max(0, min(e.entered_round - 1, last_round)) for e in history.entrants}


def results_by_player(
    history: EventHistory, before_round: int | None = None
) -> dict[str, list[doc.RoundResult]]:
    """Each player's head-to-head rounds (those before ``before_round``) with the running
    record."""
    rows: dict[str, list[doc.RoundResult]] = {r.number: [] for r in history.registrations}
    matches = [
        m
        for m in sorted(history.matches, key=lambda m: (m.round, m.table))
        if before_round is None or m.round < before_round
    ]
    missed = missed_losses(history, max((m.round for m in matches), default=0))
    tally: dict[str, list[int]] = {number: [0, missed.get(number, 0), 0] for number in rows}
    # Once a game was drawn (Vs. System), a record counts its draws too: W-L-D, as the
    # standings do.
    with_draws = any(m.result is ResultCode.DRAW for m in matches)
    for match in matches:
        for number in (match.a, match.b):
            if number is None:
                continue
            letter = _result_letter(match, number)
            counts = tally[number]
            counts[0] += letter in WIN_LETTERS
            counts[1] += letter in LOSS_LETTERS
            counts[2] += letter == "D"
            record = "-".join(str(c) for c in (counts if with_draws else counts[:2]))
            rows[number].append(
                doc.RoundResult(
                    round=match.round,
                    table=None if match.b is None else match.table,
                    opponent_number=match.other(number) or "",
                    result=letter,
                    record=record if letter else "",
                )
            )
    return rows


_RANKED = ("rank", "number", "name", "points", "wins", "losses", "byes")
"""What a standings row of either table shape and a printed standings row both hold."""


def _standing_row(
    row: StandingRow | PodStanding,
    tiebreakers: tuple[str, ...],
    *,
    dropped: bool,
    disqualified: bool = False,
    record: str = "",
    cut: str = "",
) -> doc.StandingRow:
    ranked = attributes(row, _RANKED)
    return doc.StandingRow(
        **ranked,
        tiebreakers=tiebreakers,
        dropped=dropped or disqualified,
        disqualified=disqualified,
        record=record,
        place=(row.place or "") if isinstance(row, StandingRow) else "",
        cut=cut,
    )


def _share(fraction: float, language: Language) -> str:
    """A percentage as the language writes it (English: as the standings page writes it)."""
    if language is Language.ENGLISH:
        return percent(fraction)
    return formats.percent(fraction, language)


def _figure(value: float, language: Language, *, decimals: int | None = None) -> str:
    """A number as the language writes it, with as many decimals as it has (or ``decimals``)."""
    if decimals is None:
        shown = f"{value:g}"
        decimals = len(shown.split(".", 1)[1]) if "." in shown else 0
    return formats.number(value, language, decimals=decimals)


def _tiebreak_value(name: str, value: float | None, language: Language) -> str:
    if language is Language.ENGLISH or value is None:
        return tiebreak_text(name, value)
    return _share(value, language) if name in PERCENTAGES else _figure(value, language)


POD_TIEBREAKS = ("opp_points_pct", "average_place")
"""The pods' tiebreak columns on the printed standings (wins are in the record)."""


def _labels(language: Language, names: Sequence[str]) -> list[str]:
    """The tiebreakers' column headings in the form's language."""
    say = words(language, Catalog.MESSAGES).say
    labels = map(tiebreak_label, names)
    return [say(label) if isinstance(label, Sentence) else label for label in labels]


History = TypeVar("History", EventHistory, PodHistory)


class _Rounds(Generic[History]):
    """What reading a round is the same for every table shape."""

    def __init__(self, history: History) -> None:
        self.history: History = history
        self.event = history.event

    def round_numbers(self) -> list[int]:
        return [r.number for r in self.history.rounds]

    def complete_rounds(self) -> list[int]:
        return [r.number for r in self.history.rounds if r.status == RoundStatus.COMPLETE]

    def names(self) -> dict[str, str]:
        return {r.number: r.player.name for r in self.history.registrations}


class HeadToHeadRounds(_Rounds[EventHistory]):
    """Rounds of two players a table (a bye alone)."""

    def pairings(self, number: int) -> doc.RoundPairings:
        history = self.history
        names = self.names()
        results = results_by_player(history, before_round=number)
        missed = missed_losses(history, number - 1)
        records = {
            player: next(
                (r.record for r in reversed(rounds) if r.record), f"0-{missed.get(player, 0)}"
            )
            for player, rounds in results.items()
        }
        tables = tuple(
            doc.RoundTable.pair(
                m.table,
                m.a,
                names.get(m.a, ""),
                m.b or "",
                names.get(m.b or "", ""),
                records.get(m.a, ""),
                records.get(m.b or "", ""),
                m.match_id or "",
            )
            for m in history.matches
            if m.round == number
        )
        return doc.RoundPairings(
            header=event_header(self.event, number), tables=tables, paper=paper_of(self.event)
        )

    def standings(self, number: int) -> doc.Standings:
        history = self.history
        table = event_standings(history.config, history.entrants, history.matches, number)
        placed = any(row.place for row in table.rows)
        language = self.event.settings.language
        _ = form_words(language)
        cut, cut_notes = (
            top_cut(history.config, history.entrants, history.matches, number)
            if number in self.complete_rounds()
            else ([], ())
        )
        in_cut = _("top {cut}", cut=len(cut))
        say = words(language, Catalog.MESSAGES).say
        return doc.Standings(
            header=event_header(self.event, number),
            rows=tuple(
                _standing_row(
                    row,
                    tuple(
                        _tiebreak_value(name, row.tiebreakers.get(name), language)
                        for name in table.order
                    ),
                    dropped=row.dropped,
                    disqualified=row.disqualified,
                    record=row.record(with_draws=table.with_draws),
                    cut=in_cut if row.number in cut else "",
                )
                for row in table.rows
            ),
            tiebreak_labels=tuple(_labels(language, table.order)),
            record_label=_("W-L-D-BYE") if table.with_draws else _("W-L-BYE"),
            note=_placings_note(self.event, _) if placed else _said_alone(map(say, cut_notes)),
            paper=paper_of(self.event),
        )

    def time_called(self, number: int, table: int) -> TimeCalledTable | None:
        stored = next((r for r in self.history.rounds if r.number == number), None)
        match = (
            None if stored is None else next((m for m in stored.matches if m.table == table), None)
        )
        if match is None:
            return None
        names = self.names()
        return TimeCalledTable(
            table=table,
            players=tuple((n, names.get(n, "")) for n in (match.a, match.b or "")),
            verdict=match.adjudication or {},
            winner=match.winner or "",
            decision="",
            recorded=("match", match.id),
            reported_at=match.reported_at,
        )


def _said_alone(notes: Iterable[str]) -> str:
    """Notes written to be joined into a line, each printed as a sentence of its own."""
    return " ".join(f"{note[:1].upper()}{note[1:]}." for note in notes)


def _placings_note(event: Event, _: Words) -> str:
    """How standings with bracket placings are ordered (an elimination event has no Swiss)."""
    if event.settings.format is EventFormat.COMBINATION:
        return _("Bracket placings first, then Swiss standing.")
    return _("Bracket placings first, then points and tiebreakers.")


class PodRounds(_Rounds[PodHistory]):
    """Rounds of pods: three or four players a table, or two teams of two."""

    def pairings(self, number: int) -> doc.RoundPairings:
        history = self.history
        before = {
            row.number: f"{row.wins + row.byes}-{row.ties}-{row.losses}"
            for row in pod_standings(history.rules, history.entrants(), history.records(number - 1))
        }
        names = self.names()
        teams = history.rules.format.value == "2v2"
        _ = form_words(self.event.settings.language)
        roles = {BOSS_ROLE: _("boss"), CHALLENGER_ROLE: _("challenger")}  # as the language says
        tables = tuple(
            doc.RoundTable(
                table=pod.table,
                bye=pod.bye,
                seats=tuple(
                    doc.Seat(
                        seat=seat.seat,
                        number=seat.number,
                        name=names.get(seat.number, ""),
                        team=seat.side if teams else "",
                        role=roles.get(seat.role, seat.role),
                        record=before.get(seat.number, "") if number > 1 else "",
                    )
                    for seat in pod.seats
                ),
            )
            for pod in history.pods.get(number, ())
        )
        return doc.RoundPairings(
            header=event_header(self.event, number),
            tables=tables,
            shape="pod",
            paper=paper_of(self.event),
        )

    def standings(self, number: int) -> doc.Standings:
        history = self.history
        rows = pod_standings(history.rules, history.entrants(), history.records(number))
        language = self.event.settings.language
        _ = form_words(language)
        opp_points, average_place = _labels(language, POD_TIEBREAKS)
        return doc.Standings(
            header=event_header(self.event, number),
            rows=tuple(
                _standing_row(
                    row,
                    (
                        "–" if row.opp_points_pct is None else _share(row.opp_points_pct, language),
                        "–"
                        if row.average_place is None
                        else _figure(row.average_place, language, decimals=2),
                    ),
                    dropped=row.dropped,
                    disqualified=row.disqualified,
                    record=f"{row.wins}-{row.ties}-{row.losses}-{row.byes}",
                )
                for row in rows
            ),
            tiebreak_labels=(opp_points, average_place),
            record_label=_("W-T-L-BYE"),
            note=_(
                "Order: points; opponents' share of their possible points ({opp_points}); wins; "
                "average place ({average_place}).",
                opp_points=opp_points,
                average_place=average_place,
            ),
            paper=paper_of(self.event),
        )

    def time_called(self, number: int, table: int) -> TimeCalledTable | None:
        pod = next((p for p in self.history.pods.get(number, ()) if p.table == table), None)
        if pod is None:
            return None
        places = sorted((seat.placing or 0, seat.number) for seat in pod.seats)
        return TimeCalledTable(
            table=pod.table,
            players=tuple((seat.number, seat.name) for seat in pod.seats),
            verdict=pod.adjudication or {},
            winner="",
            decision="  ".join(f"{place}. {n}" for place, n in places),
            recorded=("pod", pod.id),
            reported_at=pod.reported_at,
        )
