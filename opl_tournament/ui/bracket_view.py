"""The elimination bracket on screen: each bracket's rounds left to right, results as known."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
)

from opl_tournament.domain.model import Event
from opl_tournament.domain.pairing.bracket import BracketMatchView, BracketView, SlotView
from opl_tournament.services import rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui import theme
from opl_tournament.ui.accessible import named
from opl_tournament.ui.buttons import button_row
from opl_tournament.ui.event_page import EventPage
from opl_tournament.ui.stage_words import BRACKET_WORDS

BOX_W, BOX_H, GAP_X, ROW_H = 220.0, 44.0, 40.0, 72.0
TEXT_W = int(BOX_W) - 18
"""Room for a slot's words inside its box (the text item's own margins taken off)."""
OUTCOME_WORDS = {
    "winner": str(QT_TRANSLATE_NOOP("bracket_view", "winner of {match}")),
    "loser": str(QT_TRANSLATE_NOOP("bracket_view", "loser of {match}")),
}
"""Who fills a slot still to be decided, by the match it comes from."""


def _slot_text(slot: SlotView) -> str:
    if slot.bye:
        return QCoreApplication.translate("bracket_view", "BYE")
    if slot.number:
        return f"{slot.number}  {slot.name}"
    if slot.from_match:
        outcome = OUTCOME_WORDS.get(slot.from_outcome)
        if outcome is None:
            return f"{slot.from_outcome} of {slot.from_match}"
        return QCoreApplication.translate("bracket_view", outcome).format(match=slot.from_match)
    return ""


def _left_mark(slot: SlotView) -> str:
    """Why the player in ``slot`` did not play the match, or nothing."""
    if slot.left == "disqualified":
        return " " + QCoreApplication.translate("bracket_view", "(disqualified)")
    if slot.left:
        return " " + QCoreApplication.translate("bracket_view", "(dropped)")
    return ""


def _fitted(slot: SlotView, font: QFont) -> tuple[str, str]:
    """The slot's words as they fit its box (a long name shortened, the mark of a player who
    left kept whole), and whole."""
    words, mark = _slot_text(slot), _left_mark(slot)
    metrics = QFontMetrics(font)
    room = TEXT_W - metrics.horizontalAdvance(mark)
    return metrics.elidedText(words, Qt.TextElideMode.ElideRight, room) + mark, words + mark


class BracketScene(QGraphicsScene):
    """Boxes for every planned match; a decided match is green, a paired one yellow. A line
    leads from a match to the slot its winner takes in the same bracket."""

    def draw(self, view: BracketView) -> None:
        self.clear()
        placed: dict[str, tuple[float, float]] = {}
        """Each match's box (its top left corner) by the match's id."""
        by_column: dict[tuple[str, int], list[BracketMatchView]] = defaultdict(list)
        for match in view.matches:
            by_column[(match.bracket.value, match.round)].append(match)
        top = 0.0
        bold = QFont()
        bold.setBold(True)
        for bracket in ("winners", "losers", "final"):
            columns = sorted(r for b, r in by_column if b == bracket)
            if not columns:
                continue
            title = self.addText(
                QCoreApplication.translate("stage_words", BRACKET_WORDS[bracket]), bold
            )
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
                    placed[match.match_id] = (x, y)
            self._lines_to(by_column, bracket, placed)
            top += height + 24
        if view.champion:
            label = self.addText(
                self.tr("Champion: {champion}").format(champion=view.champion_label), bold
            )
            label.setPos(0, top)

    def _lines_to(
        self,
        by_column: dict[tuple[str, int], list[BracketMatchView]],
        bracket: str,
        placed: dict[str, tuple[float, float]],
    ) -> None:
        """A line from each match of ``bracket`` whose winner goes on in it to the slot the
        winner takes: out of the box's right side, down or up in the gap, into the slot. A loser
        going to the losers' bracket, and the finalists, are named in the slot instead."""
        pen = QPen(theme.colours().muted)
        pen.setWidthF(1.2)
        here = [
            match
            for (side, _), matches in by_column.items()
            if side == bracket
            for match in matches
        ]
        ids = {match.match_id for match in here}
        for match in here:
            x, y = placed[match.match_id]
            for row, slot in enumerate((match.slot_a, match.slot_b)):
                if slot.from_outcome != "winner" or slot.from_match not in ids:
                    continue
                start = placed[slot.from_match]
                into = y + BOX_H / 4 + row * BOX_H / 2
                path = QPainterPath()
                path.moveTo(start[0] + BOX_W, start[1] + BOX_H / 2)
                path.lineTo(x - GAP_X / 2, start[1] + BOX_H / 2)
                path.lineTo(x - GAP_X / 2, into)
                path.lineTo(x, into)
                self.addPath(path, pen).setZValue(-1)

    def _box(self, match: BracketMatchView, x: float, y: float) -> None:
        c = theme.colours()
        fill = c.decided if match.winner else c.waiting if match.table is not None else c.base
        pen = QPen(c.line)
        if match.only_if_needed:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.addRect(QRectF(x, y, BOX_W, BOX_H), pen, QBrush(fill))
        caption = match.match_id
        if match.table:
            caption = self.tr("{match} · table {table}").format(match=caption, table=match.table)
        if match.only_if_needed and match.needed:
            caption = self.tr("{match} · only if needed").format(match=caption)
        small = QFont()
        small.setPointSize(7)
        label = self.addText(caption, small)
        label.setDefaultTextColor(c.muted)
        label.setPos(x, y - 16)
        nobody = match.slot_a.bye and match.slot_b.bye  # two byes meet: no game, as printed
        if not match.needed or nobody:
            words = (
                self.tr("No game: nobody reaches it")
                if nobody
                else self.tr("Not played: the first final decided it")
            )
            why = self.addText(words, small)
            why.setDefaultTextColor(c.muted)
            why.setPos(x + 4, y + BOX_H / 2 - 10)
            return
        for row, slot in enumerate((match.slot_a, match.slot_b)):
            font = QFont()
            font.setBold(bool(match.winner) and slot.number == match.winner)
            shown, whole = _fitted(slot, font)
            text = self.addText(shown, font)
            if shown != whole:  # a long name is shortened to its box, and whole on hovering
                text.setToolTip(whole)
            text.setDefaultTextColor(c.text)
            text.setPos(x + 4, y + row * (BOX_H / 2) - 2)


ZOOM_STEP = 1.25
MARGIN = 12.0
READABLE = 0.6
"""The smallest scale the page opens at: below it the names cannot be read (a bracket of 64 or
100 players would open at a fifth of its size), so a big bracket opens readable, with scroll bars,
and "Fit to window" shows it whole."""


class BracketPage(EventPage):
    """Opens fitted to the window (never enlarged past full size); zoom in, out, or fit again."""

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__(ctx, event_id)
        self.scene = BracketScene()
        self.view = named(QGraphicsView(self.scene), self.tr("Bracket"))
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.note = QLabel()
        self.note.setWordWrap(True)  # on a narrow window it takes two lines, not cut
        self.fitted = True
        """While True the bracket follows the window's size; zooming by hand ends it."""
        self.smallest = READABLE
        """How small following the window may make it: readable, until the judge asks for the
        whole bracket."""
        buttons = button_row(
            (
                (self.tr("Zoom &in"), lambda: self.zoom(ZOOM_STEP)),
                (self.tr("&Zoom out"), lambda: self.zoom(1 / ZOOM_STEP)),
                (self.tr("Fit to &window"), self.fit_whole),
            )
        )
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.note, 1)
        top.addLayout(buttons)
        layout.addLayout(top)
        layout.addWidget(self.view)

    def scale(self) -> float:
        return self.view.transform().m11()

    def fit_whole(self) -> None:
        """The whole bracket in view, however small that makes it."""
        self.smallest = 0.0
        self.fit()

    def fit(self) -> None:
        """The bracket fitted to the view, no smaller than ``smallest`` (a small one stays at
        full size, top left)."""
        self.fitted = True
        bounds = self.scene.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.scene.setSceneRect(bounds)
        self.view.resetTransform()
        if bounds.isEmpty():
            return
        viewport = self.view.viewport().rect()
        factor = min(viewport.width() / bounds.width(), viewport.height() / bounds.height(), 1.0)
        factor = max(factor, self.smallest)
        self.view.scale(factor, factor)
        self.view.ensureVisible(bounds.left(), bounds.top(), 1, 1)

    def zoom(self, factor: float) -> None:
        self.fitted = False
        self.view.scale(factor, factor)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.fitted:
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitted:
            self.fit()

    def refresh(self, _event: Event) -> None:
        view = rounds.bracket(self.ctx, self.event_id)
        if view is None:
            self.scene.clear()
            self.note.setText(
                self.tr("No elimination bracket yet (it starts with the first bracket round).")
            )
            return
        self.note.setText(
            self.tr("Green: decided. Yellow: being played. Dashed: played only if needed.")
        )
        self.scene.draw(view)
        if self.fitted:
            self.fit()
