"""The main window: the events on the left, the chosen event's pages on the right, menus above."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt, QUrl
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QWidget,
)

from opl_tournament.domain.model import Event, Game
from opl_tournament.services import backups, events, exchange, undo
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.files import write_atomically
from opl_tournament.services.pod_printing import POD_PRINT_KINDS
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.guard import run_action, run_in_background
from opl_tournament.ui.models import EventsModel, table_view
from opl_tournament.ui.players_page import PlayersPageControl, PlayersPageDialog
from opl_tournament.ui.projector import ProjectorWindow

PRINTABLE = (
    ("Pairings by table", "pairings", False),
    ("Pairings by name", "pairings", True),
    ("Match slips", "slips", False),
    ("Player result sheets", "result-sheets", False),
    ("Blank result sheet", "blank-result-sheet", False),
    ("Master result sheet", "master-sheet", False),
    ("Standings", "standings", False),
    ("Ladder chart", "ladder", False),
    ("Penalty report", "penalties", False),
)


class MainWindow(QMainWindow):
    def __init__(
        self,
        ctx: ServiceContext,
        *,
        settings: QSettings | None = None,
        opener: Callable[[Path], ServiceContext] | None = None,
    ) -> None:
        super().__init__()
        self.ctx = ctx
        self.settings = settings
        self.opener = opener
        self.events_model = EventsModel()
        self.events_view: QTableView = table_view(self.events_model)  # type: ignore[arg-type]
        self.events_view.selectionModel().selectionChanged.connect(self._event_chosen)
        self.stack = QStackedWidget()
        self.empty = QLabel("Create an event (File ▸ New event…) or choose one on the left.")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.empty)
        self.event_view: EventView | None = None
        self.projector: ProjectorWindow | None = None
        self.players_page = PlayersPageControl()
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

    # ----- menus
    def _menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self._action(file_menu, "&New event…", self.new_event, QKeySequence("Ctrl+Shift+N"))
        self._action(
            file_menu, "&Open database…", self.open_database, QKeySequence.StandardKey.Open
        )
        self._action(file_menu, "&Finish event", self.finish_event)
        export = self._action(file_menu, "&Export for the rating service…", self.export_event)
        file_menu.addSeparator()
        self._action(file_menu, "&Back up now", self.back_up)
        self._action(file_menu, "&Restore a snapshot…", self.restore_snapshot)
        file_menu.addSeparator()
        self._action(file_menu, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit_menu = self.menuBar().addMenu("&Edit")
        self._action(edit_menu, "&Undo the last action", self.undo, QKeySequence.StandardKey.Undo)
        view_menu = self.menuBar().addMenu("&View")
        self._action(
            view_menu, "&Projector window", self.open_projector, QKeySequence("Ctrl+Shift+P")
        )
        self._action(view_menu, "Players' page on the &network…", self.open_players_page)
        print_menu = self.menuBar().addMenu("&Print")
        self.print_actions: dict[str, list[QAction]] = {}
        for label, kind, by_name in PRINTABLE:
            action = self._action(
                print_menu, f"{label}…", lambda k=kind, n=by_name: self.print_pdf(k, n)
            )
            self.print_actions.setdefault(kind, []).append(action)
        self.export_action = export

    def _action(
        self, menu: QWidget, text: str, slot: object, shortcut: QKeySequence | None = None
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    # ----- events
    def refresh_events(self) -> None:
        self.events_model.set_items(events.list_events(self.ctx))

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
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)
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

    def _enable_for(self, event: Event) -> None:
        """Offer only the forms and the export that apply to the event's game and tables."""
        in_pods = bool(event.settings.policies.get("pods"))
        for kind, actions in self.print_actions.items():
            for action in actions:
                action.setEnabled(not in_pods or kind in POD_PRINT_KINDS)
        self.export_action.setEnabled(event.settings.game is Game.OVERPOWER)

    def open_database(self, path: Path | None = None) -> bool:
        """Work on another database file (an existing one, or a new one by giving a new name)."""
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
        opener = self.opener
        ctx = run_action(self, "Open database", lambda: opener(path))
        if ctx is None:
            return False
        self.ctx = ctx
        if self.event_view is not None:
            self.stack.removeWidget(self.event_view)
            self.event_view.deleteLater()
            self.event_view = None
        self.refresh_events()
        self.setWindowTitle(f"OPL Tournament — {path.name}")
        self.statusBar().showMessage(f"Working on {path}", 8000)
        return True

    def new_event(self) -> None:
        dialog = NewEventDialog(self)
        if dialog.exec() != NewEventDialog.DialogCode.Accepted:
            return
        event = run_action(
            self,
            "New event",
            lambda: events.create_event(self.ctx, dialog.settings(), dialog.officials()),
        )
        if event is not None:
            self.refresh_events()
            self.open_event(event.id)

    def finish_event(self) -> None:
        if self.event_view is None:
            return
        view = self.event_view
        if run_action(self, "Finish event", lambda: events.finish_event(self.ctx, view.event_id)):
            view.refresh()

    def undo(self) -> None:
        if self.event_view is None:
            return
        event_id = self.event_view.event_id
        entry = run_action(self, "Undo", lambda: undo.undo_last(self.ctx, event_id))
        if entry is not None:
            self.statusBar().showMessage(f"Undone: {entry.summary}", 8000)
            self.event_view.refresh()

    def open_projector(self) -> ProjectorWindow | None:
        if self.event_view is None:
            QMessageBox.information(self, "Projector", "Choose an event first.")
            return None
        if self.projector is not None:
            self.projector.close()
        event_id = self.event_view.event_id
        self.projector = ProjectorWindow(self.ctx, event_id, self.players_page.address(event_id))
        self.event_view.changed.connect(self.projector.refresh)
        self.event_view.round.result_entered.connect(self.projector.refresh)
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
        info = run_action(self, "Back up", lambda: backups.snapshot(self.ctx, "manual"))
        if info is not None:
            self.statusBar().showMessage(f"Snapshot saved: {info.path.name}", 8000)

    def restore_snapshot(self) -> None:
        snapshots = run_action(self, "Restore", lambda: backups.list_snapshots(self.ctx))
        if not snapshots:
            QMessageBox.information(self, "Restore", "There are no snapshots of this database yet.")
            return
        labels = [f"{s.taken_at}  {s.label}" for s in reversed(snapshots)]
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
        if run_action(
            self, "Restore", lambda: backups.restore(self.ctx, snapshot.path, actor=self.ctx.actor)
        ):
            current = self.event_view.event_id if self.event_view is not None else None
            if self.event_view is not None:
                self.stack.removeWidget(self.event_view)
                self.event_view.deleteLater()
                self.event_view = None
            self.refresh_events()
            if current is not None and any(e.id == current for e in self.events_model.items):
                self.open_event(current)
            self.statusBar().showMessage(f"Restored {snapshot.path.name}", 8000)

    def export_event(self) -> bool:
        """Write the rating-service submission in the background; False if not started."""
        if self.event_view is None:
            QMessageBox.information(self, "Export", "Choose an event first.")
            return False
        event_id = self.event_view.event_id
        folder = QFileDialog.getExistingDirectory(self, "Export into which folder?")
        if not folder:
            return False

        def exported(manifest: dict[str, object]) -> None:
            self.statusBar().showMessage(f"Exported {len(manifest)} files into {folder}", 8000)

        return run_in_background(
            self,
            "Export",
            "Writing the submission for the rating service…",
            lambda: exchange.export_event(self.ctx, event_id, Path(folder)),
            exported,
        )

    # ----- printing
    def print_pdf(self, kind: str, by_name: bool = False) -> bool:
        """Build the PDF in the background, save it and open it; False if not started."""
        if self.event_view is None:
            QMessageBox.information(self, "Print", "Choose an event first.")
            return False
        event_id = self.event_view.event_id
        suggested = f"{self.event_view.tournament.name} {kind}{' by name' if by_name else ''}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, "Save the PDF", suggested, "PDF (*.pdf)")
        if not path:
            return False
        target = Path(path)

        def write() -> Path:
            address = self.players_page.address(event_id)
            options = PrintOptions(by_name=by_name, page_address=address)
            pdf = print_document(self.ctx, event_id, kind, options)
            write_atomically(target, pdf)
            return target

        def saved(result: Path) -> None:
            self.statusBar().showMessage(f"Saved {result}", 8000)
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(result)))

        return run_in_background(self, "Print", f"Preparing {target.name}…", write, saved)

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
        self.players_page.stop()
        if self.settings is not None:
            self.settings.setValue("window/geometry", self.saveGeometry())
            if self.event_view is not None:
                self.settings.setValue("window/event", self.event_view.event_id)
        super().closeEvent(event)
