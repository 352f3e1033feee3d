"""Players' codes on the printed forms: which codes a player's own sheet prints, and the code
cards (kept apart from ``player_codes`` so a command that only reads loads no printing).

A code is printed only on paper one player holds: a slip is shared by the table, and a code on
it would let either player confirm for the other."""

from __future__ import annotations

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import Event, RegistrationStatus
from opl_tournament.domain.sentences import N_
from opl_tournament.printing import documents as doc
from opl_tournament.services.print_headers import event_header, paper_of
from opl_tournament.storage import Store


def printed_codes(store: Store, event: Event) -> dict[str, str]:
    """The codes the slips and result sheets print, by player number: none when the event's
    players do not act from their phones (a code is a secret: printed only when it is used)."""
    if not event.settings.policies.self_report.serves_players:
        return {}
    return {c.number: c.code for c in store.self_service.codes(event.id) if c.code}


def code_cards(store: Store, event: Event, address: str) -> doc.CodeCards:
    """One card per player still in the event (staff too: they are players of the event), in
    number order; refused while the event's players do not act from their phones. A player who
    dropped or was disqualified gets no card: the judge hands cards out, and theirs would go to
    nobody (Player codes… still shows any player's code)."""
    if not event.settings.policies.self_report.serves_players:
        raise RefusedAction(
            N_(
                "players do not act from their phones in this event: turn on self-report or "
                "check-in (Edit event…, or event edit --self-report) before printing their codes"
            )
        )
    codes = [
        doc.CodeCard(c.number, c.name, c.code) for c in store.self_service.codes(event.id) if c.code
    ]
    if not codes:
        raise RefusedAction(N_("no player is registered yet: there are no codes to print"))
    left = {
        r.player.number
        for r in store.registrations(event.id)
        if r.status is not RegistrationStatus.ACTIVE
    }
    cards = tuple(card for card in codes if card.number not in left)
    if not cards:
        raise RefusedAction(N_("every player has left the event: there are no codes to print"))
    return doc.CodeCards(
        header=event_header(event), cards=cards, paper=paper_of(event), page_address=address
    )
