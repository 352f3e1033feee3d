"""A player record's number changed after registration: a temporary-number player given their
Legion number, either on their own record or by joining the record the number already has.

The rows that point to a player's record are the registrations, the rating and the rating history
(``tables.py``); everything else (results, pods, penalties, codes) points to a registration and so
follows it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.model import NumberKind

if TYPE_CHECKING:
    from opl_tournament.storage.store import Store


def given_up_temporary_numbers(store: Store) -> list[str]:
    """The temporary numbers players gave up for their Legion number (the log's rows still in
    force): issued once, so never issued again to someone else."""
    rows = store.sql.rows(
        "SELECT before_json FROM audit_log WHERE action = :action AND undone = :undone",
        {"action": AuditAction.PLAYER_LEGION_NUMBER.value, "undone": False},
    )
    return [str(json.loads(row.before_json or "{}").get("number", "")) for row in rows]


@dataclass(frozen=True)
class NumberGiven:
    """A Legion number given (its log row still in force) to a player who held a temporary one."""

    audit_id: int
    event_id: int
    temporary: str
    legion: str
    events: frozenset[int]
    """The events the player had played in with the temporary number (their rows name it)."""


def numbers_given_since(store: Store, audit_id: int) -> list[NumberGiven]:
    """The Legion numbers given after the log row ``audit_id`` and not taken back, in order."""
    rows = store.sql.rows(
        "SELECT id, event_id, before_json, after_json FROM audit_log WHERE action = :action "
        "AND undone = :undone AND id > :since ORDER BY id",
        {"action": AuditAction.PLAYER_LEGION_NUMBER.value, "undone": False, "since": audit_id},
    )
    given = []
    for row in rows:
        before, after = json.loads(row.before_json or "{}"), json.loads(row.after_json or "{}")
        events = frozenset(int(e) for e in after.get("events", ()))
        temporary, legion = str(before.get("number", "")), str(after.get("number", ""))
        given.append(NumberGiven(int(row.id), int(row.event_id), temporary, legion, events))
    return given


def events_of_player(store: Store, player_id: int) -> set[int]:
    """The events the player is registered in."""
    rows = store.sql.rows(
        "SELECT event_id FROM registration WHERE player_id = :id", {"id": player_id}
    )
    return {int(row.event_id) for row in rows}


def renumber_player(store: Store, player_id: int, number: str, kind: NumberKind) -> None:
    """The player's record takes ``number`` of ``kind``; whatever points to it follows."""
    store.sql.execute(
        "UPDATE player SET number = :number, kind = :kind WHERE id = :id",
        {"number": number, "kind": kind.value, "id": player_id},
    )
    _forget_loaded_players(store)


def join_player(store: Store, player_id: int, into_id: int) -> list[int]:
    """Move every registration of the player to the record ``into_id``, then remove the player
    (and a rating of theirs, which the caller has taken back). Returns the registrations moved."""
    moved = [
        int(row.id)
        for row in store.sql.rows(
            "SELECT id FROM registration WHERE player_id = :id ORDER BY id", {"id": player_id}
        )
    ]
    move_registrations(store, moved, into_id)
    store.ratings.remove_rating(player_id)
    store.transaction.flush()
    store.sql.execute("DELETE FROM player WHERE id = :id", {"id": player_id})
    _forget_loaded_players(store)
    return moved


def move_registrations(store: Store, registration_ids: Sequence[int], player_id: int) -> None:
    """These registrations now belong to the record ``player_id``."""
    store.sql.execute_many(
        "UPDATE registration SET player_id = :player WHERE id = :id",
        [{"player": player_id, "id": r} for r in registration_ids],
    )
    _forget_loaded_players(store)


def _forget_loaded_players(store: Store) -> None:
    """The ratings' ORM session may hold the player rows as they were: read them again."""
    store.session.expire_all()
