"""Power cards are printed with values 1 to 8 (rule book R:45): a deck list's "9 Strength" is a
card that does not exist, and the judge is told so instead of it being counted as a Power card."""

from __future__ import annotations

from pathlib import Path

from opl_tournament.services.decks import check_deck

EXAMPLE = Path(__file__).parents[2] / "resources" / "examples" / "legal-constructed-deck.txt"


def test_a_power_card_above_eight_is_reported_as_unknown(tmp_path: Path) -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace("2 7 Strength", "2 9 Strength")
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    report = check_deck(deck)
    unknown = [str(note) for note in report.notes if "No card of these names is known" in str(note)]
    assert unknown and "9 Strength" in unknown[0]


def test_real_power_values_stay_known(tmp_path: Path) -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace("2 7 Strength", "2 8 Strength")
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    report = check_deck(deck)
    assert report.legal
    assert not [note for note in report.notes if "No card of these names is known" in str(note)]
