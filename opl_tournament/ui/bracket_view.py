"""The elimination bracket on screen: each bracket's rounds left to right, results as known."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QVBoxLayout, QWidget

from opl_tournament.domain.model import Event
from opl_tournament.domain.pairing.bracket import BracketView, LadderMatchView, SlotView
from opl_tournament.services import rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui import theme
from opl_tournament.ui.accessible import named

BOX_W, BOX_H, GAP_X, ROW_H = 220.0, 44.0, 40.0, 72.0
TITLES = {"winners": "Winners' bracket", "losers": "Losers' bracket", "final": "Final"}


def _slot_text(slot: SlotView) -> str:
    if slot.bye:
        return "BYE"
    if slot.number:
        return f"{slot.number}  {slot.name}"[:30]
    if slot.from_match:
        return f"{slot.from_outcome} of {slot.from_match}"
    return ""


class BracketScene(QGraphicsScene):
    """Boxes for every planned match; a decided match is green, a paired one yellow."""

    def draw(self, view: BracketView) -> None:
        self.clear()
        by_column: dict[tuple[str, int], list[LadderMatchView]] = defaultdict(list)
        for match in view.matches:
            by_column[(match.bracket.value, match.round)].append(match)
        top = 0.0
        bold = QFont()
        bold.setBold(True)
        for bracket in ("winners", "losers", "final"):
            columns = sorted(r for b, r in by_column if b == bracket)
            if not columns:
                continue
            title = self.addText(TITLES[bracket], bold)
            title.setPos(0, top)
            top += 28
            tallest = max(len(by_column[(bracket, r)]) for r in columns)
            height = tallest * ROW_H
            for x_index, round_number in enumerate(columns):
                matches = by_column[(bracket, round_number)]
                spacing = height / len(matches)
                for i, match in enumerate(matches):
                    x = x_index * (BOX_W + GAP_X)
                    y = top + (i + 0.5) * spacing - BOX_H / 2
                    self._box(match, x, y)
            top += height + 24
        if view.champion:
            label = self.addText(f"Champion: {view.champion}", bold)
            label.setPos(0, top)

    def _box(self, match: LadderMatchView, x: float, y: float) -> None:
        c = theme.colours()
        fill = c.decided if match.winner else c.waiting if match.table is not None else c.base
        pen = QPen(c.line)
        if match.only_if_needed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.addRect(QRectF(x, y, BOX_W, BOX_H), pen, QBrush(fill))
        caption = match.match_id + (f" · table {match.table}" if match.table else "")
        caption += " · only if needed" if match.only_if_needed else ""
        small = QFont()
        small.setPointSize(7)
        label = self.addText(caption, small)
        label.setDefaultTextColor(c.muted)
        label.setPos(x, y - 16)
        for row, slot in enumerate((match.slot_a, match.slot_b)):
            font = QFont()
            font.setBold(bool(match.winner) and slot.number == match.winner)
            text = self.addText(_slot_text(slot), font)
            text.setDefaultTextColor(c.text)
            text.setPos(x + 4, y + row * (BOX_H / 2) - 2)


class BracketPage(QWidget):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.scene = BracketScene()
        self.view = named(QGraphicsView(self.scene), "Bracket")
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.note = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.view)

    def refresh(self, _event: Event) -> None:
        view = rounds.bracket(self.ctx, self.event_id)
        if view is None:
            self.scene.clear()
            self.note.setText(
                "No elimination bracket yet (it starts with the first bracket round)."
            )
            return
        self.note.setText("Green: decided. Yellow: being played. Dashed: played only if needed.")
        self.scene.draw(view)
