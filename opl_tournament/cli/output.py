"""Printing a command's answer: one JSON document with --json, plain lines otherwise."""

from __future__ import annotations

import json
import sys
from typing import Any

from opl_tournament.domain.text import escaped

MAX_MESSAGE = 1200


def one_line(message: str) -> str:
    """A message as one short line: escapes written out, never sent; a long one cut short."""
    text = escaped(message)
    if len(text) > MAX_MESSAGE:
        text = text[: MAX_MESSAGE - 80] + " … " + text[-60:]
    return text


def emit_json(document: Any) -> None:
    sys.stdout.write(json.dumps(document, ensure_ascii=False, indent=2, sort_keys=False) + "\n")


def emit_lines(lines: list[str]) -> None:
    sys.stdout.write("".join(line + "\n" for line in lines))


def emit_note(text: str) -> None:
    """Something the user should know beside the answer, on the error output (the answer on
    standard output stays what scripts read)."""
    sys.stderr.write(f"note: {one_line(text)}\n")


def display_width(text: str) -> int:
    """Columns the text takes in a terminal: CJK and most emoji take two, accents none."""
    if text.isascii() and text.isprintable():  # one column a character (most cells: fast)
        return len(text)
    from wcwidth import wcswidth  # loaded by the first such cell, not by --help or an error line

    width = wcswidth(text)
    if width >= 0:
        return width
    # A control character (never in our own text) has no width: count the printable rest.
    return sum(max(wcswidth(char), 0) for char in text)


def format_table(headers: list[str], rows: list[list[str]]) -> list[str]:
    """The lines of a table whose columns line up on screen, whatever the script of the names
    (cells padded by terminal columns: ``str.ljust`` counts code points, which misaligns wide and
    combining characters)."""
    table = [headers, *rows]
    cell_widths = [[display_width(cell) for cell in row] for row in table]
    widths = [max(column) for column in zip(*cell_widths, strict=True)]
    return [
        "  ".join(
            cell + " " * (width - own)
            for cell, own, width in zip(row, row_widths, widths, strict=True)
        ).rstrip()
        for row, row_widths in zip(table, cell_widths, strict=True)
    ]


def emit_table(headers: list[str], rows: list[list[str]]) -> None:
    emit_lines(format_table(headers, rows))


def emit(as_json: bool, document: Any, lines: list[str]) -> None:
    """A command's answer: ``document`` with --json, else the ``lines``."""
    if as_json:
        emit_json(document)
    else:
        emit_lines(lines)
