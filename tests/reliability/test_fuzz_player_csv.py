"""Hostile player CSV files: every input is read or refused with a message, never a crash.

Refusals must name the file; an import that is refused leaves the database as it was.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.files import read_limited
from opl_tournament.services.player_import import (
    COLUMN_ALIASES,
    parse_player_csv,
    register_many,
)
from opl_tournament.storage import open_database
from tests.reliability.fuzzing import BUDGETS, ON_THE_DATABASE, fuzz, read_or_refused
from tests.reliability.inprocess import dump

SOURCE = "signups.csv"

NASTY_CELLS = [
    "",
    " ",
    "=cmd|' /C calc'!A0",
    '=HYPERLINK("http://x","click")',
    "+1+1",
    "-2+3",
    "@SUM(A1:A9)",
    "\t=1",
    "1e309",
    "-1",
    "0",
    "99999999999999999999999999999999",
    "9" * 5000,
    "NaN",
    "inf",
    "٣٤",
    "²",
    "①",
    "\x00",
    "\x1b[31mred\x1b[0m",
    "a\rb",
    "line\nbreak",
    "\u202egnp.exe",
    "<script>alert(1)</script>",
    "'; DROP TABLE player; --",
    "yes",
    "no",
    "renewal",
    "5.00",
    "12345678",
    "x" * 200_000,
]

cells = st.one_of(st.sampled_from(NASTY_CELLS), st.text(max_size=40))
column_names = st.one_of(
    st.sampled_from(sorted(COLUMN_ALIASES)).map(
        lambda c: c.replace("_", " ").upper() if len(c) % 2 else c
    ),
    st.text(max_size=12),
)


known_headers = st.lists(
    st.sampled_from(sorted(set(COLUMN_ALIASES.values()))), min_size=1, max_size=8, unique=True
).map(lambda columns: ["name", *columns] if "name" not in columns else columns)


@st.composite
def csv_texts(draw: st.DrawFn) -> str:
    header = draw(st.one_of(known_headers, st.lists(column_names, min_size=0, max_size=8)))
    width = max(1, len(header))
    rows = draw(
        st.lists(
            st.lists(cells, min_size=max(0, width - 1), max_size=width + 1), min_size=0, max_size=6
        )
    )
    if draw(st.booleans()):
        out = io.StringIO()
        writer = csv.writer(out, delimiter=draw(st.sampled_from([",", ";"])))
        writer.writerow(header)
        writer.writerows(rows)
        return out.getvalue()
    newline = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    return newline.join(",".join(row) for row in [header, *rows])


ENCODINGS: list[Callable[[str], bytes]] = [
    lambda t: t.encode("utf-8", "surrogatepass"),
    lambda t: b"\xef\xbb\xbf" + t.encode("utf-8", "surrogatepass"),
    lambda t: t.encode("utf-16", "surrogatepass"),
    lambda t: t.encode("utf-16-le", "surrogatepass"),
    lambda t: t.encode("latin-1", "replace"),
    lambda t: t.encode("cp1252", "replace"),
    lambda t: t.encode("utf-8", "surrogatepass")[: max(0, len(t) - 1)],
]

csv_bytes = st.one_of(
    st.builds(lambda text, enc: ENCODINGS[enc](text), csv_texts(), st.integers(0, 6)),
    st.binary(max_size=300),
    st.builds(
        lambda head, tail: head + tail,
        st.sampled_from([b"\xff\xfe", b"\xfe\xff"]),
        st.binary(max_size=64),
    ),
)


def parse_or_refuse(data: bytes) -> None:
    read_or_refused(parse_player_csv, data, SOURCE)


@pytest.mark.parametrize("budget", BUDGETS)
def test_player_csv_is_read_or_refused(budget: settings) -> None:
    fuzz(budget, parse_or_refuse, csv_bytes)


@pytest.fixture(scope="module")
def import_target(tmp_path_factory: pytest.TempPathFactory) -> tuple[ServiceContext, int, Path]:
    path = tmp_path_factory.mktemp("fuzzdb") / "import.sqlite"
    database = open_database(path)
    ctx = ServiceContext(database)
    event = create_event(ctx, EventSettings(name="Fuzz Open", format=EventFormat.SWISS)).id
    return ctx, event, path


@ON_THE_DATABASE
@given(csv_texts())
def test_a_refused_import_leaves_the_database_unchanged(
    import_target: tuple[ServiceContext, int, Path], text: str
) -> None:
    ctx, event, path = import_target
    before = dump(path)
    try:
        entrants = parse_player_csv(text.encode("utf-8", "surrogatepass"), SOURCE)
        register_many(ctx, event, entrants, source=SOURCE)
    except DomainError:
        assert dump(path) == before


def test_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.csv"
    with big.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: 100 MB of NUL bytes, nothing written
    with pytest.raises(InvalidInput, match="limit"):
        read_limited(big)


@pytest.mark.slow
def test_a_100_mb_csv_under_a_raised_limit_is_refused_cleanly(tmp_path: Path) -> None:
    big = tmp_path / "big.csv"
    row = b"Ada Lovelace,12345678\n"
    with big.open("wb") as handle:
        handle.write(b"name,legion\n")
        handle.write(row * (100 * 1024 * 1024 // len(row)))
    data = read_limited(big, limit=200 * 1024 * 1024)
    with pytest.raises(InvalidInput, match="line 3"):
        parse_player_csv(data, SOURCE)  # the same Legion number twice


@pytest.mark.parametrize(
    ("data", "where"),
    [
        (b"", "empty"),
        (b"\xef\xbb\xbf", "empty"),
        (b"name,name\nA,B\n", "twice"),
        (b"name,Name\nA,B\n", "twice"),
        (b"name,age\nAda,999999999999999999999\n", "age"),
        (b"name,fee\nAda,1e309\n", "fee"),
        (b"name,legion\nAda,-1\n", "legion"),
    ],
)
def test_typical_bad_files_name_what_is_wrong(data: bytes, where: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        parse_player_csv(data, SOURCE)
    assert SOURCE in caught.value.message and where in caught.value.message


@pytest.mark.parametrize("age", ["\u00b2", "9" * 5000])
def test_digit_like_ages_are_refused_not_crashed(age: str) -> None:
    with pytest.raises(InvalidInput, match="age"):
        parse_player_csv(f"name,age\nAda,{age}\n".encode(), SOURCE)


def test_formula_looking_and_control_character_names_do_not_crash() -> None:
    data = b"name\n=1+2\n@SUM(A1)\nAda\x07Bell\n"
    try:
        parse_player_csv(data, SOURCE)
    except InvalidInput as error:
        assert "line" in error.message
