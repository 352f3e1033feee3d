"""Swiss pairing: the whole field at once as one maximum-weight matching.

Round 1 is a seeded random draw. Later rounds build a graph with one node per player to pair
(plus a bye node when the field is odd) and solve ``rustworkx.max_weight_matching`` with maximum
cardinality. Each edge's weight is a large constant minus a cost whose terms dominate each other
strictly, so that the matching minimises them lexicographically:

1. rematches (only present when nothing else works);
2. second byes;
3. the bye going to someone above the lowest score among players without a bye;
4. pair-downs, counted in score groups crossed (6 points against 0, with a 3-point group between,
   is two pair-downs);
5. the sum of squared score gaps (so two small pair-downs beat one big one);
6. seeded random jitter, which pairs players randomly within their score group.

The unit of each term is larger than the largest possible total of all terms below it.

Large fields: the complete graph is too big (4,096 players = 8M edges), so the engine first
solves a sparse candidate graph: players in a line (score groups top-down, random order inside
each group), each joined to the next few players of the line, plus every bye candidate to the
bye node. The result is accepted when it meets a lower bound that no pairing can beat (no
rematch, no second bye, the bye at the lowest score, the parity minimum of pair-downs and of
squared gaps). Otherwise the window widens, and then the complete graph is used with rematch and
second-bye edges at their penalties (for fields above ``FULL_GRAPH_LIMIT`` the widest window is
used instead: see ``_STAGES``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    MatchRecord,
    OddField,
    Pairing,
    Relaxation,
    RelaxedRule,
    RoundPairing,
)
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined
from opl_tournament.domain.standings import PlayerRecord, compute_records

FULL_GRAPH_LIMIT = 800
"""Fields up to this size fall back to the complete graph, which is always exact."""
BAND_PLAYERS = 512
"""Fields above ``FULL_GRAPH_LIMIT`` are first paired in bands of the line this large."""
JITTER = 1024
BYE = "BYE"


@dataclass(frozen=True)
class _Stage:
    window: int | None
    """Line neighbours per player; ``None`` = every pair."""
    penalties: bool
    """Include rematch and second-bye edges (at their penalties)."""


_STAGES = (_Stage(6, False), _Stage(24, False), _Stage(None, True))
_LARGE_STAGES = (_Stage(6, False), _Stage(24, False), _Stage(64, True))


@dataclass(frozen=True)
class _Player:
    number: str
    points: int
    level: int
    had_bye: bool
    met: frozenset[str]
    is_staff: bool


@dataclass(frozen=True)
class _Cost:
    rematches: int
    second_byes: int
    bye_rank: int
    crossings: int
    gaps: int

    def key(self) -> tuple[int, int, int, int, int]:
        return (self.rematches, self.second_byes, self.bye_rank, self.crossings, self.gaps)


class _Problem:
    """Everything about one round's field that the graph stages share."""

    def __init__(self, players: list[_Player], with_bye: bool, rng: random.Random) -> None:
        self.players = players
        self.with_bye = with_bye
        self.rng = rng
        self.by_number = {p.number: p for p in players}
        scores = sorted({p.points for p in players}, reverse=True)
        self.scores = scores
        eligible = [p for p in players if not p.had_bye and not p.is_staff]
        self.bye_pool = eligible or [p for p in players if not p.is_staff]
        self.bye_without_second = bool(eligible)
        candidate_scores = sorted({p.points for p in self.bye_pool})
        self.bye_rank = {s: i for i, s in enumerate(candidate_scores)}
        # The line: score groups top-down, random order inside each group.
        line: list[_Player] = []
        for score in scores:
            group = [p for p in players if p.points == score]
            rng.shuffle(group)
            line.extend(group)
        self.line = line
        pairs = (len(players) + (1 if with_bye else 0)) // 2
        max_gap = (scores[0] - scores[-1]) if scores else 0
        self.unit_gap = pairs * JITTER + 1
        self.unit_cross = self.unit_gap * (pairs * max_gap * max_gap + 1)
        self.unit_bye_rank = self.unit_cross * (pairs * len(scores) + 1)
        self.unit_second_bye = self.unit_bye_rank * (len(candidate_scores) + 1)
        self.unit_rematch = self.unit_second_bye * 2
        self.big = self.unit_rematch * (pairs + 1)

    def pair_cost(self, p: _Player, q: _Player) -> _Cost:
        gap = abs(p.points - q.points)
        return _Cost(int(q.number in p.met), 0, 0, abs(p.level - q.level), gap * gap)

    def bye_cost(self, p: _Player) -> _Cost:
        second = int(p.had_bye)
        rank = self.bye_rank.get(p.points, len(self.bye_rank))
        return _Cost(0, second, rank, 0, 0)

    def weight(self, cost: _Cost) -> int:
        return self.big - (
            cost.rematches * self.unit_rematch
            + cost.second_byes * self.unit_second_bye
            + cost.bye_rank * self.unit_bye_rank
            + cost.crossings * self.unit_cross
            + cost.gaps * self.unit_gap
            + self.rng.randrange(JITTER)
        )

    def lower_bound(self) -> tuple[int, int, int, int, int]:
        """The best cost any pairing could reach (ignoring rematches), by a parity scan."""
        counts = dict.fromkeys(self.scores, 0)
        for p in self.players:
            counts[p.points] += 1
        second = 0
        if self.with_bye:
            second = 0 if self.bye_without_second else 1
            counts[min(p.points for p in self.bye_pool)] -= 1
        crossings = gaps = cumulative = 0
        for upper, lower in zip(self.scores, self.scores[1:], strict=False):
            cumulative += counts[upper]
            if cumulative % 2:
                crossings += 1
                gaps += (upper - lower) ** 2
        return (0, second, 0, crossings, gaps)

    def bands(self) -> list[tuple[int, int, bool]]:
        """The line cut into independent bands (start, stop, holds the bye) of about
        ``BAND_PLAYERS``: a band always pairs its own players (an even number, the bye aside),
        so a cut never forces a pair-down the whole field would not need, and the bye stays in
        the band of the lowest score among its candidates. Pairing the bands apart can only be
        worse than the whole graph, never better: a split pairing that meets ``lower_bound`` is
        optimal (``_match`` checks this and otherwise pairs the whole graph)."""
        bye_points = min(p.points for p in self.bye_pool) if self.with_bye else None
        candidates = {p.number for p in self.bye_pool if p.points == bye_points}
        bands: list[tuple[int, int, bool]] = []
        start = 0
        holds_bye = False
        for position, p in enumerate(self.line, start=1):
            if p.number in candidates and not any(band[2] for band in bands):
                holds_bye = True
            size = position - start
            if size >= BAND_PLAYERS and (size - holds_bye) % 2 == 0:
                bands.append((start, position, holds_bye))
                start, holds_bye = position, False
        if start < len(self.line):
            if bands and len(self.line) - start < BAND_PLAYERS // 2:
                first, _stop, bye = bands.pop()
                start, holds_bye = first, holds_bye or bye
            bands.append((start, len(self.line), holds_bye))
        return bands

    def solve_split(self, stage: _Stage) -> tuple[list[tuple[str, str | None]], _Cost] | None:
        """``solve`` band by band (see ``bands``); None when some band has no full matching."""
        pairs: list[tuple[str, str | None]] = []
        total = [0, 0, 0, 0, 0]
        for start, stop, holds_bye in self.bands():
            solved = self.solve(stage, start, stop, holds_bye)
            if solved is None:
                return None
            pairs.extend(solved[0])
            for k, value in enumerate(solved[1].key()):
                total[k] += value
        return pairs, _Cost(*total)

    def solve(
        self,
        stage: _Stage,
        start: int = 0,
        stop: int | None = None,
        with_bye: bool | None = None,
    ) -> tuple[list[tuple[str, str | None]], _Cost] | None:
        """The best matching of ``line[start:stop]`` (all of it by default) with the bye node
        when ``with_bye`` (by default when the field is odd)."""
        import rustworkx as rx  # the matcher: loaded when a round is paired, not for standings

        graph: rx.PyGraph = rx.PyGraph()
        line = self.line[start:stop]
        with_bye = self.with_bye if with_bye is None else with_bye
        graph.add_nodes_from(range(len(line) + (1 if with_bye else 0)))
        edges: list[tuple[int, int, int]] = []
        count = len(line)
        for i, p in enumerate(line):
            stop = count if stage.window is None else min(count, i + 1 + stage.window)
            for j in range(i + 1, stop):
                q = line[j]
                if q.number in p.met and not stage.penalties:
                    continue
                edges.append((i, j, self.weight(self.pair_cost(p, q))))
        if with_bye:
            bye_node = count
            for i, p in enumerate(line):
                if p.is_staff or (p.had_bye and not stage.penalties):
                    continue
                edges.append((i, bye_node, self.weight(self.bye_cost(p))))
        graph.add_edges_from(edges)
        matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=lambda w: w)
        if 2 * len(matching) != graph.num_nodes():
            return None
        pairs: list[tuple[str, str | None]] = []
        total = [0, 0, 0, 0, 0]
        for u, v in sorted(tuple(sorted(e)) for e in matching):
            p = line[u]
            if with_bye and v == count:
                pairs.append((p.number, None))
                cost = self.bye_cost(p)
            else:
                q = line[v]
                pairs.append((p.number, q.number))
                cost = self.pair_cost(p, q)
            for k, value in enumerate(cost.key()):
                total[k] += value
        return pairs, _Cost(*total)


_STAFF_GAME = N_("against the staff player (the game is not rated)")


def _explain_pair(
    problem: _Problem, a: _Player, b: _Player, rounds_met: dict[str, int], bye_points: int | None
) -> Sentence | str:
    hi, lo = (a, b) if a.points >= b.points else (b, a)
    parts: list[Sentence] = []
    if b.number in a.met:
        parts.append(
            N_(
                "REMATCH (first met in round {round}): no pairing of the whole field avoids it",
                round=rounds_met.get(b.number, "?"),
            )
        )
    if hi.points == lo.points:
        parts.append(N_plural("both on {count} point", "both on {count} points", hi.points))
    else:
        above = sum(1 for p in problem.players if p.points >= hi.points)
        if bye_points is not None and bye_points >= hi.points:
            above -= 1
        if above % 2:
            why = N_plural(
                "an odd number of players have {count} point or more",
                "an odd number of players have {count} points or more",
                hi.points,
            )
        else:
            why = N_plural(
                "no opponent on {count} point without a rematch",
                "no opponent on {count} points without a rematch",
                hi.points,
            )
        parts.append(
            N_(
                "paired down from {high} to {low} points: {why}",
                high=hi.points,
                low=lo.points,
                why=why,
            )
        )
    if a.is_staff or b.is_staff:
        parts.append(_STAFF_GAME)
    return joined(parts, "semicolon")


def _table_order(
    pairs: list[tuple[str, str | None]], points: dict[str, int], position: dict[str, int]
) -> list[tuple[str, str | None]]:
    games = [p for p in pairs if p[1] is not None]
    byes = [p for p in pairs if p[1] is None]

    def key(pair: tuple[str, str | None]) -> tuple[int, int, int]:
        a, b = pair
        assert b is not None
        sa, sb = points[a], points[b]
        return (-max(sa, sb), -min(sa, sb), min(position[a], position[b]))

    ordered = []
    for a, b in sorted(games, key=key):
        assert b is not None
        # The higher-scored player is listed first.
        ordered.append((a, b) if points[a] >= points[b] else (b, a))
    return ordered + byes


def pair_swiss_round(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    round_number: int,
    *,
    through_round: int | None = None,
) -> RoundPairing:
    """Pair one Swiss round from the full history (results of earlier rounds all known)."""
    records = compute_records(config, entrants, matches, through_round=through_round)
    rounds_met = _first_meetings(matches)
    pool = sorted(
        (e for e in entrants if e.active and not e.is_staff and e.entered_round <= round_number),
        key=lambda e: e.number,
    )
    staff = sorted((e for e in entrants if e.active and e.is_staff), key=lambda e: e.number)
    relaxations: list[Relaxation] = []
    notes: list[Sentence] = []
    with_bye = False
    if len(pool) % 2:
        if config.odd_field is OddField.STAFF and staff:
            pool.append(staff[0])
            notes.append(
                N_(
                    "odd field: the staff player {number} plays this round",
                    number=staff[0].number,
                )
            )
        else:
            with_bye = True
            if config.odd_field is OddField.STAFF:
                relaxations.append(
                    Relaxation(
                        RelaxedRule.NO_STAFF_PLAYER,
                        (),
                        N_(
                            "the field is odd and no active staff player is registered: "
                            "a bye is given instead"
                        ),
                    )
                )
    if not pool:
        raise RefusedAction(
            N_(
                "round {round_number} cannot be paired: no active players remain",
                round_number=round_number,
            )
        )
    if len(pool) == 1 and with_bye:  # a round of one bye: a free win, and nobody plays
        raise RefusedAction(
            N_(
                "round {round_number} cannot be paired: {player} is the only active player "
                "left; finish the event",
                round_number=round_number,
                player=pool[0].number,
            )
        )
    rng = random.Random(f"{config.seed}/swiss/{round_number}")
    players = _players(pool, records)
    problem = _Problem(players, with_bye, rng)
    points = {p.number: p.points for p in players}

    if round_number == 1 or all(records[p.number].rounds == 0 for p in players):
        pairs, explain = _random_draw(problem, round_number)
    else:
        pairs, cost = _match(problem)
        bye_points = next((points[a] for a, b in pairs if b is None), None)
        explain = {}
        for a, b in pairs:
            if b is None:
                explain[(a, b)] = _explain_bye(problem, problem.by_number[a])
            else:
                explain[(a, b)] = _explain_pair(
                    problem,
                    problem.by_number[a],
                    problem.by_number[b],
                    rounds_met.get(a, {}),
                    bye_points,
                )
                explain[(b, a)] = explain[(a, b)]
        relaxations.extend(_relaxations(problem, pairs, rounds_met))
        notes.append(_pair_downs(cost.crossings))
    position = {p.number: i for i, p in enumerate(problem.line)}
    ordered = _table_order(pairs, points, position)
    staff_numbers = {e.number for e in staff}
    pairings = []
    for table, (a, b) in enumerate(ordered, start=1):
        text = explain[(a, b)]
        pairings.append(
            Pairing(
                table=table,
                a=a,
                b=b,
                explanation=text,
                staff_game=a in staff_numbers or b in staff_numbers,
            )
        )
    return RoundPairing(
        round=round_number,
        pairings=tuple(pairings),
        relaxations=tuple(relaxations),
        stage="swiss",
        notes=tuple(notes),
    )


def _pair_downs(crossings: int) -> Sentence:
    return N_plural("{count} pair-down", "{count} pair-downs", crossings)


def is_pair_down_count(note: object) -> bool:
    """Whether a round's note is its count of pair-downs (which a judge's swap changes)."""
    return isinstance(note, Sentence) and note.source == _pair_downs(0).source


def pair_down_count(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    pairs: Sequence[tuple[str, str | None]],
) -> Sentence:
    """The pair-down count note of a Swiss round seated as ``pairs`` (after a judge's swap),
    counted as the engine counts it: score groups crossed. ``matches``: the earlier rounds."""
    records = compute_records(config, entrants, matches)
    seated = [n for pair in pairs for n in pair if n is not None]
    scores = sorted({records[n].points for n in seated}, reverse=True)
    level = {score: i for i, score in enumerate(scores)}
    return _pair_downs(
        sum(
            abs(level[records[a].points] - level[records[b].points])
            for a, b in pairs
            if b is not None
        )
    )


def _players(pool: Sequence[Entrant], records: dict[str, PlayerRecord]) -> list[_Player]:
    scores = sorted({records[e.number].points for e in pool}, reverse=True)
    level = {s: i for i, s in enumerate(scores)}
    return [
        _Player(
            number=e.number,
            points=records[e.number].points,
            level=level[records[e.number].points],
            had_bye=records[e.number].pairing_byes > 0,
            met=frozenset(records[e.number].opponents),
            is_staff=e.is_staff,
        )
        for e in pool
    ]


def _first_meetings(matches: Sequence[MatchRecord]) -> dict[str, dict[str, int]]:
    met: dict[str, dict[str, int]] = {}
    for m in sorted(matches, key=lambda m: m.round):
        if m.played and m.b is not None:
            met.setdefault(m.a, {}).setdefault(m.b, m.round)
            met.setdefault(m.b, {}).setdefault(m.a, m.round)
    return met


def _random_draw(
    problem: _Problem, round_number: int
) -> tuple[list[tuple[str, str | None]], dict[tuple[str, str | None], Sentence | str]]:
    order = [p.number for p in problem.line]  # already shuffled (one score group)
    explain: dict[tuple[str, str | None], Sentence | str] = {}
    pairs: list[tuple[str, str | None]] = []
    if problem.with_bye:
        candidates = [n for n in order if not problem.by_number[n].is_staff]
        bye = candidates[-1]
        order.remove(bye)
        pairs.append((bye, None))
        explain[(bye, None)] = N_(
            "bye (counts as a win): drawn at random for round {round}", round=round_number
        )
    for a, b in zip(order[::2], order[1::2], strict=True):
        pairs.append((a, b))
        drawn = N_("round {round}: random draw", round=round_number)
        staff = problem.by_number[a].is_staff or problem.by_number[b].is_staff
        explain[(a, b)] = explain[(b, a)] = (
            joined([drawn, _STAFF_GAME], "semicolon") if staff else drawn
        )
    return pairs, explain


def _match(problem: _Problem) -> tuple[list[tuple[str, str | None]], _Cost]:
    bound = problem.lower_bound()
    stages = _STAGES if len(problem.players) <= FULL_GRAPH_LIMIT else _LARGE_STAGES
    best: tuple[list[tuple[str, str | None]], _Cost] | None = None
    if len(problem.players) > FULL_GRAPH_LIMIT and len(problem.bands()) > 1:
        best = problem.solve_split(stages[0])
        if best is not None and best[1].key() <= bound:
            return best
    for stage in stages:
        solved = problem.solve(stage)
        if solved is None:
            continue
        if best is None or solved[1].key() < best[1].key():
            best = solved
        if solved[1].key() <= bound:
            break
    if best is None:  # only a field of one can get here; the complete graph always matches
        raise RefusedAction(N_("no pairing exists for this field"))
    return best


def _explain_bye(problem: _Problem, p: _Player) -> Sentence:
    if not p.had_bye:
        lowest = min(q.points for q in problem.bye_pool)
        if p.points == lowest:
            return N_(
                "bye (counts as a win): fewest points ({points}) among players without a bye",
                points=p.points,
            )
        return N_plural(
            "bye (counts as a win) at {count} point: the players on fewer points "
            "could not be left out without a rematch",
            "bye (counts as a win) at {count} points: the players on fewer points "
            "could not be left out without a rematch",
            p.points,
        )
    return N_("SECOND BYE (counts as a win): no other pairing of the whole field was possible")


def _relaxations(
    problem: _Problem,
    pairs: list[tuple[str, str | None]],
    rounds_met: dict[str, dict[str, int]],
) -> list[Relaxation]:
    found: list[Relaxation] = []
    for a, b in pairs:
        p = problem.by_number[a]
        if b is None:
            if p.had_bye:
                found.append(
                    Relaxation(
                        RelaxedRule.SECOND_BYE,
                        (a,),
                        N_(
                            "{player} gets a second bye: no pairing of the whole field avoids it",
                            player=a,
                        ),
                    )
                )
            elif problem.bye_cost(p).bye_rank > 0:
                lowest = min(q.points for q in problem.bye_pool)
                found.append(
                    Relaxation(
                        RelaxedRule.BYE_NOT_LOWEST,
                        (a,),
                        N_(
                            "the bye goes to {player} on {points} points although players on "
                            "{lowest} points have had no bye: giving it lower would force a "
                            "rematch",
                            player=a,
                            points=p.points,
                            lowest=lowest,
                        ),
                    )
                )
        elif b in p.met:
            first = rounds_met.get(a, {}).get(b)
            found.append(
                Relaxation(
                    RelaxedRule.REMATCH,
                    tuple(sorted((a, b))),
                    N_(
                        "{a} and {b} meet again (first in round {round}): "
                        "no pairing of the whole field avoids a rematch",
                        a=a,
                        b=b,
                        round=first,
                    ),
                )
            )
    return found
