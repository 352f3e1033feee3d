"""The round clock as the round pages show it: start, pause, resume, +5 minutes, time left."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from opl_tournament.domain.errors import DomainError
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import (
    clock_view,
    extend_clock,
    pause_clock,
    resume_clock,
    start_clock,
)
from opl_tournament.ui.guard import run_action


class ClockBar(QWidget):
    """Ticks once a second, only while on screen; the clock itself is kept by the service."""

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.label = QLabel("—")
        self.label.setStyleSheet("font-size: 20pt; font-family: monospace;")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        actions: tuple[tuple[str, Callable[[ServiceContext, int], object]], ...] = (
            ("Start clock", start_clock),
            ("Pause", pause_clock),
            ("Resume", resume_clock),
            ("+5 min", lambda c, e: extend_clock(c, e, 5)),
        )
        for text, change in actions:
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, change=change: self._change(change))
            layout.addWidget(button)
        layout.addWidget(self.label)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.has_round = False

    def showEvent(self, event: QShowEvent) -> None:
        self.timer.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.timer.stop()
        super().hideEvent(event)

    def tick(self) -> None:
        if not self.has_round:
            self.label.setText("—")
            return
        try:
            view = clock_view(self.ctx, self.event_id)
        except DomainError:  # no round yet, or the database busy for a moment: try next second
            self.label.setText("—")
            return
        self.label.setText(f"{view.remaining_text} {view.state.value}")

    def _change(self, change: Callable[[ServiceContext, int], object]) -> None:
        run_action(self, "Round clock", lambda: change(self.ctx, self.event_id))
        self.tick()
