"""The Penalties page of an event: a penalty recorded against a player, and the list so far."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.model import Event
from opl_tournament.domain.rules.overpower.penalties import JudgeOverride, PenaltyKind
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services import penalties
from opl_tournament.services.changes import Changed
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.correction_effects import correction_effects
from opl_tournament.services.penalties import PenaltyView
from opl_tournament.services.round_shapes.base import plays_in_pods
from opl_tournament.ui.accessible import named
from opl_tournament.ui.dialogs import FormDialog
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_page import EventPage, TableAtHand
from opl_tournament.ui.guard import run_action, tell
from opl_tournament.ui.language import say
from opl_tournament.ui.models import PenaltiesModel, penalty_words, table_view


class PenaltiesPage(EventPage):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__(ctx, event_id)
        self.model = PenaltiesModel()
        self.view = named(table_view(self.model), self.tr("Penalties of the event"))
        self.player = QLineEdit()
        self.player.setPlaceholderText(self.tr("player number"))
        self.player.returnPressed.connect(self.record)  # round and table filled: Enter records
        self.seated = QLabel()
        """Who plays at the table filled in from the round page."""
        self._filled: tuple[int, int] | None = None
        """The round and table filled in from the round page (not typed by the judge)."""
        self._pods = False
        """The event seats pods: a penalty names no round or table (the service finds the
        player's pod in play), so the page asks for none."""
        self.kind = QComboBox()
        for kind in PenaltyKind:
            self.kind.addItem(penalty_words(kind.value), kind.value)
        self.kind.currentIndexChanged.connect(self._show_scope)
        self.scope = QComboBox()
        """A declaration of forfeiture's scope: removal from the event (the kit's default) or
        this game only (the judge's choice, as ``penalty add --scope game``)."""
        self.scope.addItem(self.tr("removed from the event"), "event")
        self.scope.addItem(self.tr("this game only"), "game")
        self.round = QSpinBox()
        self.round.setRange(0, 99)
        self.round.setSpecialValueText(self.tr("between games"))
        self.table = QSpinBox()
        self.table.setRange(0, 9999)
        self.table.setSpecialValueText("—")
        for box in (self.round, self.table):
            box.valueChanged.connect(self._another_game)
        self.infraction = QLineEdit()
        self.infraction.returnPressed.connect(self.record)
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("printed on the penalty report"))
        self.note.returnPressed.connect(self.record)  # the last field: Enter records
        add = QPushButton(self.tr("Re&cord penalty"))
        add.clicked.connect(lambda _=False: self.record())
        self.decide = QPushButton(self.tr("Record with the &judge's decision…"))
        self.decide.setToolTip(
            self.tr(
                "The judge decides the consequence instead of the rules (the judge's word is "
                "final); the reason is logged and printed on the penalty report"
            )
        )
        self.decide.clicked.connect(lambda _=False: self.record_with_decision())
        form = self.form = QFormLayout()
        form.addRow(self.tr("Player"), self.player)
        form.addRow("", self.seated)
        form.setRowVisible(self.seated, False)
        form.addRow(self.tr("Penalty"), self.kind)
        form.addRow(self.tr("Forfeiture"), self.scope)
        form.setRowVisible(self.scope, False)
        form.addRow(self.tr("Round of the game"), self.round)
        form.addRow(self.tr("Table"), self.table)
        form.addRow(self.tr("Infraction"), self.infraction)
        form.addRow(self.tr("Note"), self.note)
        buttons = QHBoxLayout()
        buttons.addWidget(add, 1)
        buttons.addWidget(self.decide)
        form.addRow(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.view)

    def take_table(self, at_hand: TableAtHand | None) -> None:
        """The judge comes from the round page: the table selected there is the game the
        penalty is about, so its round and table are filled in and the cursor waits for the
        player's number. No table selected: what was filled in before goes (what the judge
        typed stays)."""
        if at_hand is None:
            if self._filled == (self.round.value(), self.table.value()):
                self.round.setValue(0)
                self.table.setValue(0)
            self._filled = None
            self.form.setRowVisible(self.seated, False)
            return
        self.round.setValue(at_hand.round)
        self.table.setValue(at_hand.table)
        self._filled = (at_hand.round, at_hand.table)
        self.seated.setText(
            self.tr("At table {table}: {players}").format(
                table=at_hand.table, players=", ".join(at_hand.seated)
            )
        )
        self.form.setRowVisible(self.seated, True)
        self.player.setFocus()
        self.player.selectAll()

    def _show_scope(self) -> None:
        """The scope is asked only of a declaration of forfeiture."""
        self.form.setRowVisible(self.scope, self._is_dof())

    def _is_dof(self) -> bool:
        return self.kind.currentData() == PenaltyKind.DOF.value

    def _scope(self) -> str | None:
        return str(self.scope.currentData()) if self._is_dof() else None

    def _another_game(self) -> None:
        """The judge typed another round or table: who plays at the one filled in is not
        said any more."""
        if self._filled != (self.round.value(), self.table.value()):
            self.form.setRowVisible(self.seated, False)

    def refresh(self, event: Event) -> None:
        self._offer(rules_for(event.settings.game).penalty_kinds)
        self._pods = plays_in_pods(event)
        for box in (self.round, self.table):
            self.form.setRowVisible(box, not self._pods)
        self.model.set_items(penalties.list_penalties(self.ctx, self.event_id))

    def _kinds(self) -> tuple[str, ...]:
        return tuple(str(self.kind.itemData(i)) for i in range(self.kind.count()))

    def _offer(self, kinds: tuple[str, ...]) -> None:
        """Only the penalties of the event's game (no renege at a Vs. System event)."""
        if self._kinds() != kinds:
            self.kind.clear()
            for kind in kinds:
                self.kind.addItem(penalty_words(kind), kind)

    def _say_what_moved(self, round_number: int, table: int) -> None:
        """A game lost by penalty after later rounds were paired on its result: who moved, and
        which pairings the standings would now make (as the round page says of a correction,
        and ``penalty add`` on the command line)."""
        effects = run_action(
            self,
            self.tr("Record penalty"),
            lambda: correction_effects(self.ctx, self.event_id, round_number, table),
        )
        if effects is not None:
            QMessageBox.information(
                self,
                self.tr("What the penalty changed"),
                "\n".join(map(say, effects.sentences())),
            )

    def _request(self) -> Callable[[JudgeOverride | None], Changed[PenaltyView]] | None:
        """The penalty typed, as the service call (given the judge's decision, if any); None
        after asking for the player's number."""
        in_game = self.round.value() > 0 and not self._pods
        player, kind = self.player.text().strip(), str(self.kind.currentData())
        if not player:
            QMessageBox.warning(
                self, self.tr("Record penalty"), self.tr("Type the penalised player's number.")
            )
            self.player.setFocus()
            return None
        round_number = self.round.value() if in_game else None
        table = self.table.value() if in_game else None
        infraction, note = self.infraction.text(), self.note.text()
        scope = self._scope()
        return lambda override: penalties.issue_penalty(
            self.ctx,
            self.event_id,
            player,
            kind,
            round_number=round_number,
            table=table,
            infraction=infraction,
            note=note,
            scope=scope,
            override=override,
        )

    def _recorded(self, view: PenaltyView) -> None:
        tell(self, self.tr("Penalty recorded: {what}").format(what=say(view.sentence)))
        for done in (self.player, self.infraction, self.note):
            done.clear()
        self.player.setFocus()  # ready for the next penalty
        if view.game_forfeited and view.round is not None and view.table is not None:
            self._say_what_moved(view.round, view.table)

    def record(self) -> None:
        request = self._request()
        if request is None:
            return
        # A game loss changes that game's result: the service says so, and the round and
        # standings read it again.
        submit(
            self,
            self.tr("Record penalty"),
            lambda: request(None),
            done=self._recorded,
            initiator=self,
        )

    def record_with_decision(self) -> None:
        """The penalty typed, its consequence decided by the judge in a dialog (a refusal is
        shown there, what was typed kept)."""
        request = self._request()
        if request is None:
            return
        dialog = DecisionDialog(self, battles=PenaltyKind.RENEGE.value in self._kinds())
        dialog.act = lambda: partial(request, dialog.decision())
        dialog.initiator = self
        if dialog.exec() == DecisionDialog.DialogCode.Accepted and isinstance(
            dialog.outcome, PenaltyView
        ):
            self._recorded(dialog.outcome)


class DecisionDialog(FormDialog):
    """The judge's decision on a penalty's consequence: the reason, and each consequence as the
    rules say, yes or no (``JudgeOverride``)."""

    def __init__(self, parent: QWidget | None = None, *, battles: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The judge's decision"))
        intro = QLabel(
            self.tr(
                "The rules give the penalty its consequence; the judge's decision replaces what "
                "you change here. The reason is logged and printed on the penalty report."
            )
        )
        intro.setWordWrap(True)
        self.form.addRow(intro)
        self.reason = QLineEdit()
        self.battle_lost = self._choice()
        self.game_forfeited = self._choice()
        self.disqualified = self._choice()
        self.add_rows(
            (
                (self.tr("Reason"), self.reason),
                (self.tr("Battle lost"), self.battle_lost),
                (self.tr("Game forfeited"), self.game_forfeited),
                (self.tr("Disqualified"), self.disqualified),
            )
        )
        self.fields = {"override.reason": self.reason, "game": self.game_forfeited}
        self.form.setRowVisible(self.battle_lost, battles)  # OverPower's alone

    def _choice(self) -> QComboBox:
        box = QComboBox()
        box.addItem(self.tr("as the rules say"), None)
        box.addItem(self.tr("yes"), True)
        box.addItem(self.tr("no"), False)
        return box

    def decision(self) -> JudgeOverride:
        return JudgeOverride(
            reason=self.reason.text(),
            battle_lost=self.battle_lost.currentData(),
            game_forfeited=self.game_forfeited.currentData(),
            disqualified=self.disqualified.currentData(),
        )
