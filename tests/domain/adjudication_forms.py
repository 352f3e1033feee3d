"""Judges' time-call forms as the tests write them: an OverPower game (players, their
characters and hits) and a Vs. System TCG form (players and their endurance)."""

from __future__ import annotations

from typing import Any


def hit(value: int, kind: str = "fighting", zone: str = "record", **extra: Any) -> dict[str, Any]:
    return {"value": value, "type": kind, "card": extra.pop("card", "power"), "zone": zone, **extra}


def team(*hit_lists: list[dict[str, Any]], ko: tuple[int, ...] = ()) -> list[dict[str, Any]]:
    names = ["Wolverine", "Storm", "Cyclops", "Gambit"]
    lists = list(hit_lists) + [[]] * (4 - len(hit_lists))
    return [
        {"name": name, "ko": i in ko, "hits_to_ko": 20, "hits": hits}
        for i, (name, hits) in enumerate(zip(names, lists, strict=True))
    ]


def player(
    pid: str,
    completed: int = 2,
    defeated: int = 1,
    draw_pile: int = 20,
    *,
    exhausted: bool = False,
    power_pack: int = 5,
    characters: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    return {
        "id": pid,
        "missions": {"completed": completed, "defeated": defeated},
        "draw_pile": draw_pile,
        "draw_pile_exhausted": exhausted,
        "power_pack": power_pack,
        "characters": characters if characters is not None else team(),
    }


def game(a: dict[str, Any], b: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"game": "overpower", "outright_winner": None, "agreed_winner": None,
            "players": [a, b], **top}  # fmt: skip


# ----- Vs. System TCG
def form(*players: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"game": "vs-tcg", "players": list(players), **top}


def p(pid: str, endurance: int, **more: Any) -> dict[str, Any]:
    return {"id": pid, "endurance": endurance, **more}
