"""Pairing a round by hand: one table per line (``0003 0007``, or ``0005 bye``), checked first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.ui import theme
from opl_tournament.ui.accessible import named
from opl_tournament.ui.dialogs import DoorwayDialog
from opl_tournament.ui.guard import window_words

Pairs = list[tuple[str, str | None]]


def parse_hand_pairs(text: str) -> Pairs:
    """Each non-empty line: two player numbers, or one and ``bye``."""
    pairs: Pairs = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        words = line.replace(",", " ").split()
        if not words:
            continue
        if len(words) == 2 and words[1].casefold() == "bye":
            pairs.append((words[0], None))
        elif len(words) == 2:
            pairs.append((words[0], words[1]))
        else:
            raise InvalidInput(
                QCoreApplication.translate(
                    "hand_pairing", "line {line}: give two player numbers, or one and 'bye'"
                ).format(line=line_number),
                field="pairs",
            )
    if not pairs:
        raise InvalidInput(
            QCoreApplication.translate("hand_pairing", "no pairs given"), field="pairs"
        )
    return pairs


class HandPairingDialog(DoorwayDialog):
    """The judge types the tables; *Check* lists the pairing rules they break before pairing.
    OK pairs them through ``pair`` (given the pairs, the service call for the doorway): a
    refusal is shown in the dialog, which stays open with the tables typed; ``outcome`` holds
    what the call returned once it paired."""

    def __init__(self, players: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pair: Callable[[Pairs], Callable[[], object]] | None = None
        self.setWindowTitle(self.tr("Pair the next round by hand"))
        self.text = named(QPlainTextEdit(), self.tr("Tables, one pair of player numbers per line"))
        # "bye" is the word the judge types, in every language
        self.text.setPlaceholderText(self.tr("0001 0004\n0002 0003\n0005 bye"))
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.check_button = QPushButton(self.tr("&Check"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        to_seat = QLabel(self.tr("Players to seat: {players}").format(players=", ".join(players)))
        to_seat.setWordWrap(True)  # a big event's list is lines of numbers, not one wide line
        layout.addWidget(to_seat)
        layout.addWidget(self.text)
        layout.addWidget(self.check_button)
        layout.addWidget(self.warnings)
        layout.addWidget(buttons)

    def pairs(self) -> Pairs:
        return parse_hand_pairs(self.text.toPlainText())

    def work(self) -> Callable[[], object] | None:
        pairs = self.pairs()  # a mistyped line is refused here
        return self.pair(pairs) if self.pair is not None else None

    def show_error(self, error: DomainError) -> None:
        self.warnings.setStyleSheet(theme.error_style())
        self.warnings.setText(window_words(error))
        self.fit_wrapped_lines()
        self.text.setFocus()

    def show_warnings(self, messages: list[str]) -> None:
        self.warnings.setStyleSheet("")
        self.warnings.setText(
            "\n".join(f"⚠ {m}" for m in messages)
            if messages
            else self.tr("No pairing rule is broken.")
        )
        self.fit_wrapped_lines()
