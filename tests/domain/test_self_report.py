"""The self-report state machine: claims, agreement, disputes, withdrawals and refusals."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.self_report import (
    Claim,
    NotYours,
    SelfReportMode,
    TableFacts,
    TableReports,
    TableStatus,
    accept,
    confirm,
    mode_for,
    report,
    withdraw,
)

A, B = "0001", "0002"
FACTS = TableFacts(round=2, current_round=2, table=7, players=(A, B), mode=SelfReportMode.CONFIRM)
NONE = TableReports()


def test_one_report_waits_for_the_opponent() -> None:
    step = report(FACTS, NONE, Claim(A, winner=A))
    assert step.status is TableStatus.AWAITING_OPPONENT
    assert step.record is None
    assert step.reports.of(A) == Claim(A, winner=A)


def test_the_opponent_confirming_records_the_result() -> None:
    first = report(FACTS, NONE, Claim(A, winner=B))
    step = confirm(FACTS, first.reports, B)
    assert step.status is TableStatus.RECORDED
    assert step.record is not None and step.record.winner == B


def test_the_opponent_reporting_the_same_result_records_it() -> None:
    first = report(FACTS, NONE, Claim(A, result="double-loss"))
    step = report(FACTS, first.reports, Claim(B, result="double-loss"))
    assert step.status is TableStatus.RECORDED


def test_in_judge_mode_an_agreed_result_waits_for_the_judge() -> None:
    facts = replace(FACTS, mode=SelfReportMode.JUDGE)
    agreed = confirm(facts, report(facts, NONE, Claim(A, winner=A)).reports, B)
    assert agreed.status is TableStatus.AWAITING_JUDGE and agreed.record is None
    with pytest.raises(RefusedAction, match="already confirmed"):
        confirm(facts, agreed.reports, B)
    with pytest.raises(RefusedAction, match="waits for the judge"):
        withdraw(facts, agreed.reports, A)
    accepted = accept(facts, agreed.reports, A)
    assert accepted.record == Claim(A, winner=A)


def test_different_reports_are_disputed_and_nothing_is_recorded() -> None:
    first = report(FACTS, NONE, Claim(A, winner=A))
    step = report(FACTS, first.reports, Claim(B, winner=B))
    assert step.status is TableStatus.DISPUTED and step.record is None
    judged = accept(FACTS, step.reports, B)
    assert judged.record == Claim(B, winner=B)


def test_a_player_takes_back_their_report_and_the_dispute_ends() -> None:
    disputed = report(FACTS, report(FACTS, NONE, Claim(A, winner=A)).reports, Claim(B, winner=B))
    after = withdraw(FACTS, disputed.reports, B)
    assert after.status is TableStatus.AWAITING_OPPONENT
    assert after.reports.of(B) is None
    assert confirm(FACTS, after.reports, B).status is TableStatus.RECORDED


def test_refusals_name_the_reason() -> None:
    claimed = report(FACTS, NONE, Claim(A, winner=A)).reports
    with pytest.raises(NotYours, match="not at table 7"):
        report(FACTS, NONE, Claim("0003", winner=A))
    with pytest.raises(RefusedAction, match="round 1 is not the current round"):
        report(replace(FACTS, round=1), NONE, Claim(A, winner=A))
    with pytest.raises(RefusedAction, match="already has a result"):
        report(replace(FACTS, recorded=True), NONE, Claim(A, winner=A))
    with pytest.raises(RefusedAction, match="time was called"):
        confirm(replace(FACTS, time_called=True), claimed, B)
    with pytest.raises(RefusedAction, match="do not report"):
        report(replace(FACTS, mode=SelfReportMode.OFF), NONE, Claim(A, winner=A))
    with pytest.raises(RefusedAction, match="already reported"):
        report(FACTS, claimed, Claim(A, winner=B))
    with pytest.raises(RefusedAction, match="nobody else"):
        confirm(FACTS, claimed, A)
    with pytest.raises(RefusedAction, match="no report"):
        withdraw(FACTS, claimed, B)
    with pytest.raises(RefusedAction, match="reported nothing"):
        accept(FACTS, claimed, B)


def test_results_the_game_does_not_allow_are_refused() -> None:
    with pytest.raises(RefusedAction, match="draw"):
        report(FACTS, NONE, Claim(A, result="draw"))
    assert report(replace(FACTS, draws=True), NONE, Claim(A, result="draw")).record is None
    with pytest.raises(RefusedAction, match="elimination"):
        report(replace(FACTS, elimination=True), NONE, Claim(A, result="double-loss"))
    with pytest.raises(InvalidInput, match="not at table"):
        report(FACTS, NONE, Claim(A, winner="0009"))
    with pytest.raises(InvalidInput, match="one of"):
        report(FACTS, NONE, Claim(A))
    with pytest.raises(InvalidInput, match="pods"):
        report(FACTS, NONE, Claim(A, places={A: 1, B: 2}))


POD = TableFacts(
    round=1,
    current_round=1,
    table=3,
    players=("0001", "0002", "0003"),
    sides=("0001", "0002", "0003"),
    mode=SelfReportMode.CONFIRM,
)


def test_a_pod_is_recorded_when_everyone_agrees_on_the_places() -> None:
    places = {"0001": 2, "0002": 1, "0003": 3}
    step = report(POD, NONE, Claim("0001", places=places))
    step = confirm(POD, step.reports, "0002")
    assert step.status is TableStatus.AWAITING_OPPONENT
    step = confirm(POD, step.reports, "0003")
    assert step.status is TableStatus.RECORDED and step.record is not None
    with pytest.raises(InvalidInput, match="each of"):
        report(POD, NONE, Claim("0001", places={"0001": 1, "0002": 2}))
    with pytest.raises(InvalidInput, match="from 1 to 3"):
        report(POD, NONE, Claim("0001", places={"0001": 1, "0002": 2, "0003": 4}))


def test_pods44_a_pod_player_confirming_twice_is_told_it_is_confirmed_already() -> None:
    places = {"0001": 2, "0002": 1, "0003": 3}
    step = confirm(POD, report(POD, NONE, Claim("0001", places=places)).reports, "0002")
    with pytest.raises(RefusedAction) as refused:
        confirm(POD, step.reports, "0002")  # the phone sends it again
    assert str(refused.value) == (
        "you have already confirmed this result; it waits for the others at your pod"
    )
    with pytest.raises(RefusedAction, match="already confirmed"):
        confirm(POD, step.reports, "0001")  # the one who reported it
    other = report(
        POD, step.reports.without("0002"), Claim("0002", places={"0001": 1, "0002": 2, "0003": 3})
    )
    with pytest.raises(RefusedAction, match="you reported a different result"):
        confirm(POD, other.reports, "0002")


def test_pods44_a_pods_refusals_say_pod() -> None:
    places = {"0001": 1, "0002": 2, "0003": 3}
    with pytest.raises(NotYours, match=r"^player 0009 is not at pod 3$"):
        report(POD, NONE, Claim("0009", places=places))
    with pytest.raises(RefusedAction, match=r"^nobody else at pod 3 has reported"):
        confirm(POD, NONE, "0001")
    with pytest.raises(RefusedAction, match=r"^time was called at pod 3: the judge decides"):
        report(replace(POD, time_called=True), NONE, Claim("0001", places=places))
    with pytest.raises(RefusedAction, match=r"^pod 3 of round 1 already has a result;"):
        report(replace(POD, recorded=True), NONE, Claim("0001", places=places))
    with pytest.raises(RefusedAction, match=r"^player 0002 has reported nothing at pod 3$"):
        accept(POD, NONE, "0002")


def test_the_cut_has_its_own_mode_or_the_swiss_rounds() -> None:
    assert mode_for(SelfReportMode.CONFIRM, SelfReportMode.JUDGE, True) is SelfReportMode.JUDGE
    assert mode_for(SelfReportMode.CONFIRM, SelfReportMode.JUDGE, False) is SelfReportMode.CONFIRM
    assert mode_for(SelfReportMode.CONFIRM, None, True) is SelfReportMode.CONFIRM


CLAIMS = st.sampled_from([{"winner": A}, {"winner": B}, {"result": "double-loss"}])
MOVES = st.lists(
    st.tuples(st.sampled_from(["report", "confirm", "withdraw"]), st.sampled_from([A, B]), CLAIMS),
    max_size=8,
)


@given(MOVES, st.sampled_from([SelfReportMode.CONFIRM, SelfReportMode.JUDGE]))
def test_any_sequence_of_moves_keeps_the_rules(moves: list, mode: SelfReportMode) -> None:
    """Whatever the players do: at most one claim each, a result is recorded only when both
    claimed the same, and disagreement is never recorded."""
    facts = replace(FACTS, mode=mode)
    reports = NONE
    for move, player, said in moves:
        try:
            if move == "report":
                step = report(facts, reports, Claim(player, **said))
            elif move == "confirm":
                step = confirm(facts, reports, player)
            else:
                step = withdraw(facts, reports, player)
        except RefusedAction:
            continue
        bys = [c.by for c in step.reports.claims]
        assert len(bys) == len(set(bys))
        if step.record is not None:
            assert mode is SelfReportMode.CONFIRM
            assert {c.by for c in step.reports.claims} == {A, B}
            assert all(c.agrees_with(step.record) for c in step.reports.claims)
            return
        if step.status is TableStatus.DISPUTED:
            assert not step.reports.claims[0].agrees_with(step.reports.claims[1])
        reports = step.reports


NUMBERS = st.sampled_from(["0001", "0002", "0003", "0004"])
ANY_CLAIM = st.one_of(
    st.builds(Claim, NUMBERS, winner=NUMBERS),
    st.builds(Claim, NUMBERS, result=st.sampled_from(["double-loss", "draw"])),
    st.builds(Claim, NUMBERS, places=st.dictionaries(NUMBERS, st.integers(1, 4), min_size=1)),
)


@given(st.lists(ANY_CLAIM, max_size=4))
def test_claims_read_back_as_stored(claims: list[Claim]) -> None:
    reports = TableReports(tuple(claims))
    assert TableReports.from_json(reports.to_json()) == reports


@given(ANY_CLAIM, NUMBERS)
def test_a_confirmation_agrees_with_what_it_confirms(claim: Claim, player: str) -> None:
    seconded = claim.seconded_by(player)
    assert seconded.by == player and seconded.agrees_with(claim)
