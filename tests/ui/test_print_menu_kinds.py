"""The Print menu offers every form the program prints (``PrintKind``), on file and on paper, and
for the event the judge chooses only the forms its table shape prints."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.round_shapes import TableKind, shape_for
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.events import new_event, pod_settings
from tests.helpers.window import open_window
from tests.ui.drive import menu_action, settle

MENU = (
    ("Pairings by table…", PrintKind.PAIRINGS),
    ("Pairings by name…", PrintKind.PAIRINGS),
    ("Match slips…", PrintKind.SLIPS),
    ("Player result sheets…", PrintKind.RESULT_SHEETS),
    ("Result sheets, two to a page…", PrintKind.RESULT_SHEETS),
    ("Blank result sheets…", PrintKind.BLANK_RESULT_SHEET),
    ("Master result sheet…", PrintKind.MASTER_SHEET),
    ("Standings…", PrintKind.STANDINGS),
    ("Ladder chart…", PrintKind.BRACKET_CHART),
    ("Penalty report…", PrintKind.PENALTIES),
    ("Adjudication record of the selected table…", PrintKind.ADJUDICATION),
    ("Player code cards…", PrintKind.CODE_CARDS),
)
"""The Print menu's items as the judge reads them, and the form each prints."""

ON_PAPER = "On paper (choose a printer)"


def choose_event(window: MainWindow, qtbot: QtBot, event_id: int) -> None:
    """The judge clicks the event's row in the events list."""
    row = next(i for i, e in enumerate(window.events_model.items) if e.id == event_id)
    view = window.events_view
    cell = view.visualRect(window.events_model.index(row, 1)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    settle()
    assert window.event_view is not None and window.event_view.event_id == event_id


def offered(window: MainWindow, *menu: str) -> set[PrintKind]:
    """The forms whose items in ``menu`` the judge may choose (every item checked)."""
    enabled: dict[PrintKind, set[bool]] = {}
    for label, kind in MENU:
        enabled.setdefault(kind, set()).add(menu_action(window, *menu, label).isEnabled())
    assert all(len(states) == 1 for states in enabled.values()), enabled
    return {kind for kind, states in enabled.items() if states == {True}}


def test_the_print_menu_offers_each_form_for_the_shapes_that_print_it(
    ctx: ServiceContext, qtbot: QtBot
) -> None:
    assert {kind for _label, kind in MENU} == set(PrintKind)
    cup = new_event(ctx, players=4)
    pods = new_event(ctx, pod_settings("Pod Night"), players=4)
    window = open_window(ctx, qtbot)
    # What a pod event prints is named, and each form printed, by tests/cli/test_cli_print_kinds.py
    pod_forms = set(shape_for(TableKind.PODS).print_kinds)
    assert pod_forms < set(PrintKind)
    for event_id, forms in ((pods, pod_forms), (cup, set(PrintKind)), (pods, pod_forms)):
        choose_event(window, qtbot, event_id)
        assert offered(window, "Print") == forms
        assert offered(window, "Print", ON_PAPER) == forms
