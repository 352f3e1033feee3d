"""Vs. System 2PCG time calls: each step decides and falls through, for two players, pods and
2 vs 2 teams; bad forms are refused by field."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.rules.vs_2pcg import adjudicate


def mc(wounds: int = 0, health: int | None = 7, **more: Any) -> dict[str, Any]:
    return {"name": more.pop("name", "Hero"), "wounds": wounds, "health": health, **more}


def p(pid: str, *mcs: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"id": pid, "main_characters": list(mcs) or [mc()], **more}


def form(*players: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"game": "vs-2pcg", "players": list(players), **top}


def decided(state: dict[str, Any], policy: dict[str, Any] | None = None) -> tuple[Any, str]:
    verdict = adjudicate(state, policy)
    return verdict.winner, verdict.decided_by


def test_outright_concession_and_agreement() -> None:
    assert decided(form(p("A", mc(6)), p("B"), outright_winner="A")) == ("A", "outright")
    assert decided(form(p("A", mc(6)), p("B", conceded=True))) == ("A", "concession")
    assert decided(form(p("A", mc(6)), p("B"), agreed_winner="A")) == ("A", "agreement")


def test_elimination_decides_and_falls_through() -> None:
    assert decided(form(p("A", mc(6)), p("B", mc(7)))) == ("A", "elimination")
    assert decided(form(p("A", mc(6)), p("B", mc(1, location="deck")))) == ("A", "elimination")
    # A main character in hand is not gone by default (AP-15); the event may say it is.
    in_hand = form(p("A", mc(6)), p("B", mc(1, location="hand")))
    assert decided(in_hand) == ("B", "mc_wounds")
    assert decided(
        in_hand, {"p2.turn_start_loss_states": ["ko", "deck", "enemy_side", "hand"]}
    ) == ("A", "elimination")
    # Every owned main character must be gone; a Bind one need not be.
    two = p("B", mc(7, name="Moon Girl"), mc(2, name="Devil Dinosaur"))
    assert decided(form(p("A", mc(5)), two)) == ("A", "mc_wounds")  # B still in: 7+2 wounds
    bound = p("B", mc(7, name="Moon Girl"), mc(0, name="Bound", bind=True))
    assert decided(form(p("A", mc(5)), bound)) == ("A", "elimination")


def test_simultaneous_final_knockouts_go_to_the_active_player() -> None:
    both = form(p("A", mc(7)), p("B", mc(8)), simultaneous_final_ko=True, active_player="B")
    assert decided(both) == ("B", "simultaneous_ko")
    with pytest.raises(InvalidInput) as caught:
        adjudicate(form(p("A", mc(7)), p("B", mc(8))))
    assert caught.value.field == "active_player"


def test_out_of_cards_fewest_wounds_wins_and_equal_is_a_tie() -> None:
    state = form(p("A", mc(2)), p("B", mc(4)), all_out_of_cards=True)
    assert decided(state) == ("A", "out_of_cards")
    tie = adjudicate(form(p("A", mc(3)), p("B", mc(3)), all_out_of_cards=True))
    assert (tie.winner, tie.decided_by, tie.placings) == (None, "tie", (("A", "B"),))


def test_time_steps_decide_fall_through_and_end_with_the_judge_or_a_tie() -> None:
    assert decided(form(p("A", mc(2)), p("B", mc(4)))) == ("A", "mc_wounds")
    level = form(p("A", mc(3, 8, level=1), deck=9), p("B", mc(3, 6, level=2), deck=12))
    assert decided(level) == (None, "judge")
    assert decided(level, {"p2.time.tiebreaks": ["mc_wounds", "mc_health"]}) == ("A", "mc_health")
    assert decided(level, {"p2.time.tiebreaks": ["mc_wounds", "mc_level"]}) == ("B", "mc_level")
    assert decided(level, {"p2.time.tiebreaks": ["mc_wounds", "deck"]}) == ("B", "deck")
    same = form(p("A", mc(3)), p("B", mc(3)))
    assert decided(same, {"p2.time.level": "tie"}) == (None, "tie")


def test_several_main_characters_count_by_the_event_setting() -> None:
    state = form(p("A", mc(1, name="Moon Girl"), mc(4, name="Devil Dinosaur")), p("B", mc(3)))
    assert decided(state) == ("B", "mc_wounds")  # sum: 5 against 3
    assert decided(state, {"p2.mc_wound_aggregation": "min"}) == ("A", "mc_wounds")
    assert decided(state, {"p2.mc_wound_aggregation": "starting"}) == ("A", "mc_wounds")


def test_pods_place_every_player() -> None:
    verdict = adjudicate(form(p("A", mc(3)), p("B", mc(1)), p("C", mc(7)), p("D", mc(3))))
    assert verdict.winner == "B"
    assert verdict.placings == (("B",), ("A", "D"), ("C",))


def test_two_vs_two_teams_win_and_lose_together() -> None:
    team = {"A": "Red", "B": "Blue", "C": "Red", "D": "Blue"}
    state = form(*(p(x, mc(w), team=team[x]) for x, w in zip("ABCD", (7, 2, 1, 3), strict=True)))
    verdict = adjudicate(state)  # Red still has C: wounds Red 7+1=8, Blue 2+3=5
    assert (verdict.winner, verdict.decided_by) == ("B", "mc_wounds")
    assert verdict.placings == (("B", "D"), ("A", "C"))
    out = form(*(p(x, mc(w), team=team[x]) for x, w in zip("ABCD", (7, 2, 7, 3), strict=True)))
    assert adjudicate(out).decided_by == "elimination"
    assert adjudicate(out).placings == (("B", "D"), ("A", "C"))


@pytest.mark.parametrize(
    ("state", "field"),
    [
        (form(p("A")), "players"),
        (form(p("A"), {"id": "B"}), "main_characters"),
        (form(p("A", mc(location="moon")), p("B")), "location"),
        (form(p("A", mc(wounds=-1)), p("B")), "wounds"),
        (form(p("A", mc(health=0)), p("B")), "health"),
        (form(p("A", team="X"), p("B", team="X")), "team"),
        (form(p("A"), p("B"), agreed_winner="Z"), "agreed_winner"),
        (form(p("A", mc(power=3)), p("B")), "power"),
    ],
)
def test_bad_forms_name_the_field(state: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        adjudicate(state)
    assert caught.value.field == field


@settings(max_examples=150, deadline=None)
@given(
    st.recursive(
        st.none()
        | st.booleans()
        | st.integers(-3, 12)
        | st.sampled_from(["A", "B", "front", "ko"]),
        lambda children: (
            st.lists(children, max_size=3)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "id",
                        "players",
                        "main_characters",
                        "wounds",
                        "health",
                        "team",
                        "location",
                        "deck",
                        "all_out_of_cards",
                        "stalemate",
                        "simultaneous_final_ko",
                        "active_player",
                        "conceded",
                        "bind",
                        "level",
                    ]
                ),
                children,
                max_size=4,
            )
        ),
        max_leaves=20,
    )
)
def test_any_form_is_a_verdict_or_one_clear_refusal(state: Any) -> None:
    for game in ("vs-2pcg", "vs-tcg"):
        with contextlib.suppress(InvalidInput):
            rules_for(game).adjudicate(state if isinstance(state, dict) else {"players": state})


def test_each_optional_step_falls_through_when_level() -> None:
    order = {"p2.time.tiebreaks": ["mc_wounds", "mc_health", "mc_level", "deck"]}
    state = form(p("A", mc(3, 8, level=2), deck=9), p("B", mc(3, 8, level=2), deck=12))
    verdict = adjudicate(state, order)  # wounds, Health and level level: the deck decides
    assert (verdict.winner, verdict.decided_by) == ("B", "deck")
    assert [str(step).split(":")[0] for step in verdict.steps] == [
        "wounds on main characters",
        "Health left on main characters",
        "main-character level",
        "cards left in deck",
    ]
    same = form(p("A", mc(3, 8, level=2), deck=9), p("B", mc(3, 8, level=2), deck=9))
    assert adjudicate(same, order).decided_by == "judge"
    not_out = form(p("A", mc(2)), p("B", mc(3)), all_out_of_cards=False)
    assert adjudicate(not_out).decided_by == "mc_wounds"


def test_a_stalemate_goes_to_the_judge_a_tie_or_the_steps_as_the_event_says() -> None:
    stuck = form(p("A", mc(2)), p("B", mc(4)), p("C", mc(5)), stalemate=True)
    verdict = adjudicate(stuck)
    assert (verdict.winner, verdict.decided_by, verdict.placings) == (None, "judge", ())
    tie = adjudicate(stuck, {"p2.stalemate": "tie"})
    assert (tie.winner, tie.decided_by, tie.placings) == (None, "tie", (("A", "B", "C"),))
    steps = adjudicate(stuck, {"p2.stalemate": "tiebreaks"})
    assert (steps.winner, steps.decided_by) == ("A", "mc_wounds")
    assert str(steps.steps[0]).startswith("stalemate")
    # A stalemate also sets aside the out-of-cards rule, which needs someone able to win.
    both = form(p("A", mc(2)), p("B", mc(4)), stalemate=True, all_out_of_cards=True)
    assert decided(both) == (None, "judge")
    # Falls through when the form does not mark one, or when the game is already decided.
    assert decided(form(p("A", mc(2)), p("B", mc(4)), stalemate=False)) == ("A", "mc_wounds")
    assert decided(form(p("A", mc(2)), p("B", mc(7)), stalemate=True)) == ("A", "elimination")


def test_the_active_player_of_a_simultaneous_knockout_must_still_be_in() -> None:
    state = form(
        p("A", mc(7)),
        p("B", mc(8)),
        p("C", conceded=True),
        simultaneous_final_ko=True,
        active_player="C",
    )
    with pytest.raises(InvalidInput) as caught:
        adjudicate(state)
    assert caught.value.field == "active_player"
    verdict = adjudicate({**state, "active_player": "A"})
    assert (verdict.winner, verdict.placings) == ("A", (("A",), ("B",), ("C",)))
