"""The posted pairings of a Vs. System event carry its table rules, on every page, under the
list and above the page's footer (A4 and Letter, by table and by name, with the players' page's
address or without); an OverPower event's pairings are as they were."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pdf_helpers import carries_whole, page_texts, rendered_texts

from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import EventFormat, EventSettings, Game, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.game_settings import change_game_setting
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, pod_settings

ADDRESS = "http://192.0.2.7:8080/"
TCG_RULES = (
    "Rules: the TCG Comprehensive Rules, version 2.7",
    "Game 1: a player chosen at random decides who starts with the initiative",
    "Later games: the winner of the game before decides who starts with the initiative",
    "When the round's time ends: finish the current turn, then play 2 more turns (each turn is "
    "shared by all players)",
)


def _tcg_event(ctx: ServiceContext, paper: str, players: int = 45) -> int:
    settings = EventSettings(
        name="Vs Open", game=Game.VS_TCG, format=EventFormat.SWISS, swiss_rounds=3
    )
    event_id = new_event(ctx, settings, players=players, paper_size=paper)
    for key, value in (
        ("tcg.initiative.later_games", "winner_chooses"),
        ("tcg.time.end_of_round", "extra_turns"),
        ("tcg.time.extra_turns", 2),
    ):
        change_game_setting(ctx, event_id, key, value)
    pair_next_round(ctx, event_id)
    return event_id


@dataclass(frozen=True)
class Box:
    left: float
    bottom: float
    right: float
    top: float


def _boxes(page: pdfium.PdfPage, start: int, end: int) -> Box:
    """Where the drawn characters ``start`` to ``end`` of the page's text lie (spaces aside)."""
    text = page.get_textpage()
    boxes = [
        text.get_charbox(index)
        for index in range(start, end)
        if not text.get_text_range(index, 1).isspace()
    ]
    return Box(
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _places(pdf: bytes) -> list[tuple[Box, Box, Box, float]]:
    """Each page's list (its head included), its table-rules block and its footer (the form's
    name first; what is drawn in that order), with the page's width."""
    document = pdfium.PdfDocument(pdf)
    places = []
    try:
        for page in document:
            whole = page.get_textpage().get_text_range()
            heading = whole.index("TABLE RULES")
            footer = whole.index("PAIRINGS BY", heading)
            places.append(
                (
                    _boxes(page, 0, heading),
                    _boxes(page, heading, footer),
                    _boxes(page, footer, len(whole)),
                    page.get_width(),
                )
            )
    finally:
        document.close()
    return places


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_a_vs_events_pairings_carry_its_table_rules_on_every_page_between_list_and_footer(
    ctx: ServiceContext, paper: str, tmp_path: Path
) -> None:
    event_id = _tcg_event(ctx, paper)
    for by_name in (False, True):
        address = ADDRESS if by_name else ""
        options = PrintOptions(by_name=by_name, page_address=address)
        pdf = print_document(ctx, event_id, PrintKind.PAIRINGS, options)
        texts = rendered_texts(pdf, tmp_path, f"{paper}-{by_name}")
        assert len(texts) >= 2  # the rules are on each page of a list that runs over pages
        for text in texts:
            assert "TABLE RULES" in text
            assert all(carries_whole(text, rule) for rule in TCG_RULES), text
            assert not carries_whole(text, "the loser of the game before")
        every = "\n".join(texts)
        assert all(f"{n:04d}" in every for n in range(1, 46))  # no row lost to the block
        for listed, block, footer, width in _places(pdf):
            assert block.top < listed.bottom, "the block overlaps the list"
            assert footer.top < block.bottom, "the block overlaps the footer"
            assert block.left > 0 and block.right < width


def test_a_boss_events_seatings_name_the_bosses_and_terrain(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, pod_settings("Boss Night", pods="boss"), players=9)
    change_game_setting(ctx, event_id, "p2.boss.names", ["Thanos", "Galactus <b>"])
    change_game_setting(ctx, event_id, "p2.terrain", True)
    pair_next_round(ctx, event_id)
    text = "\n".join(page_texts(print_document(ctx, event_id, PrintKind.PAIRINGS)))
    for rule in (
        "Rules: the 2PCG Compiled Rulebook, version 5.0",
        "The boss plays first, then play goes clockwise; nobody skips a draw",
        "Bosses allowed (any version of the name): Thanos, Galactus <b>",
        "Terrain is played: place Terrain during setup, the first player first",
    ):
        assert carries_whole(text, rule), rule
    assert "Later games" not in text and "2 vs 2" not in text


def test_a_french_events_pairings_say_the_table_rules_in_french(ctx: ServiceContext) -> None:
    settings = pod_settings("Équipes", pods="2v2", language=Language.FRENCH)
    teams = [Entrant(PlayerIdentity(name=f"Joueur {i}"), team=f"E{i // 2}") for i in range(8)]
    event_id = new_event(ctx, settings, players=teams)
    change_game_setting(ctx, event_id, "p2.two_vs_two.recruit_to_teammate", True)
    pair_next_round(ctx, event_id)
    text = "\n".join(page_texts(print_document(ctx, event_id, PrintKind.PAIRINGS)))
    assert "RÈGLES À LA TABLE" in text
    assert carries_whole(
        text, "2 contre 2 : les joueurs peuvent recruter dans les rangées d’un coéquipier"
    )
    assert carries_whole(text, "On ne joue pas avec Terrain")
    assert "TABLE RULES" not in text and "Terrain is" not in text


def test_an_overpower_events_pairings_have_no_table_rules(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=12)
    pair_next_round(ctx, event_id)
    for by_name in (False, True):
        options = PrintOptions(by_name=by_name)
        text = "\n".join(page_texts(print_document(ctx, event_id, PrintKind.PAIRINGS, options)))
        assert "PAIRINGS BY" in text and "0012" in text
        assert "TABLE RULES" not in text and "Rules:" not in text
