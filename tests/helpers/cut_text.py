"""Words a widget shows but has no room for: a label, button, check box, group title or tab whose
text needs more width than it was given (French runs about a fifth longer than English), or a
wrapped label given fewer lines than its text takes at its width."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QWidget

_SLACK = 2
"""Pixels of rounding a style may take without a letter being lost."""


def cut_text(root: QWidget) -> list[str]:
    """What ``root`` shows cut, each as "class: text (needs N px, has M px)"."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if isinstance(widget, QLabel) and widget.text() and widget.wordWrap():
            needed, has = widget.heightForWidth(widget.width()), widget.height()
            if has + _SLACK < needed:
                found.append(f"QLabel: {widget.text()!r} (needs {needed} px high, has {has} px)")
        elif isinstance(widget, QLabel) and widget.text():
            needed, has = widget.minimumSizeHint().width(), widget.width()
            if widget.pixmap().isNull() and has + _SLACK < needed:
                found.append(f"QLabel: {widget.text()!r} (needs {needed} px, has {has} px)")
        elif isinstance(widget, QAbstractButton) and widget.text():
            needed, has = widget.sizeHint().width(), widget.width()
            if has + _SLACK < needed:
                found.append(
                    f"{type(widget).__name__}: {widget.text()!r} (needs {needed} px, has {has} px)"
                )
        elif isinstance(widget, QGroupBox) and widget.title():
            needed = widget.fontMetrics().horizontalAdvance(widget.title()) + 16
            if widget.width() + _SLACK < needed:
                found.append(f"QGroupBox: {widget.title()!r} (needs {needed} px)")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                text = widget.tabText(index).replace("&", "")
                needed = widget.fontMetrics().horizontalAdvance(text)
                if widget.tabRect(index).width() + _SLACK < needed:
                    found.append(f"tab: {text!r} (needs {needed} px)")
    return found
