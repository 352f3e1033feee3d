"""Vs. System 2PCG deck registrations: each deck predicate with a failing and a passing deck;
bad lists are refused by line, and any text is a report or one clear refusal."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.vs_2pcg import check_deck_text
from opl_tournament.domain.rules.vs_settings import TWO_PCG, resolve
from tests.helpers.decks import report_or_one_refusal

MC = "Main character: Captain America [level 1; team Avengers]"
ZONE = "Level up:\n1 Captain America [level 2; team Avengers]"


def deck(*cards: str, main: str = MC, zone: str = ZONE, filler: int = 56, piles: str = "") -> str:
    fill = [f"4 Agent {i}" for i in range(filler // 4)]
    return "\n".join([main, zone, "Deck:", *fill, *cards, piles]) + "\n"


def broken(text: str, **overrides: Any) -> list[str]:
    report = check_deck_text(text, settings=resolve(TWO_PCG, overrides) if overrides else None)
    assert report.legal == (not report.violations)
    return [v.rule for v in report.violations]


GOOD = deck("4 Shield Helicarrier")


def test_a_complete_legal_registration() -> None:
    report = check_deck_text(GOOD)
    assert report.legal, report.violations
    assert report.summary["cards"] == 60 and report.summary["main_character"] == "Captain America"


def test_d1_exactly_one_starting_main_character() -> None:
    assert broken(GOOD.replace(MC + "\n", "")) == ["P-D1"]
    two = GOOD.replace(MC, MC + "\nMain character: Thor [level 1; no level up]")
    assert broken(two) == ["P-D1"]
    extra = GOOD.replace(MC, MC + "\nExtra main character: Jarvis [no level up]")
    assert broken(extra) == []


def test_d2_exactly_sixty_cards() -> None:
    assert broken(deck("3 Shield Helicarrier")) == ["P-D2"]
    assert broken(deck("4 Shield Helicarrier", "1 Extra Card")) == ["P-D2"]


def test_d3_copy_limits_four_one_of_a_kind_one_legion_eight() -> None:
    assert broken(deck("3 Agent 0", "1 Shield Helicarrier")) == ["P-D3"]
    assert broken(deck("1 Cosmic Cube [one of a kind]", "3 Shield Helicarrier")) == []
    assert broken(deck("2 Cosmic Cube [one of a kind]", "2 Shield Helicarrier")) == ["P-D3"]
    assert broken(deck("8 Hand Ninja [legion]", filler=52)) == []
    assert broken(
        deck("9 Hand Ninja [legion]", filler=48, piles="").replace("Deck:", "Deck:\n3 Filler")
    ) == ["P-D3"]


def test_d3_stars_make_another_name_unless_the_event_says_otherwise() -> None:
    starred = deck("4 Nova", "4 Nova★", filler=52)
    assert broken(starred) == []
    assert broken(starred, **{"p2.copy_key": "title_without_stars"}) == ["P-D3"]


def test_d5_neutral_locations_four_per_symbol_of_one_name() -> None:
    assert broken(deck("4 Gym [neutral location Might]")) == []
    too_many = deck(
        "4 Gym [neutral location Might]", "1 Dojo [neutral location Might]", filler=52
    ).replace("Deck:", "Deck:\n3 Filler")
    assert broken(too_many).count("P-D5") == 2
    two_names = deck("2 Gym [neutral location Might]", "2 Dojo [neutral location Might/Skill]")
    assert broken(two_names) == ["P-D5"]


def test_d6_no_tokens_or_main_characters_unless_spider_verse() -> None:
    assert broken(deck("3 Shield Helicarrier", "1 Drone [token]")) == ["P-D6"]
    assert broken(deck("3 Shield Helicarrier", "1 Thor [mc]")) == ["P-D6"]
    verse_mc = "Main character: Spider-Man [level 1; spider-verse]"
    verse_zone = "Level up:\n1 Spider-Man [level 2]"
    ok = deck("4 Spider-Gwen [mc; spider-verse]", main=verse_mc, zone=verse_zone)
    assert broken(ok) == []
    five = deck(
        "4 Spider-Gwen [mc; spider-verse]",
        "1 Miles [mc; spider-verse]",
        filler=52,
        main=verse_mc,
        zone=verse_zone,
    ).replace("Deck:", "Deck:\n3 Filler")
    assert broken(five) == ["P-D6"]
    assert broken(ok, **{"p2.spiderverse_distinct": True}) == ["P-D6"]


def test_d7_loyalty_follows_the_starting_main_character() -> None:
    assert broken(deck("4 Avengers Assemble [loyalty Avengers]")) == []
    wrong = deck("4 Brotherhood Oath [loyalty Brotherhood]")
    assert broken(wrong) == ["P-D7"]
    assert broken(wrong, **{"p2.loyalty": "off"}) == []


def test_d8_a_card_may_require_a_main_character_of_a_team() -> None:
    needs = deck("4 Mutant Lab [requires mc X-Men]")
    assert broken(needs) == ["P-D8"]
    with_extra = needs.replace(MC, MC + "\nExtra main character: Beast [team X-Men; no level up]")
    assert broken(with_extra) == []


def test_d9_omega_level_mutants_share_one_name() -> None:
    assert broken(deck("2 Phoenix [omega]", "2 Phoenix Force [omega]")) == ["P-D9"]
    assert broken(deck("4 Phoenix [omega]")) == []
    omega_mc = MC.replace("]", "; omega]")
    assert broken(deck("4 Phoenix [omega]", main=omega_mc)) == ["P-D9"]
    assert broken(deck("4 Phoenix [omega]", main=omega_mc), **{"p2.omega_includes_mc": False}) == []


def test_d10_the_level_up_zone_holds_the_next_level() -> None:
    assert broken(deck("4 Shield Helicarrier", zone="Level up:")) == ["P-D10"]
    assert (
        broken(
            deck(
                "4 Shield Helicarrier", zone="Level up:", main="Main character: Groot [no level up]"
            )
        )
        == []
    )
    chain = "Level up:\n1 Captain America [level 2; levels up]"
    assert broken(deck("4 Shield Helicarrier", zone=chain)) == ["P-D10"]
    full = chain + "\n1 Captain America [level 3]"
    assert broken(deck("4 Shield Helicarrier", zone=full)) == []


TRANSFORM_MC = "Main character: Bruce Banner [level 1; transform; no level up]"


def transform_pile(*lines: str) -> str:
    return "Pile Transform:\n" + "\n".join(lines)


def test_d11_the_transform_pile_in_tournament_play() -> None:
    three = transform_pile(*(f"1 Hulk {i} [level 1]\n1 Hulk {i} [level 2]" for i in range(3)))
    assert broken(deck("4 X", main=TRANSFORM_MC, zone="Level up:", piles=three)) == []
    four = transform_pile(*(f"1 Hulk {i} [level 1]\n1 Hulk {i} [level 2]" for i in range(4)))
    assert broken(deck("4 X", main=TRANSFORM_MC, zone="Level up:", piles=four)) == ["P-D11"]
    assert (
        broken(
            deck("4 X", main=TRANSFORM_MC, zone="Level up:", piles=four),
            **{"p2.tournament_mode": False},
        )
        == []
    )
    extra = three + "\n1 Grey Hulk [level 2; associated]"
    assert broken(deck("4 X", main=TRANSFORM_MC, zone="Level up:", piles=extra)) == []
    notes = check_deck_text(deck("4 X", main=TRANSFORM_MC, zone="Level up:", piles=extra)).notes
    assert any("the judge approves them" in note for note in notes)
    lonely = transform_pile("1 Hulk [level 2]")
    assert broken(deck("4 X", main=TRANSFORM_MC, zone="Level up:", piles=lonely)) == ["P-D11"]
    assert broken(deck("4 X", main=TRANSFORM_MC, zone="Level up:")) == ["P-D11"]
    assert broken(deck("4 X", piles=three)) == ["P-D11"]


@pytest.mark.parametrize(
    ("pile", "good"),
    [
        ("Pile Gift:\n1 Death\n1 Immortality\n1 Knowledge\n1 Madness\n1 Power", True),
        ("Pile Gift:\n2 Death\n1 Knowledge\n1 Madness\n1 Power", False),
        ("Pile Spellbook:\n1 Bolt\n1 Shield", True),
        ("Pile Spellbook:\n2 Bolt", False),
        ("Pile Wish:\n2 A\n2 B\n2 C", True),
        ("Pile Wish:\n2 A\n2 B\n1 C\n1 D", False),
        ("Pile Wish:\n2 A\n2 B\n2 Mansion [location]", False),
        (
            "Pile Absorption History:\n1 Angel [level 1]\n1 Beast [level 2]\n1 Iceman [level 3]",
            True,
        ),
        (
            "Pile Absorption History:\n1 Angel [level 1]\n1 Angel [level 2]\n1 Iceman [level 3]",
            False,
        ),
        ("Pile Hound:\n1 A\n1 B\n1 C\n1 D", True),
        ("Pile Hound:\n1 A\n1 B\n1 C\n1 Agent 0", False),
        ("Pile Hostage:\n1 Aunt May", True),
        ("Pile Hostage:", False),
    ],
)
def test_d13_piles_the_rules_fix(pile: str, good: bool) -> None:
    assert broken(deck("4 Shield Helicarrier", piles=pile)) == ([] if good else ["P-D13"])


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("4 Agent\n", 1, "not under a section"),
        ("Main character:\n", 1, "needs the card's name"),
        ("Deck: 4 Agent\n", 1, "lines below it"),
        (
            "Main character: A\nDeck:\n4 Agent [level two]\nLevel up:\n1 Agent [level x]\n",
            5,
            "whole number",
        ),
        ("Main character: A\nDeck:\nfour Agent\n", 3, "expected COUNT NAME"),
        ("Main character: A [level \u00b2]\nDeck:\n4 Agent\n", 1, "whole number"),
        ("Main character: A\nDeck:\n\u0663 Agent\n", 3, "expected COUNT NAME"),
    ],
)
def test_bad_lists_name_the_line(text: str, line: int, words: str) -> None:
    with pytest.raises(InvalidInput, match=words) as caught:
        check_deck_text(text, source="list.txt")
    assert caught.value.line == line


@settings(max_examples=150, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("Deck:Main chartLvl up[];14x\n #PileGift")), max_size=300)
)
def test_any_text_is_a_report_or_one_clear_refusal(text: str) -> None:
    report_or_one_refusal(TWO_PCG, text)


def test_d16_format_filters_refuse_cards_by_their_tags() -> None:
    text = deck("2 Shield Helicarrier", "2 Red Skull [team Hydra; evil]")
    assert broken(text) == []
    assert broken(text, **{"p2.deck.excluded_tags": ["evil"]}) == ["P-D16"]
    illustrated = GOOD.replace(MC, MC.replace("]", "; illustrated]"))
    assert broken(illustrated, **{"p2.deck.excluded_tags": ["illustrated"]}) == ["P-D16"]
    assert resolve(TWO_PCG)["p2.boss.names"][:2] == ["Leviathon Mother", "Death"]


SECTION_LINES = st.sampled_from(
    [
        "Main character: Hero [level 1; team A; transform; spider-verse; omega]",
        "Main character: Hero",
        "Extra main character: Foe [level \u00b2]",
        "Deck:",
        "Level up:",
        "Pile Gift:",
        "Pile Transform:",
        "Pile Wish:",
        "Pile Hound:",
        "Pile Absorption History:",
        "# a comment",
        "",
    ]
)
CARD_LINES = st.builds(
    lambda n, name, tags: f"{n} {name} [{'; '.join(tags)}]" if tags else f"{n} {name}",
    st.sampled_from(["4", "4x", "1", "8", "0", "\u0663", "four"]),
    st.sampled_from(["Hero", "Foe", "Hero\u2605", "Death", "Angel", "Training Room"]),
    st.lists(
        st.sampled_from(
            [
                "level 1",
                "level 2",
                "level 5",
                "level \u00b2",
                "team A",
                "one of a kind",
                "legion",
                "mc",
                "spider-verse",
                "token",
                "omega",
                "loyalty A",
                "requires mc B",
                "transform",
                "neutral location Might/Energy",
                "neutral location:",
                "levels up",
                "no level up",
                "associated",
                "evil",
            ]
        ),
        max_size=3,
    ),
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(SECTION_LINES | CARD_LINES, min_size=1, max_size=15),
    st.sampled_from(
        [
            {},
            {
                "p2.copy_key": "title_without_stars",
                "p2.spiderverse_distinct": True,
                "p2.loyalty": "off",
                "p2.tournament_mode": False,
                "p2.deck.excluded_tags": ["evil"],
            },
        ]
    ),
)
def test_any_registration_is_a_report_or_a_refusal_naming_where(
    lines: list[str], overrides: dict[str, Any]
) -> None:
    try:
        report = check_deck_text(
            "\n".join(lines), source="fuzz", settings=resolve(TWO_PCG, overrides)
        )
    except InvalidInput as error:
        assert error.source == "fuzz"
        return
    assert report.legal == (not report.violations)


def test_the_report_says_what_the_judge_still_checks() -> None:
    notes = " ".join(check_deck_text(GOOD).notes)
    assert "Invention and Bind" in notes and "linked" in notes and "Loyalty" in notes
    off = " ".join(check_deck_text(GOOD, settings=resolve(TWO_PCG, {"p2.loyalty": "off"})).notes)
    assert "Loyalty is checked" not in off
