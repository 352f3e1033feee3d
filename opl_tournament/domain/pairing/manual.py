"""Pairings made or changed by the judge: checked, and every broken pairing rule named.

The engine never breaks a rule it can keep; a judge may, for reasons the engine cannot know
(family members, a player who must leave early). The judge's pairing is accepted as long as it
seats every active player once; rematches, second byes and pair-downs are reported as warnings
so the judge confirms them knowingly, and they are stored with the round and audited.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    MatchRecord,
    Pairing,
    Relaxation,
    RelaxedRule,
    RoundPairing,
)
from opl_tournament.domain.sentences import N_, Sentence, joined
from opl_tournament.domain.standings import compute_records

PAIR_DOWN = "pair-down"
BY_THE_JUDGE = N_("paired by the judge")


@dataclass(frozen=True)
class PairingWarning:
    """A pairing rule the judge's pairing breaks."""

    kind: str
    """``rematch``, ``second-bye``, ``bye-not-lowest`` or ``pair-down``."""
    players: tuple[str, ...]
    sentence: Sentence

    @property
    def message(self) -> str:
        return str(self.sentence)


def expected_players(entrants: Sequence[Entrant], round_number: int) -> list[str]:
    """Who must be seated in ``round_number``: active players who have arrived (not the staff)."""
    return sorted(
        e.number
        for e in entrants
        if e.active and not e.is_staff and e.entered_round <= round_number
    )


def check_seating(
    entrants: Sequence[Entrant], round_number: int, pairs: Sequence[tuple[str, str | None]]
) -> None:
    """Refuse a judge's pairing that does not seat every active player exactly once, or gives
    more byes than the odd player out's (a second element of ``None`` is a bye); what else it
    breaks, ``pairing_warnings`` says."""
    by_number = {e.number: e for e in entrants}
    seated: dict[str, int] = {}
    for index, (a, b) in enumerate(pairs, start=1):
        if a == b:
            raise InvalidInput(
                N_("player {number} cannot play against themselves", number=a), line=index
            )
        for number in (a, b):
            if number is None:
                continue
            entrant = by_number.get(number)
            if entrant is None:
                raise InvalidInput(
                    N_("player {number} is not entered in this event", number=number), line=index
                )
            if not entrant.active:
                raise InvalidInput(
                    N_(
                        "player {number} is {value} and cannot be paired",
                        number=number,
                        value=entrant.status.value,
                    ),
                    line=index,
                )
            if number in seated:
                raise InvalidInput(
                    N_(
                        "player {number} is seated twice (pairs {first} and {second})",
                        number=number,
                        first=seated[number],
                        second=index,
                    ),
                    line=index,
                )
            seated[number] = index
    missing = [n for n in expected_players(entrants, round_number) if n not in seated]
    if missing:
        raise InvalidInput(
            N_(
                "not seated: {players}; every active player needs a table",
                players=", ".join(missing),
            )
        )
    byes = [a for a, b in pairs if b is None]
    for index, (a, b) in enumerate(pairs, start=1):
        if b is None and by_number[a].is_staff:
            raise InvalidInput(
                N_(
                    "{number} is a staff player: a staff player fills an odd seat and never "
                    "gets a bye",
                    number=a,
                ),
                line=index,
            )
    if len(byes) > len(seated) % 2:
        raise InvalidInput(
            N_(
                "{byes} byes for {players} players: only the odd player out gets a bye",
                byes=len(byes),
                players=len(seated),
            )
        )


def pairing_warnings(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    round_number: int,
    pairs: Sequence[tuple[str, str | None]],
) -> tuple[PairingWarning, ...]:
    """The pairing rules a judge's pairing of ``round_number`` breaks (only the rounds before
    it count of ``matches``)."""
    history = [m for m in matches if m.round < round_number]
    records = compute_records(config, entrants, history)
    met: dict[frozenset[str], int] = {}
    for m in history:
        if m.b is not None:
            met.setdefault(frozenset((m.a, m.b)), m.round)
    warnings: list[PairingWarning] = []
    seated = [n for pair in pairs for n in pair if n is not None]
    for a, b in pairs:
        if b is None:
            record = records[a]
            if record.pairing_byes:
                warnings.append(
                    PairingWarning(
                        "second-bye",
                        (a,),
                        N_("{player} already had a bye: this is a second", player=a),
                    )
                )
            lower = sorted(
                n
                for n in seated
                if n != a and records[n].points < record.points and not records[n].pairing_byes
            )
            if lower:
                warnings.append(
                    PairingWarning(
                        "bye-not-lowest",
                        (a,),
                        N_(
                            "{player} has {points} points; {lower} has fewer and no bye yet",
                            player=a,
                            points=record.points,
                            lower=lower[0],
                        ),
                    )
                )
            continue
        first_met = met.get(frozenset((a, b)))
        if first_met is not None:
            warnings.append(
                PairingWarning(
                    "rematch",
                    (a, b),
                    N_(
                        "{a} and {b} already met in round {round}",
                        a=a,
                        b=b,
                        round=first_met,
                    ),
                )
            )
        pa, pb = records[a].points, records[b].points
        if pa != pb:
            hi, lo = (a, b) if pa > pb else (b, a)
            warnings.append(
                PairingWarning(
                    PAIR_DOWN,
                    (hi, lo),
                    N_(
                        "{higher} ({high} points) paired down to {lower} ({low} points)",
                        higher=hi,
                        high=max(pa, pb),
                        lower=lo,
                        low=min(pa, pb),
                    ),
                )
            )
    return tuple(warnings)


_RELAXED = {
    "rematch": RelaxedRule.REMATCH,
    "second-bye": RelaxedRule.SECOND_BYE,
    "bye-not-lowest": RelaxedRule.BYE_NOT_LOWEST,
}


def hand_round(
    round_number: int,
    pairs: Sequence[tuple[str, str | None]],
    warnings: Sequence[PairingWarning],
    staff: Sequence[str] = (),
) -> RoundPairing:
    """The judge's pairing as a round: tables in the given order, byes last."""
    by_players: dict[frozenset[str], list[Sentence]] = {}
    for warning in warnings:
        by_players.setdefault(frozenset(warning.players), []).append(warning.sentence)
    games: list[tuple[str, str | None]] = [(a, b) for a, b in pairs if b is not None]
    byes: list[tuple[str, str | None]] = [(a, b) for a, b in pairs if b is None]
    pairings = []
    for table, (a, b) in enumerate(games + byes, start=1):
        key = frozenset(n for n in (a, b) if n is not None)
        notes = by_players.get(key, [])
        pairings.append(
            Pairing(
                table=table,
                a=a,
                b=b,
                explanation=joined([BY_THE_JUDGE, *notes], "semicolon"),
                staff_game=a in staff or b in staff,
            )
        )
    return RoundPairing(
        round=round_number,
        pairings=tuple(pairings),
        relaxations=judge_relaxations(warnings),
        stage="swiss",
        notes=(BY_THE_JUDGE,),
    )


def judge_relaxations(warnings: Sequence[PairingWarning]) -> tuple[Relaxation, ...]:
    """The pairing rules the judge's pairing breaks, as the round keeps them (a pair-down is
    no broken rule)."""
    return tuple(
        Relaxation(_RELAXED[w.kind], w.players, N_("by the judge: {reason}", reason=w.sentence))
        for w in warnings
        if w.kind in _RELAXED
    )
