"""A snapshot named on the command line is a file: a venue server's URL given in its place is
refused without being printed back (it holds the station's password)."""

from __future__ import annotations

import pytest

from opl_tournament.cli import run

URL = "postgresql+psycopg://opl_station:s3cretPassw0rd@192.168.1.20:5433/opl"


@pytest.mark.parametrize("command", [["show"], ["restore", "--yes"]])
def test_a_servers_url_given_as_a_snapshot_is_refused_without_its_password(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as usage_error:
        run(["backup", command[0], URL, *command[1:]])
    out, err = capsys.readouterr()
    assert usage_error.value.code == 2
    assert "s3cretPassw0rd" not in out + err
    assert "venue server's URL" in err and "--db" in err, err
