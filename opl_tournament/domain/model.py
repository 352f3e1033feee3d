"""The tournament's plain data: what storage loads and saves, and what services hand to the UI.

These are frozen dataclasses with no behaviour beyond small derived properties; the rules that
act on them live in the modules named for those rules (registration, pairing, standings…).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.languages import Language
from opl_tournament.domain.sentences import Sentence, sentence_from_text


class Game(StrEnum):
    OVERPOWER = "overpower"
    VS_TCG = "vs-tcg"
    VS_2PCG = "vs-2pcg"


class TournamentType(StrEnum):
    CONSTRUCTED = "constructed"
    SEALED = "sealed"
    LOCATIONS = "locations"


class EventFormat(StrEnum):
    SWISS = "swiss"
    SINGLE = "single"
    DOUBLE = "double"
    COMBINATION = "combination"

    @property
    def label(self) -> str:
        """The format in a judge's words ("Swiss, then a top cut")."""
        return _FORMAT_LABELS[self]


_FORMAT_LABELS = {
    EventFormat.SWISS: "Swiss",
    EventFormat.SINGLE: "Single elimination",
    EventFormat.DOUBLE: "Double elimination",
    EventFormat.COMBINATION: "Swiss, then a top cut",
}


class EventStatus(StrEnum):
    REGISTRATION = "registration"
    RUNNING = "running"
    FINISHED = "finished"


class NumberKind(StrEnum):
    LEGION = "legion"
    TEMPORARY = "temporary"
    STAFF = "staff"


class RegistrationStatus(StrEnum):
    ACTIVE = "active"
    DROPPED = "dropped"
    DISQUALIFIED = "disqualified"


class MembershipAction(StrEnum):
    NONE = "none"
    NEW = "new"
    RENEWAL = "renewal"
    CHANGE_OF_ADDRESS = "change_of_address"


class OfficialRole(StrEnum):
    JUDGE = "judge"
    ASSISTANT_REFEREE = "assistant_referee"


@dataclass(frozen=True)
class PlayerIdentity:
    """The identity block of the Official Player Result Sheet (all optional but the name)."""

    name: str
    address: str = ""
    city: str = ""
    state_province: str = ""
    postal_code: str = ""
    phone: str = ""
    email: str = ""
    age: int | None = None
    membership_action: MembershipAction = MembershipAction.NONE
    online_search_opt_out: bool = False


@dataclass(frozen=True)
class Player:
    id: int
    number: str
    kind: NumberKind
    identity: PlayerIdentity

    @property
    def name(self) -> str:
        return self.identity.name


@dataclass(frozen=True)
class Official:
    name: str
    role: OfficialRole
    legion_number: str | None = None


@dataclass(frozen=True)
class EventSettings:
    """What a judge fixes when creating an event."""

    name: str
    game: Game = Game.OVERPOWER
    tournament_type: TournamentType = TournamentType.CONSTRUCTED
    format: EventFormat = EventFormat.SWISS
    swiss_rounds: int | None = None
    cut_size: int | None = None
    seed: int = 0
    sanction_number: str = ""
    date: str = ""
    place: str = ""
    time_limit_minutes: int = 45
    tier: str = "local"
    paper_size: str = "Letter"
    odd_field: str = "bye"
    policies: EventPolicies = field(default_factory=EventPolicies)
    language: Language = Language.ENGLISH
    """What its printed forms and the rules engine's verdicts speak (the command line and the
    window offer the computer's language when creating one)."""


@dataclass(frozen=True)
class Event:
    id: int
    settings: EventSettings
    status: EventStatus
    officials: tuple[Official, ...] = ()

    @property
    def name(self) -> str:
        return self.settings.name

    @property
    def sanctioned(self) -> bool:
        return bool(self.settings.sanction_number)


@dataclass(frozen=True)
class Registration:
    id: int
    event_id: int
    player: Player
    sequence: int
    status: RegistrationStatus
    is_staff: bool = False
    fee_cents: int = 0
    fee_paid: bool = False
    entered_round: int = 1
    dropped_round: int | None = None
    reentered_round: int | None = None
    disqualified_round: int | None = None
    team: str | None = None
    """The registered team (2 vs 2 pod events)."""

    @property
    def number(self) -> str:
        return self.player.number


@dataclass(frozen=True)
class AuditEntry:
    id: int
    at: str
    actor: str
    action: str
    event_id: int | None
    summary: str
    before: dict[str, object] | None
    after: dict[str, object] | None
    entity: str = ""
    entity_id: int | None = None
    undone: bool = False
    kept_sentence: str | None = None
    """The summary's sentence as the log keeps it (``sentences.sentence_text``); None for a row
    written before sentences were kept. Read only when the row is said (``said``)."""

    @property
    def said(self) -> Sentence | str:
        """What the row says, for a reader of any language: its sentence, else its English
        summary."""
        return sentence_from_text(self.kept_sentence, self.summary)
