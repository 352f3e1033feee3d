"""`serve`: the players' page on the venue network (and, when the event lets them, their own
page to report from), until Ctrl+C. Over https unless ``--plain-http`` says otherwise: the venue
network is hostile, and players sign in and report through the page."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands, port_number
from opl_tournament.domain.errors import DomainError
from opl_tournament.ports import PAGE_HOST as DEFAULT_HOST
from opl_tournament.ports import PAGE_PORT as DEFAULT_PORT

PLAIN_HTTP_WARNING = (
    "  warning: plain http: players' codes and session cookies cross the network readable "
    "by anyone on it"
)

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext


def add_parsers(commands: Commands) -> None:
    page = commands.add("serve", _serve)
    page.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"the address to listen on (default {DEFAULT_HOST}: every network of this machine)",
    )
    page.add_argument(
        "--port", type=port_number, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})"
    )
    scheme = page.add_mutually_exclusive_group()
    scheme.add_argument(
        "--plain-http",
        action="store_true",
        help="serve over plain http: players' codes and session cookies then cross the network "
        "readable by anyone on it (only on a network nobody else can join)",
    )
    scheme.add_argument(
        "--tls",
        action="store_true",
        help="serve over https, the default (its certificate is made once in the user data "
        "folder and its fingerprint printed, for players to check); kept for older scripts",
    )
    # The window's child process: it stops when the window closes its standard input.
    page.add_argument("--until-stdin-closes", action="store_true", help=argparse.SUPPRESS)


def page_certificate(host: str) -> tuple[Path, Path]:
    """The page's certificate and key, made again if they do not name the address served."""
    from opl_tournament.paths import page_certificate_paths
    from opl_tournament.storage.venue_certificate import kept_certificate
    from opl_tournament.web.address import shown_host

    certificate, key = page_certificate_paths()
    kept_certificate(certificate, key, [shown_host(host)])
    return certificate, key


def _serve(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.storage.venue_certificate import fingerprint
    from opl_tournament.web import serve

    if ctx.database.is_server:
        # The pages read as the venue's read-only role: a fault in the page cannot change the
        # event. What players report from their phones still goes through the services, as
        # this station's login.
        from opl_tournament.storage.venue_server import READER

        ctx.database.read_as(READER)

    try:
        tls = None if args.plain_http else page_certificate(args.host)
    except DomainError as error:
        _tell_the_window(args, error)
        raise

    def announce(url: str) -> None:
        sys.stdout.write(f"players' page: {url} (Ctrl+C stops it)\n")
        if tls is not None:
            sys.stdout.write(f"  its certificate's SHA-256 fingerprint: {fingerprint(tls[0])}\n")
        else:
            sys.stdout.write(PLAIN_HTTP_WARNING + "\n")
        sys.stdout.flush()

    with contextlib.suppress(KeyboardInterrupt):  # Ctrl+C is how the page is meant to stop
        try:
            serve(
                ctx,
                args.host,
                args.port,
                announce,
                until_stdin_closes=args.until_stdin_closes,
                tls=tls,
            )
        except DomainError as error:
            _tell_the_window(args, error)
            raise
    sys.stdout.write("players' page stopped\n")
    return 0


def _tell_the_window(args: argparse.Namespace, error: DomainError) -> None:
    """As the window's child, the refusal goes to the window as its sentence too: the window
    says it in its own language (the line after it, in English, is the command line's)."""
    if args.until_stdin_closes:
        from opl_tournament.web.page_process import refusal_line

        sys.stderr.write(refusal_line(error))
        sys.stderr.flush()
