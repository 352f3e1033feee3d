"""The record of a game decided when time was called: what was counted and which step decided."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from opl_tournament.printing.documents import AdjudicationRecord
from opl_tournament.printing.fonts import draw_text
from opl_tournament.printing.layout import (
    FAINT,
    GRID,
    INK,
    MARGIN,
    SHADE,
    Column,
    draw_event_header,
    draw_footer,
    draw_label_field,
    draw_table,
    draw_title_band,
    page_size,
    render,
)

TITLE = "TIME-CALLED GAME · ADJUDICATION RECORD"


def render_adjudication_record(data: AdjudicationRecord) -> bytes:
    def draw(canv: Canvas, page: int, count: int) -> None:
        width, height = page_size(data.paper)
        inner = width - 2 * MARGIN
        y = draw_title_band(canv, MARGIN, height - MARGIN, inner, TITLE, right=data.header.brand)
        y = draw_event_header(canv, MARGIN, y - 2, inner, data.header)
        y = _players(canv, MARGIN, y - 8, inner, data)
        a_label = f"{data.a_number}"
        b_label = f"{data.b_number}"
        _heading(canv, MARGIN, y - 18, "WHAT WAS COUNTED AT THE TABLE")
        y = draw_table(
            canv,
            MARGIN,
            y - 24,
            inner,
            (
                Column("COUNT", 3.0),
                Column(a_label, 1.2, "center", bold=True),
                Column(b_label, 1.2, "center", bold=True),
            ),
            [(entry.label, entry.value_a, entry.value_b) for entry in data.inputs],
            row_height=18,
            size=10,
        )
        _heading(canv, MARGIN, y - 22, "THE TIME-CALL LADDER, STEP BY STEP")
        y = draw_table(
            canv,
            MARGIN,
            y - 28,
            inner,
            (
                Column("STEP", 2.2, bold=True),
                Column(a_label, 0.9, "center"),
                Column(b_label, 0.9, "center"),
                Column("FOUND", 2.6),
            ),
            [
                (
                    step.label,
                    step.value_a,
                    step.value_b,
                    ("▶ " if step.decided else "") + step.outcome,
                )
                for step in data.steps
            ],
            row_height=20,
            size=10,
            shaded=[step.decided for step in data.steps],
        )
        y = _verdict(canv, MARGIN, y - 16, inner, data)
        _signatures(canv, MARGIN, y - 30, inner)
        draw_footer(canv, page, count, f"{TITLE} — {data.header.event_name}", width)

    return render(data.paper, f"Adjudication record — {data.header.event_name}", [draw])


def _heading(canv: Canvas, x: float, y: float, text: str) -> None:
    draw_text(canv, x, y, text, 9, bold=True)


def _players(canv: Canvas, x: float, top: float, width: float, data: AdjudicationRecord) -> float:
    table = str(data.table) if data.table is not None else "—"
    canv.setFillColor(FAINT)
    draw_text(canv, x, top - 10, "TABLE", 7, bold=True)
    canv.setFillColor(INK)
    draw_text(canv, x, top - 38, table, 26, bold=True)
    column = (width - 70) / 2
    for index, (number, name) in enumerate(
        ((data.a_number, data.a_name), (data.b_number, data.b_name))
    ):
        left = x + 70 + index * column
        canv.setFillColor(FAINT)
        draw_text(canv, left, top - 10, f"PLAYER {'AB'[index]}", 7, bold=True)
        canv.setFillColor(INK)
        draw_text(canv, left, top - 26, number, 13, bold=True)
        draw_text(canv, left, top - 40, name, 10.5, max_width=column - 12)
    return top - 46


def _verdict(canv: Canvas, x: float, top: float, width: float, data: AdjudicationRecord) -> float:
    height = 58.0
    canv.setFillColor(SHADE)
    canv.setStrokeColor(INK)
    canv.rect(x, top - height, width, height, stroke=1, fill=1)
    canv.setFillColor(INK)
    winner_name = {data.a_number: data.a_name, data.b_number: data.b_name}.get(
        data.winner_number, ""
    )
    draw_text(canv, x + 10, top - 16, "DECISION", 7.5, bold=True)
    winner = f"{data.winner_number}  {winner_name}".strip() or "—"
    draw_text(canv, x + 10, top - 34, winner, 15, bold=True, max_width=width - 20)
    draw_text(canv, x + 10, top - 50, data.verdict, 9, max_width=width - 20)
    details = [
        ("RULES EDITION", data.rules_edition),
        ("RECORDED", data.recorded_at),
        ("OFFICIAL", data.official),
    ]
    y = top - height - 26
    field_width = (width - 20) / 3
    for index, (label, value) in enumerate(details):
        draw_label_field(
            canv, x + index * (field_width + 10), y, field_width, label, value, size=9.5
        )
    for note in data.notes:
        y -= 14
        draw_text(canv, x, y - 8, note, 9, max_width=width)
    return y - 8


def _signatures(canv: Canvas, x: float, y: float, width: float) -> None:
    canv.setStrokeColor(GRID)
    field_width = (width - 20) / 3
    for index, label in enumerate(("JUDGE", "PLAYER A", "PLAYER B")):
        draw_label_field(
            canv, x + index * (field_width + 10), y - 12, field_width, f"SIGNATURE — {label}", ""
        )
