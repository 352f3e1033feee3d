"""The last OverPower deck-rule misses, checked against the shipped card data.

Special-access qualifiers (Storm: Neutralized, Team X, X-Men: Original Team), Beyonder not
widening the deck, the Power cards wrongly marked One Per Deck, Hydra's grid, and deck files
that are binary or too large.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from opl_tournament import paths
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower.deck import check_deck_text
from opl_tournament.services.card_data import (
    DECK_FILE_LIMIT,
    check_deck_file,
    shipped_card_database,
)
from tools.card_data.convert import convert_card_csvs

EXAMPLE = paths.resource("examples", "legal-constructed-deck.txt")
SOURCE = Path("/work/shared/data/overpower-cards")


def _deck(first: str, specials: list[str], extra: str = "") -> str:
    """The example deck with Daredevil replaced by ``first`` and these Specials added."""
    text = EXAMPLE.read_text(encoding="utf-8").replace("1 Daredevil (IQ)", f"1 {first}")
    text = "\n".join(line for line in text.splitlines() if "Daredevil -" not in line)
    added = "".join(f"1 {name}\n" for name in specials)
    return text + "\nSpecials:\n" + added + "\nPower:\n8 5 Fighting\n" + extra


def _rules(text: str) -> list[tuple[str, tuple[str, ...]]]:
    report = check_deck_text(text, tournament_type="constructed", cards=shipped_card_database())
    return [(v.rule, v.cards) for v in report.violations]


@pytest.mark.parametrize(
    ("character", "allowed", "refused"),
    [
        ("Storm: Neutralized", "Morlocks - Caliban", "Morlocks - Leech"),  # non-OPD only
        ("Team X", "Wolverine - Rage", "Wolverine - Canucklehead"),  # non-OPD only
        ("Team X", "Maverick - Combat Armor", "Maverick - Freelance Spy"),
        ("X-Men: Original Team", "Professor X - Mindwipe", "Professor X - Read Mind"),  # OPD only
    ],
)
def test_special_access_keeps_its_one_per_deck_qualifier(
    character: str, allowed: str, refused: str
) -> None:
    assert _rules(_deck(character, [allowed])) == []
    assert _rules(_deck(character, [allowed, refused])) == [("D18", (refused,))]


def test_beyonder_does_not_widen_the_deck_to_other_characters_specials() -> None:
    found = _rules(_deck("Beyonder", ["Wolverine - Rage"]))
    assert ("D18", ("Wolverine - Rage",)) in found


@pytest.mark.parametrize("card", ["5 Any-Power", "6 Any Power", "8 Any Power", "5 MultiPower"])
def test_power_cards_are_never_one_per_deck(card: str) -> None:
    # The rule book lets only Events, Specials, Aspects and Artifacts be One Per Deck.
    found = _rules(_deck("Daredevil (IQ)", [], extra=f"\nPower:\n2 {card}\n"))
    assert not [rule for rule, _cards in found if rule == "D14"]


def test_hydra_has_the_rule_books_grid() -> None:
    hydra = shipped_card_database().find("characters", "Hydra")
    assert str(hydra.grid) == "5-6-5-5" and hydra.point_value == 17


@pytest.mark.skipif(not SOURCE.is_dir(), reason="the scraped card CSV files are not here")
def test_the_converter_makes_the_same_corrections() -> None:
    document, report = convert_card_csvs(SOURCE)
    by_name = {c["name"]: c for c in document["characters"]}
    assert by_name["Hydra"]["grid"] == [5, 6, 5, 5]
    assert by_name["Storm: Neutralized"]["access_one_per_deck"] is False
    assert by_name["X-Men: Original Team"]["access_one_per_deck"] is True
    assert all("one_per_deck" not in card for card in document["power"])
    reasons = " ".join(note["reason"] for note in report)
    assert "R:5911" in reasons and "One Per Deck" in reasons
    shipped = paths.resource("cards", "overpower-cards.json").read_text(encoding="utf-8")

    assert json.loads(shipped)["characters"] == document["characters"]
    assert json.loads(shipped)["power"] == document["power"]


def test_a_binary_file_is_not_a_text_deck_list(tmp_path: Path) -> None:
    picture = tmp_path / "deck.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    with pytest.raises(InvalidInput, match="this is not a text deck list") as caught:
        check_deck_file(picture, tournament_type="constructed")
    assert caught.value.source == str(picture) or caught.value.source == "deck.png"
    assert "codec" not in str(caught.value)
    nul = tmp_path / "deck.txt"
    nul.write_bytes(b"Characters:\n\x00\x00\x00\n")
    with pytest.raises(InvalidInput, match="this is not a text deck list"):
        check_deck_file(nul, tournament_type="constructed")
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Characters:\n1 Caf\xe9\n".encode("latin-1"))
    with pytest.raises(InvalidInput, match=r"not UTF-8 text \(byte 18\); save it as UTF-8"):
        check_deck_file(latin, tournament_type="constructed")


def test_an_overpower_deck_file_over_1_mb_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "deck.txt"
    big.write_text(EXAMPLE.read_text(encoding="utf-8") + "#" * DECK_FILE_LIMIT, encoding="utf-8")
    with pytest.raises(InvalidInput, match="limit is 1 MB"):
        check_deck_file(big, tournament_type="constructed")


def test_the_attribution_notice_says_what_was_corrected_and_why() -> None:
    # The shipped card data differs from its source in these places; the notice beside it
    # must say so, with the rule book's reason, for anyone comparing the two.
    notice = paths.resource("cards", "ATTRIBUTION.md").read_text(encoding="utf-8")
    paragraphs = notice.split("\n- ")
    power = next(p for p in paragraphs if "Power cards marked One Per Deck" in p)
    assert all(card in power for card in ("5 Any-Power", "8 Any Power", "5 MultiPower"))
    assert "Events" in power and "Artifacts" in power and "R:" in power
    hydra = next(p for p in paragraphs if "Hydra" in p)
    assert "5-6-5-3" in hydra and "5-6-5-5" in hydra and "R:5911" in hydra
    access = next(p for p in paragraphs if "Special access" in p)
    assert all(name in access for name in ("Storm: Neutralized", "Team X", "X-Men: Original Team"))
