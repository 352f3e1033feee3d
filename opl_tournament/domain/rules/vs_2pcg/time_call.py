"""Vs. System 2PCG games on which time was called: 2 players, pods of 3-4, 2 vs 2 teams.

Time-called game, the judge's form::

    {"game": "vs-2pcg", "outright_winner": null, "agreed_winner": null,
     "all_out_of_cards": false, "active_player": "0001", "simultaneous_final_ko": false,
     "stalemate": false,
     "players": [{"id": "0001", "team": null, "deck": 12, "conceded": false,
       "main_characters": [{"name": "Captain America", "level": 2, "wounds": 3, "health": 7,
                            "location": "front", "starting": true}]}, …]}

``health`` null is infinite (Amortal). A main character is KO'd when the form says so
(``"ko": true`` or location ``ko``) or when its wounds reach its Health. ``team`` groups 2 vs 2
teammates (and boss battles: ``boss`` / ``challengers``). The ladder: an outright win stands;
conceded players are out; the players' agreement stands; a side whose every main character is
gone is out and the last side left wins (both last ones KO'd at once: the active player's side);
a game nobody can win (``"stalemate": true``: a player who can't lose, or a loop nobody can
break) goes to the judge, a tie or the steps, as the event sets; when every player is out of cards
the fewest main-character wounds wins and equal counts tie (a rule of the game); then the event's
time-call steps (fewest wounds by default); then the judge.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.errors import InvalidInput, one_of
from opl_tournament.domain.rules.base import ResultType, Verdict
from opl_tournament.domain.rules.vs_common import (
    Step,
    flag,
    named_player,
    player_id,
    read_form,
    refuse_unknown,
    run_ladder,
    whole,
)
from opl_tournament.domain.rules.vs_settings import TWO_PCG, resolve
from opl_tournament.domain.sentences import N_, Sentence, joined
from opl_tournament.domain.sentences import step as ladder_step

INFINITE_HEALTH = 10**6

RESULT_TYPES: tuple[ResultType, ...] = (
    ResultType(
        "outright",
        "Won under the game rules before time (every enemy main character "
        "KO'd, or a card that says its player wins)",
    ),
    ResultType("concession", "Every other player conceded"),
    ResultType("agreement", "The players agreed on the winner when time was called"),
    ResultType("elimination", "At time, every other side's main characters were KO'd or gone"),
    ResultType(
        "simultaneous_ko",
        "The last main characters were KO'd at once: the player whose turn it was wins",
    ),
    ResultType("out_of_cards", "Everyone out of cards: fewest wounds on main characters wins"),
    ResultType(
        "tie",
        "A tie: equal fewest wounds with everyone out of cards, or level at time "
        "where the event scores that as a tie",
    ),
    ResultType("mc_wounds", "Fewest wounds on main characters at time"),
    ResultType("mc_health", "Most Health left on main characters at time"),
    ResultType("mc_level", "Highest main-character level at time"),
    ResultType("deck", "Most cards left in the deck at time"),
    ResultType("judge", "Still level after every step: the judge decides"),
)
STEP_LABELS = {
    "mc_wounds": N_("wounds on main characters"),
    "mc_health": N_("Health left on main characters"),
    "mc_level": N_("main-character level"),
    "deck": N_("cards left in deck"),
}
LOCATIONS = (
    "front",
    "back",
    "atlantis",
    "pocket_universe",
    "enemy_side",
    "deck",
    "hand",
    "ko",
    "removed",
    "level_up_zone",
    "pile",
)

_TOP_KEYS = {
    "game",
    "outright_winner",
    "agreed_winner",
    "all_out_of_cards",
    "active_player",
    "simultaneous_final_ko",
    "stalemate",
    "players",
    "event",
    "round",
    "table",
    "notes",
    "turn",
    "first_player",
}
_PLAYER_KEYS = {
    "id",
    "name",
    "team",
    "deck",
    "hand",
    "ko_pile",
    "resources",
    "conceded",
    "main_characters",
    "supporting",
    "removed_from_game",
    "piles",
}
_MC_KEYS = {
    "name",
    "level",
    "wounds",
    "health",
    "location",
    "starting",
    "ko",
    "bind",
    "vitality",
    "state",
    "exhausted",
    "xp_up",
    "xp_down",
    "counters",
    "equipment",
}


@dataclass(frozen=True)
class MainCharacter:
    name: str
    level: int | None
    wounds: int
    health: int | None
    location: str
    starting: bool
    knocked_out: bool
    bind: bool


@dataclass(frozen=True)
class Player:
    id: str
    side: str
    deck: int | None
    conceded: bool
    mcs: tuple[MainCharacter, ...]


def _mc(data: Any, where: str, first: bool) -> MainCharacter:
    if not isinstance(data, Mapping):
        raise InvalidInput(N_("{where} must be an object", where=where), field="main_characters")
    refuse_unknown(data, _MC_KEYS, where)
    name = data.get("name", "")
    if not isinstance(name, str):
        raise InvalidInput(N_("{where}.name must be text", where=where), field="name")
    location = data.get("location", "front")
    one_of(location, LOCATIONS, what=f"{where}.location", field="location")
    health = None if data.get("health") is None else whole(data, "health", where, low=1)
    level = None if data.get("level") is None else whole(data, "level", where, low=0)
    wounds = whole(data, "wounds", where, default=0)
    starting = data.get("starting", first)
    if not isinstance(starting, bool):
        raise InvalidInput(
            N_("{where}.starting must be true or false", where=where), field="starting"
        )
    knocked_out = (
        flag(data, "ko", where) or location == "ko" or (health is not None and wounds >= health)
    )
    return MainCharacter(
        name, level, wounds, health, location, starting, knocked_out, flag(data, "bind", where)
    )


def _player(data: Mapping[str, Any], index: int) -> Player:
    where = f"players[{index}]"
    refuse_unknown(data, _PLAYER_KEYS, where)
    pid = player_id(data, index)
    mcs = data.get("main_characters")
    if not isinstance(mcs, list) or not mcs:
        raise InvalidInput(
            N_("{where}.main_characters must list the player's main characters", where=where),
            field="main_characters",
        )
    team = data.get("team")
    if team is not None and (not isinstance(team, str) or not team.strip()):
        raise InvalidInput(N_("{where}.team must be the team's name", where=where), field="team")
    return Player(
        id=pid,
        side=team.strip() if isinstance(team, str) else pid,
        deck=None if data.get("deck") is None else whole(data, "deck", where),
        conceded=flag(data, "conceded", where),
        mcs=tuple(_mc(m, f"{where}.main_characters[{i}]", i == 0) for i, m in enumerate(mcs)),
    )


def _is_out(player: Player, gone_states: Sequence[str]) -> bool:
    counted = [m for m in player.mcs if not m.bind] or list(player.mcs)
    return all(m.knocked_out or m.location in gone_states for m in counted)


def _wounds_of(mc: MainCharacter) -> int:
    """A KO'd main character took at least its Health in wounds (P:1197), though it has left
    the game with them and the judge may find none to count: it never counts as less wounded
    than one still standing at the same Health."""
    if mc.knocked_out and mc.health is not None:
        return max(mc.wounds, mc.health)
    return mc.wounds


def _wounds(player: Player, aggregation: str) -> int:
    counted = [m for m in player.mcs if not m.bind] or list(player.mcs)
    if aggregation == "starting":
        counted = [m for m in counted if m.starting] or counted[:1]
    values = [_wounds_of(m) for m in counted]
    return min(values) if aggregation == "min" else sum(values)


def _health_left(player: Player) -> int:
    return sum(
        (INFINITE_HEALTH if m.health is None else max(0, m.health - m.wounds))
        for m in player.mcs
        if not m.knocked_out
    )


def _mc_level(player: Player, index: int) -> int:
    levels = [m.level for m in player.mcs if not m.knocked_out]
    if any(level is None for level in levels):
        raise InvalidInput(
            N_(
                "players[{index}] main characters need their level: the event's time-call "
                "ladder compares it",
                index=index,
            ),
            field="level",
        )
    return max((lv for lv in levels if lv is not None), default=0)


def _side_values(players: Sequence[Player], step: str, rules: Mapping[str, Any]) -> dict[str, int]:
    values: dict[str, int] = defaultdict(int)
    for index, player in enumerate(players):
        if step == "mc_wounds":
            value = _wounds(player, rules["p2.mc_wound_aggregation"])
        elif step == "mc_health":
            value = _health_left(player)
        elif step == "mc_level":
            value = _mc_level(player, index)
            values[player.side] = max(values[player.side], value)
            continue
        else:
            if player.deck is None:
                raise InvalidInput(
                    N_(
                        "players[{index}].{step} is needed: the event's time-call ladder "
                        "compares it",
                        index=index,
                        step="deck",
                    ),
                    field="deck",
                )
            value = player.deck
        values[player.side] += value
    return dict(values)


def _form(state: Mapping[str, Any]) -> list[Player]:
    return read_form(state, _TOP_KEYS, _player)


@dataclass(frozen=True)
class _Game:
    """One form's players grouped in sides (a player alone, or a team), and their figures."""

    players: tuple[Player, ...]
    sides: tuple[str, ...]
    members: Mapping[str, tuple[Player, ...]]
    figures: Mapping[str, Mapping[str, Any]]

    @property
    def ids(self) -> list[str]:
        return [p.id for p in self.players]

    def side_of(self, pid: str) -> str:
        return next(p.side for p in self.players if p.id == pid)

    def who(self, side: str) -> Sentence | str:
        players = self.members[side]
        if len(players) == 1 and players[0].id == side:
            return side
        return N_("{side} ({players})", side=side, players=joined([p.id for p in players], "and"))

    def verdict(
        self,
        side: str | None,
        by: str,
        why: Sentence,
        side_places: Sequence[Sequence[str]] = (),
        trail: Sequence[Sentence] = (),
    ) -> Verdict:
        """The verdict; placings list players (a side's members share its place)."""
        if side is not None and not side_places:
            side_places = [[side], [s for s in self.sides if s != side]]
        placings = tuple(
            tuple(p.id for s in group for p in self.members[s]) for group in side_places if group
        )
        winner = None if side is None else self.members[side][0].id
        if len(self.players) == 2 and by != "tie":
            placings = ()
        return Verdict(winner, by, self.figures, why, tuple(trail), placings)


def _game(players: list[Player], rules: Mapping[str, Any]) -> _Game:
    sides = tuple(dict.fromkeys(p.side for p in players))
    if len(sides) < 2:
        raise InvalidInput(
            N_("every player is on the same team: a game needs two sides"), field="team"
        )
    gone = rules["p2.turn_start_loss_states"]
    aggregation = rules["p2.mc_wound_aggregation"]
    figures: dict[str, dict[str, Any]] = {
        p.id: {
            "side": p.side,
            "out": _is_out(p, gone),
            "mc_wounds": _wounds(p, aggregation),
            "mc_ko": [m.name for m in p.mcs if m.knocked_out],
            "deck": p.deck,
        }
        for p in players
    }
    members = {side: tuple(p for p in players if p.side == side) for side in sides}
    return _Game(tuple(players), sides, members, figures)


def adjudicate(state: Mapping[str, Any], policy: Mapping[str, Any] | None = None) -> Verdict:
    players = _form(state)
    rules = resolve(TWO_PCG, policy)
    game = _game(players, rules)
    outright = named_player(state, "outright_winner", game.ids)
    if outright is not None:
        side = game.side_of(outright)
        return game.verdict(
            side, "outright", N_("{player} won under the game rules.", player=game.who(side))
        )
    conceded = [s for s in game.sides if all(p.conceded for p in game.members[s])]
    standing = [s for s in game.sides if s not in conceded]
    if len(standing) == 1:
        return game.verdict(
            standing[0],
            "concession",
            N_("Everyone else conceded: {player} wins.", player=game.who(standing[0])),
        )
    if not standing:
        raise InvalidInput(
            N_("every player conceded: at least one must still be in the game"), field="conceded"
        )
    agreed = named_player(state, "agreed_winner", game.ids)
    if agreed is not None:
        side = game.side_of(agreed)
        return game.verdict(
            side, "agreement", N_("The players agreed that {player} won.", player=game.who(side))
        )
    gone = rules["p2.turn_start_loss_states"]
    alive = [s for s in standing if not all(_is_out(p, gone) for p in game.members[s])]
    out = [s for s in standing if s not in alive]
    if len(alive) <= 1:
        return _last_side(game, state, alive, out, conceded)
    return _still_playing(game, state, rules, alive, [out, conceded])


def _last_side(
    game: _Game,
    state: Mapping[str, Any],
    alive: list[str],
    out: list[str],
    conceded: list[str],
) -> Verdict:
    """One side left with a main character wins; none left: the active player's side wins."""
    if alive:
        return game.verdict(
            alive[0],
            "elimination",
            N_(
                "Every main character of the other side(s) is KO'd or gone: {player} wins.",
                player=game.who(alive[0]),
            ),
            [alive, out, conceded],
        )
    active = named_player(state, "active_player", game.ids)
    if not flag(state, "simultaneous_final_ko", "form") or active is None:
        raise InvalidInput(
            N_(
                "every main character is KO'd or gone: if the last ones went at once, set "
                "simultaneous_final_ko and the active_player (whose turn it was)"
            ),
            field="active_player",
        )
    side = game.side_of(active)
    if side not in out:
        raise InvalidInput(
            N_(
                "active_player {active} conceded: the player whose turn it was must still be in "
                "the game",
                active=active,
            ),
            field="active_player",
        )
    return game.verdict(
        side,
        "simultaneous_ko",
        N_(
            "The last main characters were KO'd at once on {active}'s turn: {player} wins.",
            active=active,
            player=game.who(side),
        ),
        [[side], [s for s in out if s != side], conceded],
    )


def _still_playing(
    game: _Game,
    state: Mapping[str, Any],
    rules: Mapping[str, Any],
    alive: list[str],
    out_groups: list[list[str]],
) -> Verdict:
    """Several sides still have a main character: stalemate, out of cards, then the steps."""
    stalemate = flag(state, "stalemate", "form")
    if stalemate and rules["p2.stalemate"] != "tiebreaks":
        level = joined(alive, "comma")
        if rules["p2.stalemate"] == "tie":
            return game.verdict(
                None,
                "tie",
                N_("Nobody can win this game (a stalemate): {players} tie.", players=level),
                [alive, *out_groups],
            )
        return game.verdict(
            None,
            "judge",
            N_(
                "Nobody can win this game (a stalemate): the judge decides ({players}).",
                players=level,
            ),
        )
    if flag(state, "all_out_of_cards", "form") and not stalemate:
        return _out_of_cards(game, rules, alive, out_groups)
    steps = [
        Step(name, STEP_LABELS[name], _side_values(game.players, name, rules), name != "mc_wounds")
        for name in rules["p2.time.tiebreaks"]
    ]
    outcome = run_ladder(alive, out_groups, steps)
    trail = (
        *(
            [ladder_step(N_("stalemate"), N_("the event's time-call steps decide"))]
            if stalemate
            else []
        ),
        *outcome.trail,
    )
    if outcome.winner is not None:
        by = str(outcome.decided_by)
        return game.verdict(
            outcome.winner,
            by,
            N_(
                "{player} is ahead on {step}.",
                player=game.who(outcome.winner),
                step=STEP_LABELS[by],
            ),
            outcome.placings,
            trail,
        )
    level = joined(outcome.leaders, "comma")
    if rules["p2.time.level"] == "tie":
        return game.verdict(
            None,
            "tie",
            N_("{players} are level on every step: a tie.", players=level),
            outcome.placings,
            trail,
        )
    return game.verdict(
        None,
        "judge",
        N_("{players} are level on every step: the judge decides.", players=level),
        (),
        trail,
    )


def _out_of_cards(
    game: _Game, rules: Mapping[str, Any], alive: list[str], out_groups: list[list[str]]
) -> Verdict:
    """P:1039: everyone out of cards, fewest wounds on main characters wins, equal ones tie."""
    wounds = Step(
        "out_of_cards",
        N_("wounds on main characters (everyone out of cards)"),
        _side_values(game.players, "mc_wounds", rules),
        False,
    )
    outcome = run_ladder(alive, out_groups, [wounds])
    if outcome.winner is not None:
        return game.verdict(
            outcome.winner,
            "out_of_cards",
            N_(
                "Everyone is out of cards: {player} has the fewest wounds on main characters.",
                player=game.who(outcome.winner),
            ),
            outcome.placings,
            outcome.trail,
        )
    return game.verdict(
        None,
        "tie",
        N_(
            "Everyone is out of cards with equal fewest wounds: {players} tie.",
            players=joined(outcome.leaders, "comma"),
        ),
        outcome.placings,
        outcome.trail,
    )
