"""What each game allows, asked of its rules object instead of `if game == …` in the layers."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import Game
from opl_tournament.domain.pairing.pods import PodFormat
from opl_tournament.domain.rules.registry import all_rules, rules_for


def test_every_game_of_the_model_has_rules_and_a_name_of_its_own() -> None:
    assert [r.game for r in all_rules()] == [g.value for g in Game]
    labels = [r.label for r in all_rules()]
    assert len(set(labels)) == len(labels)
    assert all(label.strip() and "-" not in label for label in labels)


def test_overpower_is_legion_rated_fixed_head_to_head_and_never_drawn() -> None:
    overpower = rules_for(Game.OVERPOWER)
    assert overpower.label == "OverPower"
    assert overpower.legion_rated and not overpower.draws
    assert not overpower.adjustable_rules and overpower.pod_formats == frozenset()
    assert overpower.settings == (), "nothing for the judge to change"


@pytest.mark.parametrize("game", [Game.VS_TCG, Game.VS_2PCG])
def test_vs_system_games_draw_adjust_their_rules_and_are_not_legion_rated(game: Game) -> None:
    rules = rules_for(game)
    assert rules.draws and rules.adjustable_rules and not rules.legion_rated
    assert PodFormat.FREE_FOR_ALL in rules.pod_formats
    keys = [setting.key for setting in rules.settings]
    prefix = {Game.VS_TCG: "tcg.", Game.VS_2PCG: "p2."}[game]
    assert keys and all(key.startswith(prefix) for key in keys), "its own settings only"
    assert all(setting.label and setting.label != setting.key for setting in rules.settings)


def test_team_and_boss_pods_are_2pcg_formats_only() -> None:
    offering = {r.game for r in all_rules() if PodFormat.BOSS in r.pod_formats}
    assert offering == {"vs-2pcg"}
    assert {f.value for f in PodFormat} == set().union(*(r.pod_formats for r in all_rules()))


def test_an_unknown_game_is_named() -> None:
    with pytest.raises(InvalidInput, match="unknown game 'chess'"):
        rules_for("chess")


def test_each_game_says_how_its_forms_and_time_call_records_are_printed() -> None:
    overpower, tcg, two_pcg = (rules_for(g) for g in (Game.OVERPOWER, Game.VS_TCG, Game.VS_2PCG))
    assert overpower.brand == "" and tcg.brand == two_pcg.brand == "VS. SYSTEM"
    keys = {r.game: [key for key, _label in r.time_call_figures] for r in all_rules()}
    assert keys["overpower"] == ["net_missions", "life_points", "cards_remaining"]
    assert keys["vs-tcg"][0] == "endurance" and keys["vs-2pcg"][0] == "mc_wounds"
    assert overpower.rules_edition(None).startswith("legion-kit-")
    assert str(two_pcg.rules_edition({"p2.ruleset_version": "5.0"})) == (
        "2PCG rulebook 5.0, event settings"
    )
    assert str(tcg.rules_edition(None)) == "TCG floor rules, event settings"


def test_only_overpower_decks_are_checked_against_the_card_database() -> None:
    assert [r.game for r in all_rules() if r.card_database] == ["overpower"]


def test_each_vs_game_describes_its_own_time_call_form() -> None:
    assert rules_for("overpower").time_call_sheet is None
    tcg = rules_for("vs-tcg").time_call_sheet
    two = rules_for("vs-2pcg").time_call_sheet
    assert tcg is not None and two is not None
    assert [f.key for f in tcg.counted] == ["endurance", "deck", "hand", "ko_pile"]
    assert tcg.counted[0].minimum < 0  # endurance may be below zero
    assert not tcg.main_characters and not tcg.asks_whose_turn
    assert [key for key, _words in tcg.table_checks] == ["mandatory_loop_draw"]
    assert [f.key for f in two.counted] == ["deck"]
    assert two.main_characters and two.asks_whose_turn
    assert [key for key, _words in two.table_checks] == [
        "all_out_of_cards",
        "stalemate",
        "simultaneous_final_ko",
    ]
