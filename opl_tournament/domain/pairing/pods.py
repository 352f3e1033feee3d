"""Swiss pairing into multiplayer pods: free-for-all tables, 2 vs 2 teams and boss battles.

Vs. System 2PCG is also played three or four at a table. Each round the field is seated into
pods by points, so that players on the same score share a table, and without repeating earlier
pod-mates as long as any seating of the field avoids it. The unit that is seated is an *entity*:
a player (free-for-all, boss battles) or a registered team of two (2 vs 2).

How a round is seated:

1. Byes first. Entities that cannot be seated (a lone player, a team without an opponent, the
   one or two players left over from pods of three) get a bye: the lowest-scored entity that has
   not had one, drawn at random among equals.
2. Pod sizes. Free-for-all pods hold 3 or 4 players; the event's preferred size is used as often
   as the field allows (13 players with pods of 4 preferred: one pod of 4 and three of 3). Fields
   that no mix of 3s and 4s covers (2 and 5 players) get a two-player table. 2 vs 2 pods hold two
   teams; boss battles three players. Larger pods sit at the top tables.
3. The line. Entities by points, best first, in a seeded random order inside a score group
   (round 1: all in a seeded random order), cut into pods of those sizes.
4. Improvement. Two players of different pods swap seats whenever that lowers the seating's cost:
   shared earlier pods first (each pair of pod-mates that met before), then the sum of squared
   point gaps inside each pod. Repeats are weighed far above any gap, so a repeat is kept only
   when no swap removes it; each kept repeat is reported to the judge.
5. Seats. A boss pod's boss is the player who has been boss least often (then the higher score,
   then the draw) and sits first; 2 vs 2 teams alternate around the table (A, B, A, B), so
   teammates sit opposite each other. Free-for-all seat order is drawn at random.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.event_policies import PodFormat, PodScoring, PodSettings
from opl_tournament.domain.pairing.records import Relaxation, RelaxedRule
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined

REPEAT_WEIGHT = 1_000_000
"""Cost of one earlier meeting inside a pod; above any possible sum of squared point gaps."""
NEIGHBOUR_PODS = 6
"""Pods that swap seats with each other during improvement (all pods when a repeat is present)."""
MAX_PASSES = 60


class SeatOutcome(StrEnum):
    WIN = "win"
    TIE = "tie"
    LOSS = "loss"
    BYE = "bye"


BOSS_ROLE = "boss"
CHALLENGER_ROLE = "challenger"
CHALLENGERS_SIDE = "challengers"


@dataclass(frozen=True)
class PodRules:
    """An event's pod settings (defaults: the rules notes' proposals, AP-17)."""

    format: PodFormat = PodFormat.FREE_FOR_ALL
    preferred_size: int = 4
    scoring: PodScoring = PodScoring.WINNER_ONLY
    placing_points: tuple[int, ...] = (4, 2, 1, 0)
    points_win: int = 3
    points_tie: int = 1
    points_loss: int = 0
    seed: int = 0
    rounds: int | None = None

    def __post_init__(self) -> None:
        if self.preferred_size not in (3, 4):
            raise ValueError(N_("preferred pod size must be 3 or 4"))

    @property
    def uses_placing_points(self) -> bool:
        return self.scoring is PodScoring.PLACING and self.format is PodFormat.FREE_FOR_ALL

    def most_points_per_round(self) -> int:
        if self.uses_placing_points and self.placing_points:
            return max(self.points_win, *self.placing_points)
        return self.points_win


@dataclass(frozen=True)
class PodEntrant:
    number: str
    active: bool = True
    team: str | None = None
    entered_round: int = 1
    name: str = ""
    disqualified: bool = False
    """Out by a penalty (``active`` is then False too), said apart from a drop in the standings."""


@dataclass(frozen=True)
class Seat:
    """One chair of a pod. ``side`` is who wins or loses together: the player's own number in a
    free-for-all, the team's name in 2 vs 2, ``boss`` or ``challengers`` in a boss battle."""

    number: str
    side: str
    role: str = ""


@dataclass(frozen=True)
class PodRecord:
    """One pod of one round, with its result once known: the finishing place of each side
    (1 is best; equal places are shared). A bye is a pod of one seat, already decided."""

    round: int
    table: int
    seats: tuple[Seat, ...]
    placings: Mapping[str, int] | None = None
    bye: bool = False

    @property
    def reported(self) -> bool:
        return self.bye or self.placings is not None

    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(seat.side for seat in self.seats))

    @property
    def numbers(self) -> tuple[str, ...]:
        return tuple(seat.number for seat in self.seats)


@dataclass(frozen=True)
class PodPairing:
    table: int
    seats: tuple[Seat, ...]
    explanation: Sentence | str
    bye: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "table": self.table,
            "seats": [
                {
                    "seat": i,
                    "number": s.number,
                    "side": s.side,
                    **({"role": s.role} if s.role else {}),
                }
                for i, s in enumerate(self.seats, start=1)
            ],
            "bye": self.bye,
        }


@dataclass(frozen=True)
class PodRound:
    round: int
    pods: tuple[PodPairing, ...]
    relaxations: tuple[Relaxation, ...] = ()
    notes: tuple[Sentence | str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {"round": self.round, "pods": [p.to_json() for p in self.pods]}


# ----- scoring (shared with the standings)


def seat_outcome(record: PodRecord, seat: Seat, rules: PodRules) -> SeatOutcome | None:
    """A seat's outcome under the event's scoring, or None while the pod has no result."""
    if record.bye:
        return SeatOutcome.BYE
    if record.placings is None:
        return None
    place = record.placings[seat.side]
    if place != 1:
        return SeatOutcome.LOSS
    firsts = sum(1 for p in record.placings.values() if p == 1)
    return SeatOutcome.WIN if firsts == 1 else SeatOutcome.TIE


def seat_points(record: PodRecord, seat: Seat, rules: PodRules) -> int | None:
    outcome = seat_outcome(record, seat, rules)
    if outcome is None:
        return None
    if outcome is SeatOutcome.BYE:
        return rules.points_win
    if rules.uses_placing_points:
        assert record.placings is not None
        place = record.placings[seat.side]
        points = rules.placing_points
        return points[min(place, len(points)) - 1] if points else 0
    return {
        SeatOutcome.WIN: rules.points_win,
        SeatOutcome.TIE: rules.points_tie,
        SeatOutcome.LOSS: rules.points_loss,
    }[outcome]


def player_points(records: Sequence[PodRecord], rules: PodRules) -> Counter[str]:
    totals: Counter[str] = Counter()
    for record in records:
        for seat in record.seats:
            points = seat_points(record, seat, rules)
            if points is not None:
                totals[seat.number] += points
    return totals


# ----- pod sizes


def pod_sizes(players: int, preferred: int = 4) -> tuple[int, ...]:
    """Free-for-all table sizes for a field: 3s and 4s, as many of the preferred size as fit.

    Fields no mix of 3s and 4s covers: 1 (no table), 2 (one two-player table), 5 (3 + 2).
    """
    if players < 2:
        return ()
    if players in (2, 5):
        return (3, 2) if players == 5 else (2,)
    other = 7 - preferred
    for count in range(players // preferred, -1, -1):
        rest = players - count * preferred
        if rest % other == 0:
            sizes = [preferred] * count + [other] * (rest // other)
            return tuple(sorted(sizes, reverse=True))
    raise AssertionError(f"no pod sizes for {players}")  # every n >= 6 is a sum of 3s and 4s


# ----- pairing


@dataclass
class _Entity:
    key: str
    members: tuple[str, ...]
    points: int
    had_bye: bool
    order: float = 0.0


@dataclass
class _Seating:
    pods: list[list[_Entity]]
    met: Mapping[frozenset[str], int]

    def pair_count(self, a: _Entity, b: _Entity) -> int:
        return self.met.get(frozenset((a.key, b.key)), 0)

    def pod_cost(self, pod: Sequence[_Entity]) -> int:
        cost = 0
        for a, b in combinations(pod, 2):
            cost += REPEAT_WEIGHT * self.pair_count(a, b) + (a.points - b.points) ** 2
        return cost

    def has_repeat(self, pod: Sequence[_Entity]) -> bool:
        return any(self.pair_count(a, b) for a, b in combinations(pod, 2))


def pair_pod_round(
    rules: PodRules,
    entrants: Sequence[PodEntrant],
    history: Sequence[PodRecord],
    round_number: int,
) -> PodRound:
    """Seat one Swiss round into pods; refused when the field cannot be seated at all."""
    rng = random.Random(f"{rules.seed}/pods/{round_number}")
    entities = _entities(rules, entrants, history, round_number)
    if len(entities) < 2:
        if rules.format is PodFormat.TWO_VS_TWO:
            said = N_plural(
                "round {round} needs at least two teams to seat; there is {count}",
                "round {round} needs at least two teams to seat; there are {count}",
                len(entities),
                round=round_number,
            )
        else:
            said = N_plural(
                "round {round} needs at least two players to seat; there is {count}",
                "round {round} needs at least two players to seat; there are {count}",
                len(entities),
                round=round_number,
            )
        raise RefusedAction(said)
    sizes = _sizes(rules, len(entities))
    if not sizes:  # a boss battle needs three: a round of byes alone would be free wins
        raise RefusedAction(
            N_plural(
                "round {round} needs at least three players to seat a boss battle; there is "
                "{count}",
                "round {round} needs at least three players to seat a boss battle; there are "
                "{count}",
                len(entities),
                round=round_number,
            )
        )
    seated_count = sum(sizes)
    byes, relaxations = _choose_byes(entities, len(entities) - seated_count, rng)
    to_seat = [e for e in entities if e not in byes]
    for entity in to_seat:
        entity.order = rng.random()
    if round_number == 1 or not history:
        to_seat.sort(key=lambda e: e.order)
    else:
        to_seat.sort(key=lambda e: (-e.points, e.order))
    seating = _Seating(pods=[], met=_met_counts(rules, history))
    start = 0
    for size in sizes:
        seating.pods.append(to_seat[start : start + size])
        start += size
    _improve(seating)
    pods: list[PodPairing] = []
    notes: list[Sentence] = []
    boss_counts = _boss_counts(history)
    for table, pod in enumerate(seating.pods, start=1):
        seats = _seats(rules, pod, boss_counts, rng)
        repeats = [(a.key, b.key) for a, b in combinations(pod, 2) if seating.pair_count(a, b)]
        for a, b in repeats:
            relaxations.append(
                Relaxation(
                    RelaxedRule.REMATCH,
                    (a, b),
                    N_(
                        "{a} and {b} meet again at pod {table}: "
                        "no seating of the field kept every pair apart",
                        a=a,
                        b=b,
                        table=table,
                    ),
                )
            )
        pods.append(PodPairing(table, seats, _explain(rules, pod, seats, repeats)))
    for offset, entity in enumerate(sorted(byes, key=lambda e: e.key)):
        table = len(seating.pods) + offset + 1
        seats = tuple(Seat(m, entity.key) for m in entity.members)
        pods.append(PodPairing(table, seats, _bye_explanation(rules, entity), bye=True))
    if rules.format is PodFormat.FREE_FOR_ALL and 2 in sizes:
        notes.append(
            N_(
                "{players} players cannot all sit at tables of 3 or 4: "
                "one table is a two-player game",
                players=len(to_seat),
            )
        )
    return PodRound(round_number, tuple(pods), tuple(relaxations), tuple(notes))


def _sizes(rules: PodRules, entities: int) -> tuple[int, ...]:
    if rules.format is PodFormat.FREE_FOR_ALL:
        return pod_sizes(entities, rules.preferred_size)
    per_pod = 2 if rules.format is PodFormat.TWO_VS_TWO else 3
    return (per_pod,) * (entities // per_pod)


def _entities(
    rules: PodRules,
    entrants: Sequence[PodEntrant],
    history: Sequence[PodRecord],
    round_number: int,
) -> list[_Entity]:
    points = player_points(history, rules)
    byes = {seat.number for record in history if record.bye for seat in record.seats}
    playing = [e for e in entrants if e.active and e.entered_round <= round_number]
    if rules.format is not PodFormat.TWO_VS_TWO:
        return [_Entity(e.number, (e.number,), points[e.number], e.number in byes) for e in playing]
    teams: dict[str, list[str]] = {}
    for entrant in playing:
        if not entrant.team:
            raise RefusedAction(
                N_(
                    "player {number} has no team: a 2 vs 2 event seats registered teams "
                    "of two (set it with: player team EVENT PLAYER TEAM)",
                    number=entrant.number,
                )
            )
        teams.setdefault(entrant.team, []).append(entrant.number)
    for team, members in sorted(teams.items()):
        if len(members) != 2:
            raise RefusedAction(
                N_plural(
                    "team '{team}' has {count} active player ({players}): a 2 vs 2 team needs "
                    "exactly two",
                    "team '{team}' has {count} active players ({players}): a 2 vs 2 team needs "
                    "exactly two",
                    len(members),
                    team=team,
                    players=", ".join(members),
                )
            )
    return [
        _Entity(team, tuple(members), max(points[m] for m in members), members[0] in byes)
        for team, members in sorted(teams.items())
    ]


def _met_counts(rules: PodRules, history: Sequence[PodRecord]) -> dict[frozenset[str], int]:
    met: Counter[frozenset[str]] = Counter()
    for record in history:
        if record.bye:
            continue
        keys = record.sides if rules.format is PodFormat.TWO_VS_TWO else record.numbers
        for a, b in combinations(sorted(set(keys)), 2):
            met[frozenset((a, b))] += 1
    return dict(met)


def _choose_byes(
    entities: list[_Entity], count: int, rng: random.Random
) -> tuple[list[_Entity], list[Relaxation]]:
    if count == 0:
        return [], []
    draw = {e.key: rng.random() for e in entities}
    ranked = sorted(entities, key=lambda e: (e.had_bye, e.points, draw[e.key]))
    chosen = ranked[:count]
    relaxations = [
        Relaxation(
            RelaxedRule.SECOND_BYE,
            (e.key,),
            N_("{player} gets a second bye: everyone who could sit out has had one", player=e.key),
        )
        for e in chosen
        if e.had_bye
    ]
    return chosen, relaxations


def _improve(seating: _Seating) -> None:
    pods = seating.pods
    costs = [seating.pod_cost(p) for p in pods]
    for _ in range(MAX_PASSES):
        improved = False
        for i in range(len(pods)):
            reach = (
                len(pods) if seating.has_repeat(pods[i]) else min(len(pods), i + NEIGHBOUR_PODS + 1)
            )
            for j in range(i + 1, reach):
                if _best_swap(seating, pods, costs, i, j):
                    improved = True
        if not improved:
            return


def _best_swap(
    seating: _Seating, pods: list[list[_Entity]], costs: list[int], i: int, j: int
) -> bool:
    best: tuple[int, int, int] | None = None
    for x in range(len(pods[i])):
        for y in range(len(pods[j])):
            first = [*pods[i][:x], pods[j][y], *pods[i][x + 1 :]]
            second = [*pods[j][:y], pods[i][x], *pods[j][y + 1 :]]
            delta = seating.pod_cost(first) + seating.pod_cost(second) - costs[i] - costs[j]
            if delta < 0 and (best is None or delta < best[0]):
                best = (delta, x, y)
    if best is None:
        return False
    _, x, y = best
    pods[i][x], pods[j][y] = pods[j][y], pods[i][x]
    costs[i], costs[j] = seating.pod_cost(pods[i]), seating.pod_cost(pods[j])
    return True


def _boss_counts(history: Sequence[PodRecord]) -> Counter[str]:
    return Counter(
        seat.number for record in history for seat in record.seats if seat.role == BOSS_ROLE
    )


def _seats(
    rules: PodRules, pod: list[_Entity], boss_counts: Counter[str], rng: random.Random
) -> tuple[Seat, ...]:
    if rules.format is PodFormat.TWO_VS_TWO:
        first, second = pod
        return (
            Seat(first.members[0], first.key),
            Seat(second.members[0], second.key),
            Seat(first.members[1], first.key),
            Seat(second.members[1], second.key),
        )
    if rules.format is PodFormat.BOSS:
        draw = {e.key: rng.random() for e in pod}
        boss = min(pod, key=lambda e: (boss_counts[e.key], -e.points, draw[e.key]))
        challengers = [e for e in pod if e is not boss]
        return (
            Seat(boss.key, BOSS_ROLE, BOSS_ROLE),
            *(Seat(e.key, CHALLENGERS_SIDE, CHALLENGER_ROLE) for e in challengers),
        )
    order = list(pod)
    rng.shuffle(order)
    return tuple(Seat(e.key, e.key) for e in order)


def _points_range(pod: Sequence[_Entity]) -> Sentence:
    low, high = min(e.points for e in pod), max(e.points for e in pod)
    if low == high:
        return N_plural("all on {count} point", "all on {count} points", high)
    return N_("{low} to {high} points", low=low, high=high)


def _explain(
    rules: PodRules,
    pod: Sequence[_Entity],
    seats: Sequence[Seat],
    repeats: Sequence[tuple[str, str]],
) -> Sentence:
    points = _points_range(pod)
    if rules.format is PodFormat.TWO_VS_TWO:
        said = N_(
            "teams {first} and {second}, {points}",
            first=pod[0].key,
            second=pod[1].key,
            points=points,
        )
    elif rules.format is PodFormat.BOSS:
        said = N_(
            "boss {boss} against two challengers, {points}", boss=seats[0].number, points=points
        )
    else:
        said = N_("pod of {size}, {points}", size=len(pod), points=points)
    if not repeats:
        return said
    met = joined([N_("{a} and {b} met before", a=a, b=b) for a, b in repeats], "semicolon")
    return N_("{seating} ({met}: no other seating avoided it)", seating=said, met=met)


def _bye_explanation(rules: PodRules, entity: _Entity) -> Sentence:
    who = N_("team {team}", team=entity.key) if rules.format is PodFormat.TWO_VS_TWO else entity.key
    if entity.had_bye:
        return N_plural(
            "bye for {who} again (everyone else eligible has had one): "
            "counts as a win ({count} point)",
            "bye for {who} again (everyone else eligible has had one): "
            "counts as a win ({count} points)",
            rules.points_win,
            who=who,
        )
    return N_plural(
        "bye for {who}: counts as a win ({count} point)",
        "bye for {who}: counts as a win ({count} points)",
        rules.points_win,
        who=who,
    )


# ----- the event's settings


def pod_rules(settings: PodSettings, *, seed: int = 0, rounds: int | None = None) -> PodRules:
    """The seating and scoring rules of a pod event (its settings were checked when read)."""
    return PodRules(
        format=settings.format,
        preferred_size=settings.size or 4,
        scoring=settings.scoring or PodScoring.WINNER_ONLY,
        placing_points=settings.points or (4, 2, 1, 0),
        points_win=3 if settings.points_win is None else settings.points_win,
        points_tie=1 if settings.points_tie is None else settings.points_tie,
        seed=seed,
        rounds=rounds,
    )
