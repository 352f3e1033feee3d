"""The Vs. System settings: every open choice of the notes has a key, a default and a check."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.vs_settings import (
    TCG,
    TWO_PCG,
    noted_for,
    resolve,
    settings_for,
)


@pytest.mark.parametrize("game", [TCG, TWO_PCG])
def test_defaults_resolve_and_every_setting_is_described_with_its_source(game: str) -> None:
    resolved = resolve(game)
    for setting in settings_for(game):
        assert resolved[setting.key] == setting.default
        assert setting.description and setting.refs
        assert setting.kind in ("choice", "bool", "int", "list", "text")
        if setting.kind == "choice":
            assert setting.default in setting.choices


def test_the_notes_defaults_for_time_calls() -> None:
    tcg, p2 = resolve(TCG), resolve(TWO_PCG)
    assert tcg["tcg.time.virtual_wrapup"] is True
    assert tcg["tcg.time.tiebreaks"] == ["endurance"] and tcg["tcg.time.level"] == "judge"
    assert p2["p2.time.tiebreaks"] == ["mc_wounds"] and p2["p2.time.level"] == "judge"
    assert p2["p2.mc_wound_aggregation"] == "sum"
    assert p2["p2.turn_start_loss_states"] == ["ko", "deck", "enemy_side"]


def test_ids_of_the_notes_are_all_covered_by_a_setting_or_a_note() -> None:
    refs = {ref for game in (TCG, TWO_PCG) for s in settings_for(game) for ref in s.refs}
    noted = {n.ref for game in (TCG, TWO_PCG) for n in noted_for(game)}
    every = {f"AT-{n}" for n in range(1, 11)} | {f"AP-{n}" for n in range(1, 20)}
    assert every <= refs | noted
    assert {"AT-10", "AT-8", "AP-17", "AP-6"} <= noted
    assert all(n.reason.endswith(".") for game in (TCG, TWO_PCG) for n in noted_for(game))


def test_the_new_time_call_choices_have_the_notes_defaults() -> None:
    assert resolve(TCG)["tcg.time.tied_nonpositive"] == "tiebreaks"
    assert resolve(TWO_PCG)["p2.stalemate"] == "judge"


@pytest.mark.parametrize(
    ("game", "key", "value"),
    [
        (TCG, "tcg.time.virtual_wrapup", "yes"),
        (TCG, "tcg.deck.min_size", 0),
        (TCG, "tcg.deck.min_size", True),
        (TCG, "tcg.time.tiebreaks", ["endurance", "endurance"]),
        (TCG, "tcg.time.level", "coin"),
        (TWO_PCG, "p2.time.tiebreaks", ["luck"]),
        (TWO_PCG, "p2.ruleset_version", " "),
        (TWO_PCG, "p2.unknown", 1),
        (TCG, "tcg.deck.restricted", ["Sidekick"]),
        (TCG, "tcg.deck.restricted", ["=2"]),
        (TCG, "tcg.time.tied_nonpositive", "continue"),
        (TWO_PCG, "p2.stalemate", "draw"),
    ],
)
def test_a_bad_value_is_refused_by_its_key(game: str, key: str, value: object) -> None:
    with pytest.raises(InvalidInput) as caught:
        resolve(game, {key: value})
    assert caught.value.field == key


def test_overpower_has_no_vs_settings() -> None:
    with pytest.raises(InvalidInput):
        settings_for("overpower")
    with pytest.raises(InvalidInput):
        noted_for("overpower")


def test_an_overpower_tournament_type_is_noted_on_a_vs_deck_report() -> None:
    from opl_tournament.domain.rules.registry import rules_for

    text = "\n".join(f"4 Hero {i}, V" for i in range(15))
    plain = rules_for(TCG).check_deck(text, tournament_type="constructed")
    sealed = rules_for(TCG).check_deck(text, tournament_type="sealed")
    assert plain.legal and sealed.legal
    assert len(sealed.notes) == len(plain.notes) + 1 and "'sealed'" in sealed.notes[-1]
