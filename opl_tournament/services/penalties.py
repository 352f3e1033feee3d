"""Penalties: the judge records an incident, the rules decide its consequences, all in one action.

A forfeited game becomes the opponent's win by forfeit; a disqualification removes the player
from later pairings (the current opponent wins by forfeit). The penalty's audit row holds what
the registration and the match were before, so undo takes the whole action back at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, EventStatus, OfficialRole, RegistrationStatus
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.registration import player_number
from opl_tournament.domain.rules.overpower.penalties import (
    Consequence,
    Incident,
    JudgeOverride,
    Outcome,
    PenaltyKind,
    PenaltyRecord,
    assess,
    parse_kind,
)
from opl_tournament.domain.rules.overpower.policy import policy_from_mapping
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import (
    N_,
    Sentence,
    words_from_record,
    words_record,
)
from opl_tournament.domain.text import clean_line
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import (
    ServiceContext,
    Subject,
    require_event,
    typed_registration,
)
from opl_tournament.services.game_settings import fixed_rules_policy
from opl_tournament.services.print_headers import official_of
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.services.round_shapes.base import ResultFields, require_round
from opl_tournament.services.rounds import report_in, round_ended
from opl_tournament.storage import Store
from opl_tournament.storage.penalty_store import PenaltyEntry, StoredPenalty
from opl_tournament.storage.round_store import StoredMatch


@dataclass(frozen=True)
class PenaltyView(PenaltyEntry):
    explanation: str
    battle_lost: bool
    game_forfeited: bool
    disqualified: bool
    overridden: bool
    official: str
    sentence: Sentence | str
    """The explanation to say in any language (a penalty kept before sentences were: its
    English)."""

    def to_json(self) -> dict[str, object]:
        """Every field but the note, the official and the sentence, in their order."""
        hidden = ("note", "official", "sentence")
        return {k: v for k, v in asdict(self).items() if k not in hidden}


def _view(event: Event, stored: StoredPenalty) -> PenaltyView:
    c = stored.consequence
    return PenaltyView(
        **stored.entry(),
        explanation=str(c.get("explanation", "")),
        battle_lost=bool(c.get("battle_lost")),
        game_forfeited=bool(c.get("game_forfeited")),
        disqualified=bool(c.get("disqualified")),
        overridden=stored.override,
        official=official_of(event, stored.judge),
        sentence=explanation_of(c),
    )


def explanation_of(consequence: Mapping[str, Any]) -> Sentence | str:
    """A penalty's explanation to say in any language (a penalty recorded before they kept
    their sentence: the English one it was recorded with)."""
    return words_from_record(consequence, "explanation")


def _record(stored: StoredPenalty) -> PenaltyRecord:
    c = stored.consequence
    return PenaltyRecord(
        player=stored.number,
        kind=PenaltyKind(stored.kind),
        game=c.get("game"),
        infraction=stored.infraction,
        scope=c.get("scope"),
        outcome=Outcome(
            bool(c.get("battle_lost")), bool(c.get("game_forfeited")), bool(c.get("disqualified"))
        ),
    )


def list_penalties(ctx: ServiceContext, event_id: int) -> list[PenaltyView]:
    with ctx.read() as store:
        event = require_event(store, event_id)
        return [_view(event, p) for p in store.penalties.of_event(event_id)]


def _table(store: Store, event_id: int, round_number: int, table: int, number: str) -> StoredMatch:
    stored = require_round(store, event_id, round_number)
    match = store.rounds.table(stored.id, table)
    if match is None:
        raise InvalidInput(
            N_("round {round} has no table {table}", round=round_number, table=table), field="table"
        )
    if number not in (match.a, match.b):
        raise InvalidInput(
            N_(
                "player {player} is not at table {table} of round {round}",
                player=number,
                table=table,
                round=round_number,
            ),
            field="player",
        )
    if match.b is None:
        raise RefusedAction(
            N_(
                "table {table} of round {round} is a bye: there is no game",
                table=table,
                round=round_number,
            )
        )
    return match


def _current_match(store: Store, event_id: int, number: str) -> StoredMatch | None:
    """The player's game of the latest round, if it still has no result."""
    count = store.rounds.round_count(event_id)
    stored = store.rounds.round(event_id, count) if count else None
    if stored is None:
        return None
    return next(
        (m for m in stored.matches if number in (m.a, m.b) and m.b and m.result is None), None
    )


MAX_NOTE_LENGTH = 1000


def issue_penalty(
    ctx: ServiceContext,
    event_id: int,
    number: str,
    kind: str,
    *,
    round_number: int | None = None,
    table: int | None = None,
    infraction: str = "",
    note: str = "",
    scope: str | None = None,
    override: JudgeOverride | None = None,
    by_judge: bool = True,
) -> Changed[PenaltyView]:
    """Record an incident and apply its consequences (one transaction, one audit row).

    ``round_number`` and ``table`` name the game in progress (needed for a renege or a game
    loss); a forfeited game is recorded as the opponent's win by forfeit, and a player
    disqualified for an earlier game's incident loses the game they are still playing too.
    ``override`` is the head judge's decision on the consequence (refused to a station named for
    an assistant referee). What changed: the penalties; a disqualified player; a forfeited
    game's result and its round.
    """
    penalty_kind = parse_kind(kind)
    infraction = clean_line(infraction, field="infraction", what=N_("the infraction"))
    note = clean_line(note, field="note", limit=MAX_NOTE_LENGTH, what=N_("the note"))
    if override is not None:
        reason = clean_line(override.reason, field="override.reason", what=N_("the reason"))
        override = replace(override, reason=reason)
    if (round_number is None) != (table is None):
        raise InvalidInput(N_("give both the round and the table of the game, or neither"))
    number = player_number(number)
    if not number:
        raise InvalidInput(N_("give the penalised player's number"), field="player")
    with ctx.write() as store:
        event = require_event(store, event_id)
        if event.status is EventStatus.FINISHED:
            # Its final standings are kept as finished (and the penalty could not be undone).
            raise RefusedAction(
                N_(
                    "event {event} is finished: no penalty can be recorded now (undo the finish "
                    "first to reopen it)",
                    event=event_id,
                )
            )
        _refuse_other_games_penalty(event, penalty_kind)
        if _assistant_referee(event, ctx.actor):
            by_judge = False
            if override is not None:
                raise RefusedAction(
                    N_(
                        "only the head judge may decide a penalty's consequence; an assistant "
                        "referee may propose it"
                    )
                )
        registration = typed_registration(store, event_id, number)
        if registration is None:
            raise InvalidInput(
                N_("player {player} is not registered in this event", player=number), field="player"
            )
        number = registration.number
        at = None if round_number is None or table is None else (round_number, table)
        match: StoredMatch | None = None
        if shape_of(event).penalty_names_table:
            match = _match_given_in(store, event_id, number, penalty_kind, scope, at)
            given_in = None if match is None else (match.round, match.table)
        else:
            given_in = _pod_given_in(store, event_id, number, penalty_kind, at)
        game = _game_id(given_in)
        policy = policy_from_mapping(fixed_rules_policy(event)).penalty
        prior = [_record(p) for p in store.penalties.of_event(event_id)]
        playing = _current_match(store, event_id, number)
        # A penalty for a game already played is said with that game's table and round.
        earlier = match is not None and (playing is None or playing.id != match.id)
        consequence = assess(
            prior,
            Incident(number, penalty_kind, game, infraction, scope, by_judge, note),
            policy,
            override=override,
            earlier_game=given_in if earlier else None,
        )
        # Out of the event for an earlier game's incident: the game they are still playing is
        # lost too (the opponent wins it, as the kit's disqualified player's later opponent).
        in_play = playing if consequence.disqualified else None
        if in_play is not None and match is not None and in_play.id == match.id:
            in_play = None
        if in_play is not None:
            consequence = replace(
                consequence,
                sentence=N_(
                    "{explanation} The game they are playing, table {table} of round {round}, "
                    "is lost too.",
                    explanation=consequence.sentence,
                    table=in_play.table,
                    round=in_play.round,
                ),
            )
        before: dict[str, Any] = {
            "registration_id": registration.id,
            "status": registration.status.value,
            "disqualified_round": registration.disqualified_round,
            "match": _match_record(match),
        }
        if in_play is not None:
            before["in_play"] = _match_record(in_play)
        forfeits = match is not None and (consequence.game_forfeited or consequence.disqualified)
        if forfeits and match is not None and not consequence.disqualified:
            _refuse_both_out_of_bracket(store, event_id, match, number, prior)
        forfeited = [m for m in (match if forfeits else None, in_play) if m is not None]
        completed: set[int] = set()
        for lost_game in forfeited:
            if _forfeit(store, ctx, event_id, lost_game, number, prior):
                completed.add(lost_game.round)
        if consequence.disqualified:
            store.update_registration(
                registration.id,
                status=RegistrationStatus.DISQUALIFIED.value,
                disqualified_round=store.rounds.round_count(event_id) or None,
            )
        # Given between games: the round in play, for the report (none before round 1).
        given_round, given_table = given_in or (store.current_round_number(event_id) or None, None)
        penalty_id = store.penalties.add(
            event_id,
            registration.id,
            round_number=given_round,
            table=given_table,
            kind=penalty_kind.value,
            infraction=infraction,
            note=note,
            consequence=_consequence_json(consequence, game),
            override=consequence.overridden,
            judge=ctx.actor,
        )
        ctx.audit(
            store,
            AuditAction.PENALTY_ISSUE,
            Subject(event_id, "penalty", penalty_id),
            N_(
                "{kind} for {number}: {explanation}",
                kind=_KIND_WORDS[penalty_kind],
                number=number,
                explanation=consequence.sentence,
            ),
            before=before,
            after=_consequence_json(consequence, game, kept=False),
        )
        stored = next(p for p in store.penalties.of_event(event_id) if p.id == penalty_id)
        game_at = {(m.round, m.table) for m in forfeited}
        changes = Changes(
            event_id,
            penalties=True,
            players=consequence.disqualified,
            tables=frozenset(game_at),
            rounds=frozenset(r for r, _t in game_at),
        )
        view = _view(event, stored)
    for number_ended in sorted(completed):
        round_ended(ctx, event_id, number_ended)
    return Changed(view, changes)


def penalties_in_games_of(
    store: Store, event_id: int, round_number: int, *, in_pods: bool
) -> list[Sentence]:
    """The penalties given in a game of round ``round_number`` (a table named: head to head,
    the game given; in pods, the pod in play), each said as "game loss for 0003 at pod 1"."""
    return [
        N_(
            "{kind} for {player} at pod {table}",
            kind=_KIND_WORDS[PenaltyKind(p.kind)],
            player=p.number,
            table=p.table,
        )
        if in_pods
        else N_(
            "{kind} for {player} at table {table}",
            kind=_KIND_WORDS[PenaltyKind(p.kind)],
            player=p.number,
            table=p.table,
        )
        for p in store.penalties.of_event(event_id)
        if p.round == round_number and p.table is not None
    ]


def _assistant_referee(event: Event, actor: str) -> bool:
    """Whether the station is named for one of the event's assistant referees (kit P-03: they
    may propose a forfeiture, a game loss or a disqualification, not impose it)."""
    return any(
        o.name == actor and o.role is OfficialRole.ASSISTANT_REFEREE for o in event.officials
    )


def _match_record(match: StoredMatch | None) -> dict[str, Any] | None:
    """A game as the penalty's audit row keeps it, to put it back on undo."""
    if match is None:
        return None
    adjudication = {} if match.adjudication is None else {"adjudication": match.adjudication}
    return match.as_record() | {"id": match.id} | adjudication


def _refuse_both_out_of_bracket(
    store: Store, event_id: int, match: StoredMatch, number: str, prior: list[PenaltyRecord]
) -> None:
    """A bracket match must have a winner: its second loss by penalty (not a disqualification,
    which leaves the next opponent a bye) would hand it to the player who lost it first."""
    opponent = _other(match, number)
    if match.match_code is None or opponent is None:
        return
    if not _forfeited(prior, opponent, _game_id((match.round, match.table))):
        return
    other = store.find_registration(event_id, opponent)
    if other is not None and other.status is RegistrationStatus.DISQUALIFIED:
        return
    raise RefusedAction(
        N_(
            "{opponent} has already lost {match} (round {round}, table {table}) by penalty, and "
            "a bracket match needs a winner: {player} cannot lose it too (disqualify one of "
            "them, undo that penalty first, or record this one with the judge's decision that "
            "the game is not forfeited)",
            opponent=opponent,
            match=match.match_code,
            round=match.round,
            table=match.table,
            player=number,
        )
    )


def _forfeit(
    store: Store,
    ctx: ServiceContext,
    event_id: int,
    match: StoredMatch,
    number: str,
    prior: list[PenaltyRecord],
) -> bool:
    """``number`` loses ``match`` by penalty; True when it was the last game its round waited
    for."""
    opponent = _other(match, number)
    # A Swiss game both players lose by penalty is won by neither (a bracket match must have a
    # winner: there the player already out leaves the next opponent a bye).
    both = match.match_code is None and _forfeited(
        prior, opponent, _game_id((match.round, match.table))
    )
    lost: ResultFields = {"decided_by": "penalty", "correction": match.result is not None}
    if both:
        lost["double_loss"] = True
    else:
        lost["winner"] = opponent
        lost["result"] = ResultCode.FORFEIT.value
    return report_in(store, ctx, event_id, match.round, match.table, audited=False, **lost)


_IN_A_GAME = {
    PenaltyKind.RENEGE: N_("a renege needs the round and table of the game it happened in"),
    PenaltyKind.GAME_LOSS: N_("a game loss needs the round and table of the game it happened in"),
}
"""The penalties given in a game, and what a head-to-head one says when the game is not named."""

_ENDS_THE_GAME = frozenset({PenaltyKind.DISQUALIFICATION, PenaltyKind.DOF})
"""Penalties that forfeit the game in play when given without naming one."""

_NO_GAME = frozenset({PenaltyKind.WARNING, PenaltyKind.IRREGULARITY})
"""Penalties that do nothing to a game, so a pod's is not tied to the pod in play."""


def _game_id(at: tuple[int, int] | None) -> str | None:
    """The game a penalty counts in, from its (round, table): "R3-T5"."""
    return None if at is None else f"R{at[0]}-T{at[1]}"


def _match_given_in(
    store: Store,
    event_id: int,
    number: str,
    kind: PenaltyKind,
    scope: str | None,
    at: tuple[int, int] | None,
) -> StoredMatch | None:
    """The head-to-head game a penalty is given in: the one named, else (a disqualification, a
    forfeiture) the player's game in play; a renege or a game loss must name its game."""
    if at is not None:
        return _table(store, event_id, *at, number)
    if kind in _IN_A_GAME:
        raise InvalidInput(_IN_A_GAME[kind], field="table")
    if kind not in _ENDS_THE_GAME:
        return None
    # Removed from the event or forfeiting "the current game" between reports: the game in
    # play is the one forfeited, and the consequence says so.
    match = _current_match(store, event_id, number)
    if match is None and kind is PenaltyKind.DOF and scope == "game":
        raise InvalidInput(
            N_(
                "player {player} has no game in play: give the round and table of the game "
                "forfeited",
                player=number,
            ),
            field="table",
        )
    return match


def _pod_given_in(
    store: Store, event_id: int, number: str, kind: PenaltyKind, at: tuple[int, int] | None
) -> tuple[int, int] | None:
    """The (round, table) of the pod a penalty is given in: the player's pod in play, for a
    penalty that touches the game (a pod's penalty names no round or table)."""
    if at is not None:
        raise RefusedAction(
            N_(
                "a pod event's penalty names no round or table: record it without them, "
                "and give the player's place when the pod's result is entered"
            )
        )
    in_pod = None if kind in _NO_GAME else _pod_in_play(store, event_id, number)
    if in_pod is None and kind in _IN_A_GAME:
        raise InvalidInput(
            N_("player {player} is at no pod still playing in the latest round", player=number),
            field="player",
        )
    return in_pod


def _pod_in_play(store: Store, event_id: int, number: str) -> tuple[int, int] | None:
    """(round, table) of the player's pod in the latest round while it has no result; a pod's
    penalty is given in it and settled by the places entered with its result."""
    rounds = store.pods.pods(event_id)
    if not rounds:
        return None
    latest = rounds[max(rounds)]
    return next(
        (
            (pod.round, pod.table)
            for pod in latest
            if not pod.bye
            and pod.placings is None
            and number in {seat.number for seat in pod.seats}
        ),
        None,
    )


def _forfeited(prior: list[PenaltyRecord], player: str | None, game: str | None) -> bool:
    """Whether an earlier penalty already cost ``player`` this game."""
    return any(
        r.player == player and r.game == game and r.outcome.game_forfeited and not r.voided
        for r in prior
    )


def _other(match: StoredMatch, number: str) -> str | None:
    return match.b if number == match.a else match.a


def _consequence_json(
    consequence: Consequence, game: str | None, *, kept: bool = True
) -> dict[str, Any]:
    """The consequence as the penalty keeps it (``kept``: with the explanation's sentence, said
    again when shown) or as its audit row does (what the command line's log shows)."""
    explanation = consequence.sentence if kept else consequence.explanation
    return {
        "game": game,
        "scope": consequence.scope,
        "battle_lost": consequence.battle_lost,
        "game_forfeited": consequence.game_forfeited,
        "disqualified": consequence.disqualified,
        "reneges_in_game": consequence.reneges_in_game,
        "reneges_in_event": consequence.reneges_in_event,
        "automatic": {
            "battle_lost": consequence.automatic.battle_lost,
            "game_forfeited": consequence.automatic.game_forfeited,
            "disqualified": consequence.automatic.disqualified,
        },
        "advice": consequence.advice,
        **words_record("explanation", explanation),
    }


def _refuse_other_games_penalty(event: Event, kind: PenaltyKind) -> None:
    """A penalty the event's game does not have (a renege, OverPower's, at a Vs. System event:
    it would say a battle was lost and missions moved) is refused, naming those it has."""
    rules = rules_for(event.settings.game)
    if kind.value not in rules.penalty_kinds:
        raise InvalidInput(
            N_(
                "{game} has no {penalty} penalty; record one of: {kinds}",
                game=rules.label,
                penalty=_KIND_WORDS[kind],
                kinds=", ".join(rules.penalty_kinds),
            ),
            field="kind",
        )


_KIND_WORDS = {
    PenaltyKind.WARNING: N_("warning"),
    PenaltyKind.IRREGULARITY: N_("irregularity"),
    PenaltyKind.RENEGE: N_("renege"),
    PenaltyKind.DOF: N_("declaration of forfeiture"),
    PenaltyKind.GAME_LOSS: N_("game loss"),
    PenaltyKind.DISQUALIFICATION: N_("disqualification"),
}
"""A penalty's kind as its audit row names it."""
