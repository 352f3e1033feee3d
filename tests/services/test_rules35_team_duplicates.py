"""The same character twice on a team (research C26): the rules neither allow nor forbid it,
so the deck check tells the judge, who decides; a team of four different characters says
nothing of it."""

from __future__ import annotations

from pathlib import Path

from opl_tournament.services.decks import check_deck

EXAMPLE = Path(__file__).parents[2] / "resources" / "examples" / "legal-constructed-deck.txt"


def _notes(tmp_path: Path, text: str) -> list[str]:
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    return [str(note) for note in check_deck(deck).notes]


def test_a_character_twice_on_the_team_is_told_to_the_judge(tmp_path: Path) -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    twice = text.replace("1 Juggernaut\n", "1 Iceman\n", 1)
    said = [note for note in _notes(tmp_path, twice) if "C26" in note]
    assert len(said) == 1 and "Iceman" in said[0] and "judge decides" in said[0]
    assert not [note for note in _notes(tmp_path, text) if "C26" in note]
