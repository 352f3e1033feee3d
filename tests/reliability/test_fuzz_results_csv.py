"""Hostile results files (``table,winner``): read or refused with the file named, never a crash.

A refused file changes nothing in the database: no result of it is recorded.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.storage import open_database
from tests.reliability.fuzzing import BUDGETS, ON_THE_DATABASE, fuzz, read_or_refused

rounds = pytest.importorskip(
    "opl_tournament.services.rounds", reason="the rounds service is not committed yet"
)

SOURCE = "results.csv"

cells = st.one_of(
    st.sampled_from(
        ["1", "2", "3", "0", "-1", "0001", "0002", "0003", "0004", "double loss", "DL", "",
         " ", "1e3", "٣", "99999999999", "=1+1", "\x00", "a\nb", "table", "winner"]
    ),
    st.text(max_size=12),
)  # fmt: skip


@st.composite
def results_files(draw: st.DrawFn) -> bytes:
    header = draw(st.sampled_from(["table,winner", "TABLE, Winner", "winner,table", "", "x"]))
    rows = draw(st.lists(st.lists(cells, min_size=1, max_size=3), max_size=8))
    text = "\n".join([header, *(",".join(row) for row in rows)])
    encoding = draw(st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "latin-1"]))
    return text.encode(encoding, "replace")


files = st.one_of(results_files(), st.binary(max_size=200))


def read_or_refuse(data: bytes) -> None:
    read_or_refused(rounds.parse_results_csv, data, SOURCE)


@pytest.mark.parametrize("budget", BUDGETS)
def test_results_files_are_read_or_refused(budget: settings) -> None:
    fuzz(budget, read_or_refuse, files)


@pytest.fixture(scope="module")
def paired(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServiceContext, Path]]:
    folder = tmp_path_factory.mktemp("results")
    database = open_database(folder / "results.sqlite")
    ctx = ServiceContext(database)
    event = create_event(ctx, EventSettings(name="Results", format=EventFormat.SWISS, seed=1)).id
    assert event == 1
    for i in range(8):
        register_player(ctx, event, Entrant(identity=PlayerIdentity(name=f"P{i}")))
    rounds.pair_next_round(ctx, event)
    yield ctx, folder
    database.close()


def results_recorded(folder: Path) -> int:
    conn = sqlite3.connect(f"file:{folder / 'results.sqlite'}?mode=ro", uri=True)
    try:
        return int(conn.execute('SELECT COUNT(result) FROM "match"').fetchone()[0])
    finally:
        conn.close()


@ON_THE_DATABASE
@given(results_files())
def test_a_refused_results_file_records_nothing(
    paired: tuple[ServiceContext, Path], data: bytes
) -> None:
    ctx, folder = paired
    path = folder / SOURCE
    path.write_bytes(data)
    before = results_recorded(folder)
    try:
        rounds.report_results_file(ctx, 1, 1, path)
    except DomainError:
        assert results_recorded(folder) == before
    # A valid file's results are recorded; later files naming those tables are then refused.


@pytest.mark.parametrize(
    "data",
    [
        "table,winner\n\u00b2,0001\n".encode(),
        b"table,winner\n" + b"9" * 5000 + b",0001\n",
        b"table,winner\n1," + b"x" * 200_000 + b"\n",
    ],
    ids=["superscript-table", "5000-digit-table", "oversized-cell"],
)
def test_absurd_tables_and_cells_are_refused(data: bytes) -> None:
    with pytest.raises(InvalidInput):
        rounds.parse_results_csv(data, source=SOURCE)
