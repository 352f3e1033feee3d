"""An event's tier reaches its deck check: Beyonder may not be on a team at a regional or
national event (kit, Constructed announcement 10), whether the list comes from a file or is
pasted."""

from __future__ import annotations

from pathlib import Path

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.decks import check_deck_text, submit_deck
from opl_tournament.services.events import create_event, get_event
from opl_tournament.services.registration import Entrant, register_player

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "examples"


def _beyonder_deck(tmp_path: Path) -> Path:
    text = (EXAMPLE / "legal-constructed-deck.txt").read_text(encoding="utf-8")
    deck = tmp_path / "beyonder.txt"
    deck.write_text(text.replace("1 Juggernaut\n", "1 Beyonder\n", 1), encoding="utf-8")
    return deck


def _rules(report: DeckReport) -> list[str]:
    return [v.rule for v in report.violations]


def test_beyonder_is_refused_at_a_regional_event_only(ctx: ServiceContext, tmp_path: Path) -> None:
    deck = _beyonder_deck(tmp_path)
    for tier, refused in (("local", False), ("regional", True), ("national", True)):
        event = create_event(ctx, EventSettings(name=tier, format=EventFormat.SWISS, tier=tier))
        added = register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name="Ada")))
        submitted = submit_deck(ctx, event.id, added.value.player.number, deck).value
        pasted = check_deck_text(get_event(ctx, event.id), deck.read_text(encoding="utf-8"))
        for report in (submitted, pasted):
            assert ("D19" in _rules(report)) is refused, (tier, _rules(report))
