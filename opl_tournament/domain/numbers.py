"""Reading whole numbers typed by people, without trusting ``str.isdigit``.

``"²".isdigit()`` is true and ``int("9" * 5000)`` is refused by Python, so every number a judge or a
file gives us goes through here: plain ASCII digits, a sane length, inside the allowed range.
"""

from __future__ import annotations

import re

_DIGITS = re.compile(r"[0-9]{1,19}")


def parse_whole_number(text: str, *, low: int, high: int) -> int | None:
    """The number ``text`` spells (spaces allowed around it), or None unless in [low, high]."""
    stripped = text.strip()
    if not _DIGITS.fullmatch(stripped):
        return None
    value = int(stripped)
    return value if low <= value <= high else None
