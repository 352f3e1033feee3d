"""The documents the program prints, by name (light: the command line's parser lists them)."""

PRINT_KINDS = (
    "result-sheets",
    "blank-result-sheet",
    "master-sheet",
    "ladder",
    "pairings",
    "slips",
    "standings",
    "penalties",
    "adjudication",
)
