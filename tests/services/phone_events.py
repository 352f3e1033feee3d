"""A Swiss event whose players act from their phones (four registered), and a refusal that
must leave the database as it was: what the self-service tests share."""

from __future__ import annotations

import pytest

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from tests.helpers.digest import database_digest
from tests.helpers.events import register_names


def event_of(
    ctx: ServiceContext, fmt: EventFormat = EventFormat.SWISS, **self_report: object
) -> int:
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm", **self_report}})
    event = create_event(ctx, EventSettings(name="Phones", format=fmt, policies=policies))
    register_names(ctx, event.id, ["Ada", "Bo", "Cy", "Di"])
    return event.id


def refused(ctx: ServiceContext, action: object, error: type, match: str) -> None:
    before = database_digest(ctx)
    with pytest.raises(error, match=match):
        action()  # type: ignore[operator]
    assert database_digest(ctx) == before
