"""Odd text never crashes: bytes that are not UTF-8, control and bidirectional characters, huge
values. Each is one clear line on stderr, exit 1, with no terminal escape reaching the terminal."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reliability.inprocess import dump, opl_in_process

NOT_UTF8 = "Caf\udce9"  # b"Caf\xe9" (Latin-1) as Python hands a non-UTF-8 argument over


@pytest.fixture(scope="module")
def event_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    database = tmp_path_factory.mktemp("odd") / "odd.sqlite"
    created = opl_in_process(
        "event",
        "create",
        "Odd Open",
        "--format",
        "swiss",
        "--game",
        "vs-tcg",
        "--db",
        str(database),
    )
    assert created.code == 0, created.err
    assert opl_in_process("player", "add", "1", "Ada", "--db", str(database)).code == 0
    teams = (
        "event",
        "create",
        "Odd Pairs",
        "--format",
        "swiss",
        "--game",
        "vs-2pcg",
        "--pods",
        "2v2",
    )
    assert opl_in_process(*teams, "--db", str(database)).code == 0  # teams are for 2 vs 2
    assert opl_in_process("player", "add", "2", "Bo", "--db", str(database)).code == 0
    return database


def refused(database: Path, *argv: str) -> str:
    before = dump(database)
    done = opl_in_process(*argv, "--db", str(database))
    assert done.code == 1, (argv, done.code, done.err)
    assert done.err.count("\n") == 1 and done.err.endswith("\n"), done.err
    assert "internal error" not in done.err and "Traceback" not in done.err, done.err
    assert not any(ord(ch) < 32 and ch != "\n" for ch in done.err), repr(done.err)
    assert "\u202e" not in done.err and len(done.err) < 500, repr(done.err[:600])
    assert dump(database) == before
    return done.err


@pytest.mark.parametrize(
    "argv",
    [
        ["event", "create", NOT_UTF8, "--format", "swiss"],
        ["event", "create", "Ok", "--format", "swiss", "--place", NOT_UTF8],
        ["event", "create", "Ok", "--format", "swiss", "--date", NOT_UTF8],
        ["player", "add", "1", "Bo", "--actor", NOT_UTF8],
        ["player", "add", "1", NOT_UTF8],
    ],
)
def test_arguments_that_are_not_utf8_are_refused(event_db: Path, argv: list[str]) -> None:
    err = refused(event_db, *argv)
    assert "not valid UTF-8" in err and "\\xe9" in err, err


@pytest.mark.parametrize(
    ("argv", "position"),
    [
        (["event", "create", "Name\x1b[31mred", "--format", "swiss"], "character 5"),
        (["event", "create", "Two\nlines", "--format", "swiss"], "character 4"),
        (["event", "create", "Ok", "--format", "swiss", "--place", "Hall\x00B"], "character 5"),
        (["event", "create", "ab\u202ecd", "--format", "swiss"], "character 3"),
        (["player", "add", "1", "Ada\x1b[2J"], "character 4"),
        (["player", "add", "1", "Bo", "--actor", "Dana\nEvil"], "character 5"),
    ],
)
def test_control_and_bidi_characters_are_refused_with_their_position(
    event_db: Path, argv: list[str], position: str
) -> None:
    err = refused(event_db, *argv)
    assert position in err, err


@pytest.mark.parametrize(
    "argv",
    [
        ["event", "create", "x" * 10_000, "--format", "swiss"],
        ["event", "create", "Ok", "--format", "swiss", "--place", "x" * 10_000],
        ["player", "add", "1", "x" * 10_000],
    ],
)
def test_long_values_are_refused_with_the_limit(event_db: Path, argv: list[str]) -> None:
    err = refused(event_db, *argv)
    assert "characters" in err and "longer than" in err, err


@pytest.mark.parametrize(
    "argv",
    [
        ["event", "settings", "1", "--set", "tcg.time.level=" + "9" * 5000],
        ["event", "settings", "1", "--set", "9" * 100_000],
        ["player", "list", "a\nb"],
        ["player", "list", "\x1b[2J"],
        ["player", "add", "1", "Bo", "--legion", "\x1b]0;title\x07" + "1" * 100_000],
    ],
)
def test_error_messages_are_one_short_line_without_escapes(event_db: Path, argv: list[str]) -> None:
    done = opl_in_process(*argv, "--db", str(event_db))
    assert done.code in (1, 2), done
    last = done.err.splitlines()[-1]
    assert "internal error" not in done.err and "Traceback" not in done.err
    assert not any(ord(ch) < 32 for ch in done.err.replace("\n", "")), repr(done.err[:300])
    assert len(last) < 500, len(last)
    if done.code == 2:  # usage: argparse's usage lines, then one line of error
        assert last.startswith("opl-tournament"), done.err
    else:
        assert done.err.count("\n") == 1, done.err


@pytest.mark.parametrize(
    ("argv", "field"),
    [
        (["player", "team", "2", "0002", "Red\x1b[0m"], "team"),
        (
            ["penalty", "add", "1", "0001", "warning", "--infraction", "slow\u202eplay"],
            "infraction",
        ),
    ],
)
def test_team_and_penalty_text_is_checked(event_db: Path, argv: list[str], field: str) -> None:
    err = refused(event_db, *argv)
    assert f"field '{field}'" in err and "character" in err, err
