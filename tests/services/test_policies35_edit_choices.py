"""Editing an event's tier and pairing policies: until when each may change, one audit row that
says old → new, the standings ordered anew, and undo putting them back."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, edit_event, finish_event, get_event
from opl_tournament.services.rounds import StandingsView, pair_next_round, standings
from opl_tournament.services.undo import undo_last
from tests.helpers.digest import database_digest
from tests.helpers.events import new_event, report_round

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)


def _names(ctx: ServiceContext, event_id: int) -> list[str]:
    view = standings(ctx, event_id)
    assert isinstance(view, StandingsView)
    return [row.name for row in view.standings.rows]


def _played_swiss(ctx: ServiceContext) -> int:
    """Five players, three rounds, the lower number winning: players 2 and 3 end level on
    points, 3 ahead on opponents' match-win %, 2 on Buchholz."""
    event_id = new_event(ctx, players=5, swiss_rounds=3, seed=1)
    for _ in range(3):
        report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    return event_id


def test_tiebreakers_changed_mid_event_reorder_the_standings_and_undo_reorders_them_back(
    ctx: ServiceContext,
) -> None:
    event_id = _played_swiss(ctx)
    legion = _names(ctx, event_id)
    rows_before = len(event_log(ctx, event_id))
    edit_event(ctx, event_id, EventChanges(tiebreaks="buchholz"))
    assert _names(ctx, event_id)[1:3] == ["Player 2", "Player 3"] != legion[1:3]
    log = event_log(ctx, event_id)
    assert len(log) == rows_before + 1
    assert str(log[-1].summary) == (
        f"edited event {event_id}: tiebreakers Legion → Buchholz (the standings are ordered anew)"
    )
    said = log[-1].said
    assert not isinstance(said, str)
    french = words(Language.FRENCH, Catalog.MESSAGES).say(said)
    assert "départages Legion → Buchholz (le classement est recalculé)" in french
    pairing = [(entry or {}).get("pairing") for entry in (log[-1].before, log[-1].after)]
    assert pairing == [{}, {"tiebreaks": "buchholz"}]
    undo_last(ctx, event_id)
    assert _names(ctx, event_id) == legion
    assert get_event(ctx, event_id).settings.policies.pairing.tiebreaks is None


def test_a_finished_event_keeps_its_choices_until_the_finish_is_undone(
    ctx: ServiceContext,
) -> None:
    event_id = _played_swiss(ctx)
    finish_event(ctx, event_id)
    before = database_digest(ctx)
    for changes, said in (
        (EventChanges(tiebreaks="buchholz"), "its tiebreakers can no longer change"),
        (EventChanges(tier="regional"), "its tier can no longer change"),
        (EventChanges(late_entry="nothing"), "its late entries can no longer change"),
    ):
        with pytest.raises(RefusedAction, match=said):
            edit_event(ctx, event_id, changes)
    assert database_digest(ctx) == before
    undo_last(ctx, event_id)
    edit_event(ctx, event_id, EventChanges(tiebreaks="buchholz", tier="regional"))
    settings = get_event(ctx, event_id).settings
    assert (settings.tier, settings.policies.pairing.tiebreaks) == ("regional", "buchholz")


def test_the_grand_final_reset_is_settled_once_the_grand_final_is_paired(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(
        ctx, EventSettings(name="KO", format=EventFormat.DOUBLE, seed=3), players=4
    )
    finals_paired = False
    while not finals_paired:
        view = pair_next_round(ctx, event_id).value
        finals_paired = any(m.bracket == "final" for m in view.matches)
        if not finals_paired:
            edit_event(ctx, event_id, EventChanges(grand_final="single"))
            edit_event(ctx, event_id, EventChanges(grand_final="reset"))
            report_round(ctx, event_id, view)
    before = database_digest(ctx)
    with pytest.raises(RefusedAction, match="the grand final has been paired"):
        edit_event(ctx, event_id, EventChanges(grand_final="single"))
    assert database_digest(ctx) == before
    # The byes were settled by round 1, yet the brief's rule keeps them open until finished.
    edit_event(ctx, event_id, EventChanges(byes="seeded"))


def test_a_wrong_value_is_refused_naming_it(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=2)
    before = database_digest(ctx)
    with pytest.raises(InvalidInput, match="tiebreaks must be one of") as refused:
        edit_event(ctx, event_id, EventChanges(tiebreaks="alphabetical"))
    assert refused.value.field == "tiebreaks"
    with pytest.raises(InvalidInput, match="tier is local, regional or national") as refused:
        edit_event(ctx, event_id, EventChanges(tier="galactic"))
    assert refused.value.field == "tier"
    assert database_digest(ctx) == before
