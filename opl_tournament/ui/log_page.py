"""The Log page: every action of the event, newest first, with the station that made it.

Ctrl+Z undoes this station's own newest action; here a judge can choose any action (another
station's too) and undo it after a confirmation naming the station and the action.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.model import AuditEntry, Event
from opl_tournament.services import undo
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.guard import run_action


class LogPage(QWidget):
    changed = Signal()

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.entries = QListWidget()
        self.undo_button = QPushButton("&Undo the chosen action…")
        self.undo_button.clicked.connect(self.undo_chosen)
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.entries)

    def refresh(self, _event: Event) -> None:
        self.entries.clear()
        for entry in reversed(event_log(self.ctx, self.event_id)):
            text = f"{entry.at}  {entry.actor:<10} {entry.summary}"
            item = QListWidgetItem(text + ("  [undone]" if entry.undone else ""))
            item.setData(Qt.ItemDataRole.UserRole, entry)
            self.entries.addItem(item)

    def chosen(self) -> AuditEntry | None:
        item = self.entries.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def undo_chosen(self) -> None:
        entry = self.chosen()
        if entry is None:
            QMessageBox.information(self, "Undo", "Choose an action in the log first.")
            return
        whose = "this station's" if entry.actor == self.ctx.actor else f"station {entry.actor}'s"
        answer = QMessageBox.question(
            self,
            "Undo an action",
            f"Undo {whose} action “{entry.summary}” ({entry.at})?",
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        if run_action(self, "Undo", lambda: undo.undo_entry(self.ctx, self.event_id, entry.id)):
            self.changed.emit()
