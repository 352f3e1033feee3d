"""One event's pages: players, the round (pairings, results, clock), standings, penalties, log."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
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
from opl_tournament.ui.doorway import Changes, Progress, doorway, submit, within
from opl_tournament.ui.guard import run_action, show_error, tell
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

    def _act(self, title: str, work: Callable[[], object], **how: Any) -> None:
        """A change to the players, through the doorway; this page shows it at once."""
        submit(self, title, work, changes=self._changed, initiator=self, **how)

    @property
    def _changed(self) -> Changes:
        return Changes(self.event_id, players=True)

    def add_player(self) -> None:
        dialog = AddPlayerDialog(self)
        dialog.act = lambda: partial(
            registration.register_player, self.ctx, self.event_id, dialog.entrant()
        )
        dialog.record, dialog.initiator = self._changed, self
        if dialog.exec() != AddPlayerDialog.DialogCode.Accepted:
            return
        added = dialog.outcome
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

        news = Progress(progress)  # the worker's counts, shown on the window's thread

        def load() -> list[Registration] | None:
            rows = parse_player_csv(read_limited(Path(path)), path)
            return registration.register_many(
                self.ctx, self.event_id, rows, source=path, progress=news.report
            )

        def imported(players: list[Registration] | None) -> None:
            progress.reset()
            if players:
                tell(self, f"Imported {len(players)} players from {Path(path).name}")

        def failed(error: Exception) -> None:
            progress.reset()
            if isinstance(error, registration.ImportCancelled):
                tell(self, error.message)
            else:
                show_error(self, "Import players", error)

        self._act("Import players", load, done=imported, failed=failed)

    def drop(self) -> None:
        number = self.selected_number()
        if number is not None:
            self._act("Drop", lambda: registration.drop_player(self.ctx, self.event_id, number))

    def reenter(self) -> None:
        number = self.selected_number()
        if number is not None:
            self._act(
                "Re-enter", lambda: registration.reenter_player(self.ctx, self.event_id, number)
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

        entrant = run_action(self, "Edit player", dialog.entrant)  # a mistyped fee is refused
        if entrant is None:
            return

        def save() -> object:
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

        self._act("Edit player", save)

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

        def checked(report: Any) -> None:
            lines = [f"{number}: {Path(path).name} is {'LEGAL' if report.legal else 'NOT LEGAL'}"]
            lines += [f"• {v.rule}: {v.message}" for v in report.violations]
            lines += [f"note: {n}" for n in report.notes]
            QMessageBox.information(self, "Deck list", "\n".join(lines))

        self._act(
            "Deck list",
            lambda: submit_deck(self.ctx, self.event_id, number, Path(path)),
            done=checked,
        )


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
        submit(
            self,
            "Opponent wins",
            lambda: rounds.report_result(
                self.ctx, self.event_id, number, match.table, winner=opponent
            ),
            done=self._entered,
            changes=self._result_changes,
            initiator=self,
        )

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
            tell(self, f"Round {view.number} is paired")
            if then is not None:
                then(view.number)

        return submit(
            self,
            "Pair next round",
            lambda: rounds.pair_next_round(self.ctx, self.event_id, expected=expected),
            done=paired,
            changes=lambda view: Changes(self.event_id, rounds=frozenset({view.number})),
            progress="Pairing the next round…",
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
        pairs = dialog.pairs()

        def paired(result: object) -> None:
            if isinstance(result, manual_pairing.HandPairing) and result.warnings:
                QMessageBox.information(
                    self, "Paired, with warnings", "\n".join(w.message for w in result.warnings)
                )

        self._act(
            "Pair by hand",
            lambda: manual_pairing.pair_round_by_hand(self.ctx, self.event_id, pairs),
            done=paired,
            number=len(self.rounds) + 1,
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

        def swapped(result: object) -> None:
            if isinstance(result, manual_pairing.HandPairing) and result.warnings:
                QMessageBox.information(
                    self, "Swapped, with warnings", "\n".join(w.message for w in result.warnings)
                )

        self._act(
            "Swap two players",
            lambda: manual_pairing.swap_players(
                self.ctx, self.event_id, parts[0], parts[1], expected=shown
            ),
            done=swapped,
        )

    def enter_result(self) -> None:
        number = self.round_choice.currentData()
        if number is None:
            return
        text = self.entry.text()
        entry = run_action(
            self, "Enter a result", lambda: parse_result_entry(text, self.model.seats())
        )
        if entry is None:
            self._retype()
            return
        shown = self.model.shown_result(number, entry.table)
        correction = self.correction.isChecked()

        def entered(match: rounds.MatchView) -> None:
            self._entered(match)
            if self.entry.text() == text:  # not what the judge has typed since
                self.entry.clear()
            self.entry.setFocus()

        def refused(error: Exception) -> None:
            show_error(self, "Enter a result", error)
            self._retype()

        submit(
            self,
            "Enter a result",
            lambda: rounds.report_result(
                self.ctx,
                self.event_id,
                number,
                entry.table,
                winner=entry.winner,
                double_loss=entry.winner is None and not entry.draw,
                result=ResultCode.DRAW.value if entry.draw else ResultCode.WIN.value,
                correction=correction,
                replacing=shown,
            ),
            done=entered,
            failed=refused,
            changes=self._result_changes,
            initiator=self,
        )

    def _entered(self, match: rounds.MatchView) -> None:
        """One table's result is recorded: its row, the status line, the status bar."""
        self.verdict = ""
        self.model.update_match(match)
        self._update_status()
        self.correction.setChecked(False)
        tell(self, f"Round {match.round} table {match.table}: {result_words(match)}")

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

        correction = self.correction.isChecked()
        shown = self.model.shown_result(number, table)

        def decide() -> object:
            return adjudication.record_adjudication(
                self.ctx,
                self.event_id,
                number,
                table,
                form,
                judge_winner=judge_winner,
                note=note,
                correction=correction,
                replacing=shown,
                source=source,
            )

        def decided(result: Any) -> None:
            self.verdict = f"Table {table}: {result[1].explanation}"
            self._update_status()
            tell(self, f"Verdict recorded — {self.verdict}")

        self._act("Time called", decide, done=decided, table=(number, table))


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
        player, kind = self.player.text().strip(), str(self.kind.currentData())
        round_number = self.round.value() if in_game else None
        table = self.table.value() if in_game else None
        infraction = self.infraction.text()

        def recorded(view: Any) -> None:
            tell(self, f"Penalty recorded: {view.explanation}")
            self.player.clear()
            self.infraction.clear()

        # A game loss changes that game's result: the round and standings read it again.
        submit(
            self,
            "Record penalty",
            lambda: penalties.issue_penalty(
                self.ctx,
                self.event_id,
                player,
                kind,
                round_number=round_number,
                table=table,
                infraction=infraction,
            ),
            done=recorded,
            changes=Changes(
                self.event_id,
                penalties=True,
                rounds=frozenset() if round_number is None else frozenset({round_number}),
            ),
            initiator=self,
        )


class RatingsPage(QWidget):
    """The event's rating changes (preview, then apply) and everyone's current rating."""

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

        def chosen(_system: object) -> None:
            self._show_system()
            self.status.setText(f"Rating system: {self.system.currentText()}.")

        def refused(error: Exception) -> None:
            self._show_system()
            show_error(self, "Ratings", error)

        submit(
            self,
            "Ratings",
            lambda: ratings_service.choose_rating_system(self.ctx, wanted),
            done=chosen,
            failed=refused,
            changes=Changes(self.event_id, ratings=True),
            initiator=self,
        )

    def preview(self) -> None:
        def previewed(changes: Any) -> None:
            self.changes.set_items(changes)
            self.status.setText("Preview: nothing is stored until you apply.")

        submit(
            self,
            "Ratings",
            lambda: ratings_service.preview_event(self.ctx, self.event_id),
            done=previewed,
        )

    def apply(self) -> None:
        def applied(changes: Any) -> None:
            self.changes.set_items(changes)
            self.status.setText(f"Applied: {len(changes)} ratings updated.")

        submit(
            self,
            "Ratings",
            lambda: ratings_service.apply_event(self.ctx, self.event_id),
            done=applied,
            changes=Changes(self.event_id, ratings=True),
            initiator=self,
        )


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
        self._shows: dict[object, tuple[str, ...]] = {
            # what each page shows, as ``Changes`` names it (every audited change is logged)
            self.players: ("event", "players", "tables"),
            self.standings: ("event", "players", "rounds", "tables"),
            self.bracket: ("event", "players", "rounds", "tables"),
            self.penalties: ("event", "players", "penalties"),
            self.log: ("event", "players", "rounds", "tables", "clock", "penalties", "ratings"),
            self.ratings: ("event", "rounds", "tables", "ratings"),
            self.settings: ("event",),
        }
        doorway().changed.connect(self._arrived)
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
        whole_round = changes.any_of("event", "players", "rounds") or bool(
            changes.tables and initiator is not self.round
        )
        stale = {
            page
            for page in self._pages
            if page in self._shows and changes.any_of(*self._shows[page])
        }
        if not (stale or whole_round or changes.clock):
            return
        self._stale |= stale
        if changes.any_of("event"):
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
