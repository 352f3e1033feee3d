"""The command line: one command per judge action, exit 0 done, 1 refused or bad input, 2 usage.

Start-up is light (``tests/cli/test_cli_startup.py``): the command table below lists each command
with its one-line help, so ``--help`` imports no command module; a command imports only its own
module, whose handlers import the services they call (and so the database, printing or the web
server) when they run.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn

from opl_tournament import __version__
from opl_tournament.cli.arguments import Commands
from opl_tournament.cli.output import one_line
from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.domain.text import excerpt

COMMANDS = (
    # (command, the module in opl_tournament.cli that defines it, its line in --help)
    ("event", "events", "create, list, show, edit and finish events"),
    ("player", "players", "register, import, list, drop and re-enter players"),
    ("pair", "rounds", "pair the next round"),
    ("swap", "rounds", "swap two players of the current round (before results)"),
    ("unpair", "rounds", "take back the latest pairing (before any result)"),
    ("report", "rounds", "report a table's result, or a file of results"),
    ("rounds", "rounds", "show a round's pairings and results"),
    ("standings", "rounds", "show the standings"),
    ("clock", "clock", "the current round's clock: show, start, pause, resume, extend"),
    ("adjudicate", "rules", "decide a time-called game from the judge's form"),
    ("rulings", "rules", "search the rulings reference"),
    ("deck", "rules", "check a deck list, or submit a player's"),
    ("penalty", "penalties", "record penalties and list them"),
    ("print", "printing", "print a form to a PDF file"),
    ("ratings", "ratings", "Legion ratings: preview, apply, undo, list, import, check"),
    ("export", "ratings", "write the event's submission for the rating service"),
    ("reports", "reports", "players' own reports, drops and judge calls waiting for the judge"),
    ("log", "audit", "show an event's audit log"),
    ("undo", "audit", "take back the event's newest action still in force"),
    ("backup", "backup", "list, take and restore database snapshots"),
    ("venue", "venue", "run this computer's PostgreSQL server for several stations"),
    (
        "serve",
        "serve",
        "serve the players' page (pairings, standings, clock; their own page to report from "
        "when the event lets them) on the network, over https",
    ),
)


WINDOW_OPTIONS = (
    "The window (no command) takes --db, --venue-cert and --actor as above, and also "
    "--language {en,fr} (its language this time) and --screenshot DIR (save a picture of each "
    "page of a demo event into DIR, then quit). A command's own --help says what it takes."
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
    common.add_argument(
        "--venue-cert",
        metavar="FILE",
        default=argparse.SUPPRESS,
        help="check the venue server is the real one: its certificate file (from 'venue start')",
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


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of ``command`` (its module's commands, fully), or with no command the list of
    every command, each a placeholder that only names it: enough for ``--help`` and to find
    which command a line asks for."""
    common = common_options()
    parser = Parser(
        prog="opl-tournament",
        description="OverPower Legion Tournament Manager. With no command, opens the window.",
        epilog=WINDOW_OPTIONS,
        parents=[common],
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    if command is None:
        for name, _module, text in COMMANDS:
            commands.add_parser(name, help=text, add_help=False)
    else:
        module, text = next((module, text) for name, module, text in COMMANDS if name == command)
        importlib.import_module(f"opl_tournament.cli.{module}").add_parsers(
            Commands(commands, common)
        )
        commands.choices[command].description = text  # its own --help says what it does
    return parser


def parse(argv: Sequence[str]) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    """The line's command and options: a first pass over the command list finds the command
    (or answers ``--help``, ``--version`` and an unknown command), then its own parser reads
    the line."""
    listing = build_parser()
    command = listing.parse_known_args(argv)[0].command
    if command is None:
        return listing, listing.parse_args(argv)
    parser = build_parser(command)
    return parser, parser.parse_args(argv)


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
    parser, args = parse(argv)
    args.json = getattr(args, "json", False)
    if getattr(args, "handler", None) is None:
        parser.print_usage(sys.stderr)
        return 2
    saved_before: int | None = None
    try:
        from opl_tournament.domain.self_report import station_actor

        actor = station_actor(getattr(args, "actor", None) or "judge")
        if getattr(args, "venue_cert", None) is not None:
            from pathlib import Path

            from opl_tournament.storage.location import with_venue_certificate

            args.db = with_venue_certificate(getattr(args, "db", ""), Path(args.venue_cert))
        if not getattr(args, "needs_database", True):
            return _flushed(int(args.handler(None, args)))
        from opl_tournament.paths import default_database_path
        from opl_tournament.services.context import ServiceContext
        from opl_tournament.storage import open_database, writes_committed

        database = open_database(
            getattr(args, "db", None) or default_database_path(),
            create=getattr(args, "creates_database", False),
        )
        try:
            ctx = ServiceContext(database, actor=actor)
            saved_before = writes_committed()
            return _flushed(int(args.handler(ctx, args)))
        finally:
            database.close()
    except DomainError as error:
        sys.stderr.write(f"opl-tournament: {one_line(error.message)}\n")
        return 1
    except KeyboardInterrupt:
        said = (
            f"interrupted after this action was saved; {_where_saved(args)}"
            if _saved_since(saved_before)
            else "interrupted; nothing of the unfinished action was saved"
        )
        sys.stderr.write(f"opl-tournament: {said}\n")
        return 1
    except BrokenPipeError:  # the reader of the output (`| head`) stopped: nothing to tell it
        _silence_stdout()
        return 1
    except OSError as error:
        from opl_tournament.storage.errors import describe_os_error

        sys.stderr.write(f"opl-tournament: {one_line(describe_os_error(error))}\n")
        return 1
    except Exception:  # a bug: its details to the log file, one line to the judge
        from opl_tournament.error_log import record_unexpected_error

        log = record_unexpected_error(" ".join(["opl-tournament", *argv]))
        report = (
            f"Please report it with the log file: {log}"
            if log is not None
            else "Its details could not be written to the log file."
        )
        sys.stderr.write(f"opl-tournament: {_internal_error(args, saved_before)} {report}\n")
        return 1


def _internal_error(args: argparse.Namespace, saved_before: int | None) -> str:
    """What a bug did to the action: nothing saved when it came before the action's write
    committed; saved, its answer not shown, when it came after."""
    if not _saved_since(saved_before):
        return "internal error; nothing of this action was saved."
    return (
        "internal error after this action was saved: its answer could not be shown, so do "
        f"not do it again; {_where_saved(args)}."
    )


def _saved_since(saved_before: int | None) -> bool:
    """Whether a write committed since the command began (``saved_before``: this thread's
    count of commits then, None when no database was opened)."""
    from opl_tournament.storage import writes_committed

    return saved_before is not None and writes_committed() > saved_before


def _where_saved(args: argparse.Namespace) -> str:
    event = getattr(args, "event", None)
    if isinstance(event, int):
        return f"`opl-tournament log {event}` shows what was saved"
    return "the event's log (`opl-tournament log EVENT`) shows what was saved"


def _flushed(status: int) -> int:
    """``status``, once the output is written out (a closed pipe is found here, not at exit)."""
    sys.stdout.flush()
    return status


def _silence_stdout() -> None:
    """Standard output sent nowhere, so that Python's own last flush cannot fail again."""
    import os

    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    return run(list(sys.argv[1:] if argv is None else argv))
