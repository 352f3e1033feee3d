"""The documents the program prints, by name, and which of them each table shape prints
(light: the command line's parser and the window's menu list them)."""

from __future__ import annotations

from enum import StrEnum

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.sentences import N_


class PrintKind(StrEnum):
    """A printed form. Its value is its name on the command line (``print KIND EVENT``), a
    contract kept in DESIGN.md; the order is the order the command line lists them in."""

    RESULT_SHEETS = "result-sheets"
    BLANK_RESULT_SHEET = "blank-result-sheet"
    MASTER_SHEET = "master-sheet"
    BRACKET_CHART = "ladder"  # the kit calls the bracket chart its "ladder chart"
    PAIRINGS = "pairings"
    SLIPS = "slips"
    STANDINGS = "standings"
    PENALTIES = "penalties"
    ADJUDICATION = "adjudication"
    CODE_CARDS = "code-cards"

    @classmethod
    def named(cls, name: str) -> PrintKind:
        """The form of this command-line name; an unknown name is refused, naming the known."""
        try:
            return cls(name)
        except ValueError:
            known = ", ".join(PRINT_KINDS)
            raise InvalidInput(
                N_("unknown document '{name}' (one of {known})", name=name, known=known)
            ) from None


PRINT_KINDS: tuple[PrintKind, ...] = tuple(PrintKind)

ROUND_PRINT_KINDS = (
    PrintKind.PAIRINGS,
    PrintKind.SLIPS,
    PrintKind.STANDINGS,
    PrintKind.ADJUDICATION,
)
"""The forms of one round: they take a round of any table shape."""

EVENT_PRINT_KINDS = (PrintKind.CODE_CARDS,)
"""The forms every event prints, whatever the shape of its tables."""

POD_PRINT_KINDS = (*ROUND_PRINT_KINDS, PrintKind.PENALTIES, *EVENT_PRINT_KINDS)
"""What a pod event prints: its rounds' forms, the penalty report (a pod event's penalties are
recorded like any other) and the code cards."""
