"""Player code cards: one small card per player with their secret code (and its QR code), ten to
a page with cut lines, for the judge to hand to each player alone.

A code signs a phone in as its player, so it is printed only where one player holds it: here
and on the player's own result sheet, never on a slip the table shares.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.player_codes import grouped
from opl_tournament.printing.documents import CodeCard, CodeCards
from opl_tournament.printing.fonts import draw_fitted, draw_text
from opl_tournament.printing.layout import INK, draw_card, faint, form_words, render
from opl_tournament.printing.player_code import caption, draw_code_qr
from opl_tournament.printing.slips import slip_pages

PER_PAGE = 10


def render_code_cards(data: CodeCards) -> bytes:
    """The cards in the order given (by player number), ten to a page."""

    def draw(
        canv: Canvas, x: float, top: float, width: float, height: float, card: CodeCard
    ) -> None:
        _card(canv, x, top, width, height, card, data)

    _ = form_words(data.header.language)
    footer = _("PLAYER CODE CARDS — cut on the dotted lines; give each card to its player only")
    pages = slip_pages(data.paper, data.cards, PER_PAGE, draw, footer, data.header.language)
    title = _("Player code cards — {event}", event=data.header.event_name)
    return render(data.paper, title, pages)


def _card(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    height: float,
    card: CodeCard,
    data: CodeCards,
) -> None:
    _ = form_words(data.header.language)
    band = 18.0
    draw_card(canv, x, top, width, height, band)
    draw_text(canv, x + 8, top - 12.5, data.header.event_name, 8, bold=True, max_width=width - 16)
    canv.setFillColor(INK)
    qr_size = min(height - band - 10, width * 0.36) if data.page_address else 0.0
    text_right = draw_code_qr(
        canv, x + width - 6, top - height + 6, card.code, data.page_address, qr_size
    )
    text_width = text_right - x - 14
    used = draw_text(canv, x + 8, top - band - 16, card.number, 12, bold=True)
    draw_fitted(canv, x + 16 + used, top - band - 16, card.name, 10, text_width - used - 8, lines=1)
    with faint(canv):
        draw_text(canv, x + 8, top - band - 36, caption(_), 7, bold=True)
    code = grouped(card.code)
    draw_text(canv, x + 8, top - band - 56, code, 16, bold=True, max_width=text_width, min_size=9)
    with faint(canv):
        how = (
            (_("Scan the square with your phone,"), _("or type the code at the kiosk."))
            if data.page_address
            else (_("Type the code on the players' page"), _("or at the kiosk."))
        )
        lines = (*how, _("Keep it to yourself: it reports results in your name."))
        bottom = top - height + 8
        for index, line in enumerate(reversed(lines)):
            draw_text(canv, x + 8, bottom + 8 * index, line, 6, max_width=text_width, min_size=4.5)
