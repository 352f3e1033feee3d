"""The event's self-service settings as the New event and Edit event… dialogs show them: players'
own reports for the Swiss rounds and for the top cut, check-in, and deck lists open or locked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from opl_tournament.domain.event_policies import SelfReportPolicy
from opl_tournament.domain.self_report import SelfReportMode

MODE_WORDS = {
    SelfReportMode.OFF: str(
        QT_TRANSLATE_NOOP("self_report_fields", "off — only the judge enters results")
    ),
    SelfReportMode.CONFIRM: str(
        QT_TRANSLATE_NOOP("self_report_fields", "confirm — a result counts once both players agree")
    ),
    SelfReportMode.JUDGE: str(
        QT_TRANSLATE_NOOP(
            "self_report_fields", "judge — agreed results wait for the judge's accept"
        )
    ),
}


def _words(text: str) -> str:
    return QCoreApplication.translate("self_report_fields", text)


class SelfReportFields:
    """The four fields, filled from ``policy`` (a new event's: the defaults)."""

    def __init__(self, policy: SelfReportPolicy | None = None) -> None:
        policy = policy or SelfReportPolicy()
        self.policy = policy
        self.swiss = QComboBox()
        for mode, words in MODE_WORDS.items():
            self.swiss.addItem(_words(words), mode)
        self.swiss.setCurrentIndex(self.swiss.findData(policy.swiss))
        self.cut = QComboBox()
        self.cut.addItem(
            QCoreApplication.translate("self_report_fields", "as the Swiss rounds"), None
        )
        for mode, words in MODE_WORDS.items():
            self.cut.addItem(_words(words), mode)
        self.cut.setCurrentIndex(self.cut.findData(policy.cut))
        self.check_in = QCheckBox(
            QCoreApplication.translate(
                "self_report_fields", "players check in from their phones before round 1"
            )
        )
        self.check_in.setChecked(policy.check_in)
        self.deck_lists = QComboBox()
        self.deck_lists.addItem(
            QCoreApplication.translate("self_report_fields", "open — players may send theirs"),
            "open",
        )
        self.deck_lists.addItem(
            QCoreApplication.translate("self_report_fields", "locked"), "locked"
        )
        self.deck_lists.setCurrentIndex(1 if policy.decks_locked else 0)

    def rows(self) -> tuple[tuple[str, QWidget], ...]:
        return (
            (
                QCoreApplication.translate("self_report_fields", "Players report (Swiss)"),
                self.swiss,
            ),
            (
                QCoreApplication.translate("self_report_fields", "Players report (top cut)"),
                self.cut,
            ),
            (QCoreApplication.translate("self_report_fields", "Check-in"), self.check_in),
            (QCoreApplication.translate("self_report_fields", "Deck lists"), self.deck_lists),
        )

    def fields(self) -> dict[str, QWidget]:
        """The service's field names, for a refusal shown next to its field."""
        return {
            "self-report": self.swiss,
            "self-report-cut": self.cut,
            "deck-lists": self.deck_lists,
        }

    def chosen(self) -> SelfReportPolicy:
        return SelfReportPolicy(
            swiss=SelfReportMode(self.swiss.currentData()),
            cut=self._cut(),
            check_in=self.check_in.isChecked(),
            decks_locked=self.deck_lists.currentData() == "locked",
        )

    def _cut(self) -> SelfReportMode | None:
        if not self.cut.isEnabled():  # the event has no cut: its setting stays as it is
            return self.policy.cut
        data = self.cut.currentData()
        return None if data is None else SelfReportMode(data)

    def changes(self) -> dict[str, Any]:
        """``EventChanges``' self-report fields the judge changed (only those). A cut set back
        to "as the Swiss rounds" is stored as the Swiss rounds' mode."""
        old, new = self.policy, self.chosen()
        changed: dict[str, Any] = {}
        if new.swiss != old.swiss:
            changed["self_report"] = new.swiss.value
        if new.cut != old.cut:
            changed["self_report_cut"] = (new.cut or new.swiss).value
        if new.check_in != old.check_in:
            changed["check_in"] = new.check_in
        if new.decks_locked != old.decks_locked:
            changed["deck_lists"] = "locked" if new.decks_locked else "open"
        return changed
