"""Deck lists: checked against the game's deck-building rules, and kept with the registration."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import Event, Game
from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import N_
from opl_tournament.services.card_data import (
    DECK_FILE_LIMIT,
    check_deck_file_text,
    read_deck_text,
    shipped_card_database,
)
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import (
    ServiceContext,
    Subject,
    refuse_finished,
    require_event,
    typed_registration,
)
from opl_tournament.services.events import get_event
from opl_tournament.services.game_settings import rules_policy
from opl_tournament.storage import Store


def check_deck(
    path: Path,
    *,
    game: str = Game.OVERPOWER.value,
    tournament_type: str = "constructed",
    tier: str = "local",
    settings: Mapping[str, Any] | None = None,
) -> DeckReport:
    """The legality report of a deck file for a game and tournament type (OverPower: at an event
    of this tier; Vs. System: under the event's settings when given, else the rulebooks'
    defaults)."""
    return _check_file_text(
        path, read_deck_text(path), game, tournament_type, tier=tier, settings=settings
    )


def _check_file_text(
    path: Path,
    text: str,
    game: str,
    tournament_type: str,
    *,
    tier: str,
    settings: Mapping[str, Any] | None,
) -> DeckReport:
    """``check_deck`` of a file's text already read (what is kept is what was checked)."""
    rules = rules_for(game)
    if rules.card_database:
        return check_deck_file_text(path, text, tournament_type=tournament_type, tier=tier)
    return rules.check_deck(
        text, tournament_type=tournament_type, source=str(path), context=settings
    )


def check_deck_text(event: Event, text: str) -> DeckReport:
    """A pasted deck list checked by the event's game, as ``deck check`` checks a file."""
    if len(text.encode("utf-8")) > DECK_FILE_LIMIT:
        raise InvalidInput(N_("the deck list is longer than 1 MB"), field="deck")
    settings = event.settings
    rules = rules_for(settings.game)
    if rules.card_database:
        from opl_tournament.domain.rules.overpower.deck import DeckOptions
        from opl_tournament.domain.rules.overpower.deck import check_deck_text as check_op

        return check_op(
            text,
            tournament_type=settings.tournament_type.value,
            source="deck list",
            cards=shipped_card_database(),
            options=DeckOptions(tier=settings.tier),
        )
    return rules.check_deck(
        text,
        tournament_type=settings.tournament_type.value,
        source="deck list",
        context=rules_policy(event),
    )


def submit_deck(ctx: ServiceContext, event_id: int, number: str, path: Path) -> Changed[DeckReport]:
    """Check a player's deck list for the event; keep it and the answer on the registration."""
    event = get_event(ctx, event_id)
    text = read_deck_text(path)
    report = _check_file_text(
        path,
        text,
        event.settings.game.value,
        event.settings.tournament_type.value,
        tier=event.settings.tier,
        settings=rules_policy(event),  # OverPower decks are checked by the card data alone
    )
    with ctx.write() as store:
        refuse_finished(require_event(store, event_id), N_("its players' decks"))
        registration = typed_registration(store, event_id, number)
        if registration is None:
            raise InvalidInput(
                N_("player {player} is not registered in this event", player=number), field="player"
            )
        keep_deck(store, ctx, event_id, registration.id, registration.number, text, report)
    return Changed(report, Changes(event_id, players=True))


def keep_deck(
    store: Store,
    ctx: ServiceContext,
    event_id: int,
    registration_id: int,
    number: str,
    text: str,
    report: DeckReport,
) -> None:
    """Keep a deck list and its answer on the registration, with its audit row (what undo
    restores), inside the caller's write transaction."""
    old_text, old_legal = store.deck_of(registration_id)
    store.update_registration(
        registration_id,
        deck_text=text,
        deck_legal=report.legal,
        deck_report_json=json.dumps(report.as_json(), ensure_ascii=False),
    )
    ctx.audit(
        store,
        AuditAction.PLAYER_DECK,
        Subject(event_id, "registration", registration_id),
        N_("deck list of {number}: legal", number=number)
        if report.legal
        else N_("deck list of {number}: NOT LEGAL", number=number),
        before={"deck_text": old_text, "deck_legal": old_legal},
        after={"deck_legal": report.legal, "violations": len(report.violations)},
    )


def deck_statuses(ctx: ServiceContext, event_id: int) -> dict[str, bool | None]:
    """Each registered player's deck answer: True legal, False not, None no list given."""
    with ctx.read() as store:
        return store.deck_answers(event_id)  # one query, not one per player
