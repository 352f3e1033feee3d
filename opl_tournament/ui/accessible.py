"""Names for screen readers, for widgets that show no text of their own (lists, tables, text
boxes with only a placeholder). ``tests/ui/test_accessibility.py`` checks every page and dialog."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """``widget`` with the accessible name a screen reader says for it."""
    widget.setAccessibleName(name)
    return widget
