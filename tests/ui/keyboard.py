"""The judge's keyboard in window tests: the window under the hands, a key pressed where the
focus is, text typed there, and the modal dialogs that show answered in turn by keys."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.window import open_event_window
from tests.ui.drive import settle, type_text

MNEMONIC_CLICK_MS = 300
"""An Alt letter clicks its button or box after a short animation (Qt's animateClick)."""


def at_the_keyboard(
    ctx: ServiceContext, qtbot: QtBot, event_id: int
) -> tuple[MainWindow, EventView]:
    """The window on the event, active, as it is under the judge's hands."""
    window, view = open_event_window(ctx, qtbot, event_id)
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, view


def press(
    qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """One key, to whatever has the focus (the active window when nothing has), and what it set
    off done."""
    focused = QApplication.focusWidget() or QApplication.activeWindow()
    assert isinstance(focused, QWidget), "no window is active"
    QTest.keyClick(focused, key, modifier)
    if modifier is Qt.KeyboardModifier.AltModifier:
        qtbot.wait(MNEMONIC_CLICK_MS)
    settle()


def to_the_table_list(qtbot: QtBot, view: EventView) -> None:
    """From the result line (Ctrl+R), Tab until the cursor is on the round's tables."""
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    for _ in range(10):
        if QApplication.focusWidget() is view.round.view:
            return
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached the tables: {QApplication.focusWidget()!r}")


def typed(text: str) -> None:
    focused = QApplication.focusWidget()
    assert isinstance(focused, QWidget), "no widget has the keyboard's focus"
    type_text(focused, text)


class _Showings(QObject):
    """How many times each dialog has been shown (a dialog shown again is a new question)."""

    def __init__(self) -> None:
        super().__init__()
        self.count: dict[int, int] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            self.count[id(watched)] = self.count.get(id(watched), 0) + 1
        return False


Answers = Callable[..., list[str]]


@contextmanager
def answering_dialogs() -> Iterator[Answers]:
    """``start(*answers)`` (the ``answer_dialogs`` fixture): each modal dialog that shows next (the same one shown
    again counts anew) answered in turn, by keys as the judge does; their titles, in order.
    One shown after the answers ran out is closed (its title shows); the watch ends with the
    test."""
    app = QApplication.instance()
    assert app is not None
    showings = _Showings()
    app.installEventFilter(showings)
    watching = [True]

    def start(*answers: Callable[[QWidget], None]) -> list[str]:
        seen: list[str] = []
        answered: set[tuple[int, int]] = set()
        left = list(answers)

        def watch() -> None:
            if not watching[0]:
                return
            dialog = QApplication.activeModalWidget()
            focused = QApplication.focusWidget()
            ready = dialog is not None and focused is not None and dialog.isAncestorOf(focused)
            showing = (id(dialog), showings.count.get(id(dialog), 0))
            if ready and isinstance(dialog, QDialog) and showing not in answered:
                answered.add(showing)
                seen.append(dialog.windowTitle())
                if not left:
                    dialog.reject()  # one more than the test expected
                else:
                    try:
                        left.pop(0)(dialog)
                    except BaseException:
                        left.clear()
                        dialog.reject()  # the test fails with the answer's error, not waiting
                        raise
            QTimer.singleShot(20, watch)

        QTimer.singleShot(20, watch)
        return seen

    yield start
    watching[0] = False
    app.removeEventFilter(showings)


def keys(*typing: str) -> Callable[[QWidget], None]:
    """Each text typed where the focus is, Tab between them, then Enter."""

    def answer(_dialog: QWidget) -> None:
        for i, text in enumerate(typing):
            focused = QApplication.focusWidget()
            assert focused is not None
            if i:
                QTest.keyClick(focused, Qt.Key.Key_Tab)
                focused = QApplication.focusWidget()
                assert focused is not None
            box = focused if isinstance(focused, QAbstractSpinBox) else focused.parent()
            if isinstance(box, QAbstractSpinBox):
                box.selectAll()  # its line: the typed number replaces what it shows
            type_text(focused, text)
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Return)

    return answer


def escape(dialog: QWidget) -> None:
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
