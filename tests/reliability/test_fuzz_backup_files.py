"""Hostile backup files: damaged, truncated or forged snapshots are described or refused.

A restore either brings in a snapshot that passes every check, or changes nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.backups import restore
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.storage import StorageError, open_database
from opl_tournament.storage.backup import quick_check
from opl_tournament.storage.snapshots import describe_snapshot, take_snapshot
from tests.reliability.conftest import FUZZ_EXAMPLES
from tests.reliability.fuzzing import BUDGETS, fuzz
from tests.reliability.inprocess import dump


@pytest.fixture(scope="module")
def good_snapshot(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("good")
    database = open_database(folder / "good.sqlite")
    ctx = ServiceContext(database)
    event = create_event(ctx, EventSettings(name="Club Night", format=EventFormat.SWISS)).id
    for name in ("Ada", "Bo", "Cy"):
        register_player(ctx, event, Entrant(identity=PlayerIdentity(name=name)))
    database.close()
    info = take_snapshot(folder / "good.sqlite", "good", datetime.now(UTC))
    return info.path


@st.composite
def mutations(draw: st.DrawFn, original: bytes) -> bytes:
    data = bytearray(original)
    kind = draw(st.sampled_from(["flip", "truncate", "zero-page", "splice", "header"]))
    if kind == "flip":
        for _ in range(draw(st.integers(1, 20))):
            at = draw(st.integers(0, len(data) - 1))
            data[at] = draw(st.integers(0, 255))
    elif kind == "truncate":
        del data[draw(st.integers(0, len(data) - 1)) :]
    elif kind == "zero-page":
        page = draw(st.integers(0, len(data) // 4096 - 1))
        data[page * 4096 : (page + 1) * 4096] = bytes(4096)
    elif kind == "splice":
        at = draw(st.integers(0, len(data)))
        data[at:at] = draw(st.binary(min_size=1, max_size=5000))
    else:
        at = draw(st.integers(16, 99))  # the 100-byte database header after the magic string
        data[at] = draw(st.integers(0, 255))
    return bytes(data)


def describe_or_refuse(path: Path) -> None:
    try:
        contents = describe_snapshot(path)
    except StorageError as error:
        assert str(path) in error.message
    else:
        assert quick_check(path) == "ok"
        assert all(e.players >= 0 for e in contents.events)


def backup_bytes(good: bytes) -> st.SearchStrategy[bytes]:
    return st.one_of(
        mutations(good),
        st.binary(max_size=2000),
        st.binary(max_size=2000).map(lambda b: b"SQLite format 3\x00" + b),
    )


@pytest.mark.parametrize("budget", BUDGETS)
def test_damaged_backup_files_are_described_or_refused(
    tmp_path: Path, good_snapshot: Path, budget: settings
) -> None:
    def check(data: bytes) -> None:
        path = tmp_path / "hostile.sqlite"
        path.write_bytes(data)
        describe_or_refuse(path)

    fuzz(budget, check, backup_bytes(good_snapshot.read_bytes()))


@settings(
    max_examples=max(20, FUZZ_EXAMPLES // 5),
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_restoring_a_damaged_backup_changes_nothing(
    tmp_path_factory: pytest.TempPathFactory, good_snapshot: Path, data: st.DataObject
) -> None:
    folder = tmp_path_factory.mktemp("restore")
    live = folder / "live.sqlite"
    database = open_database(live)
    create_event(ServiceContext(database), EventSettings(name="Live", format=EventFormat.SWISS))
    database.close()
    before = dump(live)
    hostile = folder / "hostile.sqlite"
    hostile.write_bytes(data.draw(mutations(good_snapshot.read_bytes())))
    try:
        report = restore(live, hostile, force=True)  # damage, not identity, is under test
    except StorageError:
        assert dump(live) == before
        assert not (folder / "snapshots").exists() or not any((folder / "snapshots").iterdir())
    else:
        assert quick_check(live) == "ok"
        assert report.previous is not None and dump(report.previous.path)[1:] == before[1:]
