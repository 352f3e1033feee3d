"""Names are data, in any script, never markup; and the same data prints the same bytes."""

from __future__ import annotations

import subprocess
import sys
from hashlib import sha256
from pathlib import Path

import pytest
from pdf_helpers import page_texts
from printing_samples import (
    DOCUMENTS,
    TRICKY,
)

from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.printing import (
    render_pairings_by_name,
    render_pairings_by_table,
    render_result_sheets,
    render_slips,
)
from opl_tournament.printing.documents import (
    EventHeader,
    PlayerSheet,
    ResultSheets,
    RoundPairings,
    RoundTable,
)
from opl_tournament.printing.fonts import ELLIPSIS, FALLBACK, REGULAR, fit, runs, text_width

SCRIPTS = [
    "Zoë Łukasiewicz-Çelik",
    "Νίκος Παπαδόπουλος",
    "Александр Пушкин",
    "山田太郎",
    "김민수",
    "王小明 Wang",
]


def test_the_tricky_name_prints_exactly_on_sheets_pairings_and_slips() -> None:
    sheet = ResultSheets(EventHeader("Test"), (PlayerSheet("0042", PlayerIdentity(TRICKY)),))
    game = RoundPairings(
        EventHeader("Test", round=1), (RoundTable.pair(1, "0042", TRICKY, "0043", "Bo"),)
    )
    for pdf in (
        render_result_sheets(sheet),
        render_pairings_by_table(game),
        render_pairings_by_name(game),
        render_slips(game),
    ):
        assert TRICKY in "\n".join(page_texts(pdf))


@pytest.mark.parametrize("name", SCRIPTS)
def test_names_in_any_covered_script_print_and_read_back(name: str) -> None:
    pdf = render_result_sheets(
        ResultSheets(EventHeader("Test"), (PlayerSheet("0042", PlayerIdentity(name)),))
    )
    text = page_texts(pdf)[0]
    assert name in text


def test_characters_dejavu_lacks_fall_back_to_the_cjk_font() -> None:
    assert runs("Ann 山田") == ((REGULAR, "Ann "), (FALLBACK, "山田"))
    assert runs("Пушкин") == ((REGULAR, "Пушкин"),)


def test_fit_shortens_with_an_ellipsis_and_never_overflows() -> None:
    name = "Maximilian Alexander von Hohenzollern-Sigmaringen"
    for width in (20.0, 60.0, 100.0, 150.0):
        shown = fit(name, 10, width)
        assert text_width(shown, 10) <= width
        assert shown.endswith(ELLIPSIS) and name.startswith(shown[:-1])
    assert fit(name, 10, 1000) == name
    assert fit("Ann\tLee\n", 10, 1000) == "Ann Lee "
    assert fit("Zoe\u0308", 10, 1000) == "Zoë"


def test_every_document_prints_identical_bytes_twice() -> None:
    for kind, build in DOCUMENTS.items():
        assert build() == build(), kind


def test_bytes_do_not_depend_on_the_process(tmp_path: Path) -> None:
    """A fresh interpreter (other hash seed, fonts registered anew) prints the same file."""
    script = tmp_path / "print_again.py"
    here = Path(__file__).parent
    script.write_text(
        "import sys, hashlib\n"
        f"sys.path.insert(0, {str(here)!r})\n"
        "from printing_samples import DOCUMENTS\n"
        "for kind, build in sorted(DOCUMENTS.items()):\n"
        "    print(kind, hashlib.sha256(build()).hexdigest())\n",
        encoding="utf-8",
    )
    result = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "12345", "PATH": "", "PYTHONPATH": str(here.parent.parent)},
    )
    expected = "".join(
        f"{kind} {sha256(build()).hexdigest()}\n" for kind, build in sorted(DOCUMENTS.items())
    )
    assert result.stdout == expected
