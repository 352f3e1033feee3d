"""A misspelt card in a deck list: the deck check says first that no card of that name is known,
with the known names nearest it, then how a card missing from the card data is given. A
misspelt Vs. System tag is answered the same way."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "decks.sqlite", capsys)


def _deck(tmp_path: Path, example: str, old: str, new: str) -> Path:
    deck = tmp_path / "deck.txt"
    text = (EXAMPLES / example).read_text(encoding="utf-8")
    assert old in text
    deck.write_text(text.replace(old, new, 1), encoding="utf-8")
    return deck


def test_a_misspelt_character_is_refused_as_unknown_naming_the_nearest(
    cli: Cli, tmp_path: Path
) -> None:
    deck = _deck(tmp_path, "legal-constructed-deck.txt", "1 Juggernaut\n", "1 Jugernaut\n")

    code, out, err = cli("deck", "check", str(deck))

    assert code == 1 and out == ""
    said = err.removeprefix(f"opl-tournament: {deck}, line 9, field 'name': ")
    assert said == (
        "no character named 'Jugernaut' is known (did you mean 'Juggernaut'?): check its "
        "spelling; a character missing from the card data is given with its power grid, as "
        "'Jugernaut [E F S I]' (Energy, Fighting, Strength, Intellect)\n"
    )


def test_a_character_like_no_known_one_is_refused_without_a_guess(cli: Cli, tmp_path: Path) -> None:
    deck = _deck(tmp_path, "legal-constructed-deck.txt", "1 Juggernaut\n", "1 Qzxv Wyrm\n")

    code, _, err = cli("deck", "check", str(deck))

    assert code == 1
    assert "no character named 'Qzxv Wyrm' is known: check its spelling;" in err
    assert "did you mean" not in err


def test_a_misspelt_special_is_named_with_the_nearest_known_card(cli: Cli, tmp_path: Path) -> None:
    deck = _deck(
        tmp_path, "legal-constructed-deck.txt", "Daredevil - Agility\n", "Daredevil - Agilty\n"
    )

    code, out, err = cli("deck", "check", str(deck))

    assert code == 0, err
    assert (
        "  note: No card of these names is known (check their spelling), so the rules that "
        "depend on a card's facts were not checked for them (the judge should look): "
        "Daredevil - Agilty (did you mean 'Daredevil - Agility'?)"
    ) in out.splitlines()


def test_a_misspelt_vs_tcg_tag_is_refused_naming_the_tag_meant(cli: Cli, tmp_path: Path) -> None:
    deck = _deck(tmp_path, "vs-tcg-deck.txt", "[limit 1 Doctor Doom]", "[limt 1 Doctor Doom]")

    code, _, err = cli("deck", "check", str(deck), "--game", "vs-tcg")

    assert code == 1
    assert err == (
        f"opl-tournament: {deck}, line 10: no tag [limt 1 Doctor Doom] is known: did you mean "
        "[limit 1 Doctor Doom]? (known: [army], [marvel], [dc], [limit N NAME])\n"
    )
