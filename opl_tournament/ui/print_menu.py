"""The Print menu: every form as a PDF file or on paper, and pairing a round then printing its
pairings and slips in one step. Forms are made on the doorway's reading worker."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings, QUrl
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMainWindow

from opl_tournament.domain.model import Event
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.files import portable_file_name, write_atomically
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.ui import shortcuts
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_actions import EventActions
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.paper import PrinterDialog, print_pdfs, printer_available

PRINTABLE = (
    # menu label, document, what the judge is asked (see PrintMenu._print_options)
    (QT_TRANSLATE_NOOP("print_menu", "&Pairings by table…"), PrintKind.PAIRINGS, ""),
    (QT_TRANSLATE_NOOP("print_menu", "Pairings by &name…"), PrintKind.PAIRINGS, "by-name"),
    (QT_TRANSLATE_NOOP("print_menu", "Match &slips…"), PrintKind.SLIPS, ""),
    (
        QT_TRANSLATE_NOOP("print_menu", "Match slip of t&he selected table…"),
        PrintKind.SLIPS,
        "slip-table",
    ),
    (QT_TRANSLATE_NOOP("print_menu", "Player &result sheets…"), PrintKind.RESULT_SHEETS, ""),
    (
        QT_TRANSLATE_NOOP("print_menu", "Result sheets, &two to a page…"),
        PrintKind.RESULT_SHEETS,
        "two-up",
    ),
    (
        QT_TRANSLATE_NOOP("print_menu", "&Blank result sheets…"),
        PrintKind.BLANK_RESULT_SHEET,
        "copies",
    ),
    (QT_TRANSLATE_NOOP("print_menu", "&Master result sheet…"), PrintKind.MASTER_SHEET, ""),
    (QT_TRANSLATE_NOOP("print_menu", "Standin&gs…"), PrintKind.STANDINGS, ""),
    (QT_TRANSLATE_NOOP("print_menu", "&Ladder chart…"), PrintKind.BRACKET_CHART, ""),
    (QT_TRANSLATE_NOOP("print_menu", "P&enalty report…"), PrintKind.PENALTIES, ""),
    (
        QT_TRANSLATE_NOOP("print_menu", "&Adjudication record of the selected table…"),
        PrintKind.ADJUDICATION,
        "table",
    ),
    (QT_TRANSLATE_NOOP("print_menu", "Player &code cards…"), PrintKind.CODE_CARDS, ""),
)
Forms = Sequence[tuple[PrintKind, PrintOptions]]
T = TypeVar("T")

LAST_PRINTER = "print/printer"


KIND_WORDS = {
    # the printer's queue and the printer dialog name the forms by their command-line names
    PrintKind.RESULT_SHEETS: QT_TRANSLATE_NOOP("print_menu", "result-sheets"),
    PrintKind.BLANK_RESULT_SHEET: QT_TRANSLATE_NOOP("print_menu", "blank-result-sheet"),
    PrintKind.MASTER_SHEET: QT_TRANSLATE_NOOP("print_menu", "master-sheet"),
    PrintKind.BRACKET_CHART: QT_TRANSLATE_NOOP("print_menu", "ladder"),
    PrintKind.PAIRINGS: QT_TRANSLATE_NOOP("print_menu", "pairings"),
    PrintKind.SLIPS: QT_TRANSLATE_NOOP("print_menu", "slips"),
    PrintKind.STANDINGS: QT_TRANSLATE_NOOP("print_menu", "standings"),
    PrintKind.PENALTIES: QT_TRANSLATE_NOOP("print_menu", "penalties"),
    PrintKind.ADJUDICATION: QT_TRANSLATE_NOOP("print_menu", "adjudication"),
    PrintKind.CODE_CARDS: QT_TRANSLATE_NOOP("print_menu", "code-cards"),
}
BY_NAME = QT_TRANSLATE_NOOP("print_menu", "by name")
TWO_UP = QT_TRANSLATE_NOOP("print_menu", "two-up")
"""What a saved form's suggested file name adds for pairings by name, sheets two to a page."""


def _words(marked: object) -> str:
    """A word marked with ``QT_TRANSLATE_NOOP`` (typed as an object), in the window's language."""
    return QCoreApplication.translate("print_menu", str(marked))


def form_file_name(event_name: str, kind: PrintKind, options: PrintOptions) -> str:
    """A saved form's file name, in the window's language: a round's forms name their round,
    so the next round's files do not replace them."""
    form = _words(KIND_WORDS[kind])
    if options.round_number is None:
        return portable_file_name(f"{event_name} {form}") + ".pdf"
    name = QCoreApplication.translate("print_menu", "{event} round {round} {form}").format(
        event=event_name, round=options.round_number, form=form
    )
    return portable_file_name(name) + ".pdf"


class PrintMenu:
    """The window's Print menu and what its items do. ``ctx`` gives the database the window
    works on now; ``page_address`` the players' page address of an event while it is served
    (the pairings then carry it); ``settings`` keep the printer last used."""

    def __init__(
        self,
        window: QMainWindow,
        events: EventActions,
        ctx: Callable[[], ServiceContext],
        page_address: Callable[[int], str],
        settings: QSettings | None,
    ) -> None:
        self.window = window
        self.events = events
        self.ctx = ctx
        self.page_address = page_address
        self.settings = settings
        self._printer_used = ""
        print_menu = window.menuBar().addMenu(QCoreApplication.translate("print_menu", "P&rint"))
        paper_menu = print_menu.addMenu(
            QCoreApplication.translate("print_menu", "&On paper (choose a printer)")
        )
        print_menu.addSeparator()
        self.print_actions: dict[PrintKind, list[QAction]] = {}
        for label, kind, ask in PRINTABLE:
            by_table = (kind, ask) == (PrintKind.PAIRINGS, "")
            print_key = shortcuts.PRINT_PAIRINGS if by_table else None
            for menu, to_paper in ((print_menu, False), (paper_menu, True)):
                action = events.add(
                    menu,
                    _words(label),
                    partial(self.print_form, kind=kind, ask=ask, to_paper=to_paper),
                    None if to_paper else print_key,
                )
                self.print_actions.setdefault(kind, []).append(action)
        print_menu.addSeparator()
        pair_and_print = QCoreApplication.translate(
            "print_menu", "Pair next round, then print pairings an&d slips…"
        )
        events.add(print_menu, pair_and_print, self.pair_and_print)

    def offer_for(self, event: Event) -> None:
        """Offer only the forms of the event's table shape."""
        printable = shape_of(event).print_kinds
        for kind, actions in self.print_actions.items():
            for action in actions:
                action.setEnabled(kind in printable)

    def _status(self, text: str, timeout: int = 8000) -> None:
        self.window.statusBar().showMessage(text, timeout)

    def _print_options(self, view: EventView, ask: str) -> PrintOptions | None:
        """What the chosen form needs to know; None when the judge cancels."""
        if ask == "by-name":
            return PrintOptions(by_name=True)
        if ask == "two-up":
            return PrintOptions(two_up=True)
        if ask == "copies":
            copies, ok = QInputDialog.getInt(
                self.window,
                QCoreApplication.translate("print_menu", "Blank result sheets"),
                QCoreApplication.translate("print_menu", "How many blank sheets?"),
                8,
                1,
                500,
            )
            return PrintOptions(copies=copies) if ok else None
        if ask in ("table", "slip-table"):
            title = (
                QCoreApplication.translate("print_menu", "Match slip of one table")
                if ask == "slip-table"
                else QCoreApplication.translate("print_menu", "Adjudication record")
            )
            chosen = view.round.chosen_table(title)
            if chosen is None:
                return None
            number, table = chosen
            return PrintOptions(round_number=number, table=table)
        return PrintOptions()

    def print_form(self, view: EventView, *, kind: PrintKind, ask: str, to_paper: bool) -> None:
        """A Print menu item: the form as a PDF file, or on paper."""
        options = self._print_options(view, ask)
        if options is None:
            return
        if to_paper:
            self.print_on_paper(view, [(kind, options)])
            return
        name = " ".join(
            [
                _words(KIND_WORDS[kind]),
                *([_words(BY_NAME)] if options.by_name else []),
                *([_words(TWO_UP)] if options.two_up else []),
            ]
        )
        if kind is PrintKind.SLIPS and options.table is not None:
            name += " " + QCoreApplication.translate("print_menu", "table {table}").format(
                table=options.table
            )
        self.save_pdf(view, kind, options, name)

    def save_pdf(
        self, view: EventView, kind: PrintKind, options: PrintOptions, name: str | None = None
    ) -> None:
        """Build the PDF in the background, save it and open it."""
        event_id, ctx = view.event_id, self.ctx()
        name = name or _words(KIND_WORDS[kind])
        suggested = portable_file_name(f"{view.tournament.name} {name}") + ".pdf"
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            QCoreApplication.translate("print_menu", "Save the PDF"),
            suggested,
            QCoreApplication.translate("print_menu", "PDF (*.pdf)"),
        )
        if not path:
            return
        target = Path(path)
        options = replace(options, page_address=self.page_address(event_id))

        def write() -> Path:
            write_atomically(target, print_document(ctx, event_id, kind, options))
            return target

        def saved(result: Path) -> None:
            self._status(
                QCoreApplication.translate("print_menu", "Saved {file}").format(file=result)
            )
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(result)))

        preparing = QCoreApplication.translate("print_menu", "Preparing {file}…")
        self._print_run(preparing.format(file=target.name), write, saved)

    def print_on_paper(self, view: EventView, forms: Forms) -> None:
        """Print straight to a printer the judge chooses; with no printer set up on this
        computer, the forms are saved as PDF files instead."""
        if not printer_available():
            self._status(
                QCoreApplication.translate(
                    "print_menu",
                    "No printer is set up on this computer: save the PDF and print it elsewhere.",
                ),
                10_000,
            )
            self._save_pdfs(view, forms)
            return
        event_id, ctx = view.event_id, self.ctx()
        kinds = ", ".join(_words(KIND_WORDS[kind]) for kind, _ in forms)
        what = QCoreApplication.translate("print_menu", "{event}: {forms}").format(
            event=view.tournament.name, forms=kinds
        )

        def build() -> list[bytes]:
            return [print_document(ctx, event_id, kind, options) for kind, options in forms]

        def send(pdfs: list[bytes]) -> None:
            dialog = PrinterDialog(self.window, what, self._last_printer())
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            printer, own_paper = dialog.printer(), not dialog.options_chosen
            self._remember_printer(printer.printerName())

            def sent(pages: int) -> None:
                where = printer.printerName() or printer.outputFileName()
                copies = printer.copyCount()
                sent_words = (
                    QCoreApplication.translate(
                        "print_menu", "Sent %n pages to {printer}, {copies} copies", "", pages
                    )
                    if copies > 1
                    else QCoreApplication.translate(
                        "print_menu", "Sent %n pages to {printer}", "", pages
                    )
                )
                self._status(sent_words.format(printer=where, copies=copies), 10_000)

            # Off the window's thread: a queue's answer, or pages painted on a QPrinter (a
            # QPainter may paint one on a worker thread, not being a widget), take a while.
            submit(
                self.window,
                QCoreApplication.translate("print_menu", "Send to the printer"),
                lambda: print_pdfs(printer, pdfs, own_paper=own_paper),
                done=sent,
                progress=QCoreApplication.translate(
                    "print_menu", "Sending the pages to the printer…"
                ),
                reads_only=True,
            )

        self._print_run(
            QCoreApplication.translate("print_menu", "Preparing the pages…"), build, send
        )

    def _last_printer(self) -> str:
        """The printer the judge last printed on (kept with the window's settings)."""
        if self.settings is None:
            return self._printer_used
        return str(self.settings.value(LAST_PRINTER, "") or "")

    def _remember_printer(self, name: str) -> None:
        if not name:
            return  # a file chosen in the system's dialog, not a printer
        self._printer_used = name
        if self.settings is not None:
            self.settings.setValue(LAST_PRINTER, name)

    def _save_pdfs(self, view: EventView, forms: Forms) -> None:
        if len(forms) == 1:
            kind, options = forms[0]
            self.save_pdf(view, kind, options)
            return
        folder = QFileDialog.getExistingDirectory(
            self.window,
            QCoreApplication.translate("print_menu", "Save the PDF files into which folder?"),
        )
        if not folder:
            return
        event_id, name, ctx = view.event_id, view.tournament.name, self.ctx()
        targets = [Path(folder) / form_file_name(name, kind, options) for kind, options in forms]

        def write() -> list[Path]:
            for (kind, options), target in zip(forms, targets, strict=True):
                write_atomically(target, print_document(ctx, event_id, kind, options))
            return targets

        def saved(paths: list[Path]) -> None:
            saved_words = QCoreApplication.translate("print_menu", "Saved {files} in {folder}")
            names = ", ".join(p.name for p in paths)
            self._status(saved_words.format(files=names, folder=folder), 10_000)
            for path in paths:
                QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))

        self._print_run(
            QCoreApplication.translate("print_menu", "Preparing the PDF files…"), write, saved
        )

    def _print_run(self, label: str, work: Callable[[], T], done: Callable[[T], None]) -> None:
        """Forms made on the doorway's reading worker; one print run at a time."""
        title = QCoreApplication.translate("print_menu", "Print")
        submit(self.window, title, work, done=done, progress=label, reads_only=True)

    def pair_and_print(self, view: EventView) -> None:
        """The start of a round in one step: pair (or seat) it, then print pairings and slips."""

        def paired(number: int) -> None:
            options = PrintOptions(round_number=number)
            forms = [(PrintKind.PAIRINGS, options), (PrintKind.SLIPS, replace(options))]
            if printer_available():
                self.events.run(lambda shown: self.print_on_paper(shown, forms))
            else:
                self._status(
                    QCoreApplication.translate(
                        "print_menu", "No printer is set up on this computer: saving the PDF files."
                    ),
                    10_000,
                )
                self.events.run(lambda shown: self._save_pdfs(shown, forms))

        view.round.pair(then=paired)
