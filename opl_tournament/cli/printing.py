"""`print KIND EVENT -o FILE.pdf`: the event's forms as PDF files."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import (
    EVENT_HELP,
    Commands,
    record_from,
    record_id,
    round_number,
    table_number,
)
from opl_tournament.cli.output import emit
from opl_tournament.services.print_kinds import PRINT_KINDS, PrintKind

if TYPE_CHECKING:
    from opl_tournament.services.context import ServiceContext


def add_parsers(commands: Commands) -> None:
    printing = commands.add("print", _print)
    names = [kind.value for kind in PRINT_KINDS]
    printing.add_argument("kind", choices=names, metavar="KIND", help=", ".join(names))
    printing.add_argument("event", type=record_id, metavar="EVENT", help=EVENT_HELP)
    printing.add_argument(
        "-o", "--output", required=True, metavar="FILE.pdf", help="the PDF file to write"
    )
    printing.add_argument(
        "--round",
        dest="round_number",
        type=round_number,
        metavar="N",
        help="default: the latest (standings: the latest played to the end)",
    )
    printing.add_argument("--by-name", action="store_true", help="pairings by player name")
    printing.add_argument("--two-up", action="store_true", help="result sheets two to a page")
    printing.add_argument(
        "--table",
        type=table_number,
        metavar="N",
        help="adjudication: its table; slips: only that table's slip",
    )
    printing.add_argument("--copies", type=int, default=1, help="blank result sheets")
    printing.add_argument(
        "--page-address",
        default="",
        metavar="URL",
        help="pairings: print the players' page's address and its QR code at each page's foot",
    )


def _print(ctx: ServiceContext, args: argparse.Namespace) -> int:
    from opl_tournament.services.files import (
        PDF_MAGIC,
        check_output_file,
        output_path,
        write_atomically,
    )
    from opl_tournament.services.printing import PrintOptions, print_document

    options = record_from(args, PrintOptions)
    output = output_path(args.output, "file")
    check_output_file(output, PDF_MAGIC)  # before the work of building it
    pdf = print_document(ctx, args.event, PrintKind(args.kind), options)
    write_atomically(output, pdf)
    emit(
        args.json,
        {"kind": args.kind, "file": str(output), "bytes": len(pdf)},
        [f"wrote {output} ({len(pdf):,} bytes)"],
    )
    return 0
