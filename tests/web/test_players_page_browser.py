"""The players' page in a real headless browser, run in a process of its own.

Playwright's event loop and Qt in one process (a test worker that has run the window's tests)
crashed the worker once; the browser checks in ``browser_checks.py`` therefore run in a fresh
Python with no Qt loaded. A failure there fails this test, with the child's report."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHECKS = Path(__file__).with_name("browser_checks.py")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(
    not (shutil.which("chromium") or Path("/usr/bin/chromium").exists()),
    reason="the players' page browser tests need Debian's chromium (sudo apt-get install chromium)",
)
def test_the_players_page_in_a_real_browser(tmp_path: Path) -> None:
    pytest.importorskip("playwright.sync_api")
    env = {**os.environ, "OPL_SCREENSHOTS": os.environ.get("OPL_SCREENSHOTS", str(tmp_path))}
    env.pop("PYTEST_XDIST_WORKER", None)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:randomly", str(CHECKS)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
