"""Printing on paper: the same PDF the judge could save, painted page by page onto a printer.

The forms are laid out once, as PDF (``services.printing``); a printer gets each page rendered
at its own resolution (pypdfium2), scaled to the printable area with the proportions kept.
"""

from __future__ import annotations

from collections.abc import Sequence

import pypdfium2
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

MAX_DPI = 300
"""Enough for forms; more only makes the print job slower."""


def printer_available() -> bool:
    """True when the system knows at least one printer (else the window offers the PDF)."""
    return bool(QPrinterInfo.availablePrinters())


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
        raise OSError(f"the printer {printer.printerName() or ''} refused the job")
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
