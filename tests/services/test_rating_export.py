"""The rating-service export, format 2: what a service needs, nothing it does not, read back whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import (
    EventFormat,
    MembershipAction,
    Official,
    OfficialRole,
    PlayerIdentity,
)
from opl_tournament.domain.pairing.next_round import event_standings
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import finish_event
from opl_tournament.services.exchange import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    PENALTIES_COLUMNS,
    PLAYERS_COLUMNS,
    RESULTS_COLUMNS,
    export_event,
    read_export,
)
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.printing import results_by_player
from opl_tournament.services.ratings import apply_event
from opl_tournament.services.registration import Entrant, drop_player
from opl_tournament.services.round_shapes.head_to_head import event_history
from opl_tournament.services.rounds import pair_next_round, report_result
from tests.helpers.events import new_event, play_round, spring_open

JUDGE = Official("Jo Judge", OfficialRole.JUDGE, "1234")
ASSISTANT = Official("Al Assistant", OfficialRole.ASSISTANT_REFEREE, "5678")
ADDRESS = {"address": "1 Main St", "city": "Springfield", "phone": "555-0100", "email": "a@b.c"}


AUTUMN_OPEN = spring_open(
    name="Autumn Open",
    format=EventFormat.SWISS,
    sanction_number="OPL-77",
    date="2026-11-21",
    time_limit_minutes=40,
    seed=5,
)
"""Two Swiss rounds at Hobby Corner, sanctioned."""
ENTRANTS = [
    Entrant(PlayerIdentity("Ada", membership_action=MembershipAction.NEW, **ADDRESS), "4512"),
    Entrant(PlayerIdentity("Bo", **ADDRESS)),  # a temporary number; no membership form
    Entrant(PlayerIdentity("Cy", online_search_opt_out=True), "6001"),
    Entrant(PlayerIdentity("Di", age=15), "7002"),
    Entrant(PlayerIdentity("=Ed", membership_action=MembershipAction.RENEWAL, **ADDRESS)),
]
AUTUMN = {"players": ENTRANTS, "officials": (JUDGE, ASSISTANT)}
"""The Autumn Open's players and officials, for ``new_event``."""


def play_round_with_a_game_loss(ctx: ServiceContext, event_id: int) -> None:
    """The next round: its first game lost by a penalty, the others won by the lower number."""
    view = pair_next_round(ctx, event_id).value
    first, *others = [m for m in view.matches if m.b is not None]
    issue_penalty(
        ctx, event_id, first.a, "game_loss", round_number=view.number, table=first.table,
        infraction="marked cards",
    )  # fmt: skip
    for m in others:
        report_result(ctx, event_id, view.number, m.table, winner=min(m.a, m.b))


def test_an_export_reads_back_as_the_same_games_players_and_standings(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    event_id = new_event(ctx, AUTUMN_OPEN, **AUTUMN)
    play_round_with_a_game_loss(ctx, event_id)
    history = event_history(ctx, event_id)
    ed = next(r.number for r in history.registrations if r.player.name == "=Ed")
    drop_player(ctx, event_id, ed)
    play_round(ctx, event_id)
    changes = {ch.number: ch for ch in apply_event(ctx, event_id).value}
    export_event(ctx, event_id, tmp_path / "bundle")
    bundle = read_export(tmp_path / "bundle")
    history = event_history(ctx, event_id)

    # The manifest: format, program, event and creation time, and every file.
    manifest = bundle.manifest
    assert (manifest["format"], manifest["format_version"]) == ("opl-rating-export", 2)
    assert manifest["program"] == "OverPower Legion Tournament Manager"
    assert (manifest["event_id"], manifest["created_at"]) == (event_id, "2026-11-22T10:00:00+00:00")
    assert "penalties.csv" in manifest["files"]

    # The same games.
    expected = {
        (r.round, number, r.opponent_number, r.result)
        for number, rounds in results_by_player(history).items()
        for r in rounds
    }
    got = {(int(r["round"]), r["player"], r["opponent"], r["result"]) for r in bundle.results}
    assert got == expected
    assert {r["round_date"] for r in bundle.results} == {"2026-11-22"}
    assert {r["event_id"] for r in bundle.results} == {str(event_id)}

    # The same players, with what the service needs of each.
    players = {p["number"]: p for p in bundle.players}
    assert set(players) == {r.number for r in history.registrations}
    by_name = {p["name"]: p for p in bundle.players}
    assert set(by_name) == {"Ada", "Bo", "Cy", "Di", "=Ed"}, "the apostrophe comes off again"
    assert by_name["Bo"]["temporary_number"] == "yes" and by_name["Ada"]["temporary_number"] == "no"
    assert (by_name["Ada"]["address"], by_name["Ada"]["email"]) == ("1 Main St", "a@b.c")
    assert (by_name["Bo"]["address"], by_name["Bo"]["phone"], by_name["Bo"]["email"]) == (
        "",
        "",
        "",
    )
    assert by_name["=Ed"]["city"] == "Springfield", "a renewal form asks for the address"
    assert by_name["Cy"]["do_not_list"] == "yes" and by_name["Ada"]["do_not_list"] == "no"
    assert by_name["=Ed"]["dropped_round"] == "1" and by_name["Ada"]["dropped_round"] == ""
    for number, change in changes.items():
        row = players[number]
        assert (row["rating_system"], row["rating_system_version"]) == ("uscf", "uscf-2020")
        assert float(row["rating_after"]) == pytest.approx(change.after, abs=0.005)
        assert row["rating_before"] == "", "everyone was unrated before"
        assert (row["rating_applied"], int(row["rated_games"])) == ("yes", change.games_in_event)

    # The penalty that changed a result.
    assert [(p["round"], p["penalty"], p["result_change"]) for p in bundle.penalties] == [
        ("1", "game_loss", "game forfeited")
    ]

    # The same standings, the event's identity, dates, time limit and officials.
    standings = event_standings(history.config, history.entrants, history.matches)
    exported = [
        {k: v for k, v in row.items() if k != "honour"} for row in bundle.event["standings"]
    ]
    assert exported == [row.to_json() for row in standings.rows]
    event = bundle.event["event"]
    assert (event["id"], event["sanction"], event["time_limit_minutes"]) == (
        event_id,
        "OPL-77",
        40,
    )
    assert (event["start_date"], event["end_date"]) == ("2026-11-21", "2026-11-22")
    assert event["rounds"] == [
        {"round": 1, "date": "2026-11-22"},
        {"round": 2, "date": "2026-11-22"},
    ]
    assert event["officials"] == [
        {"role": "judge", "name": "Jo Judge", "legion_number": "1234"},
        {"role": "assistant_referee", "name": "Al Assistant", "legion_number": "5678"},
    ]


def test_a_bundle_that_was_changed_is_refused(ctx: ServiceContext, tmp_path: Path) -> None:
    event_id = new_event(ctx, AUTUMN_OPEN, **AUTUMN, swiss_rounds=1)
    play_round(ctx, event_id)
    export_event(ctx, event_id, tmp_path / "bundle")
    players = tmp_path / "bundle" / "players.csv"
    players.write_bytes(players.read_bytes().replace(b"Ada", b"Eve"))
    with pytest.raises(InvalidInput, match="differs from the manifest") as caught:
        read_export(tmp_path / "bundle")
    assert caught.value.source == str(players)


@pytest.mark.parametrize(
    ("settings", "refusal"),
    [
        ({"officials": (), "swiss_rounds": 1}, "has no judge"),
        ({"officials": (ASSISTANT,), "swiss_rounds": 1}, "has no judge"),
        ({"date": "", "swiss_rounds": 1}, "has no date"),
        ({"swiss_rounds": 3}, r"not finished \(1 of 3 rounds played\)"),
    ],
)
def test_an_event_without_a_judge_or_a_date_or_unfinished_is_refused(
    ctx: ServiceContext, tmp_path: Path, settings: dict[str, object], refusal: str
) -> None:
    event_id = new_event(ctx, AUTUMN_OPEN, **{**AUTUMN, **settings})
    play_round(ctx, event_id)
    with pytest.raises(RefusedAction, match=refusal):
        export_event(ctx, event_id, tmp_path / "bundle")
    assert not (tmp_path / "bundle").exists()


def test_an_event_closed_early_is_exported(ctx: ServiceContext, tmp_path: Path) -> None:
    event_id = new_event(ctx, AUTUMN_OPEN, **AUTUMN, swiss_rounds=3)
    play_round(ctx, event_id)
    finish_event(ctx, event_id)
    export_event(ctx, event_id, tmp_path / "bundle")
    bundle = read_export(tmp_path / "bundle")
    assert {p["rating_applied"] for p in bundle.players if p["rating_system"]} == {"no"}


def test_the_format_document_names_every_column_and_the_current_version() -> None:
    # docs/rating-service-export.md is what a rating service reads: a column the export writes
    # but the document does not describe (or an old version number) would be a silent change.
    text = (Path(__file__).parents[2] / "docs" / "rating-service-export.md").read_text("utf-8")
    assert f"(format `{EXPORT_FORMAT}`, version {EXPORT_VERSION})" in text.splitlines()[0]
    assert f"| `format_version` | integer | `{EXPORT_VERSION}`" in text
    for name, columns in (
        ("results.csv", RESULTS_COLUMNS),
        ("players.csv", PLAYERS_COLUMNS),
        ("penalties.csv", PENALTIES_COLUMNS),
    ):
        section = text.split(f"### `{name}`", 1)[1].split("\n### ", 1)[0]
        described = {
            word.strip("` ")
            for line in section.splitlines()
            if line.startswith("| `")
            for word in line.split("|")[1].split(",")
        }
        assert set(columns) <= described, f"{name}: {set(columns) - described} not described"
