"""The Vs. System time-call forms: what the judge counts at the table, as the engine's state.

TCG, per player: endurance (it may be below 0), cards in deck and hand, the KO'd pile, and
whether they conceded; for the table, an outright or agreed winner and an unbreakable loop.
2PCG, per player: cards in deck, a concession, and one or two main characters with their level,
wounds, Health (0 = infinite) and where they are; for the table, everyone out of cards, last
main characters KO'd at once on whose turn, and a game nobody can win (a stalemate).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.rules.vs_2pcg.time_call import LOCATIONS
from opl_tournament.ui.models import pod_role_words

NOBODY = "—"
MC_SLOTS = 2

# QT_TRANSLATE_NOOP marks an English word for the catalog and returns it (str(): PySide's
# stubs say it returns object); the word is translated where it is shown.
FIGURE_WORDS = {
    "endurance": str(QT_TRANSLATE_NOOP("vs_time_call", "Endurance")),
    "deck": str(QT_TRANSLATE_NOOP("vs_time_call", "Deck")),
    "hand": str(QT_TRANSLATE_NOOP("vs_time_call", "Hand")),
    "ko_pile": str(QT_TRANSLATE_NOOP("vs_time_call", "KO'd pile")),
}
"""A counted figure's label by its key (the rules' own label for a key not listed)."""
CHECK_WORDS = {
    "mandatory_loop_draw": str(
        QT_TRANSLATE_NOOP("vs_time_call", "an unbreakable loop of mandatory actions (a draw)")
    ),
    "all_out_of_cards": str(
        QT_TRANSLATE_NOOP("vs_time_call", "every player is out of cards and nobody will attack")
    ),
    "simultaneous_final_ko": str(
        QT_TRANSLATE_NOOP("vs_time_call", "the last main characters were KO'd at once")
    ),
    "stalemate": str(
        QT_TRANSLATE_NOOP(
            "vs_time_call",
            "nobody can win: a player who can't lose, or a loop nobody can break",
        )
    ),
}
"""A table check's words by its key (the rules' own words for a key not listed)."""
LOCATION_WORDS = {
    "front": str(QT_TRANSLATE_NOOP("vs_time_call", "front")),
    "back": str(QT_TRANSLATE_NOOP("vs_time_call", "back")),
    "atlantis": str(QT_TRANSLATE_NOOP("vs_time_call", "atlantis")),
    "pocket_universe": str(QT_TRANSLATE_NOOP("vs_time_call", "pocket_universe")),
    "enemy_side": str(QT_TRANSLATE_NOOP("vs_time_call", "enemy_side")),
    "deck": str(QT_TRANSLATE_NOOP("vs_time_call", "deck")),
    "hand": str(QT_TRANSLATE_NOOP("vs_time_call", "hand")),
    "ko": str(QT_TRANSLATE_NOOP("vs_time_call", "ko")),
    "removed": str(QT_TRANSLATE_NOOP("vs_time_call", "removed")),
    "level_up_zone": str(QT_TRANSLATE_NOOP("vs_time_call", "level_up_zone")),
    "pile": str(QT_TRANSLATE_NOOP("vs_time_call", "pile")),
}
"""Where a main character is, by the rules' code (English shows the code as it is)."""


def _said(words: dict[str, str], key: str, otherwise: str) -> str:
    return QCoreApplication.translate("vs_time_call", words[key]) if key in words else otherwise


def _spin(low: int, high: int, value: int = 0) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


def _choice(players: Sequence[tuple[str, str, str]]) -> QComboBox:
    box = QComboBox()
    box.addItem(NOBODY, None)
    for number, name, _side in players:
        box.addItem(f"{number} {name}".strip(), number)
    box.setProperty("shows_data", True)  # the players' numbers and names
    return box


class _McRow:
    def __init__(self, grid: QGridLayout, row: int, first: bool) -> None:
        self.first = first
        self.name = QLineEdit()
        self.name.setPlaceholderText(
            QCoreApplication.translate("vs_time_call", "main character")
            if first
            else QCoreApplication.translate("vs_time_call", "a second one (if any)")
        )
        self.level = _spin(0, 4, 1)
        self.wounds = _spin(0, 99)
        self.health = _spin(0, 99, 7)
        self.health.setSpecialValueText(QCoreApplication.translate("vs_time_call", "infinite"))
        self.location = QComboBox()
        for location in LOCATIONS:
            self.location.addItem(_said(LOCATION_WORDS, location, location), location)
        for column, widget in enumerate(
            (self.name, self.level, self.wounds, self.health, self.location)
        ):
            grid.addWidget(widget, row, column)

    def state(self) -> dict[str, Any] | None:
        """The row as the engine reads it; every player has a first main character."""
        name = self.name.text().strip() or ("main character" if self.first else "")
        if not name:
            return None
        return {
            "name": name,
            "level": self.level.value(),
            "wounds": self.wounds.value(),
            "health": self.health.value() or None,
            "location": self.location.currentData(),
        }


class VsTimeCallDialog(QDialog):
    """``players`` are (number, name, side); ``side`` groups 2 vs 2 teammates and boss roles."""

    def __init__(
        self,
        game: str,
        table: int,
        players: Sequence[tuple[str, str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game, self.players = game, list(players)
        sheet = rules_for(game).time_call_sheet
        assert sheet is not None, f"{game} has no time-call form of its own"
        self.sheet = sheet
        self.setWindowTitle(self.tr("Time called at table {table}").format(table=table))
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.outright = _choice(players)
        self.agreed = _choice(players)
        top.addRow(self.tr("Won outright before time"), self.outright)
        top.addRow(self.tr("The players agree the winner is"), self.agreed)
        self.table_checks = {
            key: QCheckBox(_said(CHECK_WORDS, key, words)) for key, words in sheet.table_checks
        }
        for box in self.table_checks.values():
            top.addRow("", box)
        self.active = _choice(players)
        if sheet.asks_whose_turn:
            top.addRow(self.tr("…on the turn of"), self.active)
        layout.addLayout(top)
        self.rows: list[dict[str, Any]] = []
        for number, name, side in self.players:
            played_for = f" — {pod_role_words(side)}" if side != number else ""
            group = QGroupBox(f"{number} {name}{played_for}")
            group.setProperty("shows_data", True)  # a player and their side
            grid = QGridLayout(group)
            row: dict[str, Any] = {
                figure.key: _spin(figure.minimum, 999, figure.start) for figure in sheet.counted
            }
            row["conceded"] = QCheckBox(self.tr("conceded"))
            counts_row = 1
            if sheet.main_characters:
                for column, label in enumerate(
                    (
                        self.tr("Main character"),
                        self.tr("Level"),
                        self.tr("Wounds"),
                        self.tr("Health"),
                        self.tr("Where"),
                    )
                ):
                    grid.addWidget(QLabel(label), 0, column)
                row["mcs"] = [_McRow(grid, slot + 1, slot == 0) for slot in range(MC_SLOTS)]
                counts_row = MC_SLOTS + 1
            for column, figure in enumerate(sheet.counted):
                words = _said(FIGURE_WORDS, figure.key, figure.label)
                if sheet.main_characters:  # beside their label, under the characters
                    grid.addWidget(QLabel(words), counts_row, 2 * column)
                    grid.addWidget(row[figure.key], counts_row, 2 * column + 1)
                else:
                    grid.addWidget(QLabel(words), 0, column)
                    grid.addWidget(row[figure.key], counts_row, column)
            conceded_column = (2 if sheet.main_characters else 1) * len(sheet.counted)
            grid.addWidget(row["conceded"], counts_row, conceded_column)
            self.rows.append(row)
            layout.addWidget(group)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def state(self) -> dict[str, Any]:
        """The form as the rules engine reads it."""
        sheet = self.sheet
        players = []
        for (number, _name, side), row in zip(self.players, self.rows, strict=True):
            player: dict[str, Any] = {
                "id": number,
                **{figure.key: row[figure.key].value() for figure in sheet.counted},
                "conceded": row["conceded"].isChecked(),
            }
            if sheet.main_characters:
                player["main_characters"] = [
                    mc for mc in (r.state() for r in row["mcs"]) if mc is not None
                ]
                if side != number:
                    player["team"] = side
            players.append(player)
        state: dict[str, Any] = {
            "game": self.game,
            "outright_winner": self.outright.currentData(),
            "agreed_winner": self.agreed.currentData(),
            "players": players,
        }
        state |= {key: box.isChecked() for key, box in self.table_checks.items()}
        if sheet.asks_whose_turn and self.active.currentData() is not None:
            state["active_player"] = self.active.currentData()
        return state
