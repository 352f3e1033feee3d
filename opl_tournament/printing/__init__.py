"""Printed forms: pure functions from the plain data in ``documents`` to PDF bytes."""

from opl_tournament.printing.adjudication import render_adjudication_record
from opl_tournament.printing.bracket_chart import render_bracket_chart
from opl_tournament.printing.code_cards import render_code_cards
from opl_tournament.printing.master_sheet import render_master_sheet
from opl_tournament.printing.pairings import render_pairings_by_name, render_pairings_by_table
from opl_tournament.printing.result_sheet import render_blank_result_sheets, render_result_sheets
from opl_tournament.printing.slips import render_slips
from opl_tournament.printing.standings import render_penalty_report, render_standings

__all__ = [
    "render_adjudication_record",
    "render_blank_result_sheets",
    "render_bracket_chart",
    "render_code_cards",
    "render_master_sheet",
    "render_pairings_by_name",
    "render_pairings_by_table",
    "render_penalty_report",
    "render_result_sheets",
    "render_slips",
    "render_standings",
]
