"""The main window: the events on the left, the chosen event's pages on the right, menus above
(the Print menu: print_menu.py; databases, backups, export: database_actions.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QSize, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableView,
    QWidget,
)

from opl_tournament.domain.model import Event, EventStatus
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services import events, undo
from opl_tournament.services.change_watch import ChangeWatch
from opl_tournament.services.changes import Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui import shortcuts
from opl_tournament.ui.database_actions import DatabaseActions
from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.doorway import doorway, submit, within
from opl_tournament.ui.event_actions import EventActions, add_action, edit_event, finish_event
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.guard import run_action
from opl_tournament.ui.gui_thread_gc import collect_garbage_on_gui_thread
from opl_tournament.ui.help_window import PROGRAM, HelpMenu
from opl_tournament.ui.language import LanguageMenu, say
from opl_tournament.ui.models import EventsModel, table_view
from opl_tournament.ui.players_page import PlayersPageControl, PlayersPageDialog
from opl_tournament.ui.print_menu import PrintMenu
from opl_tournament.ui.projector import ProjectorWindow
from opl_tournament.ui.start_page import StartPage

CHANGES_POLL_MS = 500  # other stations' changes show within a second
WISHED_SIZE = QSize(1280, 800)


class MainWindow(QMainWindow):
    def __init__(
        self,
        ctx: ServiceContext,
        *,
        settings: QSettings | None = None,
        opener: Callable[[Path | str], ServiceContext] | None = None,
    ) -> None:
        super().__init__()
        collect_garbage_on_gui_thread()
        self.ctx = ctx
        self.settings = settings
        self.events_model = EventsModel()
        self.events_view: QTableView = table_view(self.events_model)
        self.events_view.selectionModel().selectionChanged.connect(self._event_chosen)
        self.event_view: EventView | None = None
        self.projector: ProjectorWindow | None = None
        self.players_page = PlayersPageControl(settings=settings)
        self.event_actions = EventActions(self, lambda: self.event_view)
        self.databases = DatabaseActions(self, self, opener)
        self.start_page = StartPage(settings)
        self.start_page.new_event.connect(self.new_event)
        self.start_page.import_players.connect(self.import_players)
        self.start_page.open_database.connect(self.databases.open_database)
        self.start_page.open_demo.connect(self.databases.open_demo)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start_page)
        splitter = QSplitter()
        splitter.addWidget(self.events_view)
        splitter.addWidget(self.stack)
        # A fifth for the events, at every width: on a small screen the event's page keeps
        # the room its names need.
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([256, 1024])
        self.setCentralWidget(splitter)
        self._menus()
        self._fit_screen()
        self.refresh_events()
        self._restore()
        self.refresh_undo()
        self.changes = ChangeWatch(self.ctx)
        self._problem_shown: str | None = None
        self.changes_timer = QTimer(self)
        self.changes_timer.setInterval(CHANGES_POLL_MS)
        self.changes_timer.timeout.connect(self.show_changes_made_elsewhere)
        self.changes_timer.start()
        doorway().changed.connect(self._arrived)

    # ----- menus
    def _menus(self) -> None:
        on_event, databases = self.event_actions, self.databases
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        new_key, open_key = QKeySequence("Ctrl+Shift+N"), QKeySequence.StandardKey.Open
        add_action(self, file_menu, self.tr("&New event…"), self.new_event, new_key)
        add_action(self, file_menu, self.tr("&Open database…"), databases.open_database, open_key)
        venue = self.tr("&Connect to a venue server…")
        add_action(self, file_menu, venue, databases.connect_to_venue)
        finish = self.tr("&Finish event")
        on_event.add(file_menu, finish, lambda view: finish_event(self, self.ctx, view))
        export = self.tr("&Export for the rating service…")
        self.export_action = on_event.add(file_menu, export, databases.export_event)
        file_menu.addSeparator()
        add_action(self, file_menu, self.tr("&Back up now"), databases.back_up)
        add_action(self, file_menu, self.tr("&Restore a snapshot…"), databases.restore_snapshot)
        file_menu.addSeparator()
        quit_key = QKeySequence.StandardKey.Quit
        add_action(self, file_menu, self.tr("&Quit"), self.quit_program, quit_key)
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        # enabled by refresh_undo: only when there is something to take back
        self.undo_action = add_action(
            self,
            edit_menu,
            self.tr("&Undo the last action"),
            lambda: on_event.run(self.undo),
            QKeySequence.StandardKey.Undo,
        )
        edit_menu.aboutToShow.connect(self.refresh_undo)
        edit = self.tr("E&dit event…")
        on_event.add(edit_menu, edit, lambda view: edit_event(self, self.ctx, view))
        edit_menu.addSeparator()
        self.round_actions: list[QAction] = []
        """What only an event still being played offers (a finished one has no clock)."""
        for text, act, key in (
            (self.tr("&Pair next round"), self.pair_next_round, shortcuts.PAIR),
            (self.tr("Start, pause or resume the &clock"),
             lambda view: view.round.clock.toggle(), shortcuts.CLOCK),
            (self.tr("Go to the &result line"), lambda view: view.focus_results(),
             shortcuts.RESULTS),
            (self.tr("&Time called…"), lambda view: view.round.desk.time_called(),
             shortcuts.TIME_CALLED),
            (self.tr("Results from a &file…"), self.results_from_file, None),
        ):  # fmt: skip
            action = on_event.add(edit_menu, text, act, key)
            if key in (shortcuts.PAIR, shortcuts.CLOCK):
                self.round_actions.append(action)
            if key == shortcuts.PAIR:
                self.pair_action = action
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        projector_key = QKeySequence("Ctrl+Shift+P")
        on_event.add(view_menu, self.tr("&Projector window"), self.open_projector, projector_key)
        page = self.tr("Players' page on the &network…")
        add_action(self, view_menu, page, self.open_players_page)
        self.print_menu = PrintMenu(
            self, on_event, lambda: self.ctx, self.players_page.address, self.settings
        )
        # No Alt letter of its own: every letter of "Settings" already opens a page or a menu.
        self.menuBar().addMenu(self.tr("Settings")).addMenu(LanguageMenu(self, self.settings))
        self.help = HelpMenu(self)

    # ----- other stations
    def show_changes_made_elsewhere(self) -> None:
        """Re-read what the window shows when anyone else (or the command line) committed."""
        news = self.changes.news()
        problem = self.changes.problem
        if problem:
            self.statusBar().showMessage(problem)
        elif self._problem_shown and self.statusBar().currentMessage() == self._problem_shown:
            self.statusBar().clearMessage()  # the server is back
        self._problem_shown = problem
        if news is not None:
            doorway().announce(news, self)

    def _arrived(self, changes: Changes, initiator: object, origin: object) -> None:
        """The doorway's record of what changed: the events, then the event's pages (those
        of the event view route themselves)."""
        if not isinstance(origin, QWidget) or not within(self, origin):
            return  # another window's
        if changes.events:
            self.refresh_events()
        view = self.event_view
        if view is None or within(view, origin) or not changes.concerns(view.event_id):
            return
        if changes.elsewhere:
            if not any(e.id == view.event_id for e in self.events_model.items):
                return  # the event is gone (a restore elsewhere): keep what is shown
            if self.projector is not None:
                self.projector.refresh()
        view.apply(changes, initiator)

    # ----- the database worked on (database_actions.Workplace)
    def work_on(self, ctx: ServiceContext) -> None:
        """Show ``ctx``'s database's events, no event open."""
        self.ctx = ctx
        self._close_event()
        self.refresh_events()
        self.changes.close()
        self.changes = ChangeWatch(ctx)

    def reopen(self) -> None:
        """Read the events again (the database was replaced), keeping the one shown."""
        current = self.event_view.event_id if self.event_view is not None else None
        self._close_event()
        self.refresh_events()
        if current is not None and any(e.id == current for e in self.events_model.items):
            self.open_event(current)

    # ----- events
    def refresh_events(self) -> None:
        self.events_model.set_items(events.list_events(self.ctx))
        path = getattr(self.ctx.database, "path", None)
        self.start_page.refresh(
            Path(path) if path is not None else None, has_events=bool(self.events_model.items)
        )

    def _event_chosen(self) -> None:
        rows = self.events_view.selectionModel().selectedRows()
        if rows:
            self.open_event(self.events_model.items[rows[0].row()].id)

    def open_event(self, event_id: int) -> None:
        if self.event_view is not None and self.event_view.event_id == event_id:
            return
        view = run_action(self, self.tr("Open event"), lambda: EventView(self.ctx, event_id))
        if view is None:
            return
        self._close_event()
        self.event_view = view
        self.pair_action.setText(view.round.words.pair_menu)  # pods: Seat next round
        view.changed.connect(self._event_changed)
        view.round.result_entered.connect(self.refresh_undo)
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)
        if not any(e.id == event_id for e in self.events_model.items):
            self.refresh_events()  # created elsewhere (another station, the command line)
        row = next(i for i, e in enumerate(self.events_model.items) if e.id == event_id)
        self.events_view.selectRow(row)
        self._event_changed()

    def _close_event(self) -> None:
        """No event open: the start page shows, the actions that need an event are off."""
        if self.event_view is not None:
            self.stack.removeWidget(self.event_view)
            self.event_view.deleteLater()
            self.event_view = None
        self.event_actions.enable(False)
        self.refresh_undo()

    def _event_changed(self) -> None:
        view = self.event_view
        if view is None:
            self.setWindowTitle(PROGRAM)
            return
        current, name = view.current_round(), view.tournament.name
        title = (
            self.tr("OPL Tournament — {event} — finished")
            if view.is_finished()
            else self.tr("OPL Tournament — {event} — round {round}")
            if current
            else self.tr("OPL Tournament — {event} — registration")
        )
        self.setWindowTitle(title.format(event=name, round=current))
        self.events_model.set_items(events.list_events(self.ctx))
        self._enable_for(view.tournament)
        self.refresh_undo()

    def refresh_undo(self) -> None:
        """Edit ▸ Undo names the action it would take back."""
        view = self.event_view
        entry = (
            None
            if view is None
            else run_action(self, self.tr("Undo"), lambda: undo.next_undo(self.ctx, view.event_id))
        )
        self.undo_action.setText(
            self.tr("&Undo: {action}").format(action=say(entry.said))
            if entry is not None
            else self.tr("&Undo the last action")
        )
        self.undo_action.setEnabled(entry is not None)

    def _enable_for(self, event: Event) -> None:
        """Offer only the forms and the export that apply to the event's game and tables."""
        self.event_actions.enable(True)
        self.print_menu.offer_for(event)
        self.export_action.setEnabled(rules_for(event.settings.game).legion_rated)
        playing = event.status is not EventStatus.FINISHED
        for action in self.round_actions:
            action.setEnabled(playing)

    def new_event(self) -> EventView | None:
        """File ▸ New event: the dialog, then the new event's pages (None if cancelled)."""
        dialog = NewEventDialog(self)
        dialog.act = lambda: partial(
            events.create_event, self.ctx, dialog.settings(), dialog.officials()
        )
        if dialog.exec() != NewEventDialog.DialogCode.Accepted:
            return None
        event = dialog.outcome
        if not isinstance(event, Event):
            return None
        self.refresh_events()
        self.open_event(event.id)
        created = self.tr("Created event {number}: {event}")
        self.statusBar().showMessage(created.format(number=event.id, event=event.name), 8000)
        return self.event_view

    def import_players(self) -> None:
        """A new event, then its pre-registration file read on its players page."""
        view = self.new_event()
        if view is not None:
            view.setCurrentWidget(view.players)
            view.players.import_csv()

    def quit_program(self) -> None:
        """Quit: every window of the program closes (the projector too) and the program ends."""
        self.close()
        QApplication.closeAllWindows()
        QApplication.quit()

    def undo(self, view: EventView) -> None:
        event_id = view.event_id
        submit(
            self,
            self.tr("Undo"),
            lambda: undo.undo_last(self.ctx, event_id),
            done=lambda entry: self.statusBar().showMessage(
                self.tr("Undone: {action}").format(action=say(entry.said)), 10_000
            ),
        )

    def results_from_file(self, view: EventView) -> None:
        """Edit ▸ Results from a file: on the round page, for the round it shows."""
        view.setCurrentWidget(view.round)
        view.round.results_from_file()

    def pair_next_round(self, view: EventView) -> None:
        """F5 on any page: the round is paired, then shown with the cursor in the result line."""
        view.round.pair(then=lambda _number: view.focus_results())

    def open_projector(self, view: EventView) -> ProjectorWindow:
        if self.projector is not None:
            self.projector.close()
        event_id = view.event_id
        self.projector = ProjectorWindow(self.ctx, event_id, self.players_page.address(event_id))
        view.changed.connect(self.projector.refresh)
        view.round.result_entered.connect(self.projector.refresh_soon)
        self.projector.show_beside(self)
        return self.projector

    def open_players_page(self) -> PlayersPageDialog | None:
        """Serve the players' page on the network and show its address and QR code."""
        if self.players_page.start(self, self.ctx) is None:
            return None
        event_id = self.event_view.event_id if self.event_view is not None else None
        dialog = PlayersPageDialog(
            self,
            self.players_page,
            self.players_page.address(event_id),
            ctx=self.ctx,
            event_id=event_id,
        )
        dialog.address_changed.connect(lambda: self._show_page_address(event_id))
        self._show_page_address(event_id)
        dialog.show()
        return dialog

    def _show_page_address(self, event_id: int | None) -> None:
        if self.projector is not None:
            self.projector.set_address(self.players_page.address(event_id))

    # ----- window state
    def _fit_screen(self) -> None:
        """Open at the wished size, or at what the screen leaves for the window and its title
        bar (a 1366 × 768 laptop has less than 800 pixels of height)."""
        room = self.screen().availableGeometry()
        title_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
        size = WISHED_SIZE.boundedTo(QSize(room.width(), room.height() - title_bar))
        self.resize(size)
        if size != WISHED_SIZE:
            self.move(room.topLeft())

    def _restore(self) -> None:
        if self.settings is None:
            return
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        last = self.settings.value("window/event")
        if last is not None and any(str(e.id) == str(last) for e in self.events_model.items):
            self.open_event(int(str(last)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.projector is not None:
            self.projector.close()
        self.changes_timer.stop()
        self.changes.close()
        self.players_page.stop()
        if self.settings is not None:
            self.settings.setValue("window/geometry", self.saveGeometry())
            if self.event_view is not None:
                self.settings.setValue("window/event", self.event_view.event_id)
        super().closeEvent(event)
