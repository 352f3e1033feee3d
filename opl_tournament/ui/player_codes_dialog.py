"""Player codes…: every player's secret code for the players' page, and a lost one renewed (the
old code stops working at once; undo brings it back)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QVBoxLayout, QWidget

from opl_tournament.domain.player_codes import grouped
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_codes import PlayerCode, player_codes, renew_code
from opl_tournament.ui.accessible import named
from opl_tournament.ui.buttons import push_button
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.guard import run_action, tell
from opl_tournament.ui.models import RowsModel, table_view


class CodesModel(RowsModel[PlayerCode]):
    def __init__(self) -> None:
        super().__init__(
            [self.tr("Number"), self.tr("Name"), self.tr("Code")],
            lambda c: (c.number, c.name, grouped(c.code)),
        )


class PlayerCodesDialog(QDialog):
    """The codes, one row a player; *Renew the selected player's code…* asks first."""

    def __init__(self, ctx: ServiceContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Player codes"))
        self.model = CodesModel()
        self.view = named(table_view(self.model), self.tr("Player codes"))
        note = QLabel(
            self.tr(
                "A code signs a phone in as its player: hand each player their own (Print ▸ "
                "Player code cards). Renew a code that was lost or seen by someone else."
            )
        )
        note.setWordWrap(True)
        self.renew_button = push_button(self.tr("&Renew the selected player's code…"), self.renew)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.view)
        layout.addWidget(self.renew_button)
        layout.addWidget(close)
        self.resize(520, 480)
        self.refresh()

    def refresh(self) -> None:
        codes = run_action(
            self, self.tr("Player codes"), lambda: player_codes(self.ctx, self.event_id)
        )
        self.model.set_items(codes or [])

    def renew(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            QMessageBox.information(
                self, self.tr("Player codes"), self.tr("Select a player first.")
            )
            return
        chosen = self.model.items[rows[0].row()]
        answer = QMessageBox.question(
            self,
            self.tr("Renew a code"),
            self.tr(
                "Give {number} {name} a new code? The old code ({code}) stops working at once, "
                "on every phone signed in with it."
            ).format(number=chosen.number, name=chosen.name, code=grouped(chosen.code)),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return

        def renewed(code: PlayerCode) -> None:
            self.refresh()
            tell(
                self.parentWidget() or self,
                self.tr("New code for {number} {name}").format(number=code.number, name=code.name),
            )

        submit(
            self,
            self.tr("Renew a code"),
            lambda: renew_code(self.ctx, self.event_id, chosen.number),
            done=renewed,
        )
