"""The OverPower KO engine: cumulative and Spectrum KO, MultiPower fusion, immunities."""

from __future__ import annotations

import pytest

from opl_tournament.domain.rules.overpower.ko import Hit, check_ko


def power(value: int, kind: str, zone: str = "record") -> Hit:
    return Hit(value=value, type=kind, card="power", zone=zone)


def mp_power(value: int, *icons: str) -> Hit:
    return Hit(value=value, type="multipower", card="power", zone="record", icons=icons)


def mp_special(value: int, *icons: str) -> Hit:
    return Hit(value=value, type="multipower", card="special", zone="record", icons=icons)


E, F, S, INT = "energy", "fighting", "strength", "intellect"


@pytest.mark.parametrize(
    ("hits", "hits_to_ko", "expected_rule"),
    [
        ([power(8, F), power(8, F), power(3, F)], 20, None),  # 19 of 20
        ([power(8, F), power(8, F), power(4, F, "battle")], 20, "cumulative"),  # 20 of 20
        ([power(8, F), power(8, F), power(8, F)], 30, None),  # BF raised the threshold to 30
        ([power(8, F), power(8, F), power(8, F), power(6, F)], 30, "cumulative"),
        (
            [Hit(12, "none", "universe", "record"), power(8, S)],
            20,
            "cumulative",
        ),  # typeless adds up
    ],
)
def test_cumulative_ko_counts_every_hit_against_the_threshold(
    hits: list[Hit], hits_to_ko: int, expected_rule: str | None
) -> None:
    result = check_ko(hits, hits_to_ko=hits_to_ko)
    assert result.rule == expected_rule
    assert result.ko is (expected_rule is not None)
    assert result.damage == sum(h.value for h in hits)


@pytest.mark.parametrize(
    ("hits", "spectrum_types", "ko"),
    [
        ([power(1, E), power(1, F)], 3, False),
        ([power(1, E), power(1, F), power(1, S)], 3, True),
        ([power(1, E), power(1, F), power(1, S)], 4, False),  # Ghost Rider needs all four
        ([power(1, E), power(1, F), power(1, S), power(1, INT)], 4, True),
        # Any-Power and typeless hits never count toward Spectrum.
        ([power(1, E), power(1, F), Hit(2, "any-power", "power", "record")], 3, False),
        ([power(1, E), power(1, F), Hit(2, "none", "special", "battle")], 3, False),
    ],
)
def test_spectrum_ko_needs_distinct_power_types(
    hits: list[Hit], spectrum_types: int, ko: bool
) -> None:
    result = check_ko(hits, spectrum_types=spectrum_types)
    assert result.ko is ko
    assert result.rule == ("spectrum" if ko else None)


def test_fusion_chooses_the_type_that_completes_the_spectrum() -> None:
    hits = [power(1, E), power(1, F), mp_power(1, E, S)]
    result = check_ko(hits)
    assert result.ko and result.rule == "spectrum"
    assert result.assignment == (E, F, S)
    assert result.types == (E, F, S)


def test_multipower_power_hits_fuse_into_a_single_type() -> None:
    # Two MultiPower Power-card hits would show two new types if they could split: they cannot.
    hits = [power(1, E), mp_power(1, F, S), mp_power(1, F, S)]
    result = check_ko(hits)
    assert not result.ko
    assert len(result.types) == 2
    assert result.assignment[1] == result.assignment[2]


def test_fused_group_may_take_any_icon_of_its_members() -> None:
    hits = [power(1, E), power(1, F), mp_power(1, E, F), mp_power(1, E, INT)]
    result = check_ko(hits)
    assert result.ko
    assert result.assignment[2] == result.assignment[3] == INT


def test_multipower_specials_do_not_fuse_each_picks_its_own_type() -> None:
    # The kit's worked example: Energy Power hit + MultiPower Power hit + MultiPower Special.
    hits = [power(1, E), mp_power(1, E, F), mp_special(8, E, S)]
    result = check_ko(hits)
    assert result.rule == "spectrum"
    assert set(result.types) == {E, F, S}


def test_two_multipower_specials_can_show_two_types() -> None:
    hits = [power(1, E), mp_special(2, F, S), mp_special(2, F, S)]
    assert check_ko(hits).ko


def test_policy_may_fuse_multipower_specials_too() -> None:
    hits = [power(1, E), mp_special(2, F, S), mp_special(2, F, S)]
    assert not check_ko(hits, fuse_multipower_specials=True).ko


def test_every_legal_assignment_is_tried() -> None:
    # Only one assignment shows four types: S must go to the first Special, I to the second.
    hits = [power(1, E), power(1, F), mp_special(1, S, E), mp_special(1, S, INT), mp_power(1, F, E)]
    result = check_ko(hits, spectrum_types=4)
    assert result.ko
    assert result.types == (E, F, S, INT)
    assert result.assignment[2] == S and result.assignment[3] == INT


@pytest.mark.parametrize(
    ("hits", "immunity", "ko"),
    [
        ([power(8, F)] * 3, "cumulative", False),
        ([power(1, E), power(1, F), power(1, S)], "spectrum", False),
        ([power(8, F)] * 3, "spectrum", True),
        # Both conditions met: the character is KO'd whatever effect protects it.
        ([power(8, E), power(8, F), power(8, S)], "cumulative", True),
        ([power(8, E), power(8, F), power(8, S)], "spectrum", True),
    ],
)
def test_immunities_stop_one_rule_unless_both_are_met(
    hits: list[Hit], immunity: str, ko: bool
) -> None:
    result = check_ko(
        hits,
        cumulative_immune=immunity == "cumulative",
        spectrum_immune=immunity == "spectrum",
    )
    assert result.ko is ko


def test_both_conditions_reported_and_cumulative_named_first() -> None:
    result = check_ko([power(8, E), power(8, F), power(8, S)])
    assert result.met == ("cumulative", "spectrum")
    assert result.rule == "cumulative"
    assert "KO'd by cumulative and spectrum" in str(result.explanation)


def test_no_hits_no_ko() -> None:
    result = check_ko([])
    assert not result.ko and result.damage == 0 and result.types == ()
    assert str(result.explanation).startswith("Not KO'd")
