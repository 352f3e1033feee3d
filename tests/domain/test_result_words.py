"""One vocabulary for a result without a winner, read the same whatever its case or joiner."""

from __future__ import annotations

import pytest

from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.result_words import result_without_winner, shown_result


@pytest.mark.parametrize(
    ("word", "code"),
    [
        ("dl", ResultCode.DOUBLE_LOSS),
        ("DL", ResultCode.DOUBLE_LOSS),
        ("double", ResultCode.DOUBLE_LOSS),
        ("double loss", ResultCode.DOUBLE_LOSS),
        ("Double-Loss", ResultCode.DOUBLE_LOSS),
        ("double_loss", ResultCode.DOUBLE_LOSS),
        (" double  loss ", ResultCode.DOUBLE_LOSS),
        ("d", ResultCode.DRAW),
        ("Draw", ResultCode.DRAW),
        ("drawn", ResultCode.DRAW),
        ("TIE", ResultCode.DRAW),
    ],
)
def test_each_word_reads_as_its_result(word: str, code: ResultCode) -> None:
    assert result_without_winner(word) is code


@pytest.mark.parametrize("word", ["0004", "a", "b", "S001", "", "loss", "won", "double draw"])
def test_anything_else_is_a_winner_to_look_for(word: str) -> None:
    assert result_without_winner(word) is None


def test_what_is_shown_reads_back_as_the_same_result() -> None:
    for code in (ResultCode.DOUBLE_LOSS, ResultCode.DRAW):
        shown = shown_result(code.value)
        assert shown is not None and result_without_winner(shown) is code
    assert shown_result(ResultCode.WIN.value) is None and shown_result(None) is None
