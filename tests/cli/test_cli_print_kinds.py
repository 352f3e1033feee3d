"""Every form the program knows (``PrintKind``) prints from the command line for each table shape
that prints it, and a shape that does not print it refuses it in one line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.round_shapes import TableKind, shape_for
from tests.cli.in_process import Cli

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "forms.sqlite", capsys)


def head_to_head_event(cli: Cli, folder: Path) -> tuple[str, int]:
    """An OverPower Swiss of four with a top-2 cut (so a bracket), a penalty, players' codes
    and a time-called table; returns the event and the round 1 table the judge's form decided."""
    event = str(
        cli.json(
            *("event", "create", "Harbour Cup", "--format", "combination", "--rounds", "1"),
            *("--cut", "2", "--seed", "7", "--judge", "Ruth Judge", "--self-report", "confirm"),
        )["id"]
    )
    numbers = [cli.json("player", "add", event, name)["number"] for name in "ABCD"]
    cli.json("penalty", "add", event, numbers[0], "warning")
    first, second = (t for t in cli.json("pair", event)["pairings"] if t["b"] is not None)
    form = json.loads((EXAMPLES / "time-call-form.json").read_text(encoding="utf-8"))
    for player, number in zip(form["players"], (first["a"], first["b"]), strict=True):
        player["id"] = number
    path = folder / "time-call.json"
    path.write_text(json.dumps(form), encoding="utf-8")
    cli.json("report", event, "1", str(first["table"]), "--adjudicate", str(path))
    cli.json("report", event, "1", str(second["table"]), "--winner", second["a"])
    cli.json("pair", event)  # the top cut: the bracket the ladder chart draws
    return event, int(first["table"])


def pod_event(cli: Cli, folder: Path) -> tuple[str, int]:
    """A Vs. System 2PCG free-for-all of four (one pod) with players' codes, its one pod decided
    by the shipped time-call form (players 0001 to 0004)."""
    event = str(
        cli.json(
            *("event", "create", "Pod Night", "--format", "swiss", "--rounds", "1"),
            *("--game", "vs-2pcg", "--pods", "free-for-all", "--seed", "3"),
            *("--self-report", "confirm"),
        )["id"]
    )
    for name in "ABCD":
        cli.json("player", "add", event, name)
    (pod,) = cli.json("pair", event)["pods"]
    form = str(EXAMPLES / "vs-2pcg-time-call.json")
    cli.json("report", event, "1", str(pod["table"]), "--adjudicate", form)
    return event, int(pod["table"])


EVENTS: dict[TableKind, Callable[[Cli, Path], tuple[str, int]]] = {
    TableKind.HEAD_TO_HEAD: head_to_head_event,
    TableKind.PODS: pod_event,
}

POD_FORMS = {
    PrintKind.PAIRINGS,
    PrintKind.SLIPS,
    PrintKind.STANDINGS,
    PrintKind.ADJUDICATION,
    PrintKind.PENALTIES,
    PrintKind.CODE_CARDS,
}
"""A pod event prints no result sheets, master sheet or bracket: those are head to head's."""


def test_every_form_is_printed_by_some_table_shape() -> None:
    assert set(shape_for(TableKind.HEAD_TO_HEAD).print_kinds) == set(PrintKind)
    assert set(shape_for(TableKind.PODS).print_kinds) == POD_FORMS
    assert set(EVENTS) == set(TableKind)


@pytest.mark.parametrize("table_kind", list(TableKind))
def test_each_shape_prints_its_forms_and_refuses_the_others(
    cli: Cli, tmp_path: Path, table_kind: TableKind
) -> None:
    event, table = EVENTS[table_kind](cli, tmp_path)
    printed_by_shape = set(shape_for(table_kind).print_kinds)
    for kind in PrintKind:
        out = tmp_path / f"{kind}.pdf"
        extra = ["--round", "1", "--table", str(table)] if kind is PrintKind.ADJUDICATION else []
        code, _out, err = cli("print", kind.value, event, "-o", str(out), *extra)
        if kind in printed_by_shape:
            assert code == 0, (kind, err)
            assert len(PdfReader(out).pages) >= 1, kind
        else:
            assert code == 1, kind
            assert err.count("\n") == 1 and "a pod event prints" in err, err
            assert not out.exists()
