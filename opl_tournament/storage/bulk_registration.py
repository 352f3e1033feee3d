"""Registering thousands of players at once (a pre-registration import): set-based SQL.

The per-player path (``Store.add_player``, ``add_registration``, ``audit``) builds and flushes
ORM objects one at a time, which made a 100,000-row import take minutes. Here every table gets
one ``executemany`` per chunk through SQLAlchemy Core, inside the caller's transaction, so the
import still commits whole or not at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import bindparam, insert, select, update

from opl_tournament.domain.model import NumberKind, Player, PlayerIdentity
from opl_tournament.storage.mapping import identity_columns, player_from_row
from opl_tournament.storage.store import Store, _json
from opl_tournament.storage.tables import AuditRow, PlayerRow, RegistrationRow

_PLAYERS = PlayerRow.__table__  # type: ignore[attr-defined]
_REGISTRATIONS = RegistrationRow.__table__  # type: ignore[attr-defined]
_AUDIT = AuditRow.__table__  # type: ignore[attr-defined]
_IN_CHUNK = 500  # numbers per IN (...) list, well under SQLite's limit of bound parameters


def players_by_number(store: Store, numbers: Iterable[str]) -> dict[str, Player]:
    """The existing players among ``numbers``."""
    wanted = sorted(set(numbers))
    found: dict[str, Player] = {}
    connection = store.session.connection()
    for start in range(0, len(wanted), _IN_CHUNK):
        chunk = wanted[start : start + _IN_CHUNK]
        for row in connection.execute(select(_PLAYERS).where(_PLAYERS.c.number.in_(chunk))):
            found[row.number] = player_from_row(row)  # type: ignore[arg-type]
    return found


def add_players(
    store: Store, players: Sequence[tuple[str, NumberKind, PlayerIdentity]]
) -> dict[str, int]:
    """Insert new players; their ids by number."""
    if not players:
        return {}
    connection = store.session.connection()
    _insert_many(
        store,
        _PLAYERS,
        [
            {"number": number, "kind": kind.value, "created_at": store.now, **identity_columns(i)}
            for number, kind, i in players
        ],
    )
    ids: dict[str, int] = {}
    numbers = [number for number, _kind, _identity in players]
    for start in range(0, len(numbers), _IN_CHUNK):
        chunk = numbers[start : start + _IN_CHUNK]
        query = select(_PLAYERS.c.number, _PLAYERS.c.id).where(_PLAYERS.c.number.in_(chunk))
        ids.update({number: int(pid) for number, pid in connection.execute(query)})
    return ids


def update_identities(store: Store, changes: Sequence[tuple[int, PlayerIdentity]]) -> None:
    if not changes:
        return
    columns = list(identity_columns(changes[0][1]))
    statement = (
        update(_PLAYERS)
        .where(_PLAYERS.c.id == bindparam("player_id"))
        .values({c: bindparam(f"new_{c}") for c in columns})
    )
    store.session.connection().execute(
        statement,
        [
            {"player_id": pid, **{f"new_{k}": v for k, v in identity_columns(i).items()}}
            for pid, i in changes
        ],
    )


def add_registrations(
    store: Store, event_id: int, registrations: Sequence[dict[str, Any]]
) -> dict[int, int]:
    """Insert registrations (each a dict of ``player_id``, ``sequence``, ``fee_cents``,
    ``fee_paid``, ``entered_round``); their ids by sequence number."""
    if not registrations:
        return {}
    connection = store.session.connection()
    _insert_many(
        store,
        _REGISTRATIONS,
        [
            {
                "event_id": event_id,
                "status": "active",
                "is_staff": False,
                **r,
                "created_at": store.now,
            }
            for r in registrations
        ],
    )
    sequences = [r["sequence"] for r in registrations]
    query = select(_REGISTRATIONS.c.sequence, _REGISTRATIONS.c.id).where(
        _REGISTRATIONS.c.event_id == event_id,
        _REGISTRATIONS.c.sequence >= min(sequences),
        _REGISTRATIONS.c.sequence <= max(sequences),
    )
    return {int(seq): int(rid) for seq, rid in connection.execute(query)}


def add_audit_entries(store: Store, entries: Sequence[dict[str, Any]]) -> None:
    """Audit-log rows, as ``Store.audit`` writes them one at a time."""
    if not entries:
        return
    _insert_many(
        store,
        _AUDIT,
        [
            {
                "at": store.now,
                "actor": e["actor"],
                "action": e["action"],
                "event_id": e.get("event_id"),
                "entity": e.get("entity", ""),
                "entity_id": e.get("entity_id"),
                "summary": e.get("summary", ""),
                "before_json": _json(e.get("before")),
                "after_json": _json(e.get("after")),
                "undone": False,
            }
            for e in entries
        ],
    )


def _insert_many(store: Store, table: Any, rows: Sequence[dict[str, Any]]) -> None:
    """One ``executemany`` of ``rows`` (dicts with the same keys) into ``table``.

    The statement is written once from the table's own column names and run by the driver:
    SQLAlchemy's ``insert()`` builds a parameter set per row in Python, which was most of an
    import's time.
    """
    columns = list(rows[0])
    unknown = [c for c in columns if c not in table.c]
    if unknown:
        raise ValueError(f"no column {unknown[0]} in {table.name}")
    statement = (
        f"INSERT INTO {table.name} ({', '.join(columns)}) "
        f"VALUES ({', '.join('?' for _ in columns)})"
    )
    if store.session.connection().dialect.paramstyle != "qmark":  # PostgreSQL (psycopg)
        store.session.connection().execute(insert(table), list(rows))
        return
    store.session.connection().exec_driver_sql(
        statement, [tuple(row[c] for c in columns) for row in rows]
    )
