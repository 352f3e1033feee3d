"""Standings: points, records and tiebreakers, each number with a readable explanation.

Scoring: a win (including a bye, a bye from an opponent's disqualification, a forfeit win and a
win over the staff player) is worth ``points_win`` (3), a draw ``points_draw``, a loss
``points_loss``. Rounds a late entrant missed count as losses when the event says so.

This module is the one answer to "how is a bye scored". The kit: a player given a bye "is
credited with a win and advances", and no player receives more than one (guidebook line 105).
Both kinds of bye (``BYE``, the pairing bye; ``BYE_DQ``, after the opponent's disqualification)
are therefore a win, worth a 2-0 win in game-win percentages; only the pairing bye is the
player's one bye (``pairing_byes``). The "ranking points" a bye does not earn, except one
after a disqualification (line 150), are the Legion's ranking system's: which games are rated is
``domain/ratings/rated_games.py``.

Tiebreaker presets, applied in the order listed after points:

- ``legion`` (default): OMW% (opponents' match-win %, each floored at 0.33), then OOMW%
  (opponents' opponents' match-win %).
- ``magic``: OMW%, GW% (own game-win %), OGW% (opponents' game-win %).
- ``buchholz``: Buchholz (sum of opponents' points), Sonneborn-Berger, head-to-head.
- ``median-buchholz``: median Buchholz (highest and lowest opponent dropped, 3+ opponents),
  head-to-head.
- ``sonneborn-berger``: Sonneborn-Berger (points of beaten opponents plus half of drawn ones),
  Buchholz.
- ``head-to-head``: points taken in games among the tied players, OMW%, OOMW%.

Byes are never opponents, so they are left out of every opponents' average and sum. Dropped and
disqualified players' results still count for everyone they met. MW% = points over
``points_win`` × rounds (rounds with a bye included), floored at 0.33.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.model import RegistrationStatus
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    LateEntry,
    MatchRecord,
    ResultCode,
    TiebreakPreset,
)
from opl_tournament.domain.sentences import N_, Sentence

MW_FLOOR = 0.33
BYE_GAMES = (2, 0)
"""A bye counts as a 2-0 win in game-win percentages."""

TIEBREAK_ORDER: dict[TiebreakPreset, tuple[str, ...]] = {
    TiebreakPreset.LEGION: ("omw", "oomw"),
    TiebreakPreset.MAGIC: ("omw", "gw", "ogw"),
    TiebreakPreset.BUCHHOLZ: ("buchholz", "sb", "h2h"),
    TiebreakPreset.MEDIAN_BUCHHOLZ: ("median_buchholz", "h2h"),
    TiebreakPreset.SONNEBORN_BERGER: ("sb", "buchholz"),
    TiebreakPreset.HEAD_TO_HEAD: ("h2h", "omw", "oomw"),
}

TIEBREAK_LABELS: Mapping[str, Sentence] = {
    "omw": N_("OMW%"),
    "oomw": N_("OOMW%"),
    "gw": N_("GW%"),
    "ogw": N_("OGW%"),
    "buchholz": N_("Buchholz"),
    "median_buchholz": N_("Median Buchholz"),
    "sb": N_("Sonneborn-Berger"),
    "h2h": N_("Head-to-head"),
    "opp_points_pct": N_("Opp. points %"),
    "average_place": N_("Avg. place"),
}
"""Each tiebreaker's column heading (the pods' two included), the one list the window, the
printed standings and the players' page say in their reader's language."""


def tiebreak_label(name: str) -> Sentence | str:
    """A tiebreaker's column heading; an unknown key as it is."""
    return TIEBREAK_LABELS.get(name, name)


PERCENTAGES = frozenset({"omw", "oomw", "gw", "ogw", "opp_points_pct"})
"""The tiebreakers that are shares, shown as percentages (with the pods' share of the points
their opponents could take); the others are sums of points or places."""


def percent(share: float) -> str:
    """A share as a judge and a player read it, the same on every page: 0.6875 → "68.75 %"."""
    return f"{share * 100:.2f} %"


def tiebreak_text(name: str, value: float | None) -> str:
    """A tiebreaker's value as shown: a percentage, a sum of points, or "–" where none applies."""
    if value is None:
        return "–"
    return percent(value) if name in PERCENTAGES else _fmt_points(value)


def record_heading(with_draws: bool) -> str:
    """The heading of the record column: "W-L-Bye", or "W-L-D-Bye" where games were drawn."""
    return "W-L-D-Bye" if with_draws else "W-L-Bye"


def record_text(wins: int, losses: int, byes: int, draws: int = 0, *, with_draws: bool) -> str:
    """Games won, lost (drawn) and byes: the parts add up to the rounds played. ``wins`` counts
    the byes (a bye scores as a win), so they are taken out of the first figure."""
    middle = f"{losses}-{draws}" if with_draws else f"{losses}"
    return f"{wins - byes}-{middle}-{byes}"


@dataclass(kw_only=True)
class Tally:
    """What every kind of standings counts for a player over the reported rounds."""

    points: int = 0
    wins: int = 0
    losses: int = 0
    byes: int = 0
    """Byes of any kind (pairing byes and byes from an opponent's disqualification)."""
    rounds: int = 0
    opponents: list[str] = field(default_factory=list)
    """Players actually met, in round order (one entry per opponent at each table)."""


@dataclass
class PlayerRecord(Tally):
    """One player's tally over the reported matches."""

    number: str
    draws: int = 0
    pairing_byes: int = 0
    """Byes handed out by pairing: the ones the one-bye rule counts."""
    missed: int = 0
    outcomes: list[tuple[str, int]] = field(default_factory=list)
    """(opponent, points this player took from that match) for each match actually played."""
    game_points: int = 0
    games: int = 0


def compute_records(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Iterable[MatchRecord],
    *,
    through_round: int | None = None,
) -> dict[str, PlayerRecord]:
    """Tally every entrant's reported results (optionally only up to ``through_round``)."""
    records = {e.number: PlayerRecord(e.number) for e in entrants}
    last_round = 0
    for m in sorted(matches, key=lambda m: (m.round, m.table)):
        if through_round is not None and m.round > through_round:
            continue
        for number in (m.a, m.b):
            if number is not None and number not in records:
                raise InvalidInput(
                    N_(
                        "round {round}, table {table} names player {number}, who is not "
                        "entered in this event",
                        round=m.round,
                        table=m.table,
                        number=number,
                    ),
                    field="player",
                )
        if not m.reported:
            continue
        last_round = max(last_round, m.round)
        _apply(config, records, m)
    if config.late_entry is LateEntry.LOSSES:
        for e in entrants:
            missed = max(0, min(e.entered_round - 1, last_round))
            rec = records[e.number]
            rec.missed = missed
            rec.losses += missed
            rec.rounds += missed
            rec.points += missed * config.points_loss
    return records


def _apply(config: EventConfig, records: dict[str, PlayerRecord], m: MatchRecord) -> None:
    a = records[m.a]
    if m.b is None or m.result in (ResultCode.BYE, ResultCode.BYE_DQ):
        # The bye's holder: the one player of a bye, or the one whose opponent was disqualified.
        a = records[m.winner] if m.b is not None and m.winner in records else a
        a.wins += 1
        a.byes += 1
        a.rounds += 1
        a.points += config.points_win
        a.game_points += 3 * BYE_GAMES[0]
        a.games += sum(BYE_GAMES)
        if m.result is not ResultCode.BYE_DQ:
            a.pairing_byes += 1
        return
    b = records[m.b]
    if m.result is ResultCode.DOUBLE_LOSS:
        outcome = {m.a: config.points_loss, m.b: config.points_loss}
        a.losses += 1
        b.losses += 1
    elif m.result is ResultCode.DRAW:
        outcome = {m.a: config.points_draw, m.b: config.points_draw}
        a.draws += 1
        b.draws += 1
    else:
        if m.winner not in (m.a, m.b):
            raise InvalidInput(
                N_(
                    "round {round}, table {table}: the winner must be {a} or {b}",
                    round=m.round,
                    table=m.table,
                    a=m.a,
                    b=m.b,
                ),
                field="winner",
            )
        loser = m.b if m.winner == m.a else m.a
        records[m.winner].wins += 1
        records[loser].losses += 1
        outcome = {m.winner: config.points_win, loser: config.points_loss}
    for me, them in ((a, b), (b, a)):
        me.rounds += 1
        me.points += outcome[me.number]
        me.opponents.append(them.number)
        me.outcomes.append((them.number, outcome[me.number]))
    if m.games_a is not None and m.games_b is not None:
        drawn = m.games_drawn
        games = m.games_a + m.games_b + drawn
        a.game_points += 3 * m.games_a + drawn
        b.game_points += 3 * m.games_b + drawn
        a.games += games
        b.games += games


def match_win_pct(config: EventConfig, rec: PlayerRecord) -> float:
    if rec.rounds == 0:
        return MW_FLOOR
    return max(rec.points / (config.points_win * rec.rounds), MW_FLOOR)


def game_win_pct(rec: PlayerRecord) -> float:
    if rec.games == 0:
        return MW_FLOOR
    return max(rec.game_points / (3 * rec.games), MW_FLOOR)


@dataclass(frozen=True, kw_only=True)
class RankedPlayer:
    """A line of any standings: the player, their rank, their points and record."""

    rank: int
    number: str
    name: str
    points: int
    wins: int
    """Head to head, with the byes among them (a bye scores as a win; ``record_text`` shows
    them apart); in pods, games won only."""
    losses: int
    byes: int
    dropped: bool

    def _json_head(self) -> dict[str, object]:
        """The JSON keys every standings line starts with, in order."""
        return attributes(self, ("rank", "number", "name", "points", "wins"))


@dataclass(frozen=True, kw_only=True)
class StandingRow(RankedPlayer):
    draws: int
    tiebreakers: dict[str, float | None]
    explanations: Mapping[str, str]
    disqualified: bool = False
    place: str | None = None
    """Elimination placing ("1", "3–4", ...) when the event has a bracket."""

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            **self._json_head(),
            "losses": self.losses,
            "byes": self.byes,
            "tiebreakers": {
                k: (round(v, 4) if v is not None else None) for k, v in self.tiebreakers.items()
            },
            "dropped": self.dropped or self.disqualified,
        }
        if self.draws:
            data["draws"] = self.draws
        if self.disqualified:
            data["disqualified"] = True
        if self.place is not None:
            data["place"] = self.place
        return data

    def record(self, *, with_draws: bool) -> str:
        return record_text(self.wins, self.losses, self.byes, self.draws, with_draws=with_draws)


@dataclass(frozen=True)
class Standings:
    rows: tuple[StandingRow, ...]
    order: tuple[str, ...]
    """The tiebreakers applied after points, in order."""

    def to_json(self, round_number: int) -> dict[str, object]:
        return {"round": round_number, "standings": [r.to_json() for r in self.rows]}

    @property
    def with_draws(self) -> bool:
        """Whether a game was drawn: the record then shows draws (``record_heading``)."""
        return any(row.draws for row in self.rows)


def _fmt_points(value: float) -> str:
    return f"{value:g}"


Note = Callable[[], Sentence]
"""A tiebreaker's explanation, written only when it is read: the standings of a large event are
computed far more often than their explanations are shown."""


class Explanations(Mapping[str, str]):
    """Each tiebreaker's explanation by name, written on first reading: in English by name
    (the command line, the exports), or as the ``Sentence`` a window says in its language."""

    def __init__(self, notes: Mapping[str, Note]) -> None:
        self._notes = notes
        self._written: dict[str, Sentence] = {}

    def sentence(self, name: str) -> Sentence:
        if name not in self._written:
            self._written[name] = self._notes[name]()
        return self._written[name]

    def __getitem__(self, name: str) -> str:
        return str(self.sentence(name))

    def __iter__(self) -> Iterator[str]:
        return iter(self._notes)

    def __len__(self) -> int:
        return len(self._notes)

    def __repr__(self) -> str:
        return repr(dict(self))


class _Tiebreakers:
    """Computes each tiebreaker once per player, with its explanation."""

    def __init__(self, config: EventConfig, records: dict[str, PlayerRecord]) -> None:
        self.config = config
        self.records = records
        self.mw = {n: match_win_pct(config, r) for n, r in records.items()}
        self.gw = {n: game_win_pct(r) for n, r in records.items()}
        self._omw: dict[str, float] = {}

    def _average(self, number: str, values: dict[str, float], label: str) -> tuple[float, Note]:
        opponents = self.records[number].opponents
        if not opponents:
            return 0.0, lambda: N_(
                "{label} {value}: no opponents yet (byes do not count)",
                label=label,
                value=percent(0),
            )
        parts = [values[o] for o in opponents]
        value = sum(parts) / len(parts)

        def note() -> Sentence:
            listed = ", ".join(f"{percent(v)} ({o})" for v, o in zip(parts, opponents, strict=True))
            return N_(
                "{label} {value} = average of {listed}",
                label=label,
                value=percent(value),
                listed=listed,
            )

        return value, note

    def omw_value(self, number: str) -> float:
        if number not in self._omw:
            self._omw[number] = self._average(number, self.mw, "OMW")[0]
        return self._omw[number]

    def compute(self, name: str, number: str) -> tuple[float | None, Note]:
        rec = self.records[number]
        if name == "omw":
            return self._average(number, self.mw, "OMW")
        if name == "oomw":
            omw = {o: self.omw_value(o) for o in rec.opponents}
            return self._average(number, omw, "OOMW")
        if name == "ogw":
            return self._average(number, self.gw, "OGW")
        if name == "gw":
            value = self.gw[number]
            if rec.games == 0:
                return value, lambda: N_(
                    "GW {value}: no games recorded (floor)", value=percent(value)
                )

            def game_note() -> Sentence:
                facts = {"value": percent(value), "points": rec.game_points, "games": rec.games}
                if value == MW_FLOOR:
                    return N_(
                        "GW {value} = {points} game points / (3 × {games} games), raised to the "
                        "{floor} floor",
                        floor=percent(MW_FLOOR),
                        **facts,
                    )
                return N_("GW {value} = {points} game points / (3 × {games} games)", **facts)

            return value, game_note
        if name == "buchholz":
            scores = [self.records[o].points for o in rec.opponents]
            total = float(sum(scores))
            return (
                total,
                lambda: (
                    N_(
                        "Buchholz {value} = {sum}",
                        value=_fmt_points(total),
                        sum=" + ".join(str(s) for s in scores),
                    )
                    if scores
                    else N_("Buchholz {value} = no opponents", value=_fmt_points(total))
                ),
            )
        if name == "median_buchholz":
            ordered = sorted(self.records[o].points for o in rec.opponents)
            if len(ordered) < 3:
                return None, lambda: N_("Median Buchholz n/a: fewer than 3 opponents")
            kept = ordered[1:-1]
            median = float(sum(kept))
            return (
                median,
                lambda: N_(
                    "Median Buchholz {value} = {sum} (dropped lowest {lowest} and highest "
                    "{highest})",
                    value=_fmt_points(median),
                    sum=" + ".join(map(str, kept)),
                    lowest=ordered[0],
                    highest=ordered[-1],
                ),
            )
        if name == "sb":
            parts: list[tuple[str, float]] = []
            for opponent, taken in rec.outcomes:
                # A win counts the opponent's whole score and a draw half of it, whatever the
                # event's points for a draw (FIDE's definition).
                won = taken == self.config.points_win
                drawn = not won and taken == self.config.points_draw and taken > 0
                share = 1.0 if won else 0.5 if drawn else 0.0
                if share > 0:
                    parts.append((opponent, share * self.records[opponent].points))
            sb = float(sum(p for _, p in parts))
            return (
                sb,
                lambda: (
                    N_(
                        "Sonneborn-Berger {value} = {sum}",
                        value=_fmt_points(sb),
                        sum=" + ".join(f"{_fmt_points(p)} ({o})" for o, p in parts),
                    )
                    if parts
                    else N_("Sonneborn-Berger {value} = no wins", value=_fmt_points(sb))
                ),
            )
        raise InvalidInput(N_("unknown tiebreaker '{name}'", name=name), field="tiebreaks")

    def head_to_head(self, number: str, group: set[str]) -> tuple[float, Note]:
        rec = self.records[number]
        taken = [(o, p) for o, p in rec.outcomes if o in group]
        value = float(sum(p for _, p in taken))
        if not taken:
            return value, lambda: N_("Head-to-head 0: has not met the players tied with them")
        return (
            value,
            lambda: N_(
                "Head-to-head {value} points ({results})",
                value=_fmt_points(value),
                results=", ".join(f"{p} vs {o}" for o, p in taken),
            ),
        )


def _refine(
    blocks: list[list[str]],
    value_of: Callable[[str, list[str]], float | None],
) -> list[list[str]]:
    """Split each tied block by a criterion (higher first; n/a below any number)."""
    refined: list[list[str]] = []
    for block in blocks:
        if len(block) <= 1:
            if block:
                refined.append(block)
            continue
        values = {n: value_of(n, block) for n in block}

        def key(n: str, values: dict[str, float | None] = values) -> tuple[int, float]:
            v = values[n]
            return (0, 0.0) if v is None else (1, v)

        ordered = sorted(block, key=lambda n: (-key(n)[0], -key(n)[1], n))
        current = [ordered[0]]
        for n in ordered[1:]:
            if _same(values[n], values[current[-1]]):
                current.append(n)
            else:
                refined.append(current)
                current = [n]
        refined.append(current)
    return refined


def _same(x: float | None, y: float | None) -> bool:
    if x is None or y is None:
        return x is y
    return abs(x - y) < 1e-9


def compute_standings(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Iterable[MatchRecord],
    *,
    through_round: int | None = None,
) -> Standings:
    """Swiss standings: points, then the preset's tiebreakers; the staff player is not ranked."""
    records = compute_records(config, entrants, matches, through_round=through_round)
    order = TIEBREAK_ORDER[config.tiebreaks]
    calc = _Tiebreakers(config, records)
    ranked = [e for e in entrants if not e.is_staff]
    values: dict[str, dict[str, float | None]] = {e.number: {} for e in ranked}
    notes: dict[str, dict[str, Note]] = {e.number: {} for e in ranked}

    blocks = _refine([[e.number for e in ranked]], lambda n, _b: float(records[n].points))
    for name in order:
        if name == "h2h":

            def h2h(n: str, block: list[str]) -> float:
                value, note = calc.head_to_head(n, set(block) - {n})
                values[n]["h2h"] = value
                notes[n]["h2h"] = note
                return value

            blocks = _refine(blocks, h2h)
            continue
        for e in ranked:
            value, note = calc.compute(name, e.number)
            values[e.number][name] = value
            notes[e.number][name] = note

        def computed(n: str, _block: list[str], name: str = name) -> float | None:
            return values[n][name]

        blocks = _refine(blocks, computed)

    by_number = {e.number: e for e in entrants}
    rows: list[StandingRow] = []
    rank = 1
    for block in blocks:
        for number in sorted(block):
            rows.append(_row(rank, by_number[number], records[number], values, notes))
        rank += len(block)
    return Standings(tuple(rows), order)


def _row(
    rank: int,
    entrant: Entrant,
    rec: PlayerRecord,
    values: dict[str, dict[str, float | None]],
    notes: dict[str, dict[str, Note]],
    place: str | None = None,
) -> StandingRow:
    return StandingRow(
        rank=rank,
        **attributes(entrant, ("number", "name")),
        **attributes(rec, ("points", "wins", "losses", "draws", "byes")),
        tiebreakers=dict(values.get(entrant.number, {})),
        explanations=Explanations(notes.get(entrant.number, {})),
        dropped=entrant.status is RegistrationStatus.DROPPED,
        disqualified=entrant.status is RegistrationStatus.DISQUALIFIED,
        place=place,
    )


def with_placings(
    swiss: Standings, placings: Sequence[tuple[int, int, Sequence[str]]]
) -> Standings:
    """Elimination standings: bracket placings first, then everyone else by Swiss standing.

    ``placings`` lists (first place, last place, players in seed order) from best to worst.
    """
    by_number = {r.number: r for r in swiss.rows}
    rows: list[StandingRow] = []
    placed: set[str] = set()
    for first, last, numbers in placings:
        label = str(first) if first == last else f"{first}–{last}"
        for number in numbers:
            row = by_number[number]
            rows.append(replace(row, rank=first, place=label))
            placed.add(number)
    next_rank = len(placed) + 1
    previous_swiss_rank: int | None = None
    shared_rank = next_rank
    for row in swiss.rows:
        if row.number in placed:
            continue
        if row.rank != previous_swiss_rank:
            shared_rank = next_rank
            previous_swiss_rank = row.rank
        rows.append(replace(row, rank=shared_rank, place=None))
        next_rank += 1
    return Standings(tuple(rows), swiss.order)
