"""Penalties and their consequences, as a pure state machine (kit §4).

A judge records an incident (a warning, a renege, a Declaration of Forfeiture, a game loss or a
disqualification). ``assess`` reads the player's earlier penalty records and answers with what
the new incident does: the battle lost, the game forfeited, the player disqualified, and why.
The services layer stores the answer as a new ``PenaltyRecord`` and updates the match result.

The Legion's numbers (a 2nd renege in one game forfeits it, a 3rd in the event disqualifies) come
from the event's ``PenaltyPolicy``. The judge's word is final: a ``JudgeOverride`` replaces any
automatic consequence, and the answer keeps the automatic one beside it for the audit trail.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.rules.overpower.policy import DOF_SCOPES, PenaltyPolicy
from opl_tournament.domain.sentences import N_, Sentence, joined


class PenaltyKind(StrEnum):
    WARNING = "warning"
    # An incorrectly played or placed card: fixed at the table, never counted as a renege.
    IRREGULARITY = "irregularity"
    RENEGE = "renege"
    DOF = "declaration_of_forfeiture"
    GAME_LOSS = "game_loss"
    DISQUALIFICATION = "disqualification"


_KIND_ALIASES = {"dof": PenaltyKind.DOF, "dq": PenaltyKind.DISQUALIFICATION}


def parse_kind(text: str) -> PenaltyKind:
    """A penalty kind from its name (``dof`` and ``dq`` are accepted as short forms)."""
    key = text.strip().casefold().replace(" ", "_").replace("-", "_")
    if key in _KIND_ALIASES:
        return _KIND_ALIASES[key]
    try:
        return PenaltyKind(key)
    except ValueError:
        known = ", ".join(k.value for k in PenaltyKind)
        raise InvalidInput(
            N_("unknown penalty {text} (known: {known})", text=repr(text), known=known),
            field="kind",
        ) from None


# Only the head judge may impose these; assistant referees may only propose them (kit P-03).
JUDGE_ONLY = frozenset({PenaltyKind.DOF, PenaltyKind.GAME_LOSS, PenaltyKind.DISQUALIFICATION})


@dataclass(frozen=True)
class Incident:
    """A new incident to assess.

    ``game`` identifies the game in progress (any stable id, e.g. ``"R3-T5"``); it is needed for
    a renege and for a game loss, and it is None for an incident between games.
    ``scope`` applies to a Declaration of Forfeiture: ``"event"`` (removal) or ``"game"``;
    None takes the policy's default.
    """

    player: str
    kind: PenaltyKind
    game: str | None = None
    infraction: str = ""
    scope: str | None = None
    by_judge: bool = True
    note: str = ""


@dataclass(frozen=True)
class Outcome:
    battle_lost: bool = False
    game_forfeited: bool = False
    disqualified: bool = False


@dataclass(frozen=True)
class PenaltyRecord:
    """A stored penalty, as the state machine needs it. ``voided`` ones no longer count."""

    player: str
    kind: PenaltyKind
    game: str | None = None
    infraction: str = ""
    scope: str | None = None
    outcome: Outcome = Outcome()
    voided: bool = False


@dataclass(frozen=True)
class JudgeOverride:
    """The judge's own decision; None keeps the automatic answer for that consequence."""

    reason: str
    battle_lost: bool | None = None
    game_forfeited: bool | None = None
    disqualified: bool | None = None


@dataclass(frozen=True)
class Consequence:
    """What an incident does. ``automatic`` is what the rules alone gave (for the audit)."""

    incident: Incident
    battle_lost: bool
    game_forfeited: bool
    disqualified: bool
    reneges_in_game: int
    reneges_in_event: int
    scope: str | None
    result_code: str | None
    method: str | None
    advice: str | None
    automatic: Outcome
    overridden: bool
    sentence: Sentence
    """Why the incident does what it does, to say in any language."""

    @property
    def explanation(self) -> str:
        """The explanation in English (the command line's, and the stored row's)."""
        return str(self.sentence)

    @property
    def outcome(self) -> Outcome:
        return Outcome(self.battle_lost, self.game_forfeited, self.disqualified)

    def record(self) -> PenaltyRecord:
        """The record to store for this incident."""
        return PenaltyRecord(
            player=self.incident.player,
            kind=self.incident.kind,
            game=self.incident.game,
            infraction=self.incident.infraction,
            scope=self.scope,
            outcome=self.outcome,
        )


def assess(
    prior: Sequence[PenaltyRecord],
    incident: Incident,
    policy: PenaltyPolicy | None = None,
    *,
    override: JudgeOverride | None = None,
    earlier_game: tuple[int, int] | None = None,
) -> Consequence:
    """The consequences of ``incident`` given the event's earlier ``prior`` records;
    ``earlier_game``: the (round, table) of its game when that is not the game being played now
    (a penalty given afterwards), which the consequence then names instead of "the current
    game"."""
    policy = policy or PenaltyPolicy()
    _check(incident)
    mine = [r for r in prior if r.player == incident.player and not r.voided]
    if any(r.outcome.disqualified for r in mine):
        raise RefusedAction(
            N_("player {player} is already disqualified from this event", player=incident.player)
        )
    if incident.game is not None and any(
        r.game == incident.game and r.outcome.game_forfeited for r in mine
    ):
        raise RefusedAction(
            N_(
                "player {player} has already forfeited game {game}",
                player=incident.player,
                game=incident.game,
            )
        )
    reneges_event = sum(r.kind is PenaltyKind.RENEGE for r in mine)
    reneges_game = sum(r.kind is PenaltyKind.RENEGE and r.game == incident.game for r in mine)
    scope: str | None = None
    advice: str | None = None
    kind = incident.kind
    player = incident.player
    text: Sentence

    if kind is PenaltyKind.RENEGE:
        reneges_event += 1
        reneges_game += 1
        counted = {"player": player, "in_game": reneges_game, "in_event": reneges_event}
        if reneges_event >= policy.reneges_to_disqualify:
            automatic = Outcome(battle_lost=True, game_forfeited=True, disqualified=True)
            text = N_(
                "Player {player} reneged (renege {in_game} in this game, {in_event} in the "
                "event): the battle is lost, and reaching {limit} reneges in the event "
                "disqualifies the player, who also forfeits this game.",
                **counted,
                limit=policy.reneges_to_disqualify,
            )
        elif reneges_game >= policy.reneges_to_forfeit_game:
            automatic = Outcome(battle_lost=True, game_forfeited=True)
            text = N_(
                "Player {player} reneged (renege {in_game} in this game, {in_event} in the "
                "event): the battle is lost and, with {limit} reneges in one game, so is the game.",
                **counted,
                limit=policy.reneges_to_forfeit_game,
            )
        else:
            automatic = Outcome(battle_lost=True)
            text = N_(
                "Player {player} reneged (renege {in_game} in this game, {in_event} in the "
                "event): the battle is lost; their ventured missions move as for a loss and the "
                "opponent's as for a win. Cards drawn this battle go back into the deck as far as "
                "possible.",
                **counted,
            )
    elif kind is PenaltyKind.DOF:
        scope = incident.scope or policy.dof_default_scope
        in_game = incident.game is not None
        if scope == "game" and not in_game:
            raise InvalidInput(N_("a game-only forfeiture needs the id of the game"), field="game")
        dof = (
            N_("Declaration of Forfeiture for {infraction}", infraction=_words(incident.infraction))
            if incident.infraction
            else N_("Declaration of Forfeiture")
        )
        if scope == "event":
            automatic = Outcome(game_forfeited=in_game, disqualified=True)
            if not in_game:
                text = N_(
                    "{dof}: Player {player} is removed from the event.", dof=dof, player=player
                )
            elif earlier_game:
                text = N_(
                    "{dof}: Player {player} is removed from the event and forfeits the game at "
                    "table {table} of round {round}.",
                    dof=dof,
                    player=player,
                    **_game_at(earlier_game),
                )
            else:
                text = N_(
                    "{dof}: Player {player} is removed from the event and forfeits the current "
                    "game.",
                    dof=dof,
                    player=player,
                )
        else:
            automatic = Outcome(game_forfeited=in_game)
            text = (
                N_(
                    "{dof}, game only: Player {player} forfeits the game at table {table} of "
                    "round {round} and stays in the event.",
                    dof=dof,
                    player=player,
                    **_game_at(earlier_game),
                )
                if earlier_game
                else N_(
                    "{dof}, game only: Player {player} forfeits the current game and stays in "
                    "the event.",
                    dof=dof,
                    player=player,
                )
            )
    elif kind is PenaltyKind.GAME_LOSS:
        automatic = Outcome(game_forfeited=True)
        text = (
            N_(
                "Player {player} loses the game at table {table} of round {round} by penalty.",
                player=player,
                **_game_at(earlier_game),
            )
            if earlier_game
            else N_("Player {player} loses the current game by penalty.", player=player)
        )
    elif kind is PenaltyKind.DISQUALIFICATION:
        in_game = incident.game is not None
        automatic = Outcome(game_forfeited=in_game, disqualified=True)
        if not in_game:
            text = N_("Player {player} is disqualified.", player=player)
        elif earlier_game:
            text = N_(
                "Player {player} is disqualified and forfeits the game at table {table} of "
                "round {round}.",
                player=player,
                **_game_at(earlier_game),
            )
        else:
            text = N_(
                "Player {player} is disqualified and forfeits the current game.", player=player
            )
    elif kind is PenaltyKind.WARNING:
        automatic = Outcome()
        text = N_(
            "Player {player} is warned for {infraction}; a warning has no automatic consequence.",
            player=player,
            infraction=_words(incident.infraction) or N_("an unnamed infraction"),
        )
        advice = _escalation(mine, incident, policy)
    else:
        automatic = Outcome()
        text = N_(
            "Player {player}: a card was played or placed incorrectly; fix it at the table. This "
            "is not a renege and is not counted.",
            player=player,
        )

    final = automatic
    overridden = False
    if override is not None:
        if not override.reason.strip():
            raise InvalidInput(N_("a judge override needs a reason"), field="override.reason")
        final = Outcome(
            _pick(override.battle_lost, automatic.battle_lost),
            _pick(override.game_forfeited, automatic.game_forfeited),
            _pick(override.disqualified, automatic.disqualified),
        )
        overridden = True
        text = N_(
            "{explanation} The judge overrode this ({reason}): {outcome}.",
            explanation=text,
            reason=override.reason.strip(),
            outcome=_summary(final),
        )
        if final.game_forfeited and incident.game is None:
            raise InvalidInput(N_("a forfeited game needs the game's id"), field="game")
    return Consequence(
        incident=incident,
        **attributes(final, ("battle_lost", "game_forfeited", "disqualified")),
        reneges_in_game=reneges_game,
        reneges_in_event=reneges_event,
        scope=scope,
        result_code="FORFEIT_L" if final.game_forfeited else None,
        method=_method(kind, final),
        advice=advice,
        automatic=automatic,
        overridden=overridden,
        sentence=text,
    )


def _game_at(game: tuple[int, int]) -> dict[str, int]:
    """A game's round and table, as a consequence names them."""
    return {"round": game[0], "table": game[1]}


def _check(incident: Incident) -> None:
    if not incident.player.strip():
        raise InvalidInput(N_("the penalised player is missing"), field="player")
    if incident.kind in (PenaltyKind.RENEGE, PenaltyKind.GAME_LOSS) and incident.game is None:
        needs_game = {
            PenaltyKind.RENEGE: N_("a renege needs the id of the game it happened in"),
            PenaltyKind.GAME_LOSS: N_("a game loss needs the id of the game it happened in"),
        }
        raise InvalidInput(needs_game[incident.kind], field="game")
    if incident.scope is not None:
        if incident.kind is not PenaltyKind.DOF:
            raise InvalidInput(N_("only a Declaration of Forfeiture has a scope"), field="scope")
        if incident.scope not in DOF_SCOPES:
            raise InvalidInput(
                N_("must be one of: {choices}", choices=", ".join(DOF_SCOPES)), field="scope"
            )
    if incident.kind in JUDGE_ONLY and not incident.by_judge:
        judge_only = {
            PenaltyKind.DOF: N_(
                "only the head judge may impose a declaration of forfeiture; an assistant "
                "referee may propose it"
            ),
            PenaltyKind.GAME_LOSS: N_(
                "only the head judge may impose a game loss; an assistant referee may propose it"
            ),
            PenaltyKind.DISQUALIFICATION: N_(
                "only the head judge may impose a disqualification; an assistant referee may "
                "propose it"
            ),
        }
        raise RefusedAction(judge_only[incident.kind])


def _escalation(
    mine: Sequence[PenaltyRecord], incident: Incident, policy: PenaltyPolicy
) -> str | None:
    if policy.warning_escalation != "same_type_x2_prompt_dof" or not incident.infraction:
        return None
    earlier = sum(
        r.kind is PenaltyKind.WARNING and r.infraction == incident.infraction for r in mine
    )
    if earlier == 0:
        return None
    return (
        f"This is warning {earlier + 1} for {_words(incident.infraction)}: "
        f"consider a Declaration of Forfeiture."
    )


def _method(kind: PenaltyKind, outcome: Outcome) -> str | None:
    """How the forfeited game is recorded (the kit's result methods)."""
    if not (outcome.game_forfeited or outcome.disqualified):
        return None
    if kind is PenaltyKind.DOF:
        return "dof"
    if outcome.disqualified:
        return "dq"
    if kind is PenaltyKind.RENEGE:
        return "renege_forfeit"
    return "game_loss"


def _pick(choice: bool | None, automatic: bool) -> bool:
    return automatic if choice is None else choice


def _words(infraction: str) -> str:
    """An infraction's code as words ("slow_play": "slow play"); a judge's own words stay."""
    return infraction.replace("_", " ")


def _summary(outcome: Outcome) -> Sentence | str:
    parts: list[Sentence | str] = [
        label
        for label, flag in (
            (N_("battle lost"), outcome.battle_lost),
            (N_("game forfeited"), outcome.game_forfeited),
            (N_("disqualified"), outcome.disqualified),
        )
        if flag
    ]
    return joined(parts, "comma") if parts else N_("no consequence")
