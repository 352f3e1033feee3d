"""A row of widgets that goes on to a second line when the window is too narrow for it (a
laptop's small screen, the longer words of French), where a plain row would make the whole
window wider than the screen. While it fits on one line it looks like ``QHBoxLayout``: a
stretch takes a line's spare width, pushing what follows it to the right."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QSpacerItem, QWidget

SPACING = 6
"""Between two widgets of a line, and between two lines (``QHBoxLayout``'s own, in Fusion)."""


class FlowRow(QLayout):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addStretch(self) -> None:
        """The spare width of the line it falls on goes here (none at the start of a line)."""
        expanding, least = QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum
        self.addItem(QSpacerItem(0, 0, expanding, least))

    def addSpacing(self, width: int) -> None:
        fixed, least = QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum
        self.addItem(QSpacerItem(width, 0, fixed, least))

    # ----- QLayout
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        self.invalidate()
        return item

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        shown = self._shown()
        width = sum(i.sizeHint().width() for i in shown) + SPACING * max(len(shown) - 1, 0)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(width, height) + self._margin_size()

    def minimumSize(self) -> QSize:
        """As wide as its widest widget, the others on lines of their own."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size + self._margin_size()

    # ----- placing
    def _margin_size(self) -> QSize:
        m = self.contentsMargins()
        return QSize(m.left() + m.right(), m.top() + m.bottom())

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty() or item.spacerItem()]

    def _lines(self, width: int) -> list[list[QLayoutItem]]:
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            wide = item.sizeHint().width()
            line = lines[-1]
            if line and used + SPACING + wide > width and item.widget() is not None:
                lines.append([])
                line, used = lines[-1], 0
            if not line and item.spacerItem() is not None:
                continue  # a stretch or a space never starts a line
            used += (SPACING if line else 0) + wide
            line.append(item)
        for line in lines:
            while line and line[-1].spacerItem() is not None:
                line.pop()  # nothing after it to push or to keep apart
        return [line for line in lines if line]

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the items out in ``rect`` (when ``move``); the height they take."""
        inner = rect.marginsRemoved(self.contentsMargins())
        lines = self._lines(inner.width())
        if not lines:
            return self._margin_size().height()
        y = inner.y()
        for line in lines:
            widths = [min(i.sizeHint().width(), inner.width()) for i in line]
            heights = [
                i.heightForWidth(w) if i.hasHeightForWidth() else i.sizeHint().height()
                for i, w in zip(line, widths, strict=True)
            ]
            spare = inner.width() - sum(widths) - SPACING * (len(line) - 1)
            stretch = next((n for n, i in enumerate(line) if _stretches(i)), None)
            if stretch is not None and spare > 0:
                widths[stretch] += spare
            tall = max(heights)
            x = inner.x()
            for item, wide, high in zip(line, widths, heights, strict=True):
                if move:
                    top = y + (tall - high) // 2
                    item.setGeometry(QRect(QPoint(x, top), QSize(wide, high)))
                x += wide + SPACING
            y += tall + SPACING
        return y - SPACING - inner.y() + self._margin_size().height()


def _stretches(item: QLayoutItem) -> bool:
    spacer = item.spacerItem()
    return spacer is not None and bool(spacer.expandingDirections() & Qt.Orientation.Horizontal)
