"""Every printed form of real events, rendered to PNG and read back: what a form exists to say
is on it whole (names, numbers, the penalty, the verdict, the column headings), never cut.

The events are built through the services with awkward names (very long, CJK, accents, markup)
and five-digit Legion numbers; ``real_events`` says what each holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from bracket_fixtures import player, single_elimination
from pdf_helpers import carries_whole, font_sizes_of, rendered_texts
from printing_samples import HEADER
from real_events import (
    FIVE_DIGIT,
    JUDGE,
    LONG_INFRACTION,
    LONG_NAME,
    LONG_NOTE,
    PLAYERS,
    TEMP_NAME,
    Printed,
    elimination_event,
    pod_event,
    printed,
    swiss_event,
)

from opl_tournament.printing import render_bracket_chart
from opl_tournament.printing.fonts import ELLIPSIS
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import get_round
from opl_tournament.services.rounds import (
    get_round as get_pod_round,
)

NAMES = [name for name, _number in PLAYERS]


@pytest.fixture(scope="module")
def swiss(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Printed]:
    yield from printed(tmp_path_factory, "swiss", swiss_event)


def test_the_penalty_report_wraps_and_keeps_every_word(swiss: Printed) -> None:
    text = swiss.text("penalties")
    for heading in ("INFRACTION", "PENALTY", "CONSEQUENCE", "OFFICIAL", "NOTE"):
        assert heading in text
    for whole in (LONG_INFRACTION, LONG_NOTE, NAMES[5], "Renege", "Warning", "Slow play", JUDGE):
        assert carries_whole(text, whole), whole
    assert carries_whole(text, "Cards drawn this battle go back into the deck as far as possible.")
    assert ELLIPSIS not in text


def test_the_adjudication_record_says_everything_the_judge_decided(
    swiss: Printed, toronto_clock: None
) -> None:
    game = next(m for m in get_round(swiss.ctx, swiss.event_id, 4).matches if m.adjudication)
    verdict = game.adjudication or {}
    text = swiss.text("adjudication", round_number=4, table=game.table)
    assert carries_whole(text, str(verdict["explanation"])), "the verdict sentence, whole"
    assert "Level on net completed missions" in text
    for heading in ("HITS ENTERED", "CHARACTER", "KO'D", "RULES EDITION", "OFFICIAL"):
        assert heading in text
    for entered in ("Wolverine", "6 strength (power, record)", "4 fighting (special, record)"):
        assert carries_whole(text, entered), entered
    assert "KO'd" in text, "the character the form marks as knocked out"
    assert "legion-kit-1997/opl-defaults-1" in text, "the rules edition"
    assert carries_whole(text, JUDGE), "the official who recorded it"
    assert "2026-11-22 10:04:" in text, "local time, not UTC (the one format a judge reads)"
    assert "15:04" not in text and ELLIPSIS not in text


def test_the_master_sheet_has_whole_headings_and_only_the_events_rounds(swiss: Printed) -> None:
    first, second = swiss.pages("master-sheet")
    for heading in ("SEQ.", "NUMBER", "NAME", "TABLE", "VERSUS", "W/L", "RECORD"):
        assert heading in first.split(), heading
    assert "ROUNDS 1–3" in first and "ROUND 4 ·" in second
    assert "ROUNDS 4" not in second and "ROUND 5" not in second, "no round the event lacks"
    assert "___" not in first + second and "\nROUND\n" not in first, "no blank ROUND field"
    for page in (first, second):
        assert carries_whole(page, LONG_NAME) and ELLIPSIS not in page
        assert "AFTER THE EVENT" in page and "RETURN THIS SHEET TO" in page
        assert carries_whole(page, "send this sheet to the Global Rating Service together with")
    assert "0001 T" in first and "a temporary number issued at this event" in first


def test_result_sheets_label_a_temporary_number_as_such(swiss: Printed) -> None:
    for kind, options in (("one-up", {}), ("two-up", {"two_up": True})):
        pages = swiss.pages("result-sheets", f"result-sheets-{kind}", **options)
        sheets = [
            sheet
            for page in pages
            for sheet in page.split("OFFICIAL PLAYER RESULT SHEET OVERPOWER")[1:]
        ]
        assert len(sheets) == len(PLAYERS), kind
        temporary = [sheet for sheet in sheets if carries_whole(sheet, TEMP_NAME)]
        assert len(temporary) == 1, kind
        assert "TEMPORARY NUMBER" in temporary[0], kind
        assert "LEGION NUMBER" not in temporary[0], kind
        others = [sheet for sheet in sheets if sheet not in temporary]
        assert all("LEGION NUMBER" in sheet and "TEMP" not in sheet for sheet in others), kind
        assert carries_whole("\n".join(pages), LONG_NAME), kind
        assert ELLIPSIS not in "\n".join(pages), kind


def test_pairings_list_the_bye_last_without_a_table_number(swiss: Printed) -> None:
    games = [m for m in get_round(swiss.ctx, swiss.event_id, 4).matches if m.b is not None]
    bye = next(m for m in get_round(swiss.ctx, swiss.event_id, 4).matches if m.b is None)
    by_table = swiss.text("pairings", "pairings-by-table")
    for heading in ("TABLE", "NO.", "PLAYER", "REC.", "OPPONENT"):
        assert heading in by_table.split(), heading
    rows = [line for line in by_table.splitlines() if bye.a in line]
    assert rows and rows[0].startswith(f"BYE {bye.a}"), "BYE where the table number would be"
    assert str(bye.table) not in rows[0].split()[:1]
    assert by_table.index(f"BYE {bye.a}") > max(by_table.index(f"\n{m.table} {m.a}") for m in games)
    by_name = swiss.text("pairings", "pairings-by-name", by_name=True)
    bye_line = next(line for line in by_name.splitlines() if bye.a in line)
    assert "BYE" in bye_line.split() and "a bye" in bye_line
    for name in NAMES:
        assert carries_whole(by_table, name) and carries_whole(by_name, name), name
    assert ELLIPSIS not in by_table + by_name


def test_slips_leave_room_after_a_five_digit_number(swiss: Printed) -> None:
    text = swiss.text("slips")
    assert f"{FIVE_DIGIT} Maximilian" in text, "the number and the name stay apart"
    assert carries_whole(text, LONG_NAME) and ELLIPSIS not in text
    # the event's long name has the band's width up to the table's label
    assert carries_whole(text, "Spring Legion Open 2026 — Toronto Regional Qualifier")
    bye = next(m for m in get_round(swiss.ctx, swiss.event_id, 4).matches if m.b is None)
    assert bye.a not in text, "a bye needs no slip"


@pytest.fixture(scope="module")
def bracket(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Printed]:
    yield from printed(tmp_path_factory, "bracket", elimination_event)


def test_the_bracket_chart_prints_names_at_wall_size_and_no_game_of_two_byes(
    bracket: Printed,
) -> None:
    pdf = print_document(bracket.ctx, bracket.event_id, "ladder")
    text = "\n".join(rendered_texts(pdf, bracket.folder, "ladder"))
    assert "BYE" in text and not re.search(r"BYE\s+BYE", text), "no rung reads BYE v BYE"
    assert "no game: nobody reaches it" in text
    for name in NAMES[:5]:
        sizes = font_sizes_of(pdf, name[:12])
        assert sizes and min(sizes) >= 8, f"{name}: {min(sizes, default=0):.1f} pt"


def test_a_big_bracket_chart_keeps_names_at_eight_points_or_more() -> None:
    pdf = render_bracket_chart(single_elimination(64, header=HEADER))
    for seed in (1, 17, 33, 64):
        number, name = player(seed)
        sizes = font_sizes_of(pdf, name) + font_sizes_of(pdf, number)
        assert sizes and min(sizes) >= 8, f"{name}: {min(sizes, default=0):.1f} pt"


def test_standings_carry_their_headings_and_every_name_whole(swiss: Printed) -> None:
    text = swiss.text("standings")
    for heading in ("RANK", "NO.", "NAME", "POINTS", "W-L-BYE", "OMW%"):
        assert heading in text.split(), heading
    for name in NAMES:
        assert carries_whole(text, name), name
    assert FIVE_DIGIT in text and ELLIPSIS not in text


def test_the_blank_result_sheet_asks_for_a_legion_or_temporary_number(swiss: Printed) -> None:
    (text,) = swiss.pages("blank-result-sheet")
    for label in ("NAME", "LEGION NUMBER (OR TEMPORARY)", "OPPONENT'S NUMBER", "RECORD"):
        assert label in text, label
    assert "OPL-2026-0412" in text and ELLIPSIS not in text


@pytest.fixture(scope="module")
def pods(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Printed]:
    yield from printed(tmp_path_factory, "pods", pod_event)


def test_pod_forms_carry_every_name_and_heading_whole(pods: Printed) -> None:
    forms = {
        "pod-seatings-by-table": (
            pods.text("pairings", "pod-by-table"),
            ("TABLE", "SEAT", "NO.", "PLAYER", "TEAM / ROLE", "REC."),
        ),
        "pod-seatings-by-name": (
            pods.text("pairings", "pod-by-name", by_name=True),
            ("NAME", "NO.", "TABLE", "SEAT"),
        ),
        "pod-slips": (pods.text("slips", "pod-slips"), ("PLACE", "SEAT · PLAYER")),
        "pod-standings": (
            pods.text("standings", "pod-standings"),
            ("RANK", "POINTS", "W-T-L-BYE", "OPP. POINTS %", "AVG. PLACE"),
        ),
    }
    for kind, (text, headings) in forms.items():
        flowed = " ".join(text.split())  # a heading may wrap within its column
        for heading in headings:
            assert heading in flowed, f"{kind}: {heading}"
        for name in NAMES:
            assert carries_whole(text, name), f"{kind}: {name}"
        assert ELLIPSIS not in text.replace("Qualif…", ""), kind


def test_a_pod_adjudication_record_names_its_official_edition_and_wounds(
    pods: Printed, toronto_clock: None
) -> None:
    pod = next(p for p in get_pod_round(pods.ctx, pods.event_id, 2).pods if len(p.seats) == 4)
    text = pods.text("adjudication", "pod-adjudication", round_number=2, table=pod.table)
    assert "is ahead on wounds on main characters." in text
    assert "2PCG rulebook 5.0" in text and carries_whole(text, JUDGE)
    assert "6 wounds of 6 health" in text and "KO'd" in text and "Loki" in text
    assert "2026-11-22 10:04:" in text
    for number in (seat.number for seat in pod.seats):
        assert number in text
