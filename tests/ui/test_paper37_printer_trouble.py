"""Print ▸ On paper when the printer chosen cannot print: removed from the computer after the
judge chose it, or its queue stopped. A real CUPS scheduler (``tests/print_queue.py``) with a
cups-pdf queue made for the test; the judge is told nothing was sent and what to do."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.paper import PrinterDialog
from tests.helpers.events import new_event
from tests.helpers.window import open_window
from tests.print_queue import PdfQueue
from tests.ui.drive import menu_action, settle

QUEUE = "Paper37Trouble"
PPD = "/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd"


def lpadmin(*words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["lpadmin", *words], capture_output=True, text=True, check=False)


def jobs_waiting() -> str:
    done = subprocess.run(["lpstat", "-o", QUEUE], capture_output=True, text=True, check=False)
    return done.stdout.strip()


@pytest.fixture
def queue(pdf_queue: PdfQueue) -> Iterator[str]:
    """A second cups-pdf queue of the test's own, removed after it (CUPS running, with cups-pdf,
    and printing this test's alone)."""
    made = lpadmin("-p", QUEUE, "-v", "cups-pdf:/", "-P", PPD, "-E")
    if made.returncode != 0:
        pytest.skip(f"no queue of the test's own could be added: {made.stderr.strip()}")
    yield QUEUE
    subprocess.run(["cancel", "-a", QUEUE], capture_output=True, check=False)
    lpadmin("-x", QUEUE)


@pytest.fixture
def window(ctx: ServiceContext, qtbot: QtBot) -> MainWindow:
    event_id = new_event(ctx, players=6, swiss_rounds=3)
    pair_next_round(ctx, event_id)
    return open_window(ctx, qtbot, event_id)


def print_pairings(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, *, meanwhile: list[str]
) -> list[str]:
    """Pairings by table on paper, the test's queue chosen; ``meanwhile``: an lpadmin command
    run once the judge has chosen it. The messages shown."""
    shown: list[str] = []

    def warn(_parent: object, _title: str, text: str, *_more: object) -> int:
        shown.append(text)
        return 0

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warn))

    def choose(dialog: PrinterDialog) -> int:
        dialog.printer_box.setCurrentText(QUEUE)
        dialog.printer()
        if meanwhile:
            subprocess.run(meanwhile, capture_output=True, check=False)
        return int(PrinterDialog.DialogCode.Accepted)

    monkeypatch.setattr(PrinterDialog, "exec", choose)
    menu_action(window, "Print", "On paper (choose a printer)", "Pairings by table…").trigger()
    settle()
    return shown


def test_a_printer_removed_after_it_was_chosen_is_named_and_nothing_said_sent(
    queue: str, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = print_pairings(window, monkeypatch, meanwhile=["lpadmin", "-x", queue])
    assert shown == [
        f"The printer {queue} is no longer set up on this computer: nothing was sent. "
        "Print again and choose another printer, or save the PDF and print it elsewhere."
    ]
    assert not window.statusBar().currentMessage().startswith("Sent")


def test_a_stopped_printer_is_named_and_its_queue_gets_nothing(
    queue: str, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = print_pairings(window, monkeypatch, meanwhile=["cupsdisable", queue])
    assert len(shown) == 1 and shown[0].startswith(f"The printer {queue} is stopped"), shown
    assert "Start it again in the computer's printer settings" in shown[0]
    assert not window.statusBar().currentMessage().startswith("Sent")
    assert jobs_waiting() == "", "no job left waiting unseen in the stopped queue"


def test_a_queue_refusing_jobs_is_named_with_the_reason(
    queue: str, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = print_pairings(window, monkeypatch, meanwhile=["cupsreject", queue])
    assert len(shown) == 1, shown
    assert shown[0].startswith(f"The printer {queue} refused the job ("), shown
    assert "not accepting jobs" in shown[0] and "nothing was sent" in shown[0]
    assert not window.statusBar().currentMessage().startswith("Sent")
