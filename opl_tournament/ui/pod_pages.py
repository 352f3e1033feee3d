"""The round and standings pages of a pod event (Vs. System free-for-all, 2 vs 2, boss battles).

They stand in for the head-to-head round and standings pages: the same clock and the same
results desk, but each row is a pod and a result is every side's place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event
from opl_tournament.domain.pod_standings import PodStanding
from opl_tournament.services import rounds
from opl_tournament.services.adjudication import parse_state_json, record_pod_adjudication
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import get_event
from opl_tournament.services.player_import import read_limited
from opl_tournament.ui import shortcuts
from opl_tournament.ui.accessible import named
from opl_tournament.ui.doorway import Changes, submit
from opl_tournament.ui.guard import run_action, show_error, tell
from opl_tournament.ui.models import RoundRowsModel, RowsModel, table_view
from opl_tournament.ui.round_desk import RoundDesk
from opl_tournament.ui.stage_words import stage_words
from opl_tournament.ui.vs_time_call import VsTimeCallDialog


def _seat_text(seat: rounds.SeatView) -> str:
    text = f"{seat.number} {seat.name}".strip()
    if seat.role:
        return f"{text} ({seat.role})"
    return text if seat.side == seat.number else f"{text} [{seat.side}]"


def _result_text(pod: rounds.PodView) -> str:
    if pod.bye:
        return "bye"
    if not pod.reported:
        return ""
    places = {s.side: s.placing for s in pod.seats}
    return ", ".join(
        f"{place}. {side}"
        for side, place in sorted(places.items(), key=lambda i: (i[1] or 0, i[0]))
    )


class PodsModel(RoundRowsModel[rounds.PodView]):
    def __init__(self) -> None:
        super().__init__(
            ["Table", "Seats", "Result", "Why"],
            lambda p: (
                str(p.table),
                "; ".join(_seat_text(s) for s in p.seats),
                _result_text(p),
                p.explanation,
            ),
        )

    def is_waiting(self, item: rounds.PodView) -> bool:
        return not item.reported


def _standing_cells(row: PodStanding) -> tuple[str, ...]:
    return (
        str(row.rank),
        row.number,
        row.name + (" (dropped)" if row.dropped else ""),
        str(row.points),
        f"{row.wins}-{row.ties}-{row.losses}",
        str(row.byes),
        "" if row.opp_points_pct is None else f"{row.opp_points_pct:.4f}",
        "" if row.average_place is None else f"{row.average_place:.2f}",
    )


class PodStandingsModel(RowsModel[PodStanding]):
    def __init__(self) -> None:
        super().__init__(
            ["Rank", "Number", "Name", "Points", "W-T-L", "Byes", "Opp pts %", "Avg place"],
            _standing_cells,
        )


def parse_pod_entry(text: str) -> tuple[int, str | None, dict[str, int] | None]:
    """``12 0004`` (0004 won table 12) or ``12 0004=1 0007=2 0001=2`` (every place)."""
    parts = text.split()
    if len(parts) < 2 or not parts[0].isdigit():
        raise InvalidInput(
            "type the table, then the winner or every place: 12 0004, or 12 0004=1 0007=2 …",
            field="result",
        )
    table = int(parts[0])
    if len(parts) == 2 and "=" not in parts[1]:
        return table, parts[1], None
    return table, None, rounds.parse_placings(" ".join(parts[1:]))


class PodResultDialog(QDialog):
    """Every side's place at one pod (1 = won; equal places are shared)."""

    def __init__(self, pod: rounds.PodView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Result of table {pod.table}")
        form = QFormLayout()
        self.places: dict[str, QSpinBox] = {}
        for side in pod.sides:
            members = [s for s in pod.seats if s.side == side]
            box = QSpinBox()
            box.setRange(1, len(pod.sides))
            box.setValue(members[0].placing or 1)
            label = " & ".join(_seat_text(s) for s in members)
            form.addRow(label, box)
            self.places[side] = box
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Each side's place: 1 = won; give equal places for a tie."))
        layout.addLayout(form)
        layout.addWidget(buttons)

    def placings(self) -> dict[str, int]:
        return {side: box.value() for side, box in self.places.items()}


class PodRoundPage(RoundDesk):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        model = PodsModel()
        super().__init__(
            ctx,
            event_id,
            model,
            (
                ("Seat next ro&und", self.pair, shortcuts.PAIR),
                ("Ta&ke back seating", self.unpair, None),
                ("Result of selected &pod…", self.enter_selected_result, None),
                ("T&ime called…", self.time_called, shortcuts.TIME_CALLED),
                ("Time-call for&m file…", self.time_called_from_file, None),
            ),
            "Result: table then winner, or every place — e.g. 3 0004, 3 0004=1 0007=2 — Enter",
            words=("pod", "seated"),
        )
        self.model = model
        self.view.doubleClicked.connect(lambda index: self.enter_result_dialog(index.row()))
        self.rounds: list[rounds.RoundView] = []

    def load_rounds(self) -> list[rounds.RoundView]:
        return rounds.list_rounds(self.ctx, self.event_id)

    def rows_of(self, view: rounds.RoundView) -> Sequence[rounds.PodView]:
        return view.pods

    def stage_of(self, view: rounds.RoundView) -> str:
        return stage_words(view.stage)

    def pair(self, then: Callable[[int], None] | None = None) -> bool:
        def seated(view: rounds.RoundView) -> None:
            tell(self, f"Round {view.number} is seated")
            if then is not None:
                then(view.number)

        return submit(
            self,
            "Seat next round",
            lambda: rounds.pair_next_round(self.ctx, self.event_id),
            done=seated,
            changes=lambda view: Changes(self.event_id, rounds=frozenset({view.number})),
            progress="Seating the next round…",
        )

    def unpair(self) -> None:
        shown = self.rounds[-1] if self.rounds else None  # refused if another station changed it
        self._act(
            "Take back seating",
            lambda: rounds.unpair_last_round(self.ctx, self.event_id, expected=shown),
        )

    def _report(
        self,
        table: int,
        winner: str | None,
        placings: dict[str, int] | None,
        then: Callable[[bool], None] | None = None,
    ) -> None:
        """Record the pod's result; ``then`` learns whether it was recorded."""
        number = self.round_choice.currentData()
        if number is None:
            return
        correction = self.correction.isChecked()

        def reported(result: rounds.PodView) -> None:
            self.correction.setChecked(False)
            self.model.replace_item(result, lambda p: (p.round, p.table) == (number, table))
            self._update_status()
            if then is not None:
                then(True)

        def refused(error: Exception) -> None:
            show_error(self, "Enter a result", error)
            if then is not None:
                then(False)

        submit(
            self,
            "Enter a result",
            lambda: rounds.report_result(
                self.ctx,
                self.event_id,
                number,
                table,
                winner=winner,
                placings=placings,
                correction=correction,
            ),
            done=reported,
            failed=refused,
            changes=self._result_changes,
            initiator=self,
        )

    def enter_result(self) -> None:
        text = self.entry.text()
        parsed = run_action(self, "Enter a result", lambda: parse_pod_entry(text))
        if parsed is None:
            self._retype()
            return

        def recorded(ok: bool) -> None:
            if not ok:
                self._retype()
                return
            if self.entry.text() == text:  # not what the judge has typed since
                self.entry.clear()
            self.entry.setFocus()

        self._report(*parsed, then=recorded)

    def enter_selected_result(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if rows:
            self.enter_result_dialog(rows[0].row())

    def enter_result_dialog(self, row: int) -> None:
        if not 0 <= row < len(self.model.items):
            return
        pod = self.model.items[row]
        if pod.bye:
            return
        if pod.reported:
            self.correction.setChecked(True)
        dialog = PodResultDialog(pod, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._report(pod.table, None, dialog.placings())

    def _selected_pod(self) -> rounds.PodView | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows or self.round_choice.currentData() is None:
            QMessageBox.information(self, "Time called", "Select the pod first.")
            return None
        pod = self.model.items[rows[0].row()]
        if pod.bye:
            QMessageBox.information(self, "Time called", f"Table {pod.table} is a bye.")
            return None
        return pod

    def time_called(self) -> None:
        """Time was called on the selected pod: the judge fills the game's form here."""
        pod = self._selected_pod()
        if pod is None:
            return
        game = get_event(self.ctx, self.event_id).settings.game.value
        players = [(s.number, s.name, s.side) for s in pod.seats]
        dialog = VsTimeCallDialog(game, pod.table, players, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._decide_pod(pod, dialog.state, f"time-call form, table {pod.table}")

    def time_called_from_file(self) -> None:
        """The same, from the judge's form saved as a JSON file."""
        pod = self._selected_pod()
        if pod is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self, "The judge's time-call form", "", "Time-call forms (*.json)"
        )
        if path:
            self._decide_pod(
                pod, lambda: parse_state_json(read_limited(Path(path)), source=path), path
            )

    def _decide_pod(
        self, pod: rounds.PodView, form: Callable[[], dict[str, Any]], source: str
    ) -> None:
        """The engine places the pod's players; when they are level, the judge does."""
        number = self.round_choice.currentData()
        state = run_action(self, "Time called", form)  # the form as filled, or the file read
        if state is None:
            return

        def decide(judge: dict[str, int] | None) -> object:
            return record_pod_adjudication(
                self.ctx,
                self.event_id,
                number,
                pod.table,
                state,
                judge_placings=judge,
                correction=pod.reported,
                source=source,
            )

        def decided(result: Any) -> None:
            self.verdict = f"Table {pod.table}: {result[1].explanation}"
            tell(self, f"Verdict recorded — {self.verdict}")

        def level(error: Exception) -> None:
            if not isinstance(error, RefusedAction):
                show_error(self, "Time called", error)
                return
            # Level on every step: the judge places the players.
            QMessageBox.information(self, "Time called", str(error))
            dialog = PodResultDialog(pod, self)
            dialog.setWindowTitle(f"The judge places table {pod.table}")
            if dialog.exec() == QDialog.DialogCode.Accepted:
                placings = dialog.placings()
                self._act(
                    "Time called",
                    lambda: decide(placings),
                    done=decided,
                    table=(number, pod.table),
                )

        submit(
            self,
            "Time called",
            lambda: decide(None),
            done=decided,
            failed=level,
            changes=Changes(self.event_id, tables=frozenset({(number, pod.table)})),
        )


class PodStandingsPage(QWidget):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.model = PodStandingsModel()
        self.view = named(table_view(self.model), "Standings")
        self.note = QLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.view)

    def refresh(self, _event: Event) -> None:
        table = rounds.standings(self.ctx, self.event_id)
        assert isinstance(table, rounds.PodStandingsView)
        self.model.set_items(table.rows)
        self.note.setText(
            f"Standings after round {table.round}: points, then opponents' points share, "
            "then wins, then average place"
        )
