"""Another station typing a result on its own connection, at the moment a test chooses (inside a
restore, say): what it met is kept for the test's assertion, never lost in its thread."""

from __future__ import annotations

import threading

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import report_result
from opl_tournament.storage import Database


class OtherStation:
    """Table 1 of round 1 of ``event_id`` reported (``winner``) from ``database``, another
    connection, by a judge named Bo."""

    def __init__(self, database: Database, event_id: int, winner: str) -> None:
        self.met: list[BaseException | None] = []
        self._thread = threading.Thread(target=self._types, args=(database, event_id, winner))

    def _types(self, database: Database, event_id: int, winner: str) -> None:
        try:
            report_result(ServiceContext(database, actor="Bo"), event_id, 1, 1, winner=winner)
            self.met.append(None)
        except BaseException as error:  # reported by the test's assertion
            self.met.append(error)

    def types_now(self) -> None:
        """Start typing (once) and give it a second: committed by then, unless held back."""
        if self._thread.ident is None:
            self._thread.start()
            self._thread.join(timeout=1.0)

    def done(self) -> list[BaseException | None]:
        """What the station met once it has finished: ``[None]`` when its result was saved."""
        self._thread.join(timeout=30)
        return self.met
