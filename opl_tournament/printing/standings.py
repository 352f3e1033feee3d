"""Standings with their tiebreak columns, and the penalty report."""

from __future__ import annotations

from opl_tournament.printing.documents import PenaltyReport, Standings
from opl_tournament.printing.layout import form_words, render
from opl_tournament.printing.tables import Column, table_pages


def render_standings(data: Standings) -> bytes:
    """Rank order as given; players who left stay listed, shaded and marked (dropped, or
    disqualified) in the last column, STATUS; after the last Swiss round, the players the top
    cut takes are marked there too."""
    _ = form_words(data.header.language)
    dropped, disqualified = _("dropped"), _("disqualified")
    columns = [
        Column(_("RANK"), 0.6, "center", bold=True, size=12),
        Column(_("NO."), 0.8, "center", bold=True),
        Column(_("NAME"), 3.2),
        Column(_("POINTS"), 0.8, "center", bold=True),
        Column(data.record_label, 0.9, "center"),
        *(Column(label.upper(), 0.85, "center") for label in data.tiebreak_labels),
        Column(_("STATUS"), 0.8, "center", size=8),
    ]
    rows = []
    for row in data.rows:
        values = list(row.tiebreakers[: len(data.tiebreak_labels)])
        values += [""] * (len(data.tiebreak_labels) - len(values))
        rows.append(
            (
                row.place or str(row.rank),
                row.number,
                row.name,
                str(row.points),
                row.record,
                *values,
                disqualified if row.disqualified else dropped if row.dropped else row.cut,
            )
        )
    title = _("STANDINGS")
    if data.header.round is not None and data.finished:
        title = _("STANDINGS AFTER ROUND {number}", number=data.header.round)
    elif data.header.round is not None:  # the round's results so far
        title = _("STANDINGS DURING ROUND {number}", number=data.header.round)
    pages = table_pages(
        data,
        title=title,
        columns=columns,
        rows=rows,
        row_height=20,
        size=10,
        shaded=lambda row: row[-1] in (dropped, disqualified),
        footnote=data.note,
    )
    return render(data.paper, _("Standings — {event}", event=data.header.event_name), pages)


def render_penalty_report(data: PenaltyReport) -> bytes:
    """Every warning, renege, game loss and disqualification, in the order given."""
    _ = form_words(data.header.language)
    columns = [
        Column(_("RD"), 0.4, "center"),
        Column(_("POD") if data.in_pods else _("TABLE"), 0.55, "center"),
        Column(_("NO."), 0.7, "center", bold=True),
        Column(_("NAME"), 1.8, wrap=True),
        Column(_("INFRACTION"), 2.4, size=8.5, wrap=True),
        Column(_("PENALTY"), 1.2, bold=True, wrap=True),
        Column(_("CONSEQUENCE"), 2.4, size=8, wrap=True),
        Column(_("OFFICIAL"), 1.2, size=8.5, wrap=True),
        Column(_("NOTE"), 1.8, size=8, wrap=True),
    ]
    rows = [
        (
            str(entry.round) if entry.round is not None else "",
            str(entry.table) if entry.table is not None else "",
            entry.number,
            entry.name,
            entry.infraction,
            entry.penalty,
            entry.consequence,
            entry.official,
            entry.note,
        )
        for entry in data.entries
    ]
    pages = table_pages(
        data,
        title=_("PENALTY REPORT"),
        columns=columns,
        rows=rows,
        row_height=22,
        size=9,
        wide=True,
        footnote="" if rows else _("No penalties were recorded at this event."),
    )
    title = _("Penalty report — {event}", event=data.header.event_name)
    return render(data.paper, title, pages, wide=True)
