"""Deciding an OverPower game on which time was called (kit §3; floor rule 4).

The ladder: an outright win stands; then the players' agreement; then most net completed
missions (completed minus defeated); then most team life points left; then most cards left in
the draw pile, or in the power pack once the draw pile has run out; then the judge decides.
Which of these steps apply, and how life and cards are counted, comes from the event's policy.

``parse_state`` checks the judge's form (the JSON shape documented in the rules-engine issue)
and names the exact field of anything it cannot use; ``adjudicate_detailed`` returns the verdict
together with every figure each step compared, for the printed adjudication record.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.errors import InvalidInput, one_of
from opl_tournament.domain.rules.base import ResultType, Verdict
from opl_tournament.domain.rules.overpower.ko import (
    CARD_KINDS,
    HIT_TYPES,
    POWER_TYPES,
    ZONES,
    Hit,
    KoResult,
    check_ko,
)
from opl_tournament.domain.rules.overpower.policy import (
    KoPolicy,
    RulesPolicy,
    TimeCallPolicy,
    policy_from_mapping,
)
from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined
from opl_tournament.domain.sentences import step as ladder_step

RESULT_TYPES: tuple[ResultType, ...] = (
    ResultType("outright", "Won outright under the game rules before or at the time call"),
    ResultType("agreement", "The players agreed on the winner when time was called"),
    ResultType("net_missions", "Most net completed missions (completed minus defeated)"),
    ResultType("life_points", "Most team life points left out of the original 80"),
    ResultType("cards_remaining", "Most cards left in the draw pile (power pack once exhausted)"),
    ResultType("judge", "Still level after every step: the judge decides"),
    ResultType("coin_flip", "Still level after every step: decided by the event's seeded coin"),
)

STEP_LABELS = {
    "net_missions": N_("net completed missions"),
    "life_points": N_("team life points"),
    "cards_remaining": N_("cards left"),
}

_TOP_KEYS = {"game", "outright_winner", "agreed_winner", "players", "event", "round", "table"}
_PLAYER_KEYS = {
    "id",
    "name",
    "missions",
    "draw_pile",
    "draw_pile_exhausted",
    "power_pack",
    "characters",
}
_MISSION_KEYS = {"completed", "defeated"}
_CHARACTER_KEYS = {"name", "ko", "hits_to_ko", "spectrum_types", "immune", "hits"}
_HIT_KEYS = {"value", "type", "icons", "card", "zone"}
_IMMUNITIES = ("cumulative", "spectrum")


@dataclass(frozen=True)
class CharacterState:
    name: str
    ko: bool
    hits_to_ko: int | None
    spectrum_types: int | None
    immune: tuple[str, ...]
    hits: tuple[Hit, ...]


@dataclass(frozen=True)
class PlayerState:
    id: str
    completed: int
    defeated: int
    draw_pile: int | None
    draw_pile_exhausted: bool
    power_pack: int | None
    characters: tuple[CharacterState, ...]


@dataclass(frozen=True)
class GameState:
    outright_winner: str | None
    agreed_winner: str | None
    players: tuple[PlayerState, PlayerState]


@dataclass(frozen=True)
class CharacterLife:
    """What the life-points step counted for one character."""

    name: str
    life: int
    damage: int
    knocked_out: bool
    ko_source: str | None  # "form", "cumulative", "spectrum" or None
    ko: KoResult


@dataclass(frozen=True)
class LadderStep:
    """One step of the ladder as applied: each player's figure and whether it decided."""

    step: str
    figures: Mapping[str, Any]
    decided: bool
    outcome: Sentence


@dataclass(frozen=True)
class Adjudication:
    verdict: Verdict
    steps: tuple[LadderStep, ...]
    characters: Mapping[str, tuple[CharacterLife, ...]]
    policy: RulesPolicy


def adjudicate(state: Mapping[str, Any], policy: Mapping[str, Any] | None = None) -> Verdict:
    """The verdict for a time-called game; raises ``InvalidInput`` naming any bad field."""
    return adjudicate_detailed(state, policy).verdict


def adjudicate_detailed(
    state: Mapping[str, Any], policy: Mapping[str, Any] | RulesPolicy | None = None
) -> Adjudication:
    rules = policy if isinstance(policy, RulesPolicy) else policy_from_mapping(policy)
    game = parse_state(state, rules.timecall)
    return decide(game, rules)


def decide(game: GameState, rules: RulesPolicy) -> Adjudication:
    timecall = rules.timecall
    first, second = game.players
    lives = {
        p.id: tuple(_character_life(c, timecall, rules.ko) for c in p.characters)
        for p in game.players
    }
    figures = {
        p.id: {
            "net_missions": p.completed - p.defeated,
            "life_points": sum(c.life for c in lives[p.id]),
            "cards_remaining": _cards_left(p, timecall)[1],
            "knocked_out": [c.name for c in lives[p.id] if c.knocked_out],
        }
        for p in game.players
    }
    ko_notes = _ko_notes(lives)
    steps: list[LadderStep] = []

    def verdict(winner: str | None, decided_by: str, reason: Sentence) -> Adjudication:
        explanation = joined([reason, *ko_notes], "space")
        assert isinstance(explanation, Sentence)
        result = Verdict(
            winner=winner,
            decided_by=decided_by,
            players=figures,
            explanation=explanation,
            steps=tuple(ladder_step(s.step, s.outcome) for s in steps),
        )
        return Adjudication(result, tuple(steps), lives, rules)

    if game.outright_winner is not None:
        return verdict(
            game.outright_winner,
            "outright",
            N_(
                "Player {player} won outright under the game rules; that result stands.",
                player=game.outright_winner,
            ),
        )
    if game.agreed_winner is not None:
        if timecall.allow_agreement:
            return verdict(
                game.agreed_winner,
                "agreement",
                N_(
                    "Both players agreed that {player} won; the agreement stands.",
                    player=game.agreed_winner,
                ),
            )
        steps.append(
            LadderStep("agreement", {}, False, N_("the event's policy does not accept agreements"))
        )

    for step in timecall.cascade:
        keys = {p.id: _step_key(step, p, figures[p.id], timecall) for p in game.players}
        shown = {pid: figures[pid][step] for pid in keys}
        said = _describe(step, game.players, shown, timecall)
        if keys[first.id] == keys[second.id]:
            steps.append(LadderStep(step, shown, False, N_("level ({described})", described=said)))
            continue
        winner = first.id if keys[first.id] > keys[second.id] else second.id
        ahead = N_("{player} ahead ({described})", player=winner, described=said)
        steps.append(LadderStep(step, shown, True, ahead))
        level = [s for s in steps if s.step in STEP_LABELS and not s.decided]
        wins = N_(
            "Player {player} wins on {step}: {described}.",
            player=winner,
            step=STEP_LABELS[step],
            described=said,
        )
        if level:
            names = joined([STEP_LABELS[s.step] for s in level], "and")
            wins = N_("Level on {steps}. {wins}", steps=names, wins=wins)
        return verdict(winner, step, wins)

    level_on = joined([STEP_LABELS[s] for s in timecall.cascade], "comma") or N_("nothing")
    if timecall.final == "coin_flip":
        winner = random.Random(timecall.coin_seed).choice([first.id, second.id])
        return verdict(
            winner,
            "coin_flip",
            N_(
                "Level on {steps}; the event's seeded coin flip gives the game to {player}.",
                steps=level_on,
                player=winner,
            ),
        )
    return verdict(
        None,
        "judge",
        N_(
            "Level on {steps}; the judge decides the game and the program records the choice.",
            steps=level_on,
        ),
    )


def _character_life(
    character: CharacterState, timecall: TimeCallPolicy, ko_policy: KoPolicy
) -> CharacterLife:
    threshold = character.hits_to_ko or _named(ko_policy.character_hits_to_ko, character.name)
    threshold = threshold or ko_policy.hits_to_ko
    spectrum = character.spectrum_types or (
        4 if _named_in(ko_policy.four_type_spectrum, character.name) else ko_policy.spectrum_types
    )
    result = check_ko(
        character.hits,
        hits_to_ko=threshold,
        spectrum_types=spectrum,
        cumulative_immune="cumulative" in character.immune,
        spectrum_immune="spectrum" in character.immune,
        fuse_multipower_specials=ko_policy.fuse_multipower_specials,
        both_conditions_override=ko_policy.both_conditions_override,
    )
    source: str | None = None
    if character.ko:
        source = "form"
    elif timecall.ko_from_hits and result.ko:
        source = result.rule
    counted = [h for h in character.hits if timecall.life_counts_battle_hits or h.zone == "record"]
    damage = sum(h.value for h in counted)
    basis = timecall.life_per_character if timecall.life_basis == "fixed20" else threshold
    life = 0 if source else max(0, basis - damage)
    return CharacterLife(character.name, life, damage, source is not None, source, result)


def _named(pairs: Sequence[tuple[str, int]], name: str) -> int | None:
    for listed, value in pairs:
        if _same_character(listed, name):
            return value
    return None


def _named_in(names: Sequence[str], name: str) -> bool:
    return any(_same_character(listed, name) for listed in names)


def _same_character(listed: str, name: str) -> bool:
    """``Ghost Rider`` also names ``Ghost Rider: Spirit of Vengeance`` (a version subtitle)."""
    base = name.split(":", 1)[0].strip().casefold()
    return listed.strip().casefold() in (name.strip().casefold(), base)


def _cards_left(player: PlayerState, timecall: TimeCallPolicy) -> tuple[int, int]:
    """(1 if the original draw pile is still in use else 0, the count compared)."""
    if timecall.cards_left == "draw_pile":
        return (0, player.draw_pile or 0)
    if player.draw_pile_exhausted:
        return (0, player.power_pack or 0)
    return (1, player.draw_pile or 0)


def _step_key(
    step: str, player: PlayerState, figures: Mapping[str, Any], timecall: TimeCallPolicy
) -> tuple[int, ...]:
    if step == "cards_remaining":
        original, count = _cards_left(player, timecall)
        return (original, count) if timecall.cards_left == "unexhausted_first" else (count,)
    return (int(figures[step]),)


def _describe(
    step: str, players: Sequence[PlayerState], shown: Mapping[str, Any], timecall: TimeCallPolicy
) -> Sentence | str:
    """What a step compared, player by player."""
    parts: list[Sentence | str] = []
    for p in players:
        value = shown[p.id]
        if step == "net_missions":
            parts.append(
                N_(
                    "{player} {completed} completed - {defeated} defeated = {net}",
                    player=p.id,
                    completed=p.completed,
                    defeated=p.defeated,
                    net=value,
                )
            )
        elif step == "life_points":
            whole = timecall.life_per_character * timecall.team_size
            parts.append(N_("{player} {life} of {whole}", player=p.id, life=value, whole=whole))
        elif timecall.cards_left != "draw_pile" and p.draw_pile_exhausted:
            parts.append(
                N_(
                    "{player} draw pile exhausted, {count} in the power pack",
                    player=p.id,
                    count=value,
                )
            )
        else:
            parts.append(N_("{player} {count} in the draw pile", player=p.id, count=value))
    return joined(parts, "semicolon")


def _ko_notes(lives: Mapping[str, tuple[CharacterLife, ...]]) -> list[Sentence]:
    notes = []
    for pid, characters in lives.items():
        for c in characters:
            if c.ko_source in ("cumulative", "spectrum"):
                notes.append(
                    N_(
                        "{character} ({player}) counts as KO'd although the form does not say "
                        "so: {why}",
                        character=c.name,
                        player=pid,
                        why=c.ko.explanation,
                    )
                )
    return notes


# --- reading the judge's form -------------------------------------------------------------


def parse_state(state: Any, timecall: TimeCallPolicy | None = None) -> GameState:
    """Check the form and return it as typed data; ``InvalidInput`` names any bad field."""
    timecall = timecall or TimeCallPolicy()
    obj = _object(state, "state")
    _known_keys(obj, _TOP_KEYS, "")
    game = obj.get("game", "overpower")
    if game != "overpower":
        raise InvalidInput(
            N_("this form is for game '{game}', not overpower", game=game), field="game"
        )
    raw_players = obj.get("players")
    if raw_players is None:
        raise InvalidInput(N_("missing: the form must list both players"), field="players")
    if not isinstance(raw_players, list):
        raise InvalidInput(N_("must be a list of the two players"), field="players")
    if len(raw_players) != 2:
        raise InvalidInput(
            N_("a game has exactly two players; the form lists {count}", count=len(raw_players)),
            field="players",
        )
    first = _player(raw_players[0], "players[0]", timecall)
    second = _player(raw_players[1], "players[1]", timecall)
    if first.id == second.id:
        raise InvalidInput(
            N_("both players have the id '{id}'", id=first.id), field="players[1].id"
        )
    ids = (first.id, second.id)
    return GameState(
        outright_winner=_winner(obj, "outright_winner", ids),
        agreed_winner=_winner(obj, "agreed_winner", ids),
        players=(first, second),
    )


def _winner(obj: Mapping[str, Any], key: str, ids: tuple[str, str]) -> str | None:
    value = obj.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidInput(N_("must be a player id (text) or null"), field=key)
    return one_of(value, ids, what=N_("player"), field=key)


def _player(raw: Any, path: str, timecall: TimeCallPolicy) -> PlayerState:
    obj = _object(raw, path)
    _known_keys(obj, _PLAYER_KEYS, path)
    pid = _text(obj, "id", path)
    missions = _object(_required(obj, "missions", path), f"{path}.missions")
    _known_keys(missions, _MISSION_KEYS, f"{path}.missions")
    limit = timecall.missions_in_set
    completed = _whole(missions, "completed", f"{path}.missions", maximum=limit)
    defeated = _whole(missions, "defeated", f"{path}.missions", maximum=limit)
    if completed + defeated > limit:
        raise InvalidInput(
            N_(
                "completed ({completed}) and defeated ({defeated}) missions add up to more than "
                "the {limit} of a mission set",
                completed=completed,
                defeated=defeated,
                limit=limit,
            ),
            field=f"{path}.missions",
        )
    exhausted = _flag(obj, "draw_pile_exhausted", path)
    draw_pile = _optional_whole(obj, "draw_pile", path)
    power_pack = _optional_whole(obj, "power_pack", path)
    if draw_pile is None and (not exhausted or timecall.cards_left == "draw_pile"):
        raise InvalidInput(N_("missing: cards left in the draw pile"), field=f"{path}.draw_pile")
    if exhausted and power_pack is None and timecall.cards_left != "draw_pile":
        raise InvalidInput(
            N_("missing: the draw pile is exhausted, so the power pack count is needed"),
            field=f"{path}.power_pack",
        )
    raw_characters = _required(obj, "characters", path)
    if not isinstance(raw_characters, list):
        raise InvalidInput(N_("must be a list of characters"), field=f"{path}.characters")
    if len(raw_characters) != timecall.team_size:
        raise InvalidInput(
            N_plural(
                "a team has {size} character; the form lists {count}",
                "a team has {size} characters; the form lists {count}",
                timecall.team_size,
                size=timecall.team_size,
                count=len(raw_characters),
            ),
            field=f"{path}.characters",
        )
    characters = tuple(
        _character(c, f"{path}.characters[{i}]") for i, c in enumerate(raw_characters)
    )
    return PlayerState(pid, completed, defeated, draw_pile, exhausted, power_pack, characters)


def _character(raw: Any, path: str) -> CharacterState:
    obj = _object(raw, path)
    _known_keys(obj, _CHARACTER_KEYS, path)
    name = _text(obj, "name", path)
    hits_to_ko = _optional_whole(obj, "hits_to_ko", path, minimum=1)
    spectrum = _optional_whole(obj, "spectrum_types", path, minimum=3, maximum=4)
    immune_raw = obj.get("immune", [])
    if not isinstance(immune_raw, list):
        raise InvalidInput(N_("must be a list"), field=f"{path}.immune")
    for i, item in enumerate(immune_raw):
        if item not in _IMMUNITIES:
            raise InvalidInput(
                N_("must be one of: {choices}", choices=", ".join(_IMMUNITIES)),
                field=f"{path}.immune[{i}]",
            )
    raw_hits = obj.get("hits", [])
    if not isinstance(raw_hits, list):
        raise InvalidInput(N_("must be a list of hits"), field=f"{path}.hits")
    hits = tuple(_hit(h, f"{path}.hits[{i}]") for i, h in enumerate(raw_hits))
    return CharacterState(
        name, _flag(obj, "ko", path), hits_to_ko, spectrum, tuple(immune_raw), hits
    )


def _hit(raw: Any, path: str) -> Hit:
    obj = _object(raw, path)
    _known_keys(obj, _HIT_KEYS, path)
    value = _whole(obj, "value", path)
    hit_type = _choice(obj, "type", HIT_TYPES, path)
    card = _choice(obj, "card", CARD_KINDS, path)
    zone = _choice(obj, "zone", ZONES, path)
    icons_raw = obj.get("icons")
    icons: tuple[str, ...] = ()
    if icons_raw is not None:
        if not isinstance(icons_raw, list):
            raise InvalidInput(N_("must be a list of power types"), field=f"{path}.icons")
        for i, icon in enumerate(icons_raw):
            if icon not in POWER_TYPES:
                raise InvalidInput(
                    N_(
                        "unknown power type {given} (known: {known})",
                        given=repr(icon),
                        known=", ".join(POWER_TYPES),
                    ),
                    field=f"{path}.icons[{i}]",
                )
        icons = tuple(icons_raw)
    if hit_type == "multipower" and len(set(icons)) < 2:
        raise InvalidInput(
            N_("a MultiPower hit must list the two or more power icons printed on it"),
            field=f"{path}.icons",
        )
    return Hit(value=value, type=hit_type, card=card, zone=zone, icons=icons)


def _object(raw: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(raw, Mapping):
        raise InvalidInput(N_("must be a JSON object"), field=path)
    return raw


def _known_keys(obj: Mapping[str, Any], allowed: set[str], path: str) -> None:
    for key in obj:
        if key not in allowed:
            where = f"{path}.{key}" if path else str(key)
            raise InvalidInput(
                N_("unknown field (expected one of: {known})", known=", ".join(sorted(allowed))),
                field=where,
            )


def _required(obj: Mapping[str, Any], key: str, path: str) -> Any:
    if key not in obj or obj[key] is None:
        raise InvalidInput(N_("missing"), field=f"{path}.{key}")
    return obj[key]


def _text(obj: Mapping[str, Any], key: str, path: str) -> str:
    value = _required(obj, key, path)
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(N_("must be non-empty text"), field=f"{path}.{key}")
    return value.strip()


def _flag(obj: Mapping[str, Any], key: str, path: str) -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise InvalidInput(N_("must be true or false"), field=f"{path}.{key}")
    return value


def _whole(
    obj: Mapping[str, Any], key: str, path: str, *, minimum: int = 0, maximum: int | None = None
) -> int:
    where = f"{path}.{key}"
    value = _required(obj, key, path)
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInput(
            N_("must be a whole number, not {given}", given=repr(value)), field=where
        )
    if value < minimum or (maximum is not None and value > maximum):
        raise InvalidInput(
            N_("{value} is out of range ({low}-{high})", value=value, low=minimum, high=maximum)
            if maximum is not None
            else N_("{value} is out of range (at least {low})", value=value, low=minimum),
            field=where,
        )
    return value


def _optional_whole(
    obj: Mapping[str, Any], key: str, path: str, *, minimum: int = 0, maximum: int | None = None
) -> int | None:
    if obj.get(key) is None:
        return None
    return _whole(obj, key, path, minimum=minimum, maximum=maximum)


def _choice(obj: Mapping[str, Any], key: str, allowed: Sequence[str], path: str) -> str:
    return one_of(_required(obj, key, path), allowed, what=key, field=f"{path}.{key}")
