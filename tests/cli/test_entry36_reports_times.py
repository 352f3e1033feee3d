"""`reports EVENT` shows when a player dropped as `log` shows its times (the station's local
time), not as a stored UTC stamp."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


def test_a_drop_is_shown_at_the_time_the_log_shows(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("player", "drop", "1", "0003")[0] == 0
    _code, log, _err = cli("log", "1")
    when = " ".join(log.strip().splitlines()[-1].split()[1:3])  # "#  date time  who  what"
    code, out, _err = cli("reports", "1")
    assert code == 0
    assert f"dropped: 0003 Cy (judge, {when})" in out
