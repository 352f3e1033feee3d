""" "Judge: table 12" ("Judge: pod 3") in large letters for each judge call not yet acknowledged
(the projector's banner; a judge answers the call in the round page's Reports panel)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel

from opl_tournament.domain.errors import DomainError
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_service import open_calls
from opl_tournament.ui import theme


def call_words(table: int | None, number: str, in_pods: bool) -> str:
    if table is not None:
        words = (
            QCoreApplication.translate("judge_calls_banner", "Judge: pod {table}")
            if in_pods
            else QCoreApplication.translate("judge_calls_banner", "Judge: table {table}")
        )
        return words.format(table=table)
    return QCoreApplication.translate("judge_calls_banner", "Judge: player {number}").format(
        number=number
    )


class JudgeCallsBanner(QLabel):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.setFont(QFont(self.font().family(), 30, QFont.Weight.Bold))
        self.setWordWrap(True)
        theme.keep_styled(self, lambda: self.setStyleSheet(theme.warning_style()))
        self.hide()

    def refresh(self, in_pods: bool) -> None:
        """``in_pods``: the event seats pods (a call is at a pod)."""
        try:
            calls = open_calls(self.ctx, self.event_id)
        except DomainError:  # the database busy for a moment: keep what is shown
            return
        self.setText("     ".join(call_words(c.table, c.number, in_pods) for c in calls))
        self.setVisible(bool(calls))
