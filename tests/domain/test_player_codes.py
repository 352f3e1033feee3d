"""Players' codes: strong enough, unambiguous, and read back however the player types them."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from opl_tournament.domain import player_codes as codes


def test_a_code_is_long_enough_and_avoids_look_alike_characters() -> None:
    code = codes.new_code(random.Random(1).randrange)
    assert len(code) >= 8
    assert codes.BITS >= 40
    assert not set(code) & set("0O1I")
    assert not set(codes.ALPHABET) & set("0O1I")


@given(st.integers(min_value=0, max_value=2**32))
def test_any_code_is_read_back_in_any_case_with_spaces_and_dashes(seed: int) -> None:
    code = codes.new_code(random.Random(seed).randrange)
    typed = " " + codes.grouped(code).lower().replace("-", " - ") + " "
    assert codes.normalise(typed) == code
    assert codes.normalise(codes.grouped(code)) == code


def test_what_cannot_be_a_code_is_refused() -> None:
    assert codes.normalise("ABCDE-FGHJ") is None  # too short
    assert codes.normalise("ABCDE-FGHJ0") is None  # a zero is no code character
    assert codes.normalise("ABCDE-FGHJKL") is None  # too long
    assert codes.normalise("") is None


def test_printed_in_two_groups_and_addressed_by_its_path() -> None:
    assert codes.grouped("ABCDEFGHJK") == "ABCDE-FGHJK"
    assert codes.code_path("ABCDEFGHJK") == "/p/ABCDEFGHJK"


def test_the_digest_depends_on_the_whole_code() -> None:
    assert codes.code_digest("ABCDEFGHJK") != codes.code_digest("ABCDEFGHJM")
    assert len(codes.code_digest("ABCDEFGHJK")) == 64
