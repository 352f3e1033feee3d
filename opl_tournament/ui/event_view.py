"""One event's pages as tabs: players, the round (pairings, results, clock), standings, bracket,
penalties, log, ratings, rulings and settings."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLayout, QTabWidget, QWidget

from opl_tournament.domain.model import Event, EventStatus, Registration
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services.changes import Aspect, Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import get_event
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.ui.bracket_view import BracketPage
from opl_tournament.ui.doorway import doorway, within
from opl_tournament.ui.log_page import LogPage
from opl_tournament.ui.penalties_page import PenaltiesPage
from opl_tournament.ui.ratings_page import RatingsPage
from opl_tournament.ui.registration_page import PlayersPage
from opl_tournament.ui.round_page import RoundPage, StandingsPage
from opl_tournament.ui.rulings_page import RulingsPage
from opl_tournament.ui.settings_page import GameSettingsPage


class Page(Protocol):
    """A page of the event view: it reads what it shows from the services."""

    def refresh(self, event: Event) -> None: ...

    def layout(self) -> QLayout | None: ...


class EventView(QTabWidget):
    """The event's pages. The doorway's record of a change (``ui/doorway.py``) marks the pages
    that show it stale; a stale page is read again when shown (the page that made the change
    at once).

    The round page is always current (the title and the results desk depend on it). A result
    typed at the results desk updates its one row only, so a large field stays quick.
    """

    changed = Signal()

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        # Not ``self.event``: that would hide QWidget.event, which Qt calls for every event.
        self.tournament = get_event(ctx, event_id)
        self.players = PlayersPage(ctx, event_id)
        self.round = RoundPage(ctx, event_id, shape_of(self.tournament).kind)
        self.standings = StandingsPage(self.round.desk)
        self.penalties = PenaltiesPage(ctx, event_id)
        self.log = LogPage(ctx, event_id)
        self.rulings = RulingsPage()
        self.addTab(self.players, self.tr("Pl&ayers"))
        self.addTab(self.round, self.tr("R&ound"))
        self.addTab(self.standings, self.tr("&Standings"))
        pages: list[Page] = [self.players, self.round, self.standings]
        # Pods have no bracket, and only Legion-rated games have a Ratings page.
        game = rules_for(self.tournament.settings.game)
        self.bracket = BracketPage(ctx, event_id) if self.round.desk.has_bracket else None
        self.ratings: RatingsPage | None = RatingsPage(ctx, event_id) if game.legion_rated else None
        if self.bracket is not None:
            self.addTab(self.bracket, self.tr("&Bracket"))
            pages.append(self.bracket)
        self.addTab(self.penalties, self.tr("Pe&nalties"))
        self.addTab(self.log, self.tr("&Log"))
        pages += [self.penalties, self.log]
        if self.ratings is not None:
            self.addTab(self.ratings, self.tr("Ra&tings"))
            pages.append(self.ratings)
        self.settings: GameSettingsPage | None = None
        if game.rulings_reference:
            self.addTab(self.rulings, self.tr("R&ulings"))
        if game.adjustable_rules:
            self.settings = GameSettingsPage(ctx, event_id)
            self.addTab(self.settings, self.tr("Se&ttings"))
            pages.append(self.settings)
        self._pages: tuple[Page, ...] = tuple(pages)
        self._stale: set[Page] = set(self._pages)
        self._players_read: list[Registration] | None = None
        event, players, rounds, tables = Aspect.EVENT, Aspect.PLAYERS, Aspect.ROUNDS, Aspect.TABLES
        self._shows: dict[object, tuple[Aspect, ...]] = {
            # what each page shows (every audited change is logged)
            self.players: (event, players, tables),
            self.standings: (event, players, rounds, tables),
            self.bracket: (event, players, rounds, tables),
            self.penalties: (event, players, Aspect.PENALTIES),
            self.log: tuple(Aspect),
            self.ratings: (event, rounds, tables, Aspect.RATINGS),
            self.settings: (event,),
        }
        doorway().changed.connect(self._arrived)
        self.currentChanged.connect(self._show_current)
        self.currentChanged.connect(self._to_penalties)
        self.refresh()

    def focus_results(self) -> None:
        """Ctrl+R: straight to the result line, ready to type over what is there."""
        self.setCurrentWidget(self.round)
        self.round.entry.setFocus()
        self.round.entry.selectAll()

    def _read(self, page: Page) -> None:
        if page is self.players and self._players_read is not None:
            self.players.refresh(self.tournament, self._players_read)
        else:
            page.refresh(self.tournament)
        self._stale.discard(page)
        if (layout := page.layout()) is not None:
            # Qt keeps a wrapped label's height for its old text: measure the page anew, or a
            # longer heading (French, a narrow window) would show cut
            layout.invalidate()
            layout.activate()

    def _show_current(self) -> None:
        shown: object = self.currentWidget()
        page = next((p for p in self._stale if p is shown), None)
        if page is not None:
            self._read(page)

    def _to_penalties(self) -> None:
        """The judge goes to the Penalties page: the table selected on the round page is the
        game the penalty is about."""
        if self.currentWidget() is self.penalties:
            self.penalties.take_table(self.round.table_at_hand())

    def refresh(self) -> None:
        """Everything may have changed: re-read the round page and the shown one."""
        self.apply(Changes.of_everything(self.event_id))

    def _arrived(self, changes: Changes, initiator: object, origin: QWidget | None) -> None:
        if within(self, origin):  # what this event's pages did (the window routes the rest)
            self.apply(changes, initiator)

    def apply(self, changes: Changes, initiator: object = None) -> None:
        """Read again what ``changes`` touched. ``initiator``: the page that made the change;
        a result typed at the round page is already on its row."""
        if not changes.concerns(self.event_id):
            return
        whole_round = changes.touches(Aspect.EVENT, Aspect.PLAYERS, Aspect.ROUNDS) or bool(
            changes.tables and initiator is not self.round
        )
        stale = {
            page
            for page in self._pages
            if page in self._shows and changes.touches(*self._shows[page])
        }
        if not (stale or whole_round or changes.clock):
            return
        self._stale |= stale
        if changes.touches(Aspect.EVENT):
            self.tournament = get_event(self.ctx, self.event_id)
        if whole_round:
            self._stale.add(self.round)
            self._read(self.round)
            self._players_read = self.round.registrations  # the same moment: no second read
        elif changes.clock:
            self.round.tick()
        try:
            if initiator in self._stale:
                self._read(initiator)
            self._show_current()
        finally:
            self._players_read = None  # good for this change only
        if whole_round:
            self.changed.emit()
        else:
            self.round.result_entered.emit()  # the undo text and the projector follow

    def current_round(self) -> int | None:
        return self.round.rounds[-1].number if self.round.rounds else None

    def is_finished(self) -> bool:
        return self.tournament.status is EventStatus.FINISHED
