"""Single- and double-elimination brackets: the plan, where everyone stands, the next round.

A bracket is a fixed plan of matches over seed positions (``WB-R1-M1`` … ``LB-R2-M1`` …
``GF-1``, ``GF-2``), each slot fed by a seed or by the winner or loser of an earlier match. The
plan follows from the bracket size alone; the seeds are read back from the first bracket round
that was stored, so the match history is the whole state. Each event round pairs every match
whose two players are known; a slot with nobody in it (a bye seed, or the loser of a bye) gives
the other player a bye, recorded like any other so the bracket chart shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import RegistrationStatus
from opl_tournament.domain.pairing.records import (
    Bracket,
    Entrant,
    MatchRecord,
    Pairing,
    ResultCode,
)
from opl_tournament.domain.sentences import N_, Sentence

EMPTY = ""
"""A slot nobody fills: a bye seed, or the loser of a bye."""

MAX_BRACKET = 256

WINNERS, LOSERS, FINAL = Bracket.WINNERS, Bracket.LOSERS, Bracket.FINAL


def bracket_size(players: int) -> int:
    """The power of two a field is padded to with byes."""
    if players < 2:
        raise RefusedAction(N_("an elimination bracket needs at least 2 active players"))
    if players > MAX_BRACKET:
        raise RefusedAction(
            N_(
                "an elimination bracket holds at most {most} players",
                most=MAX_BRACKET,
            )
        )
    size = 2
    while size < players:
        size *= 2
    return size


def seed_order(size: int) -> list[int]:
    """Seeds in bracket order: pairs (1, 16), (8, 9), (4, 13)… so favourites meet last."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def _natural(items: list[str]) -> list[str]:
    return list(items)


def _reverse(items: list[str]) -> list[str]:
    return items[::-1]


def _half_shift(items: list[str]) -> list[str]:
    half = len(items) // 2
    return items[half:] + items[:half]


def _reverse_half_shift(items: list[str]) -> list[str]:
    half = len(items) // 2
    return items[:half][::-1] + items[half:][::-1]


def _pair_flip(items: list[str]) -> list[str]:
    return [x for i in range(0, len(items) - 1, 2) for x in (items[i + 1], items[i])]


Ordering = Callable[[list[str]], list[str]]

# How the losers of each winners' round drop into the losers' bracket, by bracket size: crossed so
# that a player does not meet again, early, the one who just beat them (the orderings of the
# "superior losers' bracket seeding", as brackets-manager uses them).
_DROP_ORDERINGS: dict[int, tuple[Ordering, ...]] = {
    2: (_natural,),
    4: (_natural, _natural),
    8: (_natural, _reverse, _natural),
    16: (_natural, _reverse_half_shift, _reverse, _natural),
    32: (_natural, _reverse, _half_shift, _natural, _natural),
    64: (_natural, _reverse, _half_shift, _reverse, _natural, _natural),
    128: (_natural, _reverse, _half_shift, _pair_flip, _pair_flip, _pair_flip, _natural),
    256: (_natural, _reverse, _half_shift, *[_pair_flip] * 4, _natural),
}


@dataclass(frozen=True)
class Feed:
    """Where a slot's player comes from: a seed position, or an earlier match's winner or loser."""

    seed: int = 0
    match: str = ""
    loser: bool = False


@dataclass(frozen=True)
class PlannedMatch:
    id: str
    bracket: Bracket
    round: int
    """The round within its bracket (winners' round 1, losers' round 3, …)."""
    a: Feed
    b: Feed
    only_if_needed: bool = False


def match_id(bracket: Bracket, round_number: int, index: int) -> str:
    prefix = "WB" if bracket is WINNERS else "LB"
    return f"{prefix}-R{round_number}-M{index}"


def plan_bracket(size: int, *, double: bool, reset: bool = True) -> tuple[PlannedMatch, ...]:
    """Every match of a bracket of ``size`` seeds, in the order they can be played."""
    rounds = size.bit_length() - 1
    order = seed_order(size)
    plan = [
        PlannedMatch(match_id(WINNERS, 1, i + 1), WINNERS, 1, Feed(seed=a), Feed(seed=b))
        for i, (a, b) in enumerate(zip(order[::2], order[1::2], strict=True))
    ]
    for r in range(2, rounds + 1):
        plan += [
            PlannedMatch(
                match_id(WINNERS, r, i),
                WINNERS,
                r,
                Feed(match=match_id(WINNERS, r - 1, 2 * i - 1)),
                Feed(match=match_id(WINNERS, r - 1, 2 * i)),
            )
            for i in range(1, size // 2**r + 1)
        ]
    if not double:
        return tuple(plan)
    plan += _losers_bracket(size, rounds)
    wb_final = match_id(WINNERS, rounds, 1)
    lb_champion = (
        Feed(match=wb_final, loser=True)
        if rounds == 1
        else Feed(match=match_id(LOSERS, 2 * rounds - 2, 1))
    )
    plan.append(PlannedMatch("GF-1", FINAL, 1, Feed(match=wb_final), lb_champion))
    if reset:
        plan.append(
            PlannedMatch(
                "GF-2",
                FINAL,
                2,
                Feed(match="GF-1"),
                Feed(match="GF-1", loser=True),
                only_if_needed=True,
            )
        )
    return tuple(plan)


def _losers_bracket(size: int, rounds: int) -> list[PlannedMatch]:
    orderings = _DROP_ORDERINGS[size]
    plan: list[PlannedMatch] = []

    def dropped(wb_round: int) -> list[str]:
        ids = [match_id(WINNERS, wb_round, i) for i in range(1, size // 2**wb_round + 1)]
        return orderings[wb_round - 1](ids)

    if rounds < 2:
        return plan
    first = dropped(1)
    plan += [
        PlannedMatch(
            match_id(LOSERS, 1, i + 1),
            LOSERS,
            1,
            Feed(match=first[2 * i], loser=True),
            Feed(match=first[2 * i + 1], loser=True),
        )
        for i in range(len(first) // 2)
    ]
    for j in range(1, rounds):
        drop_round = 2 * j
        drops = dropped(j + 1)
        plan += [
            PlannedMatch(
                match_id(LOSERS, drop_round, i + 1),
                LOSERS,
                drop_round,
                Feed(match=drops[i], loser=True),
                Feed(match=match_id(LOSERS, drop_round - 1, i + 1)),
            )
            for i in range(len(drops))
        ]
        if j < rounds - 1:
            plan += [
                PlannedMatch(
                    match_id(LOSERS, drop_round + 1, i),
                    LOSERS,
                    drop_round + 1,
                    Feed(match=match_id(LOSERS, drop_round, 2 * i - 1)),
                    Feed(match=match_id(LOSERS, drop_round, 2 * i)),
                )
                for i in range(1, len(drops) // 2 + 1)
            ]
    return plan


@dataclass(frozen=True)
class MatchState:
    """A planned match as it stands: its players (None = not known yet) and its outcome."""

    planned: PlannedMatch
    a: str | None
    b: str | None
    record: MatchRecord | None = None
    winner: str | None = None
    loser: str | None = None
    needed: bool = True
    """False for a grand-final reset that the first final made unnecessary."""

    @property
    def decided(self) -> bool:
        return self.winner is not None


@dataclass(frozen=True)
class BracketState:
    size: int
    double: bool
    seeds: tuple[str, ...]
    """Seed position i + 1 holds ``seeds[i]`` (EMPTY for a bye)."""
    matches: dict[str, MatchState] = field(default_factory=dict)
    gone: frozenset[str] = frozenset()
    """Players no longer active (see ``resolve``)."""

    @property
    def complete(self) -> bool:
        return all(m.decided or not m.needed for m in self.matches.values())

    def champion(self) -> str | None:
        final = self.matches.get("GF-2")
        if final is None or not final.needed:
            final = self.matches.get("GF-1") or self.matches[match_id(WINNERS, self.rounds, 1)]
        return final.winner if final.decided else None

    @property
    def rounds(self) -> int:
        return self.size.bit_length() - 1


def resolve(
    seeds: Sequence[str],
    records: Sequence[MatchRecord],
    *,
    double: bool,
    reset: bool = True,
    gone: frozenset[str] = frozenset(),
) -> BracketState:
    """Where every planned match stands, from the seeds and the stored bracket matches.

    ``gone``: players no longer active (dropped, disqualified). A match not played whose two
    slots hold nobody still playing is decided with nobody advancing, as a match of two byes
    is: otherwise the matches it feeds would wait for it for ever."""
    size = len(seeds)
    by_id = {r.match_id: r for r in records if r.match_id}
    states: dict[str, MatchState] = {}

    def fill(feed: Feed) -> str | None:
        if feed.seed:
            return seeds[feed.seed - 1]
        source = states[feed.match]
        return source.loser if feed.loser else source.winner

    for planned in plan_bracket(size, double=double, reset=reset):
        record = by_id.get(planned.id)
        a, b = fill(planned.a), fill(planned.b)
        needed = True
        if planned.only_if_needed:
            first = states["GF-1"]
            # The reset is played when the losers' champion beat the winners' champion; not when
            # the winners' champion left and the first final was a walkover.
            walkover = first.record is not None and first.record.b is None
            needed = not first.decided or (first.winner == first.b and not walkover)
        withdrawn = EMPTY
        if record is not None and record.b is None and record.a in (a, b) and None not in (a, b):
            # A bye, or a walkover when a player left: both places stay as the plan has them,
            # so each player is drawn where their line arrives, and one who left is still shown.
            withdrawn = (b if record.a == a else a) or EMPTY
        elif record is not None:
            a, b = record.a, record.b if record.b is not None else EMPTY
        states[planned.id] = _outcome(planned, a, b, record, needed, withdrawn, gone)
    return BracketState(size, double, tuple(seeds), states, gone)


def _outcome(
    planned: PlannedMatch,
    a: str | None,
    b: str | None,
    record: MatchRecord | None,
    needed: bool,
    withdrawn: str,
    gone: frozenset[str],
) -> MatchState:
    if not needed:
        return MatchState(planned, a, b, record, needed=False)
    if record is not None and record.reported:
        winner = record.a if record.b is None else record.winner
        if winner is None:  # a double loss cannot happen in a bracket; nobody advances
            return MatchState(planned, a, b, record, EMPTY, EMPTY)
        loser = withdrawn if record.b is None else record.other(winner)
        return MatchState(planned, a, b, record, winner, loser)
    if a is not None and b is not None and {a, b} <= gone | {EMPTY}:
        return MatchState(planned, a, b, record, EMPTY, EMPTY)
    return MatchState(planned, a, b, record)


def seeds_from_first_round(records: Sequence[MatchRecord]) -> list[str]:
    """The seed positions, read back from the stored first winners' round."""
    first = {
        int(r.match_id.rsplit("M", 1)[1]): r
        for r in records
        if r.match_id and r.match_id.startswith("WB-R1-")
    }
    size = 2 * len(first)
    order = seed_order(size)
    seeds = [EMPTY] * size
    for index, record in first.items():
        seeds[order[2 * index - 2] - 1] = record.a
        seeds[order[2 * index - 1] - 1] = EMPTY if record.b is None else record.b
    return seeds


def seeds_for(players: Sequence[str]) -> list[str]:
    """Seed positions for players given best first: byes fill the lowest seeds."""
    size = bracket_size(len(players))
    return list(players) + [EMPTY] * (size - len(players))


def ready_pairings(
    state: BracketState, entrants: Sequence[Entrant], *, first_table: int = 1
) -> list[Pairing]:
    """Every match whose players are known and not yet paired: games first, then byes.

    A player no longer active (dropped or disqualified) is not paired: the opponent advances
    with a bye.
    """
    active = {e.number for e in entrants if e.active}
    disqualified = {e.number for e in entrants if e.status is RegistrationStatus.DISQUALIFIED}
    games: list[Pairing] = []
    byes: list[Pairing] = []
    for m in state.matches.values():
        if m.record is not None or m.a is None or m.b is None or not m.needed:
            continue
        a, b = (m.a if m.a in active else EMPTY), (m.b if m.b in active else EMPTY)
        if a == EMPTY and b == EMPTY:
            continue
        label = _label(m.planned)
        if a and b:
            games.append(Pairing(0, a, b, label, m.planned.id, m.planned.bracket))
            continue
        player, gone = (a, m.b) if a else (b, m.a)
        if gone == EMPTY:
            why = N_("{match}: bye (no opponent in this slot)", match=label)
        else:
            why = N_("{match}: bye ({player} is no longer playing)", match=label, player=gone)
        result = ResultCode.BYE_DQ if gone in disqualified else ResultCode.BYE
        byes.append(
            Pairing(
                0,
                player,
                None,
                why,
                m.planned.id,
                m.planned.bracket,
                bye_result=result,
            )
        )
    return [replace(p, table=table) for table, p in enumerate(games + byes, start=first_table)]


def _label(planned: PlannedMatch) -> Sentence:
    if planned.bracket is FINAL:
        return N_("grand final") if planned.id == "GF-1" else N_("grand final reset")
    if planned.bracket is WINNERS:
        return N_("winners' bracket round {round} ({match})", round=planned.round, match=planned.id)
    return N_("losers' bracket round {round} ({match})", round=planned.round, match=planned.id)


def _eliminates(state: BracketState, m: MatchState) -> bool:
    """Whether losing ``m`` knocked its loser out (in double elimination, a second loss)."""
    if not m.decided or not m.loser:
        return False
    if not state.double:
        return True
    if m.planned.bracket is WINNERS:
        return False
    # The winners' champion losing the first final only forces the reset.
    return not (m.planned.id == "GF-1" and m.loser == m.a and "GF-2" in state.matches)


def placings(state: BracketState) -> list[tuple[int, int, list[str]]]:
    """(first place, last place, players) from best to worst, as far as the bracket has gone.

    Players still in the bracket share the top places; those knocked out in the same round share
    a range (``5–6``), listed by seed.
    """
    knocked_out: dict[str, tuple[int, int]] = {}
    for m in state.matches.values():
        if _eliminates(state, m):
            assert m.loser is not None
            knocked_out[m.loser] = (int(m.planned.bracket is FINAL), m.planned.round)
    champion = state.champion()
    left: dict[str, tuple[int, int]] = {}
    for m in state.matches.values():
        # A player who left without being knocked out is out at the last match they lost or
        # that went on without them.
        for number in (m.a, m.b):
            if number not in state.gone or number in knocked_out or number == champion:
                continue
            if m.decided and m.winner != number:
                key = (int(m.planned.bracket is FINAL), m.planned.round)
                left[number] = max(left.get(number, key), key)
    knocked_out.update(left)
    seed_rank = {number: i for i, number in enumerate(state.seeds) if number}
    groups: list[list[str]] = []
    if champion:
        groups.append([champion])
    alive = [n for n in seed_rank if n not in knocked_out and n != champion]
    if alive:
        groups.append(alive)
    for key in sorted(set(knocked_out.values()), reverse=True):
        groups.append([n for n, k in knocked_out.items() if k == key])
    result: list[tuple[int, int, list[str]]] = []
    place = 1
    for group in groups:
        players = sorted(group, key=seed_rank.__getitem__)
        result.append((place, place + len(players) - 1, players))
        place += len(players)
    return result


def later_matches(state: BracketState, match: str) -> list[MatchState]:
    """The stored matches that a result of ``match`` sent a player to."""
    return [
        m
        for m in state.matches.values()
        if m.record is not None
        and match in (m.planned.a.match, m.planned.b.match)
        and m.planned.id != match
    ]


@dataclass(frozen=True)
class SlotView:
    """One side of a bracket match, for the printed bracket chart and the bracket view."""

    number: str = ""
    name: str = ""
    bye: bool = False
    from_match: str = ""
    from_outcome: str = "winner"
    left: str = ""
    """Why the player here did not play the match: "dropped" or "disqualified" (the other
    player advanced on a walkover); empty when they played it or it is still to come."""


@dataclass(frozen=True)
class BracketMatchView:
    match_id: str
    bracket: Bracket
    round: int
    slot_a: SlotView
    slot_b: SlotView
    table: int | None
    winner: str
    only_if_needed: bool
    """The grand-final reset while the first final has not said whether it is played."""
    needed: bool = True
    """False for a grand-final reset that the first final made unnecessary."""


@dataclass(frozen=True)
class BracketView:
    double: bool
    matches: tuple[BracketMatchView, ...]
    champion: str
    champion_name: str = ""

    @property
    def champion_label(self) -> str:
        """The champion as the chart and the window name them ("0001 Ada Lovelace")."""
        return f"{self.champion} {self.champion_name}".strip()


def bracket_state_view(
    state: BracketState, names: dict[str, str], disqualified: frozenset[str] = frozenset()
) -> BracketView:
    """Every match of the plan with what is known of it (players, byes, tables, winners).
    ``disqualified``: the players who left by disqualification (the others left dropped)."""

    def slot(feed: Feed, player: str | None, left: str = "") -> SlotView:
        source = "" if feed.seed else feed.match
        outcome = "loser" if feed.loser else "winner"
        if player is None:
            return SlotView(from_match=source, from_outcome=outcome)
        if player == EMPTY:
            return SlotView(bye=True, from_match=source, from_outcome=outcome)
        name = names.get(player, "")
        return SlotView(player, name, from_match=source, from_outcome=outcome, left=left)

    first_final = state.matches.get("GF-1")
    # The reset is "only if needed" until the first final says whether it is needed.
    undecided = first_final is None or not first_final.decided
    views = []
    for m in state.matches.values():
        record = m.record
        views.append(
            BracketMatchView(
                match_id=m.planned.id,
                bracket=m.planned.bracket,
                round=m.planned.round,
                slot_a=slot(m.planned.a, m.a, _left(m, m.a, disqualified)),
                slot_b=slot(m.planned.b, m.b, _left(m, m.b, disqualified)),
                table=None if record is None or record.b is None else record.table,
                winner=m.winner or "",
                only_if_needed=m.planned.only_if_needed and undecided,
                needed=m.needed,
            )
        )
    champion = state.champion() or ""
    return BracketView(state.double, tuple(views), champion, names.get(champion, ""))


def _left(m: MatchState, player: str | None, disqualified: frozenset[str]) -> str:
    """Why ``player`` did not play ``m``: "dropped" or "disqualified" when they had left (the
    opponent's walkover, or a double loss when both had), else nothing."""
    record = m.record
    if record is None or not player:
        return ""
    both_left = record.result is ResultCode.DOUBLE_LOSS
    walked_over = record.b is None and player == m.loser
    if not (both_left or walked_over):
        return ""
    if both_left:
        return "disqualified" if player in disqualified else "dropped"
    return "disqualified" if record.result is ResultCode.BYE_DQ else "dropped"
