"""The players' page over https in a real headless chromium: a browser that does not know the
page's self-signed certificate refuses it (the warning a phone shows), and once the certificate
is accepted (``ignore_https_errors``, what tapping *Proceed* does) the pairings render and a
player's code signs them in with a `Secure` session cookie and their report goes through.

As in test_players_page_browser.py, the browser runs in a fresh Python with no Qt loaded (this
file run as a script): a failure there fails the test with the child's report."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from served_page import served_tls
from web_events import self_reporting_event

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.self_service import reports
from opl_tournament.storage import Database

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
PHONE = {"width": 390, "height": 844}


@pytest.mark.skipif(
    not Path(CHROMIUM).exists(),
    reason="the players' page browser tests need Debian's chromium (sudo apt-get install chromium)",
)
def test_the_https_page_in_a_real_browser(
    database: Database, database_location: str, tmp_path: Path
) -> None:
    pytest.importorskip("playwright.sync_api")
    ctx = ServiceContext(database, actor="Dana")
    event_id, codes = self_reporting_event(ctx)
    shots = Path(os.environ.get("OPL_SCREENSHOTS") or tmp_path)
    with served_tls(database_location) as page:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        run = subprocess.run(
            [sys.executable, __file__, page.origin, str(event_id), codes["0001"], str(shots)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-4000:]
    assert len(reports(ctx, event_id).waiting) == 1  # Ada's report, waiting for Di


def check_in_browser(origin: str, event_id: int, code: str, shots: Path) -> None:
    from playwright.sync_api import Error, expect, sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            wary = browser.new_page(viewport=PHONE)
            try:
                wary.goto(f"{origin}/events/{event_id}/pairings")
                raise AssertionError("chromium opened a page whose certificate nobody signed")
            except Error as refused:
                assert "ERR_CERT" in str(refused), refused

            accepted = browser.new_context(viewport=PHONE, is_mobile=True, ignore_https_errors=True)
            phone = accepted.new_page()
            phone.goto(f"{origin}/events/{event_id}/pairings")
            assert phone.url.startswith("https://")
            names = phone.locator("ol.names > li > a").all_inner_texts()
            assert "Ada" in names and "Bo" in names, names
            phone.screenshot(path=str(shots / "https-pairings.png"), full_page=True)

            phone.goto(f"{origin}/p/{code}")
            assert phone.url == f"{origin}/me", phone.url
            expect(phone.locator("body")).to_contain_text("Ada")  # her own page
            expect(phone.locator("main")).to_contain_text("Report your table")
            cookies = {c["name"]: c for c in accepted.cookies()}
            assert cookies["opl_session"]["secure"] is True, cookies
            phone.screenshot(path=str(shots / "https-own-page.png"), full_page=True)

            phone.check("input[value='winner:0001']")  # a form sent over https is
            phone.get_by_role("button", name="Report", exact=True).click()  # same-origin
            notice = phone.locator(".notice")
            expect(notice).to_have_text("Reported: waiting for the other player to confirm.")
        finally:
            browser.close()


if __name__ == "__main__":
    check_in_browser(sys.argv[1], int(sys.argv[2]), sys.argv[3], Path(sys.argv[4]))
