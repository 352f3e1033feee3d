"""Benchmark: a room of phones on the players' page while a station enters a round of results.

Run: ``python tests/bench/players_page_bench.py [--phones 300] [--interval 5] [--seconds 60]
[--players 300]``. Loopback only. It fills a database with a paired round (``--players`` / 2
tables, clock running), starts ``opl-tournament serve`` on 127.0.0.1 in its own process, and a
second process that enters the round's results one by one through the services, spread over the
run. Each simulated phone does what the page's script does: every ``--interval`` seconds it asks
for the round's status, and when the status changed (a new result) it loads the pairings page
again. Every request is timed.

Baseline, in the same run and against the same server: the same phones fetching the page's
static style sheet (no database, no template) for a third of the time first. Printed: requests,
errors, p50/p95/max latency of both, and the ratio. Goal: p95 under 100 ms and no errors.
Everything stops by itself after the given times.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.round_clock import start_clock
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.storage import open_database

ROOT = Path(__file__).resolve().parents[2]
GOAL_P95_MS = 100.0
HOST = "127.0.0.1"

STATION = """
import sys, time
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import get_round, report_result
from opl_tournament.storage import open_database
path, event_id, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
ctx = ServiceContext(open_database(path), actor="station 2")
tables = [m for m in get_round(ctx, event_id, 1).matches if m.b is not None]
pause = seconds / max(1, len(tables))
for match in tables:
    time.sleep(pause)
    report_result(ctx, event_id, 1, match.table, winner=match.a)
print(len(tables))
"""


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def line(self, label: str) -> str:
        if not self.latencies:
            return f"{label}: no requests, {len(self.errors)} errors"
        ordered = sorted(self.latencies)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        return (
            f"{label}: {len(ordered)} requests, {len(self.errors)} errors, "
            f"p50 {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, max {ordered[-1]:.1f} ms"
        )

    @property
    def p95(self) -> float:
        ordered = sorted(self.latencies) or [0.0]
        return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def fill(path: Path, players: int) -> int:
    database = open_database(path)
    ctx = ServiceContext(database)
    event_id = create_event(ctx, EventSettings(name="Bench Regional", seed=5, swiss_rounds=8)).id
    entrants = [
        (i + 2, Entrant(PlayerIdentity(name=f"Player {i:04d} O'Brien & <Co>")))
        for i in range(players)
    ]
    register_many(ctx, event_id, entrants, source="bench")
    pair_next_round(ctx, event_id)
    start_clock(ctx, event_id)
    database.close()
    return event_id


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


class Phone:
    """One phone's keep-alive connection, speaking just enough HTTP/1.1 to time a GET (a light
    client, so the figures are the server's, not the load generator's)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def get(self, path: str) -> tuple[int, bytes]:
        if self.writer is None or self.reader is None:
            self.reader, self.writer = await asyncio.open_connection(HOST, self.port)
        request = f"GET {path} HTTP/1.1\r\nHost: {HOST}:{self.port}\r\n\r\n"
        self.writer.write(request.encode("ascii"))
        await self.writer.drain()
        head = await self.reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        length = next(
            int(line.split(":", 1)[1])
            for line in lines
            if line.lower().startswith("content-length:")
        )
        return status, await self.reader.readexactly(length)

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def timed_get(client: Phone, path: str, tally: Tally) -> bytes | None:
    started = time.perf_counter()
    try:
        status, body = await asyncio.wait_for(client.get(path), timeout=10)
    except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError) as error:
        tally.errors.append(f"{path}: {type(error).__name__}")
        client.writer = client.reader = None
        return None
    tally.latencies.append((time.perf_counter() - started) * 1000)
    if status != 200:
        tally.errors.append(f"{path}: HTTP {status}")
        return None
    return body


async def phone(
    port: int, event_id: int, interval: float, until: float, tally: Tally, static: bool
) -> None:
    """One phone: it polls until ``until`` as the page's script does."""
    client = Phone(port)
    await asyncio.sleep(random.uniform(0, interval))
    version = ""
    if not static:
        await timed_get(client, f"/events/{event_id}/pairings", tally)
    while time.monotonic() < until:
        if static:
            await timed_get(client, "/static/style.css", tally)
        else:
            body = await timed_get(client, f"/api/events/{event_id}/status", tally)
            if body is not None:
                current = json.loads(body)["version"]
                if version and current != version:
                    await timed_get(client, f"/events/{event_id}/pairings", tally)
                version = current
        await asyncio.sleep(interval)
    await client.close()


async def crowd(
    port: int, event_id: int, phones: int, interval: float, seconds: float, static: bool
) -> Tally:
    tally = Tally()
    until = time.monotonic() + seconds
    await asyncio.gather(
        *(phone(port, event_id, interval, until, tally, static) for _ in range(phones))
    )
    return tally


def wait_until_up(base: str, server: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit("the server stopped before answering")
        try:
            if httpx.get(f"{base}/api/events", timeout=2, trust_env=False).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.2)
    raise SystemExit("the server did not answer within 60 s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=300)
    parser.add_argument("--interval", type=float, default=5.0)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--players", type=int, default=300)
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite"
        event_id = fill(path, args.players)
        port = free_port()
        base = f"http://{HOST}:{port}"
        command = [sys.executable, "-m", "opl_tournament", "serve", "--db", str(path)]
        server = subprocess.Popen(
            [*command, "--plain-http", "--host", HOST, "--port", str(port)],
            env=env,
            stdout=subprocess.DEVNULL,
        )
        try:
            wait_until_up(base, server)
            baseline = asyncio.run(
                crowd(port, event_id, args.phones, args.interval, args.seconds / 3, static=True)
            )
            station = subprocess.Popen(
                [sys.executable, "-c", STATION, str(path), str(event_id), str(args.seconds * 0.8)],
                env=env,
                stdout=subprocess.PIPE,
                text=True,
            )
            page = asyncio.run(
                crowd(port, event_id, args.phones, args.interval, args.seconds, static=False)
            )
            entered, _ = station.communicate(timeout=120)
        finally:
            server.terminate()
            server.wait(timeout=30)
    print(
        f"players' page: {args.phones} phones polling every {args.interval:g} s for "
        f"{args.seconds:g} s, {args.players // 2} tables, a station entering "
        f"{entered.strip() or '?'} results meanwhile"
    )
    print(baseline.line("baseline (static style sheet)"))
    print(page.line("pairings (status polls and page reloads)"))
    ratio = page.p95 / baseline.p95 if baseline.p95 else float("inf")
    print(f"p95 ratio to the baseline: {ratio:.2f}")
    met = page.p95 < GOAL_P95_MS and not page.errors and not baseline.errors
    print(f"goal (p95 < {GOAL_P95_MS:g} ms, no errors): {'met' if met else 'NOT met'}")
    for error in sorted(set(page.errors + baseline.errors))[:10]:
        print(f"  error: {error}")
    return 1 if page.errors or baseline.errors else 0


if __name__ == "__main__":
    sys.exit(main())
