"""The Players page of an event: registration, drops and re-entries, fees, deck lists."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressDialog,
    QVBoxLayout,
)

from opl_tournament.domain.errors import DomainError
from opl_tournament.domain.model import (
    Event,
    EventStatus,
    NumberKind,
    PlayerIdentity,
    Registration,
    RegistrationStatus,
)
from opl_tournament.services import registration, self_service
from opl_tournament.services.changes import Changed
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.decks import deck_statuses, submit_deck
from opl_tournament.services.files import read_limited
from opl_tournament.services.legion_numbers import LegionNumberGiven, give_legion_number
from opl_tournament.services.local_time import local_time
from opl_tournament.services.player_import import (
    ImportCancelled,
    Imported,
    parse_player_csv,
    register_many,
)
from opl_tournament.services.registration import Entrant
from opl_tournament.storage.errors import StorageError
from opl_tournament.ui import theme
from opl_tournament.ui.accessible import named
from opl_tournament.ui.buttons import button_row, push_button
from opl_tournament.ui.dialogs import AddPlayerDialog
from opl_tournament.ui.doorway import Progress, submit
from opl_tournament.ui.event_page import EventPage
from opl_tournament.ui.guard import agreed, show_error, tell, window_words
from opl_tournament.ui.language import say
from opl_tournament.ui.legion_number_dialog import LegionNumberDialog
from opl_tournament.ui.models import PlayersModel, SearchFilter, keep_column_widths, table_view
from opl_tournament.ui.player_codes_dialog import PlayerCodesDialog

SANCTIONED_MINIMUM = 8
CHECKED_IN_COLUMN = 7
"""PlayersModel's "Checked in" column, shown while the event has check-in."""

T = TypeVar("T")


_LINES_NAMED = 15
"""How many lines already registered an import names (a whole list imported again would make
a message taller than the screen)."""


class PlayersPage(EventPage):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__(ctx, event_id)
        self.model = PlayersModel()
        self.proxy = SearchFilter()
        self.proxy.setSourceModel(self.model)
        self.search = named(QLineEdit(), self.tr("Search players"))
        self.search.setPlaceholderText(
            self.tr("Search by name or number (accents and case ignored)…")
        )
        self.search.textChanged.connect(self.proxy.set_query)
        self.search.returnPressed.connect(self._choose_first_found)
        self.view = named(table_view(self.proxy), self.tr("Players"))
        self.warning = QLabel()
        theme.keep_styled(self.warning, lambda: self.warning.setStyleSheet(theme.warning_style()))
        buttons = button_row(
            (
                (self.tr("Ed&it…"), self.edit_player),
                (self.tr("&Drop"), self.drop),
                (self.tr("Re-enter &player"), self.reenter),
                (self.tr("Dec&k list…"), self.check_deck),
            )
        )
        self.entering = (
            push_button(self.tr("Add pla&yer…"), self.add_player),
            push_button(self.tr("I&mport CSV…"), self.import_csv),
        )
        """What a finished event refuses: no more players enter it."""
        buttons.insertWidget(0, self.entering[0])
        buttons.insertWidget(2, self.entering[1])
        self.drop_absent_button = push_button(
            self.tr("Drop everyone not c&hecked in…"), self.drop_absent
        )
        self.codes_button = push_button(self.tr("Player c&odes…"), self.show_codes)
        self.legion_button = push_button(self.tr("Give Le&gion number…"), self.give_legion_number)
        self.legion_button.setToolTip(
            self.tr("For a player with a temporary number who has joined the Legion")
        )
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self._selection_changed()
        for shown in (self.legion_button, self.drop_absent_button, self.codes_button):
            buttons.insertWidget(buttons.count() - 1, shown)  # before the stretch
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addLayout(buttons)
        layout.addWidget(self.warning)
        layout.addWidget(self.view)

    def refresh(self, event: Event, players: Sequence[Registration] | None = None) -> None:
        """``players``: the registrations just read with the rounds, when the view has them."""
        if players is None:
            players = registration.list_registrations(self.ctx, self.event_id)
        for button in self.entering:
            button.setEnabled(event.status is not EventStatus.FINISHED)
        serving = event.settings.policies.self_report
        here = self_service.checked_in(self.ctx, self.event_id) if serving.check_in else {}
        self.model.set_players(
            players,
            deck_statuses(self.ctx, self.event_id),
            {number: local_time(at) for number, at in here.items()},
        )
        self.view.setColumnHidden(CHECKED_IN_COLUMN, not serving.check_in)
        # before round 1 only: once it is paired, players are dropped one by one
        self.drop_absent_button.setVisible(
            serving.check_in and event.status is EventStatus.REGISTRATION
        )
        self.codes_button.setVisible(serving.serves_players)
        keep_column_widths(self.view)
        self._selection_changed()
        active = sum(1 for p in players if p.status is RegistrationStatus.ACTIVE and not p.is_staff)
        short = bool(event.settings.sanction_number) and active < SANCTIONED_MINIMUM
        self.warning.setText(
            self.tr(
                "A sanctioned event needs at least {minimum} players; %n are registered.",
                "",
                active,
            ).format(minimum=SANCTIONED_MINIMUM)
            if short
            else ""
        )

    def _selected(self) -> Registration | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.items[self.proxy.mapToSource(rows[0]).row()]

    def _selection_changed(self) -> None:
        """Give Legion number… is for a player with a temporary number only."""
        chosen = self._selected()
        temporary = chosen is not None and chosen.player.kind is NumberKind.TEMPORARY
        self.legion_button.setEnabled(temporary)

    def give_legion_number(self) -> None:
        chosen = self._selected()
        if chosen is None or chosen.player.kind is not NumberKind.TEMPORARY:
            return
        dialog = LegionNumberDialog(chosen, self)
        dialog.act = lambda: partial(
            give_legion_number, self.ctx, self.event_id, chosen.number, dialog.number.text()
        )
        dialog.initiator = self
        if dialog.exec() != LegionNumberDialog.DialogCode.Accepted:
            return
        given = dialog.outcome
        if isinstance(given, LegionNumberGiven):
            now = given.registration
            said = self.tr("{temporary} {name} is now Legion number {number}").format(
                temporary=given.temporary, name=now.player.name, number=now.number
            )
            if given.rated_again:
                said += " " + self.tr("(%n rated events rated again)", "", len(given.rated_again))
            tell(self, said)

    def _choose_first_found(self) -> None:
        """Enter in the search: the first player found is selected, the cursor on the list,
        so Drop, Edit or Deck list (their Alt letters) act on that player."""
        if self.proxy.rowCount() > 0:
            self.view.selectRow(0)
            self.view.setFocus()

    def selected_number(self) -> str | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            QMessageBox.information(self, self.tr("Players"), self.tr("Select a player first."))
            return None
        source = self.proxy.mapToSource(rows[0])
        return self.model.items[source.row()].number

    def _act(
        self,
        title: str,
        work: Callable[[], Changed[T]],
        done: Callable[[T], object] | None = None,
        failed: Callable[[Exception], object] | None = None,
    ) -> None:
        """A change to the players, through the doorway; this page shows it at once."""
        submit(self, title, work, done=done, failed=failed, initiator=self)

    def add_player(self) -> None:
        dialog = AddPlayerDialog(self)
        dialog.offer_next()
        dialog.lookup = self._known_member
        dialog.act = lambda: partial(
            registration.register_player, self.ctx, self.event_id, dialog.entrant()
        )
        dialog.initiator = self
        if dialog.exec() != AddPlayerDialog.DialogCode.Accepted:
            return
        added = dialog.outcome
        if added is not None:
            tell(
                self,
                self.tr("Registered {number} {name}").format(
                    number=added.number,  # type: ignore[attr-defined]
                    name=added.player.name,  # type: ignore[attr-defined]
                ),
            )

    def _known_member(self, number: str) -> str | None:
        """A hint only: when it cannot be read, none is shown (Add says what is wrong)."""
        with contextlib.suppress(DomainError, StorageError):
            return registration.known_member(self.ctx, number)
        return None

    def import_csv(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import players"),
            "",
            self.tr("Player lists (*.csv *.txt *.tsv);;All files (*)"),
        )
        if not path:
            return

        progress = QProgressDialog(self.tr("Importing players…"), self.tr("Cancel"), 0, 0, self)
        progress.setWindowTitle(self.tr("Import players"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(500)

        news = Progress(progress)  # the worker's counts, shown on the window's thread

        def load() -> Changed[Imported]:
            rows = parse_player_csv(read_limited(Path(path)), path)
            return register_many(self.ctx, self.event_id, rows, source=path, progress=news.report)

        def imported(done: Imported | None) -> None:
            progress.reset()
            if done is None:
                return
            file = Path(path).name
            said = self.tr("Imported %n players from {file}", "", len(done.registered))
            if not done.already:
                if done.registered:
                    tell(self, said.format(file=file))
                return
            QMessageBox.information(
                self,
                self.tr("Import players"),
                "\n".join(
                    [
                        said.format(file=file)
                        if done.registered
                        else self.tr(
                            "Nothing imported from {file}: everyone in it is already registered."
                        ).format(file=file),
                        self.tr(
                            "Already registered, not imported again (%n lines):",
                            "",
                            len(done.already),
                        ),
                        *(
                            self.tr("line {line}: {name} ({number})").format(
                                line=a.line, name=a.name, number=a.number
                            )
                            for a in done.already[:_LINES_NAMED]
                        ),
                        *(
                            [self.tr("… and %n more", "", len(done.already) - _LINES_NAMED)]
                            if len(done.already) > _LINES_NAMED
                            else []
                        ),
                    ]
                ),
            )

        def failed(error: Exception) -> None:
            progress.reset()
            if isinstance(error, ImportCancelled):
                tell(self, window_words(error))
            else:
                show_error(self, self.tr("Import players"), error)

        self._act(self.tr("Import players"), load, done=imported, failed=failed)

    def drop(self) -> None:
        self._on_selected(
            self.tr("Drop"),
            registration.drop_player,
            self.tr("Dropped {player}: not paired from the next round on"),
        )

    def drop_absent(self) -> None:
        """Before round 1: every active player who has not checked in dropped, in one action
        (undo brings them all back)."""
        absent = [
            r
            for r in self.model.items
            if r.status is RegistrationStatus.ACTIVE
            and not r.is_staff
            and r.number not in self.model.checked_in
        ]
        if not absent:
            QMessageBox.information(
                self, self.tr("Drop"), self.tr("Every active player has checked in.")
            )
            return
        if not agreed(
            self,
            self.tr("Drop everyone not checked in"),
            self.tr(
                "Drop the %n players who have not checked in? Undo brings them back.",
                "",
                len(absent),
            ),
        ):
            return
        self._act(
            self.tr("Drop everyone not checked in"),
            lambda: self_service.drop_absent(self.ctx, self.event_id),
            done=lambda numbers: tell(
                self, self.tr("Dropped %n players not checked in", "", len(numbers))
            ),
        )

    def show_codes(self) -> None:
        PlayerCodesDialog(self.ctx, self.event_id, self).exec()

    def reenter(self) -> None:
        self._on_selected(
            self.tr("Re-enter"),
            registration.reenter_player,
            self.tr("Re-entered {player}: paired again from the next round"),
        )

    def _on_selected(
        self,
        title: str,
        service: Callable[[ServiceContext, int, str], Changed[Registration]],
        words: str,
    ) -> None:
        """``service`` on the selected player, then ``words`` (naming ``{player}``) told."""
        number = self.selected_number()
        if number is not None:
            self._act(
                title,
                lambda: service(self.ctx, self.event_id, number),
                done=partial(self._told, words),
            )

    def _told(self, words: str, player: Registration) -> None:
        tell(self, words.format(player=f"{player.number} {player.player.name}"))

    def edit_player(self) -> None:
        number = self.selected_number()
        if number is None:
            return
        current = next(r for r in self.model.items if r.number == number)
        dialog = AddPlayerDialog(self)
        dialog.setWindowTitle(self.tr("Edit player {number}").format(number=number))
        dialog.fill_from(current)

        def edit() -> Callable[[], Changed[Registration]]:
            # read on OK: a mistyped fee or an empty name is refused beside its field, the
            # dialog open with what was typed
            entrant = dialog.entrant()
            identity = replace(
                current.player.identity, name=dialog.name.text(), email=entrant.identity.email
            )
            return partial(self._save_player, current, identity, entrant)

        dialog.act = edit
        dialog.initiator = self
        dialog.exec()

    def _save_player(
        self, current: Registration, identity: PlayerIdentity, entrant: Entrant
    ) -> Changed[Registration]:
        """The player's identity, then the fee when it changed (each refused if another
        station changed it since)."""
        number, seen = current.number, current.player.identity
        edited = registration.edit_player(self.ctx, self.event_id, number, identity, expected=seen)
        fee = (current.fee_cents, current.fee_paid)
        if (entrant.fee_cents, entrant.fee_paid) != fee:
            edited = registration.set_fee(
                self.ctx, self.event_id, number, entrant.fee_cents, entrant.fee_paid, expected=fee
            )
        return edited

    def check_deck(self) -> None:
        """The selected player's deck list: checked, kept on the registration, answer shown."""
        number = self.selected_number()
        if number is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Deck list of {number}").format(number=number),
            "",
            self.tr("Deck lists (*.txt *.json)"),
        )
        if not path:
            return

        def checked(report: Any) -> None:
            verdict = (
                self.tr("{number}: {file} is LEGAL")
                if report.legal
                else self.tr("{number}: {file} is NOT LEGAL")
            )
            lines = [verdict.format(number=number, file=Path(path).name)]
            lines += [self.tr("warning: {warning}").format(warning=say(w)) for w in report.warnings]
            lines += [
                self.tr("• {rule}: {problem}").format(rule=v.rule, problem=say(v.sentence))
                for v in report.violations
            ]
            lines += [self.tr("note: {note}").format(note=say(n)) for n in report.remarks]
            QMessageBox.information(self, self.tr("Deck list"), "\n".join(lines))

        self._act(
            self.tr("Deck list"),
            lambda: submit_deck(self.ctx, self.event_id, number, Path(path)),
            done=checked,
        )
