"""The README's promise: a finished event's actions stay as they are, except what may still be
done once it is finished; `undo` takes those back, then the finish, and the event is open
again. A choice made after the finish (whether forfeits or byes after a disqualification are
rated) must not leave the finish beyond undo's reach."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli


def finished_event(cli: Cli) -> None:
    for line in (
        ("event", "create", "Open", "--format", "swiss", "--rounds", "1"),
        ("player", "add", "1", "Ada"),
        ("player", "add", "1", "Bo"),
        ("pair", "1"),
        ("report", "1", "1", "1", "--winner", "0001"),
        ("event", "finish", "1"),
    ):
        code, _out, err = cli(*line)
        assert code == 0, err


@pytest.mark.parametrize(
    "after_finish",
    [
        ("ratings", "forfeits", "1", "rated"),
        ("ratings", "dq-byes", "1", "rated"),
    ],
    ids=["forfeits", "dq-byes"],
)
def test_undo_reaches_the_finish_past_what_was_done_after_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], after_finish: tuple[str, ...]
) -> None:
    cli = Cli(tmp_path / "event.sqlite", capsys)
    finished_event(cli)
    code, _out, err = cli(*after_finish)
    assert code == 0, err
    undone = []
    while not any("finished" in line for line in undone) and len(undone) < 3:
        code, out, err = cli("undo", "1")
        assert code == 0, err
        undone.append(out)
    assert "finished" in undone[-1]
    assert cli.json("event", "show", "1")["status"] != "finished"
    code, _out, err = cli("report", "1", "1", "1", "--winner", "0002", "--correct")
    assert code == 0, err  # open again: the result can be corrected
