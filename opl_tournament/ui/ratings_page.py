"""The Ratings page of a Legion-rated event: preview, then apply, and every rated player."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from opl_tournament.domain.model import Event
from opl_tournament.services import ratings as ratings_service
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.accessible import named
from opl_tournament.ui.doorway import Changes, submit
from opl_tournament.ui.guard import show_error
from opl_tournament.ui.models import RatingChangesModel, RatingsModel, table_view


class RatingsPage(QWidget):
    """The event's rating changes (preview, then apply) and everyone's current rating."""

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.changes = RatingChangesModel()
        self.ratings = RatingsModel()
        self.status = QLabel()
        buttons = QHBoxLayout()
        for text, slot in (("&Preview this event", self.preview), ("Appl&y ratings", self.apply)):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, slot=slot: slot())
            buttons.addWidget(button)
        buttons.addStretch()
        self.system = QComboBox()
        self.system.addItem("US Chess", "uscf")
        self.system.addItem("Glicko-2", "glicko2")
        self.system.activated.connect(self.choose_system)
        system_label = QLabel("Rating &system:")
        system_label.setBuddy(self.system)
        buttons.addWidget(system_label)
        buttons.addWidget(self.system)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(named(table_view(self.changes), "Rating changes of this event"), 1)
        layout.addWidget(QLabel("All rated players"))
        layout.addWidget(named(table_view(self.ratings), "All rated players"), 2)

    def refresh(self, _event: Event) -> None:
        self.ratings.set_items(ratings_service.list_ratings(self.ctx))
        self._show_system()

    def _show_system(self) -> None:
        self.system.setCurrentIndex(self.system.findData(ratings_service.rating_system(self.ctx)))

    def choose_system(self, _index: int) -> None:
        """The rating list's system, chosen here (refused once events are rated with the other)."""
        wanted = self.system.currentData()

        def chosen(_system: object) -> None:
            self._show_system()
            self.status.setText(f"Rating system: {self.system.currentText()}.")

        def refused(error: Exception) -> None:
            self._show_system()
            show_error(self, "Ratings", error)

        submit(
            self,
            "Ratings",
            lambda: ratings_service.choose_rating_system(self.ctx, wanted),
            done=chosen,
            failed=refused,
            changes=Changes(self.event_id, ratings=True),
            initiator=self,
        )

    def preview(self) -> None:
        def previewed(changes: Any) -> None:
            self.changes.set_items(changes)
            self.status.setText("Preview: nothing is stored until you apply.")

        submit(
            self,
            "Ratings",
            lambda: ratings_service.preview_event(self.ctx, self.event_id),
            done=previewed,
        )

    def apply(self) -> None:
        def applied(changes: Any) -> None:
            self.changes.set_items(changes)
            self.status.setText(f"Applied: {len(changes)} ratings updated.")

        submit(
            self,
            "Ratings",
            lambda: ratings_service.apply_event(self.ctx, self.event_id),
            done=applied,
            changes=Changes(self.event_id, ratings=True),
            initiator=self,
        )
