"""Giving a temporary-number player their Legion number (a newcomer who joins the Legion at the
venue or after the event, or a member who forgot their number and was issued a temporary one).

Two cases. The number is new to this program: the player's record takes it, and their
registrations, results and ratings follow (they point to the record). The number is already a
member's record: the temporary record's registrations move to it, and the temporary record goes.

Either way the player's games, which waited while they held a temporary number (the local rating
counts only games between two Legion members), now count: the rated events that hold them are
rated again, in the order they were applied (``ratings.rate_again_with``). The rating service's
export is unchanged: it always sent the games as played.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import AuditEntry, NumberKind, Player, Registration
from opl_tournament.domain.registration import (
    STAFF_PREFIX,
    check_not_official,
    clean_legion_number,
)
from opl_tournament.domain.sentences import N_, N_plural, Sentence
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, require_registration
from opl_tournament.services.ratings import rate_again_with
from opl_tournament.services.undo import identity_from_record
from opl_tournament.storage import Store
from opl_tournament.storage.player_numbers import (
    events_of_player,
    join_player,
    move_registrations,
    renumber_player,
)

FIELD = "LEGION_NUMBER"
"""The field a refused Legion number is blamed on (the command's argument, the dialog's box)."""
_STAFF_NUMBER = re.compile(rf"^{STAFF_PREFIX}[0-9]+$", re.IGNORECASE)


@dataclass(frozen=True)
class LegionNumberGiven:
    """What giving the number did: the player's registration in the event, as it is now."""

    registration: Registration
    temporary: str
    """The temporary number the player held."""
    joined: bool
    """The number was already a member's record, which the player's registrations joined."""
    rated_again: tuple[int, ...]
    """The rated events rated again, in order, now that the player's games count."""


def _checked_number(raw: str) -> str:
    if _STAFF_NUMBER.match(raw.strip()):
        raise InvalidInput(
            N_(
                "{given} is a staff number: a staff player is never rated and has no Legion "
                "number to give",
                given=raw.strip().upper(),
            ),
            field=FIELD,
        )
    return clean_legion_number(raw, field=FIELD)


def _refuse_not_temporary(registration: Registration) -> None:
    player = registration.player
    if player.kind is NumberKind.STAFF or registration.is_staff:
        raise RefusedAction(
            N_(
                "{number} {name} is a staff player: staff players are not rated and take no "
                "Legion number",
                number=player.number,
                name=player.name,
            )
        )
    if player.kind is not NumberKind.TEMPORARY:
        raise RefusedAction(
            N_(
                "{number} {name} already plays under a Legion number",
                number=player.number,
                name=player.name,
            )
        )


def _refuse_holder(store: Store, player: Player, holder: Player) -> None:
    """Refuse a number whose record is not a member's, or a member seen in the same event. (A
    staff record cannot hold it: the number is all digits, a staff number starts with S.)"""
    if holder.id == player.id or holder.kind is NumberKind.TEMPORARY:
        raise InvalidInput(
            N_(
                "{legion} is the temporary number of {name}, not a Legion number",
                legion=holder.number,
                name=holder.name,
            ),
            field=FIELD,
        )
    both = sorted(events_of_player(store, player.id) & events_of_player(store, holder.id))
    if both:
        raise RefusedAction(
            N_plural(
                "Legion number {legion} is {holder}'s, who plays in event {events} beside "
                "{number} {name}: one person cannot hold two places in an event; check the number",
                "Legion number {legion} is {holder}'s, who plays in events {events} beside "
                "{number} {name}: one person cannot hold two places in an event; check the number",
                len(both),
                legion=holder.number,
                holder=holder.name,
                events=", ".join(str(e) for e in both),
                number=player.number,
                name=player.name,
            )
        )


def _said(temporary: str, name: str, legion: str, holder: Player | None, again: int) -> Sentence:
    given = (
        N_("{temporary} {name} is now Legion number {legion}", temporary=temporary, name=name,
           legion=legion)
        if holder is None
        else N_(
            "{temporary} {name} is now Legion number {legion}: their registrations joined the "
            "record of {holder}, already kept under that number",
            temporary=temporary,
            name=name,
            legion=legion,
            holder=holder.name,
        )
    )  # fmt: skip
    if not again:
        return given
    rated = N_plural(
        "{count} rated event rated again with their games",
        "{count} rated events rated again with their games",
        again,
    )
    return N_("{given}; {rated}", given=given, rated=rated)


def give_legion_number(
    ctx: ServiceContext, event_id: int, number: str, legion_number: str
) -> Changed[LegionNumberGiven]:
    """Give player ``number`` of the event (a temporary number) the Legion number
    ``legion_number``: one transaction, one audit row; refused with the database unchanged."""
    legion = _checked_number(legion_number)
    with ctx.write() as store:
        registration = require_registration(store, event_id, number)
        _refuse_not_temporary(registration)
        player = registration.player
        holder = store.find_player(legion)
        if holder is not None:
            _refuse_holder(store, player, holder)
        events = events_of_player(store, player.id)
        for event in sorted(events):  # an event's officials may not play in it
            check_not_official(player.name, legion, store.event(event).officials)
        moved: list[int] = []

        def change() -> None:
            if holder is None:
                renumber_player(store, player.id, legion, NumberKind.LEGION)
            else:
                moved.extend(join_player(store, player.id, holder.id))

        again = rate_again_with(store, events, change)
        ctx.audit(
            store,
            AuditAction.PLAYER_LEGION_NUMBER,
            # the whole event's: its earlier actions name the temporary number, so none of them is
            # undone while the Legion number stands, and it is undone only as the latest
            Subject.event(event_id),
            _said(player.number, player.name, legion, holder, len(again)),
            before={
                "number": player.number,
                "kind": player.kind.value,
                "player_id": player.id,
                "identity": asdict(player.identity),
            },
            after={
                "number": legion,
                "events": sorted(events),
                "player_id": player.id if holder is None else holder.id,
                "joined": holder is not None,
                "registrations": moved,
                "rated_again": again,
            },
        )
        now = store.registration_by_id(registration.id)
    given = LegionNumberGiven(now, player.number, holder is not None, tuple(again))
    return Changed(given, Changes(event_id, players=True, ratings=True))


def take_back_legion_number(store: Store, entry: AuditEntry) -> None:
    """Undo a Legion number given (``undo``), inside the caller's transaction: the player holds
    their temporary number again (on their own record, or on a record made again for the
    registrations that joined the member's), and the rated events holding their games are rated
    again without them. Refused once the number's record has entered another event since, or
    the temporary number has been issued again."""
    before, after = entry.before or {}, entry.after or {}
    temporary, legion = str(before["number"]), str(after["number"])
    record = int(str(after["player_id"]))
    then = {int(str(e)) for e in _listed(after.get("events"))}
    moved = [int(str(r)) for r in _listed(after.get("registrations"))]
    joined = bool(after.get("joined"))
    if store.find_player(temporary) is not None:
        raise RefusedAction(
            N_(
                "the temporary number {temporary} has been issued again since: Legion number "
                "{legion} cannot be taken back",
                temporary=temporary,
                legion=legion,
            )
        )
    since = events_of_player(store, record) - then
    if not joined and since:
        raise RefusedAction(
            N_plural(
                "Legion number {legion} has entered event {events} since it was given: it "
                "cannot be taken back",
                "Legion number {legion} has entered events {events} since it was given: it "
                "cannot be taken back",
                len(since),
                legion=legion,
                events=", ".join(str(e) for e in sorted(since)),
            )
        )

    def change() -> None:
        if not joined:
            renumber_player(store, record, temporary, NumberKind.TEMPORARY)
            return
        kept = before["identity"]
        assert isinstance(kept, dict)
        identity = identity_from_record(kept)
        again = store.add_player(temporary, NumberKind.TEMPORARY, identity)
        move_registrations(store, moved, again.id)

    rate_again_with(store, then, change)


def _listed(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else []
