"""The services' refusals are sentences: the command line's English (``message``) as it always
was, and the window's and the page's French from the messages catalog, with the catalog's plural
rule (French says 0 and 1 in the singular)."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.domain.sentences import N_plural
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.game_settings import MAX_SETTING_DIGITS, parse_setting_value
from opl_tournament.services.player_import import parse_player_csv
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from tests.helpers.events import new_event
from tests.helpers.said import english, french

SWISS = EventSettings(name="Friday Swiss", format=EventFormat.SWISS, swiss_rounds=3)
NBSP = "\u00a0"


def test_a_round_that_does_not_exist_is_refused_in_either_language(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, SWISS, players=4)
    with pytest.raises(InvalidInput) as refused:
        get_round(ctx, event_id, 5)
    error = refused.value
    assert error.reason == "there is no round 5: no round has been paired yet"
    assert french(error) == (
        f"champ «{NBSP}ROUND{NBSP}»{NBSP}: "
        f"il n’y a pas de ronde 5{NBSP}: aucune ronde n’a encore été appariée"
    )
    assert english(error) == error.message


def test_a_winner_who_is_not_at_the_table_is_named_with_the_table_in_french(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, SWISS, players=4)
    match = pair_next_round(ctx, event_id).value.matches[0]
    with pytest.raises(InvalidInput) as refused:
        report_result(ctx, event_id, 1, match.table, winner="0999")
    error = refused.value
    where = f"({match.a} v {match.b})"
    assert error.reason == f"player 0999 is not at table {match.table} of round 1 {where}"
    assert (
        f"le joueur 0999 n’est pas à la table {match.table} de la ronde 1 ({match.a} c. {match.b})"
        in french(error)
    )
    assert english(error) == error.message


def test_the_tables_still_waiting_are_counted_by_each_languages_rule(
    ctx: ServiceContext,
) -> None:
    event_id = new_event(ctx, SWISS, players=6)
    matches = pair_next_round(ctx, event_id).value.matches
    with pytest.raises(RefusedAction) as three_missing:
        pair_next_round(ctx, event_id)
    for match in matches[:2]:
        report_result(ctx, event_id, 1, match.table, winner=match.a)
    with pytest.raises(RefusedAction) as one_missing:
        pair_next_round(ctx, event_id)

    assert three_missing.value.message == "round 1 still has no result at tables 1, 2, 3"
    assert one_missing.value.message == "round 1 still has no result at table 3"
    assert (
        french(three_missing.value) == "la ronde 1 n’a toujours pas de résultat aux tables 1, 2, 3"
    )
    assert french(one_missing.value) == "la ronde 1 n’a toujours pas de résultat à la table 3"


@pytest.mark.parametrize(
    ("count", "in_english", "in_french"),
    [
        (0, "a number of 0 digits is too long", "un nombre de 0 chiffre est trop long"),
        (1, "a number of 1 digit is too long", "un nombre de 1 chiffre est trop long"),
        (2, "a number of 2 digits is too long", "un nombre de 2 chiffres est trop long"),
    ],
)
def test_french_says_zero_and_one_in_the_singular(
    count: int, in_english: str, in_french: str
) -> None:
    # The sentence game_settings refuses a long number with (same source, so the same entry).
    sentence = N_plural(
        "a number of {digits} digit is too long (at most {most})",
        "a number of {digits} digits is too long (at most {most})",
        count,
        digits=count,
        most=7,
    )
    assert str(sentence) == f"{in_english} (at most 7)"
    assert french(sentence) == f"{in_french} (au plus 7)"


def test_a_long_setting_number_is_refused_in_french() -> None:
    with pytest.raises(InvalidInput) as refused:
        parse_setting_value("9" * 1200)
    assert (
        refused.value.reason
        == f"a number of 1,200 digits is too long (at most {MAX_SETTING_DIGITS})"
    )
    assert f"un nombre de 1,200 chiffres est trop long (au plus {MAX_SETTING_DIGITS})" in french(
        refused.value
    )


def test_an_imported_players_bad_cell_names_the_file_and_line_in_french() -> None:
    data = b"name,age\nAlice,12\nBob,old\n"
    with pytest.raises(InvalidInput) as refused:
        parse_player_csv(data, "players.csv")
    error = refused.value
    assert error.message == "players.csv, line 3, field 'age': 'old' is not an age (3 to 120)"
    assert french(error) == (
        f"players.csv, ligne 3, champ «{NBSP}age{NBSP}»{NBSP}: "
        f"«{NBSP}old{NBSP}» n’est pas un âge (3 à 120)"
    )
