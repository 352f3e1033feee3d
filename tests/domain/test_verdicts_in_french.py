"""The rules engine's verdicts are sentences: English as they always were, and said whole in
French from the messages catalog (no English left in them but names and the games' terms)."""

from __future__ import annotations

from opl_tournament.domain.rules.overpower.time_call import adjudicate as overpower
from opl_tournament.domain.rules.vs_tcg.time_call import adjudicate as vs_tcg
from opl_tournament.domain.sentences import Sentence, sentence_from_json, sentence_json
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from tests.domain.adjudication_forms import form, game, hit, p, player, team

say = words(Language.FRENCH, Catalog.MESSAGES).say
NBSP = "\u00a0"


def test_an_overpower_verdict_with_a_ko_note_in_french() -> None:
    spectrum = [hit(1, "energy"), hit(1, "fighting"), hit(1, "strength", "battle")]
    verdict = overpower(game(player("0001", characters=team(spectrum)), player("0002")))
    english = str(verdict.explanation)
    assert english.startswith("Level on net completed missions. Player 0002 wins on team life")
    assert "Wolverine (0001) counts as KO'd although the form does not say so: KO'd by" in english
    french = say(verdict.explanation)
    assert french.startswith(
        "À égalité quant aux missions accomplies nettes. Le joueur 0002 gagne aux points de vie "
        f"de l’équipe{NBSP}: 0001 60 sur 80{NBSP}; 0002 80 sur 80."
    )
    assert "Wolverine (0001) compte comme K.-O. même si le formulaire ne l’indique pas" in french
    assert "selon la règle spectrum" in french and "3 types de pouvoir montrés" in french
    for word in ("Player", "wins", "damage", "against", "counts"):
        assert word not in french, word
    # The record names a step by its figure's label; the sentence keeps the key.
    steps = [say(step) for step in verdict.steps]
    assert steps[0] == (
        f"net_missions{NBSP}: égalité (0001 2 accomplies - 1 vaincues = 1{NBSP}; 0002 2 accomplies - 1 "
        "vaincues = 1)"
    )
    assert steps[1] == f"life_points{NBSP}: 0002 mène (0001 60 sur 80{NBSP}; 0002 80 sur 80)"


def test_a_vs_system_verdict_and_its_steps_in_french() -> None:
    verdict = vs_tcg(form(p("A", -2), p("B", -2), p("C", -9)))
    assert str(verdict.explanation) == "A, B are level on every step: the judge decides."
    assert say(verdict.explanation) == f"A, B sont à égalité à chaque étape{NBSP}: le juge tranche."
    assert say(verdict.steps[0]) == (
        f"vérification d’endurance{NBSP}: tous sont à 0 ou moins{NBSP}; le total le plus élevé (-2) reste "
        f"en jeu{NBSP}: A, B"
    )
    assert say(verdict.steps[1]) == f"endurance{NBSP}: A -2, B -2 — égalité"
    assert str(verdict.steps[1]) == "endurance: A -2, B -2 — level", "English as it was"


def test_a_sentence_kept_as_json_is_said_the_same() -> None:
    verdict = overpower(game(player("0001", 3, 0), player("0002", 1, 0)))
    kept = sentence_from_json(sentence_json(verdict.explanation))
    assert isinstance(kept, Sentence)
    assert str(kept) == str(verdict.explanation) and say(kept) == say(verdict.explanation)
