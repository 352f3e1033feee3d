"""Vs. System TCG time calls: each step of the ladder decides and falls through; bad forms
are refused by field."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.vs_tcg import adjudicate
from tests.domain.adjudication_forms import form, p


def test_outright_and_agreement_stand() -> None:
    state = form(p("A", -5), p("B", 30), outright_winner="A")
    assert (adjudicate(state).winner, adjudicate(state).decided_by) == ("A", "outright")
    state = form(p("A", -5), p("B", 30), agreed_winner="A")
    assert (adjudicate(state).winner, adjudicate(state).decided_by) == ("A", "agreement")


def test_concession_decides_when_one_player_is_left_and_falls_through_otherwise() -> None:
    verdict = adjudicate(form(p("A", 5), p("B", 30, conceded=True)))
    assert (verdict.winner, verdict.decided_by) == ("A", "concession")
    verdict = adjudicate(form(p("A", 5), p("B", 30), p("C", 40, conceded=True)))
    assert (verdict.winner, verdict.decided_by) == ("B", "endurance")
    assert verdict.placings == (("B",), ("A",), ("C",))


def test_an_unbreakable_mandatory_loop_is_a_draw() -> None:
    verdict = adjudicate(form(p("A", 5), p("B", 30), mandatory_loop_draw=True))
    assert (verdict.winner, verdict.decided_by) == (None, "draw")


def test_virtual_wrapup_decides_and_falls_through() -> None:
    verdict = adjudicate(form(p("A", 0), p("B", 3)))
    assert (verdict.winner, verdict.decided_by) == ("B", "wrapup")
    verdict = adjudicate(form(p("A", -3), p("B", -7)))  # nobody left: -3 stays, alone
    assert (verdict.winner, verdict.decided_by) == ("A", "wrapup")
    assert "highest total (-3)" in str(verdict.steps[0])
    verdict = adjudicate(form(p("A", 12), p("B", 9)))  # nobody at 0: on to endurance
    assert (verdict.winner, verdict.decided_by) == ("A", "endurance")
    assert str(verdict.steps[0]) == "endurance check: nobody is at 0 or less"


def test_a_tie_at_the_highest_nonpositive_total_goes_on_to_the_judge() -> None:
    verdict = adjudicate(form(p("A", -2), p("B", -2), p("C", -9)))
    assert (verdict.winner, verdict.decided_by) == (None, "judge")
    assert "A, B are level" in str(verdict.explanation)


def test_without_the_virtual_wrapup_negative_totals_are_just_compared() -> None:
    policy = {"tcg.time.virtual_wrapup": False}
    verdict = adjudicate(form(p("A", -3), p("B", -7)), policy)
    assert (verdict.winner, verdict.decided_by) == ("A", "endurance")


def test_later_steps_and_the_last_word_are_event_settings() -> None:
    level = form(p("A", 8, deck=10, ko_pile=4), p("B", 8, deck=14, ko_pile=2))
    assert adjudicate(level).decided_by == "judge"
    with_deck = {"tcg.time.tiebreaks": ["endurance", "deck"]}
    assert (adjudicate(level, with_deck).winner, adjudicate(level, with_deck).decided_by) == (
        "B",
        "deck",
    )
    with_ko = {"tcg.time.tiebreaks": ["endurance", "ko_pile"]}
    assert adjudicate(level, with_ko).winner == "B"
    same = form(p("A", 8, deck=10), p("B", 8, deck=10))
    assert adjudicate(same, with_deck).decided_by == "judge"
    draw = adjudicate(same, {**with_deck, "tcg.time.level": "draw"})
    assert (draw.winner, draw.decided_by, draw.placings) == (None, "draw", (("A", "B"),))


@pytest.mark.parametrize(
    ("state", "field"),
    [
        (form(p("A", 1)), "players"),
        (form(p("A", 1), {"id": "B"}), "endurance"),
        (form(p("A", 1), p("A", 2)), "players"),
        (form(p("A", 1), p("B", True)), "endurance"),
        (form(p("A", 1), p("B", 2), outright_winner="C"), "outright_winner"),
        (form(p("A", 1), p("B", 2), winner="A"), "winner"),
        (form(p("A", 1), p("B", 2, lives=3)), "lives"),
        (form(p("A", 1, conceded=True), p("B", 2, conceded=True)), "conceded"),
    ],
)
def test_bad_forms_name_the_field(state: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        adjudicate(state)
    assert caught.value.field == field


def test_a_step_that_needs_a_missing_figure_says_so() -> None:
    with pytest.raises(InvalidInput, match=r"players\[0\]\.deck is needed"):
        adjudicate(form(p("A", 8), p("B", 8)), {"tcg.time.tiebreaks": ["deck"]})


def test_bad_settings_name_the_setting() -> None:
    with pytest.raises(InvalidInput) as caught:
        adjudicate(form(p("A", 8), p("B", 8)), {"tcg.time.tiebreaks": ["luck"]})
    assert caught.value.field == "tcg.time.tiebreaks"


def test_each_optional_step_falls_through_when_level() -> None:
    steps = {"tcg.time.tiebreaks": ["endurance", "ko_pile", "deck"]}
    level_ko = form(p("A", 8, deck=10, ko_pile=3), p("B", 8, deck=12, ko_pile=3))
    verdict = adjudicate(level_ko, steps)
    assert (verdict.winner, verdict.decided_by) == ("B", "deck")
    assert str(verdict.steps[-2]).startswith("KO'd pile") and "level" in str(verdict.steps[-2])
    assert (
        adjudicate(
            form(p("A", 8, deck=10, ko_pile=3), p("B", 8, deck=10, ko_pile=3)), steps
        ).decided_by
        == "judge"
    )
    outright_null = form(p("A", 8), p("B", 9), outright_winner=None, agreed_winner=None)
    assert adjudicate(outright_null).decided_by == "endurance"


def test_a_shared_highest_total_at_zero_or_less_can_go_straight_to_the_judge() -> None:
    judge = {"tcg.time.tied_nonpositive": "judge", "tcg.time.tiebreaks": ["endurance", "deck"]}
    tied = form(p("A", -2, deck=5), p("B", -2, deck=9), p("C", -9, deck=20))
    assert adjudicate(tied).decided_by == "judge"  # default: on to the steps; endurance is level
    steps = {"tcg.time.tiebreaks": ["endurance", "deck"]}
    assert (adjudicate(tied, steps).winner, adjudicate(tied, steps).decided_by) == ("B", "deck")
    verdict = adjudicate(tied, judge)
    assert (verdict.winner, verdict.decided_by) == (None, "judge")
    assert "A, B share the highest total" in str(verdict.explanation)
    # Falls through when one player is alone at the top (or someone is above 0).
    alone = form(p("A", -2, deck=5), p("B", -4, deck=9))
    assert (adjudicate(alone, judge).winner, adjudicate(alone, judge).decided_by) == (
        "A",
        "wrapup",
    )
    above = form(p("A", 3, deck=5), p("B", 3, deck=9), p("C", -1, deck=1))
    assert adjudicate(above, judge).winner == "B"


def test_a_draw_never_lists_an_empty_place() -> None:
    two = adjudicate(form(p("A", 5), p("B", 30), mandatory_loop_draw=True))
    assert two.placings == (("A", "B"),)
    pod = adjudicate(
        form(p("A", 5), p("B", 30), p("C", 1, conceded=True), mandatory_loop_draw=True)
    )
    assert pod.placings == (("A", "B"), ("C",))
    assert pod.as_json()["placings"] == [["A", "B"], ["C"]]


def test_two_player_verdicts_carry_no_placings() -> None:
    verdict = adjudicate(form(p("A", 0), p("B", 3)))
    assert verdict.placings == () and "placings" not in verdict.as_json()


TCG_FIELDS = st.sampled_from(
    ["id", "endurance", "deck", "hand", "ko_pile", "conceded", "outright_winner", "players"]
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.dictionaries(
            TCG_FIELDS,
            st.none() | st.booleans() | st.integers(-60, 60) | st.sampled_from(["A", "B", "x"]),
            max_size=6,
        ),
        max_size=5,
    ),
    st.dictionaries(
        st.sampled_from(["outright_winner", "agreed_winner", "mandatory_loop_draw", "winner"]),
        st.none() | st.booleans() | st.sampled_from(["A", "B", "C"]),
        max_size=2,
    ),
    st.sampled_from(
        [
            {},
            {"tcg.time.virtual_wrapup": False, "tcg.time.level": "draw"},
            {"tcg.time.tiebreaks": ["ko_pile", "deck"], "tcg.time.tied_nonpositive": "judge"},
        ]
    ),
)
def test_any_tcg_form_is_a_verdict_or_one_clear_refusal(
    players: list[dict[str, Any]], top: dict[str, Any], policy: dict[str, Any]
) -> None:
    try:
        verdict = adjudicate({"players": players, **top}, policy)
    except InvalidInput as error:
        assert error.field is not None
        return
    ids = {str(player["id"]) for player in players}
    places = [pid for group in verdict.placings for pid in group]
    assert all(verdict.placings) and len(places) == len(set(places))
    assert not places or set(places) == ids
    assert verdict.winner is None or verdict.winner in ids
