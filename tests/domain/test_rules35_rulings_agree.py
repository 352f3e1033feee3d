"""The rulings reference tells the judge the same time-call reading the engine applies: at the
cards-left step the player with more cards left wins (floor rule 4: "the most cards left")."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from opl_tournament.domain.rules.overpower.policy import TimeCallPolicy
from opl_tournament.domain.rules.overpower.time_call import adjudicate
from opl_tournament.services.rulings import shipped_rulings


def _player(pid: str, draw_pile: int) -> dict[str, Any]:
    return {
        "id": pid,
        "missions": {"completed": 1, "defeated": 1},
        "draw_pile": draw_pile,
        "characters": [{"name": name} for name in ("A", "B", "C", "D")],
    }


def test_the_draw_pile_ruling_says_what_the_engine_does() -> None:
    verdict = adjudicate({"players": [_player("0001", 12), _player("0002", 20)]})
    assert (verdict.winner, verdict.decided_by) == ("0002", "cards_remaining")
    ruling = shipped_rulings().by_id("ambiguity-C4")
    assert ruling is not None
    assert "more cards" in ruling.text and "smaller" not in ruling.text


def test_the_tournament_only_rules_are_not_said_to_be_switchable() -> None:
    """OverPower's floor rules are fixed by the Legion: the program offers no switch for them
    (``event settings`` refuses an OverPower event), so the reference promises none."""
    ruling = shipped_rulings().by_id("ambiguity-C1")
    assert ruling is not None
    assert "switched off" not in ruling.text and "Beyonder 28" in ruling.text


POLICY_FIELDS = {
    "ambiguity-C2": ("life_basis", "life_counts_battle_hits"),
    "ambiguity-C4": ("cards_left",),
}
"""The rulings that say the Legion's policy may read a rule otherwise, and the policy's fields
that do it."""


def test_a_ruling_promises_a_policy_option_only_where_the_policy_has_one() -> None:
    rulings = shipped_rulings()
    promising = {
        r.id for r in rulings.entries if r.id.startswith("ambiguity-") and "polic" in r.text.lower()
    }
    assert promising == set(POLICY_FIELDS)
    options = {f.name for f in fields(TimeCallPolicy)}
    assert all(set(wanted) <= options for wanted in POLICY_FIELDS.values())
