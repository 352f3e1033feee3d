"""Importing the rating service's list: new, changed and conflicting rows; bad files change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rating_import import import_rating_list
from opl_tournament.services.ratings import list_ratings


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "ratings.csv"
    path.write_text(text, encoding="utf-8")
    return path


def test_new_changed_and_conflicting_rows(ctx: ServiceContext, tmp_path: Path) -> None:
    first = import_rating_list(
        ctx, write(tmp_path, "number,name,rating,games\n4512,Ada,1532,17\n5120,Bo,1400.5,30\n")
    ).value
    assert (first.new, first.changed, first.conflicts) == (["4512", "5120"], [], [])
    second = import_rating_list(
        ctx, write(tmp_path, "number,name,rating,games\n4512,ada,1550,19\n5120,Robert,1300,31\n")
    ).value
    assert second.changed == ["4512"]
    assert [str(c) for c in second.conflicts] == [
        "5120: listed as 'Robert' (line 3), known here as 'Bo'"
    ]
    ratings = {r.number: (r.rating, r.games) for r in list_ratings(ctx)}
    assert ratings == {"4512": (1550.0, 19), "5120": (1400.5, 30)}


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("number,name\n4512,Ada\n", "line 1"),
        ("number,name,rating\n4512,Ada,fast\n", "line 2, field 'rating'"),
        ("number,name,rating\n4512,Ada,1500\n4512,Ada,1500\n", "line 3, field 'number'"),
        ("number,name,rating\nABC,Ada,1500\n", "line 2, field 'number'"),
        ("number,name,rating\n4512,,1500\n", "line 2, field 'name'"),
        ("number,name,rating,games\n4512,Ada,1500,²\n", "line 2, field 'games'"),
        ("number,name,rating\n4512,Ada,1e309\n", "line 2, field 'rating'"),
    ],
)
def test_a_malformed_list_changes_nothing(
    ctx: ServiceContext, tmp_path: Path, text: str, where: str
) -> None:
    path = write(tmp_path, text)
    with pytest.raises(InvalidInput) as caught:
        import_rating_list(ctx, path)
    assert where in caught.value.message
    assert list_ratings(ctx) == []
