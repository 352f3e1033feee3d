"""The domain's refusals and deck-check findings are sentences the window says in its language:
French through the messages catalog, English (the command line's ``.message``) unchanged."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.pairing.correction_effects import CorrectionEffects, Moved
from opl_tournament.domain.rules.base import DeckViolation
from opl_tournament.domain.rules.overpower.deck import check_deck
from opl_tournament.domain.rules.overpower.decklist import parse_text_deck
from opl_tournament.domain.rules.vs_tcg import check_deck_text
from opl_tournament.domain.self_report import (
    Claim,
    SelfReportMode,
    TableFacts,
    TableReports,
    report,
)
from opl_tournament.domain.sentences import N_
from opl_tournament.domain.text import clean_line
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from tests.helpers.said import english, french

NBSP = "\u00a0"


FACTS = TableFacts(round=2, current_round=2, table=7, players=("0001", "0002"))


def test_a_refusal_to_a_player_is_said_in_french_and_stays_english_for_the_command_line() -> None:
    with pytest.raises(RefusedAction) as refused:
        report(FACTS, TableReports(), Claim("0001", winner="0001"))
    assert refused.value.message == (
        "players do not report results in this event: the judge enters them"
    )
    assert english(refused.value) == refused.value.message
    assert french(refused.value) == (
        f"les joueurs ne déclarent pas les résultats dans ce tournoi{NBSP}: le juge les inscrit"
    )


def test_a_sentence_inside_a_sentence_is_said_in_the_same_language() -> None:
    facts = TableFacts(
        round=2,
        current_round=2,
        table=7,
        players=("0001", "0002"),
        recorded=True,
        mode=SelfReportMode.CONFIRM,
    )
    with pytest.raises(RefusedAction) as refused:
        report(facts, TableReports(), Claim("0001", winner="0001"))
    assert refused.value.message == (
        "table 7 of round 2 already has a result; only the judge corrects it"
    )
    assert french(refused.value) == (
        f"la table 7 de la ronde 2 a déjà un résultat{NBSP}; seul le juge peut le corriger"
    )


def test_a_bad_deck_line_names_where_it_is_in_french_too() -> None:
    with pytest.raises(InvalidInput) as bad:
        parse_text_deck("Characters:\n100 Wolverine\n", source="wolverine.txt")
    assert bad.value.message == "wolverine.txt, line 2, field 'count': count must be 1-99, got 100"
    assert french(bad.value) == (
        f"wolverine.txt, ligne 2, champ «{NBSP}count{NBSP}»{NBSP}: "
        "la quantité doit aller de 1 à 99, reçu 100"
    )


def test_the_words_the_caller_gives_are_said_in_french_inside_the_refusal() -> None:
    with pytest.raises(InvalidInput) as bad:
        clean_line("Ann\x07e", field="name", what=N_("the name"))
    assert bad.value.reason == (
        "the name contains a control character (U+0007) at character 4: 'Ann\\x07e'"
    )
    assert french(bad.value.reason_sentence) == (
        f"le nom contient un caractère de contrôle (U+0007) au caractère 4{NBSP}: 'Ann\\x07e'"
    )


def test_a_value_not_among_the_choices_names_them_in_either_language() -> None:
    with pytest.raises(InvalidInput) as bad:
        check_deck(parse_text_deck("Characters:\n1 Wolverine\n"), tournament_type="draft")
    assert bad.value.message == (
        "field 'tournament_type': tournament type: 'draft' is not one of "
        "constructed, sealed, locations"
    )
    assert french(bad.value) == (
        f"champ «{NBSP}tournament_type{NBSP}»{NBSP}: type de tournoi{NBSP}: «{NBSP}draft{NBSP}» "
        "ne figure pas parmi constructed, sealed, locations"
    )


def printed_limit(most: int) -> DeckViolation:
    """The one violation of a deck holding one card more than a card's printed limit."""
    lines = [f"1 Doctor Doom, Diabolic Genius [limit {most} Doctor Doom]"]
    lines += [f"{most} Doctor Doom, Victor"] if most else []
    found = [v for v in check_deck_text("\n".join(lines)).violations if v.rule == "TCG-D3"]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize(
    ("most", "in_english", "in_french"),
    [
        (
            0,
            "allows at most 0 cards named Doctor Doom",
            "permet au plus 0 carte nommée Doctor Doom",
        ),
        (1, "allows at most 1 card named Doctor Doom", "permet au plus 1 carte nommée Doctor Doom"),
        (
            2,
            "allows at most 2 cards named Doctor Doom",
            "permet au plus 2 cartes nommées Doctor Doom",
        ),
    ],
)
def test_a_count_in_a_deck_finding_takes_each_language_s_plural(
    most: int, in_english: str, in_french: str
) -> None:
    violation = printed_limit(most)
    lines = "1, 2" if most else "1"
    assert violation.message == (
        f"Doctor Doom, Diabolic Genius (line 1) {in_english}, every version counted; "
        f"the deck has {most + 1} (line {lines})"
    )
    assert french(violation.sentence) == (
        f"Doctor Doom, Diabolic Genius (ligne 1) {in_french}, toutes versions comprises{NBSP}; "
        f"le deck en a {most + 1} (ligne {lines})"
    )


def test_a_correction_s_report_reads_in_french_line_by_line() -> None:
    effects = CorrectionEffects(
        corrected_round=2,
        current_round=3,
        moved=(Moved("0004", "Ada", points=(3, 6), rank=(5, 2), in_cut=(False, True)),),
        repairings=(),
    )
    assert effects.lines() == [
        "Round 2 was corrected after round 3 was paired on its standings.",
        "Moved in the standings:",
        "  Ada (0004): points 3 → 6, rank 5 → 2, now in the cut",
        "Round 3's pairings would have been the same.",
    ]
    say = words(Language.FRENCH, Catalog.MESSAGES).say
    assert [say(line) for line in effects.sentences()] == [
        "La ronde 2 a été corrigée après l’appariement de la ronde 3 sur son classement.",
        f"Ont bougé au classement{NBSP}:",
        f"  Ada (0004){NBSP}: points 3 → 6, rang 5 → 2, maintenant dans la coupe",
        "Les appariements de la ronde 3 auraient été les mêmes.",
    ]
