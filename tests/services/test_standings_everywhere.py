"""The standings read the same on paper, on the players' page and at the command line as in the
window: W-L-Bye adding up to the rounds played, the tiebreak shares as percentages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from opl_tournament.cli import run
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.printing import print_document
from opl_tournament.web import create_app
from tests.helpers.events import cup_with_byes
from tests.printing.pdf_helpers import page_texts


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    return cup_with_byes(ctx)


def test_the_printed_standings(ctx: ServiceContext, event_id: int) -> None:
    text = " ".join(" ".join(page_texts(print_document(ctx, event_id, "standings"))).split())
    assert "W-L-BYE" in text
    assert re.search(r"\b0004 Di 3 0-3-1 83\.33 % 54\.89 %", text), text
    assert re.search(r"\b0001 Ada 12 4-0-0 54\.00 % 69\.33 %", text), text


def _table_rows(html: str) -> list[list[str]]:
    """The page's table, each cell's text with its tags and extra spaces taken out."""
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", html, re.S)
    cells = [re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S) for row in rows]
    return [[" ".join(re.sub(r"<[^>]+>", " ", c).split()) for c in row] for row in cells]


def test_the_players_page(ctx: ServiceContext, event_id: int) -> None:
    client = TestClient(create_app(ctx, fresh_seconds=0))
    page = client.get(f"/events/{event_id}/standings")
    assert page.status_code == 200
    rows = _table_rows(page.text)
    assert rows[0] == ["#", "Player", "Pts", "W-L-Bye", "OMW%"]
    assert rows[1] == ["1", "Ada 0001", "12", "4-0-0", "54.00 %"]
    assert rows[4] == ["4", "Di 0004", "3", "0-3-1", "83.33 %"]


def test_the_command_line(
    ctx: ServiceContext, event_id: int, database_location: str, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    assert run(["standings", str(event_id), "--db", str(Path(database_location))]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Standings after round 4"
    assert lines[1].split() == ["rank", "number", "name", "points", "W-L-Bye", "omw", "oomw"]
    assert re.split(r"\s{2,}", lines[5]) == ["4", "0004", "Di", "3", "0-3-1", "83.33 %", "54.89 %"]


def test_a_players_own_line_on_the_page_adds_up_too(ctx: ServiceContext, event_id: int) -> None:
    """Di's four rounds: none won, three lost and one bye (a bye is not a game won)."""
    client = TestClient(create_app(ctx, fresh_seconds=0))
    page = client.get(f"/events/{event_id}/players/0004")
    assert page.status_code == 200
    assert "3 points · 0 won, 3 lost, 1 bye" in " ".join(page.text.split())
    ada = " ".join(client.get(f"/events/{event_id}/players/0001").text.split())
    assert "12 points · 4 won, 0 lost" in ada and "bye" not in ada.split("lost", 1)[1][:10]
