"""Dialogs that collect what a judge action needs; the action itself is a service call."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from opl_tournament.domain.model import (
    EventFormat,
    EventSettings,
    Game,
    Official,
    OfficialRole,
    PlayerIdentity,
    Registration,
    TournamentType,
)
from opl_tournament.domain.pairing.pods import PodFormat
from opl_tournament.domain.registration import parse_fee
from opl_tournament.services.registration import Entrant

FORMAT_NAMES = {
    EventFormat.SWISS: "Swiss",
    EventFormat.SINGLE: "Single elimination",
    EventFormat.DOUBLE: "Double elimination",
    EventFormat.COMBINATION: "Swiss, then a top cut (recommended)",
}


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


POD_NAMES = {
    PodFormat.FREE_FOR_ALL.value: "pods of 3-4, free-for-all (Vs. System)",
    PodFormat.TWO_VS_TWO.value: "2 vs 2 teams (Vs. 2PCG)",
    PodFormat.BOSS.value: "boss battles of 3 (Vs. 2PCG)",
}


class NewEventDialog(QDialog):
    """Everything fixed when an event is created (the number of rounds may default)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New event")
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setPlaceholderText("e.g. Spring Open")
        self.game = QComboBox()
        for game in Game:
            self.game.addItem(game.value, game)
        self.tournament_type = QComboBox()
        for kind in TournamentType:
            self.tournament_type.addItem(kind.value, kind)
        self.format = QComboBox()
        for fmt, label in FORMAT_NAMES.items():
            self.format.addItem(label, fmt)
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 30)
        self.rounds.setSpecialValueText("from the field size")
        self.cut = QComboBox()
        self.cut.addItem("from the field size", None)
        for size in (2, 4, 8, 16, 32):
            self.cut.addItem(f"top {size}", size)
        self.time_limit = QSpinBox()
        self.time_limit.setRange(30, 45)
        self.time_limit.setValue(45)
        self.time_limit.setSuffix(" min")
        self.sanction = QLineEdit()
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.place = QLineEdit()
        self.judge = QLineEdit()
        self.assistants = QLineEdit()
        self.assistants.setPlaceholderText("names separated by commas")
        self.paper = QComboBox()
        self.paper.addItems(["Letter", "A4"])
        self.staff = QCheckBox("an odd field plays the staff player instead of a bye")
        self.pods = QComboBox()
        self.pods.addItem("head to head", None)
        for pod_format, label in POD_NAMES.items():
            self.pods.addItem(label, pod_format)
        self.pods.setToolTip("Vs. System only: seat players in pods, paired Swiss")
        for label, widget in (
            ("Name", self.name),
            ("Game", self.game),
            ("Tournament type", self.tournament_type),
            ("Format", self.format),
            ("Swiss rounds", self.rounds),
            ("Top cut", self.cut),
            ("Time limit", self.time_limit),
            ("Sanction number", self.sanction),
            ("Date", self.date),
            ("Place", self.place),
            ("Judge", self.judge),
            ("Assistant referees", self.assistants),
            ("Paper", self.paper),
            ("Odd field", self.staff),
            ("Tables", self.pods),
        ):
            form.addRow(label, widget)
        form.addRow(_buttons(self))

    def settings(self) -> EventSettings:
        fmt = EventFormat(self.format.currentData())
        return EventSettings(
            name=self.name.text(),
            game=Game(self.game.currentData()),
            tournament_type=TournamentType(self.tournament_type.currentData()),
            format=fmt,
            swiss_rounds=self.rounds.value() or None,
            cut_size=self.cut.currentData() if fmt is EventFormat.COMBINATION else None,
            seed=secrets.randbelow(2**31),
            sanction_number=self.sanction.text(),
            date=self.date.date().toString("yyyy-MM-dd"),
            place=self.place.text(),
            time_limit_minutes=self.time_limit.value(),
            paper_size=self.paper.currentText(),
            odd_field="staff" if self.staff.isChecked() else "bye",
            policies={} if self.pods.currentData() is None else {"pods": self.pods.currentData()},
        )

    def officials(self) -> tuple[Official, ...]:
        judges = (
            [Official(self.judge.text(), OfficialRole.JUDGE)] if self.judge.text().strip() else []
        )
        assistants = [
            Official(name.strip(), OfficialRole.ASSISTANT_REFEREE)
            for name in self.assistants.text().split(",")
            if name.strip()
        ]
        return tuple(judges + assistants)


class AddPlayerDialog(QDialog):
    """A player at the registration table: a Legion number, or none for a temporary one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Register a player")
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.legion = QLineEdit()
        self.legion.setPlaceholderText("empty: issue a temporary number")
        self.email = QLineEdit()
        self.staff = QCheckBox("the staff player (plays only to fill an odd field, unrated)")
        self.fee = QLineEdit()
        self.fee.setPlaceholderText("e.g. 5.00")
        self.paid = QCheckBox("fee paid")
        self.team = QLineEdit()
        self.team.setPlaceholderText("2 vs 2 events: the team's name")
        for label, widget in (
            ("Name", self.name),
            ("Legion number", self.legion),
            ("E-mail", self.email),
            ("Fee", self.fee),
            ("", self.paid),
            ("", self.staff),
            ("Team", self.team),
        ):
            form.addRow(label, widget)
        form.addRow(_buttons(self))

    def fill_from(self, registration: Registration) -> None:
        """Editing a registered player: the number stays; identity and fee may change."""
        self.name.setText(registration.player.name)
        self.email.setText(registration.player.identity.email)
        self.legion.setText(registration.number)
        self.legion.setEnabled(False)
        self.fee.setText(f"{registration.fee_cents / 100:.2f}" if registration.fee_cents else "")
        self.paid.setChecked(registration.fee_paid)
        self.staff.setChecked(registration.is_staff)
        self.staff.setEnabled(False)
        self.team.setText(registration.team or "")
        self.team.setEnabled(False)

    def entrant(self) -> Entrant:
        fee = parse_fee(self.fee.text()) if self.fee.text().strip() else 0
        return Entrant(
            identity=PlayerIdentity(name=self.name.text(), email=self.email.text().strip()),
            legion_number=self.legion.text().strip() or None,
            fee_cents=fee,
            fee_paid=self.paid.isChecked(),
            is_staff=self.staff.isChecked(),
            team=self.team.text().strip() or None,
        )
