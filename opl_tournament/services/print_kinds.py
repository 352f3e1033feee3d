"""The documents the program prints, by name, and which of them each table shape prints
(light: the command line's parser and the window's menu list them)."""

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
    "code-cards",
)

ROUND_PRINT_KINDS = ("pairings", "slips", "standings", "adjudication")
"""The forms of one round: they take a round of any table shape."""

EVENT_PRINT_KINDS = ("code-cards",)
"""The forms every event prints, whatever the shape of its tables."""

POD_PRINT_KINDS = (*ROUND_PRINT_KINDS, "penalties", *EVENT_PRINT_KINDS)
"""What a pod event prints: its rounds' forms, the penalty report (a pod event's penalties are
recorded like any other) and the code cards."""
