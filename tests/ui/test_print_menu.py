"""The Print menu as a judge uses it: every form it offers, on file and on paper, checked by the
PDF it writes (rendered with pypdfium2, its text read back)."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2
import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.domain.player_codes import grouped
from opl_tournament.services import adjudication, events
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_event
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.rounds import list_rounds
from opl_tournament.ui import print_menu as print_menu_module
from opl_tournament.ui.main_window import MainWindow
from opl_tournament.ui.paper import PrinterDialog
from tests.ui.drive import menu_action, settle

FORM = Path(__file__).resolve().parents[2] / "resources" / "examples" / "time-call-form.json"


@pytest.fixture
def window(ctx: ServiceContext, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    event_id = build_demo_event(ctx)
    main = MainWindow(ctx)
    qtbot.addWidget(main)
    main.show()
    main.open_event(event_id)
    opened: list[QUrl] = []
    monkeypatch.setattr(
        QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url) or True)
    )
    main.opened = opened  # type: ignore[attr-defined]
    shown: list[str] = []
    for kind in ("warning", "critical", "information"):
        monkeypatch.setattr(
            QMessageBox, kind, staticmethod(lambda _p, _t, text, *_a: shown.append(text) or 0)
        )
    main.shown = shown  # type: ignore[attr-defined]
    return main


def pdf_text(path: Path) -> tuple[int, str]:
    pdf = pypdfium2.PdfDocument(path)
    try:
        text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
        return len(pdf), text
    finally:
        pdf.close()


def save_as(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(path), ""))
    )


def trigger(window: MainWindow, *path: str) -> None:
    menu_action(window, *path).trigger()
    settle()


def test_forms_the_command_line_had_and_the_window_lacked(
    window: MainWindow,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    two_up = tmp_path / "two-up.pdf"
    save_as(monkeypatch, two_up)
    trigger(window, "Print", "Result sheets, two to a page…")
    one_up = tmp_path / "one-up.pdf"
    save_as(monkeypatch, one_up)
    trigger(window, "Print", "Player result sheets…")
    (pages_two, text), (pages_one, _) = pdf_text(two_up), pdf_text(one_up)
    assert "Björn Ñúñez" in text and pages_two < pages_one

    blank = tmp_path / "blank.pdf"
    save_as(monkeypatch, blank)
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *_a, **_k: (6, True)))
    trigger(window, "Print", "Blank result sheets…")
    assert pdf_text(blank)[0] >= 3  # six sheets, two to a page at most

    by_name = tmp_path / "by-name.pdf"
    save_as(monkeypatch, by_name)
    trigger(window, "Print", "Pairings by name…")
    text = pdf_text(by_name)[1]
    assert text.index("Ada Lovelace") < text.index("Zoë Ortiz")

    # The adjudication record of the table the judge selected on the round page.
    view = window.event_view
    assert view is not None
    match = next(m for m in view.round.model.items if m.b is not None and m.result is None)
    form = json.loads(FORM.read_text(encoding="utf-8"))
    form["players"][0]["id"], form["players"][1]["id"] = match.a, match.b
    adjudication.record_adjudication(ctx, view.event_id, 3, match.table, form)
    view.refresh()
    row = next(i for i, m in enumerate(view.round.model.items) if m.table == match.table)
    view.round.view.selectRow(row)
    record = tmp_path / "adjudication.pdf"
    save_as(monkeypatch, record)
    trigger(window, "Print", "Adjudication record of the selected table…")
    assert f"{match.table}" in pdf_text(record)[1] and match.a in pdf_text(record)[1]
    assert window.shown == []  # type: ignore[attr-defined]


def test_printing_on_paper_paints_the_pages_on_the_chosen_printer(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    printed = tmp_path / "printer-output.pdf"

    def choose(dialog: PrinterDialog) -> int:
        # As if "Print to file" were chosen under Printer options… (a real queue:
        # tests/ui/test_paper_printer.py)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(printed))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(PrinterDialog, "exec", choose)
    monkeypatch.setattr(print_menu_module, "printer_available", lambda: True)
    trigger(window, "Print", "On paper (choose a printer)", "Match slips…")
    pdf = pypdfium2.PdfDocument(printed)
    try:
        assert len(pdf) >= 1
        pixels = bytes(pdf[0].render(scale=0.5, grayscale=True).buffer)
        dark = sum(1 for value in pixels if value < 128)
        assert dark > 1000, "the page carries the painted form, not a blank sheet"
    finally:
        pdf.close()
    assert "Sent" in window.statusBar().currentMessage()


def test_pair_and_print_without_a_printer_saves_pairings_and_slips(
    window: MainWindow,
    ctx: ServiceContext,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    view = window.event_view
    assert view is not None
    for table, (_a, b) in view.round.model.seats().items():
        if b is not None and table in view.round.waiting_tables():
            view.round.entry.setText(f"{table} a")
            QTest.keyClick(view.round.entry, Qt.Key.Key_Return)
    monkeypatch.setattr(print_menu_module, "printer_available", lambda: False)
    folder = tmp_path / "out"
    folder.mkdir()
    monkeypatch.setattr(
        QFileDialog, "getExistingDirectory", staticmethod(lambda *_a, **_k: str(folder))
    )
    trigger(window, "Print", "Pair next round, then print pairings and slips…")
    assert len(list(folder.glob("*.pdf"))) == 2
    assert len(list_rounds(ctx, view.event_id)) == 4
    names = sorted(p.name for p in folder.glob("*.pdf"))
    # The round in the names: the next round's files do not replace these.
    assert names == ["Demo Spring Open round 4 pairings.pdf", "Demo Spring Open round 4 slips.pdf"]
    assert sorted(Path(url.toLocalFile()).name for url in window.opened) == names  # type: ignore[attr-defined]
    assert "ROUND 4" in pdf_text(folder / names[0])[1].upper()


def test_player_code_cards_from_the_print_menu(
    window: MainWindow, ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    view = window.event_view
    assert view is not None
    cards = tmp_path / "cards.pdf"
    save_as(monkeypatch, cards)
    trigger(window, "Print", "Player code cards…")
    assert not cards.exists()  # the demo's players do not act from their phones
    shown: list[str] = window.shown  # type: ignore[attr-defined]
    assert any("players do not act from their phones" in text for text in shown)
    events.edit_event(ctx, view.event_id, events.EventChanges(self_report="confirm"))
    trigger(window, "Print", "Player code cards…")
    pages, text = pdf_text(cards)
    codes = player_codes(ctx, view.event_id)
    assert pages == -(-len(codes) // 10)
    assert all(grouped(c.code) in text and c.name in text for c in codes)


def test_player_code_cards_refused_in_french(
    french: None, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    cards = tmp_path / "cartes.pdf"
    save_as(monkeypatch, cards)
    trigger(window, "Imprimer", "Cartes des codes des joueurs…")
    assert not cards.exists()
    shown: list[str] = window.shown  # type: ignore[attr-defined]
    assert any(
        "les joueurs n’agissent pas depuis leur téléphone dans ce tournoi" in text for text in shown
    ), shown
