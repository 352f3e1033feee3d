"""Argument types shared by the commands: numbers the database can hold, others refused plainly;
and the helpers that add a command's parser the way every command module does."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from opl_tournament.domain.fields import attributes
from opl_tournament.domain.numbers import parse_whole_number

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Record = TypeVar("Record", bound="DataclassInstance")

LARGEST_ID = 2**63 - 1
"""SQLite's largest integer: an id beyond it can name nothing stored."""

Handler = Callable[[Any, argparse.Namespace], int]
"""A command's work: (the service context, or None for a command without the database, the
line's arguments) -> the exit status."""


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


def port_number(text: str) -> int:
    """A network port: a whole number from 1 to 65535."""
    return _whole_number(text, 1, 65535, "a port (a whole number from 1 to 65535)")


EVENT_HELP = "the event's id (event list shows it)"


class Commands:
    """Where a command module adds its commands, or a command its actions (``event create``,
    ``event list``, …): each takes the options every command accepts (``common``).

    A plain class, not a dataclass: ``--help`` builds every command's parser, and loading
    ``dataclasses`` (with ``inspect``) would be a quarter of its start-up."""

    def __init__(
        self,
        parsers: argparse._SubParsersAction[Any],  # of cli.Parser, its parents plain parsers
        common: argparse.ArgumentParser,
    ) -> None:
        self.parsers, self.common = parsers, common

    def add(
        self,
        name: str,
        handler: Handler,
        *,
        help: str | None = None,
        event: bool = False,
        needs_database: bool = True,
        creates_database: bool = False,
    ) -> argparse.ArgumentParser:
        """The command (or action) ``name``, run by ``handler``; with ``event`` its first
        argument is the EVENT id. ``help`` is its line in the list (none: listed without one)."""
        listed: dict[str, Any] = {} if help is None else {"help": help, "description": help}
        parser: argparse.ArgumentParser = self.parsers.add_parser(
            name, parents=[self.common], **listed
        )
        if event:
            parser.add_argument(
                "event",
                type=record_id,
                metavar="EVENT",
                help=EVENT_HELP,
            )
        parser.set_defaults(
            handler=handler, needs_database=needs_database, creates_database=creates_database
        )
        return parser

    def actions(self, name: str) -> Commands:
        """The command ``name``, made of actions: where its actions go."""
        command = self.parsers.add_parser(name)
        actions = command.add_subparsers(dest="action", required=True, metavar="ACTION")
        return Commands(actions, self.common)


def record_from(args: argparse.Namespace, record: type[Record]) -> Record:
    """The dataclass ``record`` made of the options named like its fields."""
    import dataclasses  # only the commands that build a record load it

    return record(**attributes(args, (field.name for field in dataclasses.fields(record))))
