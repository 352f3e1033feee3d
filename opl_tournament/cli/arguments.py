"""Argument types shared by the commands: numbers the database can hold, others refused plainly."""

from __future__ import annotations

import argparse

from opl_tournament.domain.numbers import parse_whole_number

LARGEST_ID = 2**63 - 1
"""SQLite's largest integer: an id beyond it can name nothing stored."""


def _whole_number(text: str, low: int, high: int, what: str) -> int:
    value = parse_whole_number(text, low=low, high=high)
    if value is None:
        raise argparse.ArgumentTypeError(f"'{text[:40]}' is not {what}")
    return value


def record_id(text: str) -> int:
    """An EVENT (or other record) id: a whole number from 1."""
    return _whole_number(text, 1, LARGEST_ID, "an id (a whole number from 1)")


def round_number(text: str) -> int:
    return _whole_number(text, 1, 10_000, "a round number (a whole number from 1)")


def table_number(text: str) -> int:
    return _whole_number(text, 1, 100_000, "a table number (a whole number from 1)")
