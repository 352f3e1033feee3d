"""A pod event that scores every place (4, 2, 1, 0 by default) takes a table's result as every
player's place: given the winner alone, the three others would each have taken second place's 2
points, more than any full result gives them (2 + 1 + 0)."""

from __future__ import annotations

from tests.command_line import Runner


def test_the_winner_alone_is_refused_and_every_place_is_taken(opl: Runner) -> None:
    create = ("event", "create", "Pods", "--format", "swiss", "--game", "vs-2pcg")
    pods = ("--pods", "free-for-all", "--pod-size", "4", "--pod-scoring", "placing")
    assert opl(*create, *pods).code == 0
    for name in ("Ann", "Bo", "Cy", "Di"):
        assert opl("player", "add", "1", name).code == 0
    seats = [s["number"] for s in opl("pair", "1", "--json").json()["pods"][0]["seats"]]

    refused = opl("report", "1", "1", "1", "--winner", seats[0])
    assert refused.code == 1 and refused.out == ""
    assert "this event scores every place (4, 2, 1, 0): give each player's place" in refused.err
    assert f"e.g. {seats[0]}=1,{seats[1]}=2,{seats[2]}=3,{seats[3]}=4" in refused.err
    standings = opl("standings", "1", "--json").json()["standings"]
    assert {s["points"] for s in standings} == {0}  # nothing recorded

    places = ",".join(f"{n}={i}" for i, n in enumerate(seats, start=1))
    assert opl("report", "1", "1", "1", "--placing", places).code == 0
    standings = opl("standings", "1", "--json").json()["standings"]
    points = {s["number"]: s["points"] for s in standings}
    assert [points[n] for n in seats] == [4, 2, 1, 0]


def test_a_second_result_for_a_pod_names_who_entered_the_first(opl: Runner) -> None:
    create = ("event", "create", "Pods", "--format", "swiss", "--game", "vs-2pcg")
    assert opl(*create, "--pods", "free-for-all", "--actor", "Dana").code == 0
    for name in ("Ann", "Bo", "Cy", "Di"):
        assert opl("player", "add", "1", name).code == 0
    seats = [s["number"] for s in opl("pair", "1", "--json").json()["pods"][0]["seats"]]
    assert opl("report", "1", "1", "1", "--winner", seats[0], "--actor", "Table 3").code == 0

    again = opl("report", "1", "1", "1", "--winner", seats[1], "--actor", "Dana")
    assert again.code == 1
    assert "round 1, pod 1 already has a result" in again.err
    assert "entered by Table 3 at" in again.err and "correct it instead" in again.err
