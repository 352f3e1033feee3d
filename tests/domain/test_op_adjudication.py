"""Time-called OverPower games: the ladder, the life count, KO from hits, and the form's checks."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower import RULES
from opl_tournament.domain.rules.overpower.policy import DEFAULT_POLICY, policy_from_mapping
from opl_tournament.domain.rules.overpower.time_call import (
    RESULT_TYPES,
    adjudicate,
    adjudicate_detailed,
)
from tests.domain.adjudication_forms import game, hit, player, team

# Each row: the form, the expected winner and the step that decided it.
LADDER = [
    pytest.param(
        game(player("0001", 1, 5), player("0002", 6, 0), outright_winner="0001"),
        "0001",
        "outright",
        id="outright win stands over everything",
    ),
    pytest.param(
        game(player("0001", 1, 5), player("0002", 6, 0), agreed_winner="0001"),
        "0001",
        "agreement",
        id="agreement stands over the count",
    ),
    pytest.param(
        game(player("0001", 3, 1), player("0002", 4, 3)),
        "0001",
        "net_missions",
        id="net missions decide (2 vs 1)",
    ),
    pytest.param(
        game(
            player("0001", 3, 1, characters=team([hit(5)])),
            player("0002", 2, 0, characters=team([hit(6)])),
        ),
        "0001",
        "life_points",
        id="net missions level, life decides (75 vs 74)",
    ),
    pytest.param(
        game(player("0001", 2, 0, 12), player("0002", 3, 1, 13)),
        "0002",
        "cards_remaining",
        id="missions and life level, draw pile decides",
    ),
    pytest.param(
        game(
            player("0001", draw_pile=0, exhausted=True, power_pack=30),
            player("0002", draw_pile=1),
        ),
        "0002",
        "cards_remaining",
        id="an unexhausted draw pile beats an exhausted one",
    ),
    pytest.param(
        game(
            player("0001", exhausted=True, power_pack=9),
            player("0002", exhausted=True, power_pack=8),
        ),
        "0001",
        "cards_remaining",
        id="both exhausted: the power packs decide",
    ),
    pytest.param(
        game(player("0001", 0, 0, 15), player("0002", 0, 0, 15)),
        None,
        "judge",
        id="level on everything: the judge decides",
    ),
]


@pytest.mark.parametrize(("state", "winner", "decided_by"), LADDER)
def test_each_step_of_the_ladder(
    state: dict[str, Any], winner: str | None, decided_by: str
) -> None:
    verdict = adjudicate(state)
    assert (verdict.winner, verdict.decided_by) == (winner, decided_by)


def test_verdict_json_has_exactly_the_documented_shape() -> None:
    state = game(
        player("0001", 3, 1, characters=team([hit(5), hit(3, "multipower", "battle",
                                                    icons=["energy", "strength"])])),
        player("0002", 2, 0, characters=team([hit(20)])),
    )  # fmt: skip
    document = RULES.adjudicate(state).as_json()
    assert set(document) == {"winner", "decided_by", "players", "explanation"}
    assert document["players"] == {
        "0001": {"net_missions": 2, "life_points": 72, "cards_remaining": 20, "knocked_out": []},
        "0002": {
            "net_missions": 2,
            "life_points": 60,
            "cards_remaining": 20,
            "knocked_out": ["Wolverine"],
        },
    }
    assert document["winner"] == "0001" and document["decided_by"] == "life_points"
    assert json.loads(json.dumps(document)) == document


def test_every_decided_by_is_a_declared_result_type() -> None:
    codes = {r.code for r in RULES.result_types()}
    assert codes == {r.code for r in RESULT_TYPES}
    assert {"outright", "agreement", "net_missions", "life_points", "cards_remaining",
            "judge"} <= codes  # fmt: skip


def test_ties_fall_through_and_explanation_names_each_level_step() -> None:
    result = adjudicate_detailed(game(player("0001", 2, 0, 12), player("0002", 3, 1, 13)))
    assert [(s.step, s.decided) for s in result.steps] == [
        ("net_missions", False),
        ("life_points", False),
        ("cards_remaining", True),
    ]
    text = str(result.verdict.explanation)
    assert "Level on net completed missions and team life points" in text
    assert "0002 wins on cards left" in text


def test_exhausted_pile_reports_the_power_pack_count() -> None:
    verdict = adjudicate(
        game(
            player("0001", exhausted=True, power_pack=9),
            player("0002", exhausted=True, power_pack=8),
        )
    )
    assert verdict.players["0001"]["cards_remaining"] == 9
    assert "power pack" in str(verdict.explanation)


def test_life_counts_record_and_battle_hits_and_zero_for_ko() -> None:
    characters = team([hit(4), hit(3, zone="battle")], [hit(25)], [], [], ko=(2,))
    verdict = adjudicate(game(player("0001", characters=characters), player("0002")))
    # Wolverine 13, Storm 0 (25 damage), Cyclops 0 (KO'd on the form), Gambit 20.
    assert verdict.players["0001"]["life_points"] == 33
    assert verdict.players["0001"]["knocked_out"] == ["Storm", "Cyclops"]


def test_ko_detected_from_hits_although_the_form_says_not_kod() -> None:
    spectrum = [hit(1, "energy"), hit(1, "fighting"), hit(1, "strength", "battle")]
    state = game(player("0001", characters=team(spectrum)), player("0002"))
    verdict = adjudicate(state)
    assert verdict.players["0001"]["knocked_out"] == ["Wolverine"]
    assert verdict.players["0001"]["life_points"] == 60
    assert verdict.winner == "0002" and verdict.decided_by == "life_points"
    assert "Wolverine (0001) counts as KO'd" in str(verdict.explanation)


def test_fusion_choosing_the_spectrum_changes_the_result() -> None:
    fused = [
        hit(1, "energy"),
        hit(1, "fighting"),
        hit(1, "multipower", icons=["energy", "intellect"]),
    ]
    verdict = adjudicate(game(player("0001", characters=team(fused)), player("0002")))
    assert verdict.players["0001"]["knocked_out"] == ["Wolverine"]
    assert verdict.winner == "0002"


def test_character_named_by_the_rules_needs_four_types() -> None:
    characters = team([hit(1, "energy"), hit(1, "fighting"), hit(1, "strength")])
    characters[0]["name"] = "Ghost Rider"
    verdict = adjudicate(game(player("0001", characters=characters), player("0002")))
    assert verdict.players["0001"]["knocked_out"] == []
    assert verdict.players["0001"]["life_points"] == 77


def test_raised_threshold_prevents_the_cumulative_ko_but_life_stays_out_of_20() -> None:
    characters = team([hit(8), hit(8), hit(6)])
    characters[0]["hits_to_ko"] = 30  # BF played
    verdict = adjudicate(game(player("0001", characters=characters), player("0002")))
    assert verdict.players["0001"]["knocked_out"] == []
    assert verdict.players["0001"]["life_points"] == 60  # fixed 20 basis: max(0, 20 - 22)


# --- policies -------------------------------------------------------------------------------


def test_policy_can_refuse_agreements() -> None:
    state = game(player("0001", 3, 1), player("0002", 4, 3), agreed_winner="0002")
    verdict = adjudicate(state, {"timecall": {"allow_agreement": False}})
    assert (verdict.winner, verdict.decided_by) == ("0001", "net_missions")


def test_policy_life_basis_effective_threshold() -> None:
    characters = team([hit(8), hit(8), hit(6)])
    characters[0]["hits_to_ko"] = 30
    state = game(player("0001", characters=characters), player("0002"))
    verdict = adjudicate(state, {"timecall.life_basis": "effective_threshold"})
    assert verdict.players["0001"]["life_points"] == 8 + 60


def test_policy_ko_from_hits_off_trusts_the_form() -> None:
    spectrum = [hit(1, "energy"), hit(1, "fighting"), hit(1, "strength")]
    state = game(player("0001", characters=team(spectrum)), player("0002"))
    verdict = adjudicate(state, {"timecall": {"ko_from_hits": False}})
    assert verdict.players["0001"]["knocked_out"] == []
    assert verdict.players["0001"]["life_points"] == 77


def test_policy_cascade_order_and_kit_aliases() -> None:
    state = game(player("0001", 3, 1, 10), player("0002", 2, 1, 30))
    verdict = adjudicate(state, {"timecall.cascade": ["cards_left", "life80"]})
    assert (verdict.winner, verdict.decided_by) == ("0002", "cards_remaining")


def test_policy_battle_hits_excluded_from_life() -> None:
    characters = team([hit(4), hit(3, zone="battle")])
    state = game(player("0001", characters=characters), player("0002"))
    verdict = adjudicate(state, {"timecall": {"life_counts_battle_hits": False}})
    assert verdict.players["0001"]["life_points"] == 76


def test_policy_coin_flip_is_seeded_and_repeatable() -> None:
    state = game(player("0001", 0, 0, 15), player("0002", 0, 0, 15))
    policy = {"timecall": {"final": "coin_flip", "coin_seed": 7}}
    first = adjudicate(state, policy)
    assert first.decided_by == "coin_flip" and first.winner in ("0001", "0002")
    assert adjudicate(state, policy).winner == first.winner


def test_policy_keeps_edition_and_date_and_round_trips() -> None:
    custom = policy_from_mapping({"edition": "OPL 2027", "date": "2027-01-01",
                                  "timecall": {"allow_agreement": False}})  # fmt: skip
    assert (custom.edition, custom.date) == ("OPL 2027", "2027-01-01")
    assert policy_from_mapping(custom.as_json()) == custom
    assert policy_from_mapping(None) == DEFAULT_POLICY
    assert DEFAULT_POLICY.timecall.cascade == ("net_missions", "life_points", "cards_remaining")


def test_an_event_stored_with_the_retired_bye_option_still_reads() -> None:
    stored = {"penalty": {"dq_bye_counts_toward_limit": True, "reneges_to_disqualify": 4}}
    policy = policy_from_mapping(stored)
    assert policy.penalty.reneges_to_disqualify == 4
    assert "dq_bye_counts_toward_limit" not in policy.as_json()["penalty"]


@pytest.mark.parametrize(
    ("policy", "field"),
    [
        ({"timecall": {"alow_agreement": False}}, "policy.timecall.alow_agreement"),
        ({"timecall": {"allow_agreement": "yes"}}, "policy.timecall.allow_agreement"),
        ({"timecall": {"cascade": ["coin"]}}, "policy.timecall.cascade[0]"),
        ({"timecall": {"life_basis": "fixed30"}}, "policy.timecall.life_basis"),
        ({"timecall": {"final": "coin_flip"}}, "policy.timecall.coin_seed"),
        ({"scoring": {}}, "policy.scoring"),
        ({"ko": {"spectrum_types": 5}}, "policy.ko.spectrum_types"),
        ({"penalty": {"dof_default_scope": "round"}}, "policy.penalty.dof_default_scope"),
    ],
)
def test_bad_policies_are_refused(policy: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        adjudicate(game(player("0001"), player("0002")), policy)
    assert caught.value.field == field


# --- input errors ---------------------------------------------------------------------------


def _mutated(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    state = copy.deepcopy(game(player("0001", characters=team([hit(3)])), player("0002")))
    target: Any = state
    for step in path[:-1]:
        target = target[step]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return state


DELETE = object()
P0C0H0 = ("players", 0, "characters", 0, "hits", 0)

INPUT_ERRORS = [
    (("players", 0, "missions", "completed"), 8, "players[0].missions.completed"),
    (("players", 0, "missions", "defeated"), -1, "players[0].missions.defeated"),
    (("players", 0, "missions"), {"completed": 5, "defeated": 3}, "players[0].missions"),
    (("players", 0, "missions", "completed"), "3", "players[0].missions.completed"),
    (("players", 0, "missions", "completed"), True, "players[0].missions.completed"),
    (("players", 0, "missions", "defeated"), DELETE, "players[0].missions.defeated"),
    (("players", 0, "missions"), DELETE, "players[0].missions"),
    (("players", 0, "missions", "failed"), 1, "players[0].missions.failed"),
    (("players", 1, "draw_pile"), -2, "players[1].draw_pile"),
    (("players", 1, "draw_pile"), DELETE, "players[1].draw_pile"),
    (("players", 1, "power_pack"), 2.5, "players[1].power_pack"),
    (("players", 1, "draw_pile_exhausted"), "no", "players[1].draw_pile_exhausted"),
    (("players", 1, "id"), "", "players[1].id"),
    (("players", 1, "id"), 2, "players[1].id"),
    (("players", 1, "id"), "0001", "players[1].id"),
    (("players", 1), "0002", "players[1]"),
    (("players", 1, "characters"), [], "players[1].characters"),
    (("players", 1, "characters"), {"name": "x"}, "players[1].characters"),
    (("players", 0, "characters", 2, "name"), None, "players[0].characters[2].name"),
    (("players", 0, "characters", 2, "ko"), "false", "players[0].characters[2].ko"),
    (("players", 0, "characters", 2, "hits_to_ko"), 0, "players[0].characters[2].hits_to_ko"),
    (("players", 0, "characters", 2, "hits"), {}, "players[0].characters[2].hits"),
    (("players", 0, "characters", 2, "immune"), ["venture"], "players[0].characters[2].immune[0]"),
    (("players", 0, "characters", 2, "colour"), "red", "players[0].characters[2].colour"),
    ((*P0C0H0, "type"), "psychic", "players[0].characters[0].hits[0].type"),
    ((*P0C0H0, "type"), DELETE, "players[0].characters[0].hits[0].type"),
    ((*P0C0H0, "card"), "tactic", "players[0].characters[0].hits[0].card"),
    ((*P0C0H0, "zone"), "hand", "players[0].characters[0].hits[0].zone"),
    ((*P0C0H0, "value"), -1, "players[0].characters[0].hits[0].value"),
    ((*P0C0H0, "value"), "5", "players[0].characters[0].hits[0].value"),
    ((*P0C0H0, "icons"), ["energy", "psionic"], "players[0].characters[0].hits[0].icons[1]"),
    ((*P0C0H0, "type"), "multipower", "players[0].characters[0].hits[0].icons"),
    (("players",), [], "players"),
    (("players",), DELETE, "players"),
    (("players",), "0001,0002", "players"),
    (("outright_winner",), "0003", "outright_winner"),
    (("agreed_winner",), "9999", "agreed_winner"),
    (("agreed_winner",), 1, "agreed_winner"),
    (("game",), "vs-tcg", "game"),
    (("winner",), "0001", "winner"),
]


@pytest.mark.parametrize(("path", "value", "field"), INPUT_ERRORS, ids=[e[2] for e in INPUT_ERRORS])
def test_bad_input_names_the_field(path: tuple[Any, ...], value: Any, field: str) -> None:
    state = _mutated(path, value)
    with pytest.raises(InvalidInput) as caught:
        adjudicate(state)
    assert caught.value.field == field
    assert field in str(caught.value)


def test_three_players_refused() -> None:
    state = game(player("0001"), player("0002"))
    state["players"].append(player("0003"))
    with pytest.raises(InvalidInput, match="exactly two players"):
        adjudicate(state)


def test_the_form_must_be_an_object() -> None:
    with pytest.raises(InvalidInput) as caught:
        adjudicate([])  # type: ignore[arg-type]
    assert caught.value.field == "state"


def test_exhausted_pile_needs_the_power_pack() -> None:
    state = game(player("0001", exhausted=True), player("0002"))
    del state["players"][0]["power_pack"]
    with pytest.raises(InvalidInput) as caught:
        adjudicate(state)
    assert caught.value.field == "players[0].power_pack"


def test_exhausted_pile_needs_no_draw_pile_count() -> None:
    state = game(player("0001", exhausted=True, power_pack=3), player("0002", 2, 2))
    del state["players"][0]["draw_pile"]
    assert adjudicate(state).winner == "0001"
