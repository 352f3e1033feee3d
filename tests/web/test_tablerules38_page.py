"""A Vs. System event's table rules on the players' page, over real HTTP: the pairings page has
a small section with them (open before round 1, folded once players look for their table), in
the phone's language, every value the judge typed escaped, the page's headers as before; an
OverPower event's page has none."""

from __future__ import annotations

import html
import re
import time

import pytest
from served_page import Served, served
from web_events import SCRIPT

from opl_tournament.domain.model import EventSettings, Game
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.game_settings import change_game_setting
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.storage import Database
from opl_tournament.web.app import SECURITY_HEADERS
from tests.helpers.events import pod_settings, register_names

FRENCH = {"accept-language": "fr-CA,fr;q=0.9"}
ENGLISH = {"accept-language": "en-US,en;q=0.8"}


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database, actor="Dana")


def _page(page: Served, path: str, headers: dict[str, str]) -> tuple[dict[str, str], str]:
    status, answer, body = page.get(path, timeout=10, headers=headers)
    assert status == 200, path
    return answer, body.decode()


def _rules(body: str) -> tuple[str, list[str]] | None:
    """The table-rules section's opening tag and its rules as the phone shows them (None when
    the page has no such section)."""
    found = re.search(r'(<details class="rules"[^>]*>)(.*?)</details>', body, re.S)
    if found is None:
        return None
    return found.group(1), [html.unescape(r) for r in re.findall(r"<li>(.*?)</li>", found[2])]


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_a_vs_events_page_shows_its_table_rules_escaped_and_in_the_phones_language(
    ctx: ServiceContext, database_location: str
) -> None:
    boss = create_event(ctx, pod_settings("Boss Night", pods="boss", seed=3)).id
    register_names(ctx, boss, [f"Pod {i}" for i in range(1, 7)])
    change_game_setting(ctx, boss, "p2.boss.names", ["Thanos", SCRIPT])
    change_game_setting(ctx, boss, "p2.terrain", True)
    tcg = create_event(ctx, EventSettings(name="Vs Open", game=Game.VS_TCG, seed=4)).id
    register_names(ctx, tcg, ["Ann", "Bo", "Cy", "Di"])
    change_game_setting(ctx, tcg, "tcg.time.end_of_round", "stop")
    club = create_event(ctx, EventSettings(name="Club", game=Game.OVERPOWER, seed=5)).id
    register_names(ctx, club, ["Ann", "Bo"])
    with served(database_location) as page:
        headers, body = _page(page, f"/events/{boss}/pairings", ENGLISH)
        shown = _rules(body)
        assert shown is not None
        opening, rules = shown
        assert "open" in opening  # before round 1 the rules are what the page has to say
        assert rules == [
            "Rules: the 2PCG Compiled Rulebook, version 5.0",
            "The boss plays first, then play goes clockwise; nobody skips a draw",
            "When the round's time ends: extra turns (Time-Sink, Pocket Universe) do not "
            "count as turns played",
            "A player who concedes loses; their cards leave the game as if their last main "
            "character were KO'd",
            f"Bosses allowed (any version of the name): Thanos, {SCRIPT}",
            "Terrain is played: place Terrain during setup, the first player first",
        ]
        assert SCRIPT not in body and "&lt;script&gt;alert(1)&lt;/script&gt;" in body
        assert "<summary>Table rules</summary>" in body
        for name, value in SECURITY_HEADERS:
            assert headers[name.decode()] == value.decode()

        _headers, french = _page(page, f"/events/{boss}/pairings", FRENCH)
        shown = _rules(french)
        assert shown is not None
        assert "<summary>Règles à la table</summary>" in french
        terrain = (
            "On joue avec Terrain\u00a0: placer le Terrain pendant la mise en place, le premier"
        )
        assert f"{terrain} joueur d’abord" in shown[1]
        assert not any("Terrain is" in rule for rule in shown[1])

        _headers, body = _page(page, f"/events/{tcg}/pairings", ENGLISH)
        shown = _rules(body)
        assert shown is not None
        assert "When the round's time ends: play stops at once" in shown[1]
        assert not any(rule.startswith("Bosses") for rule in shown[1])

        _headers, body = _page(page, f"/events/{club}/pairings", ENGLISH)
        assert _rules(body) is None and "Table rules" not in body


@pytest.mark.parametrize("database_location", ["sqlite"], indirect=True)
def test_once_paired_the_rules_fold_above_the_pairings_and_follow_a_changed_setting(
    ctx: ServiceContext, database_location: str
) -> None:
    event_id = create_event(ctx, EventSettings(name="Vs Open", game=Game.VS_TCG, seed=4)).id
    register_names(ctx, event_id, ["Ann", "Bo", "Cy", "Di"])
    pair_next_round(ctx, event_id)
    with served(database_location) as page:
        _headers, body = _page(page, f"/events/{event_id}/pairings", ENGLISH)
        shown = _rules(body)
        assert shown is not None and "open" not in shown[0]
        assert body.index('class="rules"') < body.index('<ol class="names">')
        loser = "Later games: the loser of the game before decides who starts with the"
        assert f"{loser} initiative" in shown[1]

        change_game_setting(ctx, event_id, "tcg.initiative.later_games", "winner_chooses")
        wanted = loser.replace("loser", "winner") + " initiative"
        deadline = time.monotonic() + 10  # the page reads again once it sees the change
        shown = None
        while time.monotonic() < deadline:
            shown = _rules(_page(page, f"/events/{event_id}/pairings", ENGLISH)[1])
            if shown is not None and wanted in shown[1]:
                break
            time.sleep(0.1)
        assert shown is not None and wanted in shown[1]
        assert not any("the loser" in rule for rule in shown[1])
