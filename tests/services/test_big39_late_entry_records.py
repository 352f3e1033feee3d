"""A late entrant's missed rounds count as losses (the event's default): the records printed on
the pairings and on the player's result sheet say so, as the standings do."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.round_shapes.views import StandingsView
from opl_tournament.services.rounds import standings
from tests.helpers.events import new_event, play_round


def _text(pdf: bytes) -> str:
    pages = PdfReader(io.BytesIO(pdf)).pages
    return " ".join(" ".join(page.extract_text() for page in pages).split())


def _late_cup(ctx: ServiceContext, **changes: object) -> tuple[int, str]:
    """Five players, round 1 played; Lou enters for round 2, which is played (Lou wins)."""
    event_id = new_event(ctx, players=5, swiss_rounds=4, **changes)
    play_round(ctx, event_id)
    lou = register_player(ctx, event_id, Entrant(PlayerIdentity(name="Lou Late"))).value.number
    play_round(ctx, event_id, winner=lambda a, b: lou if lou in (a, b) else min(a, b))
    return event_id, lou


def test_the_standings_count_the_missed_round_as_a_loss(ctx: ServiceContext) -> None:
    event_id, lou = _late_cup(ctx)
    view = standings(ctx, event_id)
    assert isinstance(view, StandingsView)
    row = next(r for r in view.standings.rows if r.number == lou)
    assert (row.wins, row.losses) == (1, 1)


def test_the_pairings_print_a_late_entrant_s_missed_round_in_the_record(
    ctx: ServiceContext,
) -> None:
    event_id, lou = _late_cup(ctx)
    play_round(ctx, event_id)  # round 3: printed with the record after round 2
    text = _text(print_document(ctx, event_id, "pairings", PrintOptions(round_number=3)))
    assert re.search(rf"\b{lou} Lou Late 1-1\b", text), text


def test_a_late_entrant_s_first_pairings_say_the_missed_round(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, swiss_rounds=3)
    play_round(ctx, event_id)
    lou = register_player(ctx, event_id, Entrant(PlayerIdentity(name="Lou Late"))).value.number
    play_round(ctx, event_id)
    text = _text(print_document(ctx, event_id, "pairings", PrintOptions(round_number=2)))
    assert re.search(rf"\b{lou} Lou Late 0-1\b", text), text


def test_the_result_sheet_s_running_record_counts_the_missed_round(ctx: ServiceContext) -> None:
    event_id, _lou = _late_cup(ctx)
    text = _text(print_document(ctx, event_id, "result-sheets"))
    sheet = text[text.index("Lou Late") :]
    # round 2, its table, the opponent's number, W, then the record after two rounds
    assert re.search(r"\b2 \d+ \d{4} W 1-1\b", sheet), sheet[:600]


def test_with_missed_rounds_counting_nothing_the_record_is_the_games_played(
    ctx: ServiceContext,
) -> None:
    policies = EventPolicies.from_json({"late_entry": "nothing"})
    event_id, lou = _late_cup(ctx, policies=policies)
    play_round(ctx, event_id)
    text = _text(print_document(ctx, event_id, "pairings", PrintOptions(round_number=3)))
    assert re.search(rf"\b{lou} Lou Late 1-0\b", text), text
