"""An event's policies: what a judge may set beyond the basic settings, as typed values.

They are stored as one JSON object. ``EventPolicies.from_json`` checks every value it knows
(an ``InvalidInput`` names the key) and ``to_json`` writes back exactly the keys that were set,
so an event reads back as it was written; keys this version does not know are kept as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, TypeVar

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.self_report import SelfReportMode, mode_for
from opl_tournament.domain.sentences import N_


class LateEntry(StrEnum):
    LOSSES = "losses"
    """Rounds a late entrant missed count as losses (rounds played, no opponent)."""
    NOTHING = "nothing"
    """Missed rounds are simply not played."""


class Seeding(StrEnum):
    RANDOM = "random"
    SEEDED = "seeded"


class GrandFinal(StrEnum):
    RESET = "reset"
    """A second final is played if the losers' bracket champion wins the first."""
    SINGLE = "single"


class TiebreakPreset(StrEnum):
    LEGION = "legion"
    BUCHHOLZ = "buchholz"
    MEDIAN_BUCHHOLZ = "median-buchholz"
    SONNEBORN_BERGER = "sonneborn-berger"
    HEAD_TO_HEAD = "head-to-head"
    MAGIC = "magic"


class PodFormat(StrEnum):
    FREE_FOR_ALL = "free-for-all"
    TWO_VS_TWO = "2v2"
    BOSS = "boss"


class PodScoring(StrEnum):
    WINNER_ONLY = "winner-only"
    """The winner scores a win; a shared first place scores a tie; everyone else a loss."""
    PLACING = "placing"
    """Points by finishing place (free-for-all): the event's list, e.g. 4, 2, 1, 0."""


@dataclass(frozen=True)
class PairingPolicy:
    """How rounds are made beyond the format; None: the engine's default."""

    late_entry: LateEntry | None = None
    bye_assignment: Seeding | None = None
    grand_final: GrandFinal | None = None
    tiebreaks: TiebreakPreset | None = None


@dataclass(frozen=True)
class PodSettings:
    """A pod event (Vs. System multiplayer): its format and how it is scored; None: default."""

    format: PodFormat
    size: int | None = None
    scoring: PodScoring | None = None
    points: tuple[int, ...] | None = None
    """Points by finishing place, best place first (placing scoring)."""
    points_win: int | None = None
    points_tie: int | None = None


@dataclass(frozen=True)
class RatingsPolicy:
    """How the event is rated; None: the rating list's or the program's default."""

    rate_forfeits: bool | None = None
    rate_dq_byes: bool | None = None
    """A bye from an opponent disqualified between rounds counts as a rated win."""
    system: str | None = None
    default_rating: float | None = None


@dataclass(frozen=True)
class SelfReportPolicy:
    """Whether players report their own results, for the Swiss rounds and for the top cut or
    bracket (None: as the Swiss rounds)."""

    swiss: SelfReportMode = SelfReportMode.OFF
    cut: SelfReportMode | None = None
    check_in: bool = False
    """Players check in from their phones before round 1."""
    decks_locked: bool = False
    """The judge has closed deck lists: players can no longer send one."""

    def mode(self, *, elimination: bool) -> SelfReportMode:
        return mode_for(self.swiss, self.cut, elimination)

    @property
    def serves_players(self) -> bool:
        """Whether players act from their phones at all (their codes are printed then)."""
        off = SelfReportMode.OFF
        return self.check_in or self.swiss is not off or self.cut not in (None, off)


@dataclass(frozen=True)
class EventPolicies:
    pairing: PairingPolicy = PairingPolicy()
    pods: PodSettings | None = None
    rules: Mapping[str, Any] = field(default_factory=dict)
    """The game's own settings the judge changed, by name (each game declares and checks its
    own: ``domain/rules``)."""
    ratings: RatingsPolicy = RatingsPolicy()
    self_report: SelfReportPolicy = SelfReportPolicy()
    unknown: Mapping[str, Any] = field(default_factory=dict)
    """Keys this version does not know, kept as they were stored."""

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> EventPolicies:
        data = dict(data or {})
        pairing = PairingPolicy(
            late_entry=_choice(data, "late_entry", LateEntry),
            bye_assignment=_choice(data, "bye_assignment", Seeding),
            grand_final=_choice(data, "grand_final", GrandFinal),
            tiebreaks=_choice(data, "tiebreaks", TiebreakPreset),
        )
        rules = data.get(RULES_KEY)
        if rules is not None and not isinstance(rules, Mapping):
            raise InvalidInput(
                N_("{key} must be a set of named settings", key=RULES_KEY),
                field=RULES_KEY,
            )
        return cls(
            pairing=pairing,
            pods=_pods(data),
            rules=dict(rules or {}),
            ratings=_ratings(data.get(RATINGS_KEY)),
            self_report=_self_report(data.get(SELF_REPORT_KEY)),
            unknown={k: v for k, v in data.items() if k not in _KNOWN_KEYS},
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.unknown)
        for item in fields(PairingPolicy):
            value = getattr(self.pairing, item.name)
            if value is not None:
                data[item.name] = value.value
        if self.pods is not None:
            data.update(_pods_json(self.pods))
        if self.rules:
            data[RULES_KEY] = dict(self.rules)
        ratings = _ratings_json(self.ratings)
        if ratings:
            data[RATINGS_KEY] = ratings
        if self.self_report != SelfReportPolicy():
            data[SELF_REPORT_KEY] = self_report_json(self.self_report)
        return data

    def with_rules(self, rules: Mapping[str, Any]) -> EventPolicies:
        return replace(self, rules=dict(rules))

    def with_self_report(self, data: Mapping[str, Any] | None) -> EventPolicies:
        """These policies with the self-report settings of ``data`` (as ``to_json`` writes
        them; None: the defaults)."""
        return replace(self, self_report=_self_report(data))

    def with_ratings(self, **changes: Any) -> EventPolicies:
        return replace(self, ratings=_ratings({**_ratings_json(self.ratings), **changes}))


RULES_KEY = "rules"
RATINGS_KEY = "ratings"
SELF_REPORT_KEY = "self_report"
POD_KEYS = ("pods", "pod_size", "pod_scoring", "pod_points", "points_win", "points_tie")
_KNOWN_KEYS = frozenset(
    {*(f.name for f in fields(PairingPolicy)), *POD_KEYS, RULES_KEY, RATINGS_KEY, SELF_REPORT_KEY}
)
E = TypeVar("E", bound=StrEnum)


def _choice(data: Mapping[str, Any], key: str, kind: type[E]) -> E | None:
    value = data.get(key)
    if value in (None, ""):
        return None
    try:
        return kind(str(value))
    except ValueError:
        known = ", ".join(k.value for k in kind)
        raise InvalidInput(
            N_(
                "{key} must be one of {known}, not {value}", key=key, known=known, value=repr(value)
            ),
            field=key,
        ) from None


def _whole(data: Mapping[str, Any], key: str, low: int, high: int) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInput(
            N_("{key} must be a whole number from {low} to {high}", key=key, low=low, high=high),
            field=key,
        )
    return value


def _pods(data: Mapping[str, Any]) -> PodSettings | None:
    pod_format = _choice(data, "pods", PodFormat)
    if pod_format is None:
        return None
    points = data.get("pod_points")
    if points is not None and (
        not isinstance(points, list | tuple)
        or not 1 <= len(points) <= 4
        or not all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p <= 100 for p in points)
    ):
        raise InvalidInput(
            N_("pod_points must be one to four whole numbers from 0 to 100, best place first"),
            field="pod_points",
        )
    return PodSettings(
        format=pod_format,
        size=_whole(data, "pod_size", 3, 4),
        scoring=_choice(data, "pod_scoring", PodScoring),
        points=None if points is None else tuple(points),
        points_win=_whole(data, "points_win", 1, 100),
        points_tie=_whole(data, "points_tie", 0, 100),
    )


def _pods_json(pods: PodSettings) -> dict[str, Any]:
    data: dict[str, Any] = {"pods": pods.format.value}
    for key, value in (
        ("pod_size", pods.size),
        ("pod_scoring", None if pods.scoring is None else pods.scoring.value),
        ("pod_points", None if pods.points is None else list(pods.points)),
        ("points_win", pods.points_win),
        ("points_tie", pods.points_tie),
    ):
        if value is not None:
            data[key] = value
    return data


def _ratings(data: object) -> RatingsPolicy:
    if data is None:
        return RatingsPolicy()
    if not isinstance(data, Mapping):
        raise InvalidInput(
            N_("{key} must be a set of named settings", key=RATINGS_KEY),
            field=RATINGS_KEY,
        )
    flags = {}
    for key in ("rate_forfeits", "rate_dq_byes"):
        value = data.get(key)
        if value is not None and not isinstance(value, bool):
            raise InvalidInput(N_("{key} must be true or false", key=key), field=key)
        flags[key] = value
    system = data.get("system")
    rating = data.get("default_rating")
    if rating is not None and (isinstance(rating, bool) or not isinstance(rating, int | float)):
        raise InvalidInput(N_("default_rating must be a number"), field="default_rating")
    return RatingsPolicy(
        **flags,
        system=None if system in (None, "") else str(system),
        default_rating=rating,
    )


def _ratings_json(ratings: RatingsPolicy) -> dict[str, Any]:
    return {
        item.name: getattr(ratings, item.name)
        for item in fields(RatingsPolicy)
        if getattr(ratings, item.name) is not None
    }


def _self_report(data: object) -> SelfReportPolicy:
    if data is None:
        return SelfReportPolicy()
    if not isinstance(data, Mapping):
        raise InvalidInput(
            N_("{key} must be a set of named settings", key=SELF_REPORT_KEY),
            field=SELF_REPORT_KEY,
        )
    flags = {}
    for key in ("check_in", "decks_locked"):
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise InvalidInput(N_("{key} must be true or false", key=key), field=key)
        flags[key] = value
    return SelfReportPolicy(
        swiss=_choice(data, "swiss", SelfReportMode) or SelfReportMode.OFF,
        cut=_choice(data, "cut", SelfReportMode),
        **flags,
    )


def self_report_json(policy: SelfReportPolicy) -> dict[str, Any]:
    data: dict[str, Any] = {"swiss": policy.swiss.value}
    if policy.cut is not None:
        data["cut"] = policy.cut.value
    for key in ("check_in", "decks_locked"):
        if getattr(policy, key):
            data[key] = True
    return data
