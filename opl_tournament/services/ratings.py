"""Legion ratings in the database: preview an event's changes, apply them, undo them, list them.

Every applied event stores, for each of its rated players, the record before and after, the
rated games and the formula, so the whole history can be replayed: undoing an event replays the
events applied after it, and ``recompute`` rebuilds every rating from the stored history.

A rating list imported from the rating service (``rating_import``) is each listed player's record
from then on: the next event is rated from it (its history rows say so: ``imported_before``, where
a replay starts again), and taking back an event rated before the import leaves it. A rated event
keeps what it was rated with: its results, rounds, date and DQ-bye setting are refused a change
until its ratings are taken back (``rounds.refuse_once_rated``, ``events.edit_event``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from enum import StrEnum
from functools import partial
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.event_policies import RatingsPolicy
from opl_tournament.domain.model import Event, EventFormat, EventStatus, NumberKind
from opl_tournament.domain.pairing.next_round import is_event_complete, walkover_opponents
from opl_tournament.domain.pairing.records import MatchRecord
from opl_tournament.domain.ratings import constants as c
from opl_tournament.domain.ratings.rated_games import between_members, games_waiting, rated_games
from opl_tournament.domain.ratings.systems import check_system, rate_with
from opl_tournament.domain.ratings.uscf import PlayerState, RatedGame, RatingChange
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, require_event
from opl_tournament.services.round_shapes.head_to_head import EventHistory, load_history
from opl_tournament.storage import Store
from opl_tournament.storage.rating_store import StoredRatingHistory


@dataclass(frozen=True)
class RatingView:
    number: str
    name: str
    rating: float
    games: int

    @property
    def provisional(self) -> bool:
        return self.games <= c.ESTABLISHED_GAMES

    def to_json(self) -> dict[str, object]:
        return {
            "number": self.number,
            "name": self.name,
            "rating": round(self.rating),
            "games": self.games,
            "provisional": self.provisional,
        }


def list_ratings(ctx: ServiceContext) -> list[RatingView]:
    with ctx.read() as store:
        return [RatingView(r.number, r.name, r.rating, r.games) for r in store.ratings.current()]


def _state(data: dict[str, Any]) -> PlayerState:
    return PlayerState(**data)


IMPORTED = "imported"
"""The source of a rating taken from the rating service's list (``rating_import``)."""


def _current_states(store: Store) -> dict[str, PlayerState]:
    """Each player's record now: after their latest applied event, or as imported."""
    states = {
        r.number: PlayerState(rating=r.rating, games=r.games, peak=r.peak)
        for r in store.ratings.current()
    }
    for row in store.ratings.history():
        states[row.number] = _state(row.details["state_after"])
    return _with_imports(states, _imports(store))


Imported = dict[str, PlayerState]
"""The rating service's figures (rating, games, highest established rating) by player."""


def _imports(store: Store) -> Imported:
    """The players whose rating now is the rating service's, imported after every event that
    rated them (rating an event makes the rating the program's again)."""
    return {
        r.number: PlayerState(rating=r.rating, games=r.games, peak=r.peak)
        for r in store.ratings.current()
        if r.source == IMPORTED
    }


def _imported(store: Store) -> set[str]:
    return set(_imports(store))


def _with_imports(states: dict[str, PlayerState], imports: Imported) -> dict[str, PlayerState]:
    """``states`` with the rating service's figures in place of the program's: its numbers are
    the authority (the counts of wins and draws stay the history's)."""
    for number, listed in imports.items():
        known = states.get(number, PlayerState())
        states[number] = replace(known, rating=listed.rating, games=listed.games, peak=listed.peak)
    return states


def _policy(history: EventHistory) -> RatingsPolicy:
    return history.event.settings.policies.ratings


def _rates_forfeits(history: EventHistory) -> bool:
    return bool(_policy(history).rate_forfeits)


def rates_dq_byes(history: EventHistory) -> bool:
    """The event's setting: is a bye from an opponent disqualified between rounds a rated win?"""
    return bool(_policy(history).rate_dq_byes)


def _rated_games_of(history: EventHistory) -> Callable[[Sequence[MatchRecord]], list[RatedGame]]:
    """The rated games of some of the event's matches, by the event's rules."""
    return partial(
        rated_games,
        entrants=history.entrants,
        sanctioned=history.event.sanctioned,
        rate_forfeits=_rates_forfeits(history),
        rate_dq_byes=rates_dq_byes(history),
        walkovers=walkover_opponents(history.config, history.matches),
    )


def members(history: EventHistory) -> set[str]:
    """The event's players who hold a Legion number: the only ones the local rating rates."""
    return {r.number for r in history.registrations if r.player.kind is NumberKind.LEGION}


def _event_games(history: EventHistory) -> list[RatedGame]:
    """The games the local rating counts: as played, between two Legion members."""
    return between_members(_rated_games_of(history)(history.matches), members(history))


def waiting_games(history: EventHistory) -> int:
    """How many of the event's games wait for a player's Legion number (a temporary number's
    games are sent to the rating service as played, and rated here once the number is given)."""
    return games_waiting(_rated_games_of(history)(history.matches), members(history))


def rated_tables(history: EventHistory) -> set[tuple[int, int]]:
    """The (round, table) of every match of the event that counts for the rating."""
    rated = _rated_games_of(history)
    return {(m.round, m.table) for m in history.matches if rated([m])}


def unfinished_reason(history: EventHistory) -> Sentence | None:
    """Why the event is not finished yet (None once it is).

    Finished: closed by ``event finish``, or nothing is left to pair (the planned Swiss rounds
    played, or the bracket decided) with every result in.
    """
    event = history.event
    missing: list[Sentence | str] = [
        N_("round {round} table {table}", round=m.round, table=m.table)
        for m in history.matches
        if not m.reported
    ]
    if missing:
        return N_(
            "event {event} is not finished: results are missing ({tables})",
            event=event.id,
            tables=joined(missing[:8], "comma"),
        )
    if event.status is EventStatus.FINISHED:
        return None
    if history.matches and is_event_complete(history.config, history.entrants, history.matches):
        return None
    planned = event.settings.swiss_rounds
    played = len(history.rounds)
    if event.settings.format is EventFormat.SWISS and planned:
        plan = N_plural(
            "{count} of {planned} rounds played",
            "{count} of {planned} rounds played",
            played,
            planned=planned,
        )
    else:
        plan = N_plural("{count} round played", "{count} rounds played", played)
    return N_(
        "event {event} is not finished ({plan}); close it with 'event finish' first",
        event=event.id,
        plan=plan,
    )


def _refuse_other_games(event: Event) -> None:
    game = rules_for(event.settings.game)
    if not game.legion_rated:
        raise RefusedAction(
            N_(
                "event {event} is a {game} event: Legion ratings are for OverPower",
                event=event.id,
                game=game.label,
            )
        )


def _refuse_unratable(history: EventHistory) -> list[RatedGame]:
    _refuse_other_games(history.event)
    if not history.event.sanctioned:
        raise RefusedAction(
            N_(
                "event {event} has no sanction number: only sanctioned events are rated",
                event=history.event.id,
            )
        )
    reason = unfinished_reason(history)
    if reason is not None:
        raise RefusedAction(reason)
    games = _event_games(history)
    if not games:
        waiting = waiting_games(history)
        if waiting:
            raise RefusedAction(
                N_plural(
                    "event {event} has no rated games yet: its {count} game waits for a "
                    "player's Legion number",
                    "event {event} has no rated games yet: its {count} games wait for a "
                    "player's Legion number",
                    waiting,
                    event=history.event.id,
                )
            )
        raise RefusedAction(N_("event {event} has no rated games", event=history.event.id))
    return games


def played_at(store: Store, history: EventHistory) -> tuple[str, str]:
    """When the event was played, for the rating order: (its date, its finish time).

    The finish time is when ``event finish`` closed it, else when its last result came in; an
    event without a date counts on the day it finished.
    """
    finished = [
        e.at
        for e in store.audit_entries(history.event.id)
        if e.action == AuditAction.EVENT_FINISH and not e.undone
    ]
    reported = [m.reported_at for r in history.rounds for m in r.matches if m.reported_at]
    finish = max(finished or reported or [""])
    return (history.event.settings.date or finish[:10], finish)


def _with_ages(
    states: dict[str, PlayerState], history: EventHistory, games: Sequence[RatedGame]
) -> dict[str, PlayerState]:
    ages = {r.number: r.player.identity.age for r in history.registrations}
    out = dict(states)
    for number in {g.player for g in games}:
        if number not in out:
            out[number] = PlayerState(age=ages.get(number))
    return out


def _system(store: Store, history: EventHistory) -> str:
    """The rating system: the event's own policy if it names one, else the rating list's."""
    value = _policy(history).system
    return check_system(value) if value else store.ratings.system()


def _default_rating(history: EventHistory) -> float:
    value = _policy(history).default_rating
    return float(c.ADULT_RATING) if value is None else float(value)


@dataclass(frozen=True)
class EventRatings:
    """An event's rating changes, with its players' names: what applying it will write (a
    preview), or what applying it wrote."""

    event_id: int
    changes: tuple[RatingChange, ...]
    names: dict[str, str]
    applied: bool
    rates_again: tuple[Sentence, ...] = ()
    """The events played later and already rated that applying this one rates again after it,
    each as "event 3 (Winter Cup, 2026-12-01)" (a sentence, said in the reader's language)."""
    waiting: int = 0
    """How many of its games wait for a player's Legion number (not rated until then)."""

    def largest(self) -> RatingChange | None:
        """The change furthest from zero (None for an event that rates nobody)."""
        return max(self.changes, key=lambda ch: abs(ch.delta), default=None)


def _later_events(store: Store, history: EventHistory) -> list[int]:
    """The rated events played after this one, in the order they were applied, with every
    event applied after the first of them (taking back an event takes back those applied after
    it; they are in date order unless a date or a finish changed since)."""
    when = played_at(store, history)
    rated = list(dict.fromkeys(row.event_id for row in store.ratings.history()))
    later = (i for i, e in enumerate(rated) if played_at(store, load_history(store, e)) > when)
    first = next(later, None)
    return [] if first is None else rated[first:]


def _states_without(store: Store, later: Sequence[int]) -> tuple[dict[str, PlayerState], set[str]]:
    """Each player's record with the ``later`` events' ratings taken back, as ``_take_back``
    leaves it: what the event is rated against, whether previewed or applied; and the players
    whose record is then the rating service's list."""
    rows = store.ratings.history()
    states = {
        r.number: PlayerState(rating=r.rating, games=r.games, peak=r.peak)
        for r in store.ratings.current()
    }
    imports = _imports(store)
    taken = set(later)
    orders = [r.order for r in rows if r.event_id in taken]
    if orders:
        first = min(orders)
        earliest = {r.number: r for r in reversed(rows) if r.order >= first}
        for number, row in earliest.items():
            if number in imports:  # the rating service's figure, newer than these events
                continue
            before = _state(row.details["state_before"])
            if before.rating is None:
                states.pop(number, None)
            else:
                states[number] = PlayerState(
                    rating=before.rating, games=before.games, peak=before.peak
                )
                if row.details.get("imported_before"):
                    imports[number] = states[number]
    for row in rows:
        if row.event_id not in taken:
            states[row.number] = _state(row.details["state_after"])
    return _with_imports(states, imports), set(imports)


def _event_label(store: Store, event_id: int) -> Sentence:
    event = store.event(event_id)
    about = ", ".join(filter(None, (event.name, event.settings.date)))
    return N_("event {event} ({about})", event=event_id, about=about)


def _applied_changes(rows: Sequence[StoredRatingHistory]) -> tuple[RatingChange, ...]:
    """What applying an event wrote, read back from its history rows."""
    return tuple(
        sorted(
            (
                RatingChange(
                    number=row.number,
                    before=None if row.details.get("unrated_before") else row.rating_before,
                    after=row.rating_after,
                    games_before=row.games_before,
                    games_in_event=row.games_in_event,
                    score=float(row.details.get("score", 0.0)),
                    expected=float(row.details.get("expected", 0.0)),
                    formula=row.formula,
                    k=row.details.get("k"),
                    bonus=float(row.details.get("bonus", 0.0)),
                    floor=row.details.get("floor"),
                )
                for row in rows
            ),
            key=lambda ch: ch.number,
        )
    )


def event_ratings(ctx: ServiceContext, event_id: int) -> EventRatings:
    """The event's rating changes: as applied, if it is rated; else exactly what applying it
    now would write (nothing is stored), and the later events it would rate again."""
    with ctx.read() as store:
        _refuse_other_games(require_event(store, event_id))  # before reading it head to head
        history = load_history(store, event_id)
        names = {r.number: r.player.name for r in history.registrations}
        mine = [row for row in store.ratings.history() if row.event_id == event_id]
        waiting = waiting_games(history)
        if mine:
            return EventRatings(
                event_id, _applied_changes(mine), names, applied=True, waiting=waiting
            )
        games = _refuse_unratable(history)
        later = _later_events(store, history)
        states = _with_ages(_states_without(store, later)[0], history, games)
        system = _system(store, history)
        again = tuple(_event_label(store, e) for e in later)
    changes, _after = rate_with(system, states, games, default_rating=_default_rating(history))
    ordered = tuple(sorted(changes.values(), key=lambda ch: ch.number))
    return EventRatings(event_id, ordered, names, applied=False, rates_again=again, waiting=waiting)


def preview_event(ctx: ServiceContext, event_id: int) -> list[RatingChange]:
    """What applying the event would write for each rated player (nothing is stored)."""
    return list(event_ratings(ctx, event_id).changes)


def apply_event(ctx: ServiceContext, event_id: int) -> Changed[list[RatingChange]]:
    """Rate the event: ratings updated and the history kept (one transaction, audited).

    Events are rated in the order they were played: an event played before events already
    rated goes in its place, and those later events are rated again after it.
    """
    with ctx.write() as store:
        changes, later = rate_event(store, event_id)
        ctx.audit(
            store,
            AuditAction.RATINGS_APPLY,
            Subject.event(event_id),
            _rated(event_id, len(changes), len(later)),
            after={n: round(ch.after, 2) for n, ch in sorted(changes.items())},
        )
    rated = sorted(changes.values(), key=lambda ch: ch.number)
    return Changed(rated, Changes(event_id, ratings=True))


def rate_event(store: Store, event_id: int) -> tuple[dict[str, RatingChange], list[int]]:
    """Apply the event's ratings inside the caller's transaction (``apply_event``, and the undo
    of a "took back the ratings"): its changes, and the later events rated again after it."""
    _refuse_other_games(require_event(store, event_id))  # before reading it head to head
    history = load_history(store, event_id)
    if any(row.event_id == event_id for row in store.ratings.history()):
        raise RefusedAction(N_("event {event} is already rated", event=event_id))
    games = _refuse_unratable(history)
    later = _later_events(store, history)
    states, imported = _states_without(store, later)  # the preview's states: the same figures
    later_rows = _take_back(store, later)
    ids = {r.number: r.player.id for r in history.registrations}
    changes = _rate_and_store(store, event_id, ids, states, history, games, imported)
    _rate_again(store, later, later_rows, set(changes))
    return changes, later


def _take_back(store: Store, event_ids: Sequence[int]) -> dict[int, list[StoredRatingHistory]]:
    """Remove these events' ratings: every player they touched goes back to their record
    before the first of them, unless the rating service's list came in since (its figure
    stays). Returns the removed history rows, by event."""
    rows = store.ratings.history()
    imported = _imported(store)
    removed = {e: [r for r in rows if r.event_id == e] for e in event_ids}
    if not event_ids:
        return removed
    first = min(r.order for group in removed.values() for r in group)
    touched = {r.player_id: r for r in reversed(rows) if r.order >= first}
    for e in event_ids:
        store.ratings.delete_history(e)
    for row in sorted(touched.values(), key=lambda r: r.order):
        if row.number in imported:
            continue
        before = _state(row.details["state_before"])
        if before.rating is None:
            store.ratings.remove_rating(row.player_id)
        else:
            source = IMPORTED if row.details.get("imported_before") else "computed"
            store.ratings.set_rating(
                row.player_id, before.rating, before.games, source, peak=before.peak
            )
    return removed


def _rate_again(
    store: Store,
    event_ids: Sequence[int],
    rows: dict[int, list[StoredRatingHistory]],
    rated: set[str],
    *,
    as_played: bool = False,
) -> None:
    """Rate these events again, in this order, with the games stored when they were rated (or,
    ``as_played``, the games their results count now: a player given a Legion number since).

    ``rated``: the players rated just before them. A player whose record before one of them was
    the rating service's list starts from that list again, unless an event rated again before
    it (or ``rated``) now comes between.
    """
    for e in event_ids:
        history = load_history(store, e)
        ids = {r.number: r.player.id for r in history.registrations}
        current, imported = _current_states(store), _imported(store)
        for row in rows[e]:
            if row.details.get("imported_before") and row.number not in rated:
                current[row.number] = _state(row.details["state_before"])
                imported.add(row.number)
        games = _event_games(history) if as_played else _games_of(rows[e])
        rated |= set(_rate_and_store(store, e, ids, current, history, games, imported))


def rate_again_with(
    store: Store, event_ids: Collection[int], change: Callable[[], object]
) -> list[int]:
    """Inside the caller's transaction: take back the rated events from the first of
    ``event_ids`` on (in the order they were applied), make ``change`` (who the games are
    between: a player given a Legion number), then rate those events again in that order with
    the games as their results count now. Returns the events rated again."""
    rated = list(dict.fromkeys(row.event_id for row in store.ratings.history()))
    first = next((i for i, e in enumerate(rated) if e in event_ids), len(rated))
    again = rated[first:]
    rows = _take_back(store, again)
    change()
    _rate_again(store, again, rows, set(), as_played=True)
    return again


def _rate_and_store(
    store: Store,
    event_id: int,
    ids: dict[str, int],
    current: dict[str, PlayerState],
    history: EventHistory,
    games: Sequence[RatedGame],
    imported: set[str],
) -> dict[str, RatingChange]:
    """Rate the event from ``current`` and store it; ``imported``: the players whose record
    before it is the rating service's (kept with the history, for ``recompute`` and an undo)."""
    states = _with_ages(current, history, games)
    system = _system(store, history)
    changes, after = rate_with(system, states, games, default_rating=_default_rating(history))
    for number, change in changes.items():
        mine = [[g.opponent, g.score] for g in games if g.player == number]
        store.ratings.add_history(
            event_id,
            ids[number],
            rating_before=change.before if change.before is not None else change.after,
            rating_after=change.after,
            games_before=change.games_before,
            games_in_event=change.games_in_event,
            formula=change.formula,
            details={
                "state_before": asdict(states[number]),
                "state_after": asdict(after[number]),
                "games": mine,
                "expected": change.expected,
                "score": change.score,
                "k": change.k,
                "bonus": change.bonus,
                "floor": change.floor,
                "unrated_before": change.before is None,
                "imported_before": number in imported,
                "default_rating": _default_rating(history),
                "system": system,
            },
        )
        store.ratings.set_rating(
            ids[number], change.after, after[number].games, "computed", peak=after[number].peak
        )
    return changes


def _games_of(rows: Sequence[StoredRatingHistory]) -> list[RatedGame]:
    return [
        RatedGame(row.number, str(opponent), float(score))
        for row in rows
        for opponent, score in row.details["games"]
    ]


def unrate_event(store: Store, event_id: int) -> list[int]:
    """Take back the event's ratings inside the caller's transaction (``undo_event``, and the
    undo of an apply); returns the later events rated again without it."""
    rows = store.ratings.history()
    mine = [r for r in rows if r.event_id == event_id]
    if not mine:
        raise RefusedAction(N_("event {event} has not been rated", event=event_id))
    first = min(r.order for r in mine)
    later = list(dict.fromkeys(r.event_id for r in rows if r.order > first))
    later = [e for e in later if e != event_id]
    removed = _take_back(store, [event_id, *later])
    _rate_again(store, later, removed, set())
    return later


def _rated(event_id: int, players: int, later: int) -> Sentence:
    """The audit row of an event rated: how many players, and how many later events again."""
    rated = N_plural(
        "rated event {event}: {count} player",
        "rated event {event}: {count} players",
        players,
        event=event_id,
    )
    if not later:
        return rated
    again = N_plural("{count} later event rated again", "{count} later events rated again", later)
    return N_("{rated}; {again}", rated=rated, again=again)


def undo_event(ctx: ServiceContext, event_id: int) -> Changed[None]:
    """Take back an event's ratings; events rated after it are rated again without it."""
    with ctx.write() as store:
        require_event(store, event_id)
        later = unrate_event(store, event_id)
        ctx.audit(
            store,
            AuditAction.RATINGS_UNDO,
            Subject.event(event_id),
            N_plural(
                "took back the ratings of event {event}; {count} later event rated again",
                "took back the ratings of event {event}; {count} later events rated again",
                len(later),
                event=event_id,
            ),
        )
    return Changed(None, Changes(event_id, ratings=True))


def rating_system(ctx: ServiceContext) -> str:
    """The rating list's rating system."""
    with ctx.read() as store:
        return store.ratings.system()


def choose_rating_system(ctx: ServiceContext, system: str) -> Changed[str]:
    """Choose the rating list's system; refused once events are rated with the other one. The
    rating list is every event's (the record names no event)."""
    check_system(system)
    with ctx.write() as store:
        current = store.ratings.system()
        if system == current:
            return Changed(system, Changes(ratings=True))
        rated = sorted({r.event_id for r in store.ratings.history()})
        if rated:
            raise RefusedAction(
                N_plural(
                    "{count} event is already rated with {system}; take its ratings back "
                    "('ratings undo') before changing the system",
                    "{count} events are already rated with {system}; take their ratings back "
                    "('ratings undo') before changing the system",
                    len(rated),
                    system=current,
                )
            )
        store.ratings.set_system(system)
        ctx.audit(
            store,
            AuditAction.RATINGS_SYSTEM,
            Subject(None, "rating_list", 1),
            N_("rating system {before} -> {after}", before=current, after=system),
            before={"system": current},
            after={"system": system},
        )
    return Changed(system, Changes(ratings=True))


class RatingRule(StrEnum):
    """An event's choice of what its ratings count, by the setting it is stored as."""

    DQ_BYES = "rate_dq_byes"
    """A bye from an opponent disqualified between rounds is a rated win."""
    FORFEITS = "rate_forfeits"
    """A game won or lost by forfeit is rated as played."""


_RULE_WORDS = {
    RatingRule.DQ_BYES: (
        N_("byes from a disqualified opponent are rated wins"),
        N_("byes from a disqualified opponent are not rated"),
        N_("whether its byes from a disqualified opponent are rated"),
    ),
    RatingRule.FORFEITS: (
        N_("forfeited games are rated as played"),
        N_("forfeited games are not rated"),
        N_("whether its forfeited games are rated"),
    ),
}
"""What the log says of each rule turned on and off, and what a refusal says it would change."""


def set_rating_rule(ctx: ServiceContext, event_id: int, rule: RatingRule, rated: bool) -> None:
    """The event's choice for ``rule``: rated or not (refused once the event is rated)."""
    turned_on, turned_off, changing = _RULE_WORDS[rule]
    with ctx.write() as store:
        event = require_event(store, event_id)
        _refuse_other_games(event)
        if store.ratings.is_rated(event_id):
            raise RefusedAction(
                N_(
                    "event {event} is rated: take its ratings back ('ratings undo {event}') "
                    "before changing {what}",
                    event=event_id,
                    what=changing,
                )
            )
        before = bool(getattr(event.settings.policies.ratings, rule.value))
        policies = event.settings.policies.with_ratings(**{rule.value: rated})
        store.update_event_settings(event_id, replace(event.settings, policies=policies))
        ctx.audit(
            store,
            AuditAction.RATINGS_SETTING,
            Subject.event(event_id),
            turned_on if rated else turned_off,
            before={rule.value: before},
            after={rule.value: rated},
        )


def _check_since(text: str) -> str:
    text = text.strip()
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise InvalidInput(
            N_("'{text}' is not a date (YYYY-MM-DD, or with a time)", text=text[:20]),
            field="since",
        ) from None
    return text


def recompute(ctx: ServiceContext, since: str | None = None) -> dict[str, float]:
    """Every rating rebuilt from the stored history alone (to check it against the table).

    With ``since`` (an ISO date or time), only the events applied from then on are replayed,
    starting from each player's record as stored before the first of them.
    """
    if since is not None:
        since = _check_since(since)
    with ctx.read() as store:
        rows = store.ratings.history()
        current = {r.number: r.rating for r in store.ratings.current()}
        imported = _imported(store)
    if since is not None:
        first = next((r.order for r in rows if r.applied_at >= since), None)
        rows = [r for r in rows if first is not None and r.order >= first]
    baseline: dict[str, PlayerState] = {}
    for row in rows:
        baseline.setdefault(row.number, _state(row.details["state_before"]))
    states = dict(baseline)
    for event_id in dict.fromkeys(r.event_id for r in rows):
        event_rows = [r for r in rows if r.event_id == event_id]
        for row in event_rows:  # the rating service's list came in before this event
            if row.details.get("imported_before"):
                states[row.number] = _state(row.details["state_before"])
        games = _games_of(event_rows)
        details = event_rows[0].details
        default = float(details.get("default_rating", c.ADULT_RATING))
        system = str(details.get("system", "uscf"))
        _changes, states = rate_with(system, states, games, default_rating=default)
    result = dict(current)
    result.update({n: s.rating for n, s in states.items() if s.rating is not None})
    result.update({n: current[n] for n in imported})  # imported after their last event
    return result
