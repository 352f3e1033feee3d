"""Vs. System 2PCG: each deck predicate passes and fails; each time-call step decides and falls
through, for two players, pods and 2 vs 2 teams; bad lists and forms are refused plainly."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.rules.vs_2pcg import adjudicate, check_deck_text
from opl_tournament.domain.rules.vs_settings import TWO_PCG, resolve

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
    try:
        report = rules_for(TWO_PCG).check_deck(text, tournament_type="constructed", source="fuzz")
    except InvalidInput as error:
        assert error.source == "fuzz"
        return
    assert report.legal == (not report.violations)


# ----- time-called games


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
    assert [step.split(":")[0] for step in verdict.steps] == [
        "wounds on main characters",
        "Health left on main characters",
        "main-character level",
        "cards left in deck",
    ]
    same = form(p("A", mc(3, 8, level=2), deck=9), p("B", mc(3, 8, level=2), deck=9))
    assert adjudicate(same, order).decided_by == "judge"
    not_out = form(p("A", mc(2)), p("B", mc(3)), all_out_of_cards=False)
    assert adjudicate(not_out).decided_by == "mc_wounds"


def test_d16_format_filters_refuse_cards_by_their_tags() -> None:
    text = deck("2 Shield Helicarrier", "2 Red Skull [team Hydra; evil]")
    assert broken(text) == []
    assert broken(text, **{"p2.deck.excluded_tags": ["evil"]}) == ["P-D16"]
    illustrated = GOOD.replace(MC, MC.replace("]", "; illustrated]"))
    assert broken(illustrated, **{"p2.deck.excluded_tags": ["illustrated"]}) == ["P-D16"]
    assert resolve(TWO_PCG)["p2.boss.names"][:2] == ["Leviathon Mother", "Death"]
