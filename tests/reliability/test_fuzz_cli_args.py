"""Random command lines, run in-process: exit 0, 1 or 2 with one clear line, never a crash.

A command that exits non-zero must leave the database exactly as it was.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st

from opl_tournament.cli import run
from tests.reliability.fuzzing import BUDGETS, fuzz
from tests.reliability.inprocess import dump, opl_in_process

WORDS = [
    "event", "create", "list", "player", "add", "import", "drop", "reenter", "backup", "show",
    "restore", "pair", "report", "standings", "undo", "audit", "log", "deck", "check", "print",
    "export", "ratings", "adjudicate", "settings", "submit", "team", "unpair", "rounds",
]  # fmt: skip
OPTIONS = [
    "--json", "--format", "--rounds", "--cut", "--seed", "--game", "--type", "--legion", "--fee",
    "--paid", "--staff", "--label", "--yes", "--winner", "--double-loss", "--file", "--round",
    "--time-limit", "--date", "--judge", "--assistant", "--odd-field", "--paper", "--actor",
    "--sanction", "-o", "--help", "-h", "--", "--pods", "--pod-size", "--pod-scoring",
    "--pod-points", "--placing", "--team", "--set", "--reset", "--adjudicate", "--correct",
]  # fmt: skip
VALUES = [
    "1", "2", "0", "-1", "3", "7", "64", "2147483648", "99999999999999999999", "9" * 5000,
    "1e3", "nan", "1.5", "٣", "swiss", "single", "double", "combination", "overpower",
    "vs-tcg", "vs-2pcg", "free-for-all", "2v2", "boss", "placing", "4,2,1,0", "0001=1,0002=2",
    "tcg.time.level=draw", "p2.time.tiebreaks=mc_wounds,deck", "constructed", "sealed", "bye", "staff", "A4", "5.00", "-5", "12345678",
    "0001", "Ada", "", " ", "\x00", "\x1b[2J", "=1+1", "@SUM(A1)", "a\nb", "\u202e", "x" * 10_000,
    # bytes that are not UTF-8, as Python hands them over; lone surrogates; more huge numbers
    "Caf\udce9", "\udcff\udcfe", "\ud800", "x\udfffy", "tcg.time.level=" + "9" * 5000,
    "-" + "9" * 5000, "1" * 19, "\x07\x08\x7f", "\u2066Ada\u2069",
]  # fmt: skip


def path_tokens(folder: Path) -> list[str]:
    return [
        str(folder / "players.csv"),
        str(folder / "garbage.bin"),
        str(folder / "missing.csv"),
        str(folder),
        str(folder / "out.pdf"),
        str(folder / "fuzz.sqlite"),  # the database itself, as an output or an input
        str(folder / "snapshots"),
        str(folder / "pipe"),  # a FIFO with no writer
        "/dev/zero",
        str(folder / "huge.csv"),  # 300 MB, sparse
    ]


# Command shapes: "V" is a random value, "P" a random path; random options follow.
SHAPES = [
    "event create V --format V",
    "event list",
    "player add V V",
    "player add V V --legion V",
    "player import V P",
    "player drop V V",
    "player reenter V V",
    "player list V",
    "backup list",
    "backup create --label V",
    "backup show P",
    "backup restore P --yes",
    "pair V",
    "report V V V --winner V",
    "report V V V --double-loss",
    "report V V --file P",
    "standings V",
    "undo V",
    "audit V",
    "print V V -o P",
    "export V -o P",
    "deck check P",
    "adjudicate P",
    "event create V --format swiss --place V --date V",
    "event settings V --set V",
    "player team V V V",
]


def argv_strategy(folder: Path) -> st.SearchStrategy[list[str]]:
    value = st.one_of(st.sampled_from(VALUES), st.text(max_size=12))
    path = st.sampled_from(path_tokens(folder))
    token = st.one_of(st.sampled_from(WORDS), st.sampled_from(OPTIONS), value, path)

    @st.composite
    def shaped(draw: st.DrawFn) -> list[str]:
        words = draw(st.sampled_from(SHAPES)).split()
        filled = [draw(value) if w == "V" else draw(path) if w == "P" else w for w in words]
        return filled + draw(st.lists(st.one_of(st.sampled_from(OPTIONS), value), max_size=3))

    start = st.lists(st.sampled_from(WORDS), min_size=1, max_size=2)
    loose = st.builds(lambda a, b: a + b, start, st.lists(token, max_size=7))
    return st.one_of(shaped(), loose)


@pytest.fixture(scope="module")
def arena(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("cli-fuzz")
    database = folder / "fuzz.sqlite"
    (folder / "players.csv").write_text("name,legion\nAda,12345678\nBo,\n", encoding="utf-8")
    (folder / "garbage.bin").write_bytes(bytes(range(256)) * 4)
    os.mkfifo(folder / "pipe")
    with (folder / "huge.csv").open("wb") as huge:
        huge.truncate(300 * 1024 * 1024)
    assert run(["event", "create", "Fuzz Open", "--format", "swiss", "--db", str(database)]) == 0
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert run(["player", "add", "1", name, "--db", str(database)]) == 0
    return folder, database


def check_command_line(arena: tuple[Path, Path], argv: list[str]) -> None:
    _, database = arena
    full = [*argv, "--db", str(database)]
    before = dump(database)
    done = opl_in_process(*full)
    assert done.code in (0, 1, 2), (full, done.code, done.err)
    assert "internal error" not in done.err and "Traceback" not in done.err, (full, done.err)
    if done.code != 0:
        assert done.err.strip(), (full, "a refusal must say why")
        assert dump(database) == before, (full, "a refused command changed the database")
    elif "--json" in argv and "--help" not in argv and "-h" not in argv:
        json.loads(done.out)  # exactly one JSON document


def test_fuzzing_arena_is_usable(arena: tuple[Path, Path]) -> None:
    listed = opl_in_process("player", "list", "1", "--json", "--db", str(arena[1]))
    assert listed.code == 0 and len(json.loads(listed.out)["players"]) >= 4


@pytest.mark.parametrize("command", ["player list", "player add", "player drop"])
def test_an_event_id_beyond_64_bits_is_refused_plainly(
    arena: tuple[Path, Path], command: str
) -> None:
    argv = [*command.split(), "99999999999999999999"] + (["0001"] if "list" not in command else [])
    check_command_line(arena, argv)


@pytest.mark.parametrize("budget", BUDGETS)
def test_random_command_lines_never_crash(arena: tuple[Path, Path], budget: settings) -> None:
    fuzz(budget, lambda argv: check_command_line(arena, argv), argv_strategy(arena[0]))
