"""A player's secret code on a printed form: as text in groups a player can type, and as a QR
code of the players' page address that signs their phone in (when the address is known)."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.player_codes import code_path, grouped
from opl_tournament.language.catalogs import Words
from opl_tournament.printing.fonts import draw_text
from opl_tournament.printing.layout import faint
from opl_tournament.printing.page_address import draw_qr


def caption(_: Words) -> str:
    """The words above a printed code."""
    return _("YOUR CODE")


def code_address(address: str, code: str) -> str:
    """Where the QR code leads: the players' page's address and ``/p/CODE``."""
    return address.rstrip("/") + code_path(code)


def draw_code_qr(
    canv: Canvas, right: float, bottom: float, code: str, address: str, size: float
) -> float:
    """The code's QR code with its lower right corner at (right, bottom), when there is a code
    and an address; returns the left edge it took (``right`` when none was drawn)."""
    if not code or not address:
        return right
    draw_qr(canv, code_address(address, code), right - size, bottom, size)
    return right - size


def draw_code(
    canv: Canvas,
    right: float,
    bottom: float,
    code: str,
    address: str,
    *,
    qr_size: float,
    _: Words,
) -> None:
    """The code in a corner: its QR code at the lower right (when the address is known), the
    caption and the code stacked to its left."""
    if not code:
        return
    text_right = draw_code_qr(canv, right, bottom, code, address, qr_size) - 4
    middle = bottom + (qr_size if address else 24.0) / 2
    with faint(canv):
        draw_text(canv, text_right, middle + 1.5, caption(_), 7.5, bold=True, align="right")
    draw_text(canv, text_right, middle - 9.5, grouped(code), 9, bold=True, align="right")
