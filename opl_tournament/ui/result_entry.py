"""Reading what the judge types at the results desk: ``TABLE WINNER``.

The winner may be a player number, ``a`` or ``b`` (the first or second player listed at the
table), ``dl`` for a double loss or ``d`` for a draw (Vs. System): ``12 0004``, ``12 a``,
``12 dl``, ``12 d``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.numbers import parse_whole_number

DOUBLE_LOSS_WORDS = frozenset({"dl", "double", "double-loss"})
DRAW_WORDS = frozenset({"d", "draw"})


@dataclass(frozen=True)
class ResultEntry:
    table: int
    winner: str | None
    """None for a double loss or a draw."""
    draw: bool = False


def parse_result_entry(text: str, seats: Mapping[int, tuple[str, str | None]]) -> ResultEntry:
    """The table and winner the judge typed; ``seats`` maps each table to its two players."""
    parts = text.split()
    if len(parts) != 2:
        raise InvalidInput("type the table, a space, then the winner (number, A, B or DL)")
    table = parse_whole_number(parts[0], low=1, high=100_000)
    if table is None or table not in seats:
        raise InvalidInput(f"there is no table {parts[0][:10]} in this round")
    a, b = seats[table]
    if b is None:
        raise InvalidInput(f"table {table} is {a}'s bye: it needs no result")
    said = parts[1].casefold()
    if said in DOUBLE_LOSS_WORDS:
        return ResultEntry(table, None)
    if said in DRAW_WORDS:
        return ResultEntry(table, None, draw=True)
    winner = {"a": a, "b": b}.get(said, parts[1])
    if winner not in (a, b):
        raise InvalidInput(f"{parts[1][:12]} is not at table {table} ({a} v {b})")
    return ResultEntry(table, winner)
