"""The command line's tables line up on screen whatever the script of the players' names."""

from __future__ import annotations

import pytest
from wcwidth import wcswidth

from opl_tournament.cli.output import display_width, format_table
from tests.cli.conftest import Runner

NAMES = ["李小龍", "Zoë Ortiz", "Björn Ñúñez", "🐉 Dragon", "Ada", "김민준", "e\u0301clair"]


def column_starts(line: str, cells: list[str]) -> list[int]:
    """The screen column where each cell starts in ``line`` (cells found left to right)."""
    starts, position = [], 0
    for cell in cells:
        index = line.index(cell, position)
        starts.append(display_width(line[:index]))
        position = index + len(cell)
    return starts


@pytest.mark.parametrize(
    ("text", "width"),
    [("Ada", 3), ("李小龍", 6), ("Zoë", 3), ("e\u0301clair", 6), ("🐉", 2), ("김민준", 6)],
)
def test_display_width_counts_terminal_columns(text: str, width: int) -> None:
    assert display_width(text) == width


def test_format_table_aligns_wide_and_combining_names() -> None:
    rows = [[str(i), name, "active"] for i, name in enumerate(NAMES, start=1)]
    lines = format_table(["seq", "name", "status"], rows)
    starts = {tuple(column_starts(line, row)) for line, row in zip(lines[1:], rows, strict=True)}
    assert starts == {(0, 5, 5 + max(map(wcswidth, NAMES)) + 2)}
    assert len(lines[1]) != len(lines[2])  # code points differ: only display widths agree


def test_player_list_lines_up_cjk_accented_and_emoji_names(opl: Runner) -> None:
    assert opl("event", "create", "Night", "--format", "swiss").code == 0
    for name in NAMES:
        assert opl("player", "add", "1", name).code == 0
    done = opl("player", "list", "1")
    assert done.code == 0, done.err
    lines = done.out.splitlines()
    status_columns = {display_width(line[: line.index("active")]) for line in lines[1:]}
    assert len(status_columns) == 1, done.out
    assert display_width(lines[0][: lines[0].index("status")]) in status_columns
