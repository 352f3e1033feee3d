"""The budgets a fuzz test runs at, and the check every file parser's fuzz test makes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from tests.reliability.conftest import FUZZ_EXAMPLES, SLOW_FUZZ_EXAMPLES

T = TypeVar("T")


def budgets(quick: int = FUZZ_EXAMPLES, **options: Any) -> list[object]:
    """A fuzz test's two runs, for ``parametrize("budget", …)``: ``quick`` examples in the
    default suite (the same ones every time) and at least 10,000 in the slow suite."""
    return [
        pytest.param(
            settings(max_examples=quick, deadline=None, derandomize=True, **options), id="quick"
        ),
        pytest.param(
            settings(max_examples=SLOW_FUZZ_EXAMPLES, deadline=None, **options),
            id="at-length",
            marks=pytest.mark.slow,
        ),
    ]


BUDGETS = budgets()

ON_THE_DATABASE = settings(
    max_examples=max(20, FUZZ_EXAMPLES // 4),
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
"""For a fuzz test that writes to its module's database: fewer examples, one database for all."""


def fuzz(budget: settings, check: Callable[..., None], *inputs: st.SearchStrategy[Any]) -> None:
    """Run ``check`` on as many generated ``inputs`` as ``budget`` allows."""
    budget(given(*inputs)(check))()


def read_or_refused(parse: Callable[..., T], data: bytes, source: str) -> T | None:
    """What ``parse`` reads from the file ``source``; None when it refuses the file with an
    ``InvalidInput`` that names it first (anything else is a bug)."""
    try:
        return parse(data, source=source)
    except InvalidInput as error:
        assert error.message.startswith(source), error.message
        return None
