"""The rulings reference shipped with the program: loaded once, searched by code or words."""

from __future__ import annotations

import json
from functools import cache

from opl_tournament.domain.rules.rulings import RulingsCatalogue, SearchHit, catalogue_from_json
from opl_tournament.paths import resource

RULINGS_FILE = ("rules", "overpower-rulings.json")


@cache
def shipped_rulings() -> RulingsCatalogue:
    path = resource(*RULINGS_FILE)
    return catalogue_from_json(json.loads(path.read_text(encoding="utf-8")), source=str(path))


def search_rulings(query: str, *, limit: int = 20) -> tuple[SearchHit, ...]:
    """Entries for a Special's two-letter code (``HQ``) or for words (``venture ko``)."""
    return shipped_rulings().search(query, limit=limit)
