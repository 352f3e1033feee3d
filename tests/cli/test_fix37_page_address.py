"""A players' page address printed on the pairings and code cards becomes a QR code a phone
opens: one that is no web address is refused in one line, and nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.command_line import Runner


@pytest.mark.parametrize("address", ["not a url", "ftp://10.0.0.5/", "https://"])
def test_an_address_no_phone_can_open_is_refused(opl: Runner, tmp_path: Path, address: str) -> None:
    assert opl("event", "create", "Club", "--format", "swiss").code == 0
    for name in ("Ann", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    assert opl("pair", "1").code == 0
    target = tmp_path / "pairings.pdf"

    refused = opl("print", "pairings", "1", "-o", str(target), "--page-address", address)
    assert refused.code == 1 and refused.err.count("\n") == 1
    assert f"'{address}' is not the players' page's address" in refused.err
    assert not target.exists()

    served = "https://192.168.1.20:8080"
    printed = opl("print", "pairings", "1", "-o", str(target), "--page-address", served)
    assert printed.code == 0, printed.err
    assert target.read_bytes().startswith(b"%PDF")
