"""The rating service's list as a spreadsheet saves it: a French Excel's decimal comma and empty
first rows land; a rating in a form that is no rating, and a value under no column name, are
refused naming the line, nothing imported."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rating_import import import_rating_list
from opl_tournament.services.ratings import list_ratings

BOTH_BACKENDS = True


def _write(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "ratings.csv"
    path.write_bytes(data)
    return path


def test_a_french_excel_list_lands_with_its_decimal_commas(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    # two empty rows above the header, Windows line ends, Windows-1252, semicolons
    text = (
        ";;;\r\n\r\nNumber;Name;Rating;Games\r\n4512;Zoé Müller;1532,5;17\r\n"
        "5120;Bo;1498.4567890123457;3\r\n"  # a program's float, every digit written
    )
    path = _write(tmp_path, text.encode("cp1252"))
    assert import_rating_list(ctx, path).value.new == ["4512", "5120"]
    listed = {r.number: (r.name, r.rating, r.games) for r in list_ratings(ctx)}
    assert listed == {"4512": ("Zoé Müller", 1532.5, 17), "5120": ("Bo", 1498.4567890123457, 3)}


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("number,name,rating\n4512,Ada,1e3\n", "line 2, field 'rating': '1e3' is not a rating"),
        ("number,name,rating\n4512,Ada,1_500\n", "line 2, field 'rating': '1_500' is not a"),
        # a thousands separator, not a decimal comma: 1.5 or 1500?
        ('number,name,rating\n4512,Ada,"1,500"\n', "line 2, field 'rating': '1,500' is not a"),
        (
            "number,name,rating\n4512,Ada,1500,40\n",
            "line 2: '40' is in column 4, which has no name in the header row",
        ),
        (
            "number,,name,rating\n4512,x,Ada,1500\n",
            "line 2: 'x' is in column 2, which has no name in the header row",
        ),
        ("\nnumber,name\n4512,Ada\n", "line 2: the header lacks rating"),
        # a note over two lines: the next row is on line 4 of the file, not the third row
        (
            'number,name,rating,note\n4512,Ada,1500,"club\nchampion"\n5120,Bo,fast,\n',
            "line 4, field 'rating': 'fast' is not a rating",
        ),
    ],
)
def test_a_rating_in_the_wrong_form_or_a_stray_value_is_refused(
    ctx: ServiceContext, tmp_path: Path, text: str, where: str
) -> None:
    with pytest.raises(InvalidInput) as caught:
        import_rating_list(ctx, _write(tmp_path, text.encode("utf-8")))
    assert where in caught.value.message
    assert list_ratings(ctx) == []
