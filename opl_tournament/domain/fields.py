"""Copying a record's fields by name: the one way a JSON object, a row or a keyword-argument set
is made from the same-named attributes of another record."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def attributes(source: object, names: Iterable[str]) -> dict[str, Any]:
    """``source``'s attributes ``names``, by name and in that order."""
    return {name: getattr(source, name) for name in names}
