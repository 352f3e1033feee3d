"""Pods as a judge meets them when the field thins out."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.pairing.pods import PodEntrant, PodRules, pair_pod_round


def test_two_players_left_cannot_be_seated_a_boss_battle() -> None:
    # A boss battle seats three: two players would both get a bye, a round of free wins.
    players = [PodEntrant("0001"), PodEntrant("0002")]
    with pytest.raises(RefusedAction, match=r"at least three players .* there are 2"):
        pair_pod_round(PodRules(format=PodFormat.BOSS), players, [], 1)


def test_four_players_seat_one_boss_battle_and_one_bye() -> None:
    players = [PodEntrant(f"000{i}") for i in range(1, 5)]
    pods = pair_pod_round(PodRules(format=PodFormat.BOSS), players, [], 1).pods
    assert [(len(p.seats), p.bye) for p in pods] == [(3, False), (1, True)]
