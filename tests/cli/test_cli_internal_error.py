"""A bug in a command: the judge reads one line naming the log file, and whether the action was
saved; the traceback is in the file, never on the screen."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from opl_tournament.cli import players as player_commands
from opl_tournament.paths import log_file_path
from opl_tournament.services import rounds
from opl_tournament.storage.store import Store
from tests.cli.in_process import Cli


@pytest.fixture
def root_handlers_restored() -> Iterator[None]:
    before = list(logging.getLogger().handlers)
    yield
    for handler in logging.getLogger().handlers:
        if handler not in before:
            logging.getLogger().removeHandler(handler)
            handler.close()


def test_an_internal_error_is_one_line_and_its_details_go_to_the_log_file(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    root_handlers_restored: None,
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a bug in the standings")

    monkeypatch.setattr(rounds, "standings", broken)
    code, out, err = cli("standings", "1")

    assert code == 1
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "internal error; nothing of this action was saved" in err
    assert err.rstrip().endswith(str(log_file_path()))
    logged = log_file_path().read_text(encoding="utf-8")
    assert "Traceback" in logged and "RuntimeError: a bug in the standings" in logged
    assert "opl-tournament standings 1" in logged


def test_the_log_file_never_holds_a_venue_servers_password(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    root_handlers_restored: None,
) -> None:
    """A judge attaches the log file to a report: the station's password stays out of it."""
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    url = "postgresql+psycopg://opl_station:S3cret-pw_x@192.0.2.2:5432/opl"

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError(f"a bug that mentions {url}")

    monkeypatch.setattr(rounds, "standings", broken)
    code, _out, _err = cli("standings", "1", "--actor", url)

    assert code == 1
    logged = log_file_path().read_text(encoding="utf-8")
    assert "S3cret-pw_x" not in logged
    assert "postgresql+psycopg://opl_station:***@192.0.2.2:5432/opl" in logged


def _bug(*_args: object, **_kwargs: object) -> str:
    raise RuntimeError("a bug")


@pytest.mark.parametrize(
    ("broken", "saved"),
    [((Store, "audit"), False), ((player_commands, "_said"), True)],
    ids=["before-the-commit", "in-showing-the-answer"],
)
def test_a_bug_during_a_drop_says_truly_whether_the_drop_was_saved(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    root_handlers_restored: None,
    broken: tuple[object, str],
    saved: bool,
) -> None:
    """Before the drop's write committed nothing was saved; after it (a bug in showing the
    answer) it was, and dropping again would be refused or wrong: the line says so, and where
    to look."""
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    assert cli("player", "add", "1", "Ann", "--legion", "1070")[0] == 0
    monkeypatch.setattr(*broken, _bug)

    code, out, err = cli("player", "drop", "1", "1070")

    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.rstrip().endswith(str(log_file_path()))
    if saved:
        assert "nothing" not in err
        assert "internal error after this action was saved: its answer could not be shown" in err
        assert "do not do it again; `opl-tournament log 1` shows what was saved" in err
    else:
        assert "internal error; nothing of this action was saved" in err
    monkeypatch.undo()
    (ann,) = cli.json("player", "list", "1")["players"]
    assert ann["status"] == ("dropped" if saved else "active")
    last = cli("log", "1")[1].splitlines()[-1]
    assert ("drop" in last) is saved


def _interrupted(*_args: object, **_kwargs: object) -> str:
    raise KeyboardInterrupt


def test_ctrl_c_after_the_drop_was_saved_says_it_was_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    assert cli("event", "create", "Open", "--format", "swiss")[0] == 0
    assert cli("player", "add", "1", "Ann", "--legion", "1070")[0] == 0
    monkeypatch.setattr(player_commands, "_said", _interrupted)

    code, _out, err = cli("player", "drop", "1", "1070")

    assert code == 1
    assert err == (
        "opl-tournament: interrupted after this action was saved; `opl-tournament log 1` shows "
        "what was saved\n"
    )
