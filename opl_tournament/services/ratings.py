"""Legion ratings in the database: preview an event's changes, apply them, undo them, list them.

Every applied event stores, for each of its rated players, the record before and after, the
rated games and the formula, so the whole history can be replayed: undoing an event replays the
events applied after it, and ``recompute`` rebuilds every rating from the stored history.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import Game
from opl_tournament.domain.ratings import constants as c
from opl_tournament.domain.ratings.rated_games import rated_games
from opl_tournament.domain.ratings.systems import rate_with
from opl_tournament.domain.ratings.uscf import PlayerState, RatedGame, RatingChange
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import EventHistory, load_history
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


def _current_states(store: Store) -> dict[str, PlayerState]:
    """Each player's record now: after their latest applied event, or as imported."""
    states = {
        r.number: PlayerState(rating=r.rating, games=r.games) for r in store.ratings.current()
    }
    for row in store.ratings.history():
        states[row.number] = _state(row.details["state_after"])
    return states


def _rates_forfeits(history: EventHistory) -> bool:
    policy = history.event.settings.policies.get("ratings", {})
    return bool(policy.get("rate_forfeits", False)) if isinstance(policy, dict) else False


def _event_games(history: EventHistory) -> list[RatedGame]:
    return rated_games(
        history.matches,
        history.entrants,
        sanctioned=history.event.sanctioned,
        rate_forfeits=_rates_forfeits(history),
    )


def rated_tables(history: EventHistory) -> set[tuple[int, int]]:
    """The (round, table) of every match of the event that counts for the rating."""
    forfeits = _rates_forfeits(history)
    sanctioned = history.event.sanctioned
    return {
        (m.round, m.table)
        for m in history.matches
        if rated_games([m], history.entrants, sanctioned=sanctioned, rate_forfeits=forfeits)
    }


def _refuse_unratable(history: EventHistory) -> list[RatedGame]:
    if history.event.settings.game is not Game.OVERPOWER:
        raise RefusedAction(
            f"event {history.event.id} is a Vs. System event: Legion ratings are for OverPower"
        )
    if not history.event.sanctioned:
        raise RefusedAction(
            f"event {history.event.id} has no sanction number: only sanctioned events are rated"
        )
    missing = [f"round {m.round} table {m.table}" for m in history.matches if not m.reported]
    if missing:
        raise RefusedAction(f"results are missing: {', '.join(missing[:8])}")
    games = _event_games(history)
    if not games:
        raise RefusedAction(f"event {history.event.id} has no rated games")
    return games


def _with_ages(
    states: dict[str, PlayerState], history: EventHistory, games: Sequence[RatedGame]
) -> dict[str, PlayerState]:
    ages = {r.number: r.player.identity.age for r in history.registrations}
    out = dict(states)
    for number in {g.player for g in games}:
        if number not in out:
            out[number] = PlayerState(age=ages.get(number))
    return out


def _system(history: EventHistory) -> str:
    """The event's rating system (``policies["ratings"]["system"]``): US Chess by default."""
    policy = history.event.settings.policies.get("ratings", {})
    value = policy.get("system") if isinstance(policy, dict) else None
    return str(value) if value else "uscf"


def _default_rating(history: EventHistory) -> float:
    policy = history.event.settings.policies.get("ratings", {})
    value = policy.get("default_rating") if isinstance(policy, dict) else None
    return float(value) if isinstance(value, int | float) else float(c.ADULT_RATING)


def preview_event(ctx: ServiceContext, event_id: int) -> list[RatingChange]:
    """What applying the event would do to each rated player (nothing is stored)."""
    with ctx.read() as store:
        history = load_history(store, event_id)
        games = _refuse_unratable(history)
        states = _with_ages(_current_states(store), history, games)
    changes, _after = rate_with(
        _system(history), states, games, default_rating=_default_rating(history)
    )
    return sorted(changes.values(), key=lambda ch: ch.number)


def apply_event(ctx: ServiceContext, event_id: int) -> list[RatingChange]:
    """Rate the event: ratings updated and the history kept (one transaction, audited)."""
    with ctx.write() as store:
        history = load_history(store, event_id)
        if any(row.event_id == event_id for row in store.ratings.history()):
            raise RefusedAction(f"event {event_id} is already rated")
        games = _refuse_unratable(history)
        ids = {r.number: r.player.id for r in history.registrations}
        changes = _rate_and_store(store, event_id, ids, _current_states(store), history, games)
        store.audit(
            "ratings.apply",
            actor=ctx.actor,
            event_id=event_id,
            entity="event",
            entity_id=event_id,
            summary=f"rated event {event_id}: {len(changes)} players",
            after={n: round(ch.after, 2) for n, ch in sorted(changes.items())},
        )
    return sorted(changes.values(), key=lambda ch: ch.number)


def _rate_and_store(
    store: Store,
    event_id: int,
    ids: dict[str, int],
    current: dict[str, PlayerState],
    history: EventHistory,
    games: Sequence[RatedGame],
) -> dict[str, RatingChange]:
    states = _with_ages(current, history, games)
    system = _system(history)
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
                "default_rating": _default_rating(history),
                "system": system,
            },
        )
        store.ratings.set_rating(ids[number], change.after, after[number].games, "computed")
    return changes


def _games_of(rows: Sequence[StoredRatingHistory]) -> list[RatedGame]:
    return [
        RatedGame(row.number, str(opponent), float(score))
        for row in rows
        for opponent, score in row.details["games"]
    ]


def undo_event(ctx: ServiceContext, event_id: int) -> None:
    """Take back an event's ratings; events rated after it are rated again without it."""
    with ctx.write() as store:
        rows = store.ratings.history()
        mine = [r for r in rows if r.event_id == event_id]
        if not mine:
            raise RefusedAction(f"event {event_id} has not been rated")
        first = min(r.order for r in mine)
        later_events = list(dict.fromkeys(r.event_id for r in rows if r.order > first))
        later_events = [e for e in later_events if e != event_id]
        later_rows = {e: [r for r in rows if r.event_id == e] for e in later_events}
        touched = {r.player_id: r for r in reversed(rows) if r.order >= first}
        for e in [event_id, *later_events]:
            store.ratings.delete_history(e)
        # Back to each touched player's record before the undone event (or their first later one).
        for row in sorted(touched.values(), key=lambda r: r.order):
            before = _state(row.details["state_before"])
            if before.rating is None:
                store.ratings.remove_rating(row.player_id)
            else:
                store.ratings.set_rating(row.player_id, before.rating, before.games, "computed")
        for e in later_events:
            history = load_history(store, e)
            ids = {r.number: r.player.id for r in history.registrations}
            _rate_and_store(
                store, e, ids, _current_states(store), history, _games_of(later_rows[e])
            )
        store.audit(
            "ratings.undo",
            actor=ctx.actor,
            event_id=event_id,
            entity="event",
            entity_id=event_id,
            summary=f"took back the ratings of event {event_id}; {len(later_events)} later "
            "event(s) rated again",
        )


def recompute(ctx: ServiceContext, since: str | None = None) -> dict[str, float]:
    """Every rating rebuilt from the stored history alone (to check it against the table).

    With ``since`` (an ISO date or time), only the events applied from then on are replayed,
    starting from each player's record as stored before the first of them.
    """
    with ctx.read() as store:
        rows = store.ratings.history()
        current = {r.number: r.rating for r in store.ratings.current()}
    if since is not None:
        first = next((r.order for r in rows if r.applied_at >= since), None)
        rows = [r for r in rows if first is not None and r.order >= first]
    baseline: dict[str, PlayerState] = {}
    for row in rows:
        baseline.setdefault(row.number, _state(row.details["state_before"]))
    states = dict(baseline)
    for event_id in dict.fromkeys(r.event_id for r in rows):
        event_rows = [r for r in rows if r.event_id == event_id]
        games = _games_of(event_rows)
        details = event_rows[0].details
        default = float(details.get("default_rating", c.ADULT_RATING))
        system = str(details.get("system", "uscf"))
        _changes, states = rate_with(system, states, games, default_rating=default)
    result = dict(current)
    result.update({n: s.rating for n, s in states.items() if s.rating is not None})
    return result
