"""Vs. System TCG (Comprehensive Rules v2.7): deck checks (``deck``) and time-called games
(``time_call``), behind the rules-engine interface as ``RULES``."""

from __future__ import annotations

from opl_tournament.domain.rules.base import CountedFigure, RoundMinutes, TimeCallSheet
from opl_tournament.domain.rules.vs_common import VsRules
from opl_tournament.domain.rules.vs_settings import TCG
from opl_tournament.domain.rules.vs_tcg.deck import BRANDS, TcgCard, check_deck_text, parse_deck
from opl_tournament.domain.rules.vs_tcg.time_call import RESULT_TYPES, STEP_LABELS, adjudicate
from opl_tournament.domain.sentences import N_

RULES = VsRules(
    TCG,
    RESULT_TYPES,
    adjudicate,
    check_deck_text,
    label="Vs. System (TCG)",
    pod_formats=frozenset({"free-for-all"}),
    # The Comprehensive Rules set no round time: tournament play defers to a policy document
    # that is lost (T:126, T:133; the rules notes' A3 and AT-1). Our choice: up to an hour and
    # a half, 50 minutes unless the judge says otherwise (a match is several games).
    round_minutes=RoundMinutes(
        30, 90, 50, "our choice: the TCG rules set no round time (T:126, AT-1)"
    ),
    time_call_figures=(
        ("endurance", N_("Endurance")),
        ("deck", N_("Cards left in deck")),
        ("hand", N_("Cards in hand")),
        ("ko_pile", N_("Cards in the KO'd pile")),
        ("conceded", N_("Conceded")),
    ),
    edition=lambda _policy: N_("TCG floor rules, event settings"),
    time_call_sheet=TimeCallSheet(
        counted=(
            CountedFigure("endurance", "Endurance", minimum=-999, start=50),
            CountedFigure("deck", "Deck"),
            CountedFigure("hand", "Hand"),
            CountedFigure("ko_pile", "KO'd pile"),
        ),
        table_checks=(
            ("mandatory_loop_draw", "an unbreakable loop of mandatory actions (a draw)"),
        ),
    ),
)

__all__ = [
    "BRANDS",
    "RESULT_TYPES",
    "RULES",
    "STEP_LABELS",
    "TcgCard",
    "adjudicate",
    "check_deck_text",
    "parse_deck",
]
