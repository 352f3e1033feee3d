"""A results file is one judge action: one audit row in words, one undo that takes back every
table of it (refused plainly while a later action depends on it), and the rows that fed on the
per-table rows ("entered by", the round page's record of what changed) still work."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventSettings
from opl_tournament.domain.pairing.records import RoundStatus
from opl_tournament.services import rounds
from opl_tournament.services.changes import Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.undo import undo_entry, undo_last
from tests.helpers.events import new_event, pod_settings

SHAPES = {
    "head-to-head": (EventSettings(name="Duel", seed=5, swiss_rounds=3), 8),
    "pods": (pod_settings("Pods", seed=5, swiss_rounds=3), 12),
}


def _file(tmp_path: Path, view: rounds.RoundView) -> tuple[Path, list[int]]:
    played = [t for t in view.tables if not t.is_bye]
    results = tmp_path / "results.csv"
    rows = "".join(f"{t.table},{t.players[0]}\n" for t in played)
    results.write_text("table,winner\n" + rows, encoding="utf-8")
    return results, [t.table for t in played]


def _log(ctx: ServiceContext, event_id: int) -> list[tuple[str, str, bool]]:
    with ctx.read() as store:
        return [(e.action, e.summary, e.undone) for e in store.audit_entries(event_id)]


@pytest.mark.parametrize("shape", SHAPES)
def test_a_results_file_is_one_audit_row_and_one_undo_takes_every_table_back(
    ctx: ServiceContext, tmp_path: Path, shape: str
) -> None:
    settings, players = SHAPES[shape]
    event_id = new_event(ctx, settings, players=players)
    view = rounds.pair_next_round(ctx, event_id).value
    results, tables = _file(tmp_path, view)
    log = _log(ctx, event_id)

    rounds.report_results_file(ctx, event_id, 1, results)
    noun = "pods" if shape == "pods" else "tables"
    said = f"results of round 1 from results.csv: {len(tables)} {noun}"
    assert _log(ctx, event_id) == [*log, ("match.file", said, False)]
    assert rounds.get_round(ctx, event_id, 1).status is RoundStatus.COMPLETE

    undone = undo_last(ctx, event_id)
    assert undone.value.summary == said
    assert undone.changes == Changes(event_id, rounds=frozenset({1}))
    after = rounds.get_round(ctx, event_id, 1)
    assert after.status is RoundStatus.PAIRED
    assert [t.table for t in after.tables if not t.is_bye and not t.reported] == tables
    assert _log(ctx, event_id)[-2:] == [
        ("match.file", said, True),
        ("undo", f"undid: {said}", False),
    ]

    rounds.report_results_file(ctx, event_id, 1, results)  # the same file goes in again
    assert rounds.get_round(ctx, event_id, 1).status is RoundStatus.COMPLETE


def test_a_table_of_the_file_says_who_entered_it(ctx: ServiceContext, tmp_path: Path) -> None:
    event_id = new_event(ctx, SHAPES["head-to-head"][0], players=8)
    view = rounds.pair_next_round(ctx, event_id).value
    results, tables = _file(tmp_path, view)
    ctx.actor = "desk 2"
    rounds.report_results_file(ctx, event_id, 1, results)
    ctx.actor = "desk 1"
    first = view.tables[0]
    with pytest.raises(RefusedAction, match=r"already has a result \(.* won, entered by desk 2 at"):
        rounds.report_result(ctx, event_id, 1, tables[0], winner=first.players[1])


def test_a_file_whose_table_was_corrected_since_is_not_undone(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    event_id = new_event(ctx, SHAPES["head-to-head"][0], players=8)
    view = rounds.pair_next_round(ctx, event_id).value
    results, tables = _file(tmp_path, view)
    rounds.report_results_file(ctx, event_id, 1, results)
    second = view.tables[1]
    rounds.report_result(ctx, event_id, 1, tables[1], winner=second.players[1], correction=True)
    with ctx.read() as store:
        file_row = next(e for e in store.audit_entries(event_id) if e.action == "match.file")
    with pytest.raises(
        RefusedAction,
        match=rf"'results of round 1 from results.csv: 4 tables' cannot be undone: {ctx.actor}'s "
        rf"later action 'corrected round 1 table {tables[1]}: .*' depends on it",
    ):
        undo_entry(ctx, event_id, file_row.id)
    assert rounds.get_round(ctx, event_id, 1).status is RoundStatus.COMPLETE

    undo_last(ctx, event_id)  # the correction
    undo_last(ctx, event_id)  # then the file
    assert not any(t.reported for t in rounds.get_round(ctx, event_id, 1).tables)


def test_a_table_reported_by_itself_after_the_file_does_not_hold_the_file(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    event_id = new_event(ctx, SHAPES["head-to-head"][0], players=8)
    view = rounds.pair_next_round(ctx, event_id).value
    results, _tables = _file(tmp_path, view)
    results.write_text(results.read_text(encoding="utf-8").rsplit("\n", 2)[0] + "\n")
    rounds.report_results_file(ctx, event_id, 1, results)
    last = view.tables[-1]
    rounds.report_result(ctx, event_id, 1, last.table, winner=last.players[0])
    with ctx.read() as store:
        file_row = next(e for e in store.audit_entries(event_id) if e.action == "match.file")
    undo_entry(ctx, event_id, file_row.id)
    reported = [t.table for t in rounds.get_round(ctx, event_id, 1).tables if t.reported]
    assert reported == [last.table]
