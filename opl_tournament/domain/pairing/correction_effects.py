"""What a result corrected after later rounds were paired changes: the players whose points,
rank or place in the cut moved, and the pairings of the current round that the corrected
standings would have made differently (as it is paired, against the pairing engine run again
on the corrected history). Nothing is re-paired: the judge decides."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.next_round import default_cut, event_standings, pair_next_round
from opl_tournament.domain.pairing.records import Entrant, EventConfig, MatchRecord, Pairing
from opl_tournament.domain.standings import StandingRow


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

    def words(self) -> str:
        parts = []
        if self.points[0] != self.points[1]:
            parts.append(f"points {self.points[0]} → {self.points[1]}")
        if self.rank[0] != self.rank[1]:
            parts.append(f"rank {self.rank[0]} → {self.rank[1]}")
        if self.in_cut is not None and self.in_cut[0] != self.in_cut[1]:
            parts.append("now in the cut" if self.in_cut[1] else "now out of the cut")
        return f"{self.name} ({self.number}): {', '.join(parts)}"


@dataclass(frozen=True)
class Repairing:
    """A table of the current round the corrected standings would have paired otherwise."""

    table: int
    now: str
    """"0004 Ada v 0007 Bo" as it is paired."""
    would_be: tuple[str, ...]
    """The pairings the corrected standings give its players ("0004 Ada v 0012 Cy", …)."""

    def words(self) -> str:
        pairs = ", ".join(self.would_be)
        return f"table {self.table} ({self.now}): the corrected standings pair {pairs}"


@dataclass(frozen=True)
class CorrectionEffects:
    corrected_round: int
    current_round: int
    moved: tuple[Moved, ...]
    repairings: tuple[Repairing, ...]

    def lines(self) -> list[str]:
        head = (
            f"Round {self.corrected_round} was corrected after round {self.current_round} "
            "was paired on its standings."
        )
        if not self.moved and not self.repairings:
            return [head, "Nothing moved: no points, ranks or pairings change."]
        lines = [head]
        if self.moved:
            lines.append("Moved in the standings:")
            lines += [f"  {m.words()}" for m in self.moved]
        if self.repairings:
            lines.append(f"Round {self.current_round} would have been paired differently:")
            lines += [f"  {r.words()}" for r in self.repairings]
            lines.append(
                "It is not re-paired by itself: to pair it again, take back its pairing and pair "
                "it once more."
            )
        else:
            lines.append(f"Round {self.current_round}'s pairings would have been the same.")
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


def _versus(a: str, b: str | None, names: dict[str, str]) -> str:
    """ "0004 Ada v 0007 Bo", or "0004 Ada (bye)"."""

    def who(number: str) -> str:
        return f"{number} {names[number]}" if names.get(number) else number

    return f"{who(a)} v {who(b)}" if b is not None else f"{who(a)} (bye)"


def _cut(config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord]) -> int:
    """How many make the cut, while it is still to be made (0 otherwise)."""
    if config.format is not EventFormat.COMBINATION or any(m.match_id for m in matches):
        return 0
    active = [e for e in entrants if e.active and not e.is_staff]
    return config.cut_size or default_cut(len(active))


def correction_effects(
    config: EventConfig,
    entrants: Sequence[Entrant],
    before: Sequence[MatchRecord],
    after: Sequence[MatchRecord],
    corrected_round: int,
) -> CorrectionEffects | None:
    """What correcting a result of ``corrected_round`` (``before`` → ``after``, the event's
    whole history each way) changed; None when no later round was paired on it."""
    current = max((m.round for m in after), default=0)
    if current <= corrected_round:
        return None
    cut = _cut(config, entrants, after)

    def table(matches: Sequence[MatchRecord]) -> dict[str, StandingRow]:
        return {r.number: r for r in event_standings(config, entrants, matches).rows}

    old, new = table(before), table(after)
    moved = []
    for number, row in new.items():
        was = old.get(number)
        if was is None:
            continue
        in_cut = (was.rank <= cut, row.rank <= cut) if cut else None
        if (was.points, was.rank) != (row.points, row.rank):
            moved.append(
                Moved(number, row.name, (was.points, row.points), (was.rank, row.rank), in_cut)
            )
    moved.sort(key=lambda m: m.rank[1])
    return CorrectionEffects(
        corrected_round,
        current,
        tuple(moved),
        _repairings(config, entrants, after, current),
    )


def _repairings(
    config: EventConfig,
    entrants: Sequence[Entrant],
    after: Sequence[MatchRecord],
    current: int,
) -> tuple[Repairing, ...]:
    """The current round as it is paired, against the same engine (seed, players) pairing it
    from the corrected history: the tables whose pairs differ. A bracket round is left out: it
    follows its own results."""
    names = {e.number: e.name for e in entrants}
    seated = [m for m in after if m.round == current]
    if any(m.match_id for m in seated):
        return ()
    earlier = [m for m in after if m.round < current]
    would = pair_next_round(config, entrants, earlier, current).pairings
    pairs = {frozenset((p.a, p.b)) for p in would}
    pairing_of: dict[str, Pairing] = {}
    for p in would:
        pairing_of[p.a] = p
        if p.b is not None:
            pairing_of[p.b] = p
    changes = []
    for m in seated:
        if frozenset((m.a, m.b)) in pairs:
            continue
        theirs = dict.fromkeys(
            pairing_of[n] for n in (m.a, m.b) if n is not None and n in pairing_of
        )
        changes.append(
            Repairing(
                m.table,
                _versus(m.a, m.b, names),
                tuple(_versus(q.a, q.b, names) for q in theirs),
            )
        )
    return tuple(sorted(changes, key=lambda r: r.table))
