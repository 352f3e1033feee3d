"""The SQLite schema as SQLModel tables. ORM objects never leave the storage package."""

from __future__ import annotations

from sqlalchemy import Column, Index, MetaData, Text, UniqueConstraint
from sqlmodel import Field, SQLModel

# Named constraints, so that batch migrations on SQLite can drop and recreate them.
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
metadata: MetaData = SQLModel.metadata


class PlayerRow(SQLModel, table=True):
    __tablename__ = "player"

    id: int | None = Field(default=None, primary_key=True)
    number: str = Field(unique=True, index=True)
    kind: str  # legion | temporary | staff
    name: str
    address: str = ""
    city: str = ""
    state_province: str = ""
    postal_code: str = ""
    phone: str = ""
    email: str = ""
    age: int | None = None
    membership_action: str = "none"
    online_search_opt_out: bool = False
    created_at: str


class EventRow(SQLModel, table=True):
    __tablename__ = "event"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    game: str
    tournament_type: str
    format: str
    sanction_number: str = ""
    date: str = ""
    place: str = ""
    time_limit_minutes: int = 45
    swiss_rounds: int | None = None
    cut_size: int | None = None
    seed: int = 0
    tier: str = "local"
    paper_size: str = "Letter"
    odd_field: str = "bye"
    language: str = "en"
    policies_json: str = Field(default="{}", sa_column=Column(Text, nullable=False, default="{}"))
    rules_edition: str = ""
    status: str = "registration"
    created_at: str


class OfficialRow(SQLModel, table=True):
    __tablename__ = "event_official"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    name: str
    role: str  # judge | assistant_referee
    legion_number: str | None = None


class RegistrationRow(SQLModel, table=True):
    __tablename__ = "registration"
    __table_args__ = (
        UniqueConstraint("event_id", "player_id", name="uq_registration_event_player"),
        UniqueConstraint("event_id", "sequence", name="uq_registration_event_sequence"),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    player_id: int = Field(foreign_key="player.id", index=True)
    sequence: int
    status: str = "active"  # active | dropped | disqualified
    is_staff: bool = False
    fee_cents: int = 0
    fee_paid: bool = False
    entered_round: int = 1
    dropped_round: int | None = None
    reentered_round: int | None = None
    disqualified_round: int | None = None
    team: str | None = None
    deck_text: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    deck_legal: bool | None = None
    deck_report_json: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    created_at: str
    # The player's secret code for the players' page, and the digest it is found by.
    player_code: str | None = None
    player_code_digest: str | None = Field(default=None, unique=True)
    checked_in_at: str | None = None


class RoundRow(SQLModel, table=True):
    __tablename__ = "round"
    __table_args__ = (UniqueConstraint("event_id", "number", name="uq_round_event_number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    number: int
    stage: str = "swiss"  # swiss | elimination
    status: str = "paired"  # paired | complete
    relaxations_json: str = Field(
        default="[]", sa_column=Column(Text, nullable=False, default="[]")
    )
    clock_json: str = Field(default="{}", sa_column=Column(Text, nullable=False, default="{}"))
    paired_at: str


class MatchRow(SQLModel, table=True):
    __tablename__ = "match"
    __table_args__ = (Index("ix_match_event_round", "event_id", "round_number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", ondelete="CASCADE")
    round_id: int = Field(foreign_key="round.id", index=True, ondelete="CASCADE")
    round_number: int
    table_number: int
    player_a_id: int | None = Field(default=None, foreign_key="registration.id")
    player_b_id: int | None = Field(default=None, foreign_key="registration.id")
    match_code: str | None = None
    bracket: str | None = None
    explanation: str = ""
    explanation_sentence: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    manual: bool = False
    # Result: the winner (a registration id), the result code and how it was decided.
    winner_id: int | None = Field(default=None, foreign_key="registration.id")
    result: str | None = None
    decided_by: str | None = None
    adjudication_json: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    reported_at: str | None = None


class PodRow(SQLModel, table=True):
    """One table of a multiplayer round (free-for-all, 2 vs 2, boss battle), or a bye."""

    __tablename__ = "pod"
    __table_args__ = (UniqueConstraint("round_id", "table_number", name="uq_pod_round_table"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round_id: int = Field(foreign_key="round.id", index=True, ondelete="CASCADE")
    round_number: int
    table_number: int
    explanation: str = ""
    explanation_sentence: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    bye: bool = False
    decided_by: str | None = None
    adjudication_json: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    reported_at: str | None = None


class PodSeatRow(SQLModel, table=True):
    """A player's chair at a pod: their side (who wins together), role and finishing place."""

    __tablename__ = "pod_seat"
    __table_args__ = (UniqueConstraint("pod_id", "seat", name="uq_pod_seat_pod_seat"),)

    id: int | None = Field(default=None, primary_key=True)
    pod_id: int = Field(foreign_key="pod.id", index=True, ondelete="CASCADE")
    seat: int
    registration_id: int = Field(foreign_key="registration.id", index=True)
    side: str
    role: str = ""
    placing: int | None = None


class SelfReportClaimRow(SQLModel, table=True):
    """A player's claim of their table's result, waiting to be agreed or accepted."""

    __tablename__ = "self_report_claim"
    __table_args__ = (
        UniqueConstraint(
            "event_id",
            "round_number",
            "table_number",
            "registration_id",
            name="uq_self_report_claim_table_player",
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round_number: int
    table_number: int
    registration_id: int = Field(foreign_key="registration.id", ondelete="CASCADE")
    claim_json: str = Field(sa_column=Column(Text, nullable=False))
    channel: str = "phone"  # phone | kiosk
    created_at: str


class JudgeCallRow(SQLModel, table=True):
    """A player calling a judge to their table, until a judge acknowledges it."""

    __tablename__ = "judge_call"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    registration_id: int = Field(foreign_key="registration.id", ondelete="CASCADE")
    round_number: int | None = None
    table_number: int | None = None
    called_at: str
    acknowledged_at: str | None = None
    acknowledged_by: str | None = None


class PenaltyRow(SQLModel, table=True):
    __tablename__ = "penalty"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    registration_id: int = Field(foreign_key="registration.id", index=True)
    round_number: int | None = None
    table_number: int | None = None
    kind: str  # warning | renege | dof | game_loss | disqualification
    infraction: str = ""
    note: str = ""
    consequence_json: str = Field(
        default="{}", sa_column=Column(Text, nullable=False, default="{}")
    )
    override: bool = False
    judge: str = ""
    created_at: str


class RatingRow(SQLModel, table=True):
    __tablename__ = "rating"

    player_id: int = Field(foreign_key="player.id", primary_key=True)
    rating: float
    games: int = 0
    system: str = "uscf"
    volatility: float | None = None
    deviation: float | None = None
    peak: float | None = None  # the highest established rating (the established floor's base)
    source: str = "computed"  # computed | imported
    updated_at: str


class RatingListRow(SQLModel, table=True):
    """The rating list's settings (one row): which rating system rates its events."""

    __tablename__ = "rating_list"

    id: int = Field(default=1, primary_key=True)
    system: str = "uscf"
    updated_at: str


class RatingHistoryRow(SQLModel, table=True):
    __tablename__ = "rating_history"
    __table_args__ = (
        UniqueConstraint("event_id", "player_id", name="uq_rating_history_event_player"),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: int = Field(foreign_key="player.id", index=True)
    rating_before: float
    rating_after: float
    games_before: int
    games_in_event: int
    formula: str
    details_json: str = Field(default="{}", sa_column=Column(Text, nullable=False, default="{}"))
    applied_at: str


class AuditRow(SQLModel, table=True):
    __tablename__ = "audit_log"

    id: int | None = Field(default=None, primary_key=True)
    at: str
    actor: str
    action: str
    event_id: int | None = Field(default=None, index=True)
    entity: str = ""
    entity_id: int | None = None
    summary: str = ""
    summary_sentence: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    before_json: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    after_json: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    undone: bool = False
