"""The round page's desk for head-to-head tables: two players a table, results typed as
"12 0004", pairing by hand and swapping two players, the award to the opponent of a player
who left, and the time-call form of the event's game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox, QPushButton

from opl_tournament.domain.model import RegistrationStatus
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.rules.base import Verdict
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services import adjudication, manual_pairing, registration, rounds
from opl_tournament.services.changes import Changed
from opl_tournament.services.events import get_event
from opl_tournament.services.round_shapes import head_to_head
from opl_tournament.ui.guard import run_action
from opl_tournament.ui.hand_pairing import HandPairingDialog
from opl_tournament.ui.language import say
from opl_tournament.ui.models import PairingsModel, RowsModel, StandingsModel
from opl_tournament.ui.result_entry import parse_result_entry
from opl_tournament.ui.table_desk import (
    DeskAction,
    DeskHost,
    DeskWords,
    TableDesk,
    standings_after_last_complete_round,
)
from opl_tournament.ui.time_call import TimeCallDialog
from opl_tournament.ui.vs_time_call import VsTimeCallDialog

Adjudicated = tuple[rounds.MatchView, Verdict]
"""A time-called table as recorded, with the verdict the service recorded."""


def _extra_given(minutes: int) -> str:
    """ "Table {table}: 5 extra minutes", or that it has none now (0 takes them back)."""
    if minutes == 0:
        return QCoreApplication.translate("head_to_head_desk", "Table {table}: no extra time")
    return QCoreApplication.translate(
        "head_to_head_desk", "Table {table}: %n extra minutes", "", minutes
    )


def _waiting(count: int) -> str:
    return QCoreApplication.translate(
        "head_to_head_desk", "%n tables to report: {tables}", "", count
    )


# QT_TRANSLATE_NOOP marks an English word for the catalog and returns it (str(): PySide's
# stubs say it returns object); the word is translated where it is shown.
_GONE = {
    "dropped": str(
        QT_TRANSLATE_NOOP(
            "head_to_head_desk",
            "Table {table}: {player} has dropped — record {opponent} as the winner",
        )
    ),
    "disqualified": str(
        QT_TRANSLATE_NOOP(
            "head_to_head_desk",
            "Table {table}: {player} has been disqualified — record {opponent} as the winner",
        )
    ),
}
"""A player who left the event during the round, by their status (a drop, else said so)."""


def desk_words() -> DeskWords:
    """The round page's words for head-to-head tables."""
    translate = QCoreApplication.translate
    return DeskWords(
        rows=translate("head_to_head_desk", "Tables of the shown round"),
        pair_button=translate("head_to_head_desk", "&Pair next round"),
        pair_title=translate("head_to_head_desk", "Pair next round"),
        pair_menu=translate("head_to_head_desk", "&Pair next round"),
        pairing=translate("head_to_head_desk", "Pairing the next round…"),
        take_back_button=translate("head_to_head_desk", "Ta&ke back pairing"),
        take_back_title=translate("head_to_head_desk", "Take back pairing"),
        no_round=translate("head_to_head_desk", "No round paired yet"),
        first_round=translate("head_to_head_desk", "Register the players, then pair round 1."),
        made=translate("head_to_head_desk", "Round {number} is paired"),
        none_yet=translate("head_to_head_desk", "{title}: no round has been paired yet."),
        which=translate("head_to_head_desk", "Table:"),
        extra_button=translate("head_to_head_desk", "E&xtra time for a table…"),
        extra_question=translate("head_to_head_desk", "Extra minutes for table {table} (0: none):"),
        extra_given=_extra_given,
        recorded=translate("head_to_head_desk", "Round {round} table {table}: {result}"),
        entry_hint=translate(
            "head_to_head_desk", "Result: table then winner — e.g. 12 0004, 12 a, 12 dl — Enter"
        ),
        waiting=_waiting,
    )


class HeadToHeadDesk(TableDesk):
    """Two players a table (or a bye)."""

    model: PairingsModel

    def __init__(self, page: DeskHost) -> None:
        super().__init__(page, PairingsModel(), desk_words())
        self.opponent_wins = QPushButton()
        self.opponent_wins.setToolTip(
            QCoreApplication.translate(
                "head_to_head_desk",
                "A player left the event during the round: their opponent wins this table",
            )
        )
        self.opponent_wins.clicked.connect(lambda _=False: self.award_opponent())
        self.opponent_wins.hide()

    def pairing_actions(self) -> Sequence[DeskAction]:
        return (
            (
                QCoreApplication.translate("head_to_head_desk", "Pair b&y hand…"),
                self.pair_by_hand,
                None,
            ),
            (
                QCoreApplication.translate("head_to_head_desk", "S&wap two players…"),
                self.swap,
                None,
            ),
        )

    def install(self) -> None:
        self.page.add_desk_widget(self.opponent_wins)

    def load_rounds(self) -> list[rounds.RoundView]:
        # one read: rounds and players
        history = head_to_head.event_history(self.page.ctx, self.page.event_id)
        self.registrations = history.registrations
        self.model.gone = {
            r.number: r.status.value
            for r in history.registrations
            if r.status is not RegistrationStatus.ACTIVE
        }
        return head_to_head.round_views(history)

    def rows_of(self, view: rounds.RoundView) -> Sequence[rounds.MatchView]:
        return view.matches

    def status_shown(self) -> None:
        left = self.model.left_the_event()
        if not left:
            self.opponent_wins.hide()
            return
        match, gone, opponent = left[0]
        said = _GONE.get(self.model.gone[gone], _GONE["dropped"])
        self.opponent_wins.setText(
            QCoreApplication.translate("head_to_head_desk", said).format(
                table=match.table, player=gone, opponent=opponent
            )
        )
        self.opponent_wins.show()

    def award_opponent(self) -> None:
        """The waiting table of a player who left: their opponent wins."""
        page = self.page
        left = self.model.left_the_event()
        number = page.shown_round_number()
        if not left or number is None:
            return
        match, _gone, opponent = left[0]
        page.record_result(
            QCoreApplication.translate("head_to_head_desk", "Opponent wins"),
            lambda: rounds.report_result(
                page.ctx, page.event_id, number, match.table, winner=opponent
            ),
        )

    def read_entry(
        self, text: str, view: rounds.RoundView, correction: bool
    ) -> Callable[[], Changed[rounds.TableView]]:
        entry = parse_result_entry(text, {m.table: (m.a, m.b) for m in view.matches})
        match = next(m for m in view.matches if m.table == entry.table)
        shown = rounds.ShownResult(match.result, match.winner)
        ctx, event_id = self.page.ctx, self.page.event_id
        return lambda: rounds.report_result(
            ctx,
            event_id,
            view.number,
            entry.table,
            winner=entry.winner,
            double_loss=entry.winner is None and not entry.draw,
            result=ResultCode.DRAW.value if entry.draw else ResultCode.WIN.value,
            correction=correction,
            replacing=shown,
        )

    def pair_by_hand(self) -> None:
        page = self.page
        players = [
            r.number
            for r in registration.list_registrations(page.ctx, page.event_id)
            if r.status is RegistrationStatus.ACTIVE and not r.is_staff
        ]
        dialog = HandPairingDialog(players, page.widget)

        def check() -> None:
            warnings = run_action(
                dialog,
                QCoreApplication.translate("head_to_head_desk", "Check the pairing"),
                lambda: manual_pairing.preview_hand_pairing(
                    page.ctx, page.event_id, dialog.pairs()
                ),
            )
            if warnings is not None:
                dialog.show_warnings([say(w.sentence) for w in warnings])

        dialog.check_button.clicked.connect(check)
        dialog.pair = lambda pairs: partial(
            manual_pairing.pair_round_by_hand, page.ctx, page.event_id, pairs
        )
        dialog.initiator = page.widget
        if dialog.exec() != HandPairingDialog.DialogCode.Accepted:
            return
        warn = self._warn(QCoreApplication.translate("head_to_head_desk", "Paired, with warnings"))
        warn(dialog.outcome)

    def swap(self) -> None:
        page = self.page
        title = QCoreApplication.translate("head_to_head_desk", "Swap two players")
        text, ok = QInputDialog.getText(
            page.widget,
            title,
            QCoreApplication.translate(
                "head_to_head_desk", "The two player numbers to swap (e.g. 0003 0007):"
            ),
        )
        if not ok or not text.strip():
            return
        parts = text.split()
        if len(parts) != 2:
            QMessageBox.warning(
                page.widget,
                title,
                QCoreApplication.translate("head_to_head_desk", "Give exactly two player numbers."),
            )
            return
        shown = page.rounds[-1] if page.rounds else None  # refused if another station changed it
        page.act(
            title,
            lambda: manual_pairing.swap_players(
                page.ctx, page.event_id, parts[0], parts[1], expected=shown
            ),
            done=self._warn(
                QCoreApplication.translate("head_to_head_desk", "Swapped, with warnings")
            ),
        )

    def _warn(self, title: str) -> Callable[[object], None]:
        """After a pairing by hand or a swap: the warnings the judge accepted, shown."""

        def shown(result: object) -> None:
            if isinstance(result, manual_pairing.HandPairing) and result.warnings:
                text = "\n".join(say(w.sentence) for w in result.warnings)
                QMessageBox.information(self.page.widget, title, text)

        return shown

    def time_called(self) -> None:
        """The judge fills the time-call form at the table; the rules engine decides."""
        page = self.page
        title = QCoreApplication.translate("head_to_head_desk", "Time called")
        chosen = page.chosen_table(title)
        if chosen is None:
            return
        number, table = chosen
        match = next((m for m in self.model.items if m.table == table), None)
        if match is None or match.b is None:
            QMessageBox.warning(
                page.widget,
                title,
                QCoreApplication.translate(
                    "head_to_head_desk", "Table {table} has no game this round."
                ).format(table=table),
            )
            return
        if self.reported_already(title, match):
            return
        game = get_event(page.ctx, page.event_id).settings.game
        # where a refusal of the form says it went wrong, in the window's language
        source = QCoreApplication.translate(
            "head_to_head_desk", "time-call form, table {table}"
        ).format(table=table)
        if rules_for(game).time_call_form == "vs":
            players = ((match.a, match.a_name, match.a), (match.b, match.b_name, match.b))
            vs_form = VsTimeCallDialog(game.value, table, players, page.widget)

            def vs_filled() -> None:  # again, as filled, when the service refuses it
                if vs_form.exec() == QDialog.DialogCode.Accepted:
                    self._decide(number, table, vs_form.state, source, again=vs_filled)

            vs_filled()
            return
        dialog = TimeCallDialog(
            table, ((match.a, match.a_name), (match.b, match.b_name)), page.widget
        )

        def filled() -> None:  # again, as filled, when the service refuses it
            if dialog.exec() != TimeCallDialog.DialogCode.Accepted:
                return
            judge = (dialog.judge_winner(), dialog.reason.text().strip())
            self._decide(number, table, dialog.state, source, judge=judge, again=filled)

        filled()

    def time_called_from_file(self) -> None:
        title = QCoreApplication.translate("head_to_head_desk", "Time-call form file")
        self.decide_from_file(self.page.chosen_table(title), self._decide)

    def _decide(
        self,
        number: int,
        table: int,
        state: Callable[[], dict[str, Any]],
        source: str,
        *,
        judge: tuple[str | None, str] = (None, ""),
        again: Callable[[], None] | None = None,
    ) -> None:
        """The service decides by the rules engine and records the verdict; when the players
        are level on every step, the judge names the winner and it is recorded so. ``again``:
        the form shown again as it was filled, after the service refused it."""
        page = self.page
        title = QCoreApplication.translate("head_to_head_desk", "Time called")
        correction = page.correcting()
        shown = self.model.shown_result(number, table)

        def record(form: dict[str, Any], decision: tuple[str | None, str]) -> Changed[Adjudicated]:
            winner, note = decision
            return adjudication.record_adjudication(
                page.ctx,
                page.event_id,
                number,
                table,
                form,
                judge_winner=winner,
                note=note,
                correction=correction,
                replacing=shown,
                source=source,
            )

        def judge_names(
            form: dict[str, Any], error: adjudication.JudgeMustDecide
        ) -> tuple[str | None, str] | None:
            ids = [str(p.get("id")) for p in form.get("players", []) if isinstance(p, dict)]
            winner, ok = QInputDialog.getItem(
                page.widget,
                QCoreApplication.translate("head_to_head_desk", "The judge decides"),
                QCoreApplication.translate("head_to_head_desk", "{verdict}\n\nWinner:").format(
                    verdict=say(error.explanation)
                ),
                ids,
                0,
                False,
            )
            return (winner, judge[1]) if ok else None

        self.adjudicate(title, table, state, record, judge, judge_names, again=again)

    def standings_model(self) -> StandingsModel:
        return StandingsModel()

    def read_standings(self, model: RowsModel[Any]) -> str:
        table, heading = standings_after_last_complete_round(self.page.ctx, self.page.event_id)
        assert isinstance(table, rounds.StandingsView) and isinstance(model, StandingsModel)
        model.set_standings(table.standings.rows, table.standings.order, table.cut)
        return heading
