"""Deck lists: checked against the game's deck-building rules, and kept with the registration."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import Game
from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services.card_data import DECK_FILE_LIMIT, check_deck_file, read_deck_text
from opl_tournament.services.context import ServiceContext, Subject
from opl_tournament.services.events import get_event
from opl_tournament.services.files import read_limited
from opl_tournament.services.game_settings import rules_policy


def check_deck(
    path: Path,
    *,
    game: str = Game.OVERPOWER.value,
    tournament_type: str = "constructed",
    settings: Mapping[str, Any] | None = None,
) -> DeckReport:
    """The legality report of a deck file for a game and tournament type (Vs. System: under the
    event's settings when given, else the rulebooks' defaults)."""
    rules = rules_for(game)
    if rules.card_database:
        return check_deck_file(path, tournament_type=tournament_type)
    text = read_deck_text(path)
    return rules.check_deck(
        text, tournament_type=tournament_type, source=str(path), context=settings
    )


def submit_deck(ctx: ServiceContext, event_id: int, number: str, path: Path) -> DeckReport:
    """Check a player's deck list for the event; keep it and the answer on the registration."""
    event = get_event(ctx, event_id)
    report = check_deck(
        path,
        game=event.settings.game.value,
        tournament_type=event.settings.tournament_type.value,
        settings=rules_policy(event),  # OverPower decks are checked by the card data alone
    )
    text = read_limited(path, DECK_FILE_LIMIT).decode("utf-8-sig", "replace")
    with ctx.write() as store:
        registration = store.find_registration(event_id, number)
        if registration is None:
            raise InvalidInput(f"player {number} is not registered in this event", field="player")
        old_text, old_legal = store.deck_of(registration.id)
        store.update_registration(
            registration.id,
            deck_text=text,
            deck_legal=report.legal,
            deck_report_json=json.dumps(report.as_json(), ensure_ascii=False),
        )
        ctx.audit(
            store,
            AuditAction.PLAYER_DECK,
            Subject(event_id, "registration", registration.id),
            f"deck list of {number}: {'legal' if report.legal else 'NOT LEGAL'}",
            before={"deck_text": old_text, "deck_legal": old_legal},
            after={"deck_legal": report.legal, "violations": len(report.violations)},
        )
    return report


def deck_statuses(ctx: ServiceContext, event_id: int) -> dict[str, bool | None]:
    """Each registered player's deck answer: True legal, False not, None no list given."""
    with ctx.read() as store:
        return store.deck_answers(event_id)  # one query, not one per player
