"""Events for the players' page tests, with the hostile names of the printing tests."""

from __future__ import annotations

from dataclasses import replace

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings, Game, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import pod_settings

TRICKY = '<b>Zoë & "Ω" O\'Brien</b>'
"""The printing tests' name that is markup in every language that reads it."""
SCRIPT = "<script>alert(1)</script>"
"""The player-import fuzz tests' name that would run if a page ever failed to escape it."""
HOSTILE = (TRICKY, SCRIPT, "Ann Lee", "山田太郎", "Élodie Lefèvre", "Bob Moreau")
SECRET_EMAIL = "ann.lee@example.org"
SECRET_PHONE = "+1 555 0100"


def head_to_head_event(
    ctx: ServiceContext, names: tuple[str, ...] = HOSTILE, name: str = "Club <i>Night</i>"
) -> int:
    event_id = create_event(
        ctx, EventSettings(name=name, game=Game.OVERPOWER, seed=7, swiss_rounds=3)
    ).id
    for player in names:
        identity = PlayerIdentity(name=player, email=SECRET_EMAIL, phone=SECRET_PHONE)
        register_player(ctx, event_id, Entrant(identity))
    return event_id


def pod_event(ctx: ServiceContext, count: int = 9) -> int:
    event_id = create_event(ctx, pod_settings("Vs. <Pods>", seed=3, swiss_rounds=3)).id
    for i in range(1, count + 1):
        name = TRICKY if i == 1 else f"Pod Player {i}"
        register_player(ctx, event_id, Entrant(PlayerIdentity(name=name, email=SECRET_EMAIL)))
    return event_id


def self_reporting_event(
    ctx: ServiceContext,
    names: tuple[str, ...] = ("Ada", "Bo", "Cy", "Di"),
    name: str = "Phones",
    **self_report: object,
) -> tuple[int, dict[str, str]]:
    """A Swiss event whose players report from their phones (``confirm`` unless told), round 1
    paired; with each player's code by number."""
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm", **self_report}})
    event_id = create_event(
        ctx,
        EventSettings(name=name, game=Game.OVERPOWER, seed=5, swiss_rounds=3, policies=policies),
    ).id
    for player in names:
        register_player(ctx, event_id, Entrant(PlayerIdentity(name=player)))
    if not self_report.get("check_in"):
        pair_next_round(ctx, event_id)
    return event_id, {c.number: c.code for c in player_codes(ctx, event_id)}


def self_reporting_pods(ctx: ServiceContext) -> tuple[int, dict[str, str]]:
    """A free-for-all pod night of four whose players report from their phones (``confirm``),
    round 1 seated (one pod); with each player's code by number."""
    policies = EventPolicies.from_json(
        {"pods": "free-for-all", "self_report": {"swiss": "confirm"}}
    )
    settings = replace(pod_settings("Pods", seed=3, swiss_rounds=2), policies=policies)
    event_id = create_event(ctx, settings).id
    for player in ("Ann", "Bo", "Cy", "Di"):
        register_player(ctx, event_id, Entrant(PlayerIdentity(name=player)))
    pair_next_round(ctx, event_id)
    return event_id, {c.number: c.code for c in player_codes(ctx, event_id)}
