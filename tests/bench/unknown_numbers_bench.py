"""Benchmark: made-up player numbers on the players' page while the judge reports results.

Run: ``python tests/bench/unknown_numbers_bench.py [--players 2000] [--connections 40]
[--reports 15]``. Loopback only. It fills a database with a paired round of ``--players``
players (clock running), starts ``opl-tournament serve`` on 127.0.0.1 in its own process, and
times the judge's ``report`` of one result at a time through the services, in this process:
first alone, then while ``--connections`` kept-alive connections ask for player numbers that do
not exist, as fast as the server answers (issue 29: 40 such connections made a real player's
page take 39 s and the judge's report 10 s instead of 0.2 s). A real player's page is timed
during the load too.

The load runs in a process of its own at the lowest priority: it stands for phones elsewhere
on the network, and on this one machine it must not take the judge's processor itself.

Printed: the report's median time alone and under load, their ratio (goal: at most 2), the
unknown numbers answered per second (all 404s), and the player's page time under load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import get_round, pair_next_round, report_result
from opl_tournament.storage import open_database
from tests.bench.bench_results import record

ROOT = Path(__file__).resolve().parents[2]
HOST = "127.0.0.1"
GOAL_RATIO = 2.0

LOAD = """
import asyncio, os, random, sys, time
port, event_id, connections = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
os.nice(19)
answered = [0]

async def phone():
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    while True:
        number = random.randint(100000, 999999)
        writer.write(f"GET /events/{event_id}/players/{number} HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n".encode())
        head = await reader.readuntil(b"\\r\\n\\r\\n")
        length = int(head.lower().split(b"content-length:")[1].split(b"\\r\\n")[0])
        await reader.readexactly(length)
        assert head.startswith(b"HTTP/1.1 404"), head[:40]
        answered[0] += 1

async def main():
    tasks = [asyncio.create_task(phone()) for _ in range(connections)]
    started = time.monotonic()
    while True:
        await asyncio.sleep(1)
        if any(t.done() for t in tasks):
            for t in tasks:
                if t.done():
                    t.result()
        print(f"{answered[0] / (time.monotonic() - started):.0f}", flush=True)

asyncio.run(main())
"""


def fill(path: Path, players: int) -> tuple[int, list[tuple[int, str]], str]:
    """The event, its tables to report (number and winner) and one player's number."""
    ctx = ServiceContext(open_database(path))
    event_id = create_event(ctx, EventSettings(name="Bench Regional", seed=5, swiss_rounds=8)).id
    entrants = [(i + 2, Entrant(PlayerIdentity(name=f"Player {i:04d}"))) for i in range(players)]
    register_many(ctx, event_id, entrants, source="bench")
    pair_next_round(ctx, event_id)
    start_clock(ctx, event_id)
    tables = [(m.table, m.a) for m in get_round(ctx, event_id, 1).matches if m.b is not None]
    ctx.database.close()
    return event_id, tables, tables[0][1]


def time_reports(ctx: ServiceContext, event_id: int, tables: list[tuple[int, str]]) -> float:
    """The median time of reporting each of ``tables`` (one judge action each)."""
    times = []
    for table, winner in tables:
        started = time.perf_counter()
        report_result(ctx, event_id, 1, table, winner=winner)
        times.append(time.perf_counter() - started)
        time.sleep(0.05)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--connections", type=int, default=40)
    parser.add_argument("--reports", type=int, default=15)
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    with tempfile.TemporaryDirectory() as folder:
        env["XDG_DATA_HOME"] = folder  # the server's log goes there, not to the user's folder
        path = Path(folder) / "bench.sqlite"
        event_id, tables, player = fill(path, args.players)
        with httpx.Client(trust_env=False, timeout=120) as probe:
            port = _free_port()
            serve = ["serve", "--plain-http", "--db", str(path), "--host", HOST]
            server = subprocess.Popen(
                [sys.executable, "-m", "opl_tournament", *serve, "--port", str(port)],
                env=env,
                stdout=subprocess.DEVNULL,
            )
            base = f"http://{HOST}:{port}"
            load = None
            try:
                _wait_until_up(probe, base, server)
                probe.get(f"{base}/events/{event_id}/players/{player}")  # the event is read
                ctx = ServiceContext(open_database(path), actor="judge")
                alone = time_reports(ctx, event_id, tables[: args.reports])
                load = subprocess.Popen(
                    [sys.executable, "-c", LOAD, str(port), str(event_id), str(args.connections)],
                    stdout=subprocess.PIPE,
                    text=True,
                )
                time.sleep(2.0)  # the load is under way
                loaded = time_reports(ctx, event_id, tables[args.reports : 2 * args.reports])
                started = time.perf_counter()
                answer = probe.get(f"{base}/events/{event_id}/players/{player}")
                page_seconds = time.perf_counter() - started
                assert answer.status_code == 200
                ctx.database.close()
            finally:
                rates = _stop(load)
                server.terminate()
                server.wait(timeout=30)
    ratio = loaded / alone
    print(
        f"judge's report under {args.connections} connections asking for unknown numbers, "
        f"{args.players} players"
    )
    print(f"report alone: median {alone * 1000:.1f} ms of {args.reports}")
    print(f"report under load: median {loaded * 1000:.1f} ms of {args.reports}")
    print(f"unknown numbers answered (404) per second: {rates or '?'}")
    print(f"a real player's page under load: {page_seconds * 1000:.0f} ms")
    print(f"ratio to the report alone: {ratio:.2f} (goal at most {GOAL_RATIO:g})")
    record(
        "players page",
        f"report under {args.connections} connections of unknown numbers, {args.players} players",
        loaded,
        "the same report alone",
        alone,
        f"<= {GOAL_RATIO:g}x",
    )
    return 0 if ratio <= GOAL_RATIO else 1


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def _wait_until_up(client: httpx.Client, base: str, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit("the server stopped before answering")
        try:
            if client.get(f"{base}/api/events", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.2)
    raise SystemExit("the server did not answer within 60 s")


def _stop(load: subprocess.Popen[str] | None) -> str:
    """Stops the load; the last rate it printed."""
    if load is None:
        return ""
    load.terminate()
    out, _ = load.communicate(timeout=30)
    lines = out.split()
    return lines[-1] if lines else ""


if __name__ == "__main__":
    sys.exit(main())
