"""A lost or spoilt slip printed again from a judge's terminal: `print slips EVENT --table N`."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tests.cli.conftest import Runner


def test_one_tables_slip_and_a_table_the_round_lacks(opl: Runner, tmp_path: Path) -> None:
    assert opl("event", "create", "Club Night", "--format", "swiss", "--rounds", "3").code == 0
    for name in ("Ada", "Bo", "Cy", "Di", "Ed", "Flo"):
        assert opl("player", "add", "1", name).code == 0
    assert opl("pair", "1").code == 0
    out = tmp_path / "slip.pdf"

    done = opl("print", "slips", "1", "--table", "2", "-o", str(out))

    assert done.code == 0, done.err
    text = PdfReader(out).pages[0].extract_text()
    assert text.count("MATCH SLIP ·") == 1, "one slip, not the round's three"
    assert "TABLE\n2\n" in text, text

    missing = opl("print", "slips", "1", "--table", "9", "-o", str(tmp_path / "none.pdf"))
    assert missing.code == 1
    assert "round 1 has no table 9" in missing.err
    assert "Traceback" not in missing.err
    assert not (tmp_path / "none.pdf").exists()
