"""Events built through the services, with the names and numbers that break forms.

Every printed form of these events is what a judge would get from the window or the command
line: the tests print them with ``print_document``, render each page and read it back.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pdf_helpers import rendered_texts

from opl_tournament.domain.model import (
    EventFormat,
    EventSettings,
    Official,
    OfficialRole,
    PlayerIdentity,
)
from opl_tournament.services.adjudication import record_adjudication, record_pod_adjudication
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import (
    get_round as get_pod_round,
)
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.services.rounds import (
    pair_next_round as pair_next_pod_round,
)
from opl_tournament.services.rounds import (
    report_result as report_pod,
)
from tests.helpers.events import pod_settings

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
FORM = EXAMPLES / "time-call-form.json"
POD_FORM = EXAMPLES / "vs-2pcg-time-call.json"
CLOCK = "2026-11-22T15:04:00+00:00"
JUDGE = "Marta Kowalska-Wiśniewska"
LONG_NAME = "Maximilian Alexander von Hohenzollern-Sigmaringen the Third"
FIVE_DIGIT = "54321"
TEMP_NAME = "Élodie Lefèvre-Dubois"
PLAYERS: tuple[tuple[str, str | None], ...] = (
    (LONG_NAME, FIVE_DIGIT),
    ("山田太郎", "12345"),
    (TEMP_NAME, None),
    ("Александр Пушкин", "23456"),
    ("Νίκος Παπαδόπουλος", "34567"),
    ('<b>Zoë & "Ω" O\'Brien</b>', "45678"),
    ("Björn Ñúñez", "56789"),
)
LONG_INFRACTION = (
    "Played a second copy of a unique power card while the first was still in the "
    "battle zone, and did not discard it when the opponent pointed it out"
)
LONG_NOTE = "Opponent called the judge at once; both players agree on what happened."


def context(path: Path) -> ServiceContext:
    from opl_tournament.storage import open_database

    return ServiceContext(open_database(path), actor=JUDGE, clock=lambda: CLOCK)


def _register(ctx: ServiceContext, event_id: int, players: tuple[tuple[str, str | None], ...]):
    for name, legion in players:
        register_player(ctx, event_id, Entrant(PlayerIdentity(name=name), legion_number=legion))


def swiss_event(ctx: ServiceContext, rounds: int = 4) -> int:
    """A four-round Swiss of seven (a bye each round), every round played, with a renege,
    a long-worded penalty and a time-called game decided by the judge's form."""
    event = create_event(
        ctx,
        EventSettings(
            name="Spring Legion Open 2026 — Toronto Regional Qualifier",
            format=EventFormat.SWISS,
            swiss_rounds=rounds,
            seed=7,
            sanction_number="OPL-2026-0412",
            place="Gamer's Den, 123 Queen Street West, Toronto ON",
            date="2026-11-22",
        ),
        (Official(JUDGE, OfficialRole.JUDGE),),
    )
    _register(ctx, event.id, PLAYERS)
    for number in range(1, rounds + 1):
        view = pair_next_round(ctx, event.id).value
        games = [m for m in view.matches if m.b is not None]
        first, *rest = games
        if number == 1:
            issue_penalty(
                ctx,
                event.id,
                first.a,
                "renege",
                round_number=1,
                table=first.table,
                infraction=LONG_INFRACTION,
                note=LONG_NOTE,
            )
            issue_penalty(ctx, event.id, first.b or "", "warning", infraction="Slow play")
        if number == rounds:
            record_adjudication(
                ctx, event.id, number, first.table, time_call_form(first.a, first.b)
            )
        else:
            report_result(ctx, event.id, number, first.table, winner=first.a)
        for m in rest:
            report_result(ctx, event.id, number, m.table, winner=max(m.a, m.b or ""))
    return event.id


def time_call_form(a: str, b: str | None) -> dict[str, Any]:
    """The example form for the players at a table, with long character names."""
    state: dict[str, Any] = copy.deepcopy(json.loads(FORM.read_text(encoding="utf-8")))
    state["players"][0]["id"] = a
    state["players"][1]["id"] = b
    state["players"][1]["characters"][3]["ko"] = True
    return state


def elimination_event(ctx: ServiceContext, players: int = 5, double: bool = True) -> int:
    """A bracket of five (three byes), round one played."""
    event = create_event(
        ctx,
        EventSettings(
            name="Winter Ladder",
            format=EventFormat.DOUBLE if double else EventFormat.SINGLE,
            seed=3,
            date="2026-11-22",
        ),
        (Official(JUDGE, OfficialRole.JUDGE),),
    )
    _register(ctx, event.id, PLAYERS[:players])
    view = pair_next_round(ctx, event.id).value
    for m in view.matches:
        if m.b is not None:
            report_result(ctx, event.id, view.number, m.table, winner=m.a)
    return event.id


def pod_event(ctx: ServiceContext) -> int:
    """A free-for-all pod event of seven (a pod of four, a pod of three): round one played,
    and in round two the pod of four decided by the time-call form."""
    event = create_event(
        ctx,
        pod_settings("Vs. System Pods Night", seed=3, swiss_rounds=3),
        (Official(JUDGE, OfficialRole.JUDGE),),
    )
    _register(ctx, event.id, PLAYERS)
    view = pair_next_pod_round(ctx, event.id).value
    for pod in view.pods:
        if not pod.bye:
            numbers = [s.number for s in pod.seats]
            report_pod(
                ctx, event.id, 1, pod.table, placings={n: i + 1 for i, n in enumerate(numbers)}
            )
    pair_next_pod_round(ctx, event.id)
    pod = next(p for p in get_pod_round(ctx, event.id, 2).pods if len(p.seats) == 4)
    record_pod_adjudication(ctx, event.id, 2, pod.table, pod_form([s.number for s in pod.seats]))
    return event.id


def pod_form(numbers: list[str]) -> dict[str, Any]:
    """The example 2PCG form (players 0001-0004) for the players of a pod."""
    state: dict[str, Any] = json.loads(POD_FORM.read_text(encoding="utf-8"))
    ids = {f"{index:04d}": number for index, number in enumerate(numbers, start=1)}
    for player in state["players"]:
        player["id"] = ids[player["id"]]
    state["active_player"] = ids[state["active_player"]]
    return state


@dataclass(frozen=True)
class Printed:
    ctx: ServiceContext
    event_id: int
    folder: Path

    def pages(self, kind: str, name: str = "", **options: object) -> list[str]:
        pdf = print_document(self.ctx, self.event_id, kind, PrintOptions(**options))  # type: ignore[arg-type]
        return rendered_texts(pdf, self.folder, name or kind)

    def text(self, kind: str, name: str = "", **options: object) -> str:
        return "\n".join(self.pages(kind, name, **options))


def printed(
    factory: pytest.TempPathFactory, name: str, build: Callable[[ServiceContext], int]
) -> Iterator[Printed]:
    """The event ``build`` makes, in a folder of its own, for a module's tests to print."""
    folder = factory.mktemp(name)
    ctx = context(folder / "event.sqlite")
    yield Printed(ctx, build(ctx), folder)
    ctx.database.close()
