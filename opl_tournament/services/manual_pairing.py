"""The judge's hand on the pairings: pair a round by hand, or swap two players of the current one.

Both are Swiss-stage actions (a bracket's pairings follow from its results). Each broken pairing
rule comes back as a warning: the GUI shows them before the judge confirms, the command line
prints them, and they are stored with the round and in the audit log.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.manual import (
    PairingWarning,
    check_seating,
    hand_round,
    judge_relaxations,
    pairing_warnings,
)
from opl_tournament.domain.pairing.next_round import swiss_rounds_played, with_swiss_rounds
from opl_tournament.domain.pairing.swiss import is_pair_down_count, pair_down_count
from opl_tournament.domain.registration import seated_number
from opl_tournament.domain.sentences import N_, joined
from opl_tournament.services.backups import round_snapshot
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, refuse_finished
from opl_tournament.services.csv_files import csv_lines, header_index
from opl_tournament.services.files import read_limited
from opl_tournament.services.round_shapes.base import find_round
from opl_tournament.services.round_shapes.head_to_head import (
    EventHistory,
    load_history,
    round_views,
    seated_round,
)
from opl_tournament.services.rounds import (
    RoundView,
    refuse_other_round,
    refuse_while_open,
    store_round,
)
from opl_tournament.storage import Store
from opl_tournament.storage.round_store import NewMatch, StoredMatch, relaxation_record

Pairs = Sequence[tuple[str, str | None]]
PAIRS_FILE_LIMIT = 1024 * 1024
BYE_WORDS = frozenset({"", "bye"})


@dataclass(frozen=True)
class HandPairing:
    round: RoundView
    warnings: tuple[PairingWarning, ...]


def _refuse_bracket_round(history: EventHistory, round_number: int) -> None:
    """Refuse a hand on a round the engine alone decides (an elimination round) or that the
    event does not have (after the last Swiss round)."""
    settings = history.event.settings
    fmt = settings.format
    in_cut = fmt is EventFormat.COMBINATION and (
        settings.swiss_rounds is not None and round_number > settings.swiss_rounds
    )
    planned = settings.swiss_rounds
    if fmt is EventFormat.SWISS and planned is not None and round_number > planned:
        raise swiss_rounds_played(planned)
    if fmt in (EventFormat.SINGLE, EventFormat.DOUBLE) or in_cut:
        raise RefusedAction(
            N_(
                "round {round} is an elimination round: its pairings follow from the bracket",
                round=round_number,
            )
        )


def _as_stored(pairs: Pairs, numbers: Collection[str]) -> Pairs:
    """The judge's pairs with each number read as one of the event's ``numbers`` (``s001`` is
    ``S001``, ``4`` is ``0004``: ``seated_number``)."""
    return [
        (seated_number(a, numbers), None if b is None else seated_number(b, numbers))
        for a, b in pairs
    ]


def _staff(history: EventHistory) -> list[str]:
    return [e.number for e in history.entrants if e.is_staff]


def _judge_pairing(
    store: Store, event_id: int, typed: Pairs
) -> tuple[EventHistory, int, Pairs, tuple[PairingWarning, ...]]:
    """The event, the number of the round the judge pairs, the pairs as stored and what the
    pairing breaks; a pairing that cannot be played is refused."""
    history = load_history(store, event_id)
    number = refuse_while_open(history.event, round_views(history))
    _refuse_bracket_round(history, number)
    pairs = _as_stored(typed, {e.number for e in history.entrants})
    check_seating(history.entrants, number, pairs)
    warnings = pairing_warnings(history.config, history.entrants, history.matches, number, pairs)
    return history, number, pairs, warnings


def preview_hand_pairing(ctx: ServiceContext, event_id: int, pairs: Pairs) -> list[PairingWarning]:
    """What pairing the next round this way would break (nothing is stored)."""
    with ctx.read() as store:
        return list(_judge_pairing(store, event_id, pairs)[3])


def pair_round_by_hand(ctx: ServiceContext, event_id: int, pairs: Pairs) -> Changed[HandPairing]:
    """Pair the next round exactly as the judge says: every active player seated once."""
    with ctx.write() as store:
        history, number, pairs, warnings = _judge_pairing(store, event_id, pairs)
        pairing = with_swiss_rounds(
            history.config,
            history.entrants,
            hand_round(number, pairs, warnings, _staff(history)),
        )
        changes = store_round(
            store, ctx, history.event, seated_round(history, pairing, manual=True)
        )
        view = find_round(round_views(load_history(store, event_id)), number)
    round_snapshot(ctx, event_id, number, "start")
    return Changed(HandPairing(view, warnings), changes)


def swap_players(
    ctx: ServiceContext,
    event_id: int,
    first: str,
    second: str,
    *,
    expected: RoundView | None = None,
) -> Changed[HandPairing]:
    """Exchange two players' seats in the current round, before either table has a result
    (``expected``: the round as the judge's station shows it; refused if it changed since)."""
    with ctx.write() as store:
        history = load_history(store, event_id)
        refuse_finished(history.event, N_("its rounds"))
        views = round_views(history)
        refuse_other_round(store, event_id, views[-1] if views else None, expected)
        if not history.rounds:
            raise RefusedAction(N_("no round has been paired yet"))
        stored = history.rounds[-1]
        _refuse_bracket_round(history, stored.number)
        seats = {m.a: m for m in stored.matches} | {m.b: m for m in stored.matches if m.b}
        first, second = seated_number(first, seats), seated_number(second, seats)
        if first == second:
            raise InvalidInput(
                N_("a swap needs two different players; {player} was given twice", player=first)
            )
        for number in (first, second):
            if number not in seats:
                raise RefusedAction(
                    N_(
                        "player {player} is not paired in round {round}",
                        player=number,
                        round=stored.number,
                    )
                )
            match = seats[number]
            if match.b is not None and match.result is not None:
                raise RefusedAction(
                    N_(
                        "table {table} of round {round} already has a result; take it back "
                        "first (undo) to change its players",
                        table=match.table,
                        round=stored.number,
                    )
                )
        if seats[first].table == seats[second].table:
            raise RefusedAction(
                N_("{first} and {second} already play each other", first=first, second=second)
            )

        def swapped(number: str | None) -> str | None:
            return {first: second, second: first}.get(number or "", number)

        pairs = [(str(swapped(m.a)), swapped(m.b)) for m in stored.matches]
        earlier = [m for m in history.matches if m.round < stored.number]
        warnings = pairing_warnings(history.config, history.entrants, earlier, stored.number, pairs)
        changed = {seats[first].table, seats[second].table}
        _replace_round(store, history, pairs, changed, warnings, {first, second})
        ctx.audit(
            store,
            AuditAction.ROUND_SWAP,
            Subject(event_id, "round", stored.number),
            N_(
                "round {round}: swapped {first} and {second}",
                round=stored.number,
                first=first,
                second=second,
            ),
            before=stored.as_record(),
            after={"swapped": [first, second], "warnings": [w.message for w in warnings]},
        )
        view = find_round(round_views(load_history(store, event_id)), stored.number)
    return Changed(HandPairing(view, warnings), Changes(event_id, rounds=frozenset({view.number})))


_SWAPPED = N_("swapped by the judge")
_SWAPPED_NOTE = N_("players swapped by the judge")

_KEPT = ("table", "explanation", "match_code", "bracket", "result", "decided_by", "manual")
"""What a table the swap leaves alone keeps as it is."""


def _kept(old: StoredMatch, ids: dict[str, int]) -> NewMatch:
    """A table the swap leaves alone, stored again as it was."""
    return NewMatch(
        **attributes(old, _KEPT),
        a=old.a_registration,
        b=old.b_registration,
        winner=None if old.winner is None else ids[old.winner],
    )


def _replace_round(
    store: Store,
    history: EventHistory,
    pairs: list[tuple[str, str | None]],
    changed: set[int],
    warnings: Sequence[PairingWarning],
    moved: set[str],
) -> None:
    """Store the round again with two players' seats exchanged (``moved``): the rules the
    round broke for them no longer hold, the ones the swap breaks are kept instead."""
    stored = history.rounds[-1]
    earlier = [m for m in history.matches if m.round < stored.number]
    pair_downs = pair_down_count(history.config, history.entrants, earlier, pairs)
    ids = {r.number: r.id for r in history.registrations}
    notes_by_players = {frozenset(w.players): w.sentence for w in warnings}
    matches = []
    for old, (a, b) in zip(stored.matches, pairs, strict=True):
        if old.table not in changed:
            matches.append(_kept(old, ids))
            continue
        note = notes_by_players.get(frozenset(n for n in (a, b) if n is not None))
        matches.append(
            NewMatch(
                table=old.table,
                a=ids[a],
                b=None if b is None else ids[b],
                explanation=joined([_SWAPPED, *([note] if note is not None else [])], "semicolon"),
                winner=ids[a] if b is None else None,
                result="BYE" if b is None else None,
                decided_by="pairing" if b is None else None,
                manual=True,
            )
        )
    store.rounds.delete_round(stored.id)
    round_id = store.rounds.add_round(
        history.event.id,
        stored.number,
        stored.stage,
        matches,
        relaxations=[
            *(r for r in stored.relaxations if not moved & set(r.get("players", ()))),
            *(
                relaxation_record(r)
                for r in judge_relaxations([w for w in warnings if moved & set(w.players)])
            ),
        ],
        notes=[
            *(pair_downs if is_pair_down_count(note) else note for note in stored.notes),
            *([] if str(_SWAPPED_NOTE) in map(str, stored.notes) else [_SWAPPED_NOTE]),
        ],
    )
    if stored.clock:  # the round's clock runs on: the players at the other tables play on
        store.rounds.set_clock(round_id, stored.clock)


def parse_pairs_csv(data: bytes, *, source: str) -> list[tuple[int, str, str | None]]:
    """(line, a, b) per row ``a,b`` (``b`` empty or ``BYE``: a bye), after the header ``a,b``."""
    numbered = [
        (line, [cell.strip() for cell in row]) for line, row in csv_lines(data, source=source)
    ]
    rows = [row for _line, row in numbered]
    top = header_index(rows) or 0
    if top >= len(rows) or [c.lower() for c in rows[top][:2]] != ["a", "b"] or any(rows[top][2:]):
        raise InvalidInput(
            N_("the first line must be the header 'a,b'"),
            source=source,
            line=numbered[top][0] if rows else 1,
        )
    pairs: list[tuple[int, str, str | None]] = []
    for line, row in numbered[top + 1 :]:
        if not any(row):
            continue
        if len(row) > 2 and any(row[2:]):
            raise InvalidInput(
                N_("expected two cells: a and b"), source=source, line=line, field="b"
            )
        a, b = row[0], (row[1] if len(row) > 1 else "")
        if not a:
            raise InvalidInput(
                N_("the first player is missing"), source=source, line=line, field="a"
            )
        pairs.append((line, a, None if b.lower() in BYE_WORDS else b))
    if not pairs:
        raise InvalidInput(N_("the file has a header but no pairs"), source=source)
    return pairs


def pair_round_from_file(ctx: ServiceContext, event_id: int, path: Path) -> HandPairing:
    """Pair the next round from a CSV of ``a,b``; a refused pair names its line in the file."""
    rows = parse_pairs_csv(read_limited(path, PAIRS_FILE_LIMIT), source=str(path))
    try:
        return pair_round_by_hand(ctx, event_id, [(a, b) for _line, a, b in rows]).value
    except InvalidInput as error:
        line = None if error.line is None else rows[error.line - 1][0]
        raise InvalidInput(error.reason_sentence, source=str(path), line=line) from None
