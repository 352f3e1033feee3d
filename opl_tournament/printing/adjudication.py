"""The record of a game decided when time was called: what was counted and which step decided."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.language.catalogs import Words
from opl_tournament.printing.documents import AdjudicationRecord
from opl_tournament.printing.fonts import draw_fitted, draw_lines, draw_text, text_width, wrap
from opl_tournament.printing.layout import (
    GRID,
    INK,
    MARGIN,
    SHADE,
    draw_form_footer,
    draw_form_head,
    draw_label_field,
    faint,
    form_words,
    page_size,
    render,
    shared_widths,
)
from opl_tournament.printing.tables import Column, draw_table


def render_adjudication_record(data: AdjudicationRecord) -> bytes:
    _ = form_words(data.header.language)
    title = _("TIME-CALLED GAME · ADJUDICATION RECORD")

    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper)
        inner = width - 2 * MARGIN
        y = draw_form_head(canv, width, height, title, data.header)
        y = _players(canv, MARGIN, y - 8, inner, data, _)
        labels = [number for number, _name in data.players]
        _heading(canv, MARGIN, y - 18, _("WHAT WAS COUNTED AT THE TABLE"))
        y = draw_table(
            canv,
            MARGIN,
            y - 24,
            inner,
            (
                Column(_("COUNT"), 3.0),
                *(Column(label, 1.2, "center", bold=True) for label in labels),
            ),
            [
                (entry.label, entry.value_a, entry.value_b, *_padded(entry.others, data))
                for entry in data.inputs
            ],
            row_height=18,
            size=10,
        )
        if data.characters:
            heading = (
                _("MAIN CHARACTERS AS ENTERED: WOUNDS AND KOs")
                if data.wounds
                else _("CHARACTERS AS ENTERED: HITS AND KOs")
            )
            _heading(canv, MARGIN, y - 22, heading)
            y = _characters(canv, MARGIN, y - 28, inner, data, _)
        _heading(canv, MARGIN, y - 22, _("THE TIME-CALL LADDER, STEP BY STEP"))
        y = _ladder(canv, MARGIN, y - 28, inner, data, labels, _)
        y = _verdict(canv, MARGIN, y - 16, inner, data, _)
        _signatures(canv, MARGIN, y - 30, inner, len(data.players), _)
        draw_form_footer(canv, page, count, width, title, data.header)

    document = _("Adjudication record — {event}", event=data.header.event_name)
    return render(data.paper, document, [draw])


def _ladder(
    canv: Canvas,
    x: float,
    top: float,
    width: float,
    data: AdjudicationRecord,
    labels: list[str],
    _: Words,
) -> float:
    """Each step as applied. Per-player columns only when the steps carry figures of their own
    (otherwise what was found says it, and gets the room)."""
    figures = any(s.value_a or s.value_b or any(s.others) for s in data.steps)
    columns = (
        Column(_("STEP"), 2.2, bold=True, wrap=True),
        *((Column(label, 0.9, "center") for label in labels) if figures else ()),
        Column(_("FOUND"), 2.6 if figures else 4.6, wrap=True),
    )
    rows = [
        (
            step.label,
            *((step.value_a, step.value_b, *_padded(step.others, data)) if figures else ()),
            ("▶ " if step.decided else "") + step.outcome,
        )
        for step in data.steps
    ]
    decided = [step.decided for step in data.steps]
    return draw_table(canv, x, top, width, columns, rows, row_height=20, size=10, shaded=decided)


def _characters(
    canv: Canvas, x: float, top: float, width: float, data: AdjudicationRecord, _: Words
) -> float:
    names = dict(data.players)
    rows = [
        (
            character.number,
            names.get(character.number, ""),
            character.name,
            character.hits,
            character.total,
            _("KO'd") if character.knocked_out else "—",
        )
        for character in data.characters
    ]
    columns = (
        Column(_("PLAYER"), 0.8, "center", bold=True),
        Column(_("NAME"), 1.6, size=8.5, wrap=True),
        Column(_("CHARACTER"), 1.6, bold=True, wrap=True),
        Column(_("WOUNDS ENTERED") if data.wounds else _("HITS ENTERED"), 3.2, size=8.5, wrap=True),
        Column(_("TOTAL"), 0.6, "center"),
        Column(_("KO'D"), 0.6, "center", bold=True),
    )
    knocked_out = [character.knocked_out for character in data.characters]
    return draw_table(
        canv, x, top, width, columns, rows, row_height=16, size=9.5, shaded=knocked_out
    )


def _padded(values: tuple[str, ...], data: AdjudicationRecord) -> tuple[str, ...]:
    """A row's values for the players after the first two (blank where none was given)."""
    wanted = len(data.others)
    return (*values[:wanted], *("",) * (wanted - len(values[:wanted])))


def _heading(canv: Canvas, x: float, y: float, text: str) -> None:
    draw_text(canv, x, y, text, 9, bold=True)


def _players(
    canv: Canvas, x: float, top: float, width: float, data: AdjudicationRecord, _: Words
) -> float:
    table = str(data.table) if data.table is not None else "—"
    with faint(canv):
        draw_text(canv, x, top - 10, _("POD") if data.in_pods else _("TABLE"), 7, bold=True)
    draw_text(canv, x, top - 38, table, 26, bold=True)
    column = (width - 70) / len(data.players)
    for index, (number, name) in enumerate(data.players):
        left = x + 70 + index * column
        with faint(canv):
            draw_text(
                canv, left, top - 10, _("PLAYER {letter}", letter="ABCD"[index]), 7, bold=True
            )
        draw_text(canv, left, top - 26, number, 13, bold=True)
        draw_fitted(canv, left, top - 40, name, 10.5, column - 12, min_size=7.5)
    return top - 50


def _verdict(
    canv: Canvas, x: float, top: float, width: float, data: AdjudicationRecord, _: Words
) -> float:
    """The decision and the sentence that explains it, whole (the box grows to hold it)."""
    sentence = wrap(data.verdict, 9.5, width - 20)
    height = 44.0 + len(sentence) * 9.5 * 1.25
    canv.setFillColor(SHADE)
    canv.setStrokeColor(INK)
    canv.rect(x, top - height, width, height, stroke=1, fill=1)
    canv.setFillColor(INK)
    winner_name = dict(data.players).get(data.winner_number, "")
    draw_text(canv, x + 10, top - 16, _("DECISION"), 7.5, bold=True)
    winner = data.decision or f"{data.winner_number}  {winner_name}".strip() or "—"
    draw_text(canv, x + 10, top - 34, winner, 15, bold=True, max_width=width - 20, min_size=9)
    draw_lines(canv, x + 10, top - 40, sentence, 9.5, leading=1.25)
    details = [
        (_("RULES EDITION"), data.rules_edition),
        (_("RECORDED (LOCAL TIME)"), data.recorded_at),
        (_("OFFICIAL"), data.official),
    ]
    y = top - height - 26
    widths = shared_widths(
        [(text_width(label, 7) + 2, text_width(value, 9.5) + 4, 1.0) for label, value in details],
        width - 20,
    )
    cursor = x
    for (label, value), field_width in zip(details, widths, strict=True):
        draw_label_field(canv, cursor, y, field_width, label, value, size=9.5)
        cursor += field_width + 10
    for note in data.notes:
        lines = wrap(note, 9, width)
        y = draw_lines(canv, x, y - 10, lines, 9)
    return y - 8


def _signatures(canv: Canvas, x: float, y: float, width: float, players: int, _: Words) -> None:
    """The judge's and each player's signature, three to a line."""
    canv.setStrokeColor(GRID)
    field_width = (width - 20) / 3
    labels = (_("JUDGE"), *(_("PLAYER {letter}", letter="ABCD"[i]) for i in range(players)))
    for index, label in enumerate(labels):
        line, place = divmod(index, 3)
        draw_label_field(
            canv,
            x + place * (field_width + 10),
            y - 12 - line * 34,
            field_width,
            _("SIGNATURE — {who}", who=label),
            "",
        )
