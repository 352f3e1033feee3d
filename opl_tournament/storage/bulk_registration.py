"""Registering thousands of players at once (a pre-registration import): set-based SQL.

The per-player path (``Store.add_player``, ``add_registration``, ``audit``) runs statements one
player at a time. Here every table gets one ``executemany`` (and a query per chunk of numbers)
inside the caller's transaction, so the import still commits whole or not at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from opl_tournament.domain.model import NumberKind, Player, PlayerIdentity
from opl_tournament.storage.mapping import identity_columns, player_from_row
from opl_tournament.storage.sql import placeholders
from opl_tournament.storage.store import _PLAYERS, Store

_IN_CHUNK = 500  # numbers per IN (...) list, well under SQLite's limit of bound parameters


def players_by_number(store: Store, numbers: Iterable[str]) -> dict[str, Player]:
    """The existing players among ``numbers``."""
    wanted = sorted(set(numbers))
    found: dict[str, Player] = {}
    for start in range(0, len(wanted), _IN_CHUNK):
        listed, params = placeholders("n", wanted[start : start + _IN_CHUNK])
        for row in store.sql.rows(_PLAYERS + f" WHERE number IN ({listed})", params):
            found[row.number] = player_from_row(row)
    return found


def add_players(
    store: Store, players: Sequence[tuple[str, NumberKind, PlayerIdentity]]
) -> dict[str, int]:
    """Insert new players; their ids by number."""
    if not players:
        return {}
    _insert_many(
        store,
        "player",
        [
            {"number": number, "kind": kind.value, "created_at": store.now, **identity_columns(i)}
            for number, kind, i in players
        ],
    )
    ids: dict[str, int] = {}
    numbers = [number for number, _kind, _identity in players]
    for start in range(0, len(numbers), _IN_CHUNK):
        listed, params = placeholders("n", numbers[start : start + _IN_CHUNK])
        rows = store.sql.rows(f"SELECT number, id FROM player WHERE number IN ({listed})", params)
        ids.update({number: int(pid) for number, pid in rows})
    return ids


def update_identities(store: Store, changes: Sequence[tuple[int, PlayerIdentity]]) -> None:
    if not changes:
        return
    columns = list(identity_columns(changes[0][1]))
    store.sql.execute_many(
        f"UPDATE player SET {', '.join(f'{c} = :{c}' for c in columns)} WHERE id = :player_id",
        [{"player_id": pid, **identity_columns(i)} for pid, i in changes],
    )


def add_registrations(
    store: Store, event_id: int, registrations: Sequence[dict[str, Any]]
) -> dict[int, int]:
    """Insert registrations (each a dict of ``player_id``, ``sequence``, ``fee_cents``,
    ``fee_paid``, ``entered_round``); their ids by sequence number."""
    if not registrations:
        return {}
    _insert_many(
        store,
        "registration",
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
    rows = store.sql.rows(
        "SELECT sequence, id FROM registration WHERE event_id = :event_id "
        "AND sequence >= :low AND sequence <= :high",
        {"event_id": event_id, "low": min(sequences), "high": max(sequences)},
    )
    return {int(seq): int(rid) for seq, rid in rows}


def _insert_many(store: Store, table: str, rows: Sequence[dict[str, Any]]) -> None:
    """One ``executemany`` of ``rows`` (dicts with the same keys) into ``table``."""
    columns = list(rows[0])
    store.sql.execute_many(
        f"INSERT INTO {table} ({', '.join(columns)}) "
        f"VALUES ({', '.join(f':{c}' for c in columns)})",
        rows,
    )
