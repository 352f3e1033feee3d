"""Phone44: before the first round is played to its end the players' page gives no one a rank.
A pod event's standings ranked everyone 1 to 11 at 0 points (a player read "1" beside their
name) and each player's page said "Rank 3 · 0 points"; a head-to-head event's said "Rank 1"."""

from __future__ import annotations

import re
import time

import pytest
from served_page import Served, served

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import list_rounds, pair_next_round, report_result
from tests.helpers.events import new_event, pod_settings


def _ranks(page: Served, event_id: int) -> list[str]:
    body = page.get(f"/events/{event_id}/standings")[2].decode()
    return re.findall(r"<tr(?: class=\"dropped\")?>\n<td>([^<]*)</td>", body)


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_phone44_no_rank_before_the_first_round_is_over(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id = new_event(ctx, pod_settings("Pods", seed=3, swiss_rounds=3), players=8)
    pair_next_round(ctx, event_id)
    with served(database_location) as page:
        assert _ranks(page, event_id) == ["–"] * 8
        player = page.get(f"/events/{event_id}/players/0001")[2].decode()
        assert "Rank" not in player and "playing" in player  # its round, still being played
        for pod in list_rounds(ctx, event_id)[0].pods:
            report_result(ctx, event_id, 1, pod.table, winner=pod.seats[0].number)
        deadline = time.monotonic() + 10  # the page reads the event again within a second
        while "–" in _ranks(page, event_id) and time.monotonic() < deadline:
            time.sleep(0.2)
        ranks = _ranks(page, event_id)
        player = page.get(f"/events/{event_id}/players/0001")[2].decode()
    assert ranks[0] == "1" and "–" not in ranks
    assert re.search(r"Rank \d+ · \d+ points?", player)
