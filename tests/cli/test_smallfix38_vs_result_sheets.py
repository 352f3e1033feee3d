"""A Vs. System event's result sheets leave out the OverPower Legion's membership boxes (new
player, renewal, change of address) and its online player search: the Legion keeps no members
for Vs. System. An OverPower event's sheets keep them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.in_process import Cli
from tests.printing.pdf_helpers import rendered_texts

LEGION_BOXES = ("New", "Renewal", "Change of address", "online")


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "sheets.sqlite", capsys)


def _sheets(cli: Cli, tmp_path: Path, game: str, *extra: str) -> str:
    event = str(cli.json("event", "create", game, "--format", "swiss", "--game", game)["id"])
    for name in ("Ann Lee", "Ben Ode", "Cy Park", "Di Ruiz"):
        cli.json("player", "add", event, name)
    cli.json("pair", event)
    texts = []
    for kind in ("result-sheets", "blank-result-sheet"):
        pdf = tmp_path / f"{game}-{kind}{''.join(extra)}.pdf"
        code, _out, err = cli("print", kind, event, "-o", str(pdf), *extra)
        assert code == 0, err
        texts += rendered_texts(pdf.read_bytes(), tmp_path, f"{game}-{kind}{''.join(extra)}")
    return "\n".join(texts)


@pytest.mark.parametrize("per_page", [(), ("--two-up",)])
@pytest.mark.parametrize("game", ["vs-tcg", "vs-2pcg"])
def test_a_vs_events_sheets_have_no_legion_membership_boxes(
    cli: Cli, tmp_path: Path, game: str, per_page: tuple[str, ...]
) -> None:
    text = _sheets(cli, tmp_path, game, *per_page)
    assert "Ann Lee" in text and "SIGNATURE" in text
    for box in LEGION_BOXES:
        assert box not in text, box


def test_an_overpower_events_sheets_keep_them(cli: Cli, tmp_path: Path) -> None:
    text = _sheets(cli, tmp_path, "overpower")
    for box in LEGION_BOXES:
        assert box in text, box
