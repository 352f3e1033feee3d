"""Printing on paper: the same PDF the judge could save, painted page by page onto a printer.

The forms are laid out once, as PDF (``services.printing``). Where CUPS prints (Linux, macOS:
``lp`` on the PATH) the PDF itself goes to the printer's queue, with the event's paper and the
copies asked: small and quick however many pages. Elsewhere (Windows) a printer gets each page
rendered at its own resolution (pypdfium2). Either way the paper is the page's own size (the
event's A4 or Letter, whatever the printer's default) and the form is printed at full size,
keeping its own margins; a paper chosen in the system's dialog (*Printer options…*) stands.
The printer is chosen in ``PrinterDialog`` from the printers the system knows (CUPS on Linux and
macOS), the last one used chosen first; its own options (duplex, copies) are one button away.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

import pypdfium2
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize, QSizeF, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QWidget,
)

MAX_DPI = 300
"""Enough for forms; more only makes the print job slower."""


def printer_available() -> bool:
    """True when the system knows at least one printer (else the window offers the PDF)."""
    return bool(QPrinterInfo.availablePrinters())


def printer_names() -> list[str]:
    """The printers the system knows, by the names its print queues have."""
    return [info.printerName() for info in QPrinterInfo.availablePrinters()]


class PrinterDialog(QDialog):
    """Print ▸ On paper: which printer. The last one used (``last``) is chosen first, else the
    system's default; *Printer options…* opens the system's own dialog for that printer."""

    def __init__(self, parent: QWidget | None, what: str, last: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print on paper"))
        self.printer_box = QComboBox()
        self.printer_box.setProperty("shows_data", True)  # the computer's printers, by their names
        names = printer_names()
        self.printer_box.addItems(names)
        chosen = last if last in names else QPrinterInfo.defaultPrinterName()
        if chosen in names:
            self.printer_box.setCurrentText(chosen)
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self._printer.setDocName(what)
        self.options_chosen = False
        """Whether the judge set the printer's options (its paper among them) in its dialog."""
        options = QPushButton(self.tr("Printer &options…"))
        options.clicked.connect(lambda _=False: self.printer_options())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Print"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        what_label = QLabel(what)
        what_label.setProperty("shows_data", True)  # the event's name and its forms' names
        form.addRow(what_label)
        form.addRow(self.tr("&Printer"), self.printer_box)
        form.addRow(options)
        form.addRow(buttons)

    def printer(self) -> QPrinter:
        """The printer chosen, with any options set in the system's dialog."""
        name = self.printer_box.currentText()
        native = self._printer.outputFormat() is QPrinter.OutputFormat.NativeFormat
        if native and self._printer.printerName() != name:
            self._printer.setPrinterName(name)
        return self._printer

    def printer_options(self) -> None:
        """The system's print dialog for the chosen printer (pages, copies, two-sided…)."""
        printer = self.printer()
        if QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted:
            self.options_chosen = True
            chosen = printer.printerName()
            if chosen and chosen in printer_names():
                self.printer_box.setCurrentText(chosen)


def _page_image(page: pypdfium2.PdfPage, dpi: int) -> QImage:
    bitmap = page.render(scale=dpi / 72)
    width, height = bitmap.width, bitmap.height
    buffer = bytes(bitmap.buffer)
    fmt = QImage.Format.Format_BGR888 if bitmap.n_channels == 3 else QImage.Format.Format_RGB32
    return QImage(buffer, width, height, bitmap.stride, fmt).copy()


def _paper_for(printer: QPrinter, page: pypdfium2.PdfPage) -> None:
    """The printer's paper set to the page's size and orientation (A4 and Letter by name)."""
    width, height = page.get_size()
    portrait = QSizeF(min(width, height), max(width, height))
    match = QPageSize.SizeMatchPolicy.FuzzyMatch
    printer.setPageSize(QPageSize(portrait, QPageSize.Unit.Point, "", match))
    landscape = width > height
    printer.setPageOrientation(
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )


def _check_ready(printer: QPrinter) -> None:
    """Refuse, saying what to do, a printer removed since it was chosen or stopped (its queue
    paused, or stopped after an error): the pages would go nowhere, or wait unseen."""
    if printer.outputFormat() is not QPrinter.OutputFormat.NativeFormat:
        return  # a file chosen in the system's dialog
    name = printer.printerName()
    info = QPrinterInfo.printerInfo(name)
    if info.isNull():
        gone = QCoreApplication.translate(
            "paper",
            "The printer {printer} is no longer set up on this computer: nothing was sent. "
            "Print again and choose another printer, or save the PDF and print it elsewhere.",
        )
        raise OSError(gone.format(printer=name))
    if info.state() is QPrinter.PrinterState.Error:
        stopped = QCoreApplication.translate(
            "paper",
            "The printer {printer} is stopped (paused, or stopped after an error): nothing was "
            "sent. Start it again in the computer's printer settings, or print again and choose "
            "another printer.",
        )
        raise OSError(stopped.format(printer=name))


def print_pdfs(printer: QPrinter, documents: Sequence[bytes], *, own_paper: bool = True) -> int:
    """Print ``documents`` on ``printer``, in order; returns the pages sent. ``own_paper``:
    each page on paper of its own size, at full size (else on the paper chosen in the
    system's dialog, fitted to it)."""
    _check_ready(printer)
    lp = shutil.which("lp")
    if lp is not None and printer.outputFormat() is QPrinter.OutputFormat.NativeFormat:
        return _queue_pdfs(lp, printer, documents, own_paper=own_paper)
    return paint_pdfs(printer, documents, own_paper=own_paper)


_SIDES = {
    QPrinter.DuplexMode.DuplexNone: "one-sided",
    QPrinter.DuplexMode.DuplexLongSide: "two-sided-long-edge",
    QPrinter.DuplexMode.DuplexShortSide: "two-sided-short-edge",
}


def _queue_pdfs(lp: str, printer: QPrinter, documents: Sequence[bytes], *, own_paper: bool) -> int:
    """The documents as one PDF job on the printer's CUPS queue (``lp``)."""
    merged = pypdfium2.PdfDocument.new()
    try:
        for data in documents:
            pdf = pypdfium2.PdfDocument(data)
            try:
                merged.import_pages(pdf)
            finally:
                pdf.close()
        pages = len(merged)
        if own_paper:
            width, height = merged[0].get_size()
            portrait = QSizeF(min(width, height), max(width, height))
            match = QPageSize.SizeMatchPolicy.FuzzyMatch
            media = QPageSize(portrait, QPageSize.Unit.Point, "", match).key()
        else:
            media = printer.pageLayout().pageSize().key()
        name = printer.printerName()
        command = [lp, "-d", name, "-t", printer.docName(), "-n", str(max(printer.copyCount(), 1))]
        command += ["-o", f"media={media}"]
        if printer.copyCount() > 1:  # made whole, set after set, by CUPS if the printer cannot
            command += ["-o", f"collate={str(printer.collateCopies()).lower()}"]
        if not own_paper:  # what the judge chose in the system's dialog
            sides = _SIDES.get(printer.duplex())
            if sides:
                command += ["-o", f"sides={sides}"]
            if printer.fromPage() > 0:
                command += [
                    "-P",
                    f"{printer.fromPage()}-{max(printer.toPage(), printer.fromPage())}",
                ]
        with tempfile.TemporaryDirectory() as folder:
            job = Path(folder) / "forms.pdf"
            merged.save(job)
            done = subprocess.run(
                [*command, "--", str(job)],
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
            )
    finally:
        merged.close()
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip().removeprefix("lp: ")
        refused = QCoreApplication.translate(
            "paper",
            "The printer {printer} refused the job ({reason}): nothing was sent. Check that it "
            "is switched on and accepting jobs, or print again and choose another printer.",
        )
        raise OSError(refused.format(printer=name, reason=said))
    return pages


def paint_pdfs(printer: QPrinter, documents: Sequence[bytes], *, own_paper: bool = True) -> int:
    """Paint every page of ``documents`` onto ``printer``, in order, as pictures; returns the
    pages sent. ``own_paper``: each page on paper of its own size, at full size (else fitted to
    the paper the printer has been given)."""
    dpi = min(printer.resolution(), MAX_DPI)
    first = pypdfium2.PdfDocument(documents[0]) if own_paper and documents else None
    if first is not None:
        try:
            if len(first):
                _paper_for(printer, first[0])
        finally:
            first.close()
        printer.setFullPage(True)
    painter = QPainter()
    if not painter.begin(printer):
        refused = QCoreApplication.translate(
            "paper",
            "The printer {printer} refused the job: nothing was sent. Check that it is switched "
            "on and connected, or print again and choose another printer.",
        )
        raise OSError(refused.format(printer=printer.printerName() or ""))
    pages = 0
    try:
        for data in documents:
            pdf = pypdfium2.PdfDocument(data)
            try:
                for index in range(len(pdf)):
                    if pages:
                        if own_paper:
                            _paper_for(printer, pdf[index])
                        printer.newPage()
                    image = _page_image(pdf[index], dpi)
                    # The page's rect as the painter's origin has it (the paper's corner, or
                    # the printable area's with a paper the judge chose), read at each page:
                    # a page may change its paper.
                    page_size = printer.pageRect(QPrinter.Unit.DevicePixel).size().toSize()
                    area = QRect(QPoint(0, 0), page_size)
                    size = QSize(image.size())
                    size.scale(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                    painter.drawImage(QRect(area.topLeft(), size), image)
                    pages += 1
            finally:
                pdf.close()
    finally:
        painter.end()
    return pages
