"""The command line of players serving themselves: the event setting, `player codes`,
`reports` and `reports accept`, with their JSON shapes and one-line refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.services.self_report import Caller, report_table
from opl_tournament.services.self_service import call_judge, check_in
from tests.cli.in_process import Cli
from tests.helpers.contexts import context_on
from tests.helpers.digest import database_digest


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path / "event.sqlite", capsys)


def four_players(cli: Cli, *options: str) -> None:
    created = cli.json("event", "create", "Phones", "--format", "combination", "--cut", "2",
                       "--rounds", "2", *options)  # fmt: skip
    assert created["id"] == 1
    for name in ("Ada", "Bo", "Cy", "Di"):
        assert cli("player", "add", "1", name)[0] == 0


def test_the_setting_is_per_stage_shown_and_edited(cli: Cli) -> None:
    four_players(cli, "--self-report", "confirm", "--self-report-cut", "judge")
    shown = cli.json("event", "show", "1")
    assert (shown["self_report"], shown["self_report_cut"]) == ("confirm", "judge")
    assert (shown["check_in"], shown["deck_lists"]) == (False, "open")
    edited = cli.json("event", "edit", "1", "--self-report", "off", "--check-in", "on")
    assert (edited["self_report"], edited["self_report_cut"], edited["check_in"]) == (
        "off",
        "judge",
        True,
    )
    assert cli("event", "edit", "1", "--self-report", "sometimes")[0] == 2  # argparse's refusal
    assert cli("undo", "1")[0] == 0
    assert cli.json("event", "show", "1")["self_report"] == "confirm"


def test_a_new_event_takes_no_reports_from_phones(cli: Cli) -> None:
    four_players(cli)
    shown = cli.json("event", "show", "1")
    assert (shown["self_report"], shown["self_report_cut"]) == ("off", "off")


def test_player_codes_lists_each_players_code_and_renews_one(cli: Cli) -> None:
    four_players(cli, "--self-report", "confirm")
    listed = cli.json("player", "codes", "1")["codes"]
    assert [(c["number"], c["name"]) for c in listed] == [
        ("0001", "Ada"), ("0002", "Bo"), ("0003", "Cy"), ("0004", "Di")
    ]  # fmt: skip
    for item in listed:
        assert set(item) == {"number", "name", "code", "path"}
        assert len(item["code"]) >= 8 and item["path"] == f"/p/{item['code']}"
    code, out, _err = cli("player", "codes", "1")
    assert code == 0 and f"{listed[0]['code'][:5]}-{listed[0]['code'][5:]}" in out
    renewed = cli.json("player", "codes", "1", "--renew", "0002")["codes"]
    assert [c["number"] for c in renewed] == ["0002"]
    assert renewed[0]["code"] != listed[1]["code"]
    assert cli.json("player", "codes", "1")["codes"][1]["code"] == renewed[0]["code"]
    with context_on(cli.db) as ctx:
        before = database_digest(ctx)
    code, out, err = cli("player", "codes", "1", "--renew", "0042")
    assert (code, out) == (1, "")
    assert err.strip() == "opl-tournament: field 'PLAYER': player 0042 is not registered in event 1"
    with context_on(cli.db) as ctx:
        assert database_digest(ctx) == before


def test_reports_shows_what_waits_and_accept_records_a_claim(cli: Cli) -> None:
    four_players(cli, "--self-report", "confirm")
    pairings = cli.json("pair", "1")["pairings"]
    one, two = pairings
    with context_on(cli.db) as ctx:
        report_table(ctx, Caller(1, one["a"]), 1, 1, one["table"], winner=one["a"])
        report_table(ctx, Caller(1, two["a"]), 1, 1, two["table"], winner=two["a"])
        report_table(ctx, Caller(1, two["b"], "kiosk"), 1, 1, two["table"], winner=two["b"])
        call_judge(ctx, Caller(1, one["b"]), 1)
    shown = cli.json("reports", "1")
    assert set(shown) == {"event", "round", "waiting", "disputed", "dropped", "called"}
    assert [(t["table"], t["status"]) for t in shown["waiting"]] == [
        (one["table"], "awaiting-opponent")
    ]
    (disputed,) = shown["disputed"]
    assert [(c["by"], c["winner"], c["channel"]) for c in disputed["claims"]] == [
        (two["a"], two["a"], "phone"),
        (two["b"], two["b"], "kiosk"),
    ]
    assert [(c["number"], c["table"]) for c in shown["called"]] == [(one["b"], one["table"])]
    code, out, _err = cli("reports", "1")
    assert code == 0 and "disputed" in out and f"judge call 1: {one['b']}" in out

    code, _out, err = cli("reports", "accept", "1", "1", str(two["table"]))
    assert code == 1 and "--from PLAYER" in err
    accepted = cli.json("reports", "accept", "1", "1", str(two["table"]), "--from", two["b"])
    assert accepted == {"round": 1, "table": two["table"], "status": "recorded"}
    results = cli.json("rounds", "1")["rounds"][0]["results"]
    assert [r["winner"] for r in results if r["table"] == two["table"]] == [two["b"]]
    assert cli.json("reports", "1")["disputed"] == []
    code, _out, err = cli("reports", "accept", "1", "1", str(two["table"]), "--from", two["a"])
    assert code == 1 and "already has a result (entered by judge" in err
    assert cli.json("reports", "answer", "1", "1")["acknowledged_by"] == "judge"
    assert cli.json("reports", "1")["called"] == []


def test_drop_absent_drops_who_did_not_check_in(cli: Cli) -> None:
    four_players(cli, "--self-report", "confirm", "--check-in", "on")
    with context_on(cli.db) as ctx:
        check_in(ctx, Caller(1, "0002"), 1)
    assert cli.json("player", "drop-absent", "1") == {"dropped": ["0001", "0003", "0004"]}
    statuses = [p["status"] for p in cli.json("player", "list", "1")["players"]]
    assert statuses == ["dropped", "active", "dropped", "dropped"]
    assert cli("undo", "1")[0] == 0
    assert {p["status"] for p in cli.json("player", "list", "1")["players"]} == {"active"}


def test_reports_in_a_pod_event_speak_of_pods(cli: Cli) -> None:
    assert (
        cli(
            "event",
            "create",
            "Pods",
            "--format",
            "swiss",
            "--game",
            "vs-2pcg",
            "--pods",
            "free-for-all",
            "--self-report",
            "confirm",
            "--seed",
            "1",
        )[0]
        == 0
    )
    for name in ("Ann", "Bo", "Cy", "Di", "Ed", "Flo"):
        assert cli("player", "add", "1", name)[0] == 0
    assert cli("pair", "1")[0] == 0
    code, out, _err = cli("reports", "1")
    assert code == 0 and "no pod waits" in out
    with context_on(cli.db) as ctx:
        call_judge(ctx, Caller(1, "0001"), 1)
    pod = cli.json("reports", "1")["called"][0]["table"]
    code, out, _err = cli("reports", "1")
    assert code == 0 and f"judge call 1: 0001 Ann at pod {pod}" in out
