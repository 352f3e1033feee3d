"""Teams of two for 2 vs 2 pod events: who plays with whom, set at registration or later."""

from __future__ import annotations

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.model import Registration
from opl_tournament.domain.sentences import N_
from opl_tournament.domain.text import clean_line, refuse_blank
from opl_tournament.services.context import (
    ServiceContext,
    Subject,
    refuse_finished,
    require_event,
    require_registration,
)
from opl_tournament.storage import Store


def clean_team_name(team: str) -> str:
    cleaned = " ".join(clean_line(team, field="team", limit=40, what=N_("the team name")).split())
    if not 1 <= len(cleaned) <= 40:
        raise InvalidInput(N_("a team name has 1 to 40 characters"), field="team")
    refuse_blank(cleaned, whose=N_("a team's"), field="team")
    return cleaned


def assign_team(
    store: Store, event_id: int, registration: Registration, team: str | None
) -> Registration:
    """Put a registered player in a team of two (None: out of any team), in the caller's
    transaction; refused when the team already has two players."""
    if team is not None:
        pods = store.event(event_id).settings.policies.pods
        if pods is None or pods.format is not PodFormat.TWO_VS_TWO:
            raise InvalidInput(
                N_(
                    "event {event} is not played in 2 vs 2 pods: its players have no teams",
                    event=event_id,
                ),
                field="team",
            )
        team = clean_team_name(team)
        mates = [
            r.number
            for r in store.registrations(event_id)
            if r.team == team and r.id != registration.id
        ]
        if len(mates) >= 2:
            raise RefusedAction(
                N_(
                    "team '{team}' already has two players ({players})",
                    team=team,
                    players=", ".join(mates),
                )
            )
    return store.update_registration(registration.id, team=team)


def set_team(ctx: ServiceContext, event_id: int, number: str, team: str | None) -> Registration:
    """Put a player in a team (2 vs 2), or with ``None`` take them out of it."""
    with ctx.write() as store:
        registration = require_registration(store, event_id, number)
        refuse_finished(require_event(store, event_id), N_("its teams"))
        updated = assign_team(store, event_id, registration, team)
        ctx.audit(
            store,
            AuditAction.PLAYER_TEAM,
            Subject(event_id, "registration", registration.id),
            N_("player {number} joins team '{team}'", number=registration.number, team=updated.team)
            if updated.team
            else N_("player {number} leaves their team", number=registration.number),
            before={"team": registration.team},
            after={"team": updated.team},
        )
        return updated
