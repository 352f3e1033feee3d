"""The standings posted after the last Swiss round of a Swiss + top cut event say who made the
cut (the players the cut will pair), so the judge need not announce it from the list by hand."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.registration import drop_player
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, numbered, play_round, spring_open


def _lines(pdf: bytes) -> list[str]:
    return [
        line
        for page in PdfReader(io.BytesIO(pdf)).pages
        for line in page.extract_text().splitlines()
    ]


def _marked(lines: list[str]) -> list[str]:
    """The player numbers of the rows marked as in the top cut (a cell a line: the row's
    number is the last four-digit cell before its mark)."""
    numbers = [i for i, line in enumerate(lines) if re.fullmatch(r"\d{4}", line)]
    return [
        lines[max(n for n in numbers if n < i)] for i, line in enumerate(lines) if line == "top 4"
    ]


def _cup(ctx: ServiceContext) -> int:
    """Ten players, three Swiss rounds then a top 4, the Swiss rounds played."""
    event_id = new_event(ctx, spring_open(swiss_rounds=3, cut_size=4), players=numbered("P", 10))
    for _ in range(3):
        play_round(ctx, event_id)
    return event_id


def test_the_standings_after_the_last_swiss_round_mark_the_top_cut(ctx: ServiceContext) -> None:
    event_id = _cup(ctx)
    lines = _lines(print_document(ctx, event_id, "standings"))
    cut = pair_next_round(ctx, event_id).value
    seeded = {number for m in cut.matches for number in (m.a, m.b) if number}
    assert len(_marked(lines)) == 4
    assert set(_marked(lines)) == seeded, lines


def test_a_player_who_dropped_is_not_marked_the_next_one_is(ctx: ServiceContext) -> None:
    event_id = _cup(ctx)
    leader = _marked(_lines(print_document(ctx, event_id, "standings")))[0]
    drop_player(ctx, event_id, leader)
    marked = _marked(_lines(print_document(ctx, event_id, "standings")))
    assert leader not in marked and len(marked) == 4


def test_earlier_rounds_standings_mark_no_cut(ctx: ServiceContext) -> None:
    event_id = _cup(ctx)
    lines = _lines(print_document(ctx, event_id, "standings", PrintOptions(round_number=2)))
    assert _marked(lines) == []


def test_players_level_on_everything_at_the_cut_line_are_said_under_the_standings(
    ctx: ServiceContext,
) -> None:
    """Six players, one Swiss round, a top 2: the three winners are level on everything, so
    the player number alone put two of them in; the sheet says so, as the cut's pairing does."""
    event_id = new_event(ctx, spring_open(swiss_rounds=1, cut_size=2), players=numbered("P", 6))
    play_round(ctx, event_id)
    text = " ".join(" ".join(_lines(print_document(ctx, event_id, "standings"))).split())
    assert "cut line" in text and "the judge decides who goes through" in text, text
