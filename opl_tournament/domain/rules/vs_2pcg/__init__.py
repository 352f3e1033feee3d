"""Vs. System 2PCG (Compiled Rulebook 5.0): deck checks (``deck``) and time-called games
(``time_call``), behind the rules-engine interface as ``RULES``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from opl_tournament.domain.rules.base import CountedFigure, RoundMinutes, TimeCallSheet
from opl_tournament.domain.rules.vs_2pcg.deck import check_deck_text, parse_registration
from opl_tournament.domain.rules.vs_2pcg.time_call import RESULT_TYPES, adjudicate
from opl_tournament.domain.rules.vs_common import VsRules
from opl_tournament.domain.rules.vs_settings import TWO_PCG
from opl_tournament.domain.sentences import N_, Sentence


def _edition(policy: Mapping[str, Any] | None) -> Sentence:
    version = str((policy or {}).get("p2.ruleset_version", "") or "").strip()
    if version:
        return N_("2PCG rulebook {version}, event settings", version=version)
    return N_("2PCG event settings")


RULES = VsRules(
    TWO_PCG,
    RESULT_TYPES,
    adjudicate,
    check_deck_text,
    label="Vs. System 2PCG",
    pod_formats=frozenset({"free-for-all", "2v2", "boss"}),
    # The Compiled Rulebook has no time limits or round structure (P:768, P:302; the rules
    # notes' B3 and AP-1). Our choice: a pod of four plays longer than a pair, so up to two
    # hours, an hour unless the judge says otherwise.
    round_minutes=RoundMinutes(
        30, 120, 60, "our choice: the 2PCG rulebook sets no round time (P:768, AP-1)"
    ),
    time_call_figures=(
        ("mc_wounds", N_("Wounds on main characters")),
        ("mc_ko", N_("Main characters KO'd")),
        ("out", N_("Every main character gone")),
        ("deck", N_("Cards left in deck")),
    ),
    edition=_edition,
    time_call_sheet=TimeCallSheet(
        counted=(CountedFigure("deck", "Deck"),),
        main_characters=True,
        table_checks=(
            ("all_out_of_cards", "every player is out of cards and nobody will attack"),
            (
                "stalemate",
                "nobody can win: a player who can't lose, or a loop nobody can break",
            ),
            # last, just above the question it goes with: on whose turn
            ("simultaneous_final_ko", "the last main characters were KO'd at once"),
        ),
        asks_whose_turn=True,
    ),
)

__all__ = ["RESULT_TYPES", "RULES", "adjudicate", "check_deck_text", "parse_registration"]
