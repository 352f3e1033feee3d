"""The command line: one command per judge action, exit 0 done, 1 refused or bad input, 2 usage."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

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
)
from opl_tournament.domain.errors import DomainError
from opl_tournament.paths import default_database_path
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import open_database

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
    serve,
)


def common_options() -> argparse.ArgumentParser:
    """Options every command accepts, wherever they are written on the line."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--db",
        metavar="PATH",
        default=argparse.SUPPRESS,
        help="the database file (default: user data folder)",
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


def build_parser() -> argparse.ArgumentParser:
    common = common_options()
    parser = argparse.ArgumentParser(
        prog="opl-tournament",
        description="OverPower Legion Tournament Manager. With no command, opens the window.",
        parents=[common],
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.add_parsers(commands, common)
    return parser


def run(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    args.json = getattr(args, "json", False)
    if getattr(args, "handler", None) is None:
        parser.print_usage(sys.stderr)
        return 2
    try:
        if not getattr(args, "needs_database", True):
            return int(args.handler(None, args))
        database = open_database(Path(getattr(args, "db", None) or default_database_path()))
        try:
            ctx = ServiceContext(database, actor=getattr(args, "actor", None) or "judge")
            return int(args.handler(ctx, args))
        finally:
            database.close()
    except DomainError as error:
        sys.stderr.write(f"opl-tournament: {error.message}\n")
        return 1
    except KeyboardInterrupt:
        sys.stderr.write(
            "opl-tournament: interrupted; nothing of the unfinished action was saved\n"
        )
        return 1
    except OSError as error:
        sys.stderr.write(
            f"opl-tournament: {error.strerror or error}: {error.filename or ''}\n".replace(
                ": \n", "\n"
            )
        )
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
