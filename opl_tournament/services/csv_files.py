"""Reading the small CSV files judges bring (results, hand pairings, rating lists) the same way."""

from __future__ import annotations

import csv
import io

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services.player_import import decode_text


def csv_rows(data: bytes, *, source: str) -> list[list[str]]:
    """The file's rows (UTF-8 or UTF-16 with a BOM); unreadable text or CSV names the line."""
    reader = csv.reader(io.StringIO(decode_text(data, source), newline=""))
    try:
        return list(reader)
    except csv.Error as error:
        raise InvalidInput(
            f"not valid CSV ({error})", source=source, line=reader.line_num
        ) from None
