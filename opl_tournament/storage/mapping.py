"""Conversions between table rows and the domain's dataclasses.

A row is an ORM object or a plain row read by column name (SQLite hands booleans back as 0/1,
so they are made ``bool`` here)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import (
    Event,
    EventFormat,
    EventSettings,
    EventStatus,
    Game,
    MembershipAction,
    NumberKind,
    Official,
    OfficialRole,
    Player,
    PlayerIdentity,
    Registration,
    RegistrationStatus,
    TournamentType,
)

if TYPE_CHECKING:  # ORM objects or plain rows with the same column names
    from opl_tournament.storage.tables import EventRow, OfficialRow, PlayerRow, RegistrationRow


_NUMBER_KINDS = {kind.value: kind for kind in NumberKind}
_MEMBERSHIP_ACTIONS = {action.value: action for action in MembershipAction}
_REGISTRATION_STATUSES = {status.value: status for status in RegistrationStatus}
"""The enums' members by stored value: a dictionary look-up, where calling the enum costs a
function call per row (thousands of rows when an event is opened)."""


PLAIN_IDENTITY = (
    "name",
    "address",
    "city",
    "state_province",
    "postal_code",
    "phone",
    "email",
    "age",
)
"""A player's identity stored as it is, in columns of the same name (its membership action and
search opt-out are converted)."""


def player_from_row(row: Any, player_id: int | None = None) -> Player:
    """A player from a player row, or from any row holding the player's columns: then
    ``player_id`` names the player, the row's ``id`` being another table's (a registration joined
    with its player)."""
    assert player_id is not None or row.id is not None
    return Player(
        id=row.id if player_id is None else player_id,
        number=row.number,
        kind=_NUMBER_KINDS[row.kind],
        identity=PlayerIdentity(
            **attributes(row, PLAIN_IDENTITY),
            membership_action=_MEMBERSHIP_ACTIONS[row.membership_action],
            online_search_opt_out=bool(row.online_search_opt_out),
        ),
    )


def identity_columns(identity: PlayerIdentity) -> dict[str, Any]:
    return {
        **attributes(identity, PLAIN_IDENTITY),
        "membership_action": identity.membership_action.value,
        "online_search_opt_out": identity.online_search_opt_out,
    }


_PLAIN_SETTINGS = (
    "swiss_rounds",
    "cut_size",
    "seed",
    "sanction_number",
    "date",
    "place",
    "time_limit_minutes",
    "tier",
    "paper_size",
    "odd_field",
)
"""The event settings stored as they are, in a column of the same name."""


def event_from_row(row: EventRow, officials: list[OfficialRow]) -> Event:
    assert row.id is not None
    settings = EventSettings(
        name=row.name,
        game=Game(row.game),
        tournament_type=TournamentType(row.tournament_type),
        format=EventFormat(row.format),
        **attributes(row, _PLAIN_SETTINGS),
        policies=EventPolicies.from_json(json.loads(row.policies_json or "{}")),
        language=Language(row.language),
    )
    return Event(
        id=row.id,
        settings=settings,
        status=EventStatus(row.status),
        officials=tuple(
            Official(name=o.name, role=OfficialRole(o.role), legion_number=o.legion_number)
            for o in officials
        ),
    )


def settings_columns(settings: EventSettings) -> dict[str, Any]:
    return {
        "name": settings.name,
        "game": settings.game.value,
        "tournament_type": settings.tournament_type.value,
        "format": settings.format.value,
        **attributes(settings, _PLAIN_SETTINGS),
        "policies_json": json.dumps(settings.policies.to_json(), sort_keys=True),
        "language": settings.language.value,
    }


def registration_from_row(row: RegistrationRow, player: PlayerRow | None = None) -> Registration:
    """With no ``player``, the row holds the player's columns too (``id`` is the
    registration's)."""
    assert row.id is not None
    return Registration(
        id=row.id,
        event_id=row.event_id,
        player=player_from_row(row, row.player_id) if player is None else player_from_row(player),
        sequence=row.sequence,
        status=_REGISTRATION_STATUSES[row.status],
        is_staff=bool(row.is_staff),
        fee_cents=row.fee_cents,
        fee_paid=bool(row.fee_paid),
        entered_round=row.entered_round,
        dropped_round=row.dropped_round,
        reentered_round=row.reentered_round,
        disqualified_round=row.disqualified_round,
        team=row.team,
    )
