"""The event's tier and pairing policies a judge chooses (tiebreakers, grand-final reset, late
entries, bracket byes): which apply to which event, what they are when not chosen, and how an
edit changes them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
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

_HEAD_TO_HEAD_SWISS = (EventFormat.SWISS, EventFormat.COMBINATION)
_BRACKETS = (EventFormat.SINGLE, EventFormat.DOUBLE)


def has_tiers(settings: EventSettings) -> bool:
    """Whether the event's game knows tiers: OverPower, whose deck check bans Beyonder at
    regional and national events (its decks are the ones checked against the card data)."""
    return rules_for(settings.game).card_database


def _head_to_head_swiss(settings: EventSettings) -> bool:
    return settings.format in _HEAD_TO_HEAD_SWISS and settings.policies.pods is None


@dataclass(frozen=True)
class _Choice:
    """One setting a judge chooses, by its stored key in ``CHOICES``."""

    option: str
    """The command line's option (and the dialogs' field)."""
    name: Sentence
    """What a refusal and the audit row call it."""
    values: Mapping[str, Sentence]
    """Its values as the audit row says them, by stored value."""
    applies: Callable[[EventSettings], bool]
    """Whether it means anything for an event."""
    not_here: Sentence
    """The refusal of it chosen where it means nothing."""


CHOICES: dict[str, _Choice] = {
    "tier": _Choice(
        "tier",
        N_("tier"),
        {"local": N_("local"), "regional": N_("regional"), "national": N_("national")},
        has_tiers,
        N_("only OverPower events have a tier (local, regional or national)"),
    ),
    "tiebreaks": _Choice(
        "tiebreaks",
        N_("tiebreakers"),
        {
            "legion": N_("Legion"),
            "magic": N_("Magic"),
            "buchholz": N_("Buchholz"),
            "median-buchholz": N_("median Buchholz"),
            "sonneborn-berger": N_("Sonneborn-Berger"),
            "head-to-head": N_("head to head"),
        },
        _head_to_head_swiss,
        N_("tiebreakers apply only to head-to-head Swiss rounds"),
    ),
    "grand_final": _Choice(
        "grand-final",
        N_("grand final"),
        {"reset": N_("with a reset"), "single": N_("one final only")},
        lambda settings: settings.format is EventFormat.DOUBLE,
        N_("a grand-final reset applies only to a double-elimination event"),
    ),
    "late_entry": _Choice(
        "late-entry",
        N_("late entries"),
        {"losses": N_("missed rounds lost"), "nothing": N_("missed rounds not counted")},
        _head_to_head_swiss,
        N_("late entries apply only to head-to-head Swiss rounds"),
    ),
    "bye_assignment": _Choice(
        "byes",
        N_("byes"),
        {"random": N_("at random"), "seeded": N_("by seed")},
        lambda settings: settings.format in _BRACKETS,
        N_("random or seeded byes apply only to an elimination bracket (single or double)"),
    ),
}
"""The tier and the pairing policies a judge chooses, by stored key: the tier for OverPower,
the tiebreakers and late entries for head-to-head Swiss rounds, bracket byes for an elimination
bracket, the grand-final reset for a double elimination."""

OPTIONS = {key: choice.option for key, choice in CHOICES.items()}
"""The command line's option (and the dialogs' field) of each setting, by its stored key."""


def applies(settings: EventSettings, key: str) -> bool:
    """Whether the setting ``key`` (a key of ``CHOICES``) means anything for the event."""
    return CHOICES[key].applies(settings)


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
            raise InvalidInput(CHOICES[key].not_here, field=CHOICES[key].option)


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
                setting=CHOICES[late[0]].name,
            )
        )


def change_words(key: str, old: str, new: str) -> Sentence:
    """One changed setting as the audit row says it: "tiebreakers Legion → Buchholz"."""
    choice = CHOICES[key]
    old_words, new_words = choice.values.get(old, old), choice.values.get(new, new)
    if key == "tiebreaks":
        return N_(
            "tiebreakers {old} → {new} (the standings are ordered anew)",
            old=old_words,
            new=new_words,
        )
    return N_("{setting} {old} → {new}", setting=choice.name, old=old_words, new=new_words)
