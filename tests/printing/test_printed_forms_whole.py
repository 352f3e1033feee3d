"""Every printed form of real events, rendered to PNG and read back: what a form exists to say
is on it whole (names, numbers, the penalty, the verdict, the column headings), never cut.

The events are built through the services with awkward names (very long, CJK, accents, markup)
and five-digit Legion numbers; ``real_events`` says what each holds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from pdf_helpers import carries_whole, rendered_texts, squeezed
from real_events import (
    FIVE_DIGIT,
    JUDGE,
    LONG_INFRACTION,
    LONG_NAME,
    LONG_NOTE,
    PLAYERS,
    TEMP_NAME,
    context,
    elimination_event,
    pod_event,
    swiss_event,
)

from opl_tournament.printing.fonts import ELLIPSIS
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.rounds import get_round

NAMES = [name for name, _number in PLAYERS]


@dataclass(frozen=True)
class Printed:
    ctx: ServiceContext
    event_id: int
    folder: Path

    def pages(self, kind: str, name: str = "", **options: object) -> list[str]:
        pdf = print_document(self.ctx, self.event_id, kind, PrintOptions(**options))  # type: ignore[arg-type]
        return rendered_texts(pdf, self.folder, name or kind)

    def text(self, kind: str, name: str = "", **options: object) -> str:
        return "\n".join(self.pages(kind, name, **options))


@pytest.fixture(scope="module")
def swiss(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Printed]:
    folder = tmp_path_factory.mktemp("swiss")
    ctx = context(folder / "event.sqlite")
    yield Printed(ctx, swiss_event(ctx), folder)
    ctx.database.close()


def test_the_penalty_report_wraps_and_keeps_every_word(swiss: Printed) -> None:
    text = swiss.text("penalties")
    for heading in ("INFRACTION", "PENALTY", "CONSEQUENCE", "OFFICIAL", "NOTE"):
        assert heading in text
    for whole in (LONG_INFRACTION, LONG_NOTE, NAMES[5], "Renege", "Warning", "Slow play", JUDGE):
        assert carries_whole(text, whole), whole
    assert carries_whole(text, "Cards drawn this battle go back into the deck as far as possible.")
    assert ELLIPSIS not in text
