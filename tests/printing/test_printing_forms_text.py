"""The facts a judge relies on are in the printed text: every player, pairing and record."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

import pytest
from pdf_helpers import carries_whole, clearance_above_footer, page_sizes, page_texts
from printing_samples import (
    HEADER,
    NAMES,
    RETURN_BLOCK,
    TRICKY,
    adjudication,
    master_sheet,
    number,
    pairings,
    penalty_report,
    result_sheets,
    round_results,
    standings,
)

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.languages import Language
from opl_tournament.printing import (
    render_adjudication_record,
    render_blank_result_sheets,
    render_bracket_chart,
    render_master_sheet,
    render_pairings_by_name,
    render_pairings_by_table,
    render_penalty_report,
    render_result_sheets,
    render_slips,
    render_standings,
)
from opl_tournament.printing.documents import (
    BracketChart,
    EventHeader,
    MasterRow,
    MasterSheet,
    PenaltyEntry,
    PenaltyReport,
    ResultSheets,
    RoundPairings,
    Standings,
)
from opl_tournament.printing.fonts import ELLIPSIS

LETTER = (612, 792)
A4 = (595, 842)
LONG_NAME = NAMES[-1]


def lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines()]


def one_page_body(pdf: bytes) -> str:
    """The text of a one-page document, its lines stripped and joined by spaces."""
    (text,) = page_texts(pdf)
    return " ".join(lines(text))


def test_result_sheet_per_player_with_identity_and_running_record() -> None:
    data = result_sheets()
    texts = page_texts(render_result_sheets(data))
    assert len(texts) == len(NAMES)
    for index, (player, text) in enumerate(zip(data.players, texts, strict=True)):
        page = lines(text)
        assert player.number in page
        if player.identity.name != LONG_NAME:
            assert player.identity.name in page
        for label in (
            "NAME",
            "LEGION NUMBER",
            "ADDRESS",
            "CITY",
            "STATE / PROV.",
            "ZIP / POSTAL CODE",
            "AGE",
            "PHONE",
            "E-MAIL",
            "New player",
            "Renewal",
            "Change of address",
        ):
            assert label in page
        assert HEADER.sanction_number in page
        assert player.identity.email in page
        assert str(player.identity.age) in page
        assert HEADER.event_name in page and HEADER.place in page and HEADER.date in page
        assert "judge" in text.lower()
        # Each played round: round, table, opponent's number, result, record in that order.
        body = " ".join(page)
        for entry in round_results(index, 3):
            row = f"{entry.round} {entry.table} {entry.opponent_number} {entry.result} "
            assert row + entry.record in body
        # Rounds still to play are printed as empty numbered rows, up to 8.
        assert re.search(r"\b4 5 6 7 8\b", body)


def test_result_sheet_continues_past_round_eight() -> None:
    data = result_sheets(rounds=10)
    texts = page_texts(render_result_sheets(data))
    assert len(texts) == 2 * len(NAMES)
    first, second = lines(texts[0]), lines(texts[1])
    assert "SHEET 1 OF 2 · OVERPOWER LEGION" in first
    assert "SHEET 2 OF 2 · OVERPOWER LEGION" in second
    assert data.players[0].identity.name in second and data.players[0].number in second
    tenth = round_results(0, 10)[9]
    assert f"10 {tenth.table} {tenth.opponent_number} {tenth.result} {tenth.record}" in " ".join(
        second
    )
    assert tenth.record not in " ".join(first).split()[-40:]


def test_two_result_sheets_per_page_on_a4() -> None:
    pdf = render_result_sheets(result_sheets(per_page=2, paper="A4"))
    texts = page_texts(pdf)
    assert len(texts) == len(NAMES) // 2
    assert set(page_sizes(pdf)) == {A4}
    assert texts[0].count("OFFICIAL PLAYER RESULT SHEET") >= 2
    assert number(0) in texts[0] and number(1) in texts[0] and number(2) in texts[1]


def test_blank_result_sheet_has_every_field_and_no_data() -> None:
    pdf = render_blank_result_sheets(EventHeader())
    (text,) = page_texts(pdf)
    page = lines(text)
    for label in (
        "NAME",
        "LEGION NUMBER (OR TEMPORARY)",
        "TOURNAMENT (SANCTION) NUMBER",
        "ADDRESS",
        "CITY",
        "AGE",
        "PHONE",
        "E-MAIL",
        "Do not list me in the online player search",
        "EVENT NAME",
        "PLACE",
        "DATE",
        "OPPONENT'S SIGNATURE",
        "RECORD",
    ):
        assert label in page
    assert re.search(r"\b1 2 3 4 5 6 7 8\b", " ".join(page))
    assert not any(result in page for result in ("W", "L"))


def test_blank_sheets_two_per_page_carry_the_event_block() -> None:
    texts = page_texts(render_blank_result_sheets(HEADER, copies=3, per_page=2, paper="A4"))
    assert len(texts) == 2
    assert texts[0].count(HEADER.event_name) >= 2 and texts[0].count(HEADER.sanction_number) == 2
    assert texts[1].count("OFFICIAL PLAYER RESULT SHEET") >= 1


@pytest.mark.parametrize(
    ("language", "label"),
    [(Language.ENGLISH, "LEGION OR TEMP. NO."), (Language.FRENCH, "N° LEGION OU TEMP.")],
)
def test_a_blank_half_page_sheet_says_whole_which_number_to_write(
    language: Language, label: str
) -> None:
    header = replace(HEADER, language=language)
    (text,) = page_texts(render_blank_result_sheets(header, copies=2, per_page=2))
    assert lines(text).count(label) == 2, "the label whole on both copies"
    assert ELLIPSIS not in text


@pytest.mark.parametrize("paper", ["Letter", "A4"])
def test_a_full_master_sheet_page_keeps_its_return_block_clear_of_the_footer(paper: str) -> None:
    rows = tuple(MasterRow(i + 1, number(i), f"Player {i + 1}", ()) for i in range(25))
    data = MasterSheet(HEADER, rows, rounds=3, return_block=RETURN_BLOCK, paper=paper)  # type: ignore[arg-type]
    pdf = render_master_sheet(data)
    assert len(page_texts(pdf)) == 1, "25 players: one page"
    assert clearance_above_footer(pdf) >= 6


def test_master_sheet_three_rounds_a_page_for_every_player() -> None:
    data = master_sheet(rounds=4, rows_per_page=10)
    pdf = render_master_sheet(data)
    texts = page_texts(pdf)
    # 16 players at 10 rows a page, rounds 1-3 then 4-6: four pages, landscape.
    assert len(texts) == 4
    assert set(page_sizes(pdf)) == {(792, 612)}
    assert "ROUND 1" in texts[0] and "ROUND 3" in texts[0] and "ROUND 4" not in texts[0]
    assert "ROUND 4" in texts[2] and "ROUND 5" not in texts[2], "only the event's rounds"
    assert "____" not in texts[2] and "ROUNDS 4" not in texts[2]
    for page in texts:
        for line in RETURN_BLOCK:
            assert line in page
    everything = " ".join(" ".join(lines(text)) for text in texts)
    for row in data.rows:
        third = row.rounds[2]
        assert f"{row.sequence} {row.number}" in everything, f"row {row.sequence} is missing"
        assert f"{third.table} {third.opponent_number} {third.result} {third.record}" in everything
        fourth = row.rounds[3]
        assert f"{fourth.table} {fourth.opponent_number} {fourth.result} {fourth.record}" in (
            " ".join(lines(texts[2] + texts[3]))
        )


def test_pairings_by_table_in_table_order_with_the_bye_last() -> None:
    data = pairings()
    texts = page_texts(render_pairings_by_table(data))
    body = " ".join(lines("\n".join(texts)))
    positions = []
    for table in data.tables:
        if not table.bye:
            first, second = (seat.number for seat in table.seats)
            assert first in body and second in body
            match = re.search(rf"\b{table.table} {first} ", body)
            assert match, f"table {table.table} is missing"
            positions.append((table.table, match.start()))
    assert [table for table, _ in sorted(positions, key=lambda item: item[1])] == list(range(1, 8))
    assert re.search(rf"BYE {number(14)} .*a bye", body), "the bye takes no table number"
    assert body.index("BYE") > positions[-1][1]
    assert "PAIRINGS BY TABLE · ROUND 3" in body


def test_pairings_by_name_list_every_player_alphabetically_with_ranges() -> None:
    data = pairings()
    texts = page_texts(render_pairings_by_name(data))
    body = "\n".join(texts)
    for index, name in enumerate(NAMES[:15]):
        assert number(index) in body
        if name != LONG_NAME:
            assert name in body
    page = lines(body)
    first_column = [
        line
        for line, following in itertools.pairwise(page)
        if re.fullmatch(r"\d{4}", line) and re.fullmatch(r"\d+|BYE", following)
    ]
    # Accents, case and punctuation are ignored; other scripts follow the Latin alphabet.
    expected = [
        "1007",
        "1008",
        "1001",
        "1009",
        "1010",
        "1006",
        "1011",
        "1012",
        "1013",
        "1014",
        "1015",
        "1004",
        "1003",
        "1005",
        "1002",
    ]
    assert first_column == expected
    assert re.search(r"NAMES A –\s*山", body)


def test_standings_with_tiebreak_columns_and_dropped_players() -> None:
    data = standings()
    (text, *rest) = page_texts(render_standings(data))
    body = " ".join(lines("\n".join([text, *rest])))
    assert "OMW%" in body and "GW%" in body
    for row in data.rows:
        record = f"{row.points} {row.wins}-{row.losses}-{row.byes} {' '.join(row.tiebreakers)}"
        assert record in body, row
    dropped = data.rows[9]
    assert re.search(rf"{dropped.tiebreakers[-1]} dropped", body)
    assert data.note in body


def test_penalty_report_lists_each_penalty() -> None:
    data = penalty_report()
    body = one_page_body(render_penalty_report(data))
    for entry in data.entries:
        assert f"{entry.round} {entry.table} {entry.number}" in body
        assert entry.infraction in body and entry.penalty in body
    assert "No penalties" not in body


@pytest.mark.parametrize("penalty", ["Disqualification", "Avertissement"])
def test_a_long_one_word_penalty_is_drawn_smaller_not_cut_inside_the_word(penalty: str) -> None:
    entry = PenaltyEntry(1, 2, number(0), NAMES[0], "Stalling", penalty, "Marta Kowalski")
    (text,) = page_texts(render_penalty_report(PenaltyReport(HEADER, (entry,))))
    assert penalty in lines(text), "the word whole, on a line of its own"


def test_adjudication_record_shows_inputs_and_the_deciding_step() -> None:
    data = adjudication()
    body = one_page_body(render_adjudication_record(data))
    for entry in data.inputs:
        assert f"{entry.label} {entry.value_a} {entry.value_b}" in body
    assert f"Life left of 80 52 47 ▶ {number(2)} ahead" in body
    assert "Net missions 3 3 tied" in body
    assert f"{data.winner_number} {data.a_name}" in body
    assert data.verdict in body


@pytest.mark.parametrize("paper", ["A3", "letter", ""])
def test_unknown_paper_is_refused_plainly(paper: str) -> None:
    data = result_sheets()
    with pytest.raises(InvalidInput, match="paper"):
        render_result_sheets(ResultSheets(data.header, data.players, paper=paper))  # type: ignore[arg-type]


def test_long_names_are_shortened_with_an_ellipsis() -> None:
    texts = page_texts(render_result_sheets(result_sheets()))
    long_page = texts[-1]
    assert LONG_NAME not in long_page
    shortened = [line for line in lines(long_page) if line.startswith("Maximilian")]
    assert shortened and shortened[0].endswith(ELLIPSIS)


def test_every_document_names_the_tricky_player_exactly() -> None:
    documents = {
        "result sheet": render_result_sheets(result_sheets()),
        "two per page": render_result_sheets(result_sheets(per_page=2)),
        "master": render_master_sheet(master_sheet()),
        "by table": render_pairings_by_table(pairings()),
        "by name": render_pairings_by_name(pairings()),
        "standings": render_standings(standings()),
        "penalties": render_penalty_report(penalty_report()),
        "adjudication": render_adjudication_record(adjudication()),
    }
    for kind, pdf in documents.items():
        assert carries_whole("\n".join(page_texts(pdf)), TRICKY), kind


def test_documents_with_nothing_in_them_still_print_one_page() -> None:
    empty_header = EventHeader("Empty Event")
    documents = {
        "sheets": render_result_sheets(ResultSheets(empty_header, ())),
        "master": render_master_sheet(MasterSheet(empty_header, ())),
        "by table": render_pairings_by_table(RoundPairings(empty_header, ())),
        "by name": render_pairings_by_name(RoundPairings(empty_header, ())),
        "slips": render_slips(RoundPairings(empty_header, ())),
        "standings": render_standings(Standings(empty_header, ())),
        "penalties": render_penalty_report(PenaltyReport(empty_header, ())),
        "ladder": render_bracket_chart(BracketChart(empty_header, "single", ())),
    }
    for kind, pdf in documents.items():
        texts = page_texts(pdf)
        assert len(texts) == 1, kind
        assert "Empty Event" in texts[0], kind
    assert "No penalties were recorded" in page_texts(documents["penalties"])[0]
    assert "No matches have been paired yet." in page_texts(documents["ladder"])[0]
