"""A time-called game in a bracket that the form makes a draw (a Vs. System TCG loop nobody can
break): a bracket match needs a winner, so the judge is asked to name one, as when the players
are level on every step, and the named winner is recorded."""

from __future__ import annotations

import json
from pathlib import Path

from tests.command_line import Runner


def test_the_judge_names_the_winner_of_a_drawn_bracket_game(opl: Runner, tmp_path: Path) -> None:
    create = ("event", "create", "Cut", "--format", "single", "--game", "vs-tcg")
    assert opl(*create).code == 0
    for name in ("Ann", "Bo"):
        assert opl("player", "add", "1", name).code == 0
    (match,) = opl("pair", "1", "--json").json()["pairings"]
    form = tmp_path / "form.json"
    loop = {
        "game": "vs-tcg",
        "mandatory_loop_draw": True,
        "players": [{"id": match["a"], "endurance": 3}, {"id": match["b"], "endurance": 5}],
    }
    form.write_text(json.dumps(loop), encoding="utf-8")

    asked = opl("report", "1", "1", "1", "--adjudicate", str(form))
    assert asked.code == 1
    assert "an elimination match needs a winner: the judge must name the winner" in asked.err
    assert "a draw is not possible" not in asked.err

    named = opl("report", "1", "1", "1", "--adjudicate", str(form), "--winner", match["b"])
    assert named.code == 0, named.err
    (decided,) = opl("rounds", "1", "--json").json()["rounds"][0]["results"]
    assert (decided["winner"], decided["result"]) == (match["b"], "W")
