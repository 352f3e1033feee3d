"""Pairings for the wall: by table (for the judge) and by name (for players finding a seat)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from opl_tournament.printing.documents import Pairing, Pairings
from opl_tournament.printing.layout import Column, render, table_pages
from opl_tournament.printing.page_address import with_page_address

BYE = "BYE"
NO_OPPONENT = "no game this round (a bye)"

# Player numbers are up to eight digits (Legion numbers) and must never be cut short.
BY_TABLE_COLUMNS = (
    Column("TABLE", 0.8, "center", bold=True, size=20),
    Column("NO.", 1.2, "center", bold=True, size=11),
    Column("PLAYER", 3.0, size=10),
    Column("REC.", 0.6, "center", size=9),
    Column("", 0.35, "center", size=8),
    Column("NO.", 1.2, "center", bold=True, size=11),
    Column("OPPONENT", 3.0, size=10),
    Column("REC.", 0.6, "center", size=9),
)
BY_NAME_COLUMNS = (
    Column("NAME", 3.2, bold=True, size=12),
    Column("NO.", 1.2, "center", size=11),
    Column("TABLE", 0.9, "center", bold=True, size=20),
    Column("OPPONENT", 3.0, size=11),
    Column("NO.", 1.2, "center", size=11),
)


def _table_text(pairing: Pairing) -> str:
    """A bye takes no table: its line says BYE where the table number would be."""
    if not pairing.b_number or pairing.table is None:
        return BYE
    return str(pairing.table)


def _by_table_key(pairing: Pairing) -> tuple[int, int, str]:
    is_bye = not pairing.b_number
    return (1 if is_bye else 0, pairing.table or 0, pairing.a_number)


def render_pairings_by_table(data: Pairings, *, address: str = "") -> bytes:
    """One line per table, tables in order, byes at the end."""
    rows = []
    for pairing in sorted(data.pairings, key=_by_table_key):
        if pairing.b_number:
            opponent = (pairing.b_number, pairing.b_name, pairing.b_record)
        else:
            opponent = ("", NO_OPPONENT, "")
        rows.append(
            (
                _table_text(pairing),
                pairing.a_number,
                pairing.a_name,
                pairing.a_record,
                "vs" if pairing.b_number else "",
                *opponent,
            )
        )
    title = f"PAIRINGS BY TABLE{_round_suffix(data)}"
    pages = table_pages(
        paper=data.paper,
        title=title,
        header=data.header,
        columns=BY_TABLE_COLUMNS,
        rows=rows,
        row_height=30,
        size=12,
        shaded=lambda row: row[0] == BYE,
    )
    titled = f"{title.title()} — {data.header.event_name}"
    return render(data.paper, titled, with_page_address(pages, data.paper, address))


@dataclass(frozen=True)
class _NameLine:
    name: str
    number: str
    table: str
    opponent_name: str
    opponent_number: str


def sort_key(name: str) -> tuple[str, str]:
    """Alphabetical order that ignores accents, case and punctuation, the same everywhere."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(
        ch for ch in decomposed if not unicodedata.combining(ch) and (ch.isalnum() or ch.isspace())
    )
    return (" ".join(plain.casefold().split()), name)


def initial(name: str) -> str:
    """The letter a name is filed under: its first letter or digit, without accents."""
    for ch in unicodedata.normalize("NFC", name):
        if ch.isalnum():
            base = unicodedata.normalize("NFKD", ch)[0]
            return (base if base.isascii() else ch).upper()
    return "?"


def render_pairings_by_name(data: Pairings, *, address: str = "") -> bytes:
    """Every player in alphabetical order with their table; each page names its letter range."""
    lines: list[_NameLine] = []
    for pairing in data.pairings:
        table = _table_text(pairing)
        if pairing.b_number:
            lines.append(
                _NameLine(pairing.a_name, pairing.a_number, table, pairing.b_name, pairing.b_number)
            )
            lines.append(
                _NameLine(pairing.b_name, pairing.b_number, table, pairing.a_name, pairing.a_number)
            )
        else:
            lines.append(_NameLine(pairing.a_name, pairing.a_number, table, NO_OPPONENT, ""))
    lines.sort(key=lambda line: (sort_key(line.name), line.number))
    rows = [
        (line.name, line.number, line.table, line.opponent_name, line.opponent_number)
        for line in lines
    ]
    title = f"PAIRINGS BY NAME{_round_suffix(data)}"
    pages = table_pages(
        paper=data.paper,
        title=title,
        header=data.header,
        columns=BY_NAME_COLUMNS,
        rows=rows,
        row_height=24,
        size=12,
        band_note=_name_range,
        band_note_size=14,
        shaded=lambda row: row[2] == BYE,
    )
    titled = f"{title.title()} — {data.header.event_name}"
    return render(data.paper, titled, with_page_address(pages, data.paper, address))


def _name_range(rows: Sequence[Sequence[str]]) -> str:
    if not rows:
        return ""
    return f"NAMES {initial(rows[0][0])} – {initial(rows[-1][0])}"


def _round_suffix(data: Pairings) -> str:
    return f" · ROUND {data.header.round}" if data.header.round is not None else ""
