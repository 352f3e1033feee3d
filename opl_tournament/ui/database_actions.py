"""The File menu's database actions: open another database file, the demo database or a venue
server; back it up now, restore a snapshot; export an event for the rating service."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMessageBox

from opl_tournament.paths import demo_database_path
from opl_tournament.services import backups, exchange
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import demo_event
from opl_tournament.services.local_time import local_time
from opl_tournament.ui.doorway import doorway, submit
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.guard import agreed, run_action, show_error, window_words
from opl_tournament.ui.language import say


def snapshot_words(snapshot: backups.SnapshotInfo) -> str:
    """What a snapshot holds, from its label's parts: a round's, one taken by hand, the one
    taken before a restore; another label is the judge's own words, shown as typed."""
    event, number = snapshot.event_id, snapshot.round_number
    if event is not None and number is not None and snapshot.moment == "start":
        return QCoreApplication.translate(
            "database_actions", "event {event}, round {round}: just paired"
        ).format(event=event, round=number)
    if event is not None and number is not None and snapshot.moment == "end":
        return QCoreApplication.translate(
            "database_actions", "event {event}, round {round}: every result in"
        ).format(event=event, round=number)
    if snapshot.label == "manual":
        return QCoreApplication.translate("database_actions", "taken by hand")
    if snapshot.label == "before-restore":
        return QCoreApplication.translate("database_actions", "the database before a restore")
    return snapshot.label


Opener = Callable[[Path | str], ServiceContext]
"""Opens a database file or a venue server's URL (``app.OpenDatabase.open``)."""


class Workplace(Protocol):
    """What these actions change in the main window: the database it works on, its events."""

    ctx: ServiceContext

    def work_on(self, ctx: ServiceContext) -> None:
        """Show ``ctx``'s database's events, no event open."""

    def reopen(self) -> None:
        """Read the events again (the database was replaced), keeping the one shown."""

    def refresh_events(self) -> None: ...

    def open_event(self, event_id: int) -> None: ...


class DatabaseActions:
    """The database the window works on, as the judge changes it. Without an ``opener`` (a
    window made on one database, as in the screenshot tour) no other database is opened."""

    def __init__(self, window: QMainWindow, place: Workplace, opener: Opener | None) -> None:
        self.window = window
        self.place = place
        self.opener = opener

    def _status(self, text: str, timeout: int = 8000) -> None:
        self.window.statusBar().showMessage(text, timeout)

    # ----- opening
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
                self.window,
                QCoreApplication.translate(
                    "database_actions", "Open or create a tournament database"
                ),
                "",
                QCoreApplication.translate("database_actions", "Tournament databases (*.sqlite)"),
                options=QFileDialog.Option.DontConfirmOverwrite,
            )
            if not chosen:
                return False
            path = Path(chosen)
        if doorway().busy():  # a print run may still be reading the database open now
            QMessageBox.information(
                self.window,
                QCoreApplication.translate("database_actions", "Open database"),
                QCoreApplication.translate(
                    "database_actions", "Wait until the work under way is finished, then open it."
                ),
            )
            return False
        opener, where = self.opener, path

        def opened(ctx: ServiceContext) -> None:
            self._work_on(ctx, where)
            if then is not None:
                then(ctx)

        return submit(
            self.window,
            QCoreApplication.translate("database_actions", "Open database"),
            lambda: opener(where),
            done=opened,
            progress=QCoreApplication.translate("database_actions", "Opening the database…"),
        )

    def connect_to_venue(self) -> None:
        """Work on the venue's PostgreSQL server (the URL 'venue start' printed on the host),
        checking its certificate when the judge gives the file (sslmode=verify-ca)."""
        if self.opener is None:
            return
        from opl_tournament.ui.venue_dialog import ConnectVenueDialog

        dialog = ConnectVenueDialog(self.opener, self.window)
        if dialog.exec() != ConnectVenueDialog.DialogCode.Accepted:
            return
        assert isinstance(dialog.outcome, ServiceContext)
        self._work_on(dialog.outcome, dialog.location)

    def open_demo(self) -> None:
        """Open (building it the first time) the demo database, then its OverPower event: the
        demo events have a database of their own, never the judge's."""
        if self.opener is None:
            QMessageBox.information(
                self.window,
                QCoreApplication.translate("database_actions", "Demo event"),
                QCoreApplication.translate(
                    "database_actions", "This window cannot open another database."
                ),
            )
            return

        def built(event_id: int) -> None:
            self.place.refresh_events()
            self.place.open_event(event_id)

        def opened(ctx: ServiceContext) -> None:
            submit(
                self.window,
                QCoreApplication.translate("database_actions", "Demo event"),
                lambda: demo_event(ctx),
                done=built,
            )

        self.open_database(demo_database_path(), then=opened)

    def _work_on(self, ctx: ServiceContext, path: Path | str) -> None:
        """The window now works on ``ctx``'s database (just opened from ``path``)."""
        self.place.work_on(ctx)
        where = path.name if isinstance(path, Path) else ctx.database.describe()
        self.window.setWindowTitle(
            QCoreApplication.translate("database_actions", "OPL Tournament — {database}").format(
                database=where
            )
        )
        working = QCoreApplication.translate(
            "database_actions", "Working on {database} as {station}"
        )
        self._status(working.format(database=where, station=ctx.actor))
        if ctx.database.read_only is not None:
            read_only = QCoreApplication.translate(
                "database_actions", "OPL Tournament — {database} (read-only)"
            )
            self.window.setWindowTitle(read_only.format(database=where))
            QMessageBox.information(
                self.window,
                QCoreApplication.translate("database_actions", "Read-only database"),
                window_words(ctx.database.read_only_error()),
            )

    # ----- backups
    def back_up(self) -> None:
        ctx = self.place.ctx
        submit(
            self.window,
            QCoreApplication.translate("database_actions", "Back up"),
            lambda: backups.snapshot(ctx, "manual"),
            done=lambda info: self._status(
                QCoreApplication.translate("database_actions", "Snapshot saved: {file}").format(
                    file=info.path.name
                )
            ),
        )

    def restore_snapshot(self) -> None:
        ctx, window = self.place.ctx, self.window
        title = QCoreApplication.translate("database_actions", "Restore")
        snapshots = run_action(window, title, lambda: backups.list_snapshots(ctx))
        if not snapshots:
            QMessageBox.information(
                window,
                title,
                QCoreApplication.translate(
                    "database_actions", "There are no snapshots of this database yet."
                ),
            )
            return
        labels = [f"{local_time(s.taken_at)}  {snapshot_words(s)}" for s in reversed(snapshots)]
        chosen, ok = QInputDialog.getItem(
            window,
            QCoreApplication.translate("database_actions", "Restore a snapshot"),
            QCoreApplication.translate("database_actions", "Snapshot:"),
            labels,
            0,
            False,
        )
        if not ok:
            return
        snapshot = list(reversed(snapshots))[labels.index(chosen)]
        contents = run_action(window, title, lambda: backups.describe_snapshot(snapshot.path))
        if contents is None:
            return
        lines = [
            QCoreApplication.translate(
                "database_actions", "{event}: {players}, {rounds}, {results}"
            ).format(
                event=e.name,
                players=QCoreApplication.translate("database_actions", "%n players", "", e.players),
                rounds=QCoreApplication.translate(
                    "database_actions", "%n rounds", "", len(e.rounds)
                ),
                results=QCoreApplication.translate("database_actions", "%n results", "", e.results),
            )
            for e in contents.events
        ]
        question = QCoreApplication.translate(
            "database_actions",
            "Replace the database with this snapshot? The current state is saved as a snapshot "
            "first.\n\n{events}",
        ).format(
            events="\n".join(lines) or QCoreApplication.translate("database_actions", "(no events)")
        )
        title = QCoreApplication.translate("database_actions", "Restore a snapshot")
        if not agreed(window, title, question):
            return
        self._restore_snapshot(snapshot.path)

    def _restore_snapshot(self, path: Path, *, force: bool = False) -> None:
        """Restore ``path``; a snapshot of a different database only after a second Yes."""
        ctx = self.place.ctx

        def restored(_result: object) -> None:
            self.place.reopen()
            self._status(
                QCoreApplication.translate("database_actions", "Restored {file}").format(
                    file=path.name
                )
            )

        def different(error: Exception) -> None:
            if not isinstance(error, backups.DifferentDatabase):
                show_error(
                    self.window, QCoreApplication.translate("database_actions", "Restore"), error
                )
                return
            question = QCoreApplication.translate(
                "database_actions",
                "This snapshot looks like one of a different database ({reason}).\n\n"
                "Replace this database with it anyway? The current state is saved first.",
            ).format(reason=say(error.reason))
            title = QCoreApplication.translate("database_actions", "Restore a different database?")
            if agreed(self.window, title, question, no_by_default=True):
                self._restore_snapshot(path, force=True)

        submit(
            self.window,
            QCoreApplication.translate("database_actions", "Restore"),
            lambda: backups.restore(ctx, path, actor=ctx.actor, force=force),
            done=restored,
            failed=different,
        )

    # ----- export
    def export_event(self, view: EventView) -> None:
        """Write the rating-service submission in the background."""
        event_id, ctx = view.event_id, self.place.ctx
        folder = QFileDialog.getExistingDirectory(
            self.window, QCoreApplication.translate("database_actions", "Export into which folder?")
        )
        if not folder:
            return

        def exported(manifest: dict[str, dict[str, Any]]) -> None:
            exported_words = QCoreApplication.translate(
                "database_actions", "Exported %n files into {folder}", "", len(manifest)
            )
            self._status(exported_words.format(folder=folder))
            # logged by the writing worker: a later correction says the export is out of date
            submit(
                self.window,
                QCoreApplication.translate("database_actions", "Export"),
                lambda: exchange.note_export(ctx, event_id, Path(folder)),
            )

        submit(
            self.window,
            QCoreApplication.translate("database_actions", "Export"),
            lambda: exchange.export_event(ctx, event_id, Path(folder)),
            done=exported,
            progress=QCoreApplication.translate(
                "database_actions", "Writing the submission for the rating service…"
            ),
            reads_only=True,
        )
