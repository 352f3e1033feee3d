"""What a round is, in a judge's words: "Swiss", "Top cut quarter-final", "Grand final"."""

from __future__ import annotations

from collections.abc import Sequence

from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.records import RoundStage
from opl_tournament.services.rounds import MatchView

BRACKET_WORDS = {"winners": "Winners' bracket", "losers": "Losers' bracket", "final": "Final"}
KNOCKOUT_ROUNDS = {1: "final", 2: "semi-final", 4: "quarter-final"}
"""A single-elimination round by its number of matches (byes included)."""
OTHER_STAGES: dict[str, str] = {RoundStage.SWISS: "Swiss", RoundStage.PODS: "Pods"}


def stage_words(
    stage: str,
    event_format: EventFormat = EventFormat.SWISS,
    matches: Sequence[MatchView] = (),
) -> str:
    """The stage of a round with these matches, in an event of this format."""
    if stage != RoundStage.ELIMINATION:
        return OTHER_STAGES.get(stage, stage.replace("-", " ").capitalize())
    brackets = {m.bracket for m in matches} - {None}
    if brackets <= {"winners"} and event_format is not EventFormat.DOUBLE:
        words = KNOCKOUT_ROUNDS.get(len(matches), f"round of {2 * len(matches)}")
    elif brackets == {"final"}:
        words = "grand final"
    elif brackets >= {"winners", "losers"}:
        words = "winners' and losers' brackets"
    else:
        words = next((BRACKET_WORDS[b].lower() for b in ("winners", "losers") if b in brackets), "")
    if event_format is EventFormat.COMBINATION:
        return f"Top cut {words}".strip()
    return (words or "double elimination").capitalize()
