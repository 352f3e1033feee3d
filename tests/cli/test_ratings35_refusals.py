"""The rating commands refuse bad input with one line naming what is wrong, exit status 1."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.cli.conftest import Runner
from tests.cli.in_process import Cli


def test_an_unknown_event_and_a_bad_date_are_refused_in_one_line(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--sanction", "S").code == 0
    unknown = opl("ratings", "dq-byes", "99", "rated")
    assert (unknown.code, unknown.err.strip()) == (
        1,
        "opl-tournament: field 'EVENT': there is no event 99",
    ), "not an internal error"
    assert opl("ratings", "undo", "99").err.strip() == (
        "opl-tournament: field 'EVENT': there is no event 99"
    ), "not 'event 99 has not been rated'"
    since = opl("ratings", "check", "--since", "last week")
    assert (since.code, since.err.strip(), since.out) == (
        1,
        "opl-tournament: field 'since': 'last week' is not a date (YYYY-MM-DD, or with a time)",
        "",
    ), "not 'all identical' over nothing"
    assert opl("ratings", "check", "--since", "2026-11-01").code == 0


def test_ratings_check_names_a_rated_player_missing_from_the_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    cli = Cli(tmp_path / "cup.sqlite", capsys)
    create = ("event", "create", "Cup", "--format", "swiss", "--rounds", "1", "--sanction", "S")
    assert cli(*create)[0] == 0
    for name, legion in (("Ada", "4512"), ("Bo", "5120")):
        assert cli("player", "add", "1", name, "--legion", legion)[0] == 0
    assert cli("pair", "1")[0] == 0
    assert cli("report", "1", "1", "1", "--winner", "4512")[0] == 0
    assert cli("ratings", "apply", "1")[0] == 0
    assert cli.json("ratings", "check") == {"players": 2, "differ": []}
    with sqlite3.connect(tmp_path / "cup.sqlite") as db:  # the list loses a rated player
        db.execute(
            "DELETE FROM rating WHERE player_id = (SELECT id FROM player WHERE number = ?)",
            ("5120",),
        )
    code, out, _err = cli("ratings", "check")
    assert (code, out.strip()) == (1, "1 rating rebuilt from the history: 1 differ: 5120")
