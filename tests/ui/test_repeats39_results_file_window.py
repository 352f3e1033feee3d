"""Edit ▸ Results from a file…: the judge's sheet imported again after lines were added records
only the new results and says the others were already entered; a line giving a table another
result is refused with its line, and nothing of the file is recorded."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, pair_next_round
from tests.helpers.events import new_event, pod_settings
from tests.helpers.window import open_event_window
from tests.ui.drive import menu_action, settle


def _log(ctx: ServiceContext, event_id: int) -> list[str]:
    with ctx.read() as store:
        return [e.action for e in store.audit_entries(event_id)]


@pytest.mark.parametrize("shape", ["head-to-head", "pods"])
def test_a_sheet_imported_again_from_the_menu_records_only_its_new_lines(
    ctx: ServiceContext,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    shape: str,
) -> None:
    if shape == "pods":
        event_id = new_event(ctx, pod_settings("Pods", seed=5, swiss_rounds=3), players=12)
    else:
        event_id = new_event(ctx, players=8, swiss_rounds=3)
    played = [t for t in pair_next_round(ctx, event_id).value.tables if not t.is_bye]
    sheet = tmp_path / "sheet.csv"
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(sheet), ""))
    )
    refused: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _p, _t, text, *_a: refused.append(text))
    )
    window, view = open_event_window(ctx, qtbot, event_id)
    from_file = menu_action(window, "Edit", "Results from a file…")

    def import_sheet(tables: list[object]) -> str:
        rows = "".join(f"{t.table},{t.players[0]}\n" for t in tables)  # type: ignore[attr-defined]
        sheet.write_text("table,winner\n" + rows, encoding="utf-8")
        from_file.trigger()
        settle()
        return window.statusBar().currentMessage()

    first = played[0].table
    assert import_sheet(played[:1]) == "Round 1: 1 result recorded from sheet.csv"
    log = _log(ctx, event_id)
    assert view.currentWidget() is view.round

    said = import_sheet(played)
    assert said == (
        f"Round 1: {len(played) - 1} results recorded from sheet.csv; "
        f"1 already entered, unchanged (table {first})"
    )
    assert refused == []
    assert all(t.reported for t in get_round(ctx, event_id, 1).tables if not t.is_bye)
    assert all(item.reported for item in view.round.model.items if not item.is_bye)
    assert _log(ctx, event_id) == [*log, log[-1]], "one audit row for the file"

    said = import_sheet(played)
    assert said.startswith("Round 1: nothing new in sheet.csv; ")
    assert _log(ctx, event_id) == [*log, log[-1]], "nothing new: no audit row"

    other = played[1]
    sheet.write_text(
        f"table,winner\n{first},{played[0].players[0]}\n{other.table},{other.players[1]}\n",
        encoding="utf-8",
    )
    from_file.trigger()
    settle()
    (message,) = refused
    assert message.startswith(
        f"{sheet}, line 3: round 1, {'pod' if shape == 'pods' else 'table'} {other.table} "
        "already has a result ("
    )
    assert "and the file says " in message and message.endswith("; correct it instead")
    assert _log(ctx, event_id) == [*log, log[-1]]
