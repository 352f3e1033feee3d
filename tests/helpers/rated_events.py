"""Events that Legion ratings are made from: sanctioned Swiss events of Legion members."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from tests.helpers.events import play_round

LEGION_PLAYERS = [
    ("Ada", "4512", 30),
    ("Bo", "5120", None),
    ("Cy", "6001", 16),
    ("Di", "7002", None),
]


def register_legion(
    ctx: ServiceContext, event_id: int, players: list[tuple[str, str, int | None]]
) -> None:
    """Registers each (name, Legion number, age)."""
    for name, legion, age in players:
        identity = PlayerIdentity(name=name, age=age)
        register_player(ctx, event_id, Entrant(identity=identity, legion_number=legion))


def play_event(
    ctx: ServiceContext, *, sanction: str = "OPL-1", staff: bool = False, loser: str = ""
) -> int:
    """Two rounds; the lower Legion number wins each game (``loser``: this player loses all)."""
    event = create_event(
        ctx,
        EventSettings(
            name="Cup",
            format=EventFormat.SWISS,
            swiss_rounds=2,
            sanction_number=sanction,
            odd_field="staff" if staff else "bye",
        ),
    )
    register_legion(ctx, event.id, LEGION_PLAYERS[: 3 if staff else 4])
    if staff:
        register_player(ctx, event.id, Entrant(PlayerIdentity(name="Store Staff"), is_staff=True))
    for _ in range(2):  # the lower number wins, except against ``loser``
        play_round(
            ctx, event.id, lambda a, b: (b if a == loser else a) if loser in (a, b) else min(a, b)
        )
    return event.id
