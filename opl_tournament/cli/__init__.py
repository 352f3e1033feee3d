"""The command line: one command per judge action, exit 0 done, 1 refused or bad input, 2 usage."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from typing import NoReturn

from opl_tournament import __version__
from opl_tournament.cli import (
    audit,
    backup,
    clock,
    events,
    penalties,
    players,
    printing,
    ratings,
    rounds,
    rules,
    serve,
    venue,
)
from opl_tournament.cli.output import one_line
from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.domain.text import clean_line, excerpt
from opl_tournament.paths import default_database_path
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database
from opl_tournament.storage.errors import describe_os_error

log = logging.getLogger(__name__)
COMMAND_MODULES = (
    events,
    players,
    rounds,
    clock,
    rules,
    penalties,
    printing,
    ratings,
    audit,
    backup,
    venue,
    serve,
)


def common_options() -> argparse.ArgumentParser:
    """Options every command accepts, wherever they are written on the line."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--db",
        metavar="PATH",
        default=argparse.SUPPRESS,
        help="the database file (default: user data folder), or a venue server's URL "
        "(postgresql+psycopg://…, printed by 'venue start')",
    )
    # SUPPRESS: a subcommand's parser would otherwise reset an option given before the command.
    common.add_argument(
        "--json",
        action="store_true",
        default=argparse.SUPPRESS,
        help="print exactly one JSON document",
    )
    common.add_argument(
        "--actor", default=argparse.SUPPRESS, help="who is acting, for the audit log"
    )
    return common


class Parser(argparse.ArgumentParser):
    """argparse, with its error line escaped and kept short like every other refusal."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def build_parser() -> argparse.ArgumentParser:
    common = common_options()
    parser = Parser(
        prog="opl-tournament",
        description="OverPower Legion Tournament Manager. With no command, opens the window.",
        parents=[common],
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.add_parsers(commands, common)
    return parser


def _refuse_undecodable(argv: Sequence[str]) -> None:
    """Python hands over bytes that are not UTF-8 as lone surrogates; name the argument."""
    for position, arg in enumerate(argv, start=1):
        if any(0xD800 <= ord(ch) <= 0xDFFF for ch in arg):
            raise InvalidInput(
                f"argument {position} is not valid UTF-8 text: {excerpt(arg)}; "
                "type it again in a UTF-8 terminal"
            )


def run(argv: Sequence[str]) -> int:
    try:
        _refuse_undecodable(argv)
    except DomainError as error:
        sys.stderr.write(f"opl-tournament: {one_line(error.message)}\n")
        return 1
    parser = build_parser()
    args = parser.parse_args(argv)
    args.json = getattr(args, "json", False)
    if getattr(args, "handler", None) is None:
        parser.print_usage(sys.stderr)
        return 2
    try:
        actor = clean_line(getattr(args, "actor", None) or "judge", field="actor", what="the actor")
        if not getattr(args, "needs_database", True):
            return int(args.handler(None, args))
        database = open_database(
            getattr(args, "db", None) or default_database_path(),
            create=getattr(args, "creates_database", False),
        )
        try:
            ctx = ServiceContext(database, actor=actor)
            return int(args.handler(ctx, args))
        finally:
            database.close()
    except DomainError as error:
        sys.stderr.write(f"opl-tournament: {one_line(error.message)}\n")
        return 1
    except KeyboardInterrupt:
        sys.stderr.write(
            "opl-tournament: interrupted; nothing of the unfinished action was saved\n"
        )
        return 1
    except OSError as error:
        sys.stderr.write(f"opl-tournament: {one_line(describe_os_error(error))}\n")
        return 1
    except Exception:  # a bug: log it fully, tell the judge one line
        log.exception("unexpected error in %s", argv)
        sys.stderr.write(
            "opl-tournament: internal error; nothing of this action was saved. "
            "Please report it with the log file.\n"
        )
        return 1


def main(argv: Sequence[str] | None = None) -> int:
    return run(list(sys.argv[1:] if argv is None else argv))
