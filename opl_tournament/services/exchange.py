"""The event's submission for the Global Rating Service: CSV, JSON and the printed forms.

``export_event`` writes into a folder (format ``opl-rating-export``, version 2, described in
``docs/rating-service-export.md``): ``results.csv`` (the master result sheet as data, each row
saying whether the game counts for the rating; a bye from a disqualified opponent is marked
``BYE-DQ`` because it earns ranking points), ``players.csv`` (each player's identity block,
number kind, drop round and pre- and post-event rating), ``penalties.csv`` (the penalties that
changed a result), ``event.json`` (the event's identity, dates, time limit, officials and final
standings), ``master-sheet.pdf`` and ``result-sheets.pdf``, and ``manifest.json`` (the format's
version, the program's version, the event, the creation time, and each file's size and SHA-256).
The same event always exports the same bytes but for the manifest's creation time. Text cells
that a spreadsheet would read as a formula are made inert with a leading apostrophe.

Personal data is exported only where the service needs it: address, phone and e-mail only for a
player whose membership form asks for them (new, renewal, change of address); the player's
"do not list me online" choice is carried in ``do_not_list``. ``read_export`` reads a bundle back
(checking the manifest's sizes and checksums).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from opl_tournament import __version__
from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import (
    MembershipAction,
    NumberKind,
    OfficialRole,
)
from opl_tournament.domain.pairing.next_round import event_standings, walkover_opponents
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.ratings.systems import VERSIONS
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import N_
from opl_tournament.printing.documents import RoundResult
from opl_tournament.services.context import ServiceContext, Subject, require_event
from opl_tournament.services.files import check_output_folder, replace_folder_atomically
from opl_tournament.services.local_time import local_time
from opl_tournament.services.print_headers import official_of
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document, results_by_player
from opl_tournament.services.ratings import (
    preview_event,
    rated_tables,
    unfinished_reason,
)
from opl_tournament.services.round_shapes.head_to_head import EventHistory, load_history
from opl_tournament.storage import Store

EXPORT_FORMAT = "opl-rating-export"
EXPORT_VERSION = 2
PROGRAM = "OverPower Legion Tournament Manager"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
RESULTS_COLUMNS = (
    "event_id", "sanction", "event", "date", "place", "round", "round_date", "table",
    "player", "opponent", "result", "record", "rated",
)  # fmt: skip
PLAYERS_COLUMNS = (
    "sequence", "number", "temporary_number", "name", "address", "city", "state_province",
    "postal_code", "phone", "email", "age", "membership", "do_not_list", "status",
    "dropped_round", "disqualified_round", "rated_games", "rating_system",
    "rating_system_version", "rating_before", "rating_after", "rating_applied",
)  # fmt: skip
PENALTIES_COLUMNS = (
    "round", "table", "player", "penalty", "infraction", "result_change", "judge",
)  # fmt: skip
MANIFEST = "manifest.json"
EXPORTED_FILES = (
    "results.csv",
    "players.csv",
    "penalties.csv",
    "event.json",
    "master-sheet.pdf",
    "result-sheets.pdf",
)
ASKS_FOR_ADDRESS = frozenset(
    {MembershipAction.NEW, MembershipAction.RENEWAL, MembershipAction.CHANGE_OF_ADDRESS}
)
"""Membership forms that ask for the address, phone and e-mail (the others export none)."""


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
            N_(
                "event {event} has no sanction number: only sanctioned events go to the rating "
                "service",
                event=event.id,
            )
        )
    if not history.rounds:
        raise RefusedAction(N_("event {event} has no rounds to export", event=event.id))
    reason = unfinished_reason(history)
    if reason is not None:
        raise RefusedAction(reason)
    if not event.settings.date:
        raise RefusedAction(
            N_("event {event} has no date: set the event's date first", event=event.id)
        )
    if not any(o.role is OfficialRole.JUDGE for o in event.officials):
        raise RefusedAction(
            N_(
                "event {event} has no judge: the rating service needs the head judge's name (and "
                "Legion number, if they have one); give it in Edit event… or with "
                "event edit --judge",
                event=event.id,
            )
        )


def _round_dates(history: EventHistory) -> dict[int, str]:
    """Each round's date: the day it was paired, at the venue (the station's day: a round
    paired at 20:30 in Oakville is stored at 01:30 UTC the next day)."""
    return {r.number: local_time(r.paired_at)[:10] for r in history.rounds}


def _results_csv(history: EventHistory) -> bytes:
    s = history.event.settings
    dates = _round_dates(history)
    rows: list[list[object]] = []
    results = results_by_player(history)
    tables = rated_tables(history)
    rated = {
        (m.round, n) for m in history.matches if (m.round, m.table) in tables for n in (m.a, m.b)
    }
    # A bye from a disqualified opponent earns ranking points: marked apart from a plain bye,
    # against the disqualified player; where the two were paired, that player's row is the loss.
    dq_letters: dict[tuple[int, str], str] = {}
    gone: dict[tuple[int, str], str] = {}
    walkovers = walkover_opponents(history.config, history.matches)
    for m in history.matches:
        if m.result is ResultCode.BYE_DQ:
            receiver = m.winner or m.a
            dq_letters[(m.round, receiver)] = "BYE-DQ"
            if m.b is not None:
                dq_letters[(m.round, m.b if receiver == m.a else m.a)] = "L"
            elif m.match_id in walkovers:
                gone[(m.round, receiver)] = walkovers[m.match_id]
    for (round_number, receiver), loser in gone.items():
        if (round_number, receiver) in rated:  # a rated win: the disqualified player's loss
            results[loser] = _with_loss(results.get(loser, []), round_number, receiver)
            rated.add((round_number, loser))
    for registration in sorted(history.registrations, key=lambda r: r.sequence):
        for result in results[registration.number]:
            letter = dq_letters.get((result.round, registration.number), result.result)
            rows.append(
                [
                    history.event.id,
                    s.sanction_number,
                    s.name,
                    s.date,
                    s.place,
                    result.round,
                    dates.get(result.round, ""),
                    result.table or "",
                    registration.number,
                    gone.get((result.round, registration.number), result.opponent_number),
                    letter,
                    result.record,
                    "yes" if (result.round, registration.number) in rated else "no",
                ]
            )
    return _csv(RESULTS_COLUMNS, rows)


def _with_loss(rows: list[RoundResult], round_number: int, opponent: str) -> list[RoundResult]:
    """A player's rounds with a loss to ``opponent`` added in round ``round_number``."""
    earlier = [r for r in rows if r.round < round_number]
    wins, losses = (0, 0)
    if earlier and earlier[-1].record:
        wins, losses = (int(part) for part in earlier[-1].record.split("-"))
    loss = RoundResult(round_number, None, opponent, "L", f"{wins}-{losses + 1}")
    return [*earlier, loss, *(r for r in rows if r.round >= round_number)]


@dataclass(frozen=True)
class _Rating:
    system: str
    before: float | None
    after: float
    games: int
    applied: bool


def _ratings(store: Store, ctx: ServiceContext, history: EventHistory) -> dict[str, _Rating]:
    """Each rated player's pre- and post-event rating: as applied, else as a preview."""
    rows = [r for r in store.ratings.history() if r.event_id == history.event.id]
    if rows:
        return {
            r.number: _Rating(
                str(r.details.get("system", "uscf")),
                None if r.details.get("unrated_before") else r.rating_before,
                r.rating_after,
                r.games_in_event,
                True,
            )
            for r in rows
        }
    try:
        changes = preview_event(ctx, history.event.id)
    except RefusedAction:
        return {}
    system = store.ratings.system()
    system = history.event.settings.policies.ratings.system or system
    return {
        ch.number: _Rating(system, ch.before, ch.after, ch.games_in_event, False) for ch in changes
    }


def _players_csv(history: EventHistory, ratings: dict[str, _Rating]) -> bytes:
    rows: list[list[object]] = []
    for r in sorted(history.registrations, key=lambda r: r.sequence):
        i = r.player.identity
        asks = i.membership_action in ASKS_FOR_ADDRESS
        contact = [i.address, i.city, i.state_province, i.postal_code, i.phone, i.email]
        rating = ratings.get(r.number)
        rows.append(
            [
                r.sequence, r.number, "yes" if r.player.kind is NumberKind.TEMPORARY else "no",
                i.name, *(contact if asks else [""] * len(contact)),
                "" if i.age is None else i.age, i.membership_action.value,
                "yes" if i.online_search_opt_out else "no",
                r.status.value + (" (staff)" if r.is_staff else ""),
                _blank(r.dropped_round), _blank(r.disqualified_round),
                *_rating_cells(rating),
            ]
        )  # fmt: skip
    return _csv(PLAYERS_COLUMNS, rows)


def _blank(value: object) -> object:
    return "" if value is None else value


def _rating_cells(rating: _Rating | None) -> list[object]:
    if rating is None:
        return [0, "", "", "", "", ""]
    return [
        rating.games,
        rating.system,
        VERSIONS.get(rating.system, ""),
        "" if rating.before is None else f"{rating.before:.2f}",
        f"{rating.after:.2f}",
        "yes" if rating.applied else "no",
    ]


def _penalties_csv(store: Store, history: EventHistory) -> bytes:
    """The penalties that changed a result (a battle or game lost, a disqualification)."""
    rows: list[list[object]] = []
    for p in store.penalties.of_event(history.event.id):
        c = p.consequence
        changes = [
            text
            for key, text in (
                ("battle_lost", "battle lost"),
                ("game_forfeited", "game forfeited"),
                ("disqualified", "disqualified"),
            )
            if c.get(key)
        ]
        if changes:
            rows.append(
                [
                    _blank(p.round), _blank(p.table), p.number, p.kind, p.infraction,
                    "; ".join(changes), official_of(history.event, p.judge),
                ]
            )  # fmt: skip
    return _csv(PENALTIES_COLUMNS, rows)


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
    dates = _round_dates(history)
    officials = [
        {"role": o.role.value, "name": o.name, "legion_number": o.legion_number}
        for o in event.officials
    ]
    document = {
        "event": {
            "id": event.id,
            "name": s.name,
            "sanction": s.sanction_number,
            "date": s.date,
            "start_date": min([s.date, *dates.values()]),
            "end_date": max([s.date, *dates.values()]),
            "rounds": [{"round": n, "date": d} for n, d in sorted(dates.items())],
            "time_limit_minutes": s.time_limit_minutes,
            "place": s.place,
            "game": s.game.value,
            "type": s.tournament_type.value,
            "format": s.format.value,
            "swiss_rounds": s.swiss_rounds,
            "cut": s.cut_size,
            "rounds_played": len(history.rounds),
            "officials": officials,
        },
        "standings": standings,
    }
    return (json.dumps(document, indent=2, ensure_ascii=False, sort_keys=True) + "\n").encode()


def export_event(ctx: ServiceContext, event_id: int, folder: Path) -> dict[str, dict[str, Any]]:
    """Write the submission into ``folder``; returns each file's size and SHA-256."""
    with ctx.read() as store:
        game = rules_for(require_event(store, event_id).settings.game)
        if not game.legion_rated:
            raise RefusedAction(
                N_(
                    "event {event} is a {game} event: the Global Rating Service takes OverPower",
                    event=event_id,
                    game=game.label,
                )
            )
        history = load_history(store, event_id)  # head to head: OverPower is
        _refuse_incomplete(history)
        ratings = _ratings(store, ctx, history)
        penalties = _penalties_csv(store, history)
        check_output_folder(folder, {*EXPORTED_FILES, MANIFEST})
    files = {
        "results.csv": _results_csv(history),
        "players.csv": _players_csv(history, ratings),
        "penalties.csv": penalties,
        "event.json": _event_json(history),
        "master-sheet.pdf": print_document(ctx, event_id, PrintKind.MASTER_SHEET),
        "result-sheets.pdf": print_document(ctx, event_id, PrintKind.RESULT_SHEETS),
    }
    manifest = {
        name: {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
        for name, data in files.items()
    }
    files[MANIFEST] = _manifest(event_id, ctx.clock(), manifest)
    replace_folder_atomically(folder, files, last=MANIFEST)
    return manifest


def note_export(ctx: ServiceContext, event_id: int, folder: Path) -> None:
    """Log that the event was exported (after ``export_event``, which only reads), so that a
    later correction can say the export is out of date. A read-only copy has nowhere to note it."""
    if ctx.database.read_only is not None:
        return
    with ctx.write() as store:
        require_event(store, event_id)
        ctx.audit(
            store,
            AuditAction.EVENT_EXPORT,
            Subject.event(event_id),
            N_(
                "exported event {event} for the rating service to {folder}",
                event=event_id,
                folder=folder.name,
            ),
        )


def _manifest(event_id: int, created_at: str, files: dict[str, dict[str, Any]]) -> bytes:
    document = {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "program": PROGRAM,
        "program_version": __version__,
        "event_id": event_id,
        "created_at": created_at,
        "files": files,
    }
    return (json.dumps(document, indent=2, sort_keys=True) + "\n").encode()


@dataclass(frozen=True)
class ExportBundle:
    """An export read back: the manifest, the event document and the CSV rows."""

    manifest: dict[str, Any]
    event: dict[str, Any]
    results: list[dict[str, str]]
    players: list[dict[str, str]]
    penalties: list[dict[str, str]]


def read_export(folder: Path) -> ExportBundle:
    """Read a bundle written by ``export_event``, checking every file against the manifest."""
    source = str(folder / "manifest.json")
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise InvalidInput(
            N_("no readable manifest: {error}", error=error), source=source
        ) from None
    if manifest.get("format") != EXPORT_FORMAT or manifest.get("format_version") != EXPORT_VERSION:
        raise InvalidInput(
            N_(
                "not an {format} version {version} bundle",
                format=EXPORT_FORMAT,
                version=EXPORT_VERSION,
            ),
            source=source,
            field="format",
        )
    data: dict[str, bytes] = {}
    for name, entry in manifest["files"].items():
        blob = (folder / name).read_bytes()
        if len(blob) != entry["bytes"] or hashlib.sha256(blob).hexdigest() != entry["sha256"]:
            raise InvalidInput(N_("the file differs from the manifest"), source=str(folder / name))
        data[name] = blob
    return ExportBundle(
        manifest=manifest,
        event=json.loads(data["event.json"]),
        results=_rows(data["results.csv"]),
        players=_rows(data["players.csv"]),
        penalties=_rows(data["penalties.csv"]),
    )


def _rows(blob: bytes) -> list[dict[str, str]]:
    return [
        {key: _active(value) for key, value in row.items()}
        for row in csv.DictReader(io.StringIO(blob.decode("utf-8"), newline=""))
    ]


def _active(text: str) -> str:
    """A cell's value with ``inert``'s apostrophe taken off again."""
    return text[1:] if text.startswith("'") and text[1:].startswith(FORMULA_STARTS) else text
