"""One event's pages: players, the round (pairings, results, clock), standings, penalties, log."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.model import Event, EventStatus, Registration
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.rules.overpower.penalties import PenaltyKind
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.rules.rulings import SearchHit
from opl_tournament.services import adjudication, manual_pairing, penalties, registration, rounds
from opl_tournament.services import ratings as ratings_service
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.decks import deck_statuses, submit_deck
from opl_tournament.services.events import get_event
from opl_tournament.services.player_import import parse_player_csv, read_limited
from opl_tournament.services.round_shapes import head_to_head, shape_of
from opl_tournament.services.round_shapes.base import TableKind
from opl_tournament.services.rulings import search_rulings, shipped_rulings
from opl_tournament.ui import shortcuts, theme
from opl_tournament.ui.accessible import named
from opl_tournament.ui.bracket_view import BracketPage
from opl_tournament.ui.dialogs import AddPlayerDialog
from opl_tournament.ui.guard import run_action, run_in_background, tell
from opl_tournament.ui.hand_pairing import HandPairingDialog
from opl_tournament.ui.log_page import LogPage
from opl_tournament.ui.models import (
    PairingsModel,
    PenaltiesModel,
    PlayersModel,
    RatingChangesModel,
    RatingsModel,
    SearchFilter,
    StandingsModel,
    keep_column_widths,
    table_view,
)
from opl_tournament.ui.pod_pages import PodRoundPage, PodStandingsPage
from opl_tournament.ui.result_entry import parse_result_entry
from opl_tournament.ui.round_desk import RoundDesk
from opl_tournament.ui.settings_page import GameSettingsPage
from opl_tournament.ui.stage_words import stage_words
from opl_tournament.ui.time_call import TimeCallDialog
from opl_tournament.ui.vs_time_call import VsTimeCallDialog

SANCTIONED_MINIMUM = 8


class Page(Protocol):
    """A page of the event view: it reads what it shows from the services."""

    def refresh(self, event: Event) -> None: ...


class PlayersPage(QWidget):
    changed = Signal()

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.model = PlayersModel()
        self.proxy = SearchFilter()
        self.proxy.setSourceModel(self.model)
        self.search = named(QLineEdit(), "Search players")
        self.search.setPlaceholderText("Search by name or number (accents and case ignored)…")
        self.search.textChanged.connect(self.proxy.set_query)
        self.view = named(table_view(self.proxy), "Players")
        self.warning = QLabel()
        theme.keep_styled(self.warning, lambda: self.warning.setStyleSheet(theme.warning_style()))
        buttons = QHBoxLayout()
        for text, slot in (
            ("Add pla&yer…", self.add_player),
            ("Ed&it…", self.edit_player),
            ("I&mport CSV…", self.import_csv),
            ("&Drop", self.drop),
            ("Re-enter &player", self.reenter),
            ("Dec&k list…", self.check_deck),
        ):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, slot=slot: slot())
            buttons.addWidget(button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addLayout(buttons)
        layout.addWidget(self.warning)
        layout.addWidget(self.view)

    def refresh(self, event: Event, players: Sequence[Registration] | None = None) -> None:
        """``players``: the registrations just read with the rounds, when the view has them."""
        if players is None:
            players = registration.list_registrations(self.ctx, self.event_id)
        self.model.set_players(players, deck_statuses(self.ctx, self.event_id))
        keep_column_widths(self.view)
        active = sum(1 for p in players if p.status.value == "active" and not p.is_staff)
        short = bool(event.settings.sanction_number) and active < SANCTIONED_MINIMUM
        self.warning.setText(
            f"A sanctioned event needs at least {SANCTIONED_MINIMUM} players; "
            f"{active} are registered."
            if short
            else ""
        )

    def selected_number(self) -> str | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            QMessageBox.information(self, "Players", "Select a player first.")
            return None
        source = self.proxy.mapToSource(rows[0])
        return self.model.items[source.row()].number

    def _after(self, result: object) -> None:
        if result is not None:
            self.changed.emit()

    def add_player(self) -> None:
        dialog = AddPlayerDialog(self)
        dialog.submit = lambda: registration.register_player(
            self.ctx, self.event_id, dialog.entrant()
        )
        if dialog.exec() != AddPlayerDialog.DialogCode.Accepted:
            return
        added = dialog.outcome
        self._after(added)
        if added is not None:
            tell(self, f"Registered {added.number} {added.player.name}")  # type: ignore[attr-defined]

    def import_csv(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import players", "", "CSV files (*.csv)")
        if not path:
            return

        progress = QProgressDialog("Importing players…", "Cancel", 0, 0, self)
        progress.setWindowTitle("Import players")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(500)

        def going_on(done: int, total: int) -> bool:
            progress.setMaximum(total)
            progress.setValue(done)
            QApplication.processEvents()
            return not progress.wasCanceled()

        def load() -> list[Registration] | None:
            rows = parse_player_csv(read_limited(Path(path)), path)
            try:
                return registration.register_many(
                    self.ctx, self.event_id, rows, source=path, progress=going_on
                )
            except registration.ImportCancelled as cancelled:
                tell(self, cancelled.message)
                return None

        try:
            imported = run_action(self, "Import players", load)
        finally:
            progress.reset()
        self._after(imported)
        if imported:
            tell(self, f"Imported {len(imported)} players from {Path(path).name}")

    def drop(self) -> None:
        number = self.selected_number()
        if number is not None:
            self._after(
                run_action(
                    self, "Drop", lambda: registration.drop_player(self.ctx, self.event_id, number)
                )
            )

    def reenter(self) -> None:
        number = self.selected_number()
        if number is not None:
            self._after(
                run_action(
                    self,
                    "Re-enter",
                    lambda: registration.reenter_player(self.ctx, self.event_id, number),
                )
            )

    def edit_player(self) -> None:
        number = self.selected_number()
        if number is None:
            return
        current = next(r for r in self.model.items if r.number == number)
        dialog = AddPlayerDialog(self)
        dialog.setWindowTitle(f"Edit player {number}")
        dialog.fill_from(current)
        if dialog.exec() != AddPlayerDialog.DialogCode.Accepted:
            return
        identity = replace(
            current.player.identity, name=dialog.name.text(), email=dialog.email.text().strip()
        )

        def save() -> object:
            entrant = dialog.entrant()  # reads the fee, refusing a mistyped amount first
            seen = current.player.identity  # refused if another station changed it since
            edited = registration.edit_player(
                self.ctx, self.event_id, number, identity, expected=seen
            )
            fee = (current.fee_cents, current.fee_paid)
            if (entrant.fee_cents, entrant.fee_paid) != fee:
                edited = registration.set_fee(
                    self.ctx,
                    self.event_id,
                    number,
                    entrant.fee_cents,
                    entrant.fee_paid,
                    expected=fee,
                )
            return edited

        self._after(run_action(self, "Edit player", save))

    def check_deck(self) -> None:
        """The selected player's deck list: checked, kept on the registration, answer shown."""
        number = self.selected_number()
        if number is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self, f"Deck list of {number}", "", "Deck lists (*.txt *.json)"
        )
        if not path:
            return
        report = run_action(
            self, "Deck list", lambda: submit_deck(self.ctx, self.event_id, number, Path(path))
        )
        if report is None:
            return
        self.changed.emit()
        lines = [f"{number}: {Path(path).name} is {'LEGAL' if report.legal else 'NOT LEGAL'}"]
        lines += [f"• {v.rule}: {v.message}" for v in report.violations]
        lines += [f"note: {n}" for n in report.notes]
        QMessageBox.information(self, "Deck list", "\n".join(lines))


class RoundPage(RoundDesk):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        model = PairingsModel()
        super().__init__(
            ctx,
            event_id,
            model,
            (
                ("&Pair next round", self.pair, shortcuts.PAIR),
                ("Ta&ke back pairing", self.unpair, None),
                ("Pair b&y hand…", self.pair_by_hand, None),
                ("S&wap two players…", self.swap, None),
                ("T&ime called…", self.time_called, shortcuts.TIME_CALLED),
                ("Time-call for&m file…", self.time_called_from_file, None),
            ),
            "Result: table then winner — e.g. 12 0004, 12 a, 12 dl — Enter",
        )
        self.model = model
        self.rounds: list[rounds.RoundView] = []
        self.opponent_wins = QPushButton()
        self.opponent_wins.setToolTip(
            "A player left the event during the round: their opponent wins this table"
        )
        self.opponent_wins.clicked.connect(lambda _=False: self.award_opponent())
        self.opponent_wins.hide()
        self.layout().insertWidget(3, self.opponent_wins)  # type: ignore[union-attr]

    def load_rounds(self) -> list[rounds.RoundView]:
        # one read: rounds and players
        history = head_to_head.event_history(self.ctx, self.event_id)
        self.registrations = history.registrations
        self.model.gone = {
            r.number: r.status.value for r in self.registrations if r.status.value != "active"
        }
        return head_to_head.round_views(history)

    def _update_status(self) -> None:
        super()._update_status()
        left = self.model.left_the_event()
        if not left:
            self.opponent_wins.hide()
            return
        match, gone, opponent = left[0]
        why = self.model.gone[gone]
        self.opponent_wins.setText(
            f"Table {match.table}: {gone} has {'been ' * (why != 'dropped')}{why} — "
            f"record {opponent} as the winner"
        )
        self.opponent_wins.show()

    def award_opponent(self) -> None:
        """The waiting table of a player who left: their opponent wins."""
        left = self.model.left_the_event()
        number = self.round_choice.currentData()
        if not left or number is None:
            return
        match, _gone, opponent = left[0]
        view = run_action(
            self,
            "Opponent wins",
            lambda: rounds.report_result(
                self.ctx, self.event_id, number, match.table, winner=opponent
            ),
        )
        if isinstance(view, rounds.MatchView):
            self._entered(view)

    def rows_of(self, view: rounds.RoundView) -> Sequence[rounds.MatchView]:
        return view.matches

    def stage_of(self, view: rounds.RoundView) -> str:
        return stage_words(view.stage, self.event_format, view.matches)

    def pair(self, then: Callable[[int], None] | None = None) -> bool:
        """Pairing a large field takes a moment: it runs on a worker thread.

        It asks for the round after the ones shown: if another station paired that round
        meanwhile, the judge is told (and the page then shows it) instead of a second pairing.
        """
        expected = len(self.rounds) + 1

        def paired(view: rounds.RoundView) -> None:
            self.changed.emit()
            tell(self, f"Round {view.number} is paired")
            if then is not None:
                then(view.number)

        return run_in_background(
            self,
            "Pair next round",
            "Pairing the next round…",
            lambda: rounds.pair_next_round(self.ctx, self.event_id, expected=expected),
            paired,
        )

    def unpair(self) -> None:
        shown = self.rounds[-1] if self.rounds else None  # refused if another station changed it
        self._act(
            "Take back pairing",
            lambda: rounds.unpair_last_round(self.ctx, self.event_id, expected=shown),
        )

    def pair_by_hand(self) -> None:
        players = [
            r.number
            for r in registration.list_registrations(self.ctx, self.event_id)
            if r.status.value == "active" and not r.is_staff
        ]
        dialog = HandPairingDialog(players, self)

        def check() -> None:
            warnings = run_action(
                dialog,
                "Check the pairing",
                lambda: manual_pairing.preview_hand_pairing(
                    self.ctx, self.event_id, dialog.pairs()
                ),
            )
            if warnings is not None:
                dialog.show_warnings([w.message for w in warnings])

        dialog.check_button.clicked.connect(check)
        if dialog.exec() != HandPairingDialog.DialogCode.Accepted:
            return
        result = self._act(
            "Pair by hand",
            lambda: manual_pairing.pair_round_by_hand(self.ctx, self.event_id, dialog.pairs()),
        )
        if isinstance(result, manual_pairing.HandPairing) and result.warnings:
            QMessageBox.information(
                self, "Paired, with warnings", "\n".join(w.message for w in result.warnings)
            )

    def swap(self) -> None:
        text, ok = QInputDialog.getText(
            self, "Swap two players", "The two player numbers to swap (e.g. 0003 0007):"
        )
        if not ok or not text.strip():
            return
        parts = text.split()
        if len(parts) != 2:
            QMessageBox.warning(self, "Swap two players", "Give exactly two player numbers.")
            return
        shown = self.rounds[-1] if self.rounds else None  # refused if another station changed it
        result = self._act(
            "Swap two players",
            lambda: manual_pairing.swap_players(
                self.ctx, self.event_id, parts[0], parts[1], expected=shown
            ),
        )
        if isinstance(result, manual_pairing.HandPairing) and result.warnings:
            QMessageBox.information(
                self, "Swapped, with warnings", "\n".join(w.message for w in result.warnings)
            )

    def enter_result(self) -> None:
        number = self.round_choice.currentData()
        if number is None:
            return
        text = self.entry.text()

        def report() -> object:
            entry = parse_result_entry(text, self.model.seats())
            shown = self.model.shown_result(number, entry.table)
            return rounds.report_result(
                self.ctx,
                self.event_id,
                number,
                entry.table,
                winner=entry.winner,
                double_loss=entry.winner is None and not entry.draw,
                result=ResultCode.DRAW.value if entry.draw else ResultCode.WIN.value,
                correction=self.correction.isChecked(),
                replacing=shown,
            )

        match = run_action(self, "Enter a result", report)
        if isinstance(match, rounds.MatchView):
            self._entered(match)
            self.entry.clear()
        else:
            self.entry.selectAll()  # the judge retypes over the refused entry
        self.entry.setFocus()

    def _entered(self, match: rounds.MatchView) -> None:
        """One table's result is recorded: its row, the status line, the status bar."""
        self.verdict = ""
        self.model.update_match(match)
        self._update_status()
        self.correction.setChecked(False)
        tell(self, f"Round {match.round} table {match.table}: {result_words(match)}")
        if self.model.outstanding() == 0:
            self.changed.emit()  # the round is complete: everything may move on
        else:
            self.result_entered.emit()

    def time_called(self) -> None:
        """The judge fills the time-call form at the table; the rules engine decides."""
        chosen = self.chosen_table("Time called")
        if chosen is None:
            return
        number, table = chosen
        match = next((m for m in self.model.items if m.table == table), None)
        if match is None or match.b is None:
            QMessageBox.warning(self, "Time called", f"Table {table} has no game this round.")
            return
        game = get_event(self.ctx, self.event_id).settings.game
        if rules_for(game).time_call_form == "vs":
            players = ((match.a, match.a_name, match.a), (match.b, match.b_name, match.b))
            vs_form = VsTimeCallDialog(game.value, table, players, self)
            if vs_form.exec() == QDialog.DialogCode.Accepted:
                self._decide(number, table, vs_form.state, source=f"time-call form, table {table}")
            return
        dialog = TimeCallDialog(table, ((match.a, match.a_name), (match.b, match.b_name)), self)
        if dialog.exec() != TimeCallDialog.DialogCode.Accepted:
            return
        self._decide(
            number,
            table,
            dialog.state,
            source=f"time-call form, table {table}",
            judge=(dialog.judge_winner(), dialog.reason.text().strip()),
        )

    def time_called_from_file(self) -> None:
        chosen = self.chosen_table("Time-call form file")
        if chosen is None:
            return
        number, table = chosen
        path, _ = QFileDialog.getOpenFileName(
            self, "The judge's time-call form", "", "Time-call forms (*.json)"
        )
        if path:
            self._decide(
                number,
                table,
                lambda: adjudication.parse_state_json(read_limited(Path(path)), source=path),
                source=path,
            )

    def _decide(
        self,
        number: int,
        table: int,
        state: Callable[[], dict[str, Any]],
        *,
        source: str,
        judge: tuple[str | None, str] = (None, ""),
    ) -> None:
        """The engine decides; when the players are level on every step, the judge does."""
        form = run_action(self, "Time called", state)
        if form is None:
            return
        verdict = run_action(
            self,
            "Time called",
            lambda: adjudication.adjudicate_state(
                form,
                policy=adjudication.event_rules_policy(self.ctx, self.event_id),
                source=source,
            ),
        )
        if verdict is None:
            return
        judge_winner, note = judge
        if judge_winner is None and verdict.winner is None:
            ids = [str(p.get("id")) for p in form.get("players", []) if isinstance(p, dict)]
            judge_winner, ok = QInputDialog.getItem(
                self, "The judge decides", f"{verdict.explanation}\n\nWinner:", ids, 0, False
            )
            if not ok:
                return

        def decide() -> object:
            return adjudication.record_adjudication(
                self.ctx,
                self.event_id,
                number,
                table,
                form,
                judge_winner=judge_winner,
                note=note,
                correction=self.correction.isChecked(),
                replacing=self.model.shown_result(number, table),
                source=source,
            )

        result = self._act("Time called", decide)
        if isinstance(result, tuple):
            self.verdict = f"Table {table}: {result[1].explanation}"
            self._update_status()
            tell(self, f"Verdict recorded — {self.verdict}")


class StandingsPage(QWidget):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.model = StandingsModel()
        self.view = named(table_view(self.model), "Standings")
        self.note = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.view)

    def refresh(self, _event: Event) -> None:
        paired = rounds.list_rounds(self.ctx, self.event_id)
        playing = len(paired[-1].missing) if paired else 0
        through = len(paired) - 1 if playing else None
        table = rounds.standings(self.ctx, self.event_id, through_round=through)
        assert isinstance(table, rounds.StandingsView)
        self.model.set_standings(table.standings.rows, table.standings.order)
        self.note.setText(standings_heading(len(paired), playing))


def standings_heading(rounds_paired: int, still_playing: int) -> str:
    """ "after round 2" only once round 2 is complete; else what is still being played."""
    if rounds_paired == 0:
        return "Standings: no round has been paired yet"
    if not still_playing:
        return f"Standings after round {rounds_paired}"
    before = f"after round {rounds_paired - 1}" if rounds_paired > 1 else "before the first round"
    tables = "1 table" if still_playing == 1 else f"{still_playing} tables"
    return f"Standings {before} (round {rounds_paired}: {tables} still playing)"


def result_words(match: rounds.MatchView) -> str:
    if match.result == ResultCode.DOUBLE_LOSS:
        return "double loss"
    if match.result == ResultCode.DRAW:
        return "draw"
    return f"{match.winner} won"


class PenaltiesPage(QWidget):
    changed = Signal()

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.model = PenaltiesModel()
        self.view = named(table_view(self.model), "Penalties of the event")
        self.player = QLineEdit()
        self.player.setPlaceholderText("player number")
        self.kind = QComboBox()
        for kind in PenaltyKind:
            self.kind.addItem(kind.value.replace("_", " "), kind.value)
        self.round = QSpinBox()
        self.round.setRange(0, 99)
        self.round.setSpecialValueText("between games")
        self.table = QSpinBox()
        self.table.setRange(0, 9999)
        self.table.setSpecialValueText("—")
        self.infraction = QLineEdit()
        add = QPushButton("Re&cord penalty")
        add.clicked.connect(lambda _=False: self.record())
        form = QFormLayout()
        form.addRow("Player", self.player)
        form.addRow("Penalty", self.kind)
        form.addRow("Round of the game", self.round)
        form.addRow("Table", self.table)
        form.addRow("Infraction", self.infraction)
        form.addRow(add)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.view)

    def refresh(self, _event: Event) -> None:
        self.model.set_items(penalties.list_penalties(self.ctx, self.event_id))

    def record(self) -> None:
        in_game = self.round.value() > 0
        view = run_action(
            self,
            "Record penalty",
            lambda: penalties.issue_penalty(
                self.ctx,
                self.event_id,
                self.player.text().strip(),
                str(self.kind.currentData()),
                round_number=self.round.value() if in_game else None,
                table=self.table.value() if in_game else None,
                infraction=self.infraction.text(),
            ),
        )
        if view is not None:
            tell(self, f"Penalty recorded: {view.explanation}")
            self.player.clear()
            self.infraction.clear()
            self.changed.emit()


class RatingsPage(QWidget):
    """The event's rating changes (preview, then apply) and everyone's current rating."""

    changed = Signal()

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
        chosen = run_action(
            self, "Ratings", lambda: ratings_service.choose_rating_system(self.ctx, wanted)
        )
        self._show_system()
        if chosen is not None:
            self.status.setText(f"Rating system: {self.system.currentText()}.")

    def preview(self) -> None:
        changes = run_action(
            self, "Ratings", lambda: ratings_service.preview_event(self.ctx, self.event_id)
        )
        if changes is not None:
            self.changes.set_items(changes)
            self.status.setText("Preview: nothing is stored until you apply.")

    def apply(self) -> None:
        changes = run_action(
            self, "Ratings", lambda: ratings_service.apply_event(self.ctx, self.event_id)
        )
        if changes is not None:
            self.changes.set_items(changes)
            self.status.setText(f"Applied: {len(changes)} ratings updated.")
            self.changed.emit()


class RulingsPage(QWidget):
    """Look a ruling up by a Special's code or by words, while the players wait."""

    def __init__(self) -> None:
        super().__init__()
        self.query = named(QLineEdit(), "Search the rulings")
        self.query.setPlaceholderText("A Special's code (HQ) or words (venture ko, multipower)…")
        self.query.textChanged.connect(self.search)
        self.results = named(QListWidget(), "Rulings found")
        self.results.currentRowChanged.connect(self.show_ruling)
        self.text = named(QPlainTextEdit(), "Ruling")
        self.text.setReadOnly(True)
        self.hits: list[SearchHit] = []
        layout = QVBoxLayout(self)
        layout.addWidget(self.query)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.text, 1)
        layout.addWidget(QLabel(shipped_rulings().notice))

    def refresh(self, _event: Event) -> None:
        return None

    def search(self, query: str) -> None:
        self.hits = list(search_rulings(query)) if query.strip() else []
        self.results.clear()
        for hit in self.hits:
            label = hit.ruling.code or hit.ruling.topic or ""
            self.results.addItem(f"[{label}] {hit.ruling.title}")
        if self.hits:
            self.results.setCurrentRow(0)
        else:
            self.text.setPlainText("")

    def show_ruling(self, row: int) -> None:
        if 0 <= row < len(self.hits):
            ruling = self.hits[row].ruling
            self.text.setPlainText(f"{ruling.title}\n\n{ruling.text}\n\nSource: {ruling.source}")


class EventView(QTabWidget):
    """The event's pages. A change marks every page stale; a page is read again when shown.

    The round page is always current (the title and the results desk depend on it). A result
    typed at the results desk updates its one row only, so a large field stays quick.
    """

    changed = Signal()

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        # Not ``self.event``: that would hide QWidget.event, which Qt calls for every event.
        self.tournament = get_event(ctx, event_id)
        in_pods = shape_of(self.tournament).kind is TableKind.PODS
        self.players = PlayersPage(ctx, event_id)
        self.round: RoundPage | PodRoundPage = (
            PodRoundPage(ctx, event_id) if in_pods else RoundPage(ctx, event_id)
        )
        self.standings: StandingsPage | PodStandingsPage = (
            PodStandingsPage(ctx, event_id) if in_pods else StandingsPage(ctx, event_id)
        )
        self.penalties = PenaltiesPage(ctx, event_id)
        self.log = LogPage(ctx, event_id)
        self.rulings = RulingsPage()
        self.addTab(self.players, "Pl&ayers")
        self.addTab(self.round, "R&ound")
        self.addTab(self.standings, "&Standings")
        pages: list[Page] = [self.players, self.round, self.standings]
        # Pods have no bracket, and only Legion-rated games have a Ratings page.
        game = rules_for(self.tournament.settings.game)
        self.bracket: BracketPage | None = None if in_pods else BracketPage(ctx, event_id)
        self.ratings: RatingsPage | None = RatingsPage(ctx, event_id) if game.legion_rated else None
        if self.bracket is not None:
            self.addTab(self.bracket, "&Bracket")
            pages.append(self.bracket)
        self.addTab(self.penalties, "Pe&nalties")
        self.addTab(self.log, "&Log")
        pages += [self.penalties, self.log]
        if self.ratings is not None:
            self.addTab(self.ratings, "Ra&tings")
            pages.append(self.ratings)
        self.settings: GameSettingsPage | None = None
        if game.rulings_reference:
            self.addTab(self.rulings, "R&ulings")
        if game.adjustable_rules:
            self.settings = GameSettingsPage(ctx, event_id)
            self.addTab(self.settings, "Se&ttings")
            pages.append(self.settings)
        self._pages: tuple[Page, ...] = tuple(pages)
        self._stale: set[Page] = set(self._pages)
        self._players_read: list[Registration] | None = None
        for page in (
            self.players,
            self.round,
            self.penalties,
            self.ratings,
            self.settings,
            self.log,
        ):
            if page is not None:
                page.changed.connect(lambda page=page: self.refresh(page))
        self.round.result_entered.connect(self._result_entered)
        self.currentChanged.connect(self._show_current)
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

    def _show_current(self) -> None:
        shown: object = self.currentWidget()
        page = next((p for p in self._stale if p is shown), None)
        if page is not None:
            self._read(page)

    def refresh(self, also: Page | None = None) -> None:
        """Everything may have changed: re-read the round page, the shown one and ``also``."""
        self.tournament = get_event(self.ctx, self.event_id)
        self._stale = set(self._pages)
        self._read(self.round)
        self._players_read = self.round.registrations  # the same moment: no second read
        try:
            if also is not None:
                self._read(also)
            self._show_current()
        finally:
            self._players_read = None  # good for this refresh only
        self.changed.emit()

    def _result_entered(self) -> None:
        self._stale |= {self.standings, self.log, self.players}
        self._stale |= {page for page in (self.bracket, self.ratings) if page is not None}
        self._show_current()

    def current_round(self) -> int | None:
        return self.round.rounds[-1].number if self.round.rounds else None

    def is_finished(self) -> bool:
        return self.tournament.status is EventStatus.FINISHED
