"""The ladder chart of a big bracket gives its width to the matches' boxes: a part of the bracket
continued on another page keeps only the room its arrow needs at the right, so two-part names
like "Anastasia Oberhauser-Castellanos" are printed whole in the first round of 64 players on
A4 (on Letter, narrower, and in the losers' bracket, the chart takes fewer rounds a page:
``test_print44_chart_names.py``)."""

from __future__ import annotations

from pdf_helpers import page_texts

from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, seeded_bracket

FIRST = ("Anastasia", "Maximilian", "Bartholomew", "Jean-Baptiste")
LAST = ("Oberhauser-Castellanos", "Papadopoulos", "Van Der Westhuizen", "Ó Súilleabháin")


def test_the_first_round_of_64_prints_long_names_whole_on_a4(ctx: ServiceContext) -> None:
    names = [f"{FIRST[i % 4]} {LAST[i // 4 % 4]}" for i in range(64)]
    settings = seeded_bracket("Big", EventFormat.SINGLE, paper_size="A4")
    event_id = new_event(ctx, settings, players=names)
    pair_next_round(ctx, event_id)
    pages = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))
    assert len(pages) > 1, "the bracket is cut into parts"
    cut = [line for page in pages for line in page.splitlines() if "…" in line]
    assert not cut
