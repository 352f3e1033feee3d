"""`ratings` from a judge's terminal, with the documented JSON shape of `ratings list` (README)."""

from __future__ import annotations

from pathlib import Path

from tests.cli.conftest import Runner


def test_rating_and_exporting_an_event_from_the_command_line(opl: Runner, tmp_path: Path) -> None:
    create = ("event", "create", "Cup", "--format", "swiss", "--rounds", "2")
    assert (
        opl(*create, "--sanction", "OPL-9", "--date", "2026-11-22", "--judge", "Jo:1234").code == 0
    )
    for name, legion in (("Ada", "4512"), ("Bo", "5120"), ("Cy", "6001"), ("Di", "7002")):
        assert opl("player", "add", "1", name, "--legion", legion).code == 0
    for round_number in ("1", "2"):
        if round_number == "2":  # every result of round 1 is in, but a planned round is left
            between = opl("ratings", "apply", "1")
            assert (between.code, "not finished (1 of 2 rounds played)" in between.err) == (1, True)
        pairings = opl("pair", "1", "--json").json()["pairings"]
        if round_number == "1":
            early = opl("ratings", "apply", "1")
            assert (early.code, "results are missing" in early.err) == (1, True)
        for p in pairings:
            winner = min(p["a"], p["b"])
            assert opl("report", "1", round_number, str(p["table"]), "--winner", winner).code == 0
    preview = opl("ratings", "preview", "1", "--json").json()["changes"]
    assert {c["number"] for c in preview} == {"4512", "5120", "6001", "7002"}
    assert opl("ratings", "apply", "1").code == 0
    listed = opl("ratings", "list", "--json").json()
    assert [(r["number"], r["games"], r["provisional"]) for r in listed] == [
        ("4512", 2, True),
        ("5120", 2, True),
        ("6001", 2, True),
        ("7002", 2, True),
    ]
    by_number = {r["number"]: r["rating"] for r in listed}
    assert by_number["4512"] > by_number["7002"], "two wins rate above two losses"
    assert set(listed[0]) == {"number", "name", "rating", "games", "provisional"}
    assert opl("ratings", "check").code == 0
    assert opl("ratings", "check", "--since", "2000-01-01").code == 0
    exported = opl("export", "1", "-o", str(tmp_path / "grs"), "--json")
    assert exported.code == 0, exported.err
    assert sorted(exported.json()["files"]) == [
        "event.json",
        "master-sheet.pdf",
        "penalties.csv",
        "players.csv",
        "result-sheets.pdf",
        "results.csv",
    ]
    assert (tmp_path / "grs" / "manifest.json").is_file()
    assert opl("ratings", "undo", "1").code == 0
    assert opl("ratings", "list", "--json").json() == []


def test_choosing_the_rating_system_and_the_dq_bye_setting(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--sanction", "S").code == 0
    assert opl("ratings", "system", "--json").json() == {"system": "uscf"}
    assert opl("ratings", "system", "glicko2").out.strip() == "rating system: glicko2"
    assert opl("ratings", "system", "--json").json() == {"system": "glicko2"}
    said = opl("ratings", "dq-byes", "1", "rated")
    assert (said.code, said.out.strip()) == (
        0,
        "event 1: byes from a disqualified opponent are rated wins",
    )
    refused = opl("ratings", "apply", "1")
    assert refused.code == 1 and len(refused.err.strip().splitlines()) == 1


def test_ratings_preview_shows_what_apply_writes_when_an_earlier_event_comes_in_late(
    opl: Runner,
) -> None:
    """A later-dated event is applied first; the earlier one's preview is what its apply
    writes (rated in date order, before the later event), and names the event rated again."""
    legions = {"Ada": "4512", "Bo": "5120", "Cy": "6001", "Di": "7002"}
    for event, (name, day, pick) in enumerate(
        (("Early", "2026-10-01", min), ("Late", "2026-11-01", max)), start=1
    ):
        create = ("event", "create", name, "--format", "swiss", "--rounds", "2")
        assert opl(*create, "--sanction", "OPL-9", "--date", day).code == 0
        for player, legion in legions.items():
            assert opl("player", "add", str(event), player, "--legion", legion).code == 0
        for round_number in ("1", "2"):
            for p in opl("pair", str(event), "--json").json()["pairings"]:
                winner = pick(p["a"], p["b"])
                report = ("report", str(event), round_number, str(p["table"]), "--winner", winner)
                assert opl(*report).code == 0
    assert opl("ratings", "apply", "2").code == 0  # the later event first
    preview = opl("ratings", "preview", "1", "--json").json()
    assert preview["rates_again"] == ["event 2 (Late, 2026-11-01)"]
    assert {c["name"]: c["number"] for c in preview["changes"]} == legions
    assert all(c["before"] is None for c in preview["changes"]), "rated before the later event"
    text = opl("ratings", "preview", "1").out
    assert "Ada" in text and "rates again, after it: event 2 (Late, 2026-11-01)" in text
    applied = opl("ratings", "apply", "1", "--json")
    assert applied.code == 0, applied.err
    assert applied.json()["changes"] == preview["changes"]
    assert applied.json()["rates_again"] == preview["rates_again"]
    assert opl("ratings", "check").code == 0


def test_forfeited_games_are_rated_when_the_event_says_so(opl: Runner) -> None:
    """A game lost by penalty is not rated unless ``ratings forfeits EVENT rated`` (the kit's
    research reads P-05 as rated); the choice is the event's, taken back by ``not-rated``."""
    create = ("event", "create", "Cup", "--format", "swiss", "--rounds", "1", "--sanction", "S")
    assert opl(*create).code == 0
    for name, legion in (("Ada", "4512"), ("Bo", "5120")):
        assert opl("player", "add", "1", name, "--legion", legion).code == 0
    assert opl("pair", "1").code == 0
    penalty = opl("penalty", "add", "1", "5120", "game_loss", "--round", "1", "--table", "1")
    assert penalty.code == 0, penalty.err
    assert opl("event", "finish", "1").code == 0
    unrated = opl("ratings", "preview", "1")
    assert unrated.code == 1 and "no rated games" in unrated.err
    said = opl("ratings", "forfeits", "1", "rated")
    assert (said.code, said.out.strip()) == (0, "event 1: forfeited games are rated as played")
    preview = opl("ratings", "preview", "1", "--json").json()
    assert {row["number"] for row in preview["changes"]} == {"4512", "5120"}
    assert opl("ratings", "forfeits", "1", "not-rated", "--json").json() == {
        "event": 1,
        "rate_forfeits": False,
    }
    assert opl("ratings", "preview", "1").code == 1
