"""One entry point for every format: pair the next round, rank the field, say when it is over.

Services call these functions with the whole event state (configuration, entrants, every match
so far); the format decides which engine pairs the round and how the standings are ordered.

- Swiss: the configured number of rounds (default from the field size, fixed at round 1).
  A combination's Swiss part is at most four rounds by default, as the Legion kit says.
- Single and double elimination: a bracket over every active player at round 1.
- Combination: Swiss rounds, then a single-elimination cut of the top players by Swiss standing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import EventFormat, RegistrationStatus
from opl_tournament.domain.pairing.bracket import (
    BracketState,
    BracketView,
    bracket_state_view,
    later_matches,
    placings,
    ready_pairings,
    resolve,
    seeds_for,
    seeds_from_first_round,
)
from opl_tournament.domain.pairing.records import (
    Entrant,
    EventConfig,
    GrandFinal,
    MatchRecord,
    Pairing,
    ResultCode,
    RoundPairing,
    Seeding,
)
from opl_tournament.domain.pairing.swiss import pair_swiss_round
from opl_tournament.domain.sentences import N_, N_plural, Sentence
from opl_tournament.domain.standings import Standings, compute_standings, with_placings

# Swiss rounds by field size (the largest field each row covers), as the major organisers do:
# enough rounds for one unbeaten player and for near-unbeaten records to be ranked fairly.
SWISS_ROUNDS_BY_FIELD = ((8, 3), (16, 4), (32, 5), (64, 6), (128, 7), (226, 8), (409, 9))
MOST_SWISS_ROUNDS = 10
MOST_COMBINATION_ROUNDS = 4
"""The Legion kit's combination plays Swiss "for three to four rounds", then the cut [003:101]."""


def default_swiss_rounds(players: int) -> int:
    rounds = next((r for limit, r in SWISS_ROUNDS_BY_FIELD if players <= limit), MOST_SWISS_ROUNDS)
    # A tiny field cannot play more rounds than it has opponents without rematches.
    return max(1, min(rounds, players - 1 if players % 2 == 0 else players))


def default_cut(players: int) -> int:
    """Top cut after the Swiss rounds: 8 from 17 players, 4 from 6, else the top 2."""
    if players >= 17:
        return 8
    return 4 if players >= 6 else 2


def _players(entrants: Sequence[Entrant]) -> list[Entrant]:
    return [e for e in entrants if e.active and not e.is_staff]


def _swiss_rounds(config: EventConfig, entrants: Sequence[Entrant]) -> int:
    if config.rounds:
        return config.rounds
    rounds = default_swiss_rounds(len(_players(entrants)))
    if config.format is EventFormat.COMBINATION:
        return min(rounds, MOST_COMBINATION_ROUNDS)
    return rounds


def _bracket_records(matches: Sequence[MatchRecord]) -> list[MatchRecord]:
    return [m for m in matches if m.match_id]


def _is_double(config: EventConfig) -> bool:
    return config.format is EventFormat.DOUBLE


def _state(
    config: EventConfig, records: Sequence[MatchRecord], entrants: Sequence[Entrant] = ()
) -> BracketState:
    return resolve(
        seeds_from_first_round(records),
        records,
        double=_is_double(config),
        reset=config.grand_final is GrandFinal.RESET,
        gone=frozenset(e.number for e in entrants if not e.active),
    )


def _bracket_order(config: EventConfig, entrants: Sequence[Entrant]) -> list[str]:
    """Players best seed first: a random draw by default, or by judge-given seed and rating."""
    players = sorted(_players(entrants), key=lambda e: e.number)
    if config.bye_assignment is Seeding.SEEDED:
        players.sort(key=lambda e: (e.seed is None, e.seed or 0, -(e.rating or 0.0), e.number))
    else:
        random.Random(f"{config.seed}/bracket").shuffle(players)
    return [e.number for e in players]


def _cut_order(
    config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord], rounds: int
) -> tuple[list[str], tuple[Sentence, ...]]:
    """The top of the Swiss standings after ``rounds`` rounds, active players only, and a note
    for the judge when players level on everything straddle the cut line (the standings can
    only order them by player number)."""
    standings = compute_standings(config, entrants, matches, through_round=rounds)
    active = {e.number for e in _players(entrants)}
    rows = [row for row in standings.rows if row.number in active]
    cut = config.cut_size or default_cut(len(rows))
    if len(rows) <= cut or rows[cut - 1].rank != rows[cut].rank:
        return [row.number for row in rows[:cut]], ()
    line = rows[cut - 1].rank
    level = [row.number for row in rows if row.rank == line]
    inside = [number for number in level if number in {row.number for row in rows[:cut]}]
    outside = [number for number in level if number not in inside]
    note = N_(
        "at the cut line {inside} (in) and {outside} (out) are level on points and every "
        "tiebreaker: only the player number put them in this order, so the judge decides who "
        "goes through",
        inside=", ".join(inside),
        outside=", ".join(outside),
    )
    return [row.number for row in rows[:cut]], (note,)


def top_cut(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    through_round: int,
) -> tuple[list[str], tuple[Sentence, ...]]:
    """The players the top cut takes, best seed first, when ``through_round`` is the last Swiss
    round of a Swiss + top cut event, with the judge's note of a tie at the cut line; nobody
    after any other round or in another format."""
    if config.format is not EventFormat.COMBINATION:
        return [], ()
    if through_round != _swiss_rounds(config, entrants):
        return [], ()
    return _cut_order(config, entrants, _through(matches, through_round), through_round)


def _pair_bracket(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    round_number: int,
    first_order: Sequence[str],
) -> RoundPairing:
    records = _bracket_records(matches)
    notes: tuple[Sentence, ...] = ()
    if records:
        state = _state(config, records, entrants)
    else:
        seeds = seeds_for(first_order)
        state = resolve(
            seeds,
            [],
            double=_is_double(config),
            reset=config.grand_final is GrandFinal.RESET,
        )
        byes = len(seeds) - len(first_order)
        size, players = len(seeds), len(first_order)
        notes = (
            N_plural(
                "bracket of {size} for {players} players, {count} bye",
                "bracket of {size} for {players} players, {count} byes",
                byes,
                size=size,
                players=players,
            )
            if byes
            else N_("bracket of {size} for {players} players", size=size, players=players),
        )
    if state.complete:
        champion = state.champion()
        if not champion:  # both finalists left the event before the final
            raise RefusedAction(
                N_(
                    "the bracket is complete: no one is left to play the final, so there is no "
                    "champion; finish the event"
                )
            )
        raise RefusedAction(
            N_(
                "the bracket is complete ({champion} is the champion): finish the event",
                champion=champion,
            )
        )
    pairings = ready_pairings(state, entrants)
    if not pairings:
        raise RefusedAction(N_("no bracket match is ready: report the open results first"))
    return RoundPairing(
        round=round_number,
        pairings=tuple(pairings),
        stage="elimination",
        notes=(*notes, *_second_byes(matches, pairings)),
    )


def _second_byes(matches: Sequence[MatchRecord], pairings: Sequence[Pairing]) -> list[Sentence]:
    """A note for the judge when the bracket gives a player a bye again (a player should have
    one bye at most, the kit says): a bracket cannot pair them otherwise, as when a losers'
    bracket round meets the byes of the first round, or their opponent has left."""
    had = {m.a for m in matches if m.b is None and m.result is ResultCode.BYE}
    again = [p.a for p in pairings if p.b is None and p.a in had]
    if not again:
        return []
    return [
        N_plural(
            "a second bye for {players}: the bracket has no one to put against this player",
            "a second bye for {players}: the bracket has no one to put against these players",
            len(again),
            players=", ".join(again),
        )
    ]


def _pair_swiss(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    round_number: int,
) -> RoundPairing:
    return with_swiss_rounds(
        config, entrants, pair_swiss_round(config, entrants, matches, round_number)
    )


def with_swiss_rounds(
    config: EventConfig, entrants: Sequence[Entrant], pairing: RoundPairing
) -> RoundPairing:
    """A Swiss round's pairing (the engine's or the judge's) carrying the number of Swiss
    rounds to fix with the event when the judge set none: the field's size now decides it,
    and later drops or late entries must not change it."""
    if config.rounds:
        return pairing
    return replace(pairing, swiss_rounds=_swiss_rounds(config, entrants))


def pair_next_round(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    round_number: int,
) -> RoundPairing:
    """Pair ``round_number`` from the full match history (earlier results all known)."""
    fmt = config.format
    if fmt in (EventFormat.SINGLE, EventFormat.DOUBLE):
        return _pair_bracket(
            config, entrants, matches, round_number, _bracket_order(config, entrants)
        )
    rounds = _swiss_rounds(config, entrants)
    if round_number <= rounds:
        return _pair_swiss(config, entrants, matches, round_number)
    if fmt is EventFormat.SWISS:
        raise swiss_rounds_played(rounds)
    if _bracket_records(matches):
        return _pair_bracket(config, entrants, matches, round_number, [])
    cut, cut_notes = _cut_order(config, entrants, matches, rounds)
    pairing = _pair_bracket(config, entrants, matches, round_number, cut)
    return replace(pairing, notes=(*pairing.notes, *cut_notes))


def swiss_rounds_played(rounds: int) -> RefusedAction:
    """The refusal of a round after the last of a Swiss event's ``rounds``."""
    return RefusedAction(
        N_plural(
            "the one Swiss round has been played: finish the event",
            "all {count} Swiss rounds have been played: finish the event",
            rounds,
        )
    )


def _through(matches: Sequence[MatchRecord], through_round: int | None) -> list[MatchRecord]:
    return [m for m in matches if through_round is None or m.round <= through_round]


def event_standings(
    config: EventConfig,
    entrants: Sequence[Entrant],
    matches: Sequence[MatchRecord],
    through_round: int | None = None,
) -> Standings:
    """The standings after ``through_round`` (default: every reported round).

    Once a bracket is under way, its placings come first (1, 2, 3–4, 5–8…), then everyone else
    by Swiss standing.
    """
    played = _through(matches, through_round)
    records = _bracket_records(played)
    if config.format is EventFormat.COMBINATION:
        # Outside the cut the Swiss standing is final: the cut's games must not move it.
        played = [m for m in played if not m.match_id]
    standings = compute_standings(config, entrants, played)
    if not records:
        return standings
    return with_placings(standings, placings(_state(config, records, entrants)))


def is_event_complete(
    config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord]
) -> bool:
    """Whether nothing is left to pair: all Swiss rounds played, or the bracket decided."""
    if any(not m.reported for m in matches):
        return False
    records = _bracket_records(matches)
    if records:
        return _state(config, records, entrants).complete
    if config.format in (EventFormat.SINGLE, EventFormat.DOUBLE):
        return False
    last = max((m.round for m in matches), default=0)
    return config.format is EventFormat.SWISS and last >= _swiss_rounds(config, entrants)


def left_to_play(
    config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord]
) -> Sentence | None:
    """What the event still has to play, as a sentence ("2 Swiss rounds and the top 8 are
    still to play"); None when nothing is (the last round's missing results are another
    matter)."""
    records = _bracket_records(matches)
    if records:
        state = _state(config, records, entrants)
        return None if state.complete else N_("the rest of the bracket is still to play")
    if config.format in (EventFormat.SINGLE, EventFormat.DOUBLE):
        return N_("the bracket is still to play")
    played = max((m.round for m in matches), default=0)
    swiss = max(0, _swiss_rounds(config, entrants) - played)
    if config.format is not EventFormat.COMBINATION:
        if not swiss:
            return None
        return N_plural(
            "{count} Swiss round is still to play", "{count} Swiss rounds are still to play", swiss
        )
    cut = config.cut_size or default_cut(len(_players(entrants)))
    if not swiss:
        return N_("the top {cut} is still to play", cut=cut)
    return N_plural(
        "{count} Swiss round and the top {cut} are still to play",
        "{count} Swiss rounds and the top {cut} are still to play",
        swiss,
        cut=cut,
    )


def bracket_change_refusal(
    config: EventConfig, matches: Sequence[MatchRecord], round_number: int, table: int
) -> Sentence | None:
    """Why a bracket result may not be changed now (None if it may).

    A bracket result may change only while nobody has been paired from it yet.
    """
    record = next((m for m in matches if m.round == round_number and m.table == table), None)
    if record is None or not record.match_id:
        return None
    records = _bracket_records(matches)
    later = later_matches(_state(config, records), record.match_id)
    if not later:
        return None
    first = later[0].record
    assert first is not None
    return N_(
        "{match} already sent a player to {later} (round {round}, table {table}); take back "
        "that pairing before correcting this result",
        match=record.match_id,
        later=later[0].planned.id,
        round=first.round,
        table=first.table,
    )


def walkover_opponents(config: EventConfig, matches: Sequence[MatchRecord]) -> dict[str, str]:
    """By bracket match id, the player who left (dropped or disqualified) where the other was
    given a bye for it: who that bye was against."""
    records = _bracket_records(matches)
    if not records:
        return {}
    state = _state(config, records)
    return {
        r.match_id: state.matches[r.match_id].loser or ""
        for r in records
        if r.match_id and r.b is None and (state.matches[r.match_id].loser or "")
    }


def bracket_view(
    config: EventConfig, entrants: Sequence[Entrant], matches: Sequence[MatchRecord]
) -> BracketView | None:
    """The bracket as it stands (None before the bracket starts)."""
    records = _bracket_records(matches)
    if not records:
        return None
    names = {e.number: e.name for e in entrants}
    disqualified = frozenset(
        e.number for e in entrants if e.status is RegistrationStatus.DISQUALIFIED
    )
    return bracket_state_view(_state(config, records, entrants), names, disqualified)
