"""Vs. System TCG (Comprehensive Rules v2.7): games on which time was called.

Time-called game, the judge's form::

    {"game": "vs-tcg", "outright_winner": null, "agreed_winner": null,
     "mandatory_loop_draw": false, "phase": "combat", "turn": 6,
     "players": [{"id": "0001", "endurance": -3, "deck": 20, "hand": 3, "ko_pile": 7,
                  "conceded": false}, ...]}

The ladder: an outright win (or everyone else conceded) stands; an unbreakable mandatory loop is
a draw; the players' agreement stands; then, by default, endurance is checked as if the turn's
wrap-up happened now (players at 0 or less lose unless nobody would be left, when the highest
total stays; several sharing it go on to the next steps, or to the judge if the event says so);
then higher endurance; then the judge. Steps and the last word are event settings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import ResultType, Verdict
from opl_tournament.domain.rules.vs_common import (
    Step,
    flag,
    named_player,
    player_id,
    read_form,
    refuse_unknown,
    run_ladder,
    signed,
    whole,
)
from opl_tournament.domain.rules.vs_settings import TCG, resolve
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined
from opl_tournament.domain.sentences import step as ladder_step

RESULT_TYPES: tuple[ResultType, ...] = (
    ResultType(
        "outright",
        "Won under the game rules before time: last player standing, or a "
        "card that says its player wins",
    ),
    ResultType("concession", "Every other player conceded"),
    ResultType(
        "draw",
        "A draw: a loop of mandatory actions nobody could break, or level at "
        "time where the event scores that as a draw",
    ),
    ResultType("agreement", "The players agreed on the winner when time was called"),
    ResultType("wrapup", "Endurance checked as at the turn's wrap-up: players at 0 or less lost"),
    ResultType("endurance", "Higher endurance at time (negative totals compared as they are)"),
    ResultType("deck", "More cards left in the deck at time"),
    ResultType("ko_pile", "Fewer cards in the KO'd pile at time"),
    ResultType("judge", "Still level after every step: the judge decides"),
)
STEP_LABELS = {
    "endurance": N_("endurance"),
    "deck": N_("cards left in deck"),
    "ko_pile": N_("KO'd pile"),
}

_TOP_KEYS = {
    "game",
    "outright_winner",
    "agreed_winner",
    "mandatory_loop_draw",
    "phase",
    "turn",
    "players",
    "event",
    "round",
    "table",
    "notes",
    "initiative",
}
_PLAYER_KEYS = {
    "id",
    "name",
    "endurance",
    "deck",
    "hand",
    "ko_pile",
    "removed_from_game",
    "resources",
    "conceded",
    "characters",
    "insane",
}


@dataclass(frozen=True)
class TcgPlayer:
    id: str
    endurance: int
    deck: int | None
    hand: int | None
    ko_pile: int | None
    conceded: bool


def _player(data: Mapping[str, Any], index: int) -> TcgPlayer:
    where = f"players[{index}]"
    refuse_unknown(data, _PLAYER_KEYS, where)

    def optional(key: str) -> int | None:
        return None if data.get(key) is None else whole(data, key, where)

    if "endurance" not in data:
        raise InvalidInput(N_("{where}.endurance is missing", where=where), field="endurance")
    return TcgPlayer(
        id=player_id(data, index),
        endurance=signed(data, "endurance", where),
        deck=optional("deck"),
        hand=optional("hand"),
        ko_pile=optional("ko_pile"),
        conceded=flag(data, "conceded", where),
    )


def _figure(players: list[TcgPlayer], step: str) -> dict[str, int]:
    values: dict[str, int] = {}
    for index, player in enumerate(players):
        value = getattr(player, step)
        if value is None:
            raise InvalidInput(
                N_(
                    "players[{index}].{step} is needed: the event's time-call ladder compares it",
                    index=index,
                    step=step,
                ),
                field=step,
            )
        values[player.id] = value
    return values


def _form(state: Mapping[str, Any]) -> list[TcgPlayer]:
    return read_form(state, _TOP_KEYS, _player)


def _figures(players: list[TcgPlayer]) -> dict[str, dict[str, Any]]:
    return {
        p.id: {
            "endurance": p.endurance,
            "deck": p.deck,
            "hand": p.hand,
            "ko_pile": p.ko_pile,
            "conceded": p.conceded,
        }
        for p in players
    }


@dataclass(frozen=True)
class _Game:
    """What every verdict of one form shares: the players' ids and figures."""

    ids: tuple[str, ...]
    figures: Mapping[str, Mapping[str, Any]]

    def verdict(
        self,
        winner: str | None,
        by: str,
        why: Sentence,
        placings: tuple[tuple[str, ...], ...] = (),
        trail: tuple[Sentence, ...] = (),
    ) -> Verdict:
        if len(self.ids) == 2 and winner is not None:
            placings = ()
        elif not placings and winner is not None and len(self.ids) > 2:
            placings = ((winner,), tuple(i for i in self.ids if i != winner))
        placings = tuple(group for group in placings if group)
        return Verdict(winner, by, self.figures, why, trail, placings)


def adjudicate(state: Mapping[str, Any], policy: Mapping[str, Any] | None = None) -> Verdict:
    players = _form(state)
    rules = resolve(TCG, policy)
    game = _Game(tuple(p.id for p in players), _figures(players))
    outright = named_player(state, "outright_winner", game.ids)
    agreed = named_player(state, "agreed_winner", game.ids)
    if outright is not None:
        return game.verdict(
            outright,
            "outright",
            N_("{player} won under the game rules; that stands.", player=outright),
        )
    standing = [p for p in players if not p.conceded]
    conceded = tuple(p.id for p in players if p.conceded)
    if len(standing) == 1:
        return game.verdict(
            standing[0].id,
            "concession",
            N_("Everyone else conceded: {player} wins.", player=standing[0].id),
        )
    if not standing:
        raise InvalidInput(
            N_("every player conceded: at least one must still be in the game"), field="conceded"
        )
    if flag(state, "mandatory_loop_draw", "form"):
        return game.verdict(
            None,
            "draw",
            N_("The players were stuck in a loop of forced actions with no way out: a drawn game."),
            (tuple(p.id for p in standing), conceded),
        )
    if agreed is not None:
        return game.verdict(
            agreed,
            "agreement",
            N_("The players agreed that {player} won; that stands.", player=agreed),
        )
    return _time_call(game, standing, conceded, rules)


def _time_call(
    game: _Game, standing: list[TcgPlayer], conceded: tuple[str, ...], rules: Mapping[str, Any]
) -> Verdict:
    """The event's ladder for the players still in: the endurance check, then the steps."""
    out_groups: list[tuple[str, ...]] = [conceded]
    trail: list[Sentence] = []
    if rules["tcg.time.virtual_wrapup"]:
        standing, lost, note = _wrapup(standing)
        trail.append(note)
        out_groups.insert(0, lost)
        tied_below = len(standing) > 1 and all(p.endurance <= 0 for p in standing)
        if tied_below and rules["tcg.time.tied_nonpositive"] == "judge":
            level = joined([p.id for p in standing], "comma")
            return game.verdict(
                None,
                "judge",
                N_(
                    "{players} share the highest total at 0 or less, which the rules leave to "
                    "play on: this event hands it to the judge.",
                    players=level,
                ),
                trail=tuple(trail),
            )
    steps = [
        Step(name, STEP_LABELS[name], _figure(standing, name), name != "ko_pile")
        for name in rules["tcg.time.tiebreaks"]
    ]
    outcome = run_ladder([p.id for p in standing], out_groups, steps)
    trail.extend(outcome.trail)
    if outcome.winner is not None:
        by = "wrapup" if outcome.decided_by == "elimination" else str(outcome.decided_by)
        why = (
            N_(
                "{player} is the only player left after the endurance check.",
                player=outcome.winner,
            )
            if by == "wrapup"
            else N_(
                "{player} is ahead on {step}.", player=outcome.winner, step=STEP_LABELS.get(by, by)
            )
        )
        return game.verdict(outcome.winner, by, why, outcome.placings, tuple(trail))
    level = joined(outcome.leaders, "comma")
    if rules["tcg.time.level"] == "draw":
        return game.verdict(
            None,
            "draw",
            N_("{players} are level on every step: the game is a draw.", players=level),
            outcome.placings,
            tuple(trail),
        )
    return game.verdict(
        None,
        "judge",
        N_("{players} are level on every step: the judge decides.", players=level),
        (),
        tuple(trail),
    )


def _wrapup(standing: list[TcgPlayer]) -> tuple[list[TcgPlayer], tuple[str, ...], Sentence]:
    """408.2a as if the wrap-up were now: who stays in, who loses, and what happened."""
    check = N_("endurance check")
    at_zero = [p for p in standing if p.endurance <= 0]
    if not at_zero:
        return standing, (), ladder_step(check, N_("nobody is at 0 or less"))
    if len(at_zero) < len(standing):
        stay = [p for p in standing if p.endurance > 0]
        lost = tuple(p.id for p in at_zero)
        losing = N_plural(
            "{players} at 0 or less loses",
            "{players} at 0 or less lose",
            len(lost),
            players=joined(lost, "comma"),
        )
        return stay, lost, ladder_step(check, losing)
    best = max(p.endurance for p in standing)
    stay = [p for p in standing if p.endurance == best]
    lost = tuple(p.id for p in standing if p.endurance != best)
    staying = N_(
        "everyone is at 0 or less, so the highest total ({best}) stays in: {players}",
        best=best,
        players=joined([p.id for p in stay], "comma"),
    )
    return stay, lost, ladder_step(check, staying)
