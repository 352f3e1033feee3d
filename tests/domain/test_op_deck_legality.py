"""Deck legality D1–D20: for every checkable predicate, a deck that breaks it and one that keeps it.

The decks use a small made-up card database so each case changes one thing only; the realistic
deck built from the shipped card data is tested in tests/services/test_card_data.py.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower import RULES
from opl_tournament.domain.rules.overpower import cards as card
from opl_tournament.domain.rules.overpower.deck import DeckOptions, check_deck_text


def _character(name: str, *grid: int, **extra: object) -> tuple[str, card.Character]:
    return "characters", card.Character(
        name, "test", card.PowerGrid(*grid) if grid else None, **extra
    )


def _special(name: str, code: str, **extra: object) -> tuple[str, card.Special]:
    owner = name.split(" - ", maxsplit=1)[0]
    return "specials", card.Special(
        name,
        "test",
        owner,
        code,
        any_hero=owner == "Any Hero",
        any_character=owner == "Any Character",
        **extra,
    )


def _database() -> card.CardDatabase:
    cards = [
        _character("Alpha", 5, 5, 5, 5),
        _character("Bravo", 6, 6, 6, 6),
        _character("Charlie", 4, 4, 4, 4),
        _character("Delta", 5, 5, 5, 5),
        _character("Echo: Student", 3, 3, 3, 3, special_access=("Alpha",)),
        _character("Foxtrot", 5, 5, 5, 5),
        _character("Golf", 5, 5, 5, 5),
        _character("Galactus", 8, 8, 8, 8, points=28),
        _character("Beyonder", points=28, any_special=True),
        _special("Alpha - Punch", "AA"),
        _special("Alpha - Secret Plan", "AC", one_per_deck=True),
        _special("Alpha - Headquarters", "HQ"),
        _special("Bravo - Zap", "AA"),
        _special("Charlie - Dodge", "AB"),
        _special("Delta - Shove", "AD"),
        _special("Echo - Study", "AE"),
        _special("Foxtrot - Blast", "AA"),
        _special("Foxtrot - Burst", "AB"),
        _special("Foxtrot - Ultimate", "AC", one_per_deck=True),
        _special("Foxtrot - Finale", "AF", one_per_deck=True),
        _special("Golf - Strike", "AA"),
        _special("Any Hero - Web Wizard", "BQ", one_per_deck=True),
        _special("Any Character - Top Hat Wizard", "BQ", one_per_deck=True),
        _special("Any Hero - Lucky Break", "BW"),
        ("power", card.PowerCard("6 Any Power", "test", "any-power", 6)),
        ("universe", card.UniverseCard("Basic Boost", "test", "basic")),
        ("universe", card.UniverseCard("Wild Boost", "test", "ally", any_power=True)),
        ("tactics", card.TacticCard("Golden Crown", "test", "artifact", one_per_deck=True)),
        ("tactics", card.TacticCard("Old Rope", "test", "artifact")),
        *(
            ("missions", card.Mission(f"Test Saga {n}", "test", "Test Saga", n))
            for n in range(1, 8)
        ),
        *(
            ("missions", card.Mission(f"Other Saga {n}", "test", "Other Saga", n))
            for n in range(1, 8)
        ),
        ("events", card.Event("Test Saga - Ambush", "test", "Test Saga")),
        ("events", card.Event("Test Saga - Retreat", "test", "Test Saga")),
        ("events", card.Event("Other Saga - Storm", "test", "Other Saga")),
        ("events", card.Event("Any Mission - Chaos", "test", None)),
        (
            "locations",
            card.Location(
                "Base One", "test", ("Alpha", "Bravo", "Charlie", "Delta", "Galactus", "Echo")
            ),
        ),
        ("locations", card.Location("Site Two", "test", ("Foxtrot", "Golf", "Hotel"))),
        ("locations", card.Location("Open Site", "test", (), any_team=True)),
        (
            "locations",
            card.Location(
                "Sanctum", "test", ("Alpha", "Bravo", "Charlie", "Delta"), forbids_battlesite=True
            ),
        ),
        ("aspects", card.Aspect("Base One - Fortify", "test", "Base One")),
        ("aspects", card.Aspect("Site Two - Trap", "test", "Site Two")),
        ("aspects", card.Aspect("Any Homebase - Shield", "test", None)),
    ]
    return card.database_from_cards({"test": "Test Set"}, cards)


DB = _database()
TEAM = ["Alpha", "Bravo", "Charlie", "Delta"]  # 20 + 24 + 16 + 20 = 80 points
BEYONDER_TEAM = ["Beyonder", "Charlie", "Charlie", "Delta"]
SIGNATURE = {
    "Alpha": "Alpha - Punch",
    "Bravo": "Bravo - Zap",
    "Charlie": "Charlie - Dodge",
    "Delta": "Delta - Shove",
}


def _deck(
    *,
    characters: list[str] | None = None,
    specials: list[str] | None = None,
    power: int = 46,
    extra: dict[str, list[str]] | None = None,
    missions: list[str] | None = None,
) -> dict[str, list[str]]:
    """A legal 51-card Constructed deck (5 team Specials + 46 Power), as section -> lines."""
    team = characters or TEAM
    if specials is None:
        own = [SIGNATURE[name] for name in dict.fromkeys(team) if name in SIGNATURE]
        specials = [f"{5 - len(own) + 1} {own[0]}", *(f"1 {name}" for name in own[1:])]
    return {
        "Characters": [f"1 {name}" for name in team],
        "Missions": missions if missions is not None else ["7 Test Saga"],
        "Specials": specials,
        "Power": [f"{power} 5 Fighting"] if power else [],
        **(extra or {}),
    }


def _site_two(specials: list[str], activators: list[str]) -> dict[str, list[str]]:
    """The battlesite Site Two with ``specials`` and their ``activators``, to add to a deck."""
    return {"Battlesite": ["1 Site Two"], "Battlesite Specials": specials, "Activators": activators}


def _text(sections: dict[str, list[str]]) -> str:
    lines = []
    for heading, cards in sections.items():
        lines.append(f"{heading}:")
        lines.extend(cards)
        lines.append("")
    return "\n".join(lines)


def _with(**changes: list[str]) -> Callable[[dict[str, list[str]]], dict[str, list[str]]]:
    def apply(sections: dict[str, list[str]]) -> dict[str, list[str]]:
        merged = dict(sections)
        for heading, cards in changes.items():
            merged[heading.replace("_", " ")] = merged.get(heading.replace("_", " "), []) + cards
        return merged

    return apply


def _check(sections: dict[str, list[str]], kind: str = "constructed", **options: object):
    return check_deck_text(
        _text(sections),
        tournament_type=kind,
        source="test-deck",
        cards=DB,
        options=DeckOptions(**options),  # type: ignore[arg-type]
    )


def _rules(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [v.rule for v in report.violations]


def test_base_deck_is_legal_and_summarised() -> None:
    report = _check(_deck())
    assert report.legal, report.violations
    assert report.summary["deck_size"] == 51
    assert report.summary["sum_of_grids"] == 80
    assert report.summary["sum_limit"] == 80
    assert report.summary["missions"] == {
        "count": 7,
        "set": "Test Saga",
        "numbers": [1, 2, 3, 4, 5, 6, 7],
    }
    assert [c["name"] for c in report.summary["characters"]] == TEAM


Case = tuple[str, str, dict[str, list[str]], str, dict[str, object]]


def _case(
    case: str,
    rule: str,
    sections: dict[str, list[str]],
    kind: str = "constructed",
    **options: object,
) -> Case:
    """(case id, rule, deck sections, tournament type, options): Constructed unless told."""
    return case, rule, sections, kind, options


FAILING: list[Case] = [
    _case("three characters", "D1", _deck(characters=TEAM[:3])),
    _case("five characters", "D1", _deck(characters=[*TEAM, "Foxtrot"])),
    _case(
        "two home bases", "D2", _with(Home_Base=["1 Base One", "1 Sanctum"])(_deck()), "locations"
    ),
    _case(
        "home base misses a member",
        "D3",
        _deck(
            characters=["Alpha", "Bravo", "Charlie", "Foxtrot"], extra={"Home Base": ["1 Base One"]}
        ),
        "locations",
    ),
    _case("81 points", "D4", _deck(characters=["Alpha", "Bravo", "Bravo", "Charlie"])),
    _case(
        "any-power lowers the cap to 76",
        "D4",
        _deck(power=45, extra={"Universe": ["1 Wild Boost"]}),
    ),
    _case(
        "81 points in locations without a home base",
        "D4",
        _deck(characters=["Alpha", "Bravo", "Bravo", "Charlie"]),
        "locations",
    ),
    _case(
        "override not enough: Galactus 28 + 24 + 20 + 20 = 92",
        "D4",
        _deck(characters=["Galactus", "Bravo", "Alpha", "Delta"]),
    ),
    _case(
        "a home base does not lift the limit in constructed",
        "D4",
        _deck(
            characters=["Galactus", "Bravo", "Alpha", "Delta"], extra={"Home Base": ["1 Base One"]}
        ),
    ),
    _case(
        "team member on the battlesite list",
        "D6",
        _deck(
            characters=["Alpha", "Bravo", "Charlie", "Foxtrot"],
            specials=[],
            power=51,
            extra={"Battlesite": ["1 Site Two"]},
        ),
        "locations",
    ),
    _case(
        "home base forbids a battlesite",
        "D6",
        _deck() | {"Home Base": ["1 Sanctum"], "Battlesite": ["1 Open Site"]},
        "locations",
    ),
    _case(
        "battlesite special of an unlisted character",
        "D7",
        _deck() | {"Battlesite": ["1 Site Two"], "Battlesite Specials": ["1 Alpha - Punch"]},
        "locations",
    ),
    _case(
        "thirteen battlesite specials",
        "D7",
        _deck() | _site_two(["13 Foxtrot - Blast"], ["13 Foxtrot"]),
        "locations",
    ),
    _case(
        "two one-per-deck specials under the battlesite",
        "D7",
        _deck() | _site_two(["1 Foxtrot - Ultimate", "1 Foxtrot - Finale"], ["2 Foxtrot"]),
        "locations",
    ),
    _case(
        "two battlesite specials with one code",
        "D7",
        _deck() | _site_two(["1 Foxtrot - Blast", "1 Golf - Strike"], ["1 Foxtrot", "1 Golf"]),
        "locations",
    ),
    _case(
        "battlesite special without an activator",
        "D7",
        _deck() | _site_two(["1 Foxtrot - Blast", "1 Foxtrot - Burst"], ["1 Foxtrot"]),
        "locations",
    ),
    _case(
        "beyonder activator cannot fetch a one-per-deck special",
        "D7",
        _deck() | _site_two(["1 Foxtrot - Ultimate"], ["1 Beyonder"]),
        "locations",
    ),
    _case(
        "more activators than specials when exactness is asked",
        "D7",
        _deck() | _site_two(["1 Foxtrot - Blast"], ["2 Foxtrot"]),
        "locations",
        activators_exact=True,
    ),
    _case(
        "specials under a battlesite that lists nobody",
        "D8",
        _deck() | {"Battlesite": ["1 Open Site"], "Battlesite Specials": ["1 Foxtrot - Blast"]},
        "locations",
    ),
    _case(
        "activators without a battlesite",
        "D9",
        _deck(power=45, extra={"Activators": ["1 Foxtrot"]}),
    ),
    _case(
        "aspect without a home base",
        "D10",
        _deck(power=45, extra={"Aspects": ["1 Any Homebase - Shield"]}),
        "locations",
    ),
    _case(
        "aspect of another location",
        "D10",
        _deck(power=45) | {"Home Base": ["1 Base One"], "Aspects": ["1 Site Two - Trap"]},
        "locations",
    ),
    _case("six missions", "D11", _deck(missions=[f"1 Test Saga {n}" for n in range(1, 7)])),
    _case(
        "missions from two sets",
        "D11",
        _deck(missions=[*(f"1 Test Saga {n}" for n in range(1, 7)), "1 Other Saga 7"]),
    ),
    _case(
        "a mission number twice",
        "D11",
        _deck(missions=[*(f"1 Test Saga {n}" for n in range(1, 7)), "1 Test Saga 6"]),
    ),
    _case(
        "event of another mission set",
        "D12",
        _deck(power=50, extra={"Events": ["1 Other Saga - Storm"]}),
    ),
    _case("an event twice", "D13", _deck(power=49, extra={"Events": ["2 Test Saga - Ambush"]})),
    _case(
        "one-per-deck special twice",
        "D14",
        _deck(power=44, extra={}, specials=["2 Alpha - Secret Plan", "5 Alpha - Punch"]),
    ),
    _case(
        "HQ-coded special twice",
        "D14",
        _deck(power=44, specials=["2 Alpha - Headquarters", "5 Alpha - Punch"]),
    ),
    _case(
        "two generic specials sharing a one-per-deck code",
        "D14",
        _deck(
            power=44,
            specials=[
                "1 Any Hero - Web Wizard",
                "1 Any Character - Top Hat Wizard",
                "5 Alpha - Punch",
            ],
        ),
    ),
    _case(
        "one-per-deck artifact twice", "D14", _deck(power=44, extra={"Tactics": ["2 Golden Crown"]})
    ),
    _case("fifty playable cards", "D15", _deck(power=45)),
    _case(
        "fifty-five playable cards with an event",
        "D15",
        _deck(power=49, extra={"Events": ["1 Test Saga - Ambush"]}),
    ),
    _case(
        "multipower with any-power",
        "D17",
        _deck(power=40) | {"Power": ["40 5 Fighting", "5 3 MultiPower", "1 6 Any Power"]},
        "sealed",
    ),
    _case(
        "special of a character not on the team",
        "D18",
        _deck(power=45, specials=["5 Alpha - Punch", "1 Foxtrot - Blast"]),
    ),
    _case(
        "beyonder does not widen the deck to other characters' specials",
        "D18",
        _deck(
            characters=BEYONDER_TEAM, power=45, specials=["5 Charlie - Dodge", "1 Foxtrot - Blast"]
        ),
    ),
    _case(
        "beyonder on the team may not be an activator",
        "D7",
        _deck(characters=BEYONDER_TEAM, specials=["5 Charlie - Dodge"])
        | _site_two(["1 Foxtrot - Blast", "1 Foxtrot - Burst"], ["2 Foxtrot", "1 Beyonder"]),
        "locations",
    ),
    _case(
        "beyonder cannot bring another character's one-per-deck special",
        "D18",
        _deck(
            characters=BEYONDER_TEAM,
            power=45,
            specials=["5 Charlie - Dodge", "1 Foxtrot - Ultimate"],
        ),
    ),
    _case("locations in constructed", "D19", _deck(extra={"Battlesite": ["1 Open Site"]})),
    _case("locations in sealed", "D19", _deck(extra={"Home Base": ["1 Base One"]}), "sealed"),
    _case(
        "any hero special in a locations event",
        "D19",
        _deck(power=45, specials=["5 Alpha - Punch", "1 Any Hero - Lucky Break"]),
        "locations",
    ),
    _case(
        "beyonder at a regional",
        "D19",
        _deck(characters=BEYONDER_TEAM, specials=["5 Charlie - Dodge"]),
        tier="regional",
    ),
]

PASSING: list[Case] = [
    _case("four characters", "D1", _deck()),
    _case(
        "one home base and one battlesite",
        "D2",
        _deck() | {"Home Base": ["1 Base One"], "Battlesite": ["1 Open Site"]},
        "locations",
    ),
    _case(
        "home base lists the whole team, which may then pass 80",
        "D3",
        _deck(
            characters=["Galactus", "Bravo", "Alpha", "Delta"],
            specials=["2 Alpha - Punch", "2 Bravo - Zap", "1 Delta - Shove"],
            extra={"Home Base": ["1 Base One"]},
        ),
        "locations",
    ),
    _case("exactly 80 points", "D4", _deck()),
    _case(
        "sealed ignores the sum",
        "D4",
        _deck(characters=["Alpha", "Bravo", "Bravo", "Charlie"]),
        "sealed",
    ),
    _case(
        "76 points with an any-power card",
        "D4",
        _deck(
            characters=["Alpha", "Bravo", "Charlie", "Charlie"],
            power=45,
            extra={"Universe": ["1 Wild Boost"]},
        ),
    ),
    _case(
        "Galactus counts 28, not 32: 28 + 16 + 16 + 20 = 80",
        "D5",
        _deck(
            characters=["Galactus", "Charlie", "Charlie", "Delta"],
            specials=["3 Charlie - Dodge", "2 Delta - Shove"],
        ),
    ),
    _case(
        "battlesite lists nobody on the team",
        "D6",
        _deck() | _site_two(["1 Foxtrot - Blast"], ["1 Foxtrot"]),
        "locations",
    ),
    _case(
        "twelve battlesite specials, one OPD, distinct codes, activators (one wild Beyonder)",
        "D7",
        _deck()
        | _site_two(
            ["1 Foxtrot - Blast", "1 Foxtrot - Burst", "1 Foxtrot - Ultimate"],
            ["2 Foxtrot", "1 Beyonder"],
        ),
        "locations",
    ),
    _case(
        "generic specials in play with a battlesite that lists nobody",
        "D8",
        _deck(extra={"Battlesite": ["1 Open Site"]}),
        "locations",
    ),
    _case(
        "activators with a listed battlesite",
        "D9",
        _deck() | _site_two(["1 Golf - Strike"], ["1 Golf"]),
        "locations",
    ),
    _case(
        "aspects of the home base and any home base",
        "D10",
        _deck(power=44)
        | {
            "Home Base": ["1 Base One"],
            "Aspects": ["1 Base One - Fortify", "1 Any Homebase - Shield"],
        },
        "locations",
    ),
    _case(
        "missions listed one by one",
        "D11",
        _deck(missions=[f"1 Test Saga {n}" for n in range(7, 0, -1)]),
    ),
    _case(
        "events of the mission set and any mission",
        "D12",
        _deck(power=49, extra={"Events": ["1 Test Saga - Ambush", "1 Any Mission - Chaos"]}),
    ),
    _case(
        "two different events",
        "D13",
        _deck(power=49, extra={"Events": ["1 Test Saga - Ambush", "1 Test Saga - Retreat"]}),
    ),
    _case(
        "one copy of each one-per-deck card",
        "D14",
        _deck(power=43)
        | {
            "Specials": [
                "1 Alpha - Secret Plan",
                "1 Alpha - Headquarters",
                "1 Any Hero - Web Wizard",
                "5 Alpha - Punch",
            ],
            "Tactics": ["1 Golden Crown"],
        },
    ),
    _case(
        "fifty-six with an event",
        "D15",
        _deck(power=50, extra={"Events": ["1 Test Saga - Ambush"]}),
    ),
    _case(
        "many copies of ordinary cards",
        "D16",
        _deck(power=20) | {"Tactics": ["20 Old Rope"], "Specials": ["11 Alpha - Punch"]},
    ),
    _case(
        "multipower only", "D17", _deck(power=40) | {"Power": ["40 5 Fighting", "6 3 MultiPower"]}
    ),
    _case(
        "specials of the team and of a character a member may borrow",
        "D18",
        _deck(
            characters=["Echo: Student", "Bravo", "Charlie", "Delta"],
            power=44,
            specials=["1 Echo - Study", "2 Alpha - Punch", "4 Bravo - Zap"],
        ),
    ),
    _case(
        "a teammate's special access without qualifier",
        "D18",
        _deck(
            characters=["Echo: Student", "Bravo", "Charlie", "Delta"],
            power=45,
            specials=[
                "2 Bravo - Zap",
                "1 Charlie - Dodge",
                "1 Delta - Shove",
                "1 Alpha - Punch",
                "1 Alpha - Secret Plan",
            ],
        ),
    ),
    _case(
        "any hero special in constructed",
        "D19",
        _deck(power=45, specials=["5 Alpha - Punch", "1 Any Hero - Lucky Break"]),
    ),
    _case(
        "beyonder at a local event",
        "D19",
        _deck(characters=BEYONDER_TEAM, specials=["5 Charlie - Dodge"]),
        tier="local",
    ),
]


CASE_ARGUMENTS = ("rule", "sections", "kind", "options")


def _params(cases: list[Case]) -> list[object]:
    """The cases for ``parametrize``, each named by its rule and case id."""
    return [pytest.param(rule, s, k, o, id=f"{rule}-{case}") for case, rule, s, k, o in cases]


@pytest.mark.parametrize(CASE_ARGUMENTS, _params(FAILING))
def test_deck_breaking_a_rule_is_reported(
    rule: str, sections: dict[str, list[str]], kind: str, options: dict[str, object]
) -> None:
    report = _check(sections, kind, **options)
    assert not report.legal
    assert rule in _rules(report), report.violations
    violation = next(v for v in report.violations if v.rule == rule)
    assert violation.message


@pytest.mark.parametrize(CASE_ARGUMENTS, _params(PASSING))
def test_deck_keeping_a_rule_is_legal(
    rule: str, sections: dict[str, list[str]], kind: str, options: dict[str, object]
) -> None:
    report = _check(sections, kind, **options)
    assert report.legal, report.violations


def test_beyonder_on_the_team_may_not_be_an_activator() -> None:
    site = _site_two(["1 Foxtrot - Blast", "1 Foxtrot - Burst"], ["2 Foxtrot", "1 Beyonder"])
    with_beyonder = _deck(
        characters=["Beyonder", "Charlie", "Charlie", "Delta"], specials=["5 Charlie - Dodge"]
    )
    report = _check(with_beyonder | site, "locations")
    refused = [v for v in report.violations if "may not be used as an Activator" in v.message]
    assert [(v.rule, v.cards) for v in refused] == [("D7", ("Beyonder",))]
    without = _check(_deck() | site, "locations")
    assert not [v for v in without.violations if v.rule == "D7"]


def test_every_checkable_predicate_has_both_examples() -> None:
    # D5 (point values) is reported through D4: see test_point_overrides_decide_the_sum.
    # D16 (no other copy limits) can only be kept, never broken. D20 has no deck predicate.
    checkable = {f"D{n}" for n in range(1, 20)} - {"D5", "D16"}
    assert checkable <= {rule for _c, rule, *_ in FAILING}
    assert checkable | {"D5", "D16"} <= {rule for _c, rule, *_ in PASSING}


def test_point_overrides_decide_the_sum() -> None:
    # Galactus' grid adds up to 32 but he counts as 28: 28 + 16 + 16 + 20 = 80 is legal.
    galactus = _check(_deck(characters=["Galactus", "Charlie", "Charlie", "Delta"]))
    assert galactus.legal
    assert galactus.summary["sum_of_grids"] == 80
    # Beyonder has no numeric grid yet counts as 28: 28 + 24 + 24 + 16 = 92 breaks the limit.
    beyonder = _check(_deck(characters=["Beyonder", "Bravo", "Bravo", "Charlie"]))
    assert _rules(beyonder) == ["D4"]
    assert "Beyonder (28)" in beyonder.violations[0].cards


def test_every_broken_rule_is_listed_with_its_cards() -> None:
    sections = _deck(characters=["Alpha", "Bravo", "Bravo"], power=40) | {
        "Specials": ["2 Alpha - Secret Plan", "1 Foxtrot - Blast"],
        "Events": ["1 Other Saga - Storm"],
    }
    report = _check(sections)
    by_rule = {v.rule: v for v in report.violations}
    assert set(by_rule) == {"D1", "D12", "D14", "D15", "D18"}
    assert by_rule["D14"].cards == ("Alpha - Secret Plan",)
    assert by_rule["D18"].cards == ("Foxtrot - Blast",)
    assert by_rule["D12"].cards == ("Other Saga - Storm",)
    assert "44" in by_rule["D15"].message and "56" in by_rule["D15"].message


def test_sum_violation_names_each_characters_points() -> None:
    report = _check(_deck(characters=["Alpha", "Bravo", "Bravo", "Charlie"]))
    (violation,) = report.violations
    assert violation.rule == "D4"
    assert "84" in violation.message and "80" in violation.message
    assert violation.cards == ("Alpha (20)", "Bravo (24)", "Charlie (16)")


def test_physical_checks_are_notes_for_the_judge() -> None:
    report = _check(_deck(), "sealed")
    assert any("proxy" in note for note in report.notes)
    assert any("sleeve" in note for note in report.notes)
    assert any("DECK-14" in note for note in report.notes)


def test_character_missing_from_database_needs_a_grid() -> None:
    sections = _deck(characters=["Alpha", "Bravo", "Charlie", "Zulu"])
    with pytest.raises(InvalidInput) as caught:
        _check(sections)
    assert caught.value.source == "test-deck"
    assert caught.value.line == 5
    assert "[E F S I]" in str(caught.value)
    given = _deck(characters=["Alpha", "Bravo", "Charlie", "Zulu [5 5 5 5]"])
    report = _check(given)
    assert report.legal
    assert report.summary["characters"][3] == {"name": "Zulu", "grid": [5, 5, 5, 5], "points": 20}


def test_unknown_cards_are_named_in_notes_not_guessed() -> None:
    report = _check(_deck(power=45, extra={"Universe": ["1 Mystery Gadget"]}))
    assert report.legal
    assert report.summary["unknown_cards"] == ["Mystery Gadget"]
    assert any("Mystery Gadget" in note for note in report.notes)


def test_unknown_tournament_type_and_tier_are_refused() -> None:
    with pytest.raises(InvalidInput, match="tournament type"):
        _check(_deck(), "draft")
    with pytest.raises(InvalidInput, match="tier"):
        _check(_deck(), tier="world")


def test_mission_set_shorthand_must_be_seven() -> None:
    with pytest.raises(InvalidInput, match="7 Test Saga") as caught:
        _check(_deck(missions=["6 Test Saga"]))
    assert caught.value.line is not None


def test_rules_object_delegates_to_the_legality_check() -> None:
    report = RULES.check_deck(_text(_deck()), tournament_type="constructed", context=DB)
    assert report.legal
    assert report.as_json()["summary"]["deck_size"] == 51
