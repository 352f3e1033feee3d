"""Reviewer french37: a French event's printed forms name the judge as the window does
(« Juge », beside « Arbitres adjoints », a different role), not « arbitre »."""

from __future__ import annotations

import pypdfium2

from opl_tournament.domain.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, spring_open


def _text(pdf_bytes: bytes) -> str:
    pdf = pypdfium2.PdfDocument(pdf_bytes)
    try:
        return "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def test_french_forms_call_the_judge_juge(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, spring_open(language=Language.FRENCH), players=4)
    pair_next_round(ctx, event_id)
    master = _text(print_document(ctx, event_id, PrintKind.MASTER_SHEET))
    sheets = _text(print_document(ctx, event_id, PrintKind.RESULT_SHEETS))
    assert "JUGE" in master and "ARBITRE" not in master.upper()
    assert "Remettez cette feuille au juge" in sheets and "arbitre" not in sheets.lower()
