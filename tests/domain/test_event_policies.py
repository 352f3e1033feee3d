"""An event's policies are typed values that read back exactly as they were stored."""

from __future__ import annotations

from typing import Any

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.event_policies import (
    EventPolicies,
    PodFormat,
    PodScoring,
    RatingsPolicy,
    TiebreakPreset,
)
from opl_tournament.domain.pairing.pods import pod_rules

STORED: list[dict[str, Any]] = [
    {},
    {"pods": "free-for-all"},
    {"pods": "2v2", "pod_size": 4, "pod_scoring": "placing", "pod_points": [5, 3, 1, 0]},
    {"tiebreaks": "buchholz", "late_entry": "nothing"},
    {"rules": {"tcg.time.level": "draw"}, "ratings": {"rate_dq_byes": True}},
    {"ratings": {"system": "glicko2", "default_rating": 1500}},
    {"some_future_key": {"kept": [1, 2]}, "pods": "boss", "points_win": 5, "points_tie": 0},
]


@pytest.mark.parametrize("stored", STORED)
def test_policies_read_back_exactly_as_stored(stored: dict[str, Any]) -> None:
    assert EventPolicies.from_json(stored).to_json() == stored


def test_values_are_typed() -> None:
    policies = EventPolicies.from_json(STORED[2] | {"tiebreaks": "magic"})
    assert policies.pods is not None
    assert policies.pods.format is PodFormat.TWO_VS_TWO
    assert policies.pods.scoring is PodScoring.PLACING
    assert policies.pods.points == (5, 3, 1, 0)
    assert policies.pairing.tiebreaks is TiebreakPreset.MAGIC
    assert policies.pairing.late_entry is None, "not set: the engine's default applies"
    assert policies.ratings == RatingsPolicy()


def test_a_head_to_head_event_has_no_pod_settings() -> None:
    assert EventPolicies.from_json({"pods": ""}).pods is None
    assert EventPolicies().pods is None


def test_pod_rules_fill_in_the_defaults() -> None:
    pods = EventPolicies.from_json({"pods": "free-for-all"}).pods
    assert pods is not None
    rules = pod_rules(pods, seed=7, rounds=3)
    assert (rules.preferred_size, rules.scoring, rules.placing_points) == (
        4,
        PodScoring.WINNER_ONLY,
        (4, 2, 1, 0),
    )
    assert (rules.points_win, rules.points_tie, rules.seed, rules.rounds) == (3, 1, 7, 3)


@pytest.mark.parametrize(
    ("stored", "field"),
    [
        ({"pods": "battle-royale"}, "pods"),
        ({"pods": "free-for-all", "pod_size": 6}, "pod_size"),
        ({"pods": "free-for-all", "pod_size": True}, "pod_size"),
        ({"pods": "free-for-all", "pod_points": [4, "two"]}, "pod_points"),
        ({"pods": "free-for-all", "pod_points": [1, 1, 1, 1, 1]}, "pod_points"),
        ({"pods": "free-for-all", "pod_scoring": "most-cards"}, "pod_scoring"),
        ({"pods": "boss", "points_win": 0}, "points_win"),
        ({"tiebreaks": "coin-toss"}, "tiebreaks"),
        ({"grand_final": "twice"}, "grand_final"),
        ({"rules": ["tcg.time.level"]}, "rules"),
        ({"ratings": "yes"}, "ratings"),
        ({"ratings": {"rate_forfeits": "yes"}}, "rate_forfeits"),
        ({"ratings": {"default_rating": "high"}}, "default_rating"),
    ],
)
def test_a_bad_value_is_refused_naming_its_key(stored: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        EventPolicies.from_json(stored)
    assert refused.value.field == field
    assert field in refused.value.message


def test_changing_rules_or_ratings_keeps_the_rest() -> None:
    policies = EventPolicies.from_json(STORED[2] | {"ratings": {"rate_forfeits": True}})
    changed = policies.with_rules({"p2.time.level": "tie"}).with_ratings(rate_dq_byes=True)
    assert changed.to_json() == STORED[2] | {
        "rules": {"p2.time.level": "tie"},
        "ratings": {"rate_forfeits": True, "rate_dq_byes": True},
    }
    assert policies.rules == {}, "the original is unchanged"
