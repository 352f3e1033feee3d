"""The players' page's address and QR code at the foot of printed pairings (head-to-head and
pods alike), so a player can scan it from the wall."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.languages import Language
from opl_tournament.printing.fonts import draw_text
from opl_tournament.printing.layout import GRID, MARGIN, form_words, page_size

ADDRESS_STRIP = 78.0
"""The height kept at each page's foot for the players' page's QR code and address."""
QR_SIZE = 62.0


def with_page_address(
    pages: Sequence[Callable[[Canvas, int, int], None]],
    paper: str,
    address: str,
    language: Language,
    *,
    in_pods: bool = False,
) -> Sequence[Callable[[Canvas, int, int], None]]:
    """The pages with the QR code and address of the players' page at their foot (each page's
    own content drawn a little smaller above it); the pages unchanged when ``address`` is empty.
    ``in_pods``: the players sit in pods (the foot says "Your pod")."""
    if not address:
        return pages
    width, height = page_size(paper)
    scale = (height - ADDRESS_STRIP) / height

    def with_strip(draw: Callable[[Canvas, int, int], None]) -> Callable[[Canvas, int, int], None]:
        def page(canv: Canvas, number: int, count: int) -> None:
            canv.saveState()
            canv.translate(width * (1 - scale) / 2, ADDRESS_STRIP)
            canv.scale(scale, scale)
            draw(canv, number, count)
            canv.restoreState()
            _draw_address(canv, width, address, language, in_pods=in_pods)

        return page

    return [with_strip(draw) for draw in pages]


def draw_qr(canv: Canvas, text: str, x: float, y: float, size: float) -> None:
    """A QR code of ``text``, ``size`` points square, its lower left corner at (x, y)."""
    qr = QrCodeWidget(text, barLevel="M")
    left, bottom, right, top = qr.getBounds()
    drawing = Drawing(
        size, size, transform=[size / (right - left), 0, 0, size / (top - bottom), 0, 0]
    )
    drawing.add(qr)
    renderPDF.draw(drawing, canv, x, y)


def _draw_address(
    canv: Canvas, width: float, address: str, language: Language, *, in_pods: bool
) -> None:
    _ = form_words(language)
    x = MARGIN
    draw_qr(canv, address, x, 10, QR_SIZE)
    canv.setStrokeColor(GRID)
    canv.setLineWidth(0.5)
    canv.line(MARGIN, ADDRESS_STRIP - 4, width - MARGIN, ADDRESS_STRIP - 4)
    text_x = x + QR_SIZE + 10
    room = width - MARGIN - text_x
    draw_text(
        canv,
        text_x,
        48,
        _("Your pod, the standings and the round clock on your phone:")
        if in_pods
        else _("Your table, the standings and the round clock on your phone:"),
        10,
        max_width=room,
    )
    draw_text(canv, text_x, 28, address, 14, bold=True, max_width=room)
