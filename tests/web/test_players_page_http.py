"""The players' page over HTTP: the API is the command line's JSON, unknown paths are 404 pages,
names are escaped everywhere, nothing personal leaks, and a page sees the round change."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from web_events import (
    HOSTILE,
    SCRIPT,
    SECRET_EMAIL,
    SECRET_PHONE,
    TRICKY,
    head_to_head_event,
    pod_event,
)

from opl_tournament import cli
from opl_tournament.services import player_view
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.services.rounds import (
    list_rounds as list_pod_rounds,
)
from opl_tournament.services.rounds import (
    report_result as report_pod,
)
from opl_tournament.storage import Database, open_database
from opl_tournament.web import create_app
from tests.helpers.events import spring_open


@pytest.fixture
def db(database_location: str) -> Path:
    """The shared test database's file, for the command line."""
    return Path(database_location)


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    """Dana on the shared test database, at the real time (the pages count from now)."""
    return ServiceContext(database, actor="Dana")


@pytest.fixture
def client(ctx: ServiceContext) -> TestClient:
    return TestClient(create_app(ctx, fresh_seconds=0), raise_server_exceptions=False)


def run_cli(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> dict[str, object]:
    assert cli.run([*args, "--json", "--db", str(db)]) == 0
    document: dict[str, object] = json.loads(capsys.readouterr().out)
    return document


PAGES = ("/events/{id}/pairings", "/events/{id}/pairings?by=table", "/events/{id}/standings")


def test_the_api_gives_the_command_lines_documents_head_to_head(
    ctx: ServiceContext, db: Path, client: TestClient, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id = head_to_head_event(ctx)
    assert client.get(f"/api/events/{event_id}/pairings").json() == {
        "round": None,
        "pairings": [],
    }
    paired = run_cli(capsys, db, "pair", str(event_id))
    assert client.get(f"/api/events/{event_id}/pairings").json() == paired
    first = get_round(ctx, event_id, 1).matches[0]
    report_result(ctx, event_id, 1, first.table, winner=first.a)
    standings = run_cli(capsys, db, "standings", str(event_id))
    assert client.get(f"/api/events/{event_id}/standings").json() == standings
    assert standings["round"] == 0, "round 1 is still being played: before the first round"
    for match in get_round(ctx, event_id, 1).matches[1:]:
        if match.b is not None:
            report_result(ctx, event_id, 1, match.table, winner=match.a)
    standings = run_cli(capsys, db, "standings", str(event_id))
    assert client.get(f"/api/events/{event_id}/standings").json() == standings
    assert standings["round"] == 1
    rows = standings["standings"]
    assert isinstance(rows, list)
    assert first.a in {row["number"] for row in rows if row["points"] == 3}
    assert client.get("/api/events").json() == {
        "events": [
            {
                "id": event_id,
                "name": "Club <i>Night</i>",
                "format": "swiss",
                "game": "overpower",
                "status": "running",
                "round": 1,
            }
        ]
    }


def test_the_api_gives_the_command_lines_documents_in_pods(
    ctx: ServiceContext, db: Path, client: TestClient, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id = pod_event(ctx)
    paired = run_cli(capsys, db, "pair", str(event_id))
    assert "pods" in paired
    assert client.get(f"/api/events/{event_id}/pairings").json() == paired
    pod = list_pod_rounds(ctx, event_id)[0].pods[0]
    report_pod(ctx, event_id, 1, pod.table, winner=pod.seats[0].number)
    standings = run_cli(capsys, db, "standings", str(event_id))
    assert client.get(f"/api/events/{event_id}/standings").json() == standings
    html = client.get(f"/events/{event_id}/pairings?by=table").text
    assert f"<li><span>{pod.table}</span>" in html
    winner_page = client.get(f"/events/{event_id}/players/{pod.seats[0].number}").text
    assert "<td>won</td>" in winner_page


@pytest.mark.parametrize(
    "path",
    [
        "/events/99/pairings",
        "/events/99/standings",
        "/events/99/players/0001",
        "/events/{id}/players/9999",
        "/events/{id}/players/%3Cscript%3E",
        "/events/99999999999999999999999999/pairings",
        "/events/0/pairings",
        "/events/abc/pairings",
        "/events/-1/pairings",
        "/api/events/99/pairings",
        "/api/events/99/standings",
        "/api/events/99999999999999999999999999/standings",
        "/no/such/page",
        "/static/../pyproject.toml",
        "/static/nothing.css",
    ],
)
def test_unknown_ids_and_paths_are_404_pages_never_a_traceback(
    ctx: ServiceContext, client: TestClient, path: str
) -> None:
    event_id = head_to_head_event(ctx)
    answer = client.get(path.format(id=event_id))
    assert answer.status_code == 404
    assert "Traceback" not in answer.text and 'File "' not in answer.text
    if path.startswith("/api/"):
        assert answer.json()["error"]
    elif not path.startswith("/static/"):
        assert "Not found" in answer.text and "<script>" not in answer.text


def test_it_writes_nothing(ctx: ServiceContext, client: TestClient) -> None:
    event_id = head_to_head_event(ctx)
    for method in ("post", "put", "delete", "patch"):
        answer = client.request(method.upper(), f"/api/events/{event_id}/pairings")
        assert answer.status_code == 405


def test_every_name_is_escaped_and_nothing_personal_is_shown(
    ctx: ServiceContext, db: Path, client: TestClient, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id = head_to_head_event(ctx)
    run_cli(capsys, db, "pair", str(event_id))
    start_clock(ctx, event_id)
    numbers = [m.a for m in get_round(ctx, event_id, 1).matches] + [
        m.b for m in get_round(ctx, event_id, 1).matches if m.b
    ]
    paths = ["/", *(p.format(id=event_id) for p in PAGES)] + [
        f"/events/{event_id}/players/{number}" for number in numbers
    ]
    escaped_tricky = "&lt;b&gt;Zoë &amp; &#34;Ω&#34; O&#39;Brien&lt;/b&gt;"
    for path in paths:
        answer = client.get(path)
        assert answer.status_code == 200, path
        html = answer.text
        assert TRICKY not in html and SCRIPT not in html and "<i>Night" not in html, path
        assert SECRET_EMAIL not in html and SECRET_PHONE not in html, path
        assert "Content-Security-Policy".lower() in answer.headers
        if path != "/":
            assert "Club &lt;i&gt;Night&lt;/i&gt;" in html, path
    listing = client.get(f"/events/{event_id}/pairings").text
    assert escaped_tricky in listing and "&lt;script&gt;alert(1)&lt;/script&gt;" in listing
    for name in HOSTILE[2:]:
        assert name in listing
    for document in (f"/api/events/{event_id}/pairings", f"/api/events/{event_id}/standings"):
        text = client.get(document).text
        assert SECRET_EMAIL not in text and SECRET_PHONE not in text


def test_pairings_by_name_and_by_table_show_every_player_and_table(
    ctx: ServiceContext, db: Path, client: TestClient, capsys: pytest.CaptureFixture[str]
) -> None:
    names = tuple(f"Player {chr(ord('Z') - i)}" for i in range(9))
    event_id = head_to_head_event(ctx, names)
    run_cli(capsys, db, "pair", str(event_id))
    by_name = client.get(f"/events/{event_id}/pairings").text
    positions = [by_name.index(f">{name}</a>") for name in sorted(names)]
    assert positions == sorted(positions), "by name is alphabetical"
    by_table = client.get(f"/events/{event_id}/pairings?by=table").text
    matches = get_round(ctx, event_id, 1).matches
    for match in matches:
        if match.b is not None:
            assert f"<li><span>{match.table}</span>" in by_table
    bye = next(m for m in matches if m.b is None)
    assert f">{bye.a_name}</a>" in by_table and "<strong>bye</strong>" in by_table


def test_the_list_of_events_names_each_game_and_format_in_words(
    ctx: ServiceContext, client: TestClient
) -> None:
    """A player choosing an event reads "OverPower · Swiss, then a top cut", not the API's codes
    ("overpower · combination"), in English as in French."""
    head_to_head_event(ctx, name="Friday")
    pod_event(ctx)
    create_event(ctx, spring_open(name="Spring"))

    def metas(language: str) -> list[str]:
        page = client.get("/", headers={"accept-language": language}).text
        return re.findall(r'<span class="meta">(.*?)</span>', page)

    assert metas("en-US") == [
        "OverPower · Swiss · registration",
        "Vs. System 2PCG · Swiss · registration",
        "OverPower · Swiss, then a top cut · registration",
    ]
    assert metas("fr-CA") == [
        "OverPower · Suisse · inscriptions",
        "Vs. System 2PCG · Suisse · inscriptions",
        "OverPower · Suisse, puis un top cut · inscriptions",
    ]


def test_the_standings_say_when_the_round_is_still_being_played(
    ctx: ServiceContext, client: TestClient
) -> None:
    """Mid-round, the standings are those after the last round played to the end, as the judge's
    window shows them, and their caption says what is still being played (while round 1 is
    played, everyone at nothing yet); once every table is in, "After round 1"."""
    event_id = head_to_head_event(ctx)
    matches = pair_next_round(ctx, event_id).value.matches
    report_result(ctx, event_id, 1, matches[0].table, winner=matches[0].a)

    def caption(language: str) -> str:
        page = client.get(f"/events/{event_id}/standings", headers={"accept-language": language})
        found = re.search(r'<p class="caption">(.*?)</p>', page.text)
        assert found is not None
        return found.group(1)

    assert caption("en-US") == "Before the first round (round 1: 2 tables still playing)"
    assert caption("fr-CA") == "Avant la première ronde (ronde 1\u00a0: encore 2 tables en jeu)"
    report_result(ctx, event_id, 1, matches[1].table, winner=matches[1].a)
    assert caption("en-US") == "Before the first round (round 1: 1 table still playing)"
    report_result(ctx, event_id, 1, matches[2].table, winner=matches[2].a)
    assert caption("en-US") == "After round 1"
    assert caption("fr-CA") == "Après la ronde 1"
    second = pair_next_round(ctx, event_id).value.matches
    report_result(ctx, event_id, 2, second[0].table, winner=second[0].a)
    assert caption("en-US") == "After round 1 (round 2: 2 tables still playing)"
    assert caption("fr-CA") == "Après la ronde 1 (ronde 2\u00a0: encore 2 tables en jeu)"


def test_the_status_changes_with_the_round_and_its_results_and_carries_the_clock(
    ctx: ServiceContext, db: Path, client: TestClient, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id = head_to_head_event(ctx)
    before = client.get(f"/api/events/{event_id}/status").json()
    assert before == {"round": None, "version": "0.0", "clock": None}
    run_cli(capsys, db, "pair", str(event_id))
    paired = client.get(f"/api/events/{event_id}/status").json()
    assert paired["round"] == 1 and paired["version"] != before["version"]
    assert paired["clock"]["words"] == "45:00 (not started)"
    start_clock(ctx, event_id)
    assert client.get(f"/api/events/{event_id}/status").json()["clock"]["words"].endswith(" left")
    match = get_round(ctx, event_id, 1).matches[0]
    report_result(ctx, event_id, 1, match.table, winner=match.b)
    reported = client.get(f"/api/events/{event_id}/status").json()
    assert reported["version"] != paired["version"]
    page = client.get(f"/events/{event_id}/pairings?by=table").text
    assert f'data-version="{reported["version"]}"' in page
    assert f"{match.b_name} won" in page or "won" in page


def test_answers_are_cached_for_a_moment_only(ctx: ServiceContext, db: Path) -> None:
    ticks = [0.0]
    client = TestClient(create_app(ctx, fresh_seconds=1.0, clock=lambda: ticks[0]))
    event_id = head_to_head_event(ctx)
    assert client.get(f"/api/events/{event_id}/status").json()["round"] is None
    assert cli.run(["pair", str(event_id), "--db", str(db)]) == 0
    assert client.get(f"/api/events/{event_id}/status").json()["round"] is None
    ticks[0] = 1.5
    assert client.get(f"/api/events/{event_id}/status").json()["round"] == 1


def test_nothing_is_read_again_until_the_database_changes_and_the_clock_still_moves(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The common request (a phone's status poll, a page reload) costs no database read while
    nothing changes, however old the answer; a change made elsewhere is seen on the next poll
    after ``fresh_seconds``; the clock counts down from the status read once."""
    now = [datetime(2026, 11, 21, 14, 0, tzinfo=UTC)]
    database = open_database(db)
    ctx = ServiceContext(database, clock=lambda: now[0].isoformat(timespec="seconds"))
    event_id = head_to_head_event(ctx)
    assert cli.run(["pair", str(event_id), "--db", str(db)]) == 0
    start_clock(ctx, event_id)
    reads: list[str] = []
    read_status = player_view.round_status
    read_pages = player_view.event_pages

    def counted_status(*args: object) -> player_view.RoundStatus:
        reads.append("status")
        return read_status(*args)  # type: ignore[arg-type]

    def counted_pages(*args: object) -> player_view.EventPages:
        reads.append("pages")
        return read_pages(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(player_view, "round_status", counted_status)
    monkeypatch.setattr(player_view, "event_pages", counted_pages)
    ticks = [0.0]
    client = TestClient(create_app(ctx, fresh_seconds=1.0, clock=lambda: ticks[0]))
    first = client.get(f"/api/events/{event_id}/status").json()
    page = client.get(f"/events/{event_id}/pairings").text
    read_once = ["status", "pages", "status"]  # the pages read their own status first
    assert reads == read_once and f'data-remaining="{45 * 60}"' in page
    ticks[0], now[0] = 600.0, now[0] + timedelta(minutes=10)  # ten quiet minutes later
    later = client.get(f"/api/events/{event_id}/status").json()
    page = client.get(f"/events/{event_id}/pairings").text
    assert reads == read_once  # not read again
    assert later["version"] == first["version"]
    assert later["clock"]["words"] == "35:00 left" and first["clock"]["words"] == "45:00 left"
    assert f'data-remaining="{35 * 60}"' in page and "35:00 left" in page

    match = get_round(ctx, event_id, 1).matches[0]
    other_station = ServiceContext(open_database(db), actor="station 2")
    report_result(other_station, event_id, 1, match.table, winner=match.a)
    other_station.database.close()
    ticks[0] += 1.5
    reported = client.get(f"/api/events/{event_id}/status").json()
    assert reported["version"] != first["version"] and reads == [*read_once, "status"]
    assert (
        f'data-version="{reported["version"]}"' in client.get(f"/events/{event_id}/pairings").text
    )
    database.close()
