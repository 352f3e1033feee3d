"""Print ▸ On paper against a real print queue: CUPS with the cups-pdf printer (``tests/
print_queue.py``), which writes each job as a PDF; the job's PDF is read back."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.paper import PrinterDialog
from opl_tournament.ui.print_menu import LAST_PRINTER
from tests.helpers.events import paired_cup
from tests.print_queue import PdfQueue, read_words
from tests.ui.drive import menu_action, settle

NAMES = ("Ada Lovelace", "Björn Ñúñez", "Chidi Okafor", "Dana Scully")


def test_a_two_page_form_printed_on_a_cups_queue_arrives_whole(
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    pdf_queue: PdfQueue,
) -> None:
    queue = pdf_queue
    event_id = paired_cup(ctx, NAMES, 2)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(ctx, settings=settings)
    qtbot.addWidget(window)
    window.show()
    window.open_event(event_id)
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    offered: list[list[str]] = []

    def choose(dialog: PrinterDialog) -> int:
        box = dialog.printer_box
        offered.append([box.itemText(i) for i in range(box.count())])
        box.setCurrentText(queue.name)
        buttons = dialog.findChild(QDialogButtonBox)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)  # the doorway is busy: no settle here
        return int(dialog.result())

    monkeypatch.setattr(PrinterDialog, "exec", choose)
    before = queue.pdfs()
    menu_action(
        window, "Print", "On paper (choose a printer)", "Result sheets, two to a page…"
    ).trigger()
    settle()
    assert queue.name in offered[0], "the dialog lists the system's printers"
    assert window.statusBar().currentMessage() == f"Sent 2 pages to {queue.name}"

    job = queue.wait_for_new_pdf(before)
    pdf = pypdfium2.PdfDocument(job)
    try:
        assert len(pdf) == 2, "four players' sheets, two to a page"
        first, second = read_words(pdf[0]), read_words(pdf[1])
    finally:
        pdf.close()
    assert "Ada Lovelace" in first and "Chidi Okafor" in second, (first, second)
    assert settings.value(LAST_PRINTER) == queue.name

    # Another day (a new window on the same settings): the printer last used is chosen already.
    again = MainWindow(ctx, settings=settings)
    qtbot.addWidget(again)
    again.open_event(event_id)
    chosen: list[str] = []

    def look(dialog: PrinterDialog) -> int:
        chosen.append(dialog.printer_box.currentText())
        return int(PrinterDialog.DialogCode.Rejected)

    monkeypatch.setattr(PrinterDialog, "exec", look)
    menu_action(again, "Print", "On paper (choose a printer)", "Match slips…").trigger()
    settle()
    assert chosen == [queue.name]
