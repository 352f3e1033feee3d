"""The kit's registration rules, as pure functions."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Official, OfficialRole, RegistrationStatus
from opl_tournament.domain.registration import (
    check_drop,
    check_not_official,
    check_not_registered,
    check_reentry,
    clean_legion_number,
    clean_name,
    next_sequence_number,
    next_staff_number,
    next_temporary_number,
    parse_fee,
)
from tests.helpers.blank_names import BLANK_LOOKING as SHOWS_NOTHING


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("  Ada Lovelace ", "Ada Lovelace"),
        ("Zoë", "Zoë"),
        ("李小龍", "李小龍"),
        ('<b>"Ω" & Co</b>', '<b>"Ω" & Co</b>'),
    ],
)
def test_names_are_any_unicode_text_trimmed(raw: str, clean: str) -> None:
    assert clean_name(raw) == clean


def test_decomposed_accents_are_stored_composed() -> None:
    assert clean_name("Zoe\u0308") == "Zoë"


@pytest.mark.parametrize("raw", ["", "   ", "\t\n"])
def test_empty_names_are_refused(raw: str) -> None:
    with pytest.raises(InvalidInput, match="empty"):
        clean_name(raw)


BLANK_LOOKING = {
    **SHOWS_NOTHING,
    "\u20dd": "U+20DD COMBINING ENCLOSING CIRCLE",
    "\ufe0f": "U+FE0F VARIATION SELECTOR-16",
    "\u3000": "U+3000 IDEOGRAPHIC SPACE",
}


@pytest.mark.parametrize(("raw", "named"), BLANK_LOOKING.items(), ids=[*BLANK_LOOKING.values()])
def test_a_name_that_shows_nothing_is_refused_naming_what_it_holds(raw: str, named: str) -> None:
    for typed in (raw, raw * 3, f" {raw} "):
        with pytest.raises(InvalidInput, match=r"no visible character|empty") as refused:
            clean_name(typed)
        assert raw.isspace() or refused.value.message.endswith(f"only {named}")


def test_blank_looking_characters_mixed_together_are_refused() -> None:
    with pytest.raises(InvalidInput, match="U\\+3164 HANGUL FILLER, U\\+0020 SPACE, U\\+2800"):
        clean_name("\u3164 \u2800\u0301")


@pytest.mark.parametrize(
    "raw",
    [
        "e\u0301",
        "\u3164Ann",
        "Ann\u034f",
        "\u2764\ufe0f",
        "\ud55c\uae00",
        "\u0928\u092e\u0938\u094d\u0924\u0947",
        "\u2801",
    ],
)
def test_a_name_with_one_character_that_shows_is_kept(raw: str) -> None:
    assert clean_name(raw)


def test_control_characters_in_names_are_refused() -> None:
    with pytest.raises(InvalidInput, match="control"):
        clean_name("Bob\x07by")


def test_legion_numbers_keep_leading_zeros_and_refuse_letters() -> None:
    assert clean_legion_number(" 004512 ") == "004512"
    with pytest.raises(InvalidInput, match="not a Legion number"):
        clean_legion_number("45A2")


def test_temporary_numbers_start_at_0001() -> None:
    assert next_temporary_number([]) == "0001"


def test_temporary_numbers_continue_after_the_highest_issued() -> None:
    assert next_temporary_number(["0001", "0002"], highest_issued=2) == "0003"


def test_temporary_numbers_skip_numbers_already_used_by_anyone() -> None:
    used = {"0001", "0002", "0003", "4512"}
    assert next_temporary_number(used, highest_issued=1) == "0004"


def test_temporary_numbers_grow_past_four_digits() -> None:
    assert next_temporary_number([], highest_issued=9999) == "10000"


def test_staff_numbers_cannot_collide_with_player_numbers() -> None:
    assert next_staff_number(["0001", "S001"]) == "S002"


def test_sequence_numbers_follow_registration_order() -> None:
    assert next_sequence_number([]) == 1
    assert next_sequence_number([1, 2, 5]) == 6


def test_a_judge_cannot_play_in_their_event() -> None:
    officials = [Official("Dana Judge", OfficialRole.JUDGE, "7777")]
    with pytest.raises(RefusedAction, match="judge of this event"):
        check_not_official("Someone", "7777", officials)
    check_not_official("Dana Judge", "1234", officials)  # same name, different member


def test_an_assistant_without_number_is_matched_by_name() -> None:
    officials = [Official("Sam Helper", OfficialRole.ASSISTANT_REFEREE)]
    with pytest.raises(RefusedAction, match="assistant referee"):
        check_not_official(" sam helper", "0003", officials)


def test_a_player_cannot_register_twice() -> None:
    with pytest.raises(RefusedAction, match="already registered"):
        check_not_registered("4512", ["0001", "4512"])


def test_status_transitions() -> None:
    check_drop(RegistrationStatus.ACTIVE, "0001")
    with pytest.raises(RefusedAction, match="already dropped"):
        check_drop(RegistrationStatus.DROPPED, "0001")
    check_reentry(RegistrationStatus.DROPPED, "0001")
    with pytest.raises(RefusedAction, match="disqualified"):
        check_reentry(RegistrationStatus.DISQUALIFIED, "0001")


@pytest.mark.parametrize(
    ("raw", "cents"), [("", 0), ("5", 500), ("5.5", 550), ("$12.25", 1225), ("3,50", 350)]
)
def test_fees(raw: str, cents: int) -> None:
    assert parse_fee(raw) == cents


@pytest.mark.parametrize("raw", ["-5", "five", "1.234", "9999999"])
def test_bad_fees_are_refused(raw: str) -> None:
    with pytest.raises(InvalidInput, match="not an amount"):
        parse_fee(raw)
