"""Deck lists: checked against the game's deck-building rules, and kept with the registration."""

from __future__ import annotations

from pathlib import Path

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services.card_data import check_deck_file
from opl_tournament.services.player_import import read_limited

DECK_FILE_LIMIT = 1024 * 1024


def check_deck(
    path: Path, *, game: str = "overpower", tournament_type: str = "constructed"
) -> DeckReport:
    """The legality report of a deck file (text or JSON) for a game and tournament type."""
    if game == "overpower":
        return check_deck_file(path, tournament_type=tournament_type)
    try:
        rules = rules_for(game)
    except ModuleNotFoundError:
        raise RefusedAction(f"deck checks for {game} are not available yet") from None
    data = read_limited(path, DECK_FILE_LIMIT)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InvalidInput(f"not UTF-8 text (byte {error.start + 1})", source=str(path)) from None
    return rules.check_deck(text, tournament_type=tournament_type, source=str(path))
