"""The time-call form: what the judge counts at the table, turned into the rules engine's state.

For each player: completed and defeated missions, cards left in the draw pile (or that it ran out,
with the power pack), and for each character whether it is KO'd and its hits, typed as
``5 fighting, 3 energy battle, 4 multipower energy/strength`` (value, type, then ``battle`` for a
hit of the current battle; ``special`` for a hit from a Special card).
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import Game
from opl_tournament.ui.accessible import named
from opl_tournament.ui.guard import window_words

HIT_TYPES = ("energy", "fighting", "strength", "intellect", "multipower", "any-power", "none")
_HIT = re.compile(r"^(?P<value>[0-9]{1,2})\s+(?P<type>[a-z-]+)(?P<rest>.*)$")


def parse_hits(text: str, *, where: str) -> list[dict[str, Any]]:
    """``5 fighting, 3 energy battle`` as the engine's hit records; a mistyped hit is refused
    naming ``where`` it was typed (the player and the character)."""
    hits: list[dict[str, Any]] = []
    for part in (p.strip().casefold() for p in text.split(",")):
        if not part:
            continue
        match = _HIT.match(part)
        if match is None or match["type"] not in HIT_TYPES:
            raise InvalidInput(
                QCoreApplication.translate(
                    "time_call",
                    "{where}: '{part}' is not a hit: give the value and the type ({types}), "
                    "e.g. '5 fighting'",
                ).format(where=where, part=part, types=", ".join(HIT_TYPES))
            )
        words = match["rest"].split()
        hit: dict[str, Any] = {
            "value": int(match["value"]),
            "type": match["type"],
            "card": "special" if "special" in words else "power",
            "zone": "battle" if "battle" in words else "record",
        }
        icons = [w for w in words if "/" in w]
        if hit["type"] == "multipower" and icons:
            hit["icons"] = icons[0].split("/")
        hits.append(hit)
    return hits


class _PlayerBox(QGroupBox):
    def __init__(self, number: str, name: str) -> None:
        super().__init__(f"{number}  {name}")
        self.setProperty("shows_data", True)  # the player
        self.number = number
        self.completed = QSpinBox()
        self.completed.setRange(0, 7)
        self.defeated = QSpinBox()
        self.defeated.setRange(0, 7)
        self.draw_pile = QSpinBox()
        self.draw_pile.setRange(0, 200)
        self.exhausted = QCheckBox(self.tr("draw pile ran out"))
        self.power_pack = QSpinBox()
        self.power_pack.setRange(0, 200)
        grid = QGridLayout(self)
        for row, (label, widget) in enumerate(
            (
                (self.tr("Missions completed"), self.completed),
                (self.tr("Missions defeated"), self.defeated),
                (self.tr("Cards in draw pile"), self.draw_pile),
                ("", self.exhausted),
                (self.tr("Power pack"), self.power_pack),
            )
        ):
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(widget, row, 1, 1, 2)
        self.characters: list[tuple[QLineEdit, QCheckBox, QLineEdit]] = []
        grid.addWidget(QLabel(self.tr("Character")), 5, 0)
        grid.addWidget(QLabel(self.tr("KO'd")), 5, 1)
        grid.addWidget(QLabel(self.tr("Hits (e.g. 5 fighting, 3 energy battle)")), 5, 2)
        for i in range(4):
            character, ko, hits = QLineEdit(), QCheckBox(), QLineEdit()
            character.setPlaceholderText(self.tr("character {number}").format(number=i + 1))
            grid.addWidget(character, 6 + i, 0)
            grid.addWidget(ko, 6 + i, 1)
            grid.addWidget(hits, 6 + i, 2)
            self.characters.append((character, ko, hits))

    def state(self) -> dict[str, Any]:
        characters = []
        for i, (name, ko, hits) in enumerate(self.characters, start=1):
            label = name.text().strip() or f"Character {i}"
            shown = name.text().strip() or name.placeholderText()
            characters.append(
                {
                    "name": label,
                    "ko": ko.isChecked(),
                    "hits_to_ko": 20,
                    "hits": parse_hits(hits.text(), where=f"{self.number} {shown}"),
                }
            )
        player: dict[str, Any] = {
            "id": self.number,
            "missions": {"completed": self.completed.value(), "defeated": self.defeated.value()},
            "draw_pile_exhausted": self.exhausted.isChecked(),
            "power_pack": self.power_pack.value(),
            "characters": characters,
        }
        if not self.exhausted.isChecked():
            player["draw_pile"] = self.draw_pile.value()
        return player


class TimeCallDialog(QDialog):
    """Time is called at a table: the judge fills in what is on the table for both players."""

    def __init__(
        self, table: int, players: tuple[tuple[str, str], tuple[str, str]], parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Time called at table {table}").format(table=table))
        self.boxes = [_PlayerBox(number, name) for number, name in players]
        row = QHBoxLayout()
        for box in self.boxes:
            row.addWidget(box)
        self.override = QComboBox()
        self.override.addItem(self.tr("as the rules decide"), None)
        for number, name in players:
            self.override.addItem(
                self.tr("the judge gives the game to {player}").format(player=f"{number} {name}"),
                number,
            )
        self.reason = named(QLineEdit(), self.tr("Reason for overriding"))
        self.reason.setPlaceholderText(self.tr("the judge's reason, when overriding"))
        judge = QHBoxLayout()
        judge.addWidget(QLabel(self.tr("Winner:")))
        judge.addWidget(self.override, 1)
        judge.addWidget(self.reason, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(judge)
        layout.addWidget(buttons)

    def judge_winner(self) -> str | None:
        return self.override.currentData()

    def accept(self) -> None:
        """OK closes the form only once every hit reads; otherwise the typing stays."""
        try:
            self.state()
            if self.judge_winner() is not None and not self.reason.text().strip():
                raise InvalidInput(self.tr("an override needs the judge's reason"), field="reason")
        except InvalidInput as error:
            QMessageBox.warning(self, self.windowTitle(), window_words(error))
            return
        super().accept()

    def state(self) -> dict[str, Any]:
        """The engine's input; a mistyped hit raises ``InvalidInput`` naming the character."""
        return {
            "game": Game.OVERPOWER.value,
            "outright_winner": None,
            "agreed_winner": None,
            "players": [box.state() for box in self.boxes],
        }
