"""`venue start DIR`, `venue stop DIR`, `venue status DIR`: the venue's PostgreSQL server.

The host laptop runs the server; every other station opens the printed URL with
``--db URL`` (or *File ▸ Connect to a venue server…* in the window).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opl_tournament.cli.arguments import Commands, Handler, port_number
from opl_tournament.cli.output import emit_json, emit_lines
from opl_tournament.ports import VENUE_SERVER_PORT

if TYPE_CHECKING:
    from opl_tournament.storage.venue_server import VenueStatus


def add_parsers(commands: Commands) -> None:
    sub = commands.actions("venue")

    def action(name: str, handler: Handler, text: str) -> argparse.ArgumentParser:
        """An action on the server kept in DIR: it opens no database."""
        parser = sub.add(name, handler, help=text, needs_database=False)
        parser.add_argument(
            "folder",
            type=Path,
            metavar="DIR",
            help="the folder keeping the server's data, passwords and certificate",
        )
        return parser

    start = action(
        "start", _start, "start the server kept in DIR (created on first use) and print its URL"
    )
    start.add_argument(
        "--port", type=port_number, default=None, help=f"the port (default {VENUE_SERVER_PORT})"
    )
    action("stop", _stop, "stop the server kept in DIR")
    action(
        "status",
        _status,
        "say whether the server in DIR runs, its URL and its certificate's fingerprint",
    )


def status_json(status: VenueStatus) -> dict[str, Any]:
    certificate = status.certificate
    return {
        "folder": str(status.folder),
        "running": status.running,
        "url": status.url,
        "read_only_url": status.read_only_url,
        "certificate": None if certificate is None else str(certificate),
        "fingerprint": status.fingerprint,
    }


def _report(status: VenueStatus, args: argparse.Namespace) -> int:
    if args.json:
        emit_json(status_json(status))
        return 0
    if status.settings is None:
        emit_lines([f"{status.folder} holds no venue server (start one with: venue start DIR)"])
        return 0
    state = "running" if status.running else "stopped"
    lines = [f"venue server in {status.folder}: {state}"]
    if status.url is None:
        lines.append("made by an older version: `venue start DIR` brings it up to date")
    elif status.running:
        lines += [
            "stations open this URL (it holds the station's password; give it to judges only):",
            f"  {status.url}",
            f"  opl-tournament --db '{status.url}'",
            "the players' page may read with this one; it writes nothing, but it reads every",
            "player's code, with which anyone acts for that player: give it to judges only too:",
            f"  {status.read_only_url}",
        ]
    if status.certificate is not None:
        from opl_tournament.storage.location import shell_word

        lines += [
            f"the server's certificate: {status.certificate}",
            f"  its SHA-256 fingerprint: {status.fingerprint}",
            "  a station given that file checks it is talking to this server: "
            f"--venue-cert {shell_word(status.certificate)}",
        ]
    emit_lines(lines)
    return 0


def _start(_ctx: object, args: argparse.Namespace) -> int:
    from opl_tournament.storage import venue_server

    return _report(venue_server.start(args.folder, port=args.port), args)


def _stop(_ctx: object, args: argparse.Namespace) -> int:
    from opl_tournament.storage import venue_server

    return _report(venue_server.stop(args.folder), args)


def _status(_ctx: object, args: argparse.Namespace) -> int:
    from opl_tournament.storage import venue_server

    return _report(venue_server.status(args.folder), args)
