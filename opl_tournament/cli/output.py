"""Printing a command's answer: one JSON document with --json, plain lines otherwise."""

from __future__ import annotations

import json
import sys
from typing import Any

from opl_tournament.domain.text import escaped

MAX_MESSAGE = 400


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


def emit_table(headers: list[str], rows: list[list[str]]) -> None:
    widths = [len(h) for h in headers]
    for row in rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip()]
    lines += [
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows
    ]
    emit_lines(lines)
