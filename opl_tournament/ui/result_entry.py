"""Reading what the judge types at the results desk: ``TABLE WINNER``.

The winner may be a player number, ``a`` or ``b`` (the first or second player listed at the
table), or a word for a result without a winner (``domain/result_words.py``: ``dl`` or ``double
loss`` for a double loss, ``d``, ``draw`` or ``tie`` for a draw, Vs. System): ``12 0004``,
``12 a``, ``12 dl``, ``12 tie``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.numbers import parse_whole_number
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.registration import seated_number
from opl_tournament.domain.result_words import result_without_winner


@dataclass(frozen=True)
class ResultEntry:
    table: int
    winner: str | None
    """None for a double loss or a draw."""
    draw: bool = False


def parse_result_entry(text: str, seats: Mapping[int, tuple[str, str | None]]) -> ResultEntry:
    """The table and winner the judge typed; ``seats`` maps each table to its two players."""
    parts = text.split(maxsplit=1)
    said = parts[1].strip() if len(parts) == 2 else ""
    no_winner = result_without_winner(said)
    if not said or (no_winner is None and len(said.split()) > 1):  # "double loss" is two words
        raise InvalidInput(
            QCoreApplication.translate(
                "result_entry",
                "type the table, a space, then the winner (number, A or B; "
                "DL for a double loss; in Vs. System, D for a draw)",
            )
        )
    table = parse_whole_number(parts[0], low=1, high=100_000)
    if table is None or table not in seats:
        raise InvalidInput(
            QCoreApplication.translate(
                "result_entry", "there is no table {table} in this round"
            ).format(table=parts[0][:10])
        )
    a, b = seats[table]
    if b is None:
        raise InvalidInput(
            QCoreApplication.translate(
                "result_entry", "table {table} is {player}'s bye: it needs no result"
            ).format(table=table, player=a)
        )
    if no_winner is not None:
        return ResultEntry(table, None, draw=no_winner is ResultCode.DRAW)
    winner = {"a": a, "b": b}.get(said.casefold()) or seated_number(said, (a, b))
    if winner not in (a, b):
        raise InvalidInput(
            QCoreApplication.translate(
                "result_entry", "{said} is not at table {table} ({a} v {b})"
            ).format(said=said[:12], table=table, a=a, b=b)
        )
    return ResultEntry(table, winner)
