"""The players' page in a real headless browser (Debian's chromium, driven by Playwright): a
phone-sized screen, names shown as text, the search box, the clock counting down, and the page
reloading by itself when a result comes in. Screenshots go to $OPL_SCREENSHOTS (or the test's
temporary folder) to be looked at."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from web_events import SCRIPT, TRICKY, head_to_head_event, pod_event, self_reporting_event

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.paths import resource
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_codes import player_codes, renew_code
from opl_tournament.services.registration import list_registrations
from opl_tournament.services.round_clock import extend_table, start_clock
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.services.rounds import (
    list_rounds as list_pod_rounds,
)
from opl_tournament.services.rounds import (
    pair_next_round as pair_next_pod_round,
)
from opl_tournament.services.rounds import (
    report_result as report_pod,
)
from opl_tournament.services.self_service import reports
from opl_tournament.web import PageServer
from tests.helpers.contexts import context_on
from tests.helpers.events import pod_settings, register_names

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
HEADING_LINES = """[...document.querySelectorAll("table.standings th")].map(th => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size;
})"""
"""How many lines each heading of the standings takes."""
SMALL_TARGETS = """(least) => [...document.querySelectorAll(
    "main button, main select, main fieldset label, main > p > a, section.own > p > a"
)].map(e => [e.innerText.trim().slice(0, 40), Math.round(e.getBoundingClientRect().height)])
 .filter(([_text, height]) => height < least)"""
"""What a player taps on their own page that is less than ``least`` pixels tall."""

if not Path(CHROMIUM).exists():
    pytest.skip(
        "the players' page browser tests need Debian's chromium "
        "(sudo apt-get install chromium); skipped",
        allow_module_level=True,
    )
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[ServiceContext]:
    with context_on(tmp_path / "event.sqlite", "Dana") as ctx:
        yield ctx


@pytest.fixture
def server(ctx: ServiceContext) -> Iterator[PageServer]:
    page_server = PageServer(ctx, host="127.0.0.1", port=0)
    page_server.start()
    yield page_server
    page_server.stop()


@pytest.fixture
def browser() -> Iterator[object]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("OPL_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def phone(browser: object, **options: object) -> object:
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, **options)  # type: ignore[attr-defined]
    page = context.new_page()
    alerts: list[str] = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    page.alerts = alerts
    return page


def test_a_phone_finds_its_table_and_sees_the_clock_and_new_results(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    event_id = head_to_head_event(ctx)
    pair_next_round(ctx, event_id)
    start_clock(ctx, event_id)
    page = phone(browser)
    page.goto(server.url(f"/events/{event_id}/pairings"))  # type: ignore[attr-defined]
    page.screenshot(path=str(shots / "pairings-by-name.png"), full_page=True)

    names = page.locator("ol.names > li > a").all_inner_texts()
    assert TRICKY in names and SCRIPT in names  # shown as text, never run as markup
    assert page.locator("main b").count() == 0 and page.alerts == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    page.fill("#find", "zoe")  # accents and case do not matter
    visible = page.locator("ol.names > li:visible > a").all_inner_texts()
    assert visible == [TRICKY]
    page.fill("#find", "nobody at all")
    assert page.locator("#none").is_visible()
    page.fill("#find", "zoe")  # what a player searched for survives the automatic reloads

    clock = page.locator("#clock")
    first = clock.inner_text()
    assert first.endswith(" left")
    sync_api.expect(clock).not_to_have_text(first, timeout=5000)  # it counts down by itself

    match = get_round(ctx, event_id, 1).matches[0]
    with page.expect_navigation(timeout=15000):  # the page reloads when a result comes in
        report_result(ctx, event_id, 1, match.table, winner=match.a)
    sync_api.expect(page.locator("#find")).to_have_value("zoe")
    sync_api.expect(page.locator("ol.names > li:visible > a")).to_have_text([TRICKY])

    page.fill("#find", "")  # the search is kept from page to page: clear it to see every table
    page.goto(server.url(f"/events/{event_id}/pairings?by=table"))
    assert f"{match.a_name} won" in page.locator("ol.tables").inner_text()
    page.screenshot(path=str(shots / "pairings-by-table.png"), full_page=True)
    page.goto(server.url(f"/events/{event_id}/standings"))
    assert page.locator("table.standings tbody tr").count() == 6
    page.screenshot(path=str(shots / "standings.png"), full_page=True)
    page.locator("table.standings a", has_text=match.a_name).first.click()
    page.wait_for_url(f"**/players/{match.a}")
    assert page.locator("table.rounds td", has_text="won").count() == 1
    page.screenshot(path=str(shots / "player.png"), full_page=True)
    page.goto(server.url("/events/99/pairings"))
    assert "There is no event 99" in page.locator("main").inner_text()
    page.goto(server.url("/"))
    page.screenshot(path=str(shots / "events.png"), full_page=True)
    assert page.alerts == []


def test_a_pod_event_on_a_phone(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    event_id = pod_event(ctx)
    pair_next_pod_round(ctx, event_id)
    pod = list_pod_rounds(ctx, event_id)[0].pods[0]
    report_pod(ctx, event_id, 1, pod.table, winner=pod.seats[1].number)
    page = phone(browser)
    page.goto(server.url(f"/events/{event_id}/pairings?by=table"))  # type: ignore[attr-defined]
    first = page.locator("ol.tables > li").first
    seats, result = first.locator("p").first, first.locator("p").nth(1)
    assert seats.locator("a").all_inner_texts() == [s.name for s in pod.seats]
    assert result.inner_text().startswith(f"1st {pod.seats[1].name}")
    page.screenshot(path=str(shots / "pods-by-table.png"), full_page=True)
    page.goto(server.url(f"/events/{event_id}/standings"))
    assert "W-T-L" in page.locator("table.standings thead").inner_text()
    page.screenshot(path=str(shots / "pods-standings.png"), full_page=True)


def test_two_phones_report_confirm_and_one_drops(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    """Two players sign in by their codes' links on two phones (two browser contexts, each its
    own cookies): one reports (with JavaScript off: plain forms), the other confirms (its page
    shows the report by itself), and the result is recorded; then one drops,
    after the confirmation screen."""
    event_id, codes = self_reporting_event(ctx, names=("Ann Lee", TRICKY, "Cy", "Di"))
    match = get_round(ctx, event_id, 1).matches[0]
    assert match.b is not None
    first, second = phone(browser, java_script_enabled=False), phone(browser)
    first.goto(server.url(f"/p/{codes[match.a]}"))  # type: ignore[attr-defined]
    second.goto(server.url(f"/p/{codes[match.b]}"))  # type: ignore[attr-defined]
    assert first.url.endswith("/me") and second.url.endswith("/me")  # type: ignore[attr-defined]
    assert match.a_name in first.locator("h1").inner_text()  # type: ignore[attr-defined]
    assert match.b_name in second.locator("h1").inner_text()  # type: ignore[attr-defined]
    first.screenshot(path=str(shots / "own-page.png"), full_page=True)  # type: ignore[attr-defined]

    first.check(f"input[value='winner:{match.a}']")  # type: ignore[attr-defined]
    first.get_by_role("button", name="Report", exact=True).click()  # type: ignore[attr-defined]
    notice = first.locator(".notice")  # type: ignore[attr-defined]
    sync_api.expect(notice).to_have_text("Reported: waiting for the other player to confirm.")
    confirm = second.get_by_role("button", name="That is right: confirm")  # type: ignore[attr-defined]
    sync_api.expect(confirm).to_be_visible(timeout=15000)  # the page updates by itself
    second.screenshot(path=str(shots / "own-page-to-confirm.png"), full_page=True)  # type: ignore[attr-defined]
    confirm.click()
    sync_api.expect(second.locator(".notice")).to_have_text("Confirmed: recorded.")  # type: ignore[attr-defined]
    recorded = get_round(ctx, event_id, 1).matches[0]
    assert (recorded.winner, recorded.decided_by) == (match.a, "players")

    second.get_by_role("link", name="Drop out of the event…").click()  # type: ignore[attr-defined]
    second.screenshot(path=str(shots / "own-page-drop.png"), full_page=True)  # type: ignore[attr-defined]
    assert recorded.b is not None and list_registrations(ctx, event_id)  # not dropped yet
    second.get_by_role("button", name="Yes, drop me").click()  # type: ignore[attr-defined]
    sync_api.expect(second.locator(".notice")).to_contain_text("You have dropped")  # type: ignore[attr-defined]
    dropped = {p.number for p in list_registrations(ctx, event_id) if p.status.value == "dropped"}
    assert dropped == {match.b}
    assert first.alerts == [] and second.alerts == []  # type: ignore[attr-defined]


def test_the_kiosk_signs_a_player_in_for_one_action(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    event_id, codes = self_reporting_event(ctx)
    number, code = next(iter(codes.items()))
    kiosk = phone(browser)
    kiosk.goto(server.url("/kiosk"))  # type: ignore[attr-defined]
    kiosk.fill("input[name=code]", "nope")  # type: ignore[attr-defined]
    kiosk.get_by_role("button", name="Sign in").click()  # type: ignore[attr-defined]
    sync_api.expect(kiosk.locator(".notice")).to_contain_text("That code is not right")  # type: ignore[attr-defined]
    kiosk.fill("input[name=code]", f"{code[:5].lower()} {code[5:].lower()}")  # type: ignore[attr-defined]
    kiosk.get_by_role("button", name="Sign in").click()  # type: ignore[attr-defined]
    sync_api.expect(kiosk.locator(".round-line")).to_contain_text("kiosk")  # type: ignore[attr-defined]
    kiosk.screenshot(path=str(shots / "kiosk-signed-in.png"), full_page=True)  # type: ignore[attr-defined]
    kiosk.get_by_role("button", name=re.compile("Call a judge")).click()  # type: ignore[attr-defined]
    sync_api.expect(kiosk.locator(".notice")).to_have_text("A judge is on the way.")  # type: ignore[attr-defined]
    kiosk.screenshot(path=str(shots / "kiosk-done.png"), full_page=True)  # type: ignore[attr-defined]
    assert [c.number for c in reports(ctx, event_id).called] == [number]
    kiosk.goto(server.url("/me"))  # type: ignore[attr-defined]
    assert kiosk.url.endswith("/kiosk")  # type: ignore[attr-defined]  # signed out


def test_a_phone_whose_sign_in_ended_says_so_by_itself(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    """The judge renews a player's code while their page is open: the page, which polls, says
    the code was replaced (it stood still as if current, and never showed the next round)."""
    event_id, codes = self_reporting_event(ctx)
    number, code = next(iter(codes.items()))
    player = phone(browser)
    player.goto(server.url(f"/p/{code}"))  # type: ignore[attr-defined]
    assert player.url.endswith("/me")  # type: ignore[attr-defined]
    renew_code(ctx, event_id, number)
    notice = player.locator(".notice")  # type: ignore[attr-defined]
    sync_api.expect(notice).to_have_text(
        "Your code was replaced: ask the judge for the new one.", timeout=15000
    )
    player.screenshot(path=str(shots / "own-page-code-replaced.png"), full_page=True)  # type: ignore[attr-defined]
    assert player.alerts == []  # type: ignore[attr-defined]


def test_two_phones_that_disagree_reach_the_judge_and_a_deck_list_is_checked(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    """Each player reports the other one lost: nothing is recorded and the table is in the
    judge's disputed list; then a player pastes the shipped deck list and reads its check."""
    event_id, codes = self_reporting_event(ctx)
    match = get_round(ctx, event_id, 1).matches[0]
    assert match.b is not None
    first, second = phone(browser), phone(browser, java_script_enabled=False)
    first.goto(server.url(f"/p/{codes[match.a]}"))  # type: ignore[attr-defined]
    second.goto(server.url(f"/p/{codes[match.b]}"))  # type: ignore[attr-defined]
    first.check(f"input[value='winner:{match.a}']")  # type: ignore[attr-defined]
    first.get_by_role("button", name="Report", exact=True).click()  # type: ignore[attr-defined]
    sync_api.expect(first.locator(".notice")).to_contain_text("waiting for the other player")  # type: ignore[attr-defined]
    second.reload()  # type: ignore[attr-defined]  # without JavaScript: the player reloads
    second.check(f"input[value='winner:{match.b}']")  # type: ignore[attr-defined]
    second.get_by_role("button", name="Report", exact=True).click()  # type: ignore[attr-defined]
    sync_api.expect(second.locator(".notice")).to_have_text(  # type: ignore[attr-defined]
        "Reported: the reports differ: a judge will settle it."
    )
    second.screenshot(path=str(shots / "own-page-disputed.png"), full_page=True)  # type: ignore[attr-defined]
    assert get_round(ctx, event_id, 1).matches[0].winner is None, "nothing recorded"
    assert [t.table for t in reports(ctx, event_id).disputed] == [match.table]

    deck = (resource("examples", "legal-constructed-deck.txt")).read_text(encoding="utf-8")
    first.fill("textarea[name=deck]", deck)  # type: ignore[attr-defined]
    first.get_by_role("button", name="Send the deck list").click()  # type: ignore[attr-defined]
    sync_api.expect(first.locator(".notice")).to_have_text("Deck list received: legal.")  # type: ignore[attr-defined]
    assert first.alerts == [] and second.alerts == []  # type: ignore[attr-defined]


def test_a_deck_list_with_a_misspelt_tag_is_answered_with_its_warning(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    """A Vs. System 2PCG player pastes a list with a misspelt format tag: the answer says the
    deck is legal and warns of the tag, as the judge's window and `deck check` do."""
    from opl_tournament.domain.model import EventSettings, Game
    from opl_tournament.services.game_settings import change_game_setting

    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    settings = EventSettings(name="Good", game=Game.VS_2PCG, policies=policies)
    event_id = create_event(ctx, settings).id
    change_game_setting(ctx, event_id, "p2.deck.excluded_tags", ["evil"])
    register_names(ctx, event_id, ["Ann Lee"])
    (code,) = [c.code for c in player_codes(ctx, event_id)]
    deck = resource("examples", "vs-2pcg-deck.txt").read_text(encoding="utf-8")
    deck = deck.replace("4 Shield Throw\n", "4 Shield Throw [evill]\n")
    page = phone(browser, locale="fr-CA")
    page.goto(server.url(f"/p/{code}"))  # type: ignore[attr-defined]
    page.fill("textarea[name=deck]", deck)  # type: ignore[attr-defined]
    page.get_by_role("button", name="Envoyer la liste de deck").click()  # type: ignore[attr-defined]
    notice = page.locator(".notice")  # type: ignore[attr-defined]
    sync_api.expect(notice).to_contain_text("Liste de deck reçue\u00a0: conforme.")
    sync_api.expect(notice).to_contain_text(
        "Attention\u00a0: ligne 17\u00a0: aucune étiquette [evill] n’est connue "
        "(vouliez-vous dire [evil]\u00a0?)\u00a0; la carte Shield Throw a été vérifiée sans elle"
    )
    page.screenshot(path=str(shots / "own-page-deck-warning.png"), full_page=True)  # type: ignore[attr-defined]
    assert page.alerts == []  # type: ignore[attr-defined]


def test_a_french_phone_reads_the_page_and_signs_in_in_french(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    """A phone set to French (Canada) gets the page in French, its clock counting down in
    French words, and signs in at the kiosk in French; the switch turns it to English."""
    event_id, codes = self_reporting_event(ctx, names=("Ann Lee", TRICKY, "Élodie Lefèvre", "Bo"))
    start_clock(ctx, event_id)
    match = get_round(ctx, event_id, 1).matches[0]
    report_result(ctx, event_id, 1, match.table, winner=match.a)
    page = phone(browser, locale="fr-CA")
    page.goto(server.url(f"/events/{event_id}/pairings?by=table"))  # type: ignore[attr-defined]
    assert page.locator("html").get_attribute("lang") == "fr-CA"  # type: ignore[attr-defined]
    assert "Appariements" in page.locator("nav.tabs").inner_text()  # type: ignore[attr-defined]
    clock = page.locator("#clock")  # type: ignore[attr-defined]
    first = clock.inner_text()
    assert first.startswith("Il reste ")
    sync_api.expect(clock).not_to_have_text(first, timeout=5000)  # page.js, in French too
    assert clock.inner_text().startswith("Il reste ")
    assert f"{match.a_name} a gagné" in page.locator("ol.tables").inner_text()  # type: ignore[attr-defined]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # type: ignore[attr-defined]
    page.screenshot(path=str(shots / "fr-pairings-by-table.png"), full_page=True)  # type: ignore[attr-defined]
    page.goto(server.url(f"/events/{event_id}/standings"))  # type: ignore[attr-defined]
    assert "Classement" in page.locator("nav.tabs").inner_text()  # type: ignore[attr-defined]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # type: ignore[attr-defined]
    assert page.evaluate(HEADING_LINES) == [1, 1, 1, 1, 1]  # type: ignore[attr-defined]  # "V-D-EX" whole
    page.screenshot(path=str(shots / "fr-standings.png"), full_page=True)  # type: ignore[attr-defined]

    page.goto(server.url("/kiosk"))  # type: ignore[attr-defined]
    sync_api.expect(page.locator("h1")).to_have_text("Connectez-vous avec votre code")  # type: ignore[attr-defined]
    page.fill("input[name=code]", "nope")  # type: ignore[attr-defined]
    page.get_by_role("button", name="Se connecter").click()  # type: ignore[attr-defined]
    sync_api.expect(page.locator(".notice")).to_contain_text("Ce code n’est pas le bon")  # type: ignore[attr-defined]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # type: ignore[attr-defined]
    page.screenshot(path=str(shots / "fr-kiosk-refused.png"), full_page=True)  # type: ignore[attr-defined]
    page.fill("input[name=code]", codes[match.a])  # type: ignore[attr-defined]
    page.get_by_role("button", name="Se connecter").click()  # type: ignore[attr-defined]
    sync_api.expect(page.locator(".round-line")).to_contain_text("borne : déconnexion")  # type: ignore[attr-defined]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]  # type: ignore[attr-defined]
    page.screenshot(path=str(shots / "fr-own-page.png"), full_page=True)  # type: ignore[attr-defined]

    page.get_by_role("link", name="English").click()  # type: ignore[attr-defined]
    sync_api.expect(page.locator("html")).to_have_attribute("lang", "en-CA")  # type: ignore[attr-defined]
    sync_api.expect(page.locator(".round-line")).to_contain_text("kiosk: signed out")  # type: ignore[attr-defined]
    assert page.alerts == []  # type: ignore[attr-defined]


def test_what_a_player_taps_on_their_own_page_fits_a_thumb(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    """The report's choices (a pod's places, a table's outcomes), the buttons and the links of
    a player's own page are at least 44 pixels tall; the language switch and the link back at
    least 24 (they were 16 to 21, the places' boxes 19)."""
    policies = {"pods": "free-for-all", "self_report": {"swiss": "confirm"}}
    settings = pod_settings("Pods", seed=3, swiss_rounds=2)
    pods = create_event(ctx, replace(settings, policies=EventPolicies.from_json(policies))).id
    register_names(ctx, pods, ["Ann", "Bo", "Cy", "Di"])
    pair_next_round(ctx, pods)
    _head_to_head, codes = self_reporting_event(ctx)
    pod_code = player_codes(ctx, pods)[0].code
    for code, name in ((pod_code, "pod"), (next(iter(codes.values())), "head-to-head")):
        page = phone(browser)
        page.goto(server.url(f"/p/{code}"))  # type: ignore[attr-defined]
        assert page.locator("fieldset select, fieldset input[type=radio]").count() >= 3  # type: ignore[attr-defined]
        assert page.evaluate(SMALL_TARGETS, 44) == [], name  # type: ignore[attr-defined]
        small = page.evaluate(  # type: ignore[attr-defined]
            """[...document.querySelectorAll("nav.languages a, a.home")]
               .map(e => e.getBoundingClientRect().height).filter(height => height < 24)"""
        )
        assert small == [], name
        page.screenshot(path=str(shots / f"own-page-{name}-targets.png"), full_page=True)  # type: ignore[attr-defined]


def test_clock38_the_tables_still_playing_count_down_on_a_phone_at_time(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path
) -> None:
    """A round's time runs out on the phone (its own countdown, between two polls): the page says
    "Time" and names the table given extra time, its own time counting down, as the window and
    the projector do."""
    event_id = head_to_head_event(ctx)
    pair_next_round(ctx, event_id)
    started = datetime.now(UTC) - timedelta(minutes=44, seconds=57)
    start_clock(replace(ctx, clock=lambda: started.isoformat(timespec="seconds")), event_id)
    extend_table(ctx, event_id, 1, 5)
    page = phone(browser)
    page.goto(server.url(f"/events/{event_id}/pairings"))  # type: ignore[attr-defined]
    playing_on = page.locator("#playing-on")  # type: ignore[attr-defined]
    assert page.locator("#clock").inner_text().endswith(" left")  # type: ignore[attr-defined]
    assert not playing_on.is_visible()
    sync_api.expect(page.locator("#clock")).to_have_text("Time", timeout=8000)  # type: ignore[attr-defined]
    sync_api.expect(playing_on).to_be_visible(timeout=3000)
    first = playing_on.inner_text()
    assert re.fullmatch(r"Still playing: table 1 \((5:00|4:5\d)\)", first), first
    sync_api.expect(playing_on).not_to_have_text(first, timeout=3000)  # it counts down
    page.screenshot(path=str(shots / "clock38-still-playing.png"), full_page=True)  # type: ignore[attr-defined]


WORDS_BROKEN = """(names) => [...document.querySelectorAll(names)]
  .flatMap(link => {
    const text = link.firstChild, broken = [];
    for (const match of text.data.matchAll(/[^\\s-]+-?/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
    return broken;
  })"""
"""The words of the names (links found by the selector given) that a line break cuts in two (a
name may wrap at its spaces and after its hyphens, never inside a word)."""
ROW_TOPS = """() => [...document.querySelectorAll("table.standings tbody tr")].map(row =>
  [1, 2, 3].map(n => Math.round(row.querySelector(`td:nth-child(${n})`).getBoundingClientRect().top)))"""
"""Each standings row's rank, name and points: where each begins."""


@pytest.mark.parametrize("width", [390, 320, 600])  # two phones and a small tablet
def test_phone44_a_long_name_wraps_at_its_spaces_and_hyphens_in_the_standings(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path, width: int
) -> None:
    """A long name on a narrow phone: the standings wrap it between its words (it was cut
    "Featherston|ehaugh-" at 390 px, a letter or two a line at 320), every row's rank, name
    and points side by side, and nothing wider than the screen; so does the opponent's name on
    a player's line of rounds."""
    long_names = ("Maximilian Featherstonehaugh-Oyelaran", "Christopherson Abernathy-Wolfe")
    event_id = head_to_head_event(ctx, names=(*long_names, "Ann Lee", "Bo"))
    match = pair_next_round(ctx, event_id).value.matches[0]
    report_result(ctx, event_id, 1, match.table, winner=match.a)
    page = phone(browser)
    page.set_viewport_size({"width": width, "height": 844})  # type: ignore[attr-defined]
    page.goto(server.url(f"/events/{event_id}/standings"))  # type: ignore[attr-defined]
    page.screenshot(path=str(shots / f"phone44-standings-{width}.png"), full_page=True)  # type: ignore[attr-defined]
    shown = page.locator("table.standings td:nth-child(2) a").all_inner_texts()  # type: ignore[attr-defined]
    assert set(long_names) <= {" ".join(name.split()) for name in shown}
    assert page.evaluate(WORDS_BROKEN, "table.standings td:nth-child(2) a") == []  # type: ignore[attr-defined]
    assert all(len(set(tops)) == 1 for tops in page.evaluate(ROW_TOPS))  # type: ignore[attr-defined]
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # type: ignore[attr-defined]
    assert page.evaluate(HEADING_LINES) == [1, 1, 1, 1, 1]  # type: ignore[attr-defined]

    (opponent,) = [
        m.b if m.a == "0001" else m.a
        for m in get_round(ctx, event_id, 1).matches
        if "0001" in (m.a, m.b)
    ]
    page.goto(server.url(f"/events/{event_id}/players/{opponent}"))  # type: ignore[attr-defined]
    page.screenshot(path=str(shots / f"phone44-rounds-{width}.png"), full_page=True)  # type: ignore[attr-defined]
    assert page.locator("table.rounds td:nth-child(3) a").all_inner_texts() == [long_names[0]]  # type: ignore[attr-defined]
    assert page.evaluate(WORDS_BROKEN, "table.rounds td:nth-child(3) a") == []  # type: ignore[attr-defined]
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # type: ignore[attr-defined]


RANK_OVERLAPS = """() => [...document.querySelectorAll("table.standings tbody tr")].flatMap(row => {
  const range = document.createRange();
  range.selectNodeContents(row.querySelector("td:nth-child(1)"));
  const name = row.querySelector("td:nth-child(2)").getBoundingClientRect();
  return range.getBoundingClientRect().right + 4 > name.left ? [range.toString()] : [];
})"""
"""The standings' places whose text runs into the player's name beside them."""


@pytest.mark.parametrize("width", [390, 320])
def test_phone44_a_brackets_shared_places_stand_clear_of_the_names(
    ctx: ServiceContext, server: PageServer, browser: object, shots: Path, width: int
) -> None:
    """An elimination bracket's standings give shared places ("9–12"): on a phone each stands
    clear of the name beside it (it ran into it: "9–12Gus Olsen")."""
    from opl_tournament.domain.model import EventFormat
    from tests.helpers.events import new_event, play_round, seeded_bracket

    event_id = new_event(ctx, seeded_bracket("Knockout", EventFormat.SINGLE, seed=4), players=12)
    play_round(ctx, event_id)
    page = phone(browser)
    page.set_viewport_size({"width": width, "height": 844})  # type: ignore[attr-defined]
    page.goto(server.url(f"/events/{event_id}/standings"))  # type: ignore[attr-defined]
    page.screenshot(path=str(shots / f"phone44-bracket-standings-{width}.png"), full_page=True)  # type: ignore[attr-defined]
    places = page.locator("table.standings td:nth-child(1)").all_inner_texts()  # type: ignore[attr-defined]
    assert "9–12" in places
    assert page.evaluate(RANK_OVERLAPS) == []  # type: ignore[attr-defined]
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # type: ignore[attr-defined]
