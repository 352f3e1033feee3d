"""A large pod event's posted seatings (200 players, pods of four): each pod stays whole on
one page, so a player who finds their table sees everyone seated at it."""

from __future__ import annotations

import re

from opl_tournament.printing import documents as doc
from opl_tournament.printing import render_pairings_by_table
from tests.printing.pdf_helpers import page_texts


def _fifty_pods() -> doc.RoundPairings:
    tables = tuple(
        doc.RoundTable(
            table,
            tuple(
                doc.Seat(
                    seat=seat, number=f"{4 * table + seat:04d}", name=f"Player {4 * table + seat}"
                )
                for seat in range(1, 5)
            ),
        )
        for table in range(1, 51)
    )
    return doc.RoundPairings(
        header=doc.EventHeader(event_name="Vs Pods 200", round=3), tables=tables, shape="pod"
    )


def _tables_on(page: str) -> list[int]:
    """The table of each seat line on the page (table, seat, number and name, a line each)."""
    return [int(m.group(1)) for m in re.finditer(r"(?m)^(\d+)\n[1-4]\n\d{4}\nPlayer", page)]


def test_no_pod_is_split_across_two_pages() -> None:
    pages = [_tables_on(text) for text in page_texts(render_pairings_by_table(_fifty_pods()))]
    assert len(pages) > 1 and sum(map(len, pages)) == 200
    for page in pages:
        for table in set(page):
            assert page.count(table) == 4, (table, page)
