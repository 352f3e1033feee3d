"""The words for a head-to-head result without a winner: the ones read and the ones shown.

One vocabulary for the window's result line, a results file, the players' page and the command
line. A word is read without regard to case, and with a space, ``-`` or ``_`` between its parts
alike ("Double-Loss", "double_loss", "double loss").
"""

from __future__ import annotations

from opl_tournament.domain.pairing.records import ResultCode

READ: dict[str, ResultCode] = {
    "dl": ResultCode.DOUBLE_LOSS,
    "double": ResultCode.DOUBLE_LOSS,
    "double loss": ResultCode.DOUBLE_LOSS,
    "d": ResultCode.DRAW,
    "draw": ResultCode.DRAW,
    "drawn": ResultCode.DRAW,
    "tie": ResultCode.DRAW,
}
SHOWN: dict[ResultCode, str] = {ResultCode.DOUBLE_LOSS: "double loss", ResultCode.DRAW: "draw"}


def result_without_winner(word: str) -> ResultCode | None:
    """``DOUBLE_LOSS`` or ``DRAW`` when ``word`` is one of their words, else None (a winner)."""
    key = " ".join(word.casefold().replace("-", " ").replace("_", " ").split())
    return READ.get(key)


def shown_result(result: str | None) -> str | None:
    """ "double loss" or "draw" for a result without a winner, else None."""
    if result is None or result not in SHOWN:
        return None
    return SHOWN[ResultCode(result)]
