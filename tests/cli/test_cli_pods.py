"""Vs. System pod events through the command line: seating, per-seat results, standings."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, pairwise
from pathlib import Path

import pytest

from tests.cli.in_process import Cli


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return Cli(tmp_path / "pods.sqlite", capsys)


def _create(cli: Cli, *extra: str) -> int:
    event = cli.json("event", "create", "Pods", "--format", "swiss", "--seed", "2026", *extra)
    return int(event["id"])


def test_thirteen_player_free_for_all_runs_four_rounds_in_pods(cli: Cli) -> None:
    event = _create(cli, "--game", "vs-2pcg", "--pods", "free-for-all", "--rounds", "4")
    numbers = [cli.json("player", "add", str(event), f"Player {i}")["number"] for i in range(1, 14)]
    points: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    ties: Counter[str] = Counter()
    met: set[frozenset[str]] = set()
    mates: dict[str, list[str]] = {n: [] for n in numbers}
    placed: dict[str, list[int]] = {n: [] for n in numbers}
    for round_number in range(1, 5):
        seating = cli.json("pair", str(event))
        assert seating["round"] == round_number
        pods = seating["pods"]
        assert sorted(len(p["seats"]) for p in pods) == [3, 3, 3, 4]
        seated = [s["number"] for p in pods for s in p["seats"]]
        assert sorted(seated) == numbers
        repeats = 0
        for pod in pods:
            players = sorted(s["number"] for s in pod["seats"])
            repeats += sum(frozenset(pair) in met for pair in combinations(players, 2))
            met.update(frozenset(pair) for pair in combinations(players, 2))
            if round_number <= 2:
                assert repeats == 0, "13 players can always be kept apart in round 2"
            # The hand-scripted result: at table 1 the two lowest numbers share the win;
            # elsewhere the lowest number wins, the others follow by number.
            if pod["table"] == 1:
                places = {p: (1 if i < 2 else i + 1) for i, p in enumerate(players)}
                for p in players[:2]:
                    points[p] += 1
                    ties[p] += 1
            else:
                places = {p: i + 1 for i, p in enumerate(players)}
                points[players[0]] += 3
                wins[players[0]] += 1
            for p, place in places.items():
                placed[p].append(place)
                mates[p].extend(o for o in players if o != p)
            text = ",".join(f"{p}={place}" for p, place in places.items())
            code, _out, err = cli(
                "report", str(event), str(round_number), str(pod["table"]), "--placing", text
            )
            assert code == 0, err
    table = cli.json("standings", str(event))
    assert table["round"] == 4
    rows = table["standings"]
    # The order by hand: points, then the mean points share of every opponent met (points
    # out of 3 a round, 4 rounds), then wins, then the average place, then the number.
    share = {n: points[n] / 12 for n in numbers}
    opp = {n: sum(share[o] for o in mates[n]) / len(mates[n]) for n in numbers}
    average = {n: sum(placed[n]) / 4 for n in numbers}
    by_hand = sorted(numbers, key=lambda n: (-points[n], -opp[n], -wins[n], average[n], n))
    assert [r["number"] for r in rows] == by_hand
    for row in rows:
        assert row["tiebreakers"]["opp_points_pct"] == pytest.approx(opp[row["number"]], abs=1e-4)
    for row in rows:
        number = row["number"]
        assert row["points"] == points[number]
        assert row["wins"] == wins[number]
        assert row["ties"] == ties[number]
        assert row["wins"] + row["ties"] + row["losses"] == 4
    assert [r["points"] for r in rows] == sorted((r["points"] for r in rows), reverse=True)
    for upper, lower in pairwise(rows):
        if upper["points"] == lower["points"]:
            assert upper["tiebreakers"]["opp_points_pct"] >= lower["tiebreakers"]["opp_points_pct"]
    code, out, _err = cli("standings", str(event))
    assert code == 0 and "W-T-L" in out and "opp pts %" in out
    code, _out, err = cli("pair", str(event))
    assert code == 1 and "all 4 rounds" in err


def test_pod_results_are_checked_corrected_and_taken_back(cli: Cli) -> None:
    event = _create(cli, "--game", "vs-2pcg", "--pods", "free-for-all")
    for i in range(1, 8):
        cli.json("player", "add", str(event), f"P{i}")
    seating = cli.json("pair", str(event))
    pod = seating["pods"][0]
    players = [s["number"] for s in pod["seats"]]
    outsider = next(s["number"] for p in seating["pods"][1:] for s in p["seats"])
    code, _out, err = cli("report", str(event), "1", "1", "--placing", f"{outsider}=1")
    assert code == 1 and f"player {outsider} is not at pod 1 of round 1" in err
    code, _out, err = cli("report", str(event), "1", "1", "--placing", f"{players[0]}=2")
    assert code == 1 and "no place given for" in err
    code, _out, err = cli("report", str(event), "1", "1", "--placing", "0001:1")
    assert code == 1 and "PLAYER=PLACE" in err
    code, _out, err = cli("report", str(event), "1", "1", "--double-loss")
    assert code == 1 and "--placing" in err
    result = cli.json("report", str(event), "1", "1", "--winner", players[1])
    assert result["placings"][players[1]] == 1 and result["points"][players[1]] == 3
    assert all(result["placings"][p] == 2 for p in players if p != players[1])
    code, _out, err = cli("report", str(event), "1", "1", "--winner", players[0])
    assert code == 1 and "already has a result" in err
    corrected = cli.json("report", str(event), "1", "1", "--winner", players[0], "--correct")
    assert corrected["points"][players[0]] == 3 and corrected["points"][players[1]] == 0
    code, _out, err = cli("pair", str(event))
    assert code == 1 and "still has no result at pod 2" in err
    code, _out, err = cli("unpair", str(event))
    assert code == 1 and "already has a result at pod 1" in err
    undone = cli.json("undo", str(event))
    assert "corrected round 1 pod 1" in undone["undone"]["summary"]
    rounds = cli.json("rounds", str(event))
    assert rounds["rounds"][0]["results"][0]["points"][players[1]] == 3


def test_two_vs_two_teams_win_together(cli: Cli) -> None:
    event = _create(cli, "--game", "vs-2pcg", "--pods", "2v2")
    for i in range(1, 9):
        cli.json("player", "add", str(event), f"P{i}", "--team", f"Team {(i + 1) // 2}")
    code, _out, err = cli("player", "add", str(event), "P9", "--team", "Team 1")
    assert code == 1 and "already has two players" in err
    seating = cli.json("pair", str(event))
    assert len(seating["pods"]) == 2
    pod = seating["pods"][0]
    sides = [s["side"] for s in pod["seats"]]
    assert sides[0] == sides[2] != sides[1] == sides[3]
    result = cli.json("report", str(event), "1", "1", "--winner", sides[1])
    winners = {s["number"] for s in pod["seats"] if s["side"] == sides[1]}
    assert {n for n, pts in result["points"].items() if pts == 3} == winners
    code, _out, err = cli(
        "report",
        str(event),
        "1",
        "2",
        "--placing",
        f"{seating['pods'][1]['seats'][0]['number']}=1,{seating['pods'][1]['seats'][2]['number']}=2",
    )
    assert code == 1 and "different places" in err


def test_boss_battles_and_pods_refused_where_they_do_not_belong(cli: Cli) -> None:
    code, _out, err = cli("event", "create", "X", "--format", "swiss", "--pods", "free-for-all")
    assert code == 1 and "pods are for Vs. System" in err
    code, _out, err = cli(
        "event", "create", "X", "--format", "swiss", "--game", "vs-tcg", "--pods", "boss"
    )
    assert code == 1 and "2PCG format" in err
    code, _out, err = cli(
        "event", "create", "X", "--format", "single", "--game", "vs-2pcg", "--pods", "boss"
    )
    assert code == 1 and "paired Swiss" in err
    event = _create(cli, "--game", "vs-2pcg", "--pods", "boss")
    for i in range(1, 8):
        cli.json("player", "add", str(event), f"P{i}")
    seating = cli.json("pair", str(event))
    tables = [p for p in seating["pods"] if not p["bye"]]
    assert len(tables) == 2 and sum(p["bye"] for p in seating["pods"]) == 1
    assert all(p["seats"][0]["role"] == "boss" for p in tables)
    boss = tables[0]["seats"][0]["number"]
    result = cli.json("report", str(event), "1", "1", "--winner", boss)
    assert result["points"][boss] == 3
    assert [v for k, v in result["points"].items() if k != boss] == [0, 0]
    code, _out, err = cli("swap", str(event), "0001", "0002")
    assert code == 1 and "played in pods" in err


def test_a_file_of_pod_results_is_applied_whole_or_not_at_all(cli: Cli, tmp_path: Path) -> None:
    event = _create(cli, "--game", "vs-2pcg", "--pods", "free-for-all")
    for i in range(1, 8):
        cli.json("player", "add", str(event), f"P{i}")
    pods = cli.json("pair", str(event))["pods"]
    first, second = ([s["number"] for s in p["seats"]] for p in pods)
    bad = tmp_path / "bad.csv"
    bad.write_text(
        f"table,placing\n1,{first[0]}=1\n2,{second[0]}=1 {second[1]}=2 {second[2]}=3\n",
        encoding="utf-8",
    )
    code, _out, err = cli("report", str(event), "1", "--file", str(bad))
    assert code == 1 and "line 2" in err and "no place given" in err
    rounds = cli.json("rounds", str(event))["rounds"][0]
    assert all(p is None for r in rounds["results"] for p in r["placings"].values())
    good = tmp_path / "good.csv"
    places = " ".join(f"{n}={i}" for i, n in enumerate(first, start=1))
    good.write_text(
        f"table,placing\n1,{places}\n2,{second[0]}=1 {second[1]}=2 {second[2]}=2\n",
        encoding="utf-8",
    )
    done = cli.json("report", str(event), "1", "--file", str(good))
    assert [r["points"][first[0]] for r in done["reported"][:1]] == [3]
    assert done["reported"][1]["placings"][second[2]] == 2
    winners = tmp_path / "winners.csv"
    winners.write_text(f"table,winner\n1,{first[1]}\n", encoding="utf-8")
    code, _out, err = cli("report", str(event), "1", "--file", str(winners))
    assert code == 1 and "already has a result" in err and "line 2" in err


def test_pod_options_given_at_creation_are_kept_and_bad_points_refused(cli: Cli) -> None:
    event = _create(
        cli,
        "--game", "vs-2pcg", "--pods", "free-for-all", "--pod-size", "4",
        "--pod-scoring", "placing", "--pod-points", "4, 2,1,0",
    )  # fmt: skip
    shown = next(e for e in cli.json("event", "list")["events"] if e["id"] == event)
    kept = (shown["pod_size"], shown["pod_scoring"], shown["pod_points"])
    assert kept == (4, "placing", [4, 2, 1, 0])
    code, _, err = cli(
        "event", "create", "Bad", "--format", "swiss", "--game", "vs-2pcg",
        "--pods", "free-for-all", "--pod-points", "4,x",
    )  # fmt: skip
    assert code == 1
    assert "--pod-points must be whole numbers separated by commas, not '4,x'" in err
    assert [e["name"] for e in cli.json("event", "list")["events"]] == ["Pods"]


def test_a_winner_column_giving_every_place_is_read_as_places(cli: Cli, tmp_path: Path) -> None:
    event = _create(cli, "--game", "vs-2pcg", "--pods", "free-for-all", "--pod-scoring", "placing")
    for i in range(1, 8):
        cli.json("player", "add", str(event), f"P{i}")
    first, second = (
        [s["number"] for s in p["seats"]] for p in cli.json("pair", str(event))["pods"]
    )
    sheet = tmp_path / "sheet.csv"
    sheet.write_text(
        "table,winner\n"
        f"1,{' '.join(f'{n}={i}' for i, n in enumerate(first, start=1))}\n"
        f'2,"{",".join(f"{n}={i}" for i, n in enumerate(second, start=1))}"\n',
        encoding="utf-8",
    )
    done = cli.json("report", str(event), "1", "--file", str(sheet))
    assert [r["placings"] for r in done["reported"]] == [
        {n: i for i, n in enumerate(seats, start=1)} for seats in (first, second)
    ]
