"""The window's catalogs: English's holds only its counted words' singular and plural, so a
program without it still starts (its English sources read, "1 players" at worst); a language
whose catalog is missing is refused by name, not shown half in English."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from opl_tournament.language.languages import Language
from opl_tournament.ui import language


def test_english_starts_without_its_catalog_and_french_does_not(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counted = ("RoundPage", "Round {number}: %n results recorded from {file}", "", 1)
    assert QCoreApplication.translate(*counted) == "Round {number}: 1 result recorded from {file}"
    monkeypatch.setattr(language, "window_catalog", lambda chosen: str(tmp_path / "gone.qm"))
    try:
        assert language.install(Language.ENGLISH) is Language.ENGLISH
        said = QCoreApplication.translate(*counted)
        assert said == "Round {number}: 1 results recorded from {file}"
        with pytest.raises(FileNotFoundError, match="Français"):
            language.install(Language.FRENCH)
    finally:
        monkeypatch.undo()
        language.install(Language.ENGLISH)
    assert QCoreApplication.translate(*counted) == "Round {number}: 1 result recorded from {file}"
