"""The fuzz budget of every input parser the judge can feed: each is fuzzed here (or in its own
fuzz file) with a few generated inputs in the default suite and at least 10,000 in the slow one,
with zero uncaught exceptions — a parser answers with its result or one ``InvalidInput``.

Covered elsewhere at both budgets: the command line (``test_fuzz_cli_args``), player import CSV
(``test_fuzz_player_csv``), results CSV (``test_fuzz_results_csv``), OverPower deck lists
(``test_fuzz_decklist``), rating lists, mutated time-call forms, JSON form files and hand pairings
CSV (``test_fuzz_forms_and_lists``). Here: Vs. System deck lists (both games) and settings values.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.rules.vs_settings import resolve, settings_for
from opl_tournament.services.game_settings import parse_setting_value
from tests.reliability.conftest import FUZZ_EXAMPLES
from tests.reliability.fuzzing import budgets, fuzz

ODD_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", categories=("L", "N", "P", "S", "Z", "Cc", "Cf", "Cs")),
    max_size=40,
)
BUDGETS = budgets(  # the default suite: a taste, so that it does not grow
    max(10, FUZZ_EXAMPLES // 4), suppress_health_check=[HealthCheck.too_slow]
)


# ----- Vs. System deck lists, both games
deck_lines = st.one_of(
    st.builds(
        lambda n, name: f"{n} {name}",
        st.sampled_from(["1", "4", "0", "-1", "99", "9" * 30, "x", "", "²"]),
        st.one_of(st.sampled_from(["Hero 1, Version 1", "Dr. Doom", "Location"]), ODD_TEXT),
    ),
    st.sampled_from(["Characters:", "Plot Twists", "# comment", "", "   ", "Main character: X"]),
    ODD_TEXT,
)
vs_decks = st.tuples(
    st.sampled_from(["vs-tcg", "vs-2pcg"]),
    st.sampled_from(["constructed", "sealed", "draft", "odd"]),
    st.lists(deck_lines, max_size=40).map("\n".join),
)


def vs_deck_checked_or_refused(game: str, tournament_type: str, text: str) -> None:
    try:
        report = rules_for(game).check_deck(
            text, tournament_type=tournament_type, source="deck.txt"
        )
    except InvalidInput as error:
        assert "deck.txt" in error.message or error.field, error.message
        return
    assert report.legal == (not report.violations)


@pytest.mark.parametrize("budget", BUDGETS)
def test_vs_system_deck_lists(budget: settings) -> None:
    fuzz(budget, lambda deck: vs_deck_checked_or_refused(*deck), vs_decks)


# ----- settings values typed by the judge (Vs. System events)
GAMES = ["vs-tcg", "vs-2pcg"]
setting_texts = st.one_of(
    ODD_TEXT,
    st.sampled_from(["yes", "no", "On", "-0", "1,2,3", ",,,", "9" * 5000, "-" + "9" * 12]),
    st.lists(ODD_TEXT, max_size=5).map(",".join),
    st.integers().map(str),
)


@st.composite
def setting_changes(draw: st.DrawFn) -> tuple[str, str, str]:
    game = draw(st.sampled_from(GAMES))
    key = draw(st.sampled_from([s.key for s in settings_for(game)] + ["no.such.key"]))
    return game, key, draw(setting_texts)


def setting_accepted_or_refused(game: str, key: str, text: str) -> None:
    try:
        value: Any = parse_setting_value(text)
        resolved = resolve(game, {key: value})
    except InvalidInput as error:
        assert error.message and "\n" not in error.message[:2000]
        return
    assert key in resolved


@pytest.mark.parametrize("budget", BUDGETS)
def test_settings_values(budget: settings) -> None:
    fuzz(budget, lambda change: setting_accepted_or_refused(*change), setting_changes())
