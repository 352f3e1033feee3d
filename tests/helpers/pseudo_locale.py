"""A pseudo-locale for the window: every word that goes through Qt's translation system comes out
wrapped as ``⟦…⟧`` (and so does every sentence of the layers below said through the messages
catalog), so a word shown without the marks is one that does not (hard-coded English).

``unmarked(widget)`` walks a widget, its children, their actions and menus, item views' column
headings, tooltips and placeholders, and lists what it finds shown without the marks. A widget
that shows data as it is (a player's name, a file's path) says so with the dynamic property
``shows_data`` set to True: its own text is not checked (its tooltip still is); so does a menu
item whose text is data (a language named in itself).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QTableView,
    QTabWidget,
    QTextEdit,
    QTreeView,
    QWidget,
)

from opl_tournament.language.catalogs import Words

OPEN, CLOSE = "⟦", "⟧"
SHOWS_DATA = "shows_data"


class PseudoTranslator(QTranslator):
    """Translates every source text into itself between the marks."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, _disambiguation: str | None = None, _n: int = -1
    ) -> str:
        return f"{OPEN}{source}{CLOSE}" if source else source

    def isEmpty(self) -> bool:
        return False


@contextmanager
def pseudo_locale() -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    translator = PseudoTranslator()
    app.installTranslator(translator)
    said = Words.say  # the layers' sentences (refusals, headings, explanations) come out marked too
    Words.say = lambda self, sentence: f"{OPEN}{said(self, sentence)}{CLOSE}"  # type: ignore[method-assign]
    try:
        yield
    finally:
        Words.say = said  # type: ignore[method-assign]
        app.removeTranslator(translator)


_WORD = re.compile(r"[^\W\d_]{2,}")
"""Something a person reads: two letters together (not "12", "—", "A", "%")."""


def _needs_marks(text: str) -> bool:
    return bool(_WORD.search(text)) and OPEN not in text


def unmarked(root: QWidget) -> list[str]:
    """What ``root`` shows that did not go through the translation system, each once, as
    "where: text"."""
    found: dict[str, None] = {}

    def check(where: str, text: str | None) -> None:
        if text and _needs_marks(text):
            found.setdefault(f"{where}: {text!r}", None)

    def walk_action(action: QAction, where: str) -> None:
        if action.isSeparator():
            return
        if not action.property(SHOWS_DATA):
            check(f"{where} action", action.text())
        check(
            f"{where} action tooltip",
            action.toolTip() if action.toolTip() != action.text().replace("&", "") else "",
        )
        menu = action.menu()
        if isinstance(menu, QMenu):
            for inner in menu.actions():
                walk_action(inner, f"{where} ▸ {action.text()}")

    for widget in [root, *root.findChildren(QWidget)]:
        name = type(widget).__name__
        data = bool(widget.property(SHOWS_DATA))
        if widget.isWindow():
            check(f"{name} title", widget.windowTitle())
        check(f"{name} tooltip", widget.toolTip())
        check(f"{name} status tip", widget.statusTip())
        check(f"{name} what's this", widget.whatsThis())
        check(f"{name} accessible name", widget.accessibleName())
        check(f"{name} accessible description", widget.accessibleDescription())
        if not data:
            if isinstance(widget, QLabel):
                check(f"{name} label", widget.text())
            elif isinstance(widget, QAbstractButton):
                check(f"{name} button", widget.text())
            elif isinstance(widget, QGroupBox):
                check(f"{name} group", widget.title())
            elif isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    check(f"{name} choice", widget.itemText(i))
            elif isinstance(widget, QTabWidget):
                for i in range(widget.count()):
                    check(f"{name} tab", widget.tabText(i))
                    check(f"{name} tab tooltip", widget.tabToolTip(i))
        if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
            check(f"{name} placeholder", widget.placeholderText())
        header = (
            widget.horizontalHeader()
            if isinstance(widget, QTableView)
            else widget.header()
            if isinstance(widget, QTreeView)
            else None
        )
        if isinstance(widget, QAbstractItemView) and header is not None and widget.model():
            model = widget.model()
            for column in range(header.count()):
                heading = model.headerData(column, Qt.Orientation.Horizontal)
                check(f"{name} column", heading if isinstance(heading, str) else None)
                tip = model.headerData(
                    column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
                )
                check(f"{name} column tooltip", tip if isinstance(tip, str) else None)
        if isinstance(widget, QMenuBar):
            for action in widget.actions():
                walk_action(action, "menu")
        elif not isinstance(widget, QMenu):
            for action in widget.actions():
                walk_action(action, name)
    return list(found)
