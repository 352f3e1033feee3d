"""Players ▸ Give Legion number…: the Legion number a player with a temporary number now holds
(a newcomer who joined the Legion, or a member who forgot their number)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from opl_tournament.domain.errors import DomainError
from opl_tournament.domain.model import Registration
from opl_tournament.services.legion_numbers import FIELD
from opl_tournament.ui.dialogs import FormDialog


class LegionNumberDialog(FormDialog):
    """One box, the Legion number; a refusal is shown under it (or under the box for what
    is not the number's fault), what was typed kept."""

    def __init__(self, player: Registration, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            self.tr("Give {number} {name} a Legion number").format(
                number=player.number, name=player.player.name
            )
        )
        intro = QLabel(
            self.tr(
                "Games played under a temporary number wait for the player's Legion number: "
                "once it is given, the events already rated are rated again with them. If a "
                "member already holds this number, the player's registrations join that "
                "member's record."
            )
        )
        intro.setWordWrap(True)
        self.form.addRow(intro)
        self.number = QLineEdit()
        self.number.setPlaceholderText(self.tr("1 to 12 digits"))
        self.add_rows(((self.tr("Legion number"), self.number),))
        self.fields = {FIELD: self.number}

    def show_error(self, error: DomainError) -> None:
        super().show_error(error)
        self.adjustSize()  # the wrapped explanation keeps its lines above the refusal
