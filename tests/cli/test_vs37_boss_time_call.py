"""A 2PCG boss battle whose time is called, run from the command line as its judge runs it:
seat the pods, decide the table from the form, print the adjudication record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.in_process import Cli
from tests.printing.pdf_helpers import rendered_texts


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "boss.sqlite", capsys)


def _boss_table(cli: Cli) -> tuple[int, str, list[str]]:
    """A boss-battle event of three, round 1 seated: the event, its boss and challengers."""
    event = int(
        cli.json(
            "event", "create", "Boss Night", "--format", "swiss", "--game", "vs-2pcg",
            "--pods", "boss", "--seed", "5",
        )["id"]
    )  # fmt: skip
    for name in ("Ann", "Bob", "Cy"):
        cli.json("player", "add", str(event), name)
    seats = cli.json("pair", str(event))["pods"][0]["seats"]
    boss = next(s["number"] for s in seats if s["role"] == "boss")
    return event, boss, [s["number"] for s in seats if s["role"] != "boss"]


def _mc(name: str, wounds: int, health: int, **more: Any) -> dict[str, Any]:
    return {"name": name, "level": 1, "wounds": wounds, "health": health, **more}


def _decide(cli: Cli, tmp_path: Path, event: int, players: list[dict[str, Any]]) -> Any:
    form = tmp_path / "form.json"
    form.write_text(json.dumps({"game": "vs-2pcg", "players": players}), encoding="utf-8")
    return cli.json("report", str(event), "1", "1", "--adjudicate", str(form))


def _record(cli: Cli, tmp_path: Path, event: int) -> str:
    pdf = tmp_path / "record.pdf"
    code, _out, err = cli("print", "adjudication", str(event), "--table", "1", "-o", str(pdf))
    assert code == 0, err
    return "\n".join(rendered_texts(pdf.read_bytes(), tmp_path, "record"))


def test_the_record_of_a_boss_battle_speaks_of_wounds_and_marks_a_main_character_ko_d(
    cli: Cli, tmp_path: Path
) -> None:
    event, boss, (first, second) = _boss_table(cli)
    _decide(
        cli,
        tmp_path,
        event,
        [
            {"id": boss, "deck": 9, "main_characters": [_mc("Thanos", 5, 9)]},
            # wounds up to its Health: KO'd under the rules, though the judge left it in front
            {"id": first, "deck": 9, "main_characters": [_mc("Thor", 7, 7)]},
            {"id": second, "deck": 9, "main_characters": [_mc("Storm", 2, 6)]},
        ],
    )
    text = _record(cli, tmp_path, event)
    assert "WOUNDS ENTERED" in text and "MAIN CHARACTERS AS ENTERED: WOUNDS AND KOs" in text
    assert "HITS" not in text  # OverPower's word, not a Vs. System judge's
    thor = next(line for line in text.splitlines() if "Thor" in line and "wounds of" in line)
    assert "KO'd" in thor
