"""The judge's keyboard shortcuts, in one place: menus, buttons and tooltips all read them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

PAIR = "F5"
"""Pair (or seat) the next round."""
CLOCK = "F6"
"""Start the round clock, or pause or resume it."""
RESULTS = "Ctrl+R"
"""Jump to the result line, ready to type."""
TIME_CALLED = "F8"
"""The time-call form for the selected table."""
PRINT_PAIRINGS = "Ctrl+P"
"""Print ▸ Pairings by table."""


def tooltip(text: str, key: QKeySequence | str) -> str:
    """A button's or menu item's tooltip naming its shortcut: "Pair next round (F5)"."""
    shown = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
    plain = text.replace("&", "").rstrip("…")
    return QCoreApplication.translate("shortcuts", "{action} ({key})").format(
        action=plain, key=shown
    )
