"""The round page's Reports panel: what the players did from their phones and what waits for the
judge — tables reported and waiting for the opponent, disputed tables with every claim side by
side (accept one, or enter another result), players who dropped themselves, and judge calls to
acknowledge.

It is read again with the round page, which the window reads again whenever anything changed
here or elsewhere (another station, the players' page's ``serve`` process): see
``EventView.apply``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTime
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.self_report import DOUBLE_LOSS, TableStatus, actor_said
from opl_tournament.language.languages import Language
from opl_tournament.services.local_time import local_time
from opl_tournament.services.rounds import MatchView, RoundView
from opl_tournament.services.self_report import TableReportView, accept_report
from opl_tournament.services.self_service import ReportsView, answer_call, reports
from opl_tournament.ui.buttons import Action, push_button
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.guard import run_action, tell
from opl_tournament.ui.language import say, window_language
from opl_tournament.ui.table_desk import DeskHost

# QT_TRANSLATE_NOOP marks an English word for the catalog and returns it (str(): PySide's
# stubs say it returns object); the word is translated where it is shown.
_STATUS_WORDS = {
    TableStatus.AWAITING_OPPONENT: str(
        QT_TRANSLATE_NOOP("reports_panel", "waiting for the opponent")
    ),
    TableStatus.AWAITING_JUDGE: str(
        QT_TRANSLATE_NOOP("reports_panel", "agreed, waiting for the judge")
    ),
}


def claim_words(claim: dict[str, Any]) -> str:
    """What one player says happened: "0004 won", "a double loss", "0004 1, 0007 2"."""
    translate = QCoreApplication.translate
    if claim.get("winner") is not None:
        return translate("reports_panel", "{player} won").format(player=claim["winner"])
    if claim.get("result") is not None:
        if claim["result"] == DOUBLE_LOSS:
            return translate("reports_panel", "a double loss")
        return translate("reports_panel", "a draw")
    places = sorted(dict(claim.get("places") or {}).items(), key=lambda item: (item[1], item[0]))
    return ", ".join(f"{side} {place}" for side, place in places)


def _clock(stamp: str) -> str:
    """The time of day of a stored time stamp, in the station's local time: "10:42:07" in
    English, else as the window's language writes a time ("10 h 42" in French)."""
    shown = local_time(stamp).rpartition(" ")[2]
    moment = QTime.fromString(shown, "HH:mm:ss")
    if window_language() is Language.ENGLISH or not moment.isValid():
        return shown
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def _names_in(view: RoundView | None) -> dict[str, str]:
    """The names of the players seated in the round, by number."""
    names: dict[str, str] = {}
    for table in view.tables if view is not None else ():
        if isinstance(table, MatchView):
            names[table.a] = table.a_name
            if table.b is not None:
                names[table.b] = table.b_name
        else:
            names.update((seat.number, seat.name) for seat in table.seats)
    return names


class ReportsPanel(QGroupBox):
    """The players' reports of the round being played, drops and judge calls (hidden while the
    event's players do not act from their phones)."""

    def __init__(self, page: DeskHost, enter_for: Callable[[int], None]) -> None:
        """``enter_for``: the judge enters one table's result themselves (the page's desk)."""
        super().__init__(self.tr("Players' reports"))
        self.page = page
        self._enter_for = enter_for
        self.view: ReportsView | None = None
        self._names: dict[str, str] = {}
        self._rows = QVBoxLayout(self)
        self.setVisible(False)

    def refresh(self, serves_players: bool) -> None:
        if not serves_players:  # nothing to read: the round page stays as quick as before
            self.view = None
            self._clear()
            self.setVisible(False)
            return
        page = self.page
        view = run_action(
            self, self.tr("Players' reports"), lambda: reports(page.ctx, page.event_id)
        )
        self.view = view
        self._clear()
        if view is None:
            return
        self._names = _names_in(page.rounds[-1] if page.rounds else None)
        called = list(view.called)
        dropped = [d for d in view.dropped if d.by.startswith("player ")]  # from a phone
        shown = bool(view.waiting or view.disputed or dropped or called)
        self.setVisible(True)
        if view.round:
            self.setTitle(self.tr("Players' reports — round {round}").format(round=view.round))
        else:
            self.setTitle(self.tr("Players' reports — before round 1"))
        pods = view.in_pods
        for call in called:
            if call.table is not None:
                judge = (
                    self.tr("<b>Judge: pod {table}</b> — {player}, {time}")
                    if pods
                    else self.tr("<b>Judge: table {table}</b> — {player}, {time}")
                )
            else:
                judge = (
                    self.tr("<b>Judge: no pod yet</b> — {player}, {time}")
                    if pods
                    else self.tr("<b>Judge: no table yet</b> — {player}, {time}")
                )
            self._row(
                judge.format(
                    table=call.table,
                    player=f"{call.number} {call.name}",
                    time=_clock(call.called_at),
                ),
                [(self.tr("Acknowledge"), partial(self.acknowledge, call.id))],
            )
        for table in view.disputed:
            self._disputed(table)
        for table in view.waiting:
            said = "; ".join(
                self.tr("{player}: {claim}").format(player=self._who(c["by"]), claim=claim_words(c))
                for c in table.claims
            )
            actions: list[Action] = []
            if table.status is TableStatus.AWAITING_JUDGE:
                first = str(table.claims[0]["by"])
                actions.append((self.tr("Accept"), partial(self.accept, table, first)))
            status = _STATUS_WORDS.get(table.status)
            line = (
                self.tr("Pod {table}: {claims} — {status}")
                if pods
                else self.tr("Table {table}: {claims} — {status}")
            )
            self._row(
                line.format(
                    table=table.table,
                    claims=said,
                    status=QCoreApplication.translate("reports_panel", status) if status else "",
                ),
                actions,
            )
        for player in dropped:
            self._row(
                self.tr("Dropped: {player} ({by}, {time})").format(
                    player=f"{player.number} {player.name}",
                    by=say(actor_said(player.by)),
                    time=_clock(player.at),
                ),
                [],
            )
        if not shown:
            nothing = (
                self.tr("Nothing waits: no pod reported from a phone, no judge call.")
                if pods
                else self.tr("Nothing waits: no table reported from a phone, no judge call.")
            )
            self._row(nothing, [])

    def _disputed(self, table: TableReportView) -> None:
        claims = "  |  ".join(
            self.tr("{player} says {claim}").format(player=self._who(c["by"]), claim=claim_words(c))
            for c in table.claims
        )
        actions: list[Action] = [
            (
                self.tr("Accept {player}'s").format(player=c["by"]),
                partial(self.accept, table, str(c["by"])),
            )
            for c in table.claims
        ]
        actions.append((self.tr("Enter another…"), partial(self.enter_another, table.table)))
        disputed = (
            self.tr("<b>Disputed, pod {table}:</b> {claims}")
            if self.view is not None and self.view.in_pods
            else self.tr("<b>Disputed, table {table}:</b> {claims}")
        )
        self._row(disputed.format(table=table.table, claims=claims), actions)

    def _who(self, number: object) -> str:
        """A player as the panel names them: "0004 Di"."""
        name = self._names.get(str(number), "")
        return f"{number} {name}".strip()

    def _row(self, text: str, actions: list[Action]) -> None:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        label = QLabel(text)
        label.setWordWrap(True)
        line.addWidget(label, 1)
        for words, action in actions:
            line.addWidget(push_button(words, action))
        self._rows.addWidget(row)
        row.show()  # at once (a layout shows a new child only once back in the event loop)

    def _clear(self) -> None:
        while (item := self._rows.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.hide()  # gone from the panel now; deleted once back in the event loop
                widget.deleteLater()

    def buttons(self) -> list[QPushButton]:
        """The panel's buttons as shown, in order (what a judge can click)."""
        return [b for b in self.findChildren(QPushButton) if b.isVisibleTo(self)]

    def lines(self) -> list[str]:
        """The panel's lines as shown (their text without the bold)."""
        return [
            label.text().replace("<b>", "").replace("</b>", "")
            for label in self.findChildren(QLabel)
            if label.isVisibleTo(self)
        ]

    # ----- the judge's actions

    def accept(self, table: TableReportView, player: str) -> None:
        page = self.page
        submit(
            self,
            self.tr("Accept a report"),
            lambda: accept_report(page.ctx, page.event_id, table.round, table.table, player),
            done=lambda _answer: tell(
                self,
                self.tr("Table {table}: recorded {player}'s report").format(
                    table=table.table, player=player
                ),
            ),
        )

    def acknowledge(self, call_id: int) -> None:
        page = self.page
        submit(
            self,
            self.tr("Acknowledge a judge call"),
            lambda: answer_call(page.ctx, page.event_id, call_id),
            done=lambda call: tell(self, self._answered(call.number, call.table)),
        )

    def _answered(self, number: str, table: int | None) -> str:
        if table is None:
            return self.tr("Answered {player}'s call").format(player=number)
        return self.tr("Answered {player}'s call at table {table}").format(
            player=number, table=table
        )

    def enter_another(self, table: int) -> None:
        """Neither claim: the judge enters the result as at the result line (or a pod's dialog)."""
        self._enter_for(table)
