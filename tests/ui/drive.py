"""Driving the window the way a judge does: menu items, the OK button of a dialog, keys."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMenu,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.doorway import doorway
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.projector import ProjectorWindow


def settle() -> None:
    """Wait, the event loop turning, until every action handed to the doorway (the worker that
    runs the judge's actions, ``ui/doorway.py``) is done and shown."""
    doorway().wait_idle()


def press_ok(dialog: QDialog) -> int:
    """Click the dialog's OK button; the dialog's result once its action is done (Accepted only
    if it took what was typed)."""
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None, f"{dialog.windowTitle()} has no OK button"
    button = box.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    settle()
    return int(dialog.result())


def menu_action(window: QWidget, *path: str) -> QAction:
    """The menu bar's item at ``path`` ("Print", "Pairings by name…"), ignoring the Alt letters
    and, for the last step, anything after a colon (Edit ▸ "Undo: …")."""

    def plain(text: str) -> str:
        return text.replace("&", "")

    actions = window.menuBar().actions()  # type: ignore[attr-defined]
    found: QAction | None = None
    for step in path:
        found = next(
            (a for a in actions if plain(a.text()) == step or plain(a.text()).startswith(step)),
            None,
        )
        assert found is not None, f"no menu item {step!r} in {[plain(a.text()) for a in actions]}"
        menu: QMenu | None = found.menu()  # type: ignore[assignment]
        actions = menu.actions() if menu is not None else []
    assert found is not None
    return found


def type_text(widget: QWidget, text: str) -> None:
    """One key press and release per character, carrying the character (names in any script,
    as a keyboard with that layout or an input method sends them)."""
    for ch in text:
        key = Qt.Key(ord(ch.upper())) if ch.isascii() and ch.isalnum() else Qt.Key.Key_unknown
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, ch))


def button(widget: QWidget, text: str) -> QPushButton:
    """The button labelled ``text`` (Alt letters ignored) inside ``widget``."""
    found = [b for b in widget.findChildren(QPushButton) if b.text().replace("&", "") == text]
    assert found, f"no button {text!r}"
    return found[0]


def new_event_from_menu(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, fill: Callable[[NewEventDialog], None]
) -> EventView:
    """File ▸ New event: the dialog filled by ``fill``, OK pressed; the new event's view."""

    def filled(dialog: NewEventDialog) -> int:
        fill(dialog)
        return press_ok(dialog)

    monkeypatch.setattr(NewEventDialog, "exec", filled)
    menu_action(window, "File", "New event").trigger()
    settle()
    assert window.event_view is not None
    return window.event_view


def open_projector(window: MainWindow, qtbot: QtBot) -> ProjectorWindow:
    """View ▸ Projector window, as the judge opens it for the wall."""
    menu_action(window, "View", "Projector window").trigger()
    settle()
    projector = window.projector
    assert projector is not None
    qtbot.addWidget(projector)
    return projector


def export_from_menu(window: MainWindow, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """File ▸ Export for the rating service, into ``folder`` (made empty), and wait for it."""
    folder.mkdir()
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *_a, **_k: str(folder))
    )
    menu_action(window, "File", "Export for the rating service").trigger()
    settle()
