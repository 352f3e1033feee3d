"""Printing on paper: the same PDF the judge could save, painted page by page onto a printer.

The forms are laid out once, as PDF (``services.printing``); a printer gets each page rendered
at its own resolution (pypdfium2), scaled to the printable area with the proportions kept.
The printer is chosen in ``PrinterDialog`` from the printers the system knows (CUPS on Linux and
macOS), the last one used chosen first; its own options (duplex, copies) are one button away.
"""

from __future__ import annotations

from collections.abc import Sequence

import pypdfium2
from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QImage, QPainter
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
            chosen = printer.printerName()
            if chosen and chosen in printer_names():
                self.printer_box.setCurrentText(chosen)


def _page_image(page: pypdfium2.PdfPage, dpi: int) -> QImage:
    bitmap = page.render(scale=dpi / 72)
    width, height = bitmap.width, bitmap.height
    buffer = bytes(bitmap.buffer)
    fmt = QImage.Format.Format_BGR888 if bitmap.n_channels == 3 else QImage.Format.Format_RGB32
    return QImage(buffer, width, height, bitmap.stride, fmt).copy()


def paint_pdfs(printer: QPrinter, documents: Sequence[bytes]) -> int:
    """Paint every page of ``documents`` onto ``printer``, in order; returns the pages sent."""
    dpi = min(printer.resolution(), MAX_DPI)
    painter = QPainter()
    if not painter.begin(printer):
        refused = QCoreApplication.translate("paper", "the printer {printer} refused the job")
        raise OSError(refused.format(printer=printer.printerName() or ""))
    pages = 0
    try:
        for data in documents:
            pdf = pypdfium2.PdfDocument(data)
            try:
                for index in range(len(pdf)):
                    if pages:
                        printer.newPage()
                    image = _page_image(pdf[index], dpi)
                    area: QRect = painter.viewport()
                    size = QSize(image.size())
                    size.scale(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                    painter.drawImage(QRect(area.topLeft(), size), image)
                    pages += 1
            finally:
                pdf.close()
    finally:
        painter.end()
    return pages
