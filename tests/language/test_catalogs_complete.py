"""Every sentence the program marks for translation is translated in every shipped catalog,
nothing in a catalog is left over from sentences the program no longer says, and no translation
asks for a value the sentence does not give."""

from __future__ import annotations

import pytest

from opl_tournament.language.catalogs import Catalog
from opl_tournament.language.languages import Language
from tools.catalogs import TRANSLATED, french_problems, problems, window_problems


@pytest.mark.parametrize("catalog", list(Catalog))
@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalog_is_complete(language: object, catalog: Catalog) -> None:
    found = list(problems(language, catalog))  # type: ignore[arg-type]
    assert not found, "run `python -m tools.catalogs update`, translate, then check:\n" + "\n".join(
        found
    )


@pytest.mark.parametrize("language", list(Language))
def test_the_window_catalog_is_complete_and_compiled(language: object) -> None:
    """lupdate's own view: run over the code now, it finds nothing new, nothing gone and nothing
    unfinished in ``window.ts``, and ``window.qm`` is what lrelease makes of it (English's: the
    singular and plural of its counted words)."""
    found = list(window_problems(language))  # type: ignore[arg-type]
    assert not found, "run `python -m tools.catalogs update`, translate, then check:\n" + "\n".join(
        found
    )


def test_french_translations_put_a_no_break_space_before_a_colon_or_semicolon() -> None:
    """The check the catalogs pass above: a French ; : ! ? ending a clause has a no-break space
    before it (never a plain one, which lets it start a line); a quoted literal is left alone."""

    def refused(text: str) -> bool:
        return bool(list(french_problems(Language.FRENCH, "fr", "source", text)))

    for wrong in ("Résultat : {result}", "gagné; c'est maintenu", "est-ce exact?", "Place:"):
        assert refused(wrong), wrong
    for right in (
        "Résultat\u00a0: {result}",
        "gagné\u00a0; c’est maintenu",
        "est-ce exact\u00a0?",
        "donnez-en un sous «\u00a0Main character:\u00a0»",
        "la ronde commence à 12:30",
        "https://example.org/p/CODE",
    ):
        assert not refused(right), right
    assert not list(french_problems(Language.ENGLISH, "en", "source", "Result: win"))


def test_french_translations_call_an_event_a_tournoi() -> None:
    def refused(text: str) -> bool:
        return bool(list(french_problems(Language.FRENCH, "fr", "source", text)))

    for wrong in ("NOM DE L’ÉVÉNEMENT", "l’événement est terminé", "evenement"):
        assert refused(wrong), wrong
    assert not refused("le tournoi est terminé")


def test_french_translations_elide_with_the_typographic_apostrophe() -> None:
    def refused(text: str) -> bool:
        return bool(list(french_problems(Language.FRENCH, "fr", "source", text)))

    for wrong in ("Remettez cette feuille à l'arbitre", "d'{name}", "aujourd'hui"):
        assert refused(wrong), wrong
    for right in ("Remettez cette feuille à l’arbitre", "colonne inconnue '{column}'"):
        assert not refused(right), right
