"""Vs. System 2PCG time calls where a side has lost a main character: the KO'd one left the game
with its wounds (P:185, P:1197), so the judge finds none on it, yet losing it never makes the
side look less wounded than a side that kept all of its own."""

from __future__ import annotations

from typing import Any

from opl_tournament.domain.rules.vs_2pcg import adjudicate


def _mc(wounds: int, health: int = 7, **more: Any) -> dict[str, Any]:
    return {"name": more.pop("name", "Hero"), "wounds": wounds, "health": health, **more}


def _form(*players: dict[str, Any]) -> dict[str, Any]:
    return {"game": "vs-2pcg", "players": list(players)}


def test_a_two_vs_two_team_that_lost_a_player_is_not_ahead_on_wounds() -> None:
    # Red's A was KO'd (gone from the table, no wounds to count); Red's C has 2 wounds,
    # Blue's B and D have 2 and 3: Red is a player down and at least 7 + 2 wounds.
    state = _form(
        {"id": "A", "team": "Red", "main_characters": [_mc(0, location="ko")]},
        {"id": "B", "team": "Blue", "main_characters": [_mc(2)]},
        {"id": "C", "team": "Red", "main_characters": [_mc(2)]},
        {"id": "D", "team": "Blue", "main_characters": [_mc(3)]},
    )
    verdict = adjudicate(state)
    assert (verdict.winner, verdict.decided_by) == ("B", "mc_wounds")
    assert verdict.placings == (("B", "D"), ("A", "C"))
    assert verdict.players["A"]["mc_wounds"] == 7


def test_the_least_wounded_main_character_is_one_still_standing() -> None:
    # Moon Girl KO'd (marked ko, no wounds left on the table) beside Devil Dinosaur with 4:
    # by the least wounded one, A counts 4, not the KO'd one's 0.
    state = _form(
        {"id": "A", "main_characters": [_mc(0, name="Moon Girl", ko=True), _mc(4, health=9)]},
        {"id": "B", "main_characters": [_mc(3)]},
    )
    assert adjudicate(state, {"p2.mc_wound_aggregation": "min"}).winner == "B"
