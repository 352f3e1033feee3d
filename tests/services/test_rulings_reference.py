"""The shipped rulings reference: complete, valid, and found by code or by words."""

from __future__ import annotations

import json

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.rulings import catalogue_from_json
from opl_tournament.paths import resource
from opl_tournament.services.rulings import search_rulings, shipped_rulings


def test_every_special_code_of_the_guidebook_has_an_entry() -> None:
    codes = shipped_rulings().codes()
    # Full A, B, C, E and H series, D without DF, FA-FE, GA-GL, IA-IG, JA-JN, LA-LQ without LL,
    # and ZZ (BN and DC are kept: they say no such Specials exist).
    series = {s: sum(1 for c in codes if c[0] == s) for s in "ABCDEFGHIJLZ"}
    assert series == {
        "A": 26, "B": 26, "C": 26, "D": 25, "E": 26, "F": 5,
        "G": 12, "H": 26, "I": 7, "J": 14, "L": 16, "Z": 1,
    }  # fmt: skip
    for code in ("AA", "HQ", "BN", "DC", "ZZ", "LQ", "JN"):
        assert code in codes
    assert "DF" not in codes and "LL" not in codes and not any(c.startswith("K") for c in codes)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("HQ", "code-HQ"),
        ("hq", "code-HQ"),
        ("multipower fusion", "meta-multipower-fusion"),
        ("Beyonder", "meta-beyonder"),
        ("venture ko", "meta-venture-vs-ko"),
        ("Rhino Charge", "exception-5"),
    ],
)
def test_a_judge_finds_the_ruling_by_code_or_words(query: str, expected: str) -> None:
    assert search_rulings(query)[0].ruling.id == expected


def test_a_broken_catalogue_names_the_bad_field() -> None:
    data = json.loads(resource("rules", "overpower-rulings.json").read_text(encoding="utf-8"))
    data["entries"][3]["code"] = "hq"
    with pytest.raises(InvalidInput, match=r"entries\[3\]\.code"):
        catalogue_from_json(data, source="rulings.json")
