"""Every form of a real event, read back from the PDF: the facts a judge relies on are there."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import (
    EventFormat,
    EventSettings,
    Game,
    Official,
    OfficialRole,
)
from opl_tournament.services.adjudication import record_adjudication
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, create_event, edit_event
from opl_tournament.services.print_kinds import PRINT_KINDS, PrintKind
from opl_tournament.services.printing import (
    PrintOptions,
    print_document,
    results_by_player,
)
from opl_tournament.services.registration import disqualify_player, drop_player
from opl_tournament.services.round_shapes.head_to_head import event_history
from opl_tournament.services.rounds import (
    get_round,
    pair_next_round,
    report_result,
    standings,
)
from tests.helpers.events import (
    new_event,
    paired_cup,
    play_round,
    pod_settings,
    register_names,
    spring_open,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
TRICKY = '<b>Zoë & "Ω" O\'Brien</b>'
NAMES = [TRICKY, "Ada Lovelace", "Björn Ñúñez", "Ωmega Παπαδόπουλος", "Иван Петров", "李小龍"]


def text(pdf: bytes) -> str:
    assert pdf.startswith(b"%PDF")
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


@pytest.fixture
def event_id(ctx: ServiceContext) -> int:
    """Six players, two Swiss rounds and a top-4 cut, played to the end."""
    settings = spring_open(cut_size=4, seed=11, sanction_number="OPL-2026-117", paper_size="A4")
    event = create_event(ctx, settings, (Official("Dana Judge", OfficialRole.JUDGE),))
    register_names(ctx, event.id, NAMES)
    for _ in range(4):
        play_round(ctx, event.id)
    return event.id


def test_result_sheets_carry_every_player_and_their_running_record(
    ctx: ServiceContext, event_id: int
) -> None:
    content = text(print_document(ctx, event_id, "result-sheets"))
    for name in NAMES:
        assert name in content
    assert "OPL-2026-117" in content and "Hobby Corner" in content
    first = get_round(ctx, event_id, 1).matches[0]
    assert first.a in content and first.b is not None and first.b in content
    two_up = print_document(ctx, event_id, "result-sheets", PrintOptions(two_up=True))
    assert len(PdfReader(io.BytesIO(two_up)).pages) == 3


def test_the_master_sheet_lists_each_player_with_their_sequence(
    ctx: ServiceContext, event_id: int
) -> None:
    content = text(print_document(ctx, event_id, "master-sheet"))
    for number in ("0001", "0002", "0003", "0004", "0005", "0006"):
        assert number in content
    assert TRICKY in content


def test_pairings_and_slips_show_the_round_tables(ctx: ServiceContext, event_id: int) -> None:
    round_two = get_round(ctx, event_id, 2)
    by_table = text(print_document(ctx, event_id, "pairings", PrintOptions(round_number=2)))
    for m in round_two.matches:
        assert m.a in by_table and (m.b is None or m.b in by_table)
    by_name = text(
        print_document(ctx, event_id, "pairings", PrintOptions(round_number=2, by_name=True))
    )
    assert "Ada Lovelace" in by_name
    slips = text(print_document(ctx, event_id, "slips", PrintOptions(round_number=2)))
    games = [m for m in round_two.matches if m.b is not None]
    assert all(m.a in slips and str(m.b) in slips for m in games)


def test_the_standings_follow_the_service_order(ctx: ServiceContext, event_id: int) -> None:
    content = text(print_document(ctx, event_id, "standings"))
    rows = standings(ctx, event_id).standings.rows
    positions = [content.index(row.number) for row in rows]
    assert positions == sorted(positions), "printed in rank order"
    assert "OMW%" in content


def test_the_ladder_names_the_cut_and_its_champion(ctx: ServiceContext, event_id: int) -> None:
    content = text(print_document(ctx, event_id, "ladder"))
    champion = standings(ctx, event_id).standings.rows[0]
    assert champion.number in content
    assert "WB-R1-M1" in content or "WINNERS" in content


def test_the_adjudication_record_of_a_time_called_game(ctx: ServiceContext) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo"), rounds=1)
    verdict = {
        "winner": "0002",
        "decided_by": "life_points",
        "players": {
            "0001": {"net_missions": 2, "life_points": 41, "cards_remaining": 9},
            "0002": {"net_missions": 2, "life_points": 55, "cards_remaining": 12},
        },
        "explanation": "Level on net missions. Player 0002 wins on life points: 55 to 41.",
        "steps": ["net_missions: level (2 v 2)", "life_points: 0002 ahead (55 v 41)"],
    }
    report_result(
        ctx, event_id, 1, 1, winner="0002", decided_by="adjudication", adjudication=verdict
    )
    content = text(print_document(ctx, event_id, "adjudication", PrintOptions(table=1)))
    assert "55" in content and "41" in content and "0002" in content
    with pytest.raises(InvalidInput, match="give the table"):
        print_document(ctx, event_id, "adjudication")


def test_documents_that_cannot_be_printed_yet_are_refused_plainly(ctx: ServiceContext) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS))
    with pytest.raises(RefusedAction, match="no round has been paired yet"):
        print_document(ctx, event.id, "pairings")
    with pytest.raises(RefusedAction, match="a Swiss event has no elimination bracket") as swiss:
        print_document(ctx, event.id, "ladder")
    assert "yet" not in str(swiss.value), "a Swiss event will never have one"
    cut = create_event(ctx, spring_open(cut_size=4))
    with pytest.raises(RefusedAction, match="no elimination bracket yet"):
        print_document(ctx, cut.id, "ladder")
    with pytest.raises(InvalidInput, match="unknown document"):
        print_document(ctx, event.id, "poster")
    blank = print_document(ctx, event.id, "blank-result-sheet", PrintOptions(copies=3))
    assert len(PdfReader(io.BytesIO(blank)).pages) == 3


def test_the_same_event_prints_identical_bytes(ctx: ServiceContext, event_id: int) -> None:
    edit_event(ctx, event_id, EventChanges(self_report="confirm"))  # codes on paper too
    for kind in PRINT_KINDS:
        if kind is PrintKind.ADJUDICATION:
            continue
        assert print_document(ctx, event_id, kind) == print_document(ctx, event_id, kind), kind


def test_a_bye_from_a_disqualified_opponent_is_a_loss_on_the_other_sheet(
    ctx: ServiceContext,
) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo"), rounds=1)
    report_result(ctx, event_id, 1, 1, winner="0002", result="BYE_DQ", decided_by="penalty")
    rows = results_by_player(event_history(ctx, event_id))
    assert [(r.result, r.record) for r in rows["0002"]] == [("BYE", "1-0")]
    assert [(r.result, r.record) for r in rows["0001"]] == [("L", "0-1")]


def test_a_vs_system_event_s_sheets_are_not_sent_to_the_legion_s_rating_service(
    ctx: ServiceContext,
) -> None:
    """A Vs. System event is not Legion-rated: its result sheets and master sheet carry its own
    mark, with nothing telling the judge to send them to the Global Rating Service."""
    event_id = new_event(ctx, players=4, game=Game.VS_TCG, swiss_rounds=3)
    play_round(ctx, event_id)
    for kind in ("result-sheets", "master-sheet"):
        content = text(print_document(ctx, event_id, kind))
        assert "VS. SYSTEM" in content, kind
        for legion in ("OVERPOWER", "GLOBAL RATING SERVICE", "Global Rating Service"):
            assert legion not in content, (kind, legion)
    overpower = new_event(ctx, players=4, swiss_rounds=3)
    play_round(ctx, overpower)
    master = text(print_document(ctx, overpower, "master-sheet"))
    assert "OVERPOWER LEGION · GLOBAL RATING SERVICE" in master, "the Legion's own, as it was"
    assert "send this sheet to the Global Rating Service" in master


def test_standings_printed_mid_round_are_those_after_the_last_round_played(
    ctx: ServiceContext,
) -> None:
    """Posted with the next round's pairings, the standings are those after the last round
    played to the end, titled so (not "after round 3" for a round with one result in)."""
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    play_round(ctx, event_id)
    play_round(ctx, event_id)
    third = pair_next_round(ctx, event_id).value
    first = third.matches[0]
    report_result(ctx, event_id, 3, first.table, winner=first.a)
    default = text(print_document(ctx, event_id, "standings"))
    assert "STANDINGS AFTER ROUND 2" in default
    assert default == text(print_document(ctx, event_id, "standings", PrintOptions(round_number=2)))
    asked = text(print_document(ctx, event_id, "standings", PrintOptions(round_number=3)))
    assert "STANDINGS DURING ROUND 3" in asked, "a round asked for, still being played"


def test_pod_standings_printed_once_the_next_round_is_seated_are_after_the_round_played(
    ctx: ServiceContext,
) -> None:
    event = create_event(ctx, pod_settings("Pods", seed=4, swiss_rounds=3))
    register_names(ctx, event.id, ("Ann", "Ben", "Cy", "Di"))
    pod = pair_next_round(ctx, event.id).value.pods[0]
    places = {seat.number: place for place, seat in enumerate(pod.seats, start=1)}
    report_result(ctx, event.id, 1, pod.table, placings=places)
    pair_next_round(ctx, event.id)
    content = text(print_document(ctx, event.id, "standings"))
    assert "STANDINGS AFTER ROUND 1" in content and "ROUND 2" not in content


@pytest.mark.parametrize(
    ("language", "step"), [("en", "at 0 or less loses"), ("fr", "à 0 ou moins perd")]
)
def test_a_tcg_time_call_record_says_one_player_at_zero_loses_in_the_singular(
    ctx: ServiceContext, language: str, step: str
) -> None:
    event_id = new_event(
        ctx, players=2, game=Game.VS_TCG, swiss_rounds=1, language=Language(language)
    )
    game = pair_next_round(ctx, event_id).value.matches[0]
    state = json.loads((EXAMPLES / "vs-tcg-time-call.json").read_text(encoding="utf-8"))
    for player, number in zip(state["players"], (game.a, game.b), strict=True):
        player["id"] = number  # the example's first player is at -4 endurance, the other at 6
    record_adjudication(ctx, event_id, 1, game.table, state)
    content = " ".join(
        text(print_document(ctx, event_id, "adjudication", PrintOptions(table=1))).split()
    )
    assert f"{game.a} {step}" in content


def test_a_disqualified_player_is_printed_as_disqualified_not_dropped(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=["Ann", "Ben", "Cy", "Di", "Ed", "Flo"], swiss_rounds=3)
    play_round(ctx, event_id)
    disqualify_player(ctx, event_id, "0002")
    drop_player(ctx, event_id, "0003")
    play_round(ctx, event_id)
    ranked = text(print_document(ctx, event_id, "standings"))
    ben = ranked[ranked.index("Ben") : ranked.index("Cy")]  # Ben's row, up to Cy's (ranked next)
    cy = ranked[ranked.index("Cy") : ranked.index("Flo")]
    assert "disqualified" in ben and "dropped" not in ben and "dropped" in cy
    master = text(print_document(ctx, event_id, "master-sheet"))
    assert "Ben — DISQUALIFIED R 1" in master and "Cy — DROPPED R 1" in master
    legend = "DISQUALIFIED R n: disqualified by the judge in round n."
    assert legend in master, "the legend whole, after the temporary numbers' and the drops'"


def test_the_standings_of_an_elimination_event_speak_of_no_swiss_stage(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4, format=EventFormat.SINGLE)
    play_round(ctx, event_id)
    content = text(print_document(ctx, event_id, "standings"))
    assert "Bracket placings first, then points and tiebreakers." in content
    assert "Swiss" not in content


def test_sheets_printed_before_a_nine_round_swiss_have_a_row_for_every_round(
    ctx: ServiceContext,
) -> None:
    """Printed at registration, each player's sheet runs to round 9 (a continuation sheet), as
    the master sheet's rounds do; it used to stop at round 8."""
    event_id = new_event(ctx, players=3, swiss_rounds=9)
    pages = PdfReader(io.BytesIO(print_document(ctx, event_id, "result-sheets"))).pages
    texts = [page.extract_text() for page in pages]
    assert len(texts) == 6, "two sheets a player"
    assert "SHEET 1 OF 2" in texts[0] and "SHEET 2 OF 2" in texts[1]
    assert re.search(r"\b9\b", texts[1].split("RECORD", 1)[1])
    blank = print_document(ctx, event_id, "blank-result-sheet", PrintOptions(copies=1))
    assert len(PdfReader(io.BytesIO(blank)).pages) == 2, "the blank form has round 9 too"
    drop_player(ctx, event_id, "0003")
    pages = PdfReader(io.BytesIO(print_document(ctx, event_id, "result-sheets"))).pages
    assert len(pages) == 5, "a player who left gets no sheet for rounds they will not play"


def test_standings_printed_during_round_one_say_so(ctx: ServiceContext) -> None:
    """With no round played to the end, the standings so far are titled "during round 1" (they
    were titled "after round 1" with half its results in)."""
    event_id = paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)
    first = get_round(ctx, event_id, 1).matches[0]
    report_result(ctx, event_id, 1, first.table, winner=first.a)
    content = text(print_document(ctx, event_id, "standings"))
    assert "STANDINGS DURING ROUND 1" in content and "AFTER" not in content
    assert first.a in content


def test_a_penalty_report_names_the_official_not_the_station(ctx: ServiceContext) -> None:
    """The OFFICIAL column names a person: the station's name when it is one of the event's
    officials, else the event's judge; never the unnamed station's "judge"."""
    from opl_tournament.services.penalties import issue_penalty

    event_id = paired_cup(ctx, ("Ada", "Bo", "Cy", "Di"), rounds=3)
    station = ServiceContext(ctx.database)  # a station nobody named
    issue_penalty(station, event_id, "0001", "warning", infraction="slow play")
    _heading, entries = text(print_document(ctx, event_id, "penalties")).split("OFFICIAL", 1)
    assert "slow play" in entries and "judge" not in entries.casefold()
    edit_event(ctx, event_id, EventChanges(judge="Dana Judge"))
    content = text(print_document(ctx, event_id, "penalties"))
    assert content.count("Dana Judge") == 2  # the event's judge in the heading, and the official
