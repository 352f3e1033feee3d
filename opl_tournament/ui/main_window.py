"""The main window: the events on the left, the chosen event's pages on the right, menus above."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QSettings, QTimer, QUrl
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QWidget,
)

from opl_tournament.domain.model import Event, EventStatus
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services import backups, events, exchange, undo
from opl_tournament.services.change_watch import ChangeWatch
from opl_tournament.services.changes import Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.files import portable_file_name, write_atomically
from opl_tournament.services.local_time import local_time
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.ui import shortcuts
from opl_tournament.ui.dialogs import EditEventDialog, NewEventDialog
from opl_tournament.ui.doorway import doorway, submit, within
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.guard import run_action, show_error
from opl_tournament.ui.gui_thread_gc import collect_garbage_on_gui_thread
from opl_tournament.ui.help_window import HelpMenu
from opl_tournament.ui.models import EventsModel, table_view
from opl_tournament.ui.paper import PrinterDialog, paint_pdfs, printer_available
from opl_tournament.ui.players_page import PlayersPageControl, PlayersPageDialog
from opl_tournament.ui.projector import ProjectorWindow
from opl_tournament.ui.start_page import StartPage

PRINTABLE = (
    # menu label, document, what the judge is asked (see MainWindow._print_options)
    ("&Pairings by table", PrintKind.PAIRINGS, ""),
    ("Pairings by &name", PrintKind.PAIRINGS, "by-name"),
    ("Match &slips", PrintKind.SLIPS, ""),
    ("Player &result sheets", PrintKind.RESULT_SHEETS, ""),
    ("Result sheets, &two to a page", PrintKind.RESULT_SHEETS, "two-up"),
    ("&Blank result sheets", PrintKind.BLANK_RESULT_SHEET, "copies"),
    ("&Master result sheet", PrintKind.MASTER_SHEET, ""),
    ("Standin&gs", PrintKind.STANDINGS, ""),
    ("&Ladder chart", PrintKind.BRACKET_CHART, ""),
    ("P&enalty report", PrintKind.PENALTIES, ""),
    ("&Adjudication record of the selected table", PrintKind.ADJUDICATION, "table"),
    ("Player &code cards", PrintKind.CODE_CARDS, ""),
)
Forms = Sequence[tuple[PrintKind, PrintOptions]]
T = TypeVar("T")


LAST_PRINTER = "print/printer"
CHANGES_POLL_MS = 500  # other stations' changes show within a second


def form_file_name(event_name: str, kind: PrintKind, options: PrintOptions) -> str:
    """A saved form's file name: a round's forms name their round, so the next round's files
    do not replace them."""
    number = f" round {options.round_number}" if options.round_number is not None else ""
    return portable_file_name(f"{event_name}{number} {kind}") + ".pdf"


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
        self.opener = opener
        self.events_model = EventsModel()
        self.events_view: QTableView = table_view(self.events_model)
        self.events_view.selectionModel().selectionChanged.connect(self._event_chosen)
        self.stack = QStackedWidget()
        self.start_page = StartPage(self)
        self.stack.addWidget(self.start_page)
        self.event_view: EventView | None = None
        self.projector: ProjectorWindow | None = None
        self.players_page = PlayersPageControl()
        self._printer_used = ""
        splitter = QSplitter()
        splitter.addWidget(self.events_view)
        splitter.addWidget(self.stack)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([360, 1040])
        self.setCentralWidget(splitter)
        self._menus()
        self.resize(1280, 800)
        self.refresh_events()
        self._restore()
        self.changes = ChangeWatch(self.ctx)
        self._problem_shown: str | None = None
        self.changes_timer = QTimer(self)
        self.changes_timer.setInterval(CHANGES_POLL_MS)
        self.changes_timer.timeout.connect(self.show_changes_made_elsewhere)
        self.changes_timer.start()
        doorway().changed.connect(self._arrived)

    # ----- menus
    def _menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self._action(file_menu, "&New event…", self.new_event, QKeySequence("Ctrl+Shift+N"))
        self.open_action = self._action(
            file_menu, "&Open database…", self.open_database, QKeySequence.StandardKey.Open
        )
        self._action(file_menu, "&Connect to a venue server…", self.connect_to_venue)
        self._action(file_menu, "&Finish event", self.finish_event)
        export = self._action(file_menu, "&Export for the rating service…", self.export_event)
        file_menu.addSeparator()
        self._action(file_menu, "&Back up now", self.back_up)
        self._action(file_menu, "&Restore a snapshot…", self.restore_snapshot)
        file_menu.addSeparator()
        self.quit_action = self._action(
            file_menu, "&Quit", self.quit_program, QKeySequence.StandardKey.Quit
        )
        edit_menu = self.menuBar().addMenu("&Edit")
        self.undo_action = self._action(
            edit_menu, "&Undo the last action", self.undo, QKeySequence.StandardKey.Undo
        )
        edit_menu.aboutToShow.connect(self.refresh_undo)
        self._action(edit_menu, "E&dit event…", self.edit_event)
        edit_menu.addSeparator()
        self.round_actions: list[QAction] = []
        """What only an event still being played offers (a finished one has no clock)."""
        for text, slot, key in (
            ("&Pair next round", lambda view: view.round.pair(), shortcuts.PAIR),
            ("Start, pause or resume the &clock", lambda view: view.round.clock.toggle(),
             shortcuts.CLOCK),
            ("Go to the &result line", lambda view: view.focus_results(), shortcuts.RESULTS),
            ("&Time called…", lambda view: view.round.desk.time_called(), shortcuts.TIME_CALLED),
        ):  # fmt: skip
            action = self._action(edit_menu, text, partial(self._on_event, slot), key)
            if key in (shortcuts.PAIR, shortcuts.CLOCK):
                self.round_actions.append(action)
        view_menu = self.menuBar().addMenu("&View")
        self._action(
            view_menu, "&Projector window", self.open_projector, QKeySequence("Ctrl+Shift+P")
        )
        self._action(view_menu, "Players' page on the &network…", self.open_players_page)
        print_menu = self.menuBar().addMenu("P&rint")
        paper_menu = print_menu.addMenu("&On paper (choose a printer)")
        print_menu.addSeparator()
        self.print_actions: dict[PrintKind, list[QAction]] = {}
        for label, kind, ask in PRINTABLE:
            by_table = (kind, ask) == (PrintKind.PAIRINGS, "")
            print_key = shortcuts.PRINT_PAIRINGS if by_table else None
            for menu, to_paper in ((print_menu, False), (paper_menu, True)):
                action = self._action(
                    menu,
                    f"{label}…",
                    partial(self.print_form, kind, ask, to_paper=to_paper),
                    None if to_paper else print_key,
                )
                self.print_actions.setdefault(kind, []).append(action)
        print_menu.addSeparator()
        self.pair_and_print_action = self._action(
            print_menu, "Pair next round, then print pairings an&d slips…", self.pair_and_print
        )
        self.export_action = export
        self.help = HelpMenu(self)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        """A menu item calling ``slot`` with no arguments: ``triggered`` passes a ``checked``
        flag, which must never arrive where a handler expects a document or a path."""
        action = QAction(text, self)
        if shortcut is not None:
            key = QKeySequence(shortcut)
            action.setShortcut(key)
            action.setToolTip(shortcuts.tooltip(text, key))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _on_event(self, act: Callable[[EventView], object]) -> None:
        if self.event_view is None:
            self.statusBar().showMessage("Choose an event first.", 8000)
            return
        act(self.event_view)

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

    def connect_to_venue(self, url: str | None = None) -> bool:
        """Work on the venue's PostgreSQL server (the URL 'venue start' printed on the host),
        checking its certificate when the judge gives the file (sslmode=verify-ca)."""
        if self.opener is None:
            return False
        if url is not None:
            return self.open_database(url.strip())
        from opl_tournament.ui.venue_dialog import ConnectVenueDialog

        dialog = ConnectVenueDialog(self.opener, self)
        if dialog.exec() != ConnectVenueDialog.DialogCode.Accepted:
            return False
        assert isinstance(dialog.outcome, ServiceContext)
        self._work_on(dialog.outcome, dialog.location)
        return True

    # ----- events
    def refresh_events(self) -> None:
        self.events_model.set_items(events.list_events(self.ctx))
        self.start_page.refresh()

    def _event_chosen(self) -> None:
        rows = self.events_view.selectionModel().selectedRows()
        if rows:
            self.open_event(self.events_model.items[rows[0].row()].id)

    def open_event(self, event_id: int) -> None:
        if self.event_view is not None and self.event_view.event_id == event_id:
            return
        view = run_action(self, "Open event", lambda: EventView(self.ctx, event_id))
        if view is None:
            return
        if self.event_view is not None:
            self.stack.removeWidget(self.event_view)
            self.event_view.deleteLater()
        self.event_view = view
        view.changed.connect(self._event_changed)
        view.round.result_entered.connect(self.refresh_undo)
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)
        if not any(e.id == event_id for e in self.events_model.items):
            self.refresh_events()  # created elsewhere (another station, the command line)
        row = next(i for i, e in enumerate(self.events_model.items) if e.id == event_id)
        self.events_view.selectRow(row)
        self._event_changed()

    def _event_changed(self) -> None:
        view = self.event_view
        if view is None:
            self.setWindowTitle("OPL Tournament")
            return
        current = view.current_round()
        suffix = f" — round {current}" if current else " — registration"
        if view.is_finished():
            suffix = " — finished"
        self.setWindowTitle(f"OPL Tournament — {view.tournament.name}{suffix}")
        self.events_model.set_items(events.list_events(self.ctx))
        self._enable_for(view.tournament)
        self.refresh_undo()

    def refresh_undo(self) -> None:
        """Edit ▸ Undo names the action it would take back."""
        view = self.event_view
        entry = (
            None
            if view is None
            else run_action(self, "Undo", lambda: undo.next_undo(self.ctx, view.event_id))
        )
        self.undo_action.setText(
            f"&Undo: {entry.summary}" if entry is not None else "&Undo the last action"
        )
        self.undo_action.setEnabled(entry is not None)

    def _enable_for(self, event: Event) -> None:
        """Offer only the forms and the export that apply to the event's game and tables."""
        printable = shape_of(event).print_kinds
        for kind, actions in self.print_actions.items():
            for action in actions:
                action.setEnabled(kind in printable)
        self.export_action.setEnabled(rules_for(event.settings.game).legion_rated)
        playing = event.status is not EventStatus.FINISHED
        for action in self.round_actions:
            action.setEnabled(playing)

    def open_database(
        self,
        path: Path | str | None = None,
        then: Callable[[ServiceContext], None] | None = None,
    ) -> bool:
        """Work on another database file (an existing one, or a new one by giving a new name),
        or on a venue server's URL. It opens on the doorway's worker (a large file may be
        checked and brought up to date first); ``then`` runs once it is open. False if not
        started."""
        if self.opener is None:
            return False
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                "Open or create a tournament database",
                "",
                "Tournament databases (*.sqlite)",
                options=QFileDialog.Option.DontConfirmOverwrite,
            )
            if not chosen:
                return False
            path = Path(chosen)
        if doorway().busy():  # a print run may still be reading the database open now
            QMessageBox.information(
                self, "Open database", "Wait until the work under way is finished, then open it."
            )
            return False
        opener, where = self.opener, path

        def opened(ctx: ServiceContext) -> None:
            self._work_on(ctx, where)
            if then is not None:
                then(ctx)

        return submit(
            self,
            "Open database",
            lambda: opener(where),
            done=opened,
            progress="Opening the database…",
        )

    def _work_on(self, ctx: ServiceContext, path: Path | str) -> None:
        """The window now works on ``ctx``'s database (just opened from ``path``)."""
        self.ctx = ctx
        if self.event_view is not None:
            self.stack.removeWidget(self.event_view)
            self.event_view.deleteLater()
            self.event_view = None
        self.refresh_events()
        self.changes.close()
        self.changes = ChangeWatch(ctx)
        where = path.name if isinstance(path, Path) else ctx.database.describe()
        self.setWindowTitle(f"OPL Tournament — {where}")
        self.statusBar().showMessage(f"Working on {where} as {ctx.actor}", 8000)
        if ctx.database.read_only is not None:
            self.setWindowTitle(f"OPL Tournament — {where} (read-only)")
            QMessageBox.information(
                self, "Read-only database", ctx.database.read_only_error().message
            )

    def new_event(self) -> None:
        dialog = NewEventDialog(self)
        dialog.act = lambda: partial(
            events.create_event, self.ctx, dialog.settings(), dialog.officials()
        )
        if dialog.exec() != NewEventDialog.DialogCode.Accepted:
            return
        event = dialog.outcome
        if isinstance(event, Event):
            self.refresh_events()
            self.open_event(event.id)
            self.statusBar().showMessage(f"Created event {event.id}: {event.name}", 8000)

    def edit_event(self) -> None:
        """Correct the event's details (name, date, place, judge, rounds, …); undo takes it back."""
        view = self.event_view
        if view is None:
            self.statusBar().showMessage("Choose an event first.", 8000)
            return
        dialog = EditEventDialog(view.tournament, self)
        dialog.act = lambda: partial(events.edit_event, self.ctx, view.event_id, dialog.changes())
        if dialog.exec() == EditEventDialog.DialogCode.Accepted:
            self.statusBar().showMessage(f"Saved the details of {view.tournament.name}", 8000)
            stale = run_action(
                self, "Edit event", lambda: events.export_out_of_date(self.ctx, view.event_id)
            )
            if stale:
                QMessageBox.information(
                    self,
                    "Edit event",
                    f"{stale[0].upper()}{stale[1:]} (File ▸ Export for the rating service).",
                )

    def quit_program(self) -> None:
        """Quit: every window of the program closes (the projector too) and the program ends."""
        self.close()
        QApplication.closeAllWindows()
        QApplication.quit()

    def finish_event(self) -> None:
        """Finish the event; with planned rounds or the cut still to play, ask first."""
        if self.event_view is None:
            return
        event_id = self.event_view.event_id
        left = run_action(self, "Finish event", lambda: events.left_to_play(self.ctx, event_id))
        if left is None:
            return
        if left:
            one = left.endswith("bracket") or (left.startswith("1 ") and " and " not in left)
            verb = "is" if one else "are"
            answer = QMessageBox.question(
                self,
                "Finish event",
                f"{left[0].upper()}{left[1:]} {verb} still to play.\n\nFinish "
                f"{self.event_view.tournament.name} now, without them? (Edit ▸ Undo reopens it.)",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return

        def finished(event: Event) -> None:
            self.statusBar().showMessage(
                f"Finished {event.name}: the standings are final (Edit ▸ Undo reopens it)", 10_000
            )

        submit(
            self,
            "Finish event",
            lambda: events.finish_event(self.ctx, event_id),
            done=finished,
        )

    def undo(self) -> None:
        if self.event_view is None:
            return
        event_id = self.event_view.event_id
        submit(
            self,
            "Undo",
            lambda: undo.undo_last(self.ctx, event_id),
            done=lambda entry: self.statusBar().showMessage(f"Undone: {entry.summary}", 10_000),
        )

    def open_projector(self) -> ProjectorWindow | None:
        if self.event_view is None:
            QMessageBox.information(self, "Projector", "Choose an event first.")
            return None
        if self.projector is not None:
            self.projector.close()
        event_id = self.event_view.event_id
        self.projector = ProjectorWindow(self.ctx, event_id, self.players_page.address(event_id))
        self.event_view.changed.connect(self.projector.refresh)
        self.event_view.round.result_entered.connect(self.projector.refresh_soon)
        self.projector.resize(1280, 720)
        self.projector.show()
        return self.projector

    def open_players_page(self) -> PlayersPageDialog | None:
        """Serve the players' read-only page on the network and show its address and QR code."""
        if self.players_page.start(self, self.ctx) is None:
            return None
        event_id = self.event_view.event_id if self.event_view is not None else None
        dialog = PlayersPageDialog(self, self.players_page, self.players_page.address(event_id))
        if self.projector is not None:
            self.projector.set_address(self.players_page.address(event_id))
        dialog.show()
        return dialog

    # ----- backups and export
    def back_up(self) -> None:
        submit(
            self,
            "Back up",
            lambda: backups.snapshot(self.ctx, "manual"),
            done=lambda info: self.statusBar().showMessage(
                f"Snapshot saved: {info.path.name}", 8000
            ),
        )

    def restore_snapshot(self) -> None:
        snapshots = run_action(self, "Restore", lambda: backups.list_snapshots(self.ctx))
        if not snapshots:
            QMessageBox.information(self, "Restore", "There are no snapshots of this database yet.")
            return
        labels = [f"{local_time(s.taken_at)}  {s.label}" for s in reversed(snapshots)]
        chosen, ok = QInputDialog.getItem(self, "Restore a snapshot", "Snapshot:", labels, 0, False)
        if not ok:
            return
        snapshot = list(reversed(snapshots))[labels.index(chosen)]
        contents = run_action(self, "Restore", lambda: backups.describe_snapshot(snapshot.path))
        if contents is None:
            return
        lines = [
            f"{e.name}: {e.players} players, {len(e.rounds)} rounds, {e.results} results"
            for e in contents.events
        ]
        question = (
            "Replace the database with this snapshot? The current state is saved as a snapshot "
            "first.\n\n" + ("\n".join(lines) or "(no events)")
        )
        answer = QMessageBox.question(self, "Restore a snapshot", question)
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._restore_snapshot(snapshot.path)

    def _restore_snapshot(self, path: Path, *, force: bool = False) -> None:
        """Restore ``path``; a snapshot of a different database only after a second Yes."""

        def restored(_result: object) -> None:
            current = self.event_view.event_id if self.event_view is not None else None
            if self.event_view is not None:
                self.stack.removeWidget(self.event_view)
                self.event_view.deleteLater()
                self.event_view = None
            self.refresh_events()
            if current is not None and any(e.id == current for e in self.events_model.items):
                self.open_event(current)
            self.statusBar().showMessage(f"Restored {path.name}", 8000)

        def different(error: Exception) -> None:
            if not isinstance(error, backups.DifferentDatabase):
                show_error(self, "Restore", error)
                return
            question = (
                f"This snapshot looks like one of a different database ({error.reason}).\n\n"
                "Replace this database with it anyway? The current state is saved first."
            )
            answer = QMessageBox.question(
                self,
                "Restore a different database?",
                question,
                defaultButton=QMessageBox.StandardButton.No,
            )
            if answer == QMessageBox.StandardButton.Yes:
                self._restore_snapshot(path, force=True)

        submit(
            self,
            "Restore",
            lambda: backups.restore(self.ctx, path, actor=self.ctx.actor, force=force),
            done=restored,
            failed=different,
        )

    def export_event(self) -> bool:
        """Write the rating-service submission in the background; False if not started."""
        if self.event_view is None:
            QMessageBox.information(self, "Export", "Choose an event first.")
            return False
        event_id = self.event_view.event_id
        folder = QFileDialog.getExistingDirectory(self, "Export into which folder?")
        if not folder:
            return False

        def exported(manifest: dict[str, dict[str, Any]]) -> None:
            self.statusBar().showMessage(f"Exported {len(manifest)} files into {folder}", 8000)
            # logged by the writing worker: a later correction says the export is out of date
            submit(self, "Export", lambda: exchange.note_export(self.ctx, event_id, Path(folder)))

        return submit(
            self,
            "Export",
            lambda: exchange.export_event(self.ctx, event_id, Path(folder)),
            done=exported,
            progress="Writing the submission for the rating service…",
            reads_only=True,
        )

    # ----- printing
    def _print_options(self, ask: str) -> PrintOptions | None:
        """What the chosen form needs to know; None when the judge cancels."""
        view = self.event_view
        assert view is not None
        if ask == "by-name":
            return PrintOptions(by_name=True)
        if ask == "two-up":
            return PrintOptions(two_up=True)
        if ask == "copies":
            copies, ok = QInputDialog.getInt(
                self, "Blank result sheets", "How many blank sheets?", 8, 1, 500
            )
            return PrintOptions(copies=copies) if ok else None
        if ask == "table":
            chosen = view.round.chosen_table("Adjudication record")
            if chosen is None:
                return None
            number, table = chosen
            return PrintOptions(round_number=number, table=table)
        return PrintOptions()

    def print_form(self, kind: PrintKind, ask: str = "", *, to_paper: bool = False) -> bool:
        """A Print menu item: the form as a PDF file, or on paper; False if not started."""
        if self.event_view is None:
            QMessageBox.information(self, "Print", "Choose an event first.")
            return False
        options = self._print_options(ask)
        if options is None:
            return False
        name = f"{kind}{' by name' if options.by_name else ''}{' two-up' if options.two_up else ''}"
        if to_paper:
            return self.print_on_paper([(kind, options)])
        return self.save_pdf(kind, options, name)

    def print_pdf(self, kind: PrintKind, by_name: bool = False) -> bool:
        """Save one form as a PDF (pairings by name with ``by_name``)."""
        return self.print_form(kind, "by-name" if by_name else "")

    def save_pdf(self, kind: PrintKind, options: PrintOptions, name: str | None = None) -> bool:
        """Build the PDF in the background, save it and open it; False if not started."""
        if self.event_view is None:
            return False
        event_id = self.event_view.event_id
        name = f"{self.event_view.tournament.name} {name or kind}"
        suggested = portable_file_name(name) + ".pdf"
        path, _ = QFileDialog.getSaveFileName(self, "Save the PDF", suggested, "PDF (*.pdf)")
        if not path:
            return False
        target = Path(path)
        # While the players' page is served, the pairings carry its address and QR code.
        options = replace(options, page_address=self.players_page.address(event_id))

        def write() -> Path:
            pdf = print_document(self.ctx, event_id, kind, options)
            write_atomically(target, pdf)
            return target

        def saved(result: Path) -> None:
            self.statusBar().showMessage(f"Saved {result}", 8000)
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(result)))

        return self._print_run(f"Preparing {target.name}…", write, saved)

    def print_on_paper(self, forms: Forms) -> bool:
        """Print straight to a printer the judge chooses; with no printer set up on this
        computer, the forms are saved as PDF files instead. False if nothing was started."""
        if self.event_view is None:
            return False
        if not printer_available():
            self.statusBar().showMessage(
                "No printer is set up on this computer: save the PDF and print it elsewhere.",
                10_000,
            )
            return self._save_pdfs(forms)
        event_id = self.event_view.event_id

        def build() -> list[bytes]:
            return [print_document(self.ctx, event_id, kind, options) for kind, options in forms]

        what = f"{self.event_view.tournament.name}: {', '.join(kind for kind, _ in forms)}"

        def send(pdfs: list[bytes]) -> None:
            dialog = PrinterDialog(self, what, self._last_printer())
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            printer = dialog.printer()
            self._remember_printer(printer.printerName())

            def sent(pages: int) -> None:
                where = printer.printerName() or printer.outputFileName()
                self.statusBar().showMessage(f"Sent {pages} page(s) to {where}", 10_000)

            # QPainter may paint a QPrinter on a worker thread (not a widget): the window
            # stays free while the pages are drawn.
            submit(
                self,
                "Send to the printer",
                lambda: paint_pdfs(printer, pdfs),
                done=sent,
                progress="Sending the pages to the printer…",
                reads_only=True,
            )

        return self._print_run("Preparing the pages…", build, send)

    def _last_printer(self) -> str:
        """The printer the judge last printed on (kept with the window's settings)."""
        if self.settings is None:
            return self._printer_used
        return str(self.settings.value(LAST_PRINTER, "") or "")

    def _remember_printer(self, name: str) -> None:
        if not name:
            return  # a file chosen in the system's dialog, not a printer
        self._printer_used = name
        if self.settings is not None:
            self.settings.setValue(LAST_PRINTER, name)

    def _save_pdfs(self, forms: Forms) -> bool:
        if len(forms) == 1:
            kind, options = forms[0]
            return self.save_pdf(kind, options)
        assert self.event_view is not None
        folder = QFileDialog.getExistingDirectory(self, "Save the PDF files into which folder?")
        if not folder:
            return False
        event_id, name = self.event_view.event_id, self.event_view.tournament.name
        targets = [Path(folder) / form_file_name(name, kind, options) for kind, options in forms]

        def write() -> list[Path]:
            for (kind, options), target in zip(forms, targets, strict=True):
                write_atomically(target, print_document(self.ctx, event_id, kind, options))
            return targets

        def saved(paths: list[Path]) -> None:
            self.statusBar().showMessage(
                f"Saved {', '.join(p.name for p in paths)} in {folder}", 10_000
            )
            for path in paths:
                QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))

        return self._print_run("Preparing the PDF files…", write, saved)

    def _print_run(self, label: str, work: Callable[[], T], done: Callable[[T], None]) -> bool:
        """Forms made on the doorway's reading worker; one print run at a time."""
        return submit(self, "Print", work, done=done, progress=label, reads_only=True)

    def pair_and_print(self) -> bool:
        """The start of a round in one step: pair (or seat) it, then print pairings and slips."""
        view = self.event_view
        if view is None:
            QMessageBox.information(self, "Pair and print", "Choose an event first.")
            return False

        def paired(number: int) -> None:
            options = PrintOptions(round_number=number)
            forms = [(PrintKind.PAIRINGS, options), (PrintKind.SLIPS, replace(options))]
            if printer_available():
                self.print_on_paper(forms)
            else:
                self.statusBar().showMessage(
                    "No printer is set up on this computer: saving the PDF files.", 10_000
                )
                self._save_pdfs(forms)

        return view.round.pair(then=paired)

    # ----- window state
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
