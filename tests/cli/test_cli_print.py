"""`print KIND EVENT -o FILE.pdf` from a judge's terminal."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tests.cli.conftest import Runner


def test_every_form_prints_to_a_file(opl: Runner, tmp_path: Path) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss", "--rounds", "1").code == 0
    for name in ("Ada Lovelace", "Zoë Ortiz", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    assert opl("pair", "1").code == 0
    for kind in ("result-sheets", "master-sheet", "pairings", "slips", "standings"):
        out = tmp_path / f"{kind}.pdf"
        done = opl("print", kind, "1", "-o", str(out), "--json")
        assert done.code == 0, done.err
        assert done.json() == {"kind": kind, "file": str(out), "bytes": out.stat().st_size}
        text = "".join(page.extract_text() for page in PdfReader(out).pages)
        assert "Club Night" in text
        assert kind in ("slips",) or "Zoë Ortiz" in text
    by_name = tmp_path / "by-name.pdf"
    assert opl("print", "pairings", "1", "--by-name", "-o", str(by_name)).code == 0
    assert not list(tmp_path.glob(".*.part")), "no temporary file left behind"


def test_code_cards_print_each_players_code_with_the_page_address(
    opl: Runner, tmp_path: Path
) -> None:
    created = opl("event", "create", "Club Night", "--format", "swiss", "--self-report", "confirm")
    assert created.code == 0, created.err
    for name in ("Ada Lovelace", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    codes = opl("player", "codes", "1", "--json").json()["codes"]
    out = tmp_path / "cards.pdf"
    done = opl("print", "code-cards", "1", "-o", str(out), "--page-address", "https://10.0.0.2")
    assert done.code == 0, done.err
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    for player in codes:
        assert player["name"] in text and player["number"] in text
        assert f"{player['code'][:5]}-{player['code'][5:]}" in text
    off = opl("event", "create", "Quiet Night", "--format", "swiss")
    assert off.code == 0
    refused = opl("print", "code-cards", "2", "-o", str(tmp_path / "no.pdf"))
    assert refused.code == 1
    assert refused.err.count("\n") == 1 and "players do not act from their phones" in refused.err
    assert not (tmp_path / "no.pdf").exists()


def test_print_errors_are_one_line(opl: Runner, tmp_path: Path) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss").code == 0
    ladder = opl("print", "ladder", "1", "-o", str(tmp_path / "x.pdf"))
    assert (ladder.code, ladder.err.strip()) == (
        1,
        "opl-tournament: a Swiss event has no elimination bracket: there is no ladder",
    )
    missing_folder = opl("print", "blank-result-sheet", "1", "-o", str(tmp_path / "no" / "x.pdf"))
    folder = tmp_path / "no"
    assert (missing_folder.code, missing_folder.err.strip()) == (
        1,
        f"opl-tournament: {folder / 'x.pdf'}: there is no folder {folder}; "
        "choose a folder that exists",
    )
    assert not folder.exists()
