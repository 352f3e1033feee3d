"""``opl-tournament``: a command runs on the command line; no command opens the window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

GUI_OPTIONS_WITH_VALUE = {"--db", "--venue-cert", "--screenshot", "--actor", "--language"}


def _has_command(argv: Sequence[str]) -> bool:
    skip_next = False
    for arg in argv:
        if skip_next:
            skip_next = False
            continue
        if arg in GUI_OPTIONS_WITH_VALUE:
            skip_next = True
            continue
        if arg.startswith("-"):
            if arg in ("-h", "--help", "--version"):
                return True
            continue
        return True
    return False


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if _has_command(args):
        from opl_tournament.cli import main as cli_main

        return cli_main(args)
    from opl_tournament.app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
