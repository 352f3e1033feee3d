"""Reading OverPower deck lists: the plain text format and the JSON format."""

from __future__ import annotations

import json
import re

import pytest

from opl_tournament import paths
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower.cards import PowerGrid
from opl_tournament.domain.rules.overpower.decklist import parse_deck

TEXT_DECK = """\
# My tournament deck   (a comment: not a section name)
# Characters
1 Wolverine (IQ)
1 Mystery Man [5 6 7 3]

Home Base:
1 Krakoa
[Missions]
7 Separation Anxiety   // whole set
## Specials (3)
2x Wolverine - Berserker Rage
1 Any Hero - Savage Land
Power cards:
12 5 Fighting
"""


def test_text_deck_sections_counts_sets_and_grids() -> None:
    deck = parse_deck(TEXT_DECK, source="deck.txt")
    assert deck.source == "deck.txt"
    entries = [(e.section, e.count, e.name, e.line) for e in deck.entries]
    assert entries == [
        ("characters", 1, "Wolverine (IQ)", 3),
        ("characters", 1, "Mystery Man", 4),
        ("home_base", 1, "Krakoa", 7),
        ("missions", 7, "Separation Anxiety", 9),
        ("specials", 2, "Wolverine - Berserker Rage", 11),
        ("specials", 1, "Any Hero - Savage Land", 12),
        ("power", 12, "5 Fighting", 14),
    ]
    assert deck.entries[0].set_hint == "IQ"
    assert deck.entries[1].grid == PowerGrid(5, 6, 7, 3)
    assert [e.name for e in deck.section("specials")] == [
        "Wolverine - Berserker Rage",
        "Any Hero - Savage Land",
    ]


@pytest.mark.parametrize(
    ("text", "line", "field", "words"),
    [
        ("Characters:\nWolverine\n", 2, "count", "COUNT NAME"),
        ("1 Wolverine\n", 1, "section", "before any section"),
        ("Sideboard:\n1 Wolverine\n", 1, "section", "unknown section"),
        ("Characters:\n0 Wolverine\n", 2, "count", "1-99"),
        ("Characters:\n1 Wolverine [5 6 7]\n", 2, "grid", "four ratings"),
        ("Power:\n2 5 Fighting [1 2 3 4]\n", 2, "grid", "only characters"),
        ("# nothing but comments\n\n", None, None, "no cards"),
    ],
)
def test_text_deck_errors_name_source_line_and_field(
    text: str, line: int | None, field: str | None, words: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_deck(text, source="deck.txt")
    error = caught.value
    assert error.source == "deck.txt"
    assert error.line == line
    assert error.field == field
    assert words in str(error)


JSON_DECK = {
    "name": "Example",
    "characters": [
        "Wolverine",
        {"name": "Cyclops", "set": "iq"},
        {"name": "Mystery Man", "grid": [5, 6, 7, 3]},
    ],
    "home_base": "Krakoa",
    "missions": [{"name": "Separation Anxiety", "count": 7}],
    "specials": [{"name": "Wolverine - Berserker Rage", "count": 2}],
    "power": [{"name": "5 Fighting", "count": 12}, "3 MultiPower"],
}


def test_json_deck_entries() -> None:
    deck = parse_deck(json.dumps(JSON_DECK), source="deck.json")
    entries = [(e.section, e.count, e.name, e.set_hint, e.grid) for e in deck.entries]
    assert entries == [
        ("characters", 1, "Wolverine", None, None),
        ("characters", 1, "Cyclops", "iq", None),
        ("characters", 1, "Mystery Man", None, PowerGrid(5, 6, 7, 3)),
        ("home_base", 1, "Krakoa", None, None),
        ("specials", 2, "Wolverine - Berserker Rage", None, None),
        ("power", 12, "5 Fighting", None, None),
        ("power", 1, "3 MultiPower", None, None),
        ("missions", 7, "Separation Anxiety", None, None),
    ]


@pytest.mark.parametrize(
    ("document", "field", "words"),
    [
        ({"characters": "Wolverine"}, "characters", "list"),
        ({"sideboard": []}, "sideboard", "unknown key"),
        ({"specials": [{"name": "X", "count": 0}]}, "specials[0].count", "count"),
        ({"specials": [{"name": "X", "count": True}]}, "specials[0].count", "count"),
        ({"specials": [{"count": 2}]}, "specials[0].name", "name"),
        ({"specials": [{"name": "X", "copies": 2}]}, "specials[0].copies", "unknown key"),
        ({"characters": [{"name": "X", "grid": [1, 2]}]}, "characters[0].grid", "four"),
        ({"characters": [{"name": "X", "grid": [1, 2, 3, 12]}]}, "characters[0].grid", "0-9"),
        ({"power": [{"name": "5 Fighting", "grid": [1, 2, 3, 4]}]}, "power[0].grid", "only"),
        ({"specials": [7]}, "specials[0]", "name"),
        ({}, None, "no cards"),
    ],
)
def test_json_deck_errors_name_the_field(
    document: dict[str, object], field: str | None, words: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_deck(json.dumps(document), source="deck.json")
    assert caught.value.source == "deck.json"
    assert caught.value.field == field
    assert words in str(caught.value)


def test_broken_json_names_the_line() -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_deck('{\n "characters": [\n "Wolverine",\n]\n}', source="deck.json")
    assert caught.value.line == 4
    assert "not valid JSON" in str(caught.value)


def test_the_examples_in_deck_formats_md_parse() -> None:
    guide = paths.resource("examples", "DECK-FORMATS.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```(\w*)\n(.*?)```", guide, flags=re.S)
    text_block = next(body for lang, body in blocks if lang == "")
    json_block = next(body for lang, body in blocks if lang == "json")
    text_deck = parse_deck(text_block, source="DECK-FORMATS.md")
    json_deck = parse_deck(json_block, source="DECK-FORMATS.md")
    assert [e.name for e in text_deck.section("characters")] == [
        "Daredevil (IQ)",
        "Mystery Man",
        "Iceman",
        "Juggernaut",
    ]
    assert json_deck.section("characters")[1].grid == PowerGrid(5, 6, 7, 3)
    assert text_deck.section("specials")[0].count == 2
