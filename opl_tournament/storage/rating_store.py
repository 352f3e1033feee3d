"""Ratings and their history: each applied event keeps every player's record before and after."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, delete, select

from opl_tournament.storage.tables import PlayerRow, RatingHistoryRow, RatingListRow, RatingRow


@dataclass(frozen=True)
class StoredRating:
    player_id: int
    number: str
    name: str
    rating: float
    games: int
    source: str
    peak: float | None = None
    """The highest established rating the player has had (None: never established)."""


@dataclass(frozen=True)
class StoredRatingHistory:
    event_id: int
    player_id: int
    number: str
    rating_before: float
    rating_after: float
    games_before: int
    games_in_event: int
    formula: str
    details: dict[str, Any]
    applied_at: str
    order: int
    """The history row's id: events are replayed in the order they were applied."""


class RatingStore:
    """Rating queries for one transaction; reached as ``Store.ratings``."""

    def __init__(self, session: Session, now: str) -> None:
        self.session = session
        self.now = now

    def _with_players(self, rows: Any, *, order: Any) -> Sequence[Any]:
        """Every row of the table ``rows`` with its player's row, in ``order``."""
        return self.session.exec(
            select(rows, PlayerRow)
            .join(PlayerRow, col(PlayerRow.id) == rows.player_id)
            .order_by(col(order))
        ).all()

    def system(self) -> str:
        """The rating list's rating system (``uscf`` until a judge chooses another)."""
        row = self.session.get(RatingListRow, 1)
        return "uscf" if row is None else row.system

    def set_system(self, system: str) -> None:
        row = self.session.get(RatingListRow, 1) or RatingListRow(updated_at=self.now)
        row.system, row.updated_at = system, self.now
        self.session.add(row)
        self.session.flush()

    def current(self) -> list[StoredRating]:
        rows = self._with_players(RatingRow, order=PlayerRow.number)
        return [
            StoredRating(r.player_id, p.number, p.name, r.rating, r.games, r.source, r.peak)
            for r, p in rows
        ]

    def set_rating(
        self,
        player_id: int,
        rating: float,
        games: int,
        source: str,
        *,
        peak: float | None = None,
    ) -> None:
        """Store the player's rating; ``peak``: their highest established rating so far."""
        row = self.session.get(RatingRow, player_id)
        if row is None:
            row = RatingRow(player_id=player_id, rating=rating, games=games, updated_at=self.now)
        row.rating, row.games, row.source, row.updated_at = rating, games, source, self.now
        row.peak = peak
        self.session.add(row)
        self.session.flush()

    def remove_rating(self, player_id: int) -> None:
        row = self.session.get(RatingRow, player_id)
        if row is not None:
            self.session.delete(row)
            self.session.flush()

    def is_rated(self, event_id: int) -> bool:
        """Whether the event's ratings are applied."""
        found = self.session.exec(
            select(RatingHistoryRow.id).where(col(RatingHistoryRow.event_id) == event_id).limit(1)
        ).first()
        return found is not None

    def history(self) -> list[StoredRatingHistory]:
        rows = self._with_players(RatingHistoryRow, order=RatingHistoryRow.id)
        return [
            StoredRatingHistory(
                h.event_id,
                h.player_id,
                p.number,
                h.rating_before,
                h.rating_after,
                h.games_before,
                h.games_in_event,
                h.formula,
                json.loads(h.details_json or "{}"),
                h.applied_at,
                h.id or 0,
            )
            for h, p in rows
        ]

    def add_history(
        self,
        event_id: int,
        player_id: int,
        *,
        rating_before: float,
        rating_after: float,
        games_before: int,
        games_in_event: int,
        formula: str,
        details: dict[str, Any],
    ) -> None:
        self.session.add(
            RatingHistoryRow(
                event_id=event_id,
                player_id=player_id,
                rating_before=rating_before,
                rating_after=rating_after,
                games_before=games_before,
                games_in_event=games_in_event,
                formula=formula,
                details_json=json.dumps(details, ensure_ascii=False, sort_keys=True),
                applied_at=self.now,
            )
        )
        self.session.flush()

    def delete_history(self, event_id: int) -> None:
        self.session.exec(
            delete(RatingHistoryRow).where(col(RatingHistoryRow.event_id) == event_id)
        )
        self.session.flush()
