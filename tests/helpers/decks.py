"""The one promise every game's deck check keeps, whatever text it is given."""

from __future__ import annotations

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.registry import rules_for


def report_or_one_refusal(game: str, text: str) -> None:
    """``text`` checked as a Constructed deck of ``game``: a report that is legal exactly when it
    lists no violation, or one ``InvalidInput`` naming the list."""
    try:
        report = rules_for(game).check_deck(text, tournament_type="constructed", source="fuzz")
    except InvalidInput as error:
        assert error.source == "fuzz"
        return
    assert report.legal == (not report.violations)
