"""The real build: PyInstaller makes the bundle, its smoke test passes, and the frozen program
answers on the command line and opens (and closes) its window offscreen. Takes a few minutes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from opl_tournament import __version__

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform != "linux", reason="the tarball is built on Linux only"),
]

INSTALLER_DIR = Path(__file__).resolve().parents[2] / "installer"
BUILD_TIMEOUT_S = 1200


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, object]]:
    pytest.importorskip("PyInstaller")
    root = tmp_path_factory.mktemp("installer")
    dist = root / "dist"
    subprocess.run(
        [
            sys.executable,
            str(INSTALLER_DIR / "build.py"),
            f"--dist={dist}",
            f"--work={root / 'work'}",
        ],
        check=True,
        timeout=BUILD_TIMEOUT_S,
    )
    report = json.loads((dist / "build-report.json").read_text())
    return dist / "opl-tournament", report


def _frozen(bundle: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [str(bundle / "opl-tournament"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_build_reports_size_and_keeps_only_used_qt_modules(
    built: tuple[Path, dict[str, object]],
) -> None:
    bundle, report = built
    assert report["version"] == __version__
    assert report["qt_modules"] == ["QtCore", "QtGui", "QtWidgets"]
    assert isinstance(report["bundle_bytes"], int)
    assert 0 < report["bundle_bytes"] < 600 * 1024 * 1024
    assert (bundle / "opl-tournament-smoke-test").is_file()
    package = Path(str(report["package"]))
    with tarfile.open(package) as archive:
        names = archive.getnames()
    top = f"opl-tournament-{__version__}"
    assert f"{top}/opl-tournament/opl-tournament" in names
    assert f"{top}/opl-tournament.desktop" in names


def test_frozen_program_reports_its_version(
    built: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    result = _frozen(built[0], "--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"opl-tournament {__version__}"


def test_frozen_program_creates_an_event_in_the_user_data_folder(
    built: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    result = _frozen(
        built[0], "event", "create", "Frozen Cup", "--format", "swiss", "--json", home=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["name"] == "Frozen Cup"
    assert (tmp_path / "data" / "OPL Tournament" / "tournaments.sqlite").is_file()


def test_frozen_program_checks_the_shipped_example_deck(
    built: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    deck = next(built[0].rglob("resources/examples/legal-constructed-deck.txt"))
    result = _frozen(built[0], "deck", "check", str(deck), "--json", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["legal"] is True


def test_frozen_window_opens_offscreen_and_quits(
    built: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    shots = tmp_path / "shots"
    result = _frozen(built[0], "--screenshot", str(shots), home=tmp_path)
    assert result.returncode == 0, result.stderr
    pictures = sorted(shots.glob("*.png"))
    assert pictures
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in pictures)
