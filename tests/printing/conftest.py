"""What the printing tests share as fixtures."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest


@pytest.fixture
def toronto_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The judge's computer is in Toronto (UTC-5 in November)."""
    monkeypatch.setenv("TZ", "America/Toronto")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()
