"""Sample documents for the printing tests: a small Swiss event with awkward names.

``DOCUMENTS`` builds one PDF of every kind; the golden images are page 1 of each.
"""

from __future__ import annotations

from collections.abc import Callable

from bracket_fixtures import double_elimination, single_elimination

from opl_tournament import printing
from opl_tournament.domain.model import MembershipAction, PlayerIdentity
from opl_tournament.printing.documents import (
    AdjudicationInput,
    AdjudicationRecord,
    AdjudicationStep,
    BracketChart,
    EventHeader,
    MasterRow,
    MasterSheet,
    PenaltyEntry,
    PenaltyReport,
    PlayerSheet,
    ResultSheets,
    RoundPairings,
    RoundResult,
    RoundTable,
    StandingRow,
    Standings,
)

TRICKY = '<b>Zoë & "Ω" O\'Brien</b>'
NAMES = (
    TRICKY,
    "山田太郎",
    "Александр Пушкин",
    "Νίκος Παπαδόπουλος",
    "김민수",
    "Élodie Lefèvre",
    "Ann Lee",
    "Bob Moreau",
    "Cleo Ng",
    "Dmitri Olsen",
    "Farid Haddad",
    "Gwen Ito",
    "Hiro Tanaka",
    "Ivan Petrov",
    "Jana Novak",
    "Maximilian Alexander von Hohenzollern-Sigmaringen the Third of Many Names",
)
HEADER = EventHeader(
    event_name="Spring Legion Open 2026",
    sanction_number="OPL-2026-0412",
    place="Gamer's Den, Toronto ON",
    date="2026-04-12",
    judge="Marta Kowalski",
    format="Swiss, 4 rounds",
    round=3,
)
RETURN_BLOCK = (
    "Global Rating Service, P.O. Box 1234, Example City, EX 00000",
    "Telephone (555) 010-0000",
)


def number(index: int) -> str:
    return f"{1001 + index:04d}"


def round_results(index: int, rounds: int) -> tuple[RoundResult, ...]:
    """Player ``index`` wins odd rounds when ``index`` is even, and so on: a known record."""
    wins = losses = 0
    results = []
    for round_number in range(1, rounds + 1):
        won = (index + round_number) % 2 == 1
        wins += won
        losses += not won
        opponent = number((index + round_number) % len(NAMES))
        results.append(
            RoundResult(
                round_number,
                round_number + index % 5,
                opponent,
                "W" if won else "L",
                f"{wins}-{losses}",
            )
        )
    return tuple(results)


def result_sheets(per_page: int = 1, paper: str = "Letter", rounds: int = 3) -> ResultSheets:
    players = tuple(
        PlayerSheet(
            number=number(index),
            identity=PlayerIdentity(
                name=name,
                address=f"{10 + index} Queen Street West",
                city="Toronto",
                state_province="ON",
                postal_code="M5V 2T6",
                age=18 + index,
                phone="416-555-0101",
                email=f"player{index}@example.com",
                membership_action=(
                    MembershipAction.NEW,
                    MembershipAction.RENEWAL,
                    MembershipAction.CHANGE_OF_ADDRESS,
                    MembershipAction.NONE,
                )[index % 4],
                online_search_opt_out=index % 3 == 0,
            ),
            rounds=round_results(index, rounds),
        )
        for index, name in enumerate(NAMES)
    )
    return ResultSheets(HEADER, players, per_page=per_page, paper=paper)  # type: ignore[arg-type]


def master_sheet(rounds: int = 4, rows_per_page: int = 10) -> MasterSheet:
    rows = tuple(
        MasterRow(index + 1, number(index), name, round_results(index, rounds))
        for index, name in enumerate(NAMES)
    )
    return MasterSheet(
        HEADER, rows, rounds=rounds, rows_per_page=rows_per_page, return_block=RETURN_BLOCK
    )


def pairings(slips_per_page: int = 8) -> RoundPairings:
    """Seven tables (numbered out of order on purpose) and a bye."""
    games = []
    for table in range(1, 8):
        a, b = 2 * (table - 1), 2 * (table - 1) + 1
        games.append(
            RoundTable.pair(
                table, number(a), NAMES[a], number(b), NAMES[b], a_record="2-0", b_record="1-1"
            )
        )
    games.reverse()
    games.append(RoundTable.pair(None, number(14), NAMES[14], a_record="1-1"))
    return RoundPairings(HEADER, tuple(games), slips_per_page=slips_per_page)  # type: ignore[arg-type]


def standings() -> Standings:
    rows = tuple(
        StandingRow(
            rank=index + 1,
            number=number(index),
            name=name,
            points=3 * (4 - index // 4),
            wins=4 - index // 4,
            losses=index // 4,
            record=f"{4 - index // 4}-{index // 4}-0",
            tiebreakers=(f"{70 - index:.2f}%", f"{60 + index:.2f}%"),
            dropped=index == 9,
        )
        for index, name in enumerate(NAMES)
    )
    return Standings(
        HEADER,
        rows,
        ("OMW%", "GW%"),
        note="Ties are broken by opponents' match-win percentage, then game-win.",
    )


def penalty_report() -> PenaltyReport:
    return PenaltyReport(
        HEADER,
        (
            PenaltyEntry(
                2,
                5,
                number(3),
                NAMES[3],
                "Renege: duplicate not discarded",
                "Battle lost",
                "Marta Kowalski",
                "First renege this event",
            ),
            PenaltyEntry(3, 1, number(0), NAMES[0], "Stalling", "Warning", "Marta Kowalski"),
        ),
    )


def adjudication() -> AdjudicationRecord:
    return AdjudicationRecord(
        header=HEADER,
        table=7,
        a_number=number(2),
        a_name=NAMES[2],
        b_number=number(0),
        b_name=NAMES[0],
        inputs=(
            AdjudicationInput("Completed missions", "4", "4"),
            AdjudicationInput("Defeated missions", "1", "1"),
            AdjudicationInput("Life left (out of 80)", "52", "47"),
            AdjudicationInput("Cards left in the draw pile", "18", "22"),
        ),
        steps=(
            AdjudicationStep("Outright win", outcome="none"),
            AdjudicationStep("Players agree", outcome="no agreement"),
            AdjudicationStep("Net missions", "3", "3", "tied"),
            AdjudicationStep("Life left of 80", "52", "47", f"{number(2)} ahead", decided=True),
            AdjudicationStep("Cards left", "18", "22", "not reached"),
        ),
        winner_number=number(2),
        verdict="Net missions were tied; life left out of 80 decided the game.",
        rules_edition="Tournament kit, 2026 edition",
        official="Marta Kowalski",
        recorded_at="2026-04-12 14:05",
    )


def bracket_single(players: int = 6, paper: str = "Letter") -> BracketChart:
    return single_elimination(players, header=HEADER, paper=paper, played_rounds=1)


def bracket_double(players: int = 8, paper: str = "Letter") -> BracketChart:
    return double_elimination(players, header=HEADER, paper=paper)


DOCUMENTS: dict[str, Callable[[], bytes]] = {
    "result-sheets": lambda: printing.render_result_sheets(result_sheets()),
    "result-sheets-2up": lambda: printing.render_result_sheets(
        result_sheets(per_page=2, paper="A4")
    ),
    "blank-result-sheet": lambda: printing.render_result_sheets(
        ResultSheets(EventHeader(), (PlayerSheet(),))
    ),
    "master-sheet": lambda: printing.render_master_sheet(master_sheet()),
    "pairings-by-table": lambda: printing.render_pairings_by_table(pairings()),
    "pairings-by-name": lambda: printing.render_pairings_by_name(pairings()),
    "slips": lambda: printing.render_slips(pairings()),
    "standings": lambda: printing.render_standings(standings()),
    "penalties": lambda: printing.render_penalty_report(penalty_report()),
    "adjudication": lambda: printing.render_adjudication_record(adjudication()),
    "bracket-single": lambda: printing.render_bracket_chart(bracket_single()),
    "bracket-double": lambda: printing.render_bracket_chart(bracket_double()),
}
