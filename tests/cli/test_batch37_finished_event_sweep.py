"""Nothing changes a finished event. Every writing command of the command line, and every write a
player makes from a phone, is tried on a finished event: each is refused (exit 1, one clear line,
the database exactly as it was) or is one of the few actions that may follow the finish
(``services/undo.py``'s ``AFTER_FINISHING``), listed below with the reason.

A command added to the command line without a place in these lists fails the last test."""

from __future__ import annotations

import argparse
import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from opl_tournament.cli import COMMANDS, build_parser, run
from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services import self_report, self_service
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round
from opl_tournament.services.self_report import Caller
from opl_tournament.services.undo import AFTER_FINISHING
from opl_tournament.storage import open_database
from tests.cli.in_process import Cli

EXAMPLES = Path(__file__).parents[2] / "resources" / "examples"
FINISHED = "event 1 is finished"


@dataclass(frozen=True)
class Finished:
    """A finished OverPower Swiss of one round: four players (0001 with a temporary number, the
    others Legion members), players acting from phones, a judge call left unanswered."""

    db: Path
    tables: list[tuple[int, str, str]]


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> Finished:
    db = tmp_path_factory.mktemp("finished") / "finished.sqlite"

    def cli(*args: str) -> None:
        assert run([*args, "--db", str(db)]) == 0, args

    create = ("event", "create", "Open", "--format", "swiss", "--rounds", "1", "--seed", "1")
    cli(*create, "--judge", "Jo Judge:55555555")
    cli("event", "edit", "1", "--sanction", "S-77", "--date", "2026-11-28")
    cli("event", "edit", "1", "--self-report", "confirm")
    cli("player", "add", "1", "Ada")
    for number, name in (("11111111", "Bo"), ("22222222", "Cy"), ("33333333", "Di")):
        cli("player", "add", "1", name, "--legion", number)
    cli("pair", "1")
    database = open_database(db)
    try:
        ctx = ServiceContext(database)
        tables = [(m.table, m.a, str(m.b)) for m in get_round(ctx, 1, 1).matches]
        self_service.call_judge(ctx, Caller(1, tables[0][1]), 1)
    finally:
        database.close()
    for table, a, _b in tables:
        cli("report", "1", "1", str(table), "--winner", a)
    cli("event", "finish", "1")
    return Finished(db, tables)


def _copy(finished: Finished, folder: Path) -> Path:
    db = folder / "event.sqlite"
    with sqlite3.connect(finished.db) as source, sqlite3.connect(db) as copy:
        source.backup(copy)
    return db


def _dump(db: Path) -> list[str]:
    with sqlite3.connect(db) as connection:
        return list(connection.iterdump())


def _log(db: Path) -> list[tuple[str, int]]:
    with sqlite3.connect(db) as connection:
        return list(connection.execute("SELECT action, undone FROM audit_log ORDER BY id"))


def _files(folder: Path, finished: Finished) -> dict[str, str]:
    """The files the commands are given, written for this event."""
    (table, a, b), *_ = finished.tables
    (folder / "results.csv").write_text(f"table,winner\n{table},{b}\n", encoding="utf-8")
    (folder / "players.csv").write_text("name\nZed\n", encoding="utf-8")
    (folder / "pairs.csv").write_text("a,b\n0001,11111111\n22222222,33333333\n", encoding="utf-8")
    form = json.loads((EXAMPLES / "time-call-form.json").read_text(encoding="utf-8"))
    form["players"][0]["id"], form["players"][1]["id"] = a, b
    (folder / "form.json").write_text(json.dumps(form), encoding="utf-8")
    deck = (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    (folder / "deck.txt").write_text(deck, encoding="utf-8")
    return {
        "TABLE": str(table),
        "A": a,
        "B": b,
        "RESULTS": str(folder / "results.csv"),
        "PLAYERS": str(folder / "players.csv"),
        "PAIRS": str(folder / "pairs.csv"),
        "FORM": str(folder / "form.json"),
        "DECK": str(folder / "deck.txt"),
        "OUT": str(folder / "export"),
    }


# Refused, with the words that say why. Most say the event is finished; a few are refused for a
# reason a finished event always has (round 1 is paired, an OverPower event has no settings).
REFUSED: list[tuple[str, str]] = [
    ("event edit 1 --rounds 3", f"{FINISHED}: its Swiss rounds can no longer change"),
    ("event edit 1 --time-limit 40", f"{FINISHED}: its time limit can no longer change"),
    ("event edit 1 --tiebreaks buchholz", f"{FINISHED}: its tiebreakers can no longer change"),
    ("event edit 1 --tier regional", f"{FINISHED}: its tier can no longer change"),
    ("event edit 1 --late-entry nothing", f"{FINISHED}: its late entries can no longer change"),
    ("event edit 1 --grand-final single", "applies only to a double-elimination event"),
    ("event edit 1 --byes seeded", "apply only to an elimination bracket"),
    ("event settings 1 --set x=1", "OverPower's floor rules are fixed by the Legion"),
    ("event finish 1", "event 1 is already finished"),
    ("player add 1 Zed", f"{FINISHED}; no more players can enter"),
    ("player add 1 Zed --staff", f"{FINISHED}; no more players can enter"),
    ("player import 1 PLAYERS", f"{FINISHED}; no more players can enter"),
    ("player team 1 A", f"{FINISHED}: its teams can no longer change"),
    ("player drop 1 A", f"{FINISHED}: its players' standing can no longer change"),
    ("player reenter 1 A", f"{FINISHED}: its players' standing can no longer change"),
    ("player drop-absent 1", "round 1 is paired: drop players one by one now"),
    ("player codes 1 --renew A", f"{FINISHED}: its players' codes can no longer change"),
    ("pair 1", FINISHED),
    ("pair 1 --by-hand PAIRS", FINISHED),
    ("swap 1 A B", f"{FINISHED}: its rounds can no longer change"),
    ("unpair 1", f"{FINISHED}: its rounds can no longer change"),
    ("report 1 1 TABLE --winner B", f"{FINISHED}: its results can no longer change"),
    ("report 1 1 TABLE --winner B --correct", f"{FINISHED}: its results can no longer change"),
    ("report 1 1 TABLE --double-loss --correct", f"{FINISHED}: its results can no longer change"),
    ("report 1 1 TABLE --adjudicate FORM --correct", f"{FINISHED}: its results can no longer"),
    ("report 1 1 --file RESULTS", f"{FINISHED}: its results can no longer change"),
    ("clock 1 start", "the event is finished: its round clock no longer runs"),
    ("clock 1 pause", "the event is finished: its round clock no longer runs"),
    ("clock 1 resume", "the event is finished: its round clock no longer runs"),
    ("clock 1 extend 5", "the event is finished: its round clock no longer runs"),
    ("penalty add 1 A warning --infraction slow", f"{FINISHED}: no penalty can be recorded"),
    ("deck submit 1 A DECK", f"{FINISHED}: its players' decks can no longer change"),
    ("reports accept 1 1 TABLE --from A", f"{FINISHED}: its results can no longer change"),
    ("reports answer 1 1", f"{FINISHED}: its judge calls can no longer change"),
    ("ratings undo 1", "event 1 has not been rated"),
]

# Allowed after the finish, each with the one audit row of its kind (or none) and why.
ALLOWED: list[tuple[str, AuditAction | None, str]] = [
    ("event edit 1 --name Renamed", AuditAction.EVENT_EDIT, "its details stay correctable"),
    ("event edit 1 --place Hall", AuditAction.EVENT_EDIT, "its details stay correctable"),
    ("event edit 1 --language fr", AuditAction.EVENT_EDIT, "the forms are printed again in it"),
    ("event edit 1 --date 2026-11-27", AuditAction.EVENT_EDIT, "its details stay correctable"),
    ("event edit 1 --judge Bo", AuditAction.EVENT_EDIT, "its details stay correctable"),
    ("event edit 1 --sanction S-78", AuditAction.EVENT_EDIT, "its details stay correctable"),
    ("event edit 1 --self-report off", AuditAction.EVENT_EDIT, "the phones can do nothing now"),
    ("event edit 1 --self-report-cut judge", AuditAction.EVENT_EDIT, "nor in a cut"),
    ("event edit 1 --check-in on", AuditAction.EVENT_EDIT, "round 1 is paired: no check-in"),
    ("event edit 1 --deck-lists locked", AuditAction.EVENT_EDIT, "no deck list is taken now"),
    (
        "player legion 1 0001 44444444",
        AuditAction.PLAYER_LEGION_NUMBER,
        "a newcomer joins the Legion after the event: their games are rated",
    ),
    ("ratings apply 1", AuditAction.RATINGS_APPLY, "an event is rated once finished"),
    (
        "ratings forfeits 1 rated",
        AuditAction.RATINGS_SETTING,
        "what its rating counts is chosen before rating it",
    ),
    (
        "ratings dq-byes 1 rated",
        AuditAction.RATINGS_SETTING,
        "what its rating counts is chosen before rating it",
    ),
    (
        "player legion 1 0001 44444444 ; export 1 -o OUT",  # every player a member first
        AuditAction.EVENT_EXPORT,
        "the rating service is sent a finished event",
    ),
    ("undo 1", AuditAction.UNDO, "it takes back the finish, reopening the event"),
]

# Commands that write nothing of an event (reads, or the database and rating list as a whole).
NOT_AN_EVENTS_WRITE = {
    "event create": "a new event",
    "event list": "reads",
    "event show": "reads",
    "player list": "reads",
    "player codes": "reads (with --renew: in REFUSED)",
    "rounds": "reads",
    "standings": "reads",
    "adjudicate": "reads a form, stores nothing",
    "rulings": "reads",
    "deck check": "reads a deck list, stores nothing",
    "penalty list": "reads",
    "print": "reads",
    "ratings preview": "reads",
    "ratings list": "reads",
    "ratings check": "reads",
    "ratings system": "the rating list's system, no event's",
    "ratings import": "the rating service's list, no event's",
    "reports": "reads (accept and answer: in REFUSED)",
    "log": "reads",
    "backup list": "reads",
    "backup show": "reads",
    "backup create": "a snapshot of the whole database, changing nothing",
    "backup restore": "the whole database put back as it was at a snapshot, by the judge's choice",
    "venue start": "the server, no event",
    "venue stop": "the server, no event",
    "venue status": "the server, no event",
    "serve": "the players' page: its writes are the players' (below)",
}


def _line(command: str, files: dict[str, str]) -> list[str]:
    return [files.get(word, word) for word in command.split()]


@pytest.mark.parametrize(("command", "words"), REFUSED, ids=[c for c, _w in REFUSED])
def test_a_finished_event_refuses(
    finished: Finished,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    words: str,
) -> None:
    db = _copy(finished, tmp_path)
    files = _files(tmp_path, finished)
    before = _dump(db)
    code, out, err = Cli(db, capsys)(*_line(command, files))
    assert (code, out) == (1, "")
    assert words in err and err.count("\n") == 1, err
    assert _dump(db) == before


@pytest.mark.parametrize(("command", "action", "why"), ALLOWED, ids=[c for c, _a, _w in ALLOWED])
def test_a_finished_event_allows(
    finished: Finished,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    action: AuditAction,
    why: str,
) -> None:
    db = _copy(finished, tmp_path)
    files = _files(tmp_path, finished)
    *first, command = command.split(" ; ")
    for step in first:
        assert Cli(db, capsys)(*_line(step, files))[0] == 0
    log = _log(db)
    code, _out, err = Cli(db, capsys)(*_line(command, files))
    assert (code, err) == (0, ""), why
    assert _log(db)[: len(log)] == log or action is AuditAction.UNDO
    assert [row for row, _undone in _log(db)[len(log) :]] == [action.value]
    assert action in AFTER_FINISHING | {AuditAction.EVENT_EXPORT, AuditAction.UNDO}
    if action in AFTER_FINISHING:  # and it is taken back while the event stays finished
        code, out, err = Cli(db, capsys)("undo", "1")
        assert (code, err) == (0, ""), out
        assert _log(db)[len(log)] == (action.value, 1)


PlayerWrite = Callable[[ServiceContext, Caller, Finished], object]
# What a player does from a phone (web/self_service.py's PlayerApi), with the refusal's words:
# the event's, or what a finished event always is (check-in closed with round 1).
ASK = "the event is finished; ask the judge"
PLAYER_WRITES: dict[str, tuple[PlayerWrite, str]] = {
    "report": (
        lambda ctx, caller, f: self_report.report_table(
            ctx, caller, 1, 1, f.tables[0][0], winner=f.tables[0][2]
        ),
        ASK,
    ),
    "confirm": (
        lambda ctx, caller, f: self_report.confirm_table(ctx, caller, 1, 1, f.tables[0][0]),
        ASK,
    ),
    "withdraw-report": (
        lambda ctx, caller, f: self_report.withdraw_report(ctx, caller, 1, 1, f.tables[0][0]),
        ASK,
    ),
    "drop": (
        lambda ctx, caller, _f: self_service.drop_self(ctx, caller, 1),
        ASK,
    ),
    "check-in": (
        lambda ctx, caller, _f: self_service.check_in(ctx, caller, 1),
        "check-in is not open in this event",
    ),
    "deck": (
        lambda ctx, caller, _f: self_service.submit_deck_text(
            ctx, caller, 1, (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8")
        ),
        ASK,
    ),
    "judge-call": (
        lambda ctx, caller, _f: self_service.call_judge(ctx, caller, 1),
        ASK,
    ),
}


@pytest.mark.parametrize("write", PLAYER_WRITES)
def test_a_finished_event_refuses_what_a_player_does_from_a_phone(
    finished: Finished, tmp_path: Path, write: str
) -> None:
    db = _copy(finished, tmp_path)
    before = _dump(db)
    act, words = PLAYER_WRITES[write]
    database = open_database(db)
    try:
        caller = Caller(1, finished.tables[0][2])
        with pytest.raises(RefusedAction) as refused:
            act(ServiceContext(database), caller, finished)
    finally:
        database.close()
    assert refused.value.message.startswith(words)
    assert _dump(db) == before


def _commands() -> set[str]:
    """Every command and action of the command line ("event edit", "pair", …)."""
    names: set[str] = set()
    for name, _module, _text in COMMANDS:
        commands = build_parser(name)._subparsers
        assert commands is not None
        (chosen,) = commands._group_actions
        assert isinstance(chosen, argparse._SubParsersAction)
        parser = chosen.choices[name]
        actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        names |= {f"{name} {action}" for a in actions for action in a.choices} or {name}
    return names


def test_every_command_is_tried_or_said_to_write_no_event() -> None:
    tried = {" ".join(c.split()[:2]) for c, _w in REFUSED} | {
        " ".join(c.split(" ; ")[-1].split()[:2]) for c, _a, _w in ALLOWED
    }
    listed = {c if c in _commands() else c.split()[0] for c in tried} | set(NOT_AN_EVENTS_WRITE)
    assert _commands() <= listed, sorted(_commands() - listed)
