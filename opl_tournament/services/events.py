"""Creating, listing and finishing events."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from datetime import date
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import self_report_json
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import (
    Event,
    EventFormat,
    EventSettings,
    EventStatus,
    Game,
    Official,
    OfficialRole,
)
from opl_tournament.domain.pairing.next_round import left_to_play as still_to_play
from opl_tournament.domain.pairing.pods import pod_rules
from opl_tournament.domain.pairing.records import RoundStage
from opl_tournament.domain.registration import clean_name
from opl_tournament.domain.rules.registry import all_rules, rules_for
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined
from opl_tournament.domain.text import clean_line, refuse_blank
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, require_event
from opl_tournament.services.pairing_choices import (
    PAIRING_CHANGES,
    change_words,
    check_choices,
    pairing_changes,
    pairing_json,
    refuse_too_late,
    with_pairing,
)
from opl_tournament.services.round_shapes.base import plays_in_pods, results_missing
from opl_tournament.services.round_shapes.head_to_head import event_config, history_of
from opl_tournament.storage import Store
from opl_tournament.storage.round_store import StoredRound

PAPER_SIZES = ("A4", "Letter")


def event_json(event: Event) -> dict[str, Any]:
    """The event as `event create/show/list --json` print it."""
    s = event.settings
    return {
        "id": event.id,
        "name": s.name,
        "format": s.format.value,
        "game": s.game.value,
        "type": s.tournament_type.value,
        "rounds": s.swiss_rounds,
        "cut": s.cut_size,
        "seed": s.seed,
        "sanction": s.sanction_number or None,
        "date": s.date or None,
        "place": s.place or None,
        "time_limit": s.time_limit_minutes,
        "paper": s.paper_size,
        "language": s.language.value,
        "status": event.status.value,
        **_pods_json(event),
        **_self_report_json(event),
        **_choices_json(event),
        "judges": [o.name for o in event.officials if o.role is OfficialRole.JUDGE],
        "assistant_referees": [
            o.name for o in event.officials if o.role is OfficialRole.ASSISTANT_REFEREE
        ],
    }


def _pods_json(event: Event) -> dict[str, Any]:
    pods = event.settings.policies.pods
    if pods is None:
        return {}
    rules = pod_rules(pods)
    return {
        "pods": rules.format.value,
        "pod_size": rules.preferred_size,
        "pod_scoring": rules.scoring.value,
        "pod_points": list(rules.placing_points) if rules.uses_placing_points else None,
        "points_win": rules.points_win,
        "points_tie": rules.points_tie,
    }


def _choices_json(event: Event) -> dict[str, Any]:
    """The tier and pairing policies, as chosen or as the engine's defaults make them."""
    played = _effective(event)
    return {
        "tier": event.settings.tier,
        **{name: played[key] for name, key in PAIRING_CHANGES.items()},
    }


def _effective(event: Event) -> dict[str, str]:
    """The pairing policies the engine plays the event by, by stored key."""
    config = event_config(event)
    return {key: getattr(config, key).value for key in PAIRING_CHANGES.values()}


def _self_report_json(event: Event) -> dict[str, Any]:
    policy = event.settings.policies.self_report
    return {
        "self_report": policy.swiss.value,
        "self_report_cut": policy.mode(elimination=True).value,
        "check_in": policy.check_in,
        "deck_lists": "locked" if policy.decks_locked else "open",
    }


def validate_settings(settings: EventSettings) -> EventSettings:
    name = clean_line(settings.name, field="name", what=N_("the event's name"))
    if not name:
        raise InvalidInput(N_("an event needs a name"), field="name")
    refuse_blank(name, whose=N_("an event's"), field="name")
    if settings.swiss_rounds is not None and not 1 <= settings.swiss_rounds <= 30:
        raise InvalidInput(
            N_("the number of Swiss rounds must be between 1 and 30"), field="rounds"
        )
    if settings.cut_size is not None:
        if settings.cut_size < 2 or settings.cut_size & (settings.cut_size - 1):
            raise InvalidInput(N_("the cut must be a power of two (2, 4, 8, 16…)"), field="cut")
        if settings.format is not EventFormat.COMBINATION:
            raise InvalidInput(N_("a cut applies only to the combination format"), field="cut")
    _check_time_limit(settings)
    if settings.paper_size not in PAPER_SIZES:
        raise InvalidInput(N_("paper size must be A4 or Letter"), field="paper")
    if settings.odd_field not in ("bye", "staff"):
        raise InvalidInput(
            N_("an odd field is handled by a bye or a staff player"), field="odd-field"
        )
    if not 0 <= settings.seed < 2**63:
        raise InvalidInput(N_("the seed must be a whole number from 0"), field="seed")
    _validate_pods(settings)
    check_choices(settings)
    return replace(
        settings,
        name=name,
        sanction_number=clean_line(
            settings.sanction_number, field="sanction", limit=40, what=N_("the sanction number")
        ),
        date=_check_date(clean_line(settings.date, field="date", limit=40, what=N_("the date"))),
        place=clean_line(settings.place, field="place", what=N_("the place")),
    )


def _validate_pods(settings: EventSettings) -> None:
    """Pods are for Vs. System Swiss events (2 vs 2 and boss battles: 2PCG only)."""
    pods = settings.policies.pods
    if pods is None:
        return
    rules = pod_rules(pods)
    game = rules_for(settings.game)
    if not game.pod_formats:
        raise InvalidInput(
            N_("{game} is played head to head; pods are for Vs. System", game=game.label),
            field="pods",
        )
    if rules.format.value not in game.pod_formats:
        offered = _either([r.label for r in all_rules() if rules.format.value in r.pod_formats])
        raise InvalidInput(
            N_(
                "{pods} pods are a {games} format, not {game}",
                pods=rules.format.value,
                games=offered,
                game=game.label,
            ),
            field="pods",
        )
    if settings.format is not EventFormat.SWISS:
        raise InvalidInput(N_("pod events are paired Swiss (--format swiss)"), field="format")


def _either(names: list[str]) -> str | Sentence:
    """The games that play a pod format, said "A or B"."""
    if len(names) == 1:
        return names[0]
    return N_("{first} or {rest}", first=names[0], rest=_either(names[1:]))


def _check_time_limit(settings: EventSettings) -> None:
    """A sanctioned event keeps to its game's range; any other event to the widest one."""
    game = rules_for(settings.game)
    sanctioned = bool(settings.sanction_number.strip())
    low, high = game.round_minutes.bounds(sanctioned=sanctioned)
    if low <= settings.time_limit_minutes <= high:
        return
    raise InvalidInput(
        N_(
            "the time limit must be {low} to {high} minutes for a sanctioned {game} event",
            low=low,
            high=high,
            game=game.label,
        )
        if sanctioned
        else N_("the time limit must be {low} to {high} minutes", low=low, high=high),
        field="time-limit",
    )


def time_limit_note(game: Game, minutes: int) -> Sentence | None:
    """What the judge should know of a time limit outside the game's range (allowed only while
    the event has no sanction number)."""
    rules = rules_for(game)
    if minutes in rules.round_minutes:
        return None
    return N_(
        "{minutes} minutes a round is outside the {low} to {high} minutes of a sanctioned "
        "{game} event: fine without a sanction number, refused with one",
        minutes=minutes,
        low=rules.round_minutes.low,
        high=rules.round_minutes.high,
        game=rules.label,
    )


def create_event(
    ctx: ServiceContext, settings: EventSettings, officials: tuple[Official, ...] = ()
) -> Event:
    settings = validate_settings(settings)
    cleaned = tuple(replace(o, name=clean_name(o.name, field="official")) for o in officials)
    with ctx.write() as store:
        event = store.add_event(settings, cleaned)
        ctx.audit(
            store,
            AuditAction.EVENT_CREATE,
            Subject.event(event.id),
            N_("created event {event} '{name}'", event=event.id, name=settings.name),
            after=asdict(settings),
        )
    return event


def list_events(ctx: ServiceContext) -> list[Event]:
    with ctx.read() as store:
        return store.events()


def get_event(ctx: ServiceContext, event_id: int) -> Event:
    with ctx.read() as store:
        return require_event(store, event_id)


def _refuse_finishing(store: Store, event: Event) -> list[StoredRound]:
    """Refused while the event cannot be finished (already finished, no round, results missing
    in its last round); its rounds otherwise."""
    if event.status is EventStatus.FINISHED:
        raise RefusedAction(N_("event {event} is already finished", event=event.id))
    rounds = store.rounds.rounds(event.id)
    if not rounds:
        raise RefusedAction(N_("event {event} has no rounds yet", event=event.id))
    pods = [
        p.table
        for p in store.pods.pods(event.id).get(rounds[-1].number, ())
        if not p.bye and p.placings is None
    ]
    missing = [m.table for m in rounds[-1].matches if m.result is None] + pods
    if missing:
        raise results_missing(rounds[-1].number, missing, in_pods=bool(pods))
    return rounds


def finish_event(ctx: ServiceContext, event_id: int) -> Changed[Event]:
    """Close the event once its last round is complete (undo reopens it)."""
    with ctx.write() as store:
        event = require_event(store, event_id)
        rounds = _refuse_finishing(store, event)
        store.set_event_status(event_id, EventStatus.FINISHED)
        ctx.audit(
            store,
            AuditAction.EVENT_FINISH,
            Subject.event(event_id),
            N_(
                "finished event {event} after round {round}",
                event=event_id,
                round=rounds[-1].number,
            ),
            before={"status": event.status.value},
            after={"status": EventStatus.FINISHED.value},
        )
        finished = store.event(event_id)
    return Changed(finished, Changes(event_id, events=True, event=True))


def left_to_play(ctx: ServiceContext, event_id: int) -> Sentence | None:
    """What the event still has to play, as a sentence ("2 Swiss rounds and the top 8 are
    still to play"); None when its planned rounds (and its cut or bracket) are all played.
    Finishing asks first if not; an event that cannot be finished yet is refused here, before
    any question."""
    with ctx.read() as store:
        event = require_event(store, event_id)
        played = len(_refuse_finishing(store, event))
        if plays_in_pods(event):
            left = max(0, (event.settings.swiss_rounds or played) - played)
            if not left:
                return None
            return N_plural(
                "{count} round is still to play", "{count} rounds are still to play", left
            )
        history = history_of(store, event)
        return still_to_play(history.config, history.entrants, history.matches)


@dataclass(frozen=True)
class EventChanges:
    """The details a judge may correct after creating an event; None leaves one as it is."""

    name: str | None = None
    date: str | None = None
    place: str | None = None
    judge: str | None = None
    """The event's judge ("" removes the judge); assistant referees stay."""
    assistants: tuple[str, ...] | None = None
    """The event's assistant referees, every one (those before are replaced; an empty name
    alone, or none, leaves none); the judge stays."""
    sanction: str | None = None
    paper: str | None = None
    rounds: int | None = None
    """Swiss rounds: only for Swiss and Swiss-then-cut events, not fewer than already paired."""
    time_limit: int | None = None
    language: str | None = None
    """The code of the language its forms are printed in ("en", "fr")."""
    self_report: str | None = None
    """Players report their results: off, confirm or judge (the Swiss rounds, and the cut
    unless ``self_report_cut`` says otherwise)."""
    self_report_cut: str | None = None
    """The top cut's or bracket's own mode."""
    check_in: bool | None = None
    deck_lists: str | None = None
    """``open`` or ``locked`` (players can no longer send one)."""
    tier: str | None = None
    """OverPower: local, regional or national (Beyonder is banned from a team at the last two)."""
    tiebreaks: str | None = None
    """The standings' tiebreakers after match points (``TiebreakPreset``'s names)."""
    grand_final: str | None = None
    """Double elimination: ``reset`` or ``single``, until the grand final is paired."""
    late_entry: str | None = None
    """``losses`` (rounds a late entrant missed count as losses) or ``nothing``."""
    byes: str | None = None
    """An elimination bracket's order, and so its byes: ``random`` or ``seeded``."""


SELF_REPORT_CHANGES = {
    "self_report": "swiss",
    "self_report_cut": "cut",
    "check_in": "check_in",
    "deck_lists": "decks_locked",
}
"""``EventChanges`` fields kept in the policies' self-report part, by that part's key."""


def _self_report_changes(event: Event, changes: EventChanges) -> dict[str, Any] | None:
    """The self-report settings after ``changes`` (as the policies store them), or None when
    none is given."""
    given = {key: getattr(changes, name) for name, key in SELF_REPORT_CHANGES.items()}
    given = {key: value for key, value in given.items() if value is not None}
    if not given:
        return None
    if "decks_locked" in given:
        words = {"open": False, "locked": True}
        if given["decks_locked"] not in words:
            raise InvalidInput(N_("deck lists are open or locked"), field="deck-lists")
        given["decks_locked"] = words[given["decks_locked"]]
    merged = {**self_report_json(event.settings.policies.self_report), **given}
    event.settings.policies.with_self_report(merged)  # refuses a wrong value, naming it
    return merged


EDITABLE_SETTINGS = {
    "name": "name",
    "date": "date",
    "place": "place",
    "sanction": "sanction_number",
    "paper": "paper_size",
    "rounds": "swiss_rounds",
    "time_limit": "time_limit_minutes",
    "language": "language",
    "tier": "tier",
}


def _check_date(text: str) -> str:
    text = text.strip()
    if text:
        try:
            date.fromisoformat(text)
        except ValueError:
            raise InvalidInput(
                N_("'{text}' is not a date (YYYY-MM-DD)", text=text[:20]), field="date"
            ) from None
    return text


def _paper(text: str) -> str:
    found = next((p for p in PAPER_SIZES if p.casefold() == text.strip().casefold()), None)
    if found is None:
        raise InvalidInput(N_("paper size must be A4 or Letter"), field="paper")
    return found


def _check_rounds(store: Store, event: Event, rounds: int) -> None:
    fmt = event.settings.format
    if fmt not in (EventFormat.SWISS, EventFormat.COMBINATION):
        raise InvalidInput(_NO_SWISS_ROUNDS[fmt], field="rounds")
    played = [r for r in store.rounds.rounds(event.id) if r.stage != RoundStage.ELIMINATION]
    if rounds < len(played):
        raise InvalidInput(
            N_plural(
                "{count} Swiss round has already been paired; the event cannot have fewer "
                "({rounds})",
                "{count} Swiss rounds have already been paired; the event cannot have fewer "
                "({rounds})",
                len(played),
                rounds=rounds,
            ),
            field="rounds",
        )
    if len(played) < len(store.rounds.rounds(event.id)):
        raise RefusedAction(N_("the top cut has started: the number of Swiss rounds is settled"))


_NO_SWISS_ROUNDS = {
    EventFormat.SINGLE: N_("a single-elimination event has no Swiss rounds to set"),
    EventFormat.DOUBLE: N_("a double-elimination event has no Swiss rounds to set"),
}


def _judged(event: Event, judge: str) -> tuple[Official, ...]:
    others = tuple(o for o in event.officials if o.role is not OfficialRole.JUDGE)
    judges = tuple(o for o in event.officials if o.role is OfficialRole.JUDGE)
    if not judge.strip():
        return others
    name = clean_name(judge, field="judge")
    first = replace(judges[0], name=name) if judges else Official(name, OfficialRole.JUDGE)
    return (first, *judges[1:], *others)


def _assisted(officials: tuple[Official, ...], names: Sequence[str]) -> tuple[Official, ...]:
    """``officials`` with ``names`` as the assistant referees (one named before is kept as it
    was, with its Legion number; a name given twice counts once)."""
    before = {o.name: o for o in officials if o.role is OfficialRole.ASSISTANT_REFEREE}
    wanted = [clean_name(n, field="assistant") for n in names if n.strip()]
    assistants = tuple(
        before.get(name) or Official(name, OfficialRole.ASSISTANT_REFEREE)
        for name in dict.fromkeys(wanted)
    )
    others = tuple(o for o in officials if o.role is not OfficialRole.ASSISTANT_REFEREE)
    return (*others, *assistants)


def _named(officials: tuple[Official, ...], role: OfficialRole) -> list[str]:
    return [o.name for o in officials if o.role is role]


def _officials_json(officials: tuple[Official, ...]) -> list[dict[str, object]]:
    return [{**asdict(o), "role": o.role.value} for o in officials]


AFTER_FINISHING_FIXED = {
    ("rounds",): N_("its Swiss rounds"),
    ("time_limit",): N_("its time limit"),
    ("rounds", "time_limit"): N_("its Swiss rounds and time limit"),
}
"""What a finished event can no longer change (by the changes asked): what its results were
played under. Its name, date, place, judge, assistant referees, sanction number and paper stay
correctable."""


def _refuse_after_finishing(event: Event, changes: EventChanges) -> None:
    fixed = tuple(key for key in ("rounds", "time_limit") if getattr(changes, key))
    if fixed:
        raise RefusedAction(
            N_(
                "event {event} is finished: {fixed} can no longer change; undo the finish to "
                "reopen the event, then change them",
                event=event.id,
                fixed=AFTER_FINISHING_FIXED[fixed],
            )
        )


def export_out_of_date(ctx: ServiceContext, event_id: int) -> Sentence | None:
    """Why the event's last export no longer matches it (None if it was never exported, or
    nothing has changed since)."""
    from opl_tournament.services.local_time import local_time

    with ctx.read() as store:
        entries = store.audit_entries(event_id)
    exports = [e for e in entries if e.action == AuditAction.EVENT_EXPORT]
    if not exports or not any(e.id > exports[-1].id for e in entries):
        return None
    return N_(
        "event {event} was exported on {time}, before this change: that export is out of date; "
        "export the event again",
        event=event_id,
        time=local_time(exports[-1].at),
    )


def _refuse_rated_changes(
    store: Store, event_id: int, changed: Sequence[str], settings: EventSettings
) -> None:
    """A rated event keeps what it was rated by: its date (events are rated in date order: a
    new date would leave the rating list out of that order) and its sanction number."""
    unsanctioned = "sanction_number" in changed and not settings.sanction_number
    if ("date" not in changed and not unsanctioned) or not store.ratings.is_rated(event_id):
        return
    raise RefusedAction(
        N_(
            "event {event} is rated: take its ratings back ('ratings undo {event}') before "
            "changing its date",
            event=event_id,
        )
        if "date" in changed
        else N_(
            "event {event} is rated: take its ratings back ('ratings undo {event}') before "
            "taking away its sanction number",
            event=event_id,
        )
    )


def edit_event(ctx: ServiceContext, event_id: int, changes: EventChanges) -> Changed[Event]:
    """Correct the event's details in one transaction, audited and undoable."""
    with ctx.write() as store:
        event = require_event(store, event_id)
        if event.status is EventStatus.FINISHED:
            _refuse_after_finishing(event, changes)
        values: dict[str, object] = {}
        for change, setting in EDITABLE_SETTINGS.items():
            value = getattr(changes, change)
            if value is not None:
                values[setting] = value
        if "date" in values:
            values["date"] = _check_date(str(values["date"]))
        if "paper_size" in values:
            values["paper_size"] = _paper(str(values["paper_size"]))
        if "language" in values:
            values["language"] = Language.named(str(values["language"]))
        if changes.rounds is not None and changes.rounds != event.settings.swiss_rounds:
            _check_rounds(store, event, changes.rounds)
        settings = validate_settings(replace(event.settings, **values))  # type: ignore[arg-type]
        officials = event.officials if changes.judge is None else _judged(event, changes.judge)
        if changes.assistants is not None:
            officials = _assisted(officials, changes.assistants)
        before = attributes(event.settings, values)
        after = attributes(settings, values)
        # The tier is said "old → new" with the pairing policies (``_choices_said``).
        changed = [key for key in values if before[key] != after[key] and key != "tier"]
        self_report = _self_report_changes(event, changes)
        if self_report is not None:
            old = self_report_json(event.settings.policies.self_report)
            policies = settings.policies.with_self_report(self_report)
            settings = replace(settings, policies=policies)
            new = self_report_json(policies.self_report)
            if new != old:
                before["self_report"], after["self_report"] = old, new
                changed.append("self_report")
        pairing = pairing_changes(changes)
        if pairing:
            was = pairing_json(event.settings.policies.pairing)
            settings = replace(
                settings, policies=with_pairing(settings.policies, {**was, **pairing})
            )
            before["pairing"], after["pairing"] = was, pairing_json(settings.policies.pairing)
        check_choices(settings, tier_given=changes.tier is not None)
        said = _choices_said(store, event, settings)
        changed.extend(said)
        if _named(officials, OfficialRole.JUDGE) != _named(event.officials, OfficialRole.JUDGE):
            changed.append("judge")
        if _named(officials, OfficialRole.ASSISTANT_REFEREE) != _named(
            event.officials, OfficialRole.ASSISTANT_REFEREE
        ):
            changed.append("assistants")
        if not changed:
            raise InvalidInput(N_("nothing to change: give at least one new detail"))
        _refuse_rated_changes(store, event_id, changed, settings)
        words = joined([said.get(k) or _CHANGE_WORDS[k] for k in changed], "comma")
        store.update_event_settings(event_id, settings)
        if officials != event.officials:
            store.replace_officials(event_id, officials)
        ctx.audit(
            store,
            AuditAction.EVENT_EDIT,
            Subject.event(event_id),
            N_("edited event {event}: {changes}", event=event_id, changes=words),
            before={**before, "officials": _officials_json(event.officials)},
            after={**after, "officials": _officials_json(officials)},
        )
        edited = store.event(event_id)
    return Changed(edited, Changes(event_id, events=True, event=True))


def _choices_said(store: Store, event: Event, settings: EventSettings) -> dict[str, Sentence]:
    """The tier and pairing policies an edit changes, each said "old → new" as the engine plays
    them; refused when one may no longer change."""
    old, new = _choices(event), _choices(replace(event, settings=settings))
    moved = [key for key in old if old[key] != new[key]]
    refuse_too_late(store, event, moved)
    return {key: change_words(key, old[key], new[key]) for key in moved}


def _choices(event: Event) -> dict[str, str]:
    return {"tier": event.settings.tier, **_effective(event)}


_CHANGE_WORDS = {
    "name": N_("name"),
    "date": N_("date"),
    "place": N_("place"),
    "sanction_number": N_("sanction number"),
    "paper_size": N_("paper"),
    "swiss_rounds": N_("rounds"),
    "time_limit_minutes": N_("time limit"),
    "language": N_("language"),
    "self_report": N_("players' own reports"),
    "judge": N_("judge"),
    "assistants": N_("assistant referees"),
}
"""What the audit row of an event edited calls each detail changed."""


def restore_event_details(store: Store, event_id: int, before: dict[str, object]) -> None:
    """Undo of ``edit_event``: the settings and officials as they were."""
    event = store.event(event_id)
    values = {k: v for k, v in before.items() if k not in ("officials", "self_report", "pairing")}
    if "language" in values:
        values["language"] = Language(str(values["language"]))
    settings = replace(event.settings, **values)  # type: ignore[arg-type]
    if isinstance(self_report := before.get("self_report"), dict):
        settings = replace(settings, policies=settings.policies.with_self_report(self_report))
    if isinstance(pairing := before.get("pairing"), dict):
        settings = replace(settings, policies=with_pairing(settings.policies, pairing))
    store.update_event_settings(event_id, settings)
    officials = before.get("officials")
    if isinstance(officials, list):
        store.replace_officials(
            event_id,
            [
                Official(str(o["name"]), OfficialRole(str(o["role"])), o.get("legion_number"))
                for o in officials
            ],
        )
