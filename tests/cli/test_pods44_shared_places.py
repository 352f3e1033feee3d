"""Pods44: at a pod event, players level on everything the standings count share their place
(as in Swiss), on the command line, in JSON (what the players' page and the projector read)
and on the printed standings; the player number no longer ranks them apart."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2
import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "pods.sqlite", capsys)


def test_pods44_the_three_who_share_second_share_the_place(cli: Cli, tmp_path: Path) -> None:
    event = str(
        cli.json(
            "event", "create", "Pods", "--format", "swiss", "--game", "vs-2pcg",
            "--pods", "free-for-all", "--seed", "3",
        )["id"]
    )  # fmt: skip
    for i in range(1, 5):
        cli.json("player", "add", event, f"Player {i}")
    (pod,) = cli.json("pair", event)["pods"]
    winner = pod["seats"][1]["number"]
    cli.json("report", event, "1", str(pod["table"]), "--winner", winner)

    rows = cli.json("standings", event)["standings"]
    others = sorted(s["number"] for s in pod["seats"] if s["number"] != winner)
    assert [(row["rank"], row["number"]) for row in rows] == [(1, winner)] + [
        (2, number) for number in others
    ]
    code, out, _err = cli("standings", event)
    assert code == 0
    ranks = [line.split()[:2] for line in out.splitlines() if re.match(r"^\d+\s+\d{4}\s", line)]
    assert ranks == [["1", winner]] + [["2", number] for number in others]

    printed = tmp_path / "standings.pdf"
    assert cli("print", "standings", event, "-o", str(printed))[0] == 0
    document = pypdfium2.PdfDocument(printed)
    text = document[0].get_textpage().get_text_range()
    document.close()
    lines = [line.split() for line in text.splitlines()]
    assert [words[:2] for words in lines if len(words) > 1 and words[1] in others] == [
        ["2", number] for number in others
    ]
