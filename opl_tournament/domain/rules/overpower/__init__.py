"""OverPower: time-call adjudication, the KO engine, deck legality and penalties.

``RULES`` is the object the registry hands out; it delegates to the modules of this package.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from opl_tournament.domain.rules.base import (
    DeckReport,
    ResultType,
    RoundMinutes,
    TimeCallSheet,
    Verdict,
)
from opl_tournament.domain.rules.overpower.penalties import PenaltyKind
from opl_tournament.domain.rules.settings import Setting
from opl_tournament.domain.sentences import N_


class OverPowerRules:
    game = "overpower"
    label = "OverPower"
    draws = False  # a time call always finds a winner, or the judge decides one
    legion_rated = True
    adjustable_rules = False  # the Legion's floor rules
    settings: tuple[Setting, ...] = ()
    pod_formats: frozenset[str] = frozenset()
    rulings_reference = True
    time_call_form = "overpower"
    round_minutes = RoundMinutes(30, 45, 45, "the tournament kit: games last 30-45 minutes (T:152)")
    time_call_sheet: TimeCallSheet | None = None
    brand = ""
    time_call_figures = (
        ("net_missions", N_("Net completed missions")),
        ("life_points", N_("Life points remaining")),
        ("cards_remaining", N_("Cards left to draw")),
    )
    card_database = True
    penalty_kinds = tuple(kind.value for kind in PenaltyKind)

    def rules_edition(self, policy: Mapping[str, Any] | None) -> str:
        from opl_tournament.domain.rules.overpower.policy import policy_from_mapping

        rules = policy_from_mapping(policy)
        return f"{rules.edition} ({rules.date})"

    def result_types(self) -> tuple[ResultType, ...]:
        from opl_tournament.domain.rules.overpower.time_call import RESULT_TYPES

        return RESULT_TYPES

    def adjudicate(
        self, state: Mapping[str, Any], policy: Mapping[str, Any] | None = None
    ) -> Verdict:
        from opl_tournament.domain.rules.overpower.time_call import adjudicate

        return adjudicate(state, policy)

    def check_deck(
        self, deck_text: str, *, tournament_type: str, source: str = "deck", context: Any = None
    ) -> DeckReport:
        from opl_tournament.domain.rules.overpower.deck import check_deck_text

        return check_deck_text(
            deck_text, tournament_type=tournament_type, source=source, cards=context
        )


RULES = OverPowerRules()
