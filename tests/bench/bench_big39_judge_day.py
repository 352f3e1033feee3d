"""Benchmark: a judge's actions in the window on a 400-player OverPower Swiss with a top cut,
eight rounds played, against the same actions on a 16-player event in the same run.

Run: ``QT_QPA_PLATFORM=offscreen python tests/bench/bench_big39_judge_day.py [--players N]``.
Both events are built through the services (registered, eight Swiss rounds paired and every
result reported one at a time, so the log holds a row per result). Timed in the window, each
until the doorway is idle and the window has painted: pairing round 9 (F5), a result typed at
the result line, undo, and each page the judge opens (standings, log, players). Also printed:
the longest the window's thread went without turning its event loop during each action (what
a judge feels as a freeze; the target is under half a second). The figures go to
``tests/bench/results/benchmarks.csv``.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.storage import open_database
from opl_tournament.ui.doorway import doorway
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow
from tests.bench.bench_results import record

ROUNDS_PLAYED = 8


def played_event(ctx: ServiceContext, players: int) -> int:
    """A Swiss + top 8 of ``players`` with eight rounds played, a result at a time."""
    event = create_event(
        ctx,
        EventSettings(
            name=f"Open {players}", format=EventFormat.COMBINATION, swiss_rounds=9, cut_size=8
        ),
    )
    register_many(
        ctx,
        event.id,
        [(i, Entrant(identity=PlayerIdentity(name=f"Player {i:03d}"))) for i in range(players)],
        source="bench",
    )
    draw = random.Random(39)
    for number in range(1, ROUNDS_PLAYED + 1):
        view = pair_next_round(ctx, event.id).value
        for m in view.matches:
            if m.b is not None:
                winner = m.a if draw.random() < 0.5 else m.b
                report_result(ctx, event.id, number, m.table, winner=winner)
    return event.id


class Stalls:
    """The longest gap between the ticks of a 10 ms timer on the window's thread."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.timeout.connect(self._tick)
        self._timer.start(10)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self._last = now

    def reset(self) -> None:
        self.longest, self._last = 0.0, time.perf_counter()


def timed(app: QApplication, stalls: Stalls, action: Callable[[], object]) -> tuple[float, float]:
    """The action's time until the doorway is idle and the window painted, and its longest
    stall."""
    app.processEvents()
    stalls.reset()
    started = time.perf_counter()
    action()
    doorway().wait_idle(120)
    app.processEvents()
    return time.perf_counter() - started, stalls.longest


def type_result(view: EventView, text: str) -> None:
    view.focus_results()
    QTest.keyClicks(view.round.entry, text)
    QTest.keyClick(view.round.entry, Qt.Key.Key_Return)


def a_day(app: QApplication, ctx: ServiceContext, event_id: int) -> dict[str, tuple[float, float]]:
    window = MainWindow(ctx)
    window.resize(1400, 860)
    window.show()
    stalls = Stalls()
    figures: dict[str, tuple[float, float]] = {}
    figures["open the event"] = timed(app, stalls, lambda: window.open_event(event_id))
    view = window.event_view
    assert view is not None
    figures["pair round 9 (F5)"] = timed(app, stalls, lambda: window.pair_next_round(view))
    figures["a typed result"] = timed(app, stalls, lambda: type_result(view, "2 a"))
    figures["undo"] = timed(app, stalls, lambda: window.undo(view))
    pages: dict[str, QWidget] = {
        "standings": view.standings,
        "log": view.log,
        "players": view.players,
    }
    for name, page in pages.items():
        figures[f"the {name} page"] = timed(app, stalls, partial(view.setCurrentWidget, page))
    window.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=400)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        database = open_database(Path(folder) / "bench.sqlite")
        ctx = ServiceContext(database, actor="bench")
        small = a_day(app, ctx, played_event(ctx, 16))
        big = a_day(app, ctx, played_event(ctx, args.players))
        database.close()
    for action, (seconds, stall) in big.items():
        base, base_stall = small[action]
        print(
            f"{action}, {args.players} players: {seconds * 1000:.0f} ms "
            f"(longest stall {stall * 1000:.0f} ms; target < 500 ms); "
            f"16 players: {base * 1000:.0f} ms (stall {base_stall * 1000:.0f} ms); "
            f"ratio {seconds / base:.1f}x"
        )
        record(
            "big39 judge day",
            f"{action}, {args.players} players, {ROUNDS_PLAYED} rounds played",
            seconds,
            "the same, 16 players",
            base,
            "< 0.5 s",
        )


if __name__ == "__main__":
    main()
