"""Push buttons that run an action when clicked, alone or as a page's row of buttons."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QHBoxLayout, QPushButton

Action = tuple[str, Callable[[], object]]
"""A button's text (with its Alt letter) and what a click does."""


def push_button(text: str, action: Callable[[], object]) -> QPushButton:
    """A button running ``action`` when clicked (a click's ``checked`` is not passed on)."""
    button = QPushButton(text)
    button.clicked.connect(lambda _=False: action())
    return button


def button_row(actions: Iterable[Action]) -> QHBoxLayout:
    """The buttons side by side, from the left."""
    row = QHBoxLayout()
    for text, action in actions:
        row.addWidget(push_button(text, action))
    row.addStretch()
    return row
