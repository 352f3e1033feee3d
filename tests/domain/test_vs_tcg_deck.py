"""Vs. System TCG deck lists: each deck predicate with a failing and a passing deck; bad
lists are refused by line, and any text is a report or one clear refusal."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.vs_settings import TCG, resolve
from opl_tournament.domain.rules.vs_tcg import check_deck_text, parse_deck
from tests.helpers.decks import report_or_one_refusal

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
    # As the judge types one version (a comma would start another banned card).
    assert rules_broken(text, **{"tcg.deck.banned": ["Sidekick (Adult)"]}) == ["TCG-D4"]
    assert rules_broken(text, **{"tcg.deck.banned": ["Sidekick (Elder)"]}) == []
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
        ("4 Hero, One [limit x Hero]\n", 1, r"\[limit N NAME\]"),
        ("4 Hero, One [limit \u00b2 Hero]\n", 1, r"\[limit N NAME\]"),
        ("4 Hero, One [limit 1]\n", 1, r"\[limit N NAME\]"),
        ("4 Hero, One [shiny]\n", 1, "no tag .* is known"),
        ("\u0663 Hero, One\n", 1, "expected COUNT NAME"),
        ("4 x Hero, One [limit 1 x Hero]\n1 x Hero, Two [\u0663]\n", 2, "no tag .* is known"),
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
    report_or_one_refusal(TCG, text)


def test_a_brand_only_event_refuses_the_other_brand_and_lists_untagged_cards() -> None:
    text = deck("2 Batman, Bruce Wayne [dc]", "2 Robin, Boy Wonder")
    assert rules_broken(text) == []
    assert rules_broken(text, **{"tcg.deck.brand": "dc"}) == []
    assert rules_broken(text, **{"tcg.deck.brand": "marvel"}) == ["TCG-D4"]
    report = check_deck_text(text, settings=resolve(TCG, {"tcg.deck.brand": "dc"}))
    assert any("58 cards carry no [marvel] or [dc] tag" in note for note in report.notes)


def test_the_x_after_a_count_is_written_against_the_digits() -> None:
    cards = {c.label: c.count for c in parse_deck("4x Spider-Man, Peter Parker\n2 X Force, Team")}
    assert cards == {"Spider-Man, Peter Parker": 4, "X Force, Team": 2}


def test_a_restricted_entry_is_checked_when_the_event_sets_it() -> None:
    with pytest.raises(InvalidInput) as caught:
        resolve(TCG, {"tcg.deck.restricted": ["Sidekick=\u00b2"]})
    assert caught.value.field == "tcg.deck.restricted"
    assert resolve(TCG, {"tcg.deck.restricted": ["Sidekick = 2"]})["tcg.deck.restricted"]


LINE_PARTS = st.tuples(
    st.sampled_from(["4", "4x", "1", "40", "0", "\u00b2", "\u0663", "four", ""]),
    st.sampled_from(["Hero, V", "Hero / Foe, V / W", "Hand Ninja, Army", "X Force", ", V", ""]),
    st.lists(
        st.sampled_from(
            ["army", "marvel", "dc", "limit 1 Hero", "limit \u00b2 Hero", "limit", "shiny"]
        ),
        max_size=3,
    ),
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(LINE_PARTS, min_size=1, max_size=12),
    st.sampled_from([{}, {"tcg.deck.restricted": ["Hero=1"]}, {"tcg.deck.banned": ["Hero, V"]}]),
)
def test_any_list_of_card_lines_is_a_report_or_a_refusal_naming_its_line(
    parts: list[tuple[str, str, list[str]]], overrides: dict[str, Any]
) -> None:
    lines = [
        f"{n} {name} [{'; '.join(tags)}]" if tags else f"{n} {name}" for n, name, tags in parts
    ]
    try:
        report = check_deck_text("\n".join(lines), source="fuzz", settings=resolve(TCG, overrides))
    except InvalidInput as error:
        assert error.source == "fuzz"
        assert error.line is not None or "no cards" in error.reason
        return
    assert report.legal == (not report.violations)
