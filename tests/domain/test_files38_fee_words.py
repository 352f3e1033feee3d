"""An entry fee as French Canada writes it (the dollar sign after the amount, a decimal comma),
typed at the desk or read from a list, is the same fee."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.registration import parse_fee


@pytest.mark.parametrize("typed", ["5,50 $", "5,50\u00a0$", "$5.50", "5.50", "5,50 €", " 5,5$ "])
def test_a_fee_reads_the_same_with_its_currency_before_or_after(typed: str) -> None:
    assert parse_fee(typed) == 550


@pytest.mark.parametrize("typed", ["5 $ 50", "5,5,0 $", "cinq $"])
def test_a_fee_that_is_no_amount_is_still_refused(typed: str) -> None:
    with pytest.raises(InvalidInput, match="is not an amount of money"):
        parse_fee(typed)
