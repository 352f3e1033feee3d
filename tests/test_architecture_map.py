"""``docs/architecture.md`` is a map a newcomer follows: every file it names exists, and every
name it gives in brackets after a file (``services/changes.py`` (``Changed``, ``Aspect``)) is
defined in that file."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAP = ROOT / "docs" / "architecture.md"
_FILE = re.compile(r"`((?:[\w.]+/)*[\w.]+\.(?:py|md|toml|json|ts|po))`")
_FILE_AND_NAMES = re.compile(
    r"`((?:[\w.]+/)*\w+\.py)` \((`[\w.]+(?:\(\))?`(?:, `[\w.]+(?:\(\))?`)*)\)"
)
_NAME = re.compile(r"`([A-Za-z_][\w.]*)(?:\(\))?`")


def _where(path: str) -> Path | None:
    """The file ``path`` names: from the package or the project's root, or (a name given inside
    a sentence about its folder, ``deck.py``, ``round_shapes/pods.py``) the one file so named."""
    for base in (ROOT / "opl_tournament", ROOT):
        if (base / path).exists():
            return base / path
    endings = [
        p for p in (ROOT / "opl_tournament").rglob(Path(path).name) if p.as_posix().endswith(path)
    ]
    return endings[0] if endings else None


def test_every_file_the_map_names_exists() -> None:
    text = MAP.read_text(encoding="utf-8")
    missing = sorted({path for path in _FILE.findall(text) if _where(path) is None})
    assert not missing, f"docs/architecture.md names files that are not there: {missing}"


def test_every_name_given_after_a_file_is_defined_there() -> None:
    text = MAP.read_text(encoding="utf-8")
    absent: list[str] = []
    for path, inside in _FILE_AND_NAMES.findall(text):
        found = _where(path)
        if found is None:
            continue
        source = found.read_text(encoding="utf-8")
        for name in _NAME.findall(inside):
            last = name.split(".")[-1]
            defined = re.search(
                rf"^\s*(?:def|class|async def) {re.escape(last)}\b|^\s*{re.escape(last)}\s*[:=]",
                source,
                re.MULTILINE,
            )
            if defined is None:
                absent.append(f"{path}: {name}")
    assert not absent, f"docs/architecture.md names what these files do not define: {absent}"
