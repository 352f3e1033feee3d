"""Input files are refused by type and size before they are read: /dev/zero, a pipe with no
writer, a 300 MB file; a JSON form with a lone surrogate escape is refused plainly."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.reliability.inprocess import opl_in_process


@pytest.fixture(scope="module")
def event_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    database = tmp_path_factory.mktemp("inputs") / "inputs.sqlite"
    created = opl_in_process(
        "event", "create", "Inputs", "--format", "swiss", "--db", str(database)
    )
    assert created.code == 0, created.err
    return database


@pytest.fixture
def no_hang() -> Iterator[None]:
    def hung(*_: object) -> None:
        raise TimeoutError("the command hung on a special file")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def special_files(folder: Path) -> dict[str, tuple[Path, str]]:
    fifo = folder / "pipe.csv"
    if not fifo.exists():
        os.mkfifo(fifo)
    huge = folder / "huge.csv"
    with huge.open("wb") as out:
        out.truncate(300 * 1024 * 1024)  # sparse: nothing is really written
    return {
        "zero": (Path("/dev/zero"), "not a regular file"),
        "fifo": (fifo, "not a regular file"),
        "huge": (huge, "the limit is"),
    }


COMMANDS = [
    ["player", "import", "1", "{}"],
    ["deck", "check", "{}"],
    ["adjudicate", "{}"],
    ["report", "1", "1", "--file", "{}"],
    ["ratings", "import", "{}"],
]


@pytest.mark.usefixtures("no_hang")
@pytest.mark.parametrize("kind", ["zero", "fifo", "huge"])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: "-".join(c[:2]))
def test_special_files_are_refused_before_reading(
    event_db: Path, kind: str, command: list[str]
) -> None:
    path, words = special_files(event_db.parent)[kind]
    argv = [word.replace("{}", str(path)) for word in command]
    done = opl_in_process(*argv, "--db", str(event_db))
    assert done.code == 1, (argv, done)
    assert words in done.err and done.err.count("\n") == 1, done.err


def test_the_deck_list_limit_is_one_megabyte_for_every_game(event_db: Path) -> None:
    deck = event_db.parent / "deck.txt"
    deck.write_bytes(b"1 Card\n" * (1024 * 1024 // 7 + 10))
    for game in ("overpower", "vs-tcg", "vs-2pcg"):
        done = opl_in_process("deck", "check", str(deck), "--game", game, "--db", str(event_db))
        assert done.code == 1 and "the limit is 1 MB" in done.err, done.err


@pytest.mark.parametrize("escape", ["\\ud800", "\\udfff", "x\\udc80y"])
def test_a_json_form_with_a_lone_surrogate_is_refused(event_db: Path, escape: str) -> None:
    form = event_db.parent / "form.json"
    form.write_text('{"players": [{"name": "' + escape + '"}]}', encoding="ascii")
    done = opl_in_process("adjudicate", str(form), "--db", str(event_db))
    assert done.code == 1, done
    assert "internal error" not in done.err and done.err.count("\n") == 1, done.err
    assert "not a character" in done.err, done.err
