"""A second window for a projector or a wall screen: the round's clock and pairings, large."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QHideEvent, QShowEvent
from PySide6.QtWidgets import QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from opl_tournament.domain.errors import DomainError
from opl_tournament.services import pods, rounds
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import get_event
from opl_tournament.services.pods import is_pod_event
from opl_tournament.services.round_clock import clock_view
from opl_tournament.ui.models import PairingsModel
from opl_tournament.ui.pod_pages import PodsModel


class ProjectorWindow(QWidget):
    """Read-only: shows what the judge's window decided, refreshed every second."""

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle("Pairings and clock")
        self.title = QLabel()
        self.title.setFont(QFont(self.font().family(), 28, QFont.Weight.Bold))
        self.clock = QLabel("—")
        self.clock.setFont(QFont("monospace", 64, QFont.Weight.Bold))
        self.in_pods = is_pod_event(get_event(ctx, event_id))
        self.model: PairingsModel | PodsModel = PodsModel() if self.in_pods else PairingsModel()
        self.hidden_column = 3 if self.in_pods else 4  # the explanations are for the judge
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setFont(QFont(self.font().family(), 20))
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(44)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for narrow in (0, 2) if self.in_pods else (0, 3):  # table number and result
            header.setSectionResizeMode(narrow, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setColumnHidden(self.hidden_column, True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.clock)
        layout.addWidget(self.table, 1)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.refresh()

    def refresh(self) -> None:
        event = get_event(self.ctx, self.event_id)
        current: rounds.RoundView | pods.PodRoundView | None
        if isinstance(self.model, PodsModel):
            seated = pods.list_pod_rounds(self.ctx, self.event_id)
            current = seated[-1] if seated else None
            self.model.set_items(current.pods if current else [])
        else:
            paired = rounds.list_rounds(self.ctx, self.event_id)
            current = paired[-1] if paired else None
            self.model.set_items(current.matches if current else [])
        self.table.setColumnHidden(self.hidden_column, True)
        suffix = f" — round {current.number}" if current else " — registration"
        self.title.setText(event.name + suffix)
        self.tick()

    def tick(self) -> None:
        try:
            view = clock_view(self.ctx, self.event_id)
        except DomainError:
            self.clock.setText("")
            return
        self.clock.setText(
            view.remaining_text + ("" if view.state.value == "running" else f"  {view.state.value}")
        )

    def showEvent(self, event: QShowEvent) -> None:
        self.timer.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.timer.stop()
        super().hideEvent(event)
