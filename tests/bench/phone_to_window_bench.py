"""Benchmark: from a phone's confirmation to the judge's window showing the result.

Run: ``QT_QPA_PLATFORM=offscreen python tests/bench/phone_to_window_bench.py [--tables N]``. An
event whose players report from their phones (``confirm``), round 1 paired over ``N`` tables
(default 40), is served for real (``opl-tournament serve`` in its own process) and shown in the
window on the same database. Half the tables: one player reports over HTTP, the other confirms
(POST ``/api/events/ID/confirm``), timed from sending the confirmation until the window's round
page no longer lists the table as waiting. Baseline, measured in the same run on the other half:
a second station's typed result (the services on their own connection) until the window shows
it. Both depend on the window noticing another connection's commit (it looks twice a second);
target < 1 s. The figures go to ``tests/bench/results/benchmarks.csv``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtWidgets import QApplication

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, report_result
from opl_tournament.storage import open_database
from opl_tournament.ui.main_window import MainWindow
from tests.bench.bench_results import record
from tests.web.served_page import Served, served
from tests.web.web_events import self_reporting_event

TIMEOUT = 10.0


def shown(app: QApplication, window: MainWindow, table: int, started: float) -> float:
    """Seconds from ``started`` until the window's round page shows ``table``'s result."""
    view = window.event_view
    assert view is not None
    while table in view.round.waiting_tables():
        app.processEvents()
        time.sleep(0.001)
        if time.perf_counter() - started > TIMEOUT:
            raise SystemExit(f"the window never showed table {table}'s result")
    return time.perf_counter() - started


def post(page: Served, path: str, document: object, code: str) -> None:
    status, _headers, body = page.request(
        "POST",
        path,
        json.dumps(document).encode(),
        {"content-type": "application/json", "authorization": f"Bearer {code}"},
    )
    assert status == 200, (status, body)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=40)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        location = Path(folder) / "bench.sqlite"
        database = open_database(location)
        ctx = ServiceContext(database, actor="Dana")
        names = tuple(f"Player {i}" for i in range(2 * args.tables))
        event_id, codes = self_reporting_event(ctx, names=names)
        games = [m for m in get_round(ctx, event_id, 1).matches if m.b is not None]
        station = ServiceContext(open_database(location), actor="Sam")
        window = MainWindow(ctx)
        window.resize(1400, 860)
        window.show()
        window.open_event(event_id)
        assert window.event_view is not None
        window.event_view.focus_results()  # the round page, as a judge keeps it in front
        app.processEvents()
        phone_times, station_times = [], []
        with served(location) as page:
            for i, m in enumerate(games):  # in turn, so both see the same machine
                assert m.b is not None
                if i % 2 == 0:
                    report = {"round": 1, "table": m.table, "winner": m.a}
                    post(page, f"/api/events/{event_id}/report", report, codes[m.a])
                    started = time.perf_counter()
                    confirm = {"round": 1, "table": m.table}
                    post(page, f"/api/events/{event_id}/confirm", confirm, codes[m.b])
                    phone_times.append(shown(app, window, m.table, started))
                else:
                    started = time.perf_counter()
                    report_result(station, event_id, 1, m.table, winner=m.a)
                    station_times.append(shown(app, window, m.table, started))
        window.close()
        station.database.close()
        database.close()
    report_figures(args.tables, phone_times, station_times)


def report_figures(tables: int, phone_times: list[float], station_times: list[float]) -> None:
    phone, station = statistics.median(phone_times), statistics.median(station_times)
    print(
        f"phone confirmation to the window, {len(phone_times)} of {tables} tables: "
        f"median {phone * 1000:.0f} ms, worst {max(phone_times) * 1000:.0f} ms (target < 1000 ms)"
    )
    print(
        f"second station's result to the window, {len(station_times)} tables: "
        f"median {station * 1000:.0f} ms, worst {max(station_times) * 1000:.0f} ms"
    )
    print(f"ratio phone / station: {phone / station:.2f}")
    record(
        "phone_to_window",
        f"phone confirmation (HTTP POST) to the window's round page, {tables} tables",
        phone,
        "a second station's result (services, own connection) to the window",
        station,
        "< 1 s",
    )


if __name__ == "__main__":
    main()
