"""The event's tier and pairing policies a judge chooses (tiebreakers, grand-final reset, late
entries, bracket byes): which apply to which event, what they are when not chosen, and how an
edit changes them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import EventPolicies, PairingPolicy
from opl_tournament.domain.model import Event, EventFormat, EventSettings, EventStatus
from opl_tournament.domain.pairing.records import Bracket
from opl_tournament.domain.rules.overpower.deck import EVENT_TIERS
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.storage import Store

PAIRING_CHANGES = {
    "tiebreaks": "tiebreaks",
    "grand_final": "grand_final",
    "late_entry": "late_entry",
    "byes": "bye_assignment",
}
"""``EventChanges`` fields kept in the policies' pairing part, by that part's key."""

OPTIONS = {
    "tier": "tier",
    "tiebreaks": "tiebreaks",
    "grand_final": "grand-final",
    "late_entry": "late-entry",
    "bye_assignment": "byes",
}
"""The command line's option (and the dialogs' field) of each setting, by its stored key."""

_HEAD_TO_HEAD_SWISS = (EventFormat.SWISS, EventFormat.COMBINATION)
_BRACKETS = (EventFormat.SINGLE, EventFormat.DOUBLE)


def has_tiers(settings: EventSettings) -> bool:
    """Whether the event's game knows tiers: OverPower, whose deck check bans Beyonder at
    regional and national events (its decks are the ones checked against the card data)."""
    return rules_for(settings.game).card_database


def applies(settings: EventSettings, key: str) -> bool:
    """Whether the setting ``key`` (a stored key of ``OPTIONS``) means anything for the event:
    the tier for OverPower, the tiebreakers and late entries for head-to-head Swiss rounds,
    bracket byes for an elimination bracket, the grand-final reset for a double elimination."""
    fmt, pods = settings.format, settings.policies.pods is not None
    return {
        "tier": has_tiers(settings),
        "tiebreaks": fmt in _HEAD_TO_HEAD_SWISS and not pods,
        "late_entry": fmt in _HEAD_TO_HEAD_SWISS and not pods,
        "bye_assignment": fmt in _BRACKETS,
        "grand_final": fmt is EventFormat.DOUBLE,
    }[key]


_NOT_HERE = {
    "tier": N_("only OverPower events have a tier (local, regional or national)"),
    "tiebreaks": N_("tiebreakers apply only to head-to-head Swiss rounds"),
    "late_entry": N_("late entries apply only to head-to-head Swiss rounds"),
    "bye_assignment": N_(
        "random or seeded byes apply only to an elimination bracket (single or double)"
    ),
    "grand_final": N_("a grand-final reset applies only to a double-elimination event"),
}


def check_choices(settings: EventSettings, *, tier_given: bool = False) -> None:
    """Refuse a tier that is not one, or a setting chosen for an event it means nothing to
    (``tier_given``: the judge chose the tier, even "local")."""
    if settings.tier not in EVENT_TIERS:
        raise InvalidInput(
            N_("the event's tier is local, regional or national, not {tier}", tier=settings.tier),
            field="tier",
        )
    chosen: dict[str, str] = pairing_json(settings.policies.pairing)
    if tier_given or settings.tier != "local":
        chosen["tier"] = settings.tier
    for key in chosen:
        if not applies(settings, key):
            raise InvalidInput(_NOT_HERE[key], field=OPTIONS[key])


def pairing_json(pairing: PairingPolicy) -> dict[str, str]:
    """The pairing policies chosen, as the policies store them (unchosen ones left out)."""
    data = EventPolicies(pairing=pairing).to_json()
    return {key: data[key] for key in PAIRING_CHANGES.values() if key in data}


def with_pairing(policies: EventPolicies, data: dict[str, Any]) -> EventPolicies:
    """These policies with the pairing part ``data`` (as ``pairing_json`` writes it); a wrong
    value is refused, naming it."""
    return replace(policies, pairing=EventPolicies.from_json(data).pairing)


def pairing_changes(changes: object) -> dict[str, str]:
    """The pairing policies given by an edit (``EventChanges``) or by `event create`'s options,
    by stored key; the others stay as they are."""
    given = {key: getattr(changes, name) for name, key in PAIRING_CHANGES.items()}
    return {key: value for key, value in given.items() if value is not None}


def refuse_too_late(store: Store, event: Event, keys: list[str]) -> None:
    """The tier, tiebreakers, late entries and byes may change until the event is finished; the
    grand-final reset until the grand final is paired."""
    if "grand_final" in keys and any(
        m.bracket == Bracket.FINAL.value for r in store.rounds.rounds(event.id) for m in r.matches
    ):
        raise RefusedAction(
            N_("the grand final has been paired: whether it has a reset is settled"),
        )
    late = [key for key in keys if key != "grand_final"]
    if late and event.status is EventStatus.FINISHED:
        raise RefusedAction(
            N_(
                "event {event} is finished: its {setting} can no longer change; undo the "
                "finish to reopen the event, then change it",
                event=event.id,
                setting=SETTING_WORDS[late[0]],
            )
        )


SETTING_WORDS: dict[str, Sentence] = {
    "tier": N_("tier"),
    "tiebreaks": N_("tiebreakers"),
    "grand_final": N_("grand final"),
    "late_entry": N_("late entries"),
    "bye_assignment": N_("byes"),
}
"""What a refusal and the audit row call each setting."""


VALUE_WORDS: dict[str, dict[str, Sentence]] = {
    "tier": {"local": N_("local"), "regional": N_("regional"), "national": N_("national")},
    "tiebreaks": {
        "legion": N_("Legion"),
        "magic": N_("Magic"),
        "buchholz": N_("Buchholz"),
        "median-buchholz": N_("median Buchholz"),
        "sonneborn-berger": N_("Sonneborn-Berger"),
        "head-to-head": N_("head to head"),
    },
    "grand_final": {"reset": N_("with a reset"), "single": N_("one final only")},
    "late_entry": {"losses": N_("missed rounds lost"), "nothing": N_("missed rounds not counted")},
    "bye_assignment": {"random": N_("at random"), "seeded": N_("by seed")},
}
"""Each setting's values as the audit row says them, by setting and stored value."""


def change_words(key: str, old: str, new: str) -> Sentence:
    """One changed setting as the audit row says it: "tiebreakers Legion → Buchholz"."""
    said = VALUE_WORDS[key]
    old_words, new_words = said.get(old, old), said.get(new, new)
    if key == "tiebreaks":
        return N_(
            "tiebreakers {old} → {new} (the standings are ordered anew)",
            old=old_words,
            new=new_words,
        )
    return N_("{setting} {old} → {new}", setting=SETTING_WORDS[key], old=old_words, new=new_words)
