"""Player code cards: one small card per player with their secret code (and its QR code), ten to
a page with cut lines, for the judge to hand to each player alone.

A code signs a phone in as its player, so it is printed only where one player holds it: here
and on the player's own result sheet, never on a slip the table shares.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.domain.player_codes import grouped
from opl_tournament.printing.documents import CodeCard, CodeCards
from opl_tournament.printing.fonts import draw_fitted, draw_text, wrap
from opl_tournament.printing.layout import INK, draw_card, faint, form_words, render
from opl_tournament.printing.player_code import caption, draw_code_qr
from opl_tournament.printing.slips import slip_pages

PER_PAGE = 10
NAME_LINE = 26.0
"""The height of the player's number and name under the card's band, kept clear of the QR code."""


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
    event = data.header.event_name
    draw_text(canv, x + 8, top - 12.5, event, 8, bold=True, max_width=width - 16, min_size=6)
    canv.setFillColor(INK)
    # The QR code stays below the player's line, which runs across the card: the name whole.
    qr_size = min(height - band - NAME_LINE, width * 0.36) if data.page_address else 0.0
    text_right = draw_code_qr(
        canv, x + width - 6, top - height + 6, card.code, data.page_address, qr_size
    )
    text_width = text_right - x - 14
    used = draw_text(canv, x + 8, top - band - 16, card.number, 12, bold=True)
    name_width = width - 16 - used - 8
    draw_fitted(
        canv, x + 16 + used, top - band - 16, card.name, 10, name_width, min_size=7, lines=2
    )
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
        said = (*how, _("Keep it to yourself: it reports results in your name."))
        # each sentence at 6 pt, on a second line where it is longer than the room beside the
        # QR code (rather than drawn too small to read)
        lines = [line for sentence in said for line in wrap(sentence, 6, text_width)]
        bottom = top - height + 8
        for index, line in enumerate(reversed(lines)):
            draw_text(canv, x + 8, bottom + 7 * index, line, 6, max_width=text_width, min_size=4.5)
