"""`undo` on an event with nothing left to undo says so in plain words (no quote inside a
quote: "the latest action ('created event 1 'Club Night'') cannot be undone")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


def test_nothing_left_to_undo_is_said_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Club Night", "--format", "swiss")[0] == 0
    code, _out, err = cli("undo", "1")
    assert code == 1
    assert err.strip().endswith("nothing is left to undo in event 1: its creation cannot be undone")
