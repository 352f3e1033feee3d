"""The frozen program's entry point: the same as the ``opl-tournament`` console script."""

import sys

from opl_tournament.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
