"""The headings of a pre-registration list as sign-up forms and spreadsheets write them: a
form's two name columns (First name, Last name; Prénom, Nom de famille) make the player's name,
"N° Legion" and "No. Legion" are the Legion number, "Email address" the email."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services.player_import import parse_player_csv


def _names_and_numbers(text: str) -> list[tuple[str, str | None, str]]:
    return [
        (e.identity.name, e.legion_number, e.identity.email)
        for _, e in parse_player_csv(text.encode(), "signup.csv")
    ]


def test_a_sign_up_forms_first_and_last_names_make_the_name() -> None:
    text = (
        "First name,Last name,No. Legion,Email address\n"
        " Ada , Lovelace ,4512,ada@example.org\n"
        "Cher,,,\n"
    )
    assert _names_and_numbers(text) == [
        ("Ada Lovelace", "4512", "ada@example.org"),
        ("Cher", None, ""),
    ]


def test_french_first_and_family_names_and_n_degree_legion() -> None:
    text = "Prénom;Nom de famille;N° Legion;Adresse courriel\nÉlodie;Martin;77;e@exemple.fr\n"
    assert _names_and_numbers(text) == [("Élodie Martin", "77", "e@exemple.fr")]


def test_a_name_column_beside_first_and_last_names_is_refused_by_its_line() -> None:
    with pytest.raises(InvalidInput) as refused:
        parse_player_csv(b"name,first name,last name\nAda,Ada,Lovelace\n", "signup.csv")
    assert refused.value.line == 1 and refused.value.source == "signup.csv"
    assert "a 'name' column and first or last names" in refused.value.message


def test_a_row_with_neither_first_nor_last_name_is_refused_by_its_line() -> None:
    with pytest.raises(InvalidInput) as refused:
        parse_player_csv(b"first name,last name,legion\nAda,Lovelace,1\n,,2\n", "signup.csv")
    assert refused.value.line == 3
    assert "name cannot be empty" in refused.value.message
