"""A station whose own disk is full while it works on a venue server: the server has room, so
the judge's action is done; only this station's copy of it (the round's snapshot) is not."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from opl_tournament.services import backups
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import list_rounds
from tests.helpers.events import new_event
from tests.reliability.disks import fill, mounted_small_disk
from tests.stations.conftest import Opl

pytestmark = pytest.mark.parametrize("database_location", ["postgresql"], indirect=True)


@pytest.fixture
def full_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The station's data folder (where a server's snapshots are kept) on a full 1 MB disk."""
    with mounted_small_disk(tmp_path) as disk:
        monkeypatch.setenv("XDG_DATA_HOME", str(disk))
        fill(disk)
        yield disk


@pytest.mark.usefixtures("full_data_folder")
def test_a_round_is_paired_on_the_server_when_the_stations_disk_is_full(
    ctx: ServiceContext, database_location: str, opl: Opl
) -> None:
    event = new_event(ctx, name="Spring Open", players=8)

    done = opl("pair", str(event), "--db", database_location)

    assert done.returncode == 0, done.stderr
    assert [r.number for r in list_rounds(ctx, event)] == [1]
    assert backups.list_snapshots(ctx) == []
    assert "Traceback" not in done.stderr
