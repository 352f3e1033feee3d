"""The round page's desk for pods (Vs. System free-for-all, 2 vs 2, boss battles): each row
is a pod, a result is every side's place (typed, or in a dialog), and a time call places the
pod's players."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import Verdict
from opl_tournament.services import rounds
from opl_tournament.services.adjudication import (
    JudgeMustDecide,
    record_pod_adjudication,
)
from opl_tournament.services.changes import Changed
from opl_tournament.services.events import get_event
from opl_tournament.ui.guard import window_words
from opl_tournament.ui.models import PodsModel, PodStandingsModel, RowsModel
from opl_tournament.ui.table_desk import (
    DeskAction,
    DeskHost,
    DeskWords,
    TableDesk,
    standings_after_last_complete_round,
)
from opl_tournament.ui.vs_time_call import VsTimeCallDialog


def _extra_given(minutes: int) -> str:
    """ "Pod {table}: 5 extra minutes", or that it has none now (0 takes them back)."""
    if minutes == 0:
        return QCoreApplication.translate("pod_desk", "Pod {table}: no extra time")
    return QCoreApplication.translate("pod_desk", "Pod {table}: %n extra minutes", "", minutes)


def _waiting(count: int) -> str:
    return QCoreApplication.translate("pod_desk", "%n pods to report: {tables}", "", count)


def desk_words() -> DeskWords:
    """The round page's words for pods."""
    translate = QCoreApplication.translate
    return DeskWords(
        rows=translate("pod_desk", "Pods of the shown round"),
        pair_button=translate("pod_desk", "Seat next ro&und"),
        pair_title=translate("pod_desk", "Seat next round"),
        pair_menu=translate("pod_desk", "&Seat next round"),
        pairing=translate("pod_desk", "Seating the next round…"),
        take_back_button=translate("pod_desk", "Ta&ke back seating"),
        take_back_title=translate("pod_desk", "Take back seating"),
        no_round=translate("pod_desk", "No round seated yet"),
        first_round=translate("pod_desk", "Register the players, then seat round 1."),
        made=translate("pod_desk", "Round {number} is seated"),
        none_yet=translate("pod_desk", "{title}: no round has been seated yet."),
        which=translate("pod_desk", "Pod:"),
        extra_button=translate("pod_desk", "E&xtra time for a pod…"),
        extra_question=translate("pod_desk", "Extra minutes for pod {table} (0: none):"),
        extra_given=_extra_given,
        recorded=translate("pod_desk", "Round {round} pod {table}: {result}"),
        entry_hint=translate(
            "pod_desk",
            "Result: pod then winner, or every place — e.g. 3 0004, 3 0004=1 0007=2 — Enter",
        ),
        waiting=_waiting,
    )


def parse_pod_entry(text: str) -> tuple[int, str | None, dict[str, int] | None]:
    """``12 0004`` (0004 won pod 12) or ``12 0004=1 0007=2 0001=2`` (every place)."""
    parts = text.split()
    if len(parts) < 2 or not parts[0].isdigit():
        raise InvalidInput(
            QCoreApplication.translate(
                "pod_desk",
                "type the pod, then the winner or every place: 12 0004, or 12 0004=1 0007=2 …",
            ),
            field="result",
        )
    table = int(parts[0])
    if len(parts) == 2 and "=" not in parts[1]:
        return table, parts[1], None
    return table, None, rounds.parse_placings(" ".join(parts[1:]))


class PodResultDialog(QDialog):
    """Every side's place at one pod (1 = won). A new result starts with no place chosen, and OK
    waits until every side has one; a shared first place needs "tie for first" ticked."""

    def __init__(self, pod: rounds.PodView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Result of pod {table}").format(table=pod.table))
        form = QFormLayout()
        self.places: dict[str, QSpinBox] = {}
        for side in pod.sides:
            members = [s for s in pod.seats if s.side == side]
            box = QSpinBox()
            box.setRange(0, len(pod.sides))
            box.setSpecialValueText(self.tr("choose"))  # 0: no place chosen yet
            box.setValue(members[0].placing or 0)
            box.valueChanged.connect(self._check)
            label = QLabel(" & ".join(s.label() for s in members))
            label.setProperty("shows_data", True)  # the side's players
            label.setBuddy(box)
            form.addRow(label, box)
            self.places[side] = box
        self.tie_for_first = QCheckBox(self.tr("&Tie for first: the sides placed 1 share the win"))
        self.tie_for_first.setChecked(list(self.placings().values()).count(1) > 1)
        self.tie_for_first.toggled.connect(self._check)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(self.tr("Each side's place: 1 = won; give equal places for a tie."))
        )
        layout.addLayout(form)
        layout.addWidget(self.tie_for_first)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self._check()

    def placings(self) -> dict[str, int]:
        return {side: box.value() for side, box in self.places.items()}

    def missing(self) -> str:
        """Why OK waits ("" when the places can be recorded)."""
        places = self.placings()
        unplaced = sum(1 for place in places.values() if place == 0)
        if unplaced:
            return self.tr("Choose a place for %n more sides.", "", unplaced)
        if 1 not in places.values():
            return self.tr("One side (or several, tied) must be placed 1.")
        if list(places.values()).count(1) > 1 and not self.tie_for_first.isChecked():
            return self.tr(
                'More than one side is placed 1: tick "Tie for first" if they share the win.'
            )
        return ""

    def _check(self) -> None:
        problem = self.missing()
        self.problem.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)

    def accept(self) -> None:
        if not self.missing():  # OK is disabled meanwhile; Enter must not slip past it
            super().accept()


class PodDesk(TableDesk):
    """Three or four players a table, or two teams of two; each side gets a place."""

    has_bracket = False

    model: PodsModel

    def __init__(self, page: DeskHost) -> None:
        super().__init__(page, PodsModel(), desk_words())

    def actions(self) -> Sequence[DeskAction]:
        return (
            (
                QCoreApplication.translate("pod_desk", "Result of selected &pod…"),
                self.enter_selected_result,
                None,
            ),
        )

    def install(self) -> None:
        self.page.when_row_double_clicked(self.enter_result_dialog)

    def load_rounds(self) -> list[rounds.RoundView]:
        return rounds.list_rounds(self.page.ctx, self.page.event_id)

    def rows_of(self, view: rounds.RoundView) -> Sequence[rounds.PodView]:
        return view.pods

    def read_entry(
        self, text: str, view: rounds.RoundView, correction: bool
    ) -> Callable[[], Changed[rounds.TableView]]:
        table, winner, placings = parse_pod_entry(text)
        return self._reporting(view.number, table, winner, placings, correction)

    def _reporting(
        self,
        number: int,
        table: int,
        winner: str | None,
        placings: dict[str, int] | None,
        correction: bool,
    ) -> Callable[[], Changed[rounds.TableView]]:
        ctx, event_id = self.page.ctx, self.page.event_id
        return lambda: rounds.report_result(
            ctx,
            event_id,
            number,
            table,
            winner=winner,
            placings=placings,
            correction=correction,
        )

    def enter_selected_result(self) -> None:
        chosen = self._chosen_pod(QCoreApplication.translate("pod_desk", "Pod"))
        if chosen is not None:
            self.enter_result_dialog(self.model.items.index(chosen[1]))

    def enter_for(self, table: int) -> None:
        """A pod's places are entered in its dialog."""
        row = next((i for i, pod in enumerate(self.model.items) if pod.table == table), None)
        if row is not None:
            self.enter_result_dialog(row)

    def enter_result_dialog(self, row: int) -> None:
        page = self.page
        number = page.shown_round_number()
        if number is None or not 0 <= row < len(self.model.items):
            return
        pod = self.model.items[row]
        if pod.bye:
            return
        dialog = PodResultDialog(pod, page.widget)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            if pod.reported:  # only now: a cancelled dialog leaves the result line's guard on
                page.start_correcting()
            work = self._reporting(number, pod.table, None, dialog.placings(), page.correcting())
            page.record_result(QCoreApplication.translate("pod_desk", "Enter a result"), work)

    def _chosen_pod(self, title: str) -> tuple[int, rounds.PodView] | None:
        """The round shown and its selected pod, or the pod whose number the judge types."""
        page = self.page
        chosen = page.chosen_table(title)
        if chosen is None:
            return None
        number, table = chosen
        pod = next((p for p in self.model.items if p.table == table), None)
        if pod is None or pod.bye:
            said = (
                QCoreApplication.translate("pod_desk", "Table {table} is a bye.")
                if pod is not None
                else QCoreApplication.translate(
                    "pod_desk", "There is no table {table} in this round."
                )
            )
            QMessageBox.information(page.widget, title, said.format(table=table))
            return None
        return number, pod

    def time_called(self) -> None:
        """Time was called on the selected pod (or the one typed): the judge fills the game's
        form here."""
        chosen = self._chosen_pod(QCoreApplication.translate("pod_desk", "Time called"))
        if chosen is None:
            return
        number, pod = chosen
        if self.reported_already(QCoreApplication.translate("pod_desk", "Time called"), pod):
            return
        game = get_event(self.page.ctx, self.page.event_id).settings.game.value
        players = [(s.number, s.name, s.side) for s in pod.seats]
        dialog = VsTimeCallDialog(game, pod.table, players, self.page.widget)
        # where a refusal of the form says it went wrong, in the window's language
        source = QCoreApplication.translate("pod_desk", "time-call form, table {table}").format(
            table=pod.table
        )

        def filled() -> None:  # again, as filled, when the service refuses it
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self._decide(number, pod, dialog.state, source, again=filled)

        filled()

    def time_called_from_file(self) -> None:
        title = QCoreApplication.translate("pod_desk", "Time-call form file")
        self.decide_from_file(self._chosen_pod(title), self._decide)

    def _decide(
        self,
        number: int,
        pod: rounds.PodView,
        form: Callable[[], dict[str, Any]],
        source: str,
        *,
        again: Callable[[], None] | None = None,
    ) -> None:
        """The engine places the pod's players of round ``number``; when they are level, the
        judge does. ``again``: the form shown again as it was filled, after a refusal."""
        page = self.page
        title = QCoreApplication.translate("pod_desk", "Time called")

        def record(
            state: dict[str, Any], judge: dict[str, int] | None
        ) -> Changed[tuple[rounds.PodView, Verdict]]:
            return record_pod_adjudication(
                page.ctx,
                page.event_id,
                number,
                pod.table,
                state,
                judge_placings=judge,
                correction=pod.reported,
                source=source,
            )

        def judge_places(_state: dict[str, Any], error: JudgeMustDecide) -> dict[str, int] | None:
            # Level on every step: the judge places the players.
            QMessageBox.information(page.widget, title, window_words(error))
            dialog = PodResultDialog(pod, page.widget)
            dialog.setWindowTitle(
                QCoreApplication.translate("pod_desk", "The judge places table {table}").format(
                    table=pod.table
                )
            )
            return dialog.placings() if dialog.exec() == QDialog.DialogCode.Accepted else None

        self.adjudicate(title, pod.table, form, record, None, judge_places, again=again)

    def standings_model(self) -> PodStandingsModel:
        return PodStandingsModel()

    def read_standings(self, model: RowsModel[Any]) -> str:
        table, heading = standings_after_last_complete_round(self.page.ctx, self.page.event_id)
        assert isinstance(table, rounds.PodStandingsView)
        model.set_items(table.rows)
        if not table.round:
            return heading  # nobody has points yet: no order to explain
        return QCoreApplication.translate(
            "pod_desk",
            "{standings}: points, then opponents' points share, then wins, then average place",
        ).format(standings=heading)
