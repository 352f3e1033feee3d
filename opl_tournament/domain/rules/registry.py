"""Look up a game's rules engine by its command-line name."""

from __future__ import annotations

import importlib

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import GameRules
from opl_tournament.domain.sentences import N_

GAME_MODULES: dict[str, str] = {
    "overpower": "opl_tournament.domain.rules.overpower",
    "vs-tcg": "opl_tournament.domain.rules.vs_tcg",
    "vs-2pcg": "opl_tournament.domain.rules.vs_2pcg",
}


def rules_for(game: str) -> GameRules:
    module_name = GAME_MODULES.get(game)
    if module_name is None:
        known = ", ".join(sorted(GAME_MODULES))
        raise InvalidInput(
            N_("unknown game '{game}' (known: {known})", game=game, known=known), field="game"
        )
    module = importlib.import_module(module_name)
    rules: GameRules = module.RULES
    return rules


def all_rules() -> list[GameRules]:
    """Every game's rules, in the registry's order."""
    return [rules_for(game) for game in GAME_MODULES]
