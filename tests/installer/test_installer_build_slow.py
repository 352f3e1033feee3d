"""The real build: PyInstaller makes the bundle, its smoke test passes, and the frozen program
answers on the command line and opens (and closes) its window offscreen. Takes a few minutes."""

from __future__ import annotations

import json
import os
import shutil
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
sys.path.insert(0, str(INSTALLER_DIR))

import bundle_plan as plan  # noqa: E402
import smoke_test  # noqa: E402

BUILD_TIMEOUT_S = 1200
SMOKE_TIMEOUT_S = 600


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


def test_build_reports_size_and_keeps_only_used_qt_modules(
    built: tuple[Path, dict[str, object]],
) -> None:
    bundle, report = built
    assert report["version"] == __version__
    assert set(report["qt_modules"]) == plan.used_qt_modules()
    assert isinstance(report["bundle_bytes"], int)
    assert 0 < report["bundle_bytes"] < 600 * 1024 * 1024
    assert (bundle / "opl-tournament-smoke-test").is_file()
    package = Path(str(report["package"]))
    with tarfile.open(package) as archive:
        names = archive.getnames()
    top = f"opl-tournament-{__version__}"
    assert f"{top}/opl-tournament/opl-tournament" in names
    assert f"{top}/opl-tournament.desktop" in names


def test_the_unpacked_tarball_opens_its_window_prints_and_serves(
    built: tuple[Path, dict[str, object]], tmp_path: Path
) -> None:
    """What a judge downloads: unpacked elsewhere, its own self-check drives every part of it
    (the window's tour, an event to its export, every printed form, the players' page, the
    venue server where PostgreSQL is installed)."""
    with tarfile.open(Path(str(built[1]["package"]))) as archive:
        archive.extractall(tmp_path / "unpacked", filter="tar")
    (bundle,) = (tmp_path / "unpacked").glob("opl-tournament-*/opl-tournament")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    done = subprocess.run(
        [str(bundle / "opl-tournament-smoke-test"), "--keep", str(tmp_path / "work")],
        env=env,
        capture_output=True,
        text=True,
        timeout=SMOKE_TIMEOUT_S,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    said = done.stdout
    assert f"program: opl-tournament {__version__}" in said
    assert "screenshots of the pages, offscreen" in said
    assert f"printed {len(smoke_test.PRINT_KINDS)} forms" in said
    assert "players' page: /api/events and the pages answered over https (its certificate)" in said
    if shutil.which("initdb"):
        assert "venue server: started, an event created over the network, stopped" in said
    assert "smoke test passed" in said
    shots = sorted((tmp_path / "work" / "screenshots").glob("*.png"))
    assert {"00-start.png", "02-round.png"} <= {p.name for p in shots}
