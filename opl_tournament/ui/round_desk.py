"""What the head-to-head and the pod round pages share: the round shown, its title and status,
the judge's buttons, the clock and the results line."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.model import Event
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.accessible import named
from opl_tournament.ui.clock_bar import ClockBar
from opl_tournament.ui.guard import run_action
from opl_tournament.ui.models import table_view


class RoundDesk(QWidget):
    """A page over one event's rounds; subclasses say how rounds are read and shown."""

    changed = Signal()
    result_entered = Signal()

    def __init__(
        self,
        ctx: ServiceContext,
        event_id: int,
        model: QAbstractItemModel,
        actions: Sequence[tuple[str, Callable[[], object]]],
        entry_hint: str,
        words: tuple[str, str] = ("table", "paired"),
    ) -> None:
        """``words``: what a row is and what pairing a round is called ("pod", "seated")."""
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.view = named(table_view(model), f"{words[0].capitalize()}s of the shown round")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.status = QLabel()
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(self._show_chosen_round)
        self.clock = ClockBar(ctx, event_id)
        self.entry = named(QLineEdit(), "Result line")
        self.entry.setPlaceholderText(entry_hint)
        self.entry.returnPressed.connect(self.enter_result)
        self.correction = QCheckBox("correct a result already entered")
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch()
        top.addWidget(self.clock)
        top.addSpacing(24)
        top.addWidget(QLabel("Show round"))
        top.addWidget(self.round_choice)
        buttons = QHBoxLayout()
        for text, slot in actions:
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch()
        entry = QHBoxLayout()
        entry.addWidget(self.entry, 1)
        entry.addWidget(self.correction)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addLayout(entry)
        layout.addWidget(self.view)
        self.rounds: list[Any] = []
        self.notes = ""
        self.unit, self.done = words
        self.model: Any = model

    def load_rounds(self) -> list[Any]:
        raise NotImplementedError

    def rows_of(self, view: Any) -> Sequence[Any]:
        raise NotImplementedError

    def stage_of(self, view: Any) -> str:
        raise NotImplementedError

    def _show(self, view: Any) -> None:
        self.model.set_items(self.rows_of(view) if view else [])
        if view is None:
            verb = "seat" if self.done == "seated" else "pair"
            self.title.setText(f"No round {self.done} yet")
            self.status.setText(f"Register the players, then {verb} round 1.")
            return
        self.title.setText(f"Round {view.number} ({self.stage_of(view)})")
        self.notes = "; ".join((*view.relaxations, *view.notes))
        self._update_status()

    def _update_status(self) -> None:
        waiting = self.model.outstanding()
        self.status.setText(
            (f"{waiting} {self.unit}(s) still to report" if waiting else "All results are in")
            + (f" — {self.notes}" if self.notes else "")
        )

    def _act(self, title: str, action: Callable[[], object]) -> object:
        result = run_action(self, title, action)
        if result is not None:
            self.changed.emit()
        return result

    def enter_result(self) -> None:
        raise NotImplementedError

    def refresh(self, _event: Event) -> None:
        self.rounds = self.load_rounds()
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for view in self.rounds:
            self.round_choice.addItem(f"Round {view.number}", view.number)
        self.round_choice.setCurrentIndex(len(self.rounds) - 1)
        self.round_choice.blockSignals(False)
        self._show(self.rounds[-1] if self.rounds else None)
        self.tick()

    def _show_chosen_round(self) -> None:
        number = self.round_choice.currentData()
        self._show(next((r for r in self.rounds if r.number == number), None))

    def tick(self) -> None:
        self.clock.has_round = bool(self.rounds)
        self.clock.tick()
