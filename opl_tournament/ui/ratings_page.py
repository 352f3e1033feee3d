"""The Ratings page of a Legion-rated event: what rating it does (a preview, or what was
applied), apply and take back its ratings (each asked first), load the rating service's list,
and every rated player."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QMessageBox, QVBoxLayout

from opl_tournament.domain.errors import DomainError
from opl_tournament.domain.model import Event
from opl_tournament.services import rating_import
from opl_tournament.services import ratings as ratings_service
from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.accessible import named
from opl_tournament.ui.buttons import button_row
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_page import EventPage
from opl_tournament.ui.guard import agreed, run_action, show_error, tell, window_words
from opl_tournament.ui.language import say
from opl_tournament.ui.models import RatingChangesModel, RatingsModel, table_view


def largest_change_words(rated: ratings_service.EventRatings) -> str:
    """ "the largest change: Ada Lovelace (4512) 1500 → 1532, +32" """
    largest = rated.largest()
    if largest is None or largest.before is None or largest.delta == 0:
        return QCoreApplication.translate(
            "ratings_page", "every one of them is rated for the first time"
        )
    return QCoreApplication.translate(
        "ratings_page", "the largest change: {name} ({number}) {before} → {after}, {delta}"
    ).format(
        name=rated.names.get(largest.number, ""),
        number=largest.number,
        before=f"{largest.before:.0f}",
        after=f"{largest.after:.0f}",
        delta=f"{largest.shown_delta:+d}",
    )


class RatingsPage(EventPage):
    """The event's rating changes (preview, then apply) and everyone's current rating."""

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__(ctx, event_id)
        self.changes = RatingChangesModel()
        self.ratings = RatingsModel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        # Two lines kept for it: a wrapped sentence is not cut by the tables below.
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing())
        self.rated: ratings_service.EventRatings | None = None
        buttons = button_row(
            (
                (self.tr("&Preview this event"), self.preview),
                (self.tr("Appl&y ratings…"), self.apply),
                (self.tr("Ta&ke back ratings…"), self.take_back),
                (self.tr("Load a rating l&ist…"), self.load_list),
            )
        )
        self.system = QComboBox()
        self.system.addItem(self.tr("US Chess"), "uscf")
        self.system.addItem(self.tr("Glicko-2"), "glicko2")
        self.system.activated.connect(self.choose_system)
        system_label = QLabel(self.tr("Rating &system:"))
        system_label.setBuddy(self.system)
        buttons.addWidget(system_label)
        buttons.addWidget(self.system)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(
            named(table_view(self.changes), self.tr("Rating changes of this event")), 1
        )
        layout.addWidget(QLabel(self.tr("All rated players")))
        layout.addWidget(named(table_view(self.ratings), self.tr("All rated players")), 2)

    def refresh(self, _event: Event) -> None:
        """Everyone's rating, and this event's changes: as applied, or previewed again (so the
        preview is there after a restart)."""
        self.ratings.set_items(ratings_service.list_ratings(self.ctx))
        self._show_system()
        try:
            rated = ratings_service.event_ratings(self.ctx, self.event_id)
        except DomainError as error:  # not finished, not sanctioned…: said, not a dialog
            self.rated = None
            self.changes.set_items([])
            self.status.setText(
                self.tr("{system} No ratings yet: {reason}.").format(
                    system=self._system_words(), reason=window_words(error)
                )
            )
            return
        self._show(rated)

    def _show(self, rated: ratings_service.EventRatings) -> None:
        self.rated = rated
        self.changes.names = rated.names
        self.changes.set_items(rated.changes)
        if rated.applied:
            text = self.tr(
                "Applied: these %n ratings are stored "
                "(Take back ratings, or Edit ▸ Undo, takes them back).",
                "",
                len(rated.changes),
            )
        elif rated.rates_again:
            text = self.tr(
                "Preview: exactly what applying will store; nothing is stored until you apply. "
                "Applying also rates again, after it: {events}."
            ).format(events=", ".join(map(say, rated.rates_again)))
        else:
            text = self.tr(
                "Preview: exactly what applying will store; nothing is stored until you apply."
            )
        if rated.waiting:
            text += " " + self.tr(
                "%n games wait for a player's Legion number: rated once the Players page gives it.",
                "",
                rated.waiting,
            )
        self.status.setText(
            self.tr("{system} {text}").format(system=self._system_words(), text=text)
        )

    def _system_words(self) -> str:
        return self.tr("Rating system: {system}.").format(system=self.system.currentText())

    def _show_system(self) -> None:
        self.system.setCurrentIndex(self.system.findData(ratings_service.rating_system(self.ctx)))

    def choose_system(self, _index: int) -> None:
        """The rating list's system, chosen here (refused once events are rated with the other)."""
        wanted = self.system.currentData()

        def chosen(_system: object) -> None:
            self._show_system()
            tell(self, self._system_words())

        def refused(error: Exception) -> None:
            self._show_system()
            show_error(self, self.tr("Ratings"), error)

        submit(
            self,
            self.tr("Ratings"),
            lambda: ratings_service.choose_rating_system(self.ctx, wanted),
            done=chosen,
            failed=refused,
            initiator=self,
        )

    def _read(self) -> ratings_service.EventRatings | None:
        return run_action(
            self, self.tr("Ratings"), lambda: ratings_service.event_ratings(self.ctx, self.event_id)
        )

    def preview(self) -> None:
        submit(
            self,
            self.tr("Ratings"),
            lambda: ratings_service.event_ratings(self.ctx, self.event_id),
            done=self._show,
            reads_only=True,
        )

    def _after(self, words: str) -> Any:
        def done(_result: object) -> None:
            tell(self, words)
            rated = self._read()
            if rated is not None:
                self._show(rated)

        return done

    def apply(self) -> None:
        """Apply the event's ratings, once the judge has seen how many and the largest change."""
        rated = self._read()
        if rated is None:
            return
        self._show(rated)
        if rated.applied:
            tell(self, self.tr("This event's ratings are already applied."))
            return
        question = self.tr(
            "Apply the ratings of this event? %n players are rated; {largest}.",
            "",
            len(rated.changes),
        ).format(largest=largest_change_words(rated))
        if rated.rates_again:
            question += "\n\n" + self.tr(
                "Events played later are rated again after it: {events}."
            ).format(events=", ".join(map(say, rated.rates_again)))
        if not agreed(self, self.tr("Apply ratings"), question, no_by_default=True):
            return
        count = len(rated.changes)
        submit(
            self,
            self.tr("Apply ratings"),
            lambda: ratings_service.apply_event(self.ctx, self.event_id),
            done=self._after(self.tr("Applied the ratings of %n players", "", count)),
            initiator=self,
        )

    def take_back(self) -> None:
        """Take back the event's applied ratings (later events are rated again without it)."""
        rated = self._read()
        if rated is None:
            return
        if not rated.applied:
            tell(
                self,
                self.tr("This event's ratings are not applied: there is nothing to take back."),
            )
            return
        question = self.tr(
            "Take back the ratings of this event? %n players go back to "
            "their ratings before it; events rated after it are rated again without it. "
            "(Edit ▸ Undo puts them back.)",
            "",
            len(rated.changes),
        )
        if not agreed(self, self.tr("Take back ratings"), question, no_by_default=True):
            return
        submit(
            self,
            self.tr("Take back ratings"),
            lambda: ratings_service.undo_event(self.ctx, self.event_id),
            done=self._after(self.tr("Took back this event's ratings")),
            initiator=self,
        )

    def load_list(self) -> None:
        """Load the rating service's list (number, name, rating, games), after a look at it."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("The rating service's list"),
            "",
            self.tr("Rating lists (*.csv *.txt *.tsv);;All files (*)"),
        )
        if not path:
            return
        listed = run_action(
            self, self.tr("Load a rating list"), lambda: rating_import.read_list(Path(path))
        )
        if listed is None:
            return
        question = self.tr(
            "Load %n players' ratings from {file}? Each listed player's "
            "rating and games are replaced by the list's (a list without games keeps the games "
            "known here); a number listed under another name is left as it is and reported.",
            "",
            len(listed),
        ).format(file=Path(path).name)
        if not agreed(self, self.tr("Load a rating list"), question, no_by_default=True):
            return

        def loaded(report: rating_import.ImportReport) -> None:
            words = self.tr(
                "Loaded {file}: {new} new, {changed} changed, {unchanged} unchanged, "
                "{conflicts} conflict(s)"
            ).format(
                file=Path(path).name,
                new=len(report.new),
                changed=len(report.changed),
                unchanged=len(report.unchanged),
                conflicts=len(report.conflicts),
            )
            self._after(words)(report)
            self.ratings.set_items(ratings_service.list_ratings(self.ctx))
            if report.conflicts:
                QMessageBox.information(
                    self,
                    self.tr("Load a rating list"),
                    self.tr("Left as they are:\n{conflicts}").format(
                        conflicts="\n".join(say(conflict) for conflict in report.conflicts)
                    ),
                )

        submit(
            self,
            self.tr("Load a rating list"),
            lambda: rating_import.import_rating_list(self.ctx, Path(path)),
            done=loaded,
            initiator=self,
        )
