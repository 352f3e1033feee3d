"""The rating-service export: complete, identical twice, inert to spreadsheets, and readable back."""

from __future__ import annotations

import csv
import hashlib
import io
import json
from pathlib import Path

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.exchange import EXPORTED_FILES, export_event, inert
from opl_tournament.services.ratings import RatingRule, set_rating_rule
from opl_tournament.services.rounds import list_rounds, pair_next_round, report_result
from tests.helpers.events import play_rounds
from tests.helpers.exports import FORMULA_NAMES, export_cup


def test_the_export_reads_back_into_every_players_record(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    event_id = export_cup(ctx)
    play_rounds(ctx, event_id, 3)
    folder = tmp_path / "submission"
    manifest = export_event(ctx, event_id, folder)
    assert sorted(manifest) == sorted(EXPORTED_FILES)
    for name, entry in manifest.items():
        data = (folder / name).read_bytes()
        assert entry == {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    written = json.loads((folder / "manifest.json").read_text())
    assert written["files"] == manifest
    assert (written["format"], written["format_version"], written["event_id"]) == (
        "opl-rating-export",
        2,
        event_id,
    )
    assert written["created_at"] == "2026-11-22T10:00:00+00:00" and written["program_version"]

    rows = list(csv.DictReader(io.StringIO((folder / "results.csv").read_text("utf-8"))))
    rebuilt: dict[str, list[tuple[int, str, str]]] = {}
    for row in rows:
        assert (row["sanction"], row["event"], row["place"]) == (
            "OPL-42",
            "Spring Open",
            "Hobby Corner",
        )
        rebuilt.setdefault(row["player"], []).append(
            (int(row["round"]), row["opponent"], row["result"])
        )
        assert row["rated"] == ("no" if row["result"] == "BYE" else "yes"), row
    for view in list_rounds(ctx, event_id):
        for m in view.matches:
            if m.b is None:
                assert (view.number, "", "BYE") in rebuilt[m.a]
                continue
            assert (view.number, m.b, "W" if m.winner == m.a else "L") in rebuilt[m.a]
            assert (view.number, m.a, "W" if m.winner == m.b else "L") in rebuilt[m.b]

    players = list(csv.DictReader(io.StringIO((folder / "players.csv").read_text("utf-8"))))
    assert [p["name"] for p in players] == [inert(n) for n in FORMULA_NAMES]
    assert players[0]["name"] == '\'=HYPERLINK("x")', "a formula is made inert"
    document = json.loads((folder / "event.json").read_text("utf-8"))
    assert document["standings"][0]["honour"] == "champion"
    assert document["standings"][1]["honour"] == "finalist"

    again = tmp_path / "again"
    export_event(ctx, event_id, again)
    for name in (*EXPORTED_FILES, "manifest.json"):
        assert (again / name).read_bytes() == (folder / name).read_bytes(), name


def test_unsanctioned_or_unfinished_events_are_refused(ctx: ServiceContext, tmp_path: Path) -> None:
    friendly = export_cup(ctx, sanction="")
    play_rounds(ctx, friendly, 1)
    with pytest.raises(RefusedAction, match="only sanctioned events"):
        export_event(ctx, friendly, tmp_path / "x")
    event_id = export_cup(ctx)
    pair_next_round(ctx, event_id)
    with pytest.raises(RefusedAction, match=r"results are missing \(round 1 table 1"):
        export_event(ctx, event_id, tmp_path / "y")
    assert not (tmp_path / "y").exists()


def test_a_bye_from_a_disqualified_opponent_is_marked_and_rated_by_the_setting(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    event_id = export_cup(ctx)
    view = pair_next_round(ctx, event_id).value
    played = [m for m in view.matches if m.b is not None]
    for m in played:
        report_result(ctx, event_id, 1, m.table, winner=m.a)
    dq = played[0]
    report_result(
        ctx, event_id, 1, dq.table, winner=dq.b, result="BYE_DQ", decided_by="penalty",
        correction=True,
    )  # fmt: skip
    play_rounds(ctx, event_id, 2)
    export_event(ctx, event_id, tmp_path / "export")
    rows = list(
        csv.DictReader(io.StringIO((tmp_path / "export" / "results.csv").read_text("utf-8")))
    )
    mine = [r for r in rows if r["round"] == "1" and r["player"] == dq.b]
    assert [(r["opponent"], r["result"], r["rated"]) for r in mine] == [(dq.a, "BYE-DQ", "no")]
    theirs = [r for r in rows if r["round"] == "1" and r["player"] == dq.a]
    assert [(r["opponent"], r["result"], r["rated"]) for r in theirs] == [(dq.b, "L", "no")]
    set_rating_rule(ctx, event_id, RatingRule.DQ_BYES, True)
    export_event(ctx, event_id, tmp_path / "export")
    rows = list(
        csv.DictReader(io.StringIO((tmp_path / "export" / "results.csv").read_text("utf-8")))
    )
    mine = [r for r in rows if r["round"] == "1" and r["player"] in (dq.a, dq.b)]
    assert {(r["player"], r["result"], r["rated"]) for r in mine} == {
        (dq.b, "BYE-DQ", "yes"),
        (dq.a, "L", "yes"),
    }
    byes = [r for r in rows if r["result"] == "BYE"]
    assert byes and all(r["rated"] == "no" and r["opponent"] == "" for r in byes)
