"""Vs. System TCG: each deck predicate passes and fails; each time-call step decides and falls
through; bad lists and forms are refused by line and field."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.rules.vs_settings import TCG, resolve
from opl_tournament.domain.rules.vs_tcg import adjudicate, check_deck_text

FILLER = "\n".join(f"4 Hero {i}, Version {i}" for i in range(14))  # 56 cards


def deck(*lines: str, filler: str = FILLER) -> str:
    return filler + "\n" + "\n".join(lines) + "\n"


def rules_broken(text: str, **overrides: Any) -> list[str]:
    report = check_deck_text(text, settings=resolve(TCG, overrides) if overrides else None)
    assert report.legal == (not report.violations)
    return [v.rule for v in report.violations]


# ----- deck predicates


def test_d1_at_least_sixty_cards_and_no_maximum() -> None:
    assert rules_broken(deck("3 Sidekick, Kid")) == ["TCG-D1"]
    assert rules_broken(deck("4 Sidekick, Kid")) == []
    assert rules_broken(deck("4 Sidekick, Kid", "40 Hand Ninja, Army")) == []
    assert rules_broken(deck("3 Sidekick, Kid"), **{"tcg.deck.min_size": 59}) == []


def test_d2_four_copies_of_a_name_and_version_army_unlimited() -> None:
    assert rules_broken(deck("4 Sidekick, Kid", "1 Hero 0, Version 0")) == ["TCG-D2"]
    assert rules_broken(deck("2 Sidekick, Kid", "2 Sidekick, Kid")) == []
    # Another version of the same name is another card for the four-copy rule.
    assert rules_broken(deck("4 Sidekick, Kid", "4 Hero 0, Other Version")) == []
    assert rules_broken(deck("24 Foot Soldier, Army")) == []
    assert rules_broken(deck("24 Foot Soldier [army]")) == []
    assert (
        rules_broken(deck("4 Sidekick, Kid", "1 Hero 0, Version 0"), **{"tcg.deck.max_copies": 5})
        == []
    )


def test_d2_cards_with_several_names_group_by_the_whole_set() -> None:
    assert rules_broken(deck("2 Cloak / Dagger, Team", "2 Dagger / Cloak, Team")) == []
    assert rules_broken(deck("3 Cloak / Dagger, Team", "2 Dagger / Cloak, Team")) == ["TCG-D2"]


def test_d3_printed_limits_count_every_version_and_the_event_cannot_lift_them() -> None:
    broken = deck("1 Doctor Doom, Diabolic Genius [limit 1 Doctor Doom]", "3 Doctor Doom, Victor")
    assert rules_broken(broken) == ["TCG-D3"]
    assert rules_broken(broken, **{"tcg.deck.max_copies": 10}) == ["TCG-D3"]
    report = check_deck_text(broken)
    assert "every version counted; the deck has 4 (line 15, 16)" in report.violations[0].message
    assert "Doctor Doom" in report.violations[0].cards
    assert (
        rules_broken(
            deck("1 Doctor Doom, Diabolic Genius [limit 1 Doctor Doom]", "3 Sidekick, Kid")
        )
        == []
    )


def test_d4_banned_and_restricted_cards_of_the_event() -> None:
    text = deck("2 Sidekick, Kid", "2 Sidekick, Adult")
    assert rules_broken(text, **{"tcg.deck.banned": ["Sidekick"]}) == ["TCG-D4"]
    assert rules_broken(text, **{"tcg.deck.banned": ["Sidekick, Adult"]}) == ["TCG-D4"]
    assert rules_broken(text, **{"tcg.deck.banned": ["Sidekick, Elder"]}) == []
    assert rules_broken(text, **{"tcg.deck.restricted": ["Sidekick=3"]}) == ["TCG-D4"]
    assert rules_broken(text, **{"tcg.deck.restricted": ["Sidekick=4"]}) == []
    with pytest.raises(InvalidInput, match="Name=N"):
        rules_broken(text, **{"tcg.deck.restricted": ["Sidekick"]})


def test_d7_an_insane_deck_is_reported_and_uniqueness_never_refuses_a_deck() -> None:
    singles = "\n".join(f"1 Hero {i}, Version {i}" for i in range(60))
    report = check_deck_text(singles)
    assert report.legal and report.summary["insane"] is True
    assert any("insane" in note for note in report.notes)
    assert check_deck_text(deck("4 Sidekick, Kid")).summary["insane"] is False
    # Four copies of a unique character and mixed affiliations are legal decks.
    assert rules_broken(deck("4 Wolverine, Logan")) == []


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("4 Hero, One\nfour Hero, Two\n", 2, "expected COUNT NAME"),
        ("4 Hero, One\n0 Hero, Two\n", 2, "count must be from 1"),
        ("4 Hero, One [limit x Hero]\n", 1, "unknown tag"),
        ("4 Hero, One [army\n", 1, "square brackets"),
        ("# only a comment\n", None, "no cards"),
    ],
)
def test_bad_lists_name_the_line(text: str, line: int | None, words: str) -> None:
    with pytest.raises(InvalidInput, match=words) as caught:
        check_deck_text(text, source="deck.txt")
    assert caught.value.line == line and caught.value.source == "deck.txt"


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text_is_a_report_or_one_clear_refusal(text: str) -> None:
    try:
        report = rules_for(TCG).check_deck(text, tournament_type="constructed", source="fuzz")
    except InvalidInput as error:
        assert error.source == "fuzz"
        return
    assert report.legal == (not report.violations)


# ----- time-called games


def form(*players: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"game": "vs-tcg", "players": list(players), **top}


def p(pid: str, endurance: int, **more: Any) -> dict[str, Any]:
    return {"id": pid, "endurance": endurance, **more}


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
    assert "highest total (-3)" in verdict.steps[0]
    verdict = adjudicate(form(p("A", 12), p("B", 9)))  # nobody at 0: on to endurance
    assert (verdict.winner, verdict.decided_by) == ("A", "endurance")
    assert verdict.steps[0] == "endurance check: nobody is at 0 or less"


def test_a_tie_at_the_highest_nonpositive_total_goes_on_to_the_judge() -> None:
    verdict = adjudicate(form(p("A", -2), p("B", -2), p("C", -9)))
    assert (verdict.winner, verdict.decided_by) == (None, "judge")
    assert "A, B are level" in verdict.explanation


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
    assert verdict.steps[-2].startswith("KO'd pile") and "level" in verdict.steps[-2]
    assert (
        adjudicate(
            form(p("A", 8, deck=10, ko_pile=3), p("B", 8, deck=10, ko_pile=3)), steps
        ).decided_by
        == "judge"
    )
    outright_null = form(p("A", 8), p("B", 9), outright_winner=None, agreed_winner=None)
    assert adjudicate(outright_null).decided_by == "endurance"


def test_a_brand_only_event_refuses_the_other_brand_and_lists_untagged_cards() -> None:
    text = deck("2 Batman, Bruce Wayne [dc]", "2 Robin, Boy Wonder")
    assert rules_broken(text) == []
    assert rules_broken(text, **{"tcg.deck.brand": "dc"}) == []
    assert rules_broken(text, **{"tcg.deck.brand": "marvel"}) == ["TCG-D4"]
    report = check_deck_text(text, settings=resolve(TCG, {"tcg.deck.brand": "dc"}))
    assert any("58 card(s) carry no [marvel] or [dc] tag" in note for note in report.notes)
