"""Print ▸ On paper on a real CUPS queue (``tests/print_queue.py``): the sheet that comes out is
the event's paper, the form at its full size, and a wide form on a wide page."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtGui import QDesktopServices
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.paper import PrinterDialog
from tests.helpers.events import new_event
from tests.helpers.window import open_window
from tests.print_queue import PdfQueue, read_words
from tests.ui.drive import menu_action, settle

LETTER = (612, 792)
LETTER_WIDE = (792, 612)


def print_on(queue: PdfQueue, window: MainWindow, form: str) -> Path:
    """The form printed from Print ▸ On paper on ``queue``; the job's PDF as the queue wrote it."""
    before = queue.pdfs()
    menu_action(window, "Print", "On paper (choose a printer)", form).trigger()
    settle()
    assert window.statusBar().currentMessage().startswith("Sent "), "the pages were sent"
    return queue.wait_for_new_pdf(before)


@pytest.fixture
def queue(monkeypatch: pytest.MonkeyPatch, pdf_queue: PdfQueue) -> PdfQueue:
    """The cups-pdf queue, chosen in the printer dialog (its own default paper is A4; an event's
    is Letter unless set)."""
    found = pdf_queue

    def choose(dialog: PrinterDialog) -> int:
        dialog.printer_box.setCurrentText(found.name)
        return int(PrinterDialog.DialogCode.Accepted)

    monkeypatch.setattr(PrinterDialog, "exec", choose)
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    return found


def page_sizes(path: Path | bytes) -> list[tuple[int, int]]:
    pdf = pypdfium2.PdfDocument(path)
    try:
        return [(round(pdf[i].get_size()[0]), round(pdf[i].get_size()[1])) for i in range(len(pdf))]
    finally:
        pdf.close()


def ink_box(path: Path | bytes, turned: int = 0) -> tuple[int, int, int, int]:
    """Where the first page's printing is (the page turned clockwise by ``turned`` degrees), in
    points from its top left corner:
    left, top, right, bottom of everything darker than mid grey (the thin grey cut lines, faint once
    painted as a picture, are not counted)."""
    pdf = pypdfium2.PdfDocument(path)
    try:
        image = pdf[0].render(scale=1, grayscale=True, rotation=turned).to_pil()
    finally:
        pdf.close()
    box = image.point(lambda value: 255 if value < 128 else 0).getbbox()
    assert box is not None, "the page is blank"
    return box


def assert_same_place(job: Path, form: bytes, turned: int = 0) -> None:
    """The job's page carries the form where the form puts it: not shrunk, not moved."""
    printed, laid_out = ink_box(job, turned), ink_box(form)
    assert all(abs(a - b) <= 3 for a, b in zip(printed, laid_out, strict=True)), (
        printed,
        laid_out,
    )


def test_a_letter_event_prints_on_letter_paper_at_full_size(
    ctx: ServiceContext, qtbot: QtBot, queue: PdfQueue
) -> None:
    event_id = new_event(ctx, players=10, swiss_rounds=3, paper_size="Letter")
    pair_next_round(ctx, event_id)
    window = open_window(ctx, qtbot, event_id)

    job = print_on(queue, window, "Match slips…")

    assert page_sizes(job) == [LETTER], "the event's Letter, not the printer's default A4"
    assert_same_place(job, print_document(ctx, event_id, PrintKind.SLIPS))


def test_the_master_sheet_prints_on_a_wide_page(
    ctx: ServiceContext, qtbot: QtBot, queue: PdfQueue
) -> None:
    event_id = new_event(ctx, players=10, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    window = open_window(ctx, qtbot, event_id)
    form = print_document(ctx, event_id, PrintKind.MASTER_SHEET)
    assert page_sizes(form) == [LETTER_WIDE]

    job = print_on(queue, window, "Master result sheet…")

    # A wide page, or the sheet upright with the wide form turned on it, at its full size
    # (before, it was shrunk to fit an upright sheet's width).
    sizes = page_sizes(job)
    assert sizes in ([LETTER_WIDE], [LETTER])
    assert_same_place(job, form, turned=0 if sizes == [LETTER_WIDE] else 90)


def test_copies_asked_come_out_of_the_queue(
    ctx: ServiceContext, qtbot: QtBot, queue: PdfQueue, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, players=10, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    window = open_window(ctx, qtbot, event_id)

    def three_copies(dialog: PrinterDialog) -> int:
        dialog.printer_box.setCurrentText(queue.name)
        dialog.printer().setCopyCount(3)  # as set under Printer options…
        return int(PrinterDialog.DialogCode.Accepted)

    monkeypatch.setattr(PrinterDialog, "exec", three_copies)
    job = print_on(queue, window, "Pairings by table…")
    assert len(page_sizes(job)) == 3, "three copies of the one page of pairings"
    assert window.statusBar().currentMessage() == f"Sent 1 page to {queue.name}, 3 copies"


@pytest.mark.slow
def test_three_hundred_players_result_sheets_reach_the_queue_whole(
    ctx: ServiceContext, qtbot: QtBot, queue: PdfQueue
) -> None:
    event_id = new_event(ctx, players=300, swiss_rounds=8)
    pair_next_round(ctx, event_id)
    window = open_window(ctx, qtbot, event_id)
    before = queue.pdfs()
    menu_action(window, "Print", "On paper (choose a printer)", "Player result sheets…").trigger()
    settle()
    assert window.statusBar().currentMessage() == f"Sent 300 pages to {queue.name}"
    job = queue.wait_for_new_pdf(before, timeout=300)
    assert len(page_sizes(job)) == 300


def test_the_selected_tables_slip_printed_again(
    ctx: ServiceContext, qtbot: QtBot, queue: PdfQueue
) -> None:
    event_id = new_event(ctx, players=10, swiss_rounds=3)
    round_one = pair_next_round(ctx, event_id).value
    window = open_window(ctx, qtbot, event_id)
    view = window.event_view
    assert view is not None
    table_four = next(m for m in round_one.matches if m.table == 4)
    row = next(i for i, m in enumerate(view.round.model.items) if m.table == 4)
    view.round.view.selectRow(row)

    job = print_on(queue, window, "Match slip of the selected table…")

    pdf = pypdfium2.PdfDocument(job)
    try:
        assert len(pdf) == 1
        words = read_words(pdf[0], top=0.3, left=1.0)
    finally:
        pdf.close()
    assert words.count("MATCH SLIP") == 1, words
    assert "TABLE 4" in words and table_four.a in words and str(table_four.b) in words, words


def test_pair_and_print_sends_pairings_then_slips_as_one_job(
    ctx: ServiceContext, qtbot: QtBot, queue: PdfQueue
) -> None:
    event_id = new_event(ctx, players=20, swiss_rounds=3)
    window = open_window(ctx, qtbot, event_id)
    before = queue.pdfs()

    menu_action(window, "Print", "Pair next round, then print pairings and slips…").trigger()
    settle()

    assert window.statusBar().currentMessage() == f"Sent 3 pages to {queue.name}"
    pdf = pypdfium2.PdfDocument(queue.wait_for_new_pdf(before))
    try:
        # One page of ten tables' pairings, then eight slips a page: two pages of slips.
        assert len(pdf) == 3
        first, last = read_words(pdf[0], left=1.0), read_words(pdf[2], left=1.0)
    finally:
        pdf.close()
    assert "PAIRINGS BY TABLE" in first, first
    assert "MATCH SLIP" in last and "TABLE 2" in last, last  # cut and stacked: 1, 2, 3…
