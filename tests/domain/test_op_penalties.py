"""The penalty state machine: reneges, forfeits, disqualification, DoF scopes, overrides."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.rules.overpower.penalties import (
    Incident,
    JudgeOverride,
    Outcome,
    PenaltyKind,
    PenaltyRecord,
    assess,
    parse_kind,
)
from opl_tournament.domain.rules.overpower.policy import PenaltyPolicy

RENEGE = PenaltyKind.RENEGE


def play(incidents: list[Incident], policy: PenaltyPolicy | None = None) -> list[PenaltyRecord]:
    """Assess incidents one after another, keeping each answer as a record."""
    records: list[PenaltyRecord] = []
    for incident in incidents:
        records.append(assess(records, incident, policy).record())
    return records


def test_first_renege_loses_the_battle_only() -> None:
    answer = assess([], Incident("0001", RENEGE, game="R1-T1"))
    assert (answer.battle_lost, answer.game_forfeited, answer.disqualified) == (True, False, False)
    assert (answer.reneges_in_game, answer.reneges_in_event) == (1, 1)
    assert answer.result_code is None and answer.method is None
    assert "battle is lost" in answer.explanation


def test_second_renege_in_one_game_forfeits_that_game() -> None:
    records = play([Incident("0001", RENEGE, game="R1-T1")])
    answer = assess(records, Incident("0001", RENEGE, game="R1-T1"))
    assert (answer.battle_lost, answer.game_forfeited, answer.disqualified) == (True, True, False)
    assert answer.result_code == "FORFEIT_L" and answer.method == "renege_forfeit"
    assert answer.reneges_in_game == 2


def test_reneges_in_different_games_do_not_forfeit_but_the_third_disqualifies() -> None:
    records = play([Incident("0001", RENEGE, game="R1-T1"), Incident("0001", RENEGE, game="R2-T4")])
    assert not any(r.outcome.game_forfeited for r in records)
    answer = assess(records, Incident("0001", RENEGE, game="R3-T2"))
    assert (answer.reneges_in_game, answer.reneges_in_event) == (1, 3)
    assert answer.disqualified and answer.game_forfeited and answer.method == "dq"


def test_dq_beats_forfeit_when_second_in_game_is_third_in_event() -> None:
    records = play([Incident("0001", RENEGE, game="R1-T1"), Incident("0001", RENEGE, game="R2-T4")])
    answer = assess(records, Incident("0001", RENEGE, game="R2-T4"))
    assert (answer.reneges_in_game, answer.reneges_in_event) == (2, 3)
    assert answer.disqualified and answer.game_forfeited
    assert answer.method == "dq"
    assert "disqualifies" in answer.explanation


def test_other_players_reneges_are_not_counted() -> None:
    records = play([Incident("0002", RENEGE, game="R1-T1")])
    answer = assess(records, Incident("0001", RENEGE, game="R1-T1"))
    assert (answer.reneges_in_game, answer.reneges_in_event) == (1, 1)


def test_voided_records_do_not_count() -> None:
    voided = PenaltyRecord("0001", RENEGE, game="R1-T1", outcome=Outcome(True), voided=True)
    answer = assess([voided], Incident("0001", RENEGE, game="R1-T1"))
    assert answer.reneges_in_game == 1 and not answer.game_forfeited


def test_irregularity_is_not_a_renege() -> None:
    records = play(
        [
            Incident("0001", PenaltyKind.IRREGULARITY, game="R1-T1"),
            Incident("0001", RENEGE, game="R1-T1"),
        ]
    )
    assert records[0].outcome == Outcome()
    assert not records[1].outcome.game_forfeited


def test_policy_thresholds_are_data() -> None:
    strict = PenaltyPolicy(reneges_to_forfeit_game=1, reneges_to_disqualify=2)
    answer = assess([], Incident("0001", RENEGE, game="R1-T1"), strict)
    assert answer.game_forfeited and not answer.disqualified


@pytest.mark.parametrize(
    ("scope", "game", "forfeited", "disqualified"),
    [
        (None, "R2-T3", True, True),  # default scope: removal from the event
        ("event", "R2-T3", True, True),
        ("event", None, False, True),  # between games: nothing to forfeit
        ("game", "R2-T3", True, False),
    ],
)
def test_declaration_of_forfeiture_scopes(
    scope: str | None, game: str | None, forfeited: bool, disqualified: bool
) -> None:
    incident = Incident("0001", PenaltyKind.DOF, game=game, infraction="stalling", scope=scope)
    answer = assess([], incident)
    assert (answer.game_forfeited, answer.disqualified) == (forfeited, disqualified)
    assert answer.scope == (scope or "event")
    assert answer.method == "dof"
    assert "stalling" in answer.explanation


def test_policy_default_dof_scope_game() -> None:
    answer = assess(
        [], Incident("0001", PenaltyKind.DOF, game="R1-T1"), PenaltyPolicy(dof_default_scope="game")
    )
    assert answer.game_forfeited and not answer.disqualified and answer.scope == "game"


def test_game_loss_and_disqualification() -> None:
    loss = assess([], Incident("0001", PenaltyKind.GAME_LOSS, game="R1-T1"))
    assert loss.game_forfeited and not loss.disqualified and loss.method == "game_loss"
    dq = assess([], Incident("0001", PenaltyKind.DISQUALIFICATION, game="R1-T1"))
    assert dq.game_forfeited and dq.disqualified and dq.method == "dq"


def test_warnings_have_no_consequence_and_escalation_is_optional() -> None:
    warn = Incident("0001", PenaltyKind.WARNING, game="R1-T1", infraction="coaching")
    records = play([warn])
    again = assess(records, warn)
    assert again.outcome == Outcome() and again.advice is None
    prompted = assess(records, warn, PenaltyPolicy(warning_escalation="same_type_x2_prompt_dof"))
    assert prompted.outcome == Outcome()
    assert prompted.advice is not None and "Declaration of Forfeiture" in prompted.advice


def test_disqualified_player_gets_no_more_penalties() -> None:
    records = play([Incident("0001", PenaltyKind.DISQUALIFICATION)])
    with pytest.raises(RefusedAction, match="already disqualified"):
        assess(records, Incident("0001", PenaltyKind.WARNING))


def test_forfeited_game_takes_no_more_reneges() -> None:
    records = play([Incident("0001", RENEGE, game="G1"), Incident("0001", RENEGE, game="G1")])
    with pytest.raises(RefusedAction, match="already forfeited"):
        assess(records, Incident("0001", RENEGE, game="G1"))


def test_judge_override_replaces_the_automatic_answer_and_keeps_it_for_audit() -> None:
    records = play([Incident("0001", RENEGE, game="G1")])
    answer = assess(
        records,
        Incident("0001", RENEGE, game="G1"),
        override=JudgeOverride(reason="opponent caused the mix-up", game_forfeited=False),
    )
    assert answer.overridden
    assert answer.automatic == Outcome(battle_lost=True, game_forfeited=True)
    assert (answer.battle_lost, answer.game_forfeited) == (True, False)
    assert answer.result_code is None and answer.method is None
    assert "opponent caused the mix-up" in answer.explanation
    # The renege itself still counts: a third one disqualifies.
    records.append(answer.record())
    assert assess(records, Incident("0001", RENEGE, game="G2")).disqualified


def test_override_can_add_a_consequence() -> None:
    answer = assess(
        [],
        Incident("0001", PenaltyKind.WARNING, game="G1", infraction="hand_below_table"),
        override=JudgeOverride(reason="repeated", game_forfeited=True),
    )
    assert answer.game_forfeited and answer.method == "game_loss"


@pytest.mark.parametrize(
    ("incident", "override", "error", "field"),
    [
        (Incident("0001", RENEGE), None, InvalidInput, "game"),
        (Incident("0001", PenaltyKind.GAME_LOSS), None, InvalidInput, "game"),
        (Incident("0001", PenaltyKind.DOF, scope="game"), None, InvalidInput, "game"),
        (Incident("0001", PenaltyKind.DOF, game="G", scope="round"), None, InvalidInput, "scope"),
        (Incident("0001", RENEGE, game="G", scope="event"), None, InvalidInput, "scope"),
        (Incident(" ", PenaltyKind.WARNING), None, InvalidInput, "player"),
        (
            Incident("0001", RENEGE, game="G"),
            JudgeOverride(reason=" "),
            InvalidInput,
            "override.reason",
        ),
        (
            Incident("0001", PenaltyKind.WARNING),
            JudgeOverride(reason="x", game_forfeited=True),
            InvalidInput,
            "game",
        ),
    ],
)
def test_bad_incidents_are_refused(
    incident: Incident, override: JudgeOverride | None, error: type[Exception], field: str
) -> None:
    with pytest.raises(error) as caught:
        assess([], incident, override=override)
    assert getattr(caught.value, "field", None) == field


@pytest.mark.parametrize(
    "kind", [PenaltyKind.DOF, PenaltyKind.DISQUALIFICATION, PenaltyKind.GAME_LOSS]
)
def test_only_the_judge_imposes_forfeits_and_disqualification(kind: PenaltyKind) -> None:
    with pytest.raises(RefusedAction, match="only the head judge"):
        assess([], Incident("0001", kind, game="G1", by_judge=False))


def test_parse_kind_accepts_names_and_short_forms() -> None:
    assert parse_kind("DoF") is PenaltyKind.DOF
    assert parse_kind("dq") is PenaltyKind.DISQUALIFICATION
    assert parse_kind("Game loss") is PenaltyKind.GAME_LOSS
    with pytest.raises(InvalidInput):
        parse_kind("yellow card")
