"""What every page of an event's view is: a widget on one event of one database, reading what it
shows from the services when the event view asks it to (``refresh``)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtWidgets import QWidget

from opl_tournament.domain.model import Event
from opl_tournament.services.context import ServiceContext


class TableAtHand(NamedTuple):
    """The table the judge has selected on the round page, in the round being played: what
    another page (Penalties) fills in for them."""

    round: int
    table: int
    seated: tuple[str, ...]
    """Who plays there, "0007 Ann Lee" each."""


class EventPage(QWidget):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id

    def refresh(self, event: Event) -> None:
        """Read again what the page shows (``event``: the event as just read)."""
        raise NotImplementedError
