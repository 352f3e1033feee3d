"""Card database lookups: loose names, set disambiguation, JSON round trip."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower.cards import (
    CardDatabase,
    Character,
    Mission,
    PowerGrid,
    Special,
    database_from_cards,
    normalize_name,
    parse_power_name,
)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Wolverine™ - Berserker Rage", "wolverine berserker rage"),
        ("Dr. Strange", "Doctor Strange"),
        ("Mr. Fantastic", "mister fantastic"),
        ("Ka-Zar", "Ka Zar"),
        ("The Flash", "Flash"),
        ("Gen¹³", "Gen13"),
        ("Amélie", "amelie"),
        ("Avengers & Co", "Avengers and Co"),
        ("She Hulk (sic)", "She-Hulk"),
    ],
)
def test_names_match_loosely(one: str, other: str) -> None:
    assert normalize_name(one) == normalize_name(other)


def test_different_names_stay_different() -> None:
    assert normalize_name("Spider-Man") != normalize_name("Spider-Woman")


@pytest.mark.parametrize(
    ("name", "parsed"),
    [
        ("5 Fighting", ("fighting", 5)),
        ("3 MultiPower", ("multipower", 3)),
        ("2 Multi-Power", ("multipower", 2)),
        ("6 Any-Power", ("any-power", 6)),
        ("7 Any Power", ("any-power", 7)),
        ("Fighting", None),
        ("10 Energy", None),
        ("Power Cosmic", None),
    ],
)
def test_power_card_names(name: str, parsed: tuple[str, int] | None) -> None:
    assert parse_power_name(name) == parsed


def _database() -> CardDatabase:
    return database_from_cards(
        {"iq": "IQ", "power-surge": "Power Surge"},
        [
            ("characters", Character("Banshee", "iq", PowerGrid(7, 5, 3, 5))),
            ("characters", Character("Banshee", "power-surge", PowerGrid(7, 4, 3, 2))),
            ("characters", Character("Galactus", "iq", PowerGrid(8, 8, 8, 8), points=28)),
            ("specials", Special("Banshee - Sonic Scream", "iq", "Banshee", "AA")),
            ("specials", Special("Banshee - Sonic Scream", "power-surge", "Banshee", "AA")),
            ("missions", Mission("Saga 1", "iq", "The Saga", 1)),
        ],
    )


def test_reprints_resolve_and_differing_printings_need_a_set() -> None:
    database = _database()
    assert database.find("specials", "banshee sonic scream").code == "AA"
    with pytest.raises(InvalidInput, match="iq, power-surge"):
        database.find("characters", "Banshee")
    assert database.find("characters", "Banshee", "power-surge").grid == PowerGrid(7, 4, 3, 2)
    assert database.set_code("Power Surge") == "power-surge"
    assert database.set_code("IQ") == "iq"
    assert database.set_code("Unknown Set") is None
    assert database.find("characters", "Nobody") is None


def test_point_value_prefers_the_override() -> None:
    database = _database()
    assert database.find("characters", "Galactus").point_value == 28
    assert database.find("characters", "Banshee", "iq").point_value == 20


def test_mission_set_lookup_is_loose() -> None:
    assert [m.name for m in _database().mission_set("saga")] == ["Saga 1"]


def test_json_round_trip_and_bad_records() -> None:
    database = _database()
    again = CardDatabase.from_json(database.as_json())
    assert again.as_json() == database.as_json()
    document = database.as_json()
    document["characters"][0]["grid"] = [1, 2, 3]
    with pytest.raises(InvalidInput) as caught:
        CardDatabase.from_json(document, source="cards.json")
    assert caught.value.field == "characters[0]"
    assert caught.value.source == "cards.json"
