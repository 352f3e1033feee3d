"""The published tiebreaker vectors (research notes §8.1 and §8.2), through compute_standings."""

from __future__ import annotations

import pytest

from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    MatchRecord,
    ResultCode,
    TiebreakPreset,
)
from opl_tournament.domain.standings import (
    compute_records,
    compute_standings,
    game_win_pct,
    match_win_pct,
)

PLAYERS = [Entrant(n, name=n) for n in "ABCDE"]


def win(round_: int, table: int, a: str, b: str, games: tuple[int, int]) -> MatchRecord:
    return MatchRecord(round_, table, a, b, a, ResultCode.WIN, games_a=games[0], games_b=games[1])


def bye(round_: int, table: int, a: str) -> MatchRecord:
    return MatchRecord(round_, table, a, None, a, ResultCode.BYE)


# The worked 5-player, 3-round, best-of-three event.
EVENT = [
    win(1, 1, "A", "B", (2, 0)),
    win(1, 2, "C", "D", (2, 1)),
    bye(1, 3, "E"),
    win(2, 1, "A", "C", (2, 1)),
    win(2, 2, "B", "E", (2, 1)),
    bye(2, 3, "D"),
    MatchRecord(3, 1, "A", "D", None, ResultCode.DRAW, games_a=1, games_b=1, games_drawn=1),
    win(3, 2, "C", "E", (2, 1)),
    bye(3, 3, "B"),
]


def standings(preset: TiebreakPreset):  # type: ignore[no-untyped-def]
    return compute_standings(EventConfig(tiebreaks=preset), PLAYERS, EVENT)


def test_magic_tiebreakers_of_the_worked_event() -> None:
    table = standings(TiebreakPreset.MAGIC)
    rows = {row.number: row for row in table.rows}
    assert [row.number for row in table.rows] == ["A", "B", "C", "D", "E"]
    assert [row.points for row in table.rows] == [7, 6, 6, 4, 3]
    expected = {
        "A": (0.5926, 0.6667, 0.5562),
        "B": (0.5556, 0.5714, 0.5833),
        "C": (0.5185, 0.5556, 0.5694),
        "D": (0.7222, 0.5417, 0.6111),
        "E": (0.6667, 0.5000, 0.5635),
    }
    for number, (omw, gw, ogw) in expected.items():
        values = rows[number].tiebreakers
        assert values["omw"] == pytest.approx(omw, abs=5e-5)
        assert values["gw"] == pytest.approx(gw, abs=5e-5)
        assert values["ogw"] == pytest.approx(ogw, abs=5e-5)
    assert rows["A"].explanations["omw"] == (
        "OMW 59.26 % = average of 66.67 % (B), 66.67 % (C), 44.44 % (D)"
    )
    assert rows["A"].explanations["gw"] == "GW 66.67 % = 16 game points / (3 × 8 games)"


def test_match_win_percentages_keep_one_third_above_the_floor() -> None:
    config = EventConfig()
    records = compute_records(config, PLAYERS, EVENT)
    assert match_win_pct(config, records["E"]) == pytest.approx(1 / 3)
    assert match_win_pct(config, records["D"]) == pytest.approx(4 / 9)
    assert game_win_pct(records["B"]) == pytest.approx(12 / 21)


@pytest.mark.parametrize(
    ("record", "rounds", "expected"),
    [((5, 2, 1), 8, 16 / 24), ((1, 3, 0), 4, 0.33), ((3, 2, 0), 5, 0.60)],
)
def test_the_mtr_match_win_examples(
    record: tuple[int, int, int], rounds: int, expected: float
) -> None:
    wins, losses, draws = record
    config = EventConfig()
    matches = []
    opponents = iter(f"O{i}" for i in range(rounds))
    names = [f"O{i}" for i in range(rounds)]
    outcomes = ["W"] * wins + ["L"] * losses + ["D"] * draws
    for round_, outcome in enumerate(outcomes, start=1):
        other = next(opponents)
        if outcome == "W":
            matches.append(MatchRecord(round_, 1, "P", other, "P", ResultCode.WIN))
        elif outcome == "L":
            matches.append(MatchRecord(round_, 1, "P", other, other, ResultCode.WIN))
        else:
            matches.append(MatchRecord(round_, 1, "P", other, None, ResultCode.DRAW))
    entrants = [Entrant("P"), *(Entrant(n) for n in names)]
    record_of = compute_records(config, entrants, matches)["P"]
    assert match_win_pct(config, record_of) == pytest.approx(expected, abs=5e-4)


def test_chess_style_tiebreakers_of_the_worked_event() -> None:
    rows = {row.number: row for row in standings(TiebreakPreset.BUCHHOLZ).rows}
    assert {n: rows[n].tiebreakers["buchholz"] for n in "ABCDE"} == {
        "A": 16, "B": 10, "C": 14, "D": 13, "E": 12,
    }  # fmt: skip
    assert {n: rows[n].tiebreakers["sb"] for n in "ABCDE"} == {
        "A": 14, "B": 3, "C": 7, "D": 3.5, "E": 0,
    }  # fmt: skip
    median = {
        r.number: r.tiebreakers["median_buchholz"]
        for r in standings(TiebreakPreset.MEDIAN_BUCHHOLZ).rows
    }
    assert median == {"A": 6, "B": None, "C": 4, "D": None, "E": None}


def test_an_event_without_players_has_empty_standings() -> None:
    for preset in TiebreakPreset:
        assert compute_standings(EventConfig(tiebreaks=preset), [], []).rows == ()


def test_a_bye_from_a_disqualified_opponent_goes_to_the_player_who_stayed() -> None:
    players = [Entrant("A"), Entrant("B")]
    for winner in ("A", "B"):
        match = MatchRecord(1, 1, "A", "B", winner, ResultCode.BYE_DQ)
        records = compute_records(EventConfig(), players, [match])
        loser = "B" if winner == "A" else "A"
        assert (records[winner].points, records[winner].byes) == (3, 1)
        assert records[winner].pairing_byes == 0, "it is not the player's one pairing bye"
        assert records[loser].points == 0
