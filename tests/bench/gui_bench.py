"""Benchmark: the window on a 2,048-player event: opening it, and entering one result.

Run: ``QT_QPA_PLATFORM=offscreen python tests/bench/gui_bench.py [--players N]``. It builds
the event through the services (registered, round 1 paired, half the results in), then times
opening the event in the main window and typing results at the result line (median of 20),
with a ratio against a baseline measured in the same run: the same report through the service
alone (what the window adds on top). Targets: open < 2 s, a result < 100 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtWidgets import QApplication

from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_many
from opl_tournament.services.rounds import pair_next_round, report_result
from opl_tournament.storage import open_database
from opl_tournament.ui.main_window import MainWindow


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2048)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        database = open_database(Path(folder) / "bench.sqlite")
        ctx = ServiceContext(database, actor="bench")
        event = create_event(
            ctx, EventSettings(name="Big", format=EventFormat.SWISS, swiss_rounds=5)
        )
        register_many(
            ctx,
            event.id,
            [
                (i, Entrant(identity=PlayerIdentity(name=f"Player {i}")))
                for i in range(args.players)
            ],
            source="bench",
        )
        view = pair_next_round(ctx, event.id)
        games = [m for m in view.matches if m.b is not None]
        for m in games[: len(games) // 2]:
            report_result(ctx, event.id, 1, m.table, winner=m.a)
        pending = games[len(games) // 2 :]

        window = MainWindow(ctx)
        window.show()
        started = time.perf_counter()
        window.open_event(event.id)
        app.processEvents()
        opened = time.perf_counter() - started
        page = window.event_view
        assert page is not None
        page.focus_results()  # the results desk: Ctrl+R
        entry = page.round.entry
        ui_times = []
        for m in pending[:20]:
            entry.setText(f"{m.table} a")
            started = time.perf_counter()
            page.round.enter_result()
            app.processEvents()
            ui_times.append(time.perf_counter() - started)
        service_times = []
        for m in pending[20:40]:
            started = time.perf_counter()
            report_result(ctx, event.id, 1, m.table, winner=m.a)
            service_times.append(time.perf_counter() - started)
        window.close()
        database.close()
    ui, service = statistics.median(ui_times), statistics.median(service_times)
    print(f"open a {args.players}-player event: {opened:.2f} s (target < 2 s)")
    print(f"enter one result in the window: median {ui * 1000:.0f} ms (target < 100 ms)")
    print(
        f"baseline, the same report through the service: {service * 1000:.0f} ms; "
        f"ratio {ui / service:.1f}x"
    )


if __name__ == "__main__":
    main()
