"""What the documents name of the window, and what the window shows: a document's *Menu ▸ Item*
paths, checked against the window's own menus and pages (the guides and the README)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QMenu

from opl_tournament.ui.main_window import MainWindow


def spans(pattern: str, markdown: str) -> set[str]:
    return {" ".join(found.split()) for found in re.findall(pattern, markdown)}


def menu_paths(markdown: str) -> set[str]:
    """Every *Menu ▸ Item* a document names (outside its code, whose ``*`` are no emphasis)."""
    prose = re.sub(r"```.*?```|`[^`]*`", "", markdown, flags=re.S)
    return spans(r"\*([^*]+\s▸\s[^*]+)\*", prose)


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def window_paths(window: MainWindow, shown: dict[str, set[str]]) -> None:
    """Add what the window shows now to ``shown``, as the guide names it: each menu's items by
    the menu's title, and each open event's pages' buttons by the page's tab (no Alt letters)."""

    def walk(menu: QMenu) -> None:
        items = shown.setdefault(_plain(menu.title()), set())
        for action in menu.actions():
            if isinstance(action.menu(), QMenu):
                walk(action.menu())  # type: ignore[arg-type]
            if not action.isSeparator():
                items.add(_plain(action.text()))

    for action in window.menuBar().actions():
        if isinstance(action.menu(), QMenu):
            walk(action.menu())  # type: ignore[arg-type]
    view = window.event_view
    for index in range(view.count() if view is not None else 0):
        assert view is not None
        buttons = view.widget(index).findChildren(QAbstractButton)
        shown.setdefault(_plain(view.tabText(index)), set()).update(
            _plain(button.text()) for button in buttons
        )


def names(item: str, shown: str) -> bool:
    """The guide's ``item`` names the window's ``shown`` one: the same words, perhaps without the
    "…" or the rest of a longer item (*Edit ▸ Undo* for "Undo: add player…")."""
    return shown in (item, f"{item}…") or shown.startswith(
        (f"{item} ", f"{item}:", f"{item}\N{NO-BREAK SPACE}:")
    )


def not_in_window(paths: set[str], shown: dict[str, set[str]]) -> list[str]:
    """The *Menu ▸ Item* paths of ``paths`` that name nothing ``shown`` holds."""
    missing = []
    for path in sorted(paths):
        where, _, item = path.partition(" ▸ ")
        if not any(names(item, text) for text in shown.get(where, ())):
            missing.append(path)
    return missing
