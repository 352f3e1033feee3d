"""Command start-up: ``--help`` loads no database, printing, web or window library, and a command
loads only what it uses (issue 21). Measured with ``python -X importtime`` in a fresh process."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from opl_tournament.cli import COMMANDS, build_parser
from tests.command_line import Runner

HEAVY = {"sqlalchemy", "sqlmodel", "pydantic", "alembic", "reportlab", "PySide6", "uvicorn"}
"""Libraries --help must not load (each costs a good part of a second)."""

NOT_FOR_HELP = {"dataclasses", "inspect", "sqlite3"}
"""Standard modules --help has no use for: together a good part of its start-up."""


def imported(
    *args: str, env: dict[str, str], whole_names: bool = False
) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run the command with ``-X importtime``; the top-level packages it imported (or every
    module, by its whole name)."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "opl_tournament", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    names = {
        line.rsplit("|", 1)[1].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    modules = names if whole_names else {name.split(".")[0] for name in names}
    assert "opl_tournament" in modules, done.stderr[-500:]
    return done, modules


def test_help_loads_no_database_printing_web_or_window(cli_env: dict[str, str]) -> None:
    done, modules = imported("--help", env=cli_env)
    assert done.returncode == 0
    assert done.stdout.startswith("usage: opl-tournament")
    assert "report a table's result, or a file of results" in done.stdout
    assert not modules & HEAVY, sorted(modules & HEAVY)
    assert not modules & NOT_FOR_HELP, sorted(modules & NOT_FOR_HELP)


@pytest.mark.slow  # a fresh process opening a new database: a few seconds
def test_a_command_loads_the_database_but_not_printing_web_or_window(
    cli_env: dict[str, str], tmp_path: Path
) -> None:
    db = str(tmp_path / "event.sqlite")
    done, modules = imported(
        "--db", db, "event", "create", "Open", "--format", "swiss", env=cli_env
    )
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "1"
    assert "sqlalchemy" in modules
    assert not modules & {"reportlab", "PySide6", "uvicorn"}, modules


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    """A database with a Swiss event of four players, round 1 paired and one result in."""
    from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
    from opl_tournament.services.context import ServiceContext
    from opl_tournament.services.events import create_event
    from opl_tournament.services.player_import import register_many
    from opl_tournament.services.registration import Entrant
    from opl_tournament.services.rounds import pair_next_round, report_result
    from opl_tournament.storage import open_database

    path = tmp_path / "event.sqlite"
    database = open_database(path)
    try:
        ctx = ServiceContext(database)
        event = create_event(ctx, EventSettings(name="Open", format=EventFormat.SWISS))
        people = [(i + 2, Entrant(identity=PlayerIdentity(name=f"P{i}"))) for i in range(4)]
        register_many(ctx, event.id, people, source="test")
        first = pair_next_round(ctx, event.id).value.matches[0]
        report_result(ctx, event.id, 1, first.table, winner=first.a)
    finally:
        database.close()
    return path


@pytest.mark.parametrize(
    ("command", "shows"),
    [(("player", "list", "1"), "P3"), (("standings", "1"), "P0"), (("rounds", "1"), "1")],
)
def test_a_command_reading_the_database_loads_no_orm_printing_or_window(
    cli_env: dict[str, str], event_file: Path, command: tuple[str, ...], shows: str
) -> None:
    done, modules = imported("--db", str(event_file), *command, env=cli_env)
    assert done.returncode == 0, done.stderr[-500:]
    assert shows in done.stdout
    # The file is read with the stdlib sqlite3 driver: SQLAlchemy, SQLModel and alembic are for
    # migrations and the venue server only.
    assert not modules & HEAVY, sorted(modules & HEAVY)


def test_standings_of_a_head_to_head_event_load_no_pairing_pods_or_snapshots(
    cli_env: dict[str, str], event_file: Path
) -> None:
    done, modules = imported(
        "--db", str(event_file), "standings", "1", env=cli_env, whole_names=True
    )
    assert done.returncode == 0, done.stderr[-500:]
    unused = {
        "rustworkx",  # the matcher: pairing a round only
        "opl_tournament.services.round_shapes.pods",  # the other table shape
        "opl_tournament.domain.pairing.pods",
        "opl_tournament.storage.pod_store",
        "opl_tournament.services.backups",  # snapshots: a round's start and end only
        "opl_tournament.storage.snapshots",
        "logging",  # an unexpected error's report only
    }
    assert not modules & unused, sorted(modules & unused)


@pytest.mark.parametrize("command", [name for name, _module, _help in COMMANDS])
def test_each_listed_command_is_built_by_its_module(command: str) -> None:
    """The command table (what --help lists) and the modules' parsers name the same commands."""
    subparsers = next(
        action
        for action in build_parser(command)._actions
        if isinstance(action, argparse._SubParsersAction)
    )
    module = next(module for name, module, _help in COMMANDS if name == command)
    from_module = {name for name, other, _help in COMMANDS if other == module}
    assert set(subparsers.choices) == from_module
    assert subparsers.choices[command].get_default("handler") is not None or any(
        isinstance(action, argparse._SubParsersAction)
        for action in subparsers.choices[command]._actions
    )


def test_a_real_process_exits_1_on_a_refusal_and_2_on_a_usage_error(opl_process: Runner) -> None:
    """The other command-line tests run the CLI's entry in the test's process; this one checks
    that a terminal sees the same exit statuses and one-line refusals from a process of its own."""
    created = opl_process("event", "create", "Open", "--format", "swiss")
    assert created.code == 0 and created.err == ""
    refused = opl_process("pair", "7")
    assert refused.code == 1 and refused.out == ""
    assert refused.err.count("\n") == 1 and "Traceback" not in refused.err
    usage = opl_process("pair")
    assert usage.code == 2 and "usage: opl-tournament pair" in usage.err
