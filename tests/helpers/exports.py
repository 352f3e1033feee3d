"""The event the rating-service export tests share: names a spreadsheet would take for formulas."""

from __future__ import annotations

from opl_tournament.domain.model import Official, OfficialRole, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from tests.helpers.events import spring_open

FORMULA_NAMES = ('=HYPERLINK("x")', "Ada", "+Bo", "Cy", "@Di")
"""Players whose names a spreadsheet would take for formulas, and two plain ones."""

EXPORT_JUDGE = Official("Jo Judge", OfficialRole.JUDGE, "1234")


def export_cup(
    ctx: ServiceContext,
    *,
    sanction: str = "OPL-42",
    date: str = "2026-11-22",
    officials: tuple[Official, ...] = (EXPORT_JUDGE,),
) -> int:
    """A Spring Open of FORMULA_NAMES (aged 30) with a top-2 cut, as the rating export wants it."""
    settings = spring_open(cut_size=2, sanction_number=sanction, date=date, seed=3)
    event = create_event(ctx, settings, officials)
    for name in FORMULA_NAMES:
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name, age=30)))
    return event.id
