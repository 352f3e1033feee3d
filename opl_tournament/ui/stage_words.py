"""What a round is, in a judge's words: "Swiss", "Top cut quarter-final", "Grand final"."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.records import RoundStage
from opl_tournament.services.rounds import MatchView

# QT_TRANSLATE_NOOP marks an English word for the catalog and returns it (str(): PySide's
# stubs say it returns object); the word is translated where it is shown.
BRACKET_WORDS = {
    "winners": str(QT_TRANSLATE_NOOP("stage_words", "Winners' bracket")),
    "losers": str(QT_TRANSLATE_NOOP("stage_words", "Losers' bracket")),
    "final": str(QT_TRANSLATE_NOOP("stage_words", "Final")),
}
"""A bracket's title (English; shown through ``QCoreApplication.translate("stage_words", …)``)."""
KNOCKOUT_ROUNDS = {1: "final", 2: "semi-final", 4: "quarter-final"}
"""A single-elimination round by its number of matches (byes included)."""
OTHER_STAGES: dict[str, str] = {
    RoundStage.SWISS: str(QT_TRANSLATE_NOOP("stage_words", "Swiss")),
    RoundStage.PODS: str(QT_TRANSLATE_NOOP("stage_words", "Pods")),
}

_ALONE = {
    "final": str(QT_TRANSLATE_NOOP("stage_words", "Final")),
    "semi-final": str(QT_TRANSLATE_NOOP("stage_words", "Semi-final")),
    "quarter-final": str(QT_TRANSLATE_NOOP("stage_words", "Quarter-final")),
    "grand final": str(QT_TRANSLATE_NOOP("stage_words", "Grand final")),
    "both": str(QT_TRANSLATE_NOOP("stage_words", "Winners' and losers' brackets")),
    "winners": str(QT_TRANSLATE_NOOP("stage_words", "Winners' bracket")),
    "losers": str(QT_TRANSLATE_NOOP("stage_words", "Losers' bracket")),
    "": str(QT_TRANSLATE_NOOP("stage_words", "Double elimination")),
}
"""An elimination round's words in a double-elimination or single-elimination event."""
_TOP_CUT = {
    "final": str(QT_TRANSLATE_NOOP("stage_words", "Top cut final")),
    "semi-final": str(QT_TRANSLATE_NOOP("stage_words", "Top cut semi-final")),
    "quarter-final": str(QT_TRANSLATE_NOOP("stage_words", "Top cut quarter-final")),
    "grand final": str(QT_TRANSLATE_NOOP("stage_words", "Top cut grand final")),
    "both": str(QT_TRANSLATE_NOOP("stage_words", "Top cut winners' and losers' brackets")),
    "winners": str(QT_TRANSLATE_NOOP("stage_words", "Top cut winners' bracket")),
    "losers": str(QT_TRANSLATE_NOOP("stage_words", "Top cut losers' bracket")),
    "": str(QT_TRANSLATE_NOOP("stage_words", "Top cut")),
}
"""The same, in the top cut of a Swiss event (a combination)."""


def _said(text: str) -> str:
    return QCoreApplication.translate("stage_words", text)


def stage_words(
    stage: str,
    event_format: EventFormat = EventFormat.SWISS,
    matches: Sequence[MatchView] = (),
) -> str:
    """The stage of a round with these matches, in an event of this format."""
    top_cut = event_format is EventFormat.COMBINATION
    if stage != RoundStage.ELIMINATION:
        known = OTHER_STAGES.get(stage)
        return _said(known) if known else stage.replace("-", " ").capitalize()
    brackets = {m.bracket for m in matches} - {None}
    if brackets <= {"winners"} and event_format is not EventFormat.DOUBLE:
        key = KNOCKOUT_ROUNDS.get(len(matches))
        if key is None:
            players = 2 * len(matches)
            if top_cut:
                return QCoreApplication.translate(
                    "stage_words", "Top cut round of {players}"
                ).format(players=players)
            return QCoreApplication.translate("stage_words", "Round of {players}").format(
                players=players
            )
    elif brackets == {"final"}:
        key = "grand final"
    elif brackets >= {"winners", "losers"}:
        key = "both"
    else:
        key = next((b for b in ("winners", "losers") if b in brackets), "")
    return _said((_TOP_CUT if top_cut else _ALONE)[key])
