"""The event's submission for the Global Rating Service: CSV, JSON and the printed forms.

``export_event`` writes into a folder: ``results.csv`` (the master result sheet as data, each
row saying whether the game counts for the rating, a bye from a disqualified opponent marked
``BYE-DQ`` because it earns ranking points),
``players.csv`` (the identity block of every result sheet), ``event.json`` (the event and its
final standings), ``master-sheet.pdf`` and ``result-sheets.pdf``, and ``manifest.json`` with
each file's size and SHA-256. The same event always exports the same bytes. Text cells that a
spreadsheet would read as a formula are made inert with a leading apostrophe.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from pathlib import Path
from typing import Any

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import Game, OfficialRole
from opl_tournament.domain.pairing.next_round import event_standings
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.files import check_output_folder, replace_folder_atomically
from opl_tournament.services.printing import print_document, results_by_player
from opl_tournament.services.ratings import rated_tables
from opl_tournament.services.rounds import EventHistory, load_history

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
RESULTS_COLUMNS = (
    "sanction", "event", "date", "place", "round", "table",
    "player", "opponent", "result", "record", "rated",
)  # fmt: skip
PLAYERS_COLUMNS = (
    "sequence", "number", "name", "address", "city", "state_province", "postal_code",
    "phone", "email", "age", "membership", "online_search_opt_out", "status",
)  # fmt: skip
MANIFEST = "manifest.json"
EXPORTED_FILES = (
    "results.csv",
    "players.csv",
    "event.json",
    "master-sheet.pdf",
    "result-sheets.pdf",
)


def inert(value: object) -> str:
    """The cell's text, with a leading apostrophe if a spreadsheet would run it as a formula."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _csv(columns: tuple[str, ...], rows: list[list[object]]) -> bytes:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(columns)
    writer.writerows([inert(cell) for cell in row] for row in rows)
    return out.getvalue().encode("utf-8")


def _refuse_incomplete(history: EventHistory) -> None:
    event = history.event
    if not event.sanctioned:
        raise RefusedAction(
            f"event {event.id} has no sanction number: only sanctioned events go to the "
            "rating service"
        )
    if not history.rounds:
        raise RefusedAction(f"event {event.id} has no rounds to export")
    missing = [f"round {m.round} table {m.table}" for m in history.matches if not m.reported]
    if missing:
        raise RefusedAction(f"results are missing: {', '.join(missing[:8])}")


def _results_csv(history: EventHistory) -> bytes:
    s = history.event.settings
    rows: list[list[object]] = []
    results = results_by_player(history)
    rated = rated_tables(history)
    # A bye from a disqualified opponent earns ranking points: marked apart from a plain bye;
    # where the two were paired, the disqualified player's row is the loss.
    dq_letters: dict[tuple[int, str], str] = {}
    for m in history.matches:
        if m.result is ResultCode.BYE_DQ:
            receiver = m.winner or m.a
            dq_letters[(m.round, receiver)] = "BYE-DQ"
            if m.b is not None:
                dq_letters[(m.round, m.b if receiver == m.a else m.a)] = "L"
    for registration in sorted(history.registrations, key=lambda r: r.sequence):
        for result in results[registration.number]:
            letter = dq_letters.get((result.round, registration.number), result.result)
            rows.append(
                [
                    s.sanction_number,
                    s.name,
                    s.date,
                    s.place,
                    result.round,
                    result.table or "",
                    registration.number,
                    result.opponent_number,
                    letter,
                    result.record,
                    "yes" if (result.round, result.table) in rated else "no",
                ]
            )
    return _csv(RESULTS_COLUMNS, rows)


def _players_csv(history: EventHistory) -> bytes:
    rows: list[list[object]] = []
    for r in sorted(history.registrations, key=lambda r: r.sequence):
        i = r.player.identity
        rows.append(
            [
                r.sequence, r.number, i.name, i.address, i.city, i.state_province,
                i.postal_code, i.phone, i.email, "" if i.age is None else i.age,
                i.membership_action.value, "yes" if i.online_search_opt_out else "no",
                r.status.value + (" (staff)" if r.is_staff else ""),
            ]
        )  # fmt: skip
    return _csv(PLAYERS_COLUMNS, rows)


def _event_json(history: EventHistory) -> bytes:
    event = history.event
    s = event.settings
    table = event_standings(history.config, history.entrants, history.matches)
    places = {1: "champion", 2: "finalist"}
    standings: list[dict[str, Any]] = []
    for row in table.rows:
        entry = row.to_json()
        if row.place is not None:
            rank = row.rank
            entry["honour"] = places.get(rank, "semifinalist" if rank <= 4 else None)
        standings.append(entry)
    document = {
        "event": {
            "name": s.name,
            "sanction": s.sanction_number,
            "date": s.date,
            "place": s.place,
            "game": s.game.value,
            "type": s.tournament_type.value,
            "format": s.format.value,
            "swiss_rounds": s.swiss_rounds,
            "cut": s.cut_size,
            "rounds_played": len(history.rounds),
            "judges": [o.name for o in event.officials if o.role is OfficialRole.JUDGE],
            "assistant_referees": [
                o.name for o in event.officials if o.role is OfficialRole.ASSISTANT_REFEREE
            ],
        },
        "standings": standings,
    }
    return (json.dumps(document, indent=2, ensure_ascii=False, sort_keys=True) + "\n").encode()


def export_event(ctx: ServiceContext, event_id: int, folder: Path) -> dict[str, dict[str, Any]]:
    """Write the submission into ``folder``; returns the manifest (file → size and SHA-256)."""
    with ctx.read() as store:
        history = load_history(store, event_id)
    if history.event.settings.game is not Game.OVERPOWER:
        raise RefusedAction(
            f"event {event_id} is a Vs. System event: the Global Rating Service takes OverPower"
        )
    _refuse_incomplete(history)
    check_output_folder(folder, {*EXPORTED_FILES, MANIFEST})
    files = {
        "results.csv": _results_csv(history),
        "players.csv": _players_csv(history),
        "event.json": _event_json(history),
        "master-sheet.pdf": print_document(ctx, event_id, "master-sheet"),
        "result-sheets.pdf": print_document(ctx, event_id, "result-sheets"),
    }
    manifest = {
        name: {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
        for name, data in files.items()
    }
    files[MANIFEST] = (json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode()
    replace_folder_atomically(folder, files, last=MANIFEST)
    return manifest
