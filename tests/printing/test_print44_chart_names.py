"""A name on the ladder chart is printed whole: a bracket cut into pages takes fewer rounds a
page when its names need wider boxes (the losers' bracket of a big double elimination, Letter
paper), and a bracket on one page keeps it."""

from __future__ import annotations

import pytest
from pdf_helpers import carries_whole, page_texts

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, report_round, seeded_bracket

FIRST = ("Anastasia", "Maximilian", "Bartholomew", "Jean-Baptiste", "Zoë", "Ngozi")
LAST = (
    "Oberhauser-Castellanos",
    "Papadopoulos",
    "Van Der Westhuizen",
    "Ó Súilleabháin",
    "Lee",
    "Kowalczyk-Wiśniewska",
)


def long_names(count: int) -> list[str]:
    return [f"{FIRST[i % 6]} {LAST[i // 6 % 6]}" for i in range(count)]


@pytest.mark.parametrize(("players", "paper", "most_pages"), [(64, "Letter", 10), (100, "A4", 16)])
def test_the_losers_bracket_of_a_big_double_elimination_prints_every_name_whole(
    ctx: ServiceContext, players: int, paper: str, most_pages: int
) -> None:
    """On no more pages than that needs (three rounds a page on Letter, four on A4, with the
    room at the right kept for the widest arrow to another page, not more)."""
    names = long_names(players)
    settings = seeded_bracket("Big double", EventFormat.DOUBLE, paper_size=paper)
    event_id = new_event(ctx, settings, players=names)
    for _ in range(3):  # the losers' bracket fills with the names of the first rounds' losers
        report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    pages = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))
    losers = [page for page in pages if "LOSERS' BRACKET" in page]
    assert losers and any(name in "".join(losers) for name in ("Anastasia", "Ngozi"))
    assert not [line for page in pages for line in page.splitlines() if "…" in line]
    body = "\n".join(pages)
    assert all(carries_whole(body, name) for name in names)
    assert len(pages) <= most_pages


def test_a_bracket_on_one_page_stays_on_one_page(ctx: ServiceContext) -> None:
    """Eight players of long names, played to the end (the winners' names in bold): one sheet
    of Letter for the wall, every name on it whole."""
    settings = seeded_bracket("Eight", EventFormat.DOUBLE, paper_size="Letter")
    event_id = new_event(ctx, settings, players=long_names(8))
    for _ in range(6):
        report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    with pytest.raises(RefusedAction, match="is the champion"):
        pair_next_round(ctx, event_id)
    (page,) = page_texts(print_document(ctx, event_id, PrintKind.BRACKET_CHART))
    assert "…" not in page
    assert all(carries_whole(page, name) for name in long_names(8))
