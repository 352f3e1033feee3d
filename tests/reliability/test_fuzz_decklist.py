"""Hostile deck lists (text and JSON): every input is checked or refused, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower.deck import check_deck_text
from opl_tournament.domain.rules.overpower.decklist import SECTIONS
from opl_tournament.services.card_data import check_deck_file, shipped_card_database
from tests.reliability.fuzzing import BUDGETS, fuzz

CARDS = shipped_card_database()
SOURCE = "deck.txt"
TYPES = ("constructed", "sealed", "locations")

card_names = st.one_of(
    st.sampled_from(
        [
            "Daredevil",
            "Daredevil (IQ)",
            "Iceman",
            "Dr. Strange",
            "Separation Anxiety",
            "Daredevil - Agility",
            "Nobody [5 6 7 3]",
            "Nobody [5-6-7]",
            "Nobody [a b c d]",
            "Nobody [99999 1 1 1]",
            "Nobody []",
            "()",
            "[",
            "x (",
            "=SUM(A1)",
            "\x00",
            "\u202e",
        ]
    ),
    st.text(max_size=30),
)
headings = st.one_of(
    st.sampled_from([h for names in SECTIONS.values() for h in names])
    .map(lambda h: st.sampled_from([f"{h}:", f"# {h}", f"[{h}]", f"{h.upper()} (12):"]))
    .flatmap(lambda s: s),
    st.text(max_size=15).map(lambda t: t + ":"),
)
counts = st.one_of(
    st.integers(-5, 120).map(str),
    st.sampled_from(["0", "00", "1x", "2 x", "٣", "10" * 20, "1e3", "-1", "+1"]),
)
card_lines = st.builds(lambda c, n: f"{c} {n}", counts, card_names)
comments = st.sampled_from(["", "// note", "# just a comment", "   ", "\t"])


@st.composite
def text_decks(draw: st.DrawFn) -> str:
    lines = draw(st.lists(st.one_of(headings, card_lines, comments, st.text(max_size=20))))
    newline = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    return newline.join(lines)


json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(10**20), 10**20),
        st.floats(allow_nan=False),
        card_names,
    ),
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            st.sampled_from(["name", "count", "set", "grid", "extra"]) | st.text(max_size=8),
            inner,
            max_size=5,
        )
    ),
    max_leaves=20,
)


@st.composite
def json_decks(draw: st.DrawFn) -> str:
    keys = st.sampled_from([*SECTIONS, "format", "name", "player", "notes"]) | st.text(max_size=8)
    document = draw(st.dictionaries(keys, json_values, max_size=6))
    text = json.dumps(document)
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        text = text[:cut]
    return text


decks = st.one_of(text_decks(), json_decks(), st.text(max_size=200))


def check_or_refuse(text: str, tournament_type: str) -> None:
    try:
        check_deck_text(text, tournament_type=tournament_type, source=SOURCE, cards=CARDS)
    except InvalidInput as error:
        assert error.message.startswith(SOURCE), error.message


@pytest.mark.parametrize("budget", BUDGETS)
def test_deck_lists_are_checked_or_refused(budget: settings) -> None:
    fuzz(budget, check_or_refuse, decks, st.sampled_from(TYPES))


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xef\xbb\xbf",
        "Characters:\n1 Caf\xe9\n".encode("latin-1"),
        b"\x00\x01\x02\xff",
    ],
    # a list saved as UTF-16 with its mark (Notepad's "Unicode") is read: test_files38_deck_files
    ids=["empty", "bom-only", "latin-1", "binary"],
)
def test_unreadable_deck_files_name_the_file(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(data)
    with pytest.raises(InvalidInput, match=r"deck\.txt"):
        check_deck_file(path, tournament_type="constructed", cards=CARDS)


def test_a_missing_or_folder_deck_file_is_refused(tmp_path: Path) -> None:
    for path in (tmp_path / "missing.txt", tmp_path):
        with pytest.raises(InvalidInput):
            check_deck_file(path, tournament_type="constructed", cards=CARDS)


@pytest.mark.parametrize(
    "text",
    [
        "Characters:\n" + "9" * 5000 + " Daredevil\n",
        "Characters:\n1 Nobody [\u00b2 1 1 1]\n",
        "Characters:\n1 Nobody [" + "9" * 5000 + " 1 1 1]\n",
        '{"characters":' + "[" * 100_000 + "]" * 100_000 + "}",
        '{"characters":[{"name":"X","count":' + "9" * 5000 + "}]}",
    ],
    ids=["count-5000-digits", "grid-superscript", "grid-5000-digits", "json-deep", "json-bigint"],
)
def test_absurd_numbers_and_nesting_are_refused(text: str) -> None:
    with pytest.raises(InvalidInput):
        check_deck_text(text, tournament_type="constructed", source=SOURCE, cards=CARDS)
