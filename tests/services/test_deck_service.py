"""A player's deck list kept with the registration, with the legality answer; undo removes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.decks import deck_statuses, submit_deck
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.undo import undo_last

BOTH_BACKENDS = True  # each test runs on SQLite and on PostgreSQL (tests/conftest.py)

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"


def test_deck_lists_are_checked_kept_and_undone(ctx: ServiceContext, tmp_path: Path) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS))
    for name in ("Ada", "Bo"):
        register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name=name)))
    assert submit_deck(ctx, event.id, "0001", EXAMPLES / "legal-constructed-deck.txt").value.legal
    short = tmp_path / "short.txt"
    lines = (EXAMPLES / "legal-constructed-deck.txt").read_text(encoding="utf-8").splitlines()
    short.write_text("\n".join(lines[:12]) + "\n", encoding="utf-8")
    assert not submit_deck(ctx, event.id, "0002", short).value.legal
    assert deck_statuses(ctx, event.id) == {"0001": True, "0002": False}
    undo_last(ctx, event.id)
    assert deck_statuses(ctx, event.id) == {"0001": True, "0002": None}
    with pytest.raises(InvalidInput, match="not registered"):
        submit_deck(ctx, event.id, "0099", short)
