"""What a result corrected after later rounds were paired changes: the players whose points,
rank or place in the cut moved, and the pairings of the current round that the corrected
standings would have made differently (as it is paired, against the pairing engine run again
on the corrected history). Nothing is re-paired: the judge decides."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from opl_tournament.domain.model import EventFormat, RegistrationStatus
from opl_tournament.domain.pairing.next_round import default_cut, event_standings, pair_next_round
from opl_tournament.domain.pairing.records import Entrant, EventConfig, MatchRecord, Pairing
from opl_tournament.domain.sentences import N_, Sentence, joined
from opl_tournament.domain.standings import RankedPlayer

if TYPE_CHECKING:
    from opl_tournament.domain.pairing.pods import PodEntrant, PodRecord, PodRules


@dataclass(frozen=True)
class Moved:
    """A player the correction moved in the standings."""

    number: str
    name: str
    points: tuple[int, int]
    """Before and after the correction."""
    rank: tuple[int, int]
    in_cut: tuple[bool, bool] | None = None
    """In the top cut before and after (None when the event has no cut still to make)."""

    def words(self) -> Sentence:
        parts: list[Sentence] = []
        if self.points[0] != self.points[1]:
            parts.append(
                N_("points {before} → {after}", before=self.points[0], after=self.points[1])
            )
        if self.rank[0] != self.rank[1]:
            parts.append(N_("rank {before} → {after}", before=self.rank[0], after=self.rank[1]))
        if self.in_cut is not None and self.in_cut[0] != self.in_cut[1]:
            parts.append(N_("now in the cut") if self.in_cut[1] else N_("now out of the cut"))
        return N_(
            "{name} ({number}): {changes}",
            name=self.name,
            number=self.number,
            changes=joined(parts, "comma"),
        )


@dataclass(frozen=True)
class Repairing:
    """A table of the current round the corrected standings would have paired otherwise."""

    table: int
    now: str
    """"0004 Ada v 0007 Bo" as it is paired."""
    would_be: tuple[str, ...]
    """The pairings the corrected standings give its players ("0004 Ada v 0012 Cy", …)."""

    def words(self, *, in_pods: bool = False) -> Sentence:
        """The line of this table (a pod's named so)."""
        said = {"table": self.table, "now": self.now, "pairs": ", ".join(self.would_be)}
        if in_pods:
            return N_("pod {table} ({now}): the corrected standings give {pairs}", **said)
        return N_("table {table} ({now}): the corrected standings give {pairs}", **said)


_PAIRED = {
    "head": N_(
        "Round {corrected} was corrected after round {current} was paired on its standings."
    ),
    "nothing": N_("Nothing moved: no points, ranks or pairings change."),
    "differently": N_("Round {current} would have been paired differently:"),
    "not_again": N_(
        "It is not re-paired by itself: to pair it again, take back its pairing and pair it once "
        "more."
    ),
    "same": N_("Round {current}'s pairings would have been the same."),
}
_SEATED = {
    "head": N_(
        "Round {corrected} was corrected after round {current} was seated on its standings."
    ),
    "nothing": N_("Nothing moved: no points, ranks or seatings change."),
    "differently": N_("Round {current} would have been seated differently:"),
    "not_again": N_(
        "It is not re-seated by itself: to seat it again, take back its seating and seat it once "
        "more."
    ),
    "same": N_("Round {current}'s seatings would have been the same."),
}
"""A correction's report of a round paired head to head, or seated in pods."""


def _given(sentence: Sentence, **params: object) -> Sentence:
    """One of the report's sentences with its places filled."""
    return Sentence(sentence.source, tuple(params.items()))


@dataclass(frozen=True)
class CorrectionEffects:
    corrected_round: int
    current_round: int
    moved: tuple[Moved, ...]
    repairings: tuple[Repairing, ...]
    verb: str = "pair"
    """How a round is made: "pair" (head to head), "seat" (pods)."""

    def lines(self) -> list[str]:
        """The report in English (the command line)."""
        return [str(sentence) for sentence in self.sentences()]

    def sentences(self) -> list[Sentence]:
        """The report, a sentence a line (a moved player or a table is indented)."""
        said = _SEATED if self.verb == "seat" else _PAIRED
        rounds = {"corrected": self.corrected_round, "current": self.current_round}
        head = _given(said["head"], **rounds)
        if not self.moved and not self.repairings:
            return [head, said["nothing"]]
        lines = [head]
        if self.moved:
            lines.append(N_("Moved in the standings:"))
            lines += [N_("  {line}", line=m.words()) for m in self.moved]
        if self.repairings:
            lines.append(_given(said["differently"], **rounds))
            in_pods = self.verb == "seat"
            lines += [N_("  {line}", line=r.words(in_pods=in_pods)) for r in self.repairings]
            lines.append(said["not_again"])
        else:
            lines.append(_given(said["same"], **rounds))
        return lines

    def to_json(self) -> dict[str, object]:
        return {
            "corrected_round": self.corrected_round,
            "current_round": self.current_round,
            "moved": [
                {
                    "number": m.number,
                    "points": list(m.points),
                    "rank": list(m.rank),
                    **({"in_cut": list(m.in_cut)} if m.in_cut is not None else {}),
                }
                for m in self.moved
            ],
            "repairings": [
                {"table": r.table, "now": r.now, "would_be": list(r.would_be)}
                for r in self.repairings
            ],
        }


Table = tuple[int, tuple[str, ...]]
"""A table of a round: its number and the players at it (one alone: a bye)."""


def _together(players: Sequence[str], names: Mapping[str, str]) -> str:
    """ "0004 Ada v 0007 Bo", a pod "0004 Ada v 0007 Bo v 0012 Cy", or "0004 Ada (bye)"."""

    def who(number: str) -> str:
        return f"{number} {names[number]}" if names.get(number) else number

    if len(players) == 1:
        return f"{who(players[0])} (bye)"
    return " v ".join(who(n) for n in players)


def _moved(
    before: Sequence[RankedPlayer], after: Sequence[RankedPlayer], cut: int
) -> tuple[Moved, ...]:
    """The players whose points or rank differ between two standings (and so their cut place:
    ``cut`` players make it, 0 when no cut is still to make), best placed first."""
    old = {r.number: r for r in before}
    moved = []
    for row in after:
        was = old.get(row.number)
        if was is None or (was.points, was.rank) == (row.points, row.rank):
            continue
        in_cut = (was.rank <= cut, row.rank <= cut) if cut else None
        points, rank = (was.points, row.points), (was.rank, row.rank)
        moved.append(Moved(row.number, row.name, points, rank, in_cut))
    return tuple(sorted(moved, key=lambda m: m.rank[1]))


def _regrouped(
    seated: Sequence[Table], would: Sequence[Table], names: Mapping[str, str]
) -> tuple[Repairing, ...]:
    """The tables as seated whose players the engine, run again, would not seat together."""
    groups = {frozenset(players) for _table, players in would}
    group_of = {n: players for _table, players in would for n in players}
    changes = []
    for table, players in seated:
        if frozenset(players) in groups:
            continue
        theirs = dict.fromkeys(group_of[n] for n in players if n in group_of)
        changes.append(
            Repairing(table, _together(players, names), tuple(_together(g, names) for g in theirs))
        )
    return tuple(sorted(changes, key=lambda r: r.table))


def _cut(config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord]) -> int:
    """How many make the cut, while it is still to be made (0 otherwise)."""
    if config.format is not EventFormat.COMBINATION or any(m.match_id for m in matches):
        return 0
    active = [e for e in entrants if e.active and not e.is_staff]
    return config.cut_size or default_cut(len(active))


def _players(match: MatchRecord | Pairing) -> tuple[str, ...]:
    return (match.a,) if match.b is None else (match.a, match.b)


def _as_when_seated(entrants: Sequence[Entrant], seated: set[str]) -> list[Entrant]:
    """The entrants as they were when the current round was paired: a player at one of its
    tables was still in the event then, though dropped (or disqualified) since; otherwise the
    engine run again would leave them out, and their drop would read as the correction's doing."""
    return [
        e if e.active or e.number not in seated else replace(e, status=RegistrationStatus.ACTIVE)
        for e in entrants
    ]


def correction_effects(
    config: EventConfig,
    entrants: Sequence[Entrant],
    before: Sequence[MatchRecord],
    after: Sequence[MatchRecord],
    corrected_round: int,
) -> CorrectionEffects | None:
    """What correcting a result of ``corrected_round`` (``before`` → ``after``, the event's
    whole history each way) changed; None when no later round was paired on it.

    The current round as it is paired is set against the same engine (seed, players) pairing
    it from the corrected history. A bracket round is left out: it follows its own results."""
    current = max((m.round for m in after), default=0)
    if current <= corrected_round:
        return None
    moved = _moved(
        event_standings(config, entrants, before).rows,
        event_standings(config, entrants, after).rows,
        _cut(config, entrants, after),
    )
    seated = [m for m in after if m.round == current]
    if any(m.match_id for m in seated):
        return CorrectionEffects(corrected_round, current, moved, ())
    earlier = [m for m in after if m.round < current]
    as_paired = _as_when_seated(entrants, {n for m in seated for n in _players(m)})
    would = pair_next_round(config, as_paired, earlier, current).pairings
    names = {e.number: e.name for e in entrants}
    regrouped = _regrouped(
        [(m.table, _players(m)) for m in seated], [(p.table, _players(p)) for p in would], names
    )
    return CorrectionEffects(corrected_round, current, moved, regrouped)


def pod_correction_effects(
    rules: PodRules,
    entrants: Sequence[PodEntrant],
    before: Sequence[PodRecord],
    after: Sequence[PodRecord],
    corrected_round: int,
) -> CorrectionEffects | None:
    """``correction_effects`` for pods: who moved in the pod standings, and the pods of the
    current round the seating engine would seat otherwise from the corrected history."""
    # loaded here: a head-to-head event never loads the pods' seating and standings
    from opl_tournament.domain.pairing.pods import pair_pod_round
    from opl_tournament.domain.pod_standings import pod_standings

    current = max((r.round for r in after), default=0)
    if current <= corrected_round:
        return None
    moved = _moved(pod_standings(rules, entrants, before), pod_standings(rules, entrants, after), 0)
    earlier = [r for r in after if r.round < current]
    seated = {s.number for r in after if r.round == current for s in r.seats}
    as_seated = [
        e if e.active or e.number not in seated else replace(e, active=True) for e in entrants
    ]
    would = pair_pod_round(rules, as_seated, earlier, current).pods
    names = {e.number: e.name for e in entrants}
    regrouped = _regrouped(
        [(r.table, tuple(s.number for s in r.seats)) for r in after if r.round == current],
        [(p.table, tuple(s.number for s in p.seats)) for p in would],
        names,
    )
    return CorrectionEffects(corrected_round, current, moved, regrouped, verb="seat")
