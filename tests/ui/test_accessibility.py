"""Every widget a judge uses has a name a screen reader can say, and Tab moves through each page
and each dialog in reading order (top to bottom, left to right).

Generic on purpose: it walks whatever pages the window has and opens whatever dialogs their
"…" buttons and menu items open, so a new page or dialog is checked without changing this test.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMessageBox,
    QTableView,
    QTabWidget,
    QWidget,
)

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_event, build_demo_pod_event
from opl_tournament.ui.main_window import MainWindow


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The shared window at the size the screenshots of the checks are read at."""
    window.resize(1400, 860)
    return window


def focusable(container: QWidget) -> list[QWidget]:
    """The widgets Tab stops at inside ``container`` as it is shown now."""
    found = []
    for widget in container.findChildren(QWidget):
        if not (widget.isVisibleTo(container) and widget.isEnabled()):
            continue
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or widget.focusProxy() is not None:
            continue
        parent = widget.parentWidget()
        if isinstance(parent, QAbstractSpinBox | QComboBox):  # their own line edit
            continue
        found.append(widget)
    return found


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says for the widget: its accessible name, its own text, or the
    text of the label that is its buddy (Qt works these out in that order)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    name = interface.text(QAccessible.Text.Name) if interface is not None else ""
    return (name or "").replace("&", "").strip()


def rect_in(widget: QWidget, container: QWidget) -> QRect:
    top_left = widget.mapTo(container, widget.rect().topLeft())
    return QRect(top_left, widget.size())


def blocks(a: QWidget, b: QWidget, container: QWidget) -> tuple[QWidget, QWidget]:
    """The widgets to compare for reading order: ``a`` and ``b`` themselves when they share a
    parent, else the two children of their nearest common ancestor that hold them (so two group
    boxes side by side are read box by box, not line by line across both)."""
    ancestors_of_a = [a]
    while ancestors_of_a[-1] is not container and ancestors_of_a[-1].parentWidget() is not None:
        ancestors_of_a.append(ancestors_of_a[-1].parentWidget())
    path_b = [b]
    while path_b[-1] not in ancestors_of_a:
        path_b.append(path_b[-1].parentWidget())
    common = path_b[-1]
    block_a = ancestors_of_a[ancestors_of_a.index(common) - 1] if common is not a else a
    block_b = path_b[-2] if len(path_b) > 1 else b
    return block_a, block_b


def comes_before(b: QRect, a: QRect) -> bool:
    """Whether ``b`` is read before ``a``: wholly above it, or on the same line and to its left."""
    if b.bottom() < a.top():
        return True
    same_line = b.top() <= a.center().y() <= b.bottom() or a.top() <= b.center().y() <= a.bottom()
    return same_line and b.right() < a.left()


def tab_chain(container: QWidget, stops: list[QWidget]) -> list[QWidget]:
    """``stops`` in the order Tab visits them, starting from the first one in the chain."""
    wanted, chain = set(stops), []
    widget = container.nextInFocusChain()
    for _ in range(10_000):
        if widget is container or len(chain) == len(wanted):
            break
        if widget in wanted and widget not in chain:
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def describe(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QAbstractButton) else ""
    return f"{type(widget).__name__}({spoken_name(widget) or text or widget.objectName()!r})"


CHECKED: list[str] = []


def problems(container: QWidget, where: str) -> list[str]:
    QApplication.processEvents()
    CHECKED.append(where)
    stops = focusable(container)
    found = [f"{where}: {describe(w)} has no accessible name" for w in stops if not spoken_name(w)]
    chain = tab_chain(container, stops)
    missing = [w for w in stops if w not in chain]
    found += [f"{where}: Tab never reaches {describe(w)}" for w in missing]
    for a, b in itertools.pairwise(chain):
        block_a, block_b = blocks(a, b, container)
        if comes_before(rect_in(block_b, container), rect_in(block_a, container)):
            found.append(f"{where}: Tab goes from {describe(a)} back to {describe(b)}")
    return found


@pytest.fixture
def no_modal_boxes(monkeypatch: pytest.MonkeyPatch) -> list[QDialog]:
    """Message boxes, file and input dialogs answer 'cancel'; every other dialog's exec() is
    recorded (and checked by the caller) instead of blocking."""
    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(
            QMessageBox, kind, staticmethod(lambda *_a, **_k: QMessageBox.StandardButton.No)
        )
    for name in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, name, staticmethod(lambda *_a, **_k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *_a, **_k: ""))
    for name in ("getText", "getItem", "getInt"):
        monkeypatch.setattr(QInputDialog, name, staticmethod(lambda *_a, **_k: ("", False)))
    opened: list[QDialog] = []

    def record(dialog: QDialog, *_args: Any) -> int:
        dialog.show()
        opened.append(dialog)
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(QDialog, "exec", record)
    return opened


def select_a_waiting_row(page: QWidget) -> None:
    """Select a row still waiting for the judge (highlighted), else the first row."""
    for view in page.findChildren(QTableView):
        model = view.model()
        if model is None or not model.rowCount():
            continue
        rows = range(model.rowCount())
        waiting = [
            r for r in rows if model.index(r, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
        ]
        view.selectRow(waiting[0] if waiting else 0)


def test_every_page_and_dialog_is_named_and_in_reading_order(
    window: MainWindow, ctx: ServiceContext, no_modal_boxes: list[QDialog]
) -> None:
    CHECKED.clear()
    found = problems(window.start_page, "start page")
    for build in (build_demo_event, build_demo_pod_event):
        event_id = build(ctx)
        window.refresh_events()
        window.open_event(event_id)
        view = window.event_view
        assert isinstance(view, QTabWidget)
        for index in range(view.count()):
            view.setCurrentIndex(index)
            page = view.currentWidget()
            where = f"{view.tournament.name} ▸ {view.tabText(index).replace('&', '')}"
            found += problems(page, where)
            select_a_waiting_row(page)
            for button in [
                b
                for b in page.findChildren(QAbstractButton)
                if b.text().endswith("…") and b.isVisible() and b.isEnabled()
            ]:
                no_modal_boxes.clear()
                button.click()
                for dialog in no_modal_boxes:
                    title = dialog.windowTitle() or type(dialog).__name__
                    found += problems(
                        dialog, f"{where} ▸ {button.text().replace('&', '')} ({title})"
                    )
                    dialog.close()
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        for action in menu.actions():  # type: ignore[union-attr]
            if not action.text().endswith("…") or not action.isEnabled():
                continue
            no_modal_boxes.clear()
            action.trigger()
            for dialog in no_modal_boxes:
                found += problems(dialog, f"menu {action.text().replace('&', '')}")
                dialog.close()
    for open_help in (window.help.show_guide, window.help.show_shortcuts, window.help.show_about):
        dialog = open_help()
        found += problems(dialog, dialog.windowTitle())
        dialog.close()
    assert not found, "\n".join(found)
    dialogs = [where for where in CHECKED if "(" in where or where.startswith("menu ")]
    assert len(dialogs) >= 5, f"the walk opened too few dialogs to mean much: {CHECKED}"
    print("\n".join(CHECKED))
