"""Benchmark: every player's phone polling their own page while the tables are reported and
confirmed from the phones.

Run: ``python tests/bench/self_service_bench.py [--players 300] [--interval 5] [--seconds 60]``.
Loopback only. It fills a database with a paired round of a self-reporting event (``--players``
/ 2 tables), starts ``opl-tournament serve`` on 127.0.0.1 in its own process, and lets each
player's phone (its code as ``Authorization: Bearer``) ask ``/api/me`` every ``--interval``
seconds. Meanwhile, spread over the run, each table's first player reports a result and the
second confirms it (two writes a table, each one transaction with its audit row on the station's
database).

Baseline, in the same run and against the same server: the same phones fetching the page's
static style sheet (no database) for a third of the time first. Printed: requests, errors,
p50/p95/max of the reads and of the writes, their ratios to the baseline, and whether every
table ended recorded. Goal: p95 under 100 ms for reads and writes, no errors.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from players_page_bench import HOST, Phone, Tally, free_port, timed_get, wait_until_up

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import get_round, pair_next_round
from opl_tournament.storage import open_database

ROOT = Path(__file__).resolve().parents[2]
GOAL_P95_MS = 100.0


def fill(path: Path, players: int) -> tuple[int, dict[str, str], list[tuple[int, str, str]]]:
    """The event, each player's code, and the round's tables (table, a, b)."""
    database = open_database(path)
    ctx = ServiceContext(database)
    policies = EventPolicies.from_json({"self_report": {"swiss": "confirm"}})
    settings = EventSettings(name="Bench Phones", seed=5, swiss_rounds=8, policies=policies)
    event_id = create_event(ctx, settings).id
    entrants = [(i + 2, Entrant(PlayerIdentity(name=f"Player {i:04d}"))) for i in range(players)]
    register_many(ctx, event_id, entrants, source="bench")
    pair_next_round(ctx, event_id)
    codes = {c.number: c.code for c in player_codes(ctx, event_id)}
    tables = [(m.table, m.a, m.b) for m in get_round(ctx, event_id, 1).matches if m.b]
    database.close()
    return event_id, codes, tables


class SignedPhone(Phone):
    """A phone signed in by its code: it sends it with each request, and may POST."""

    def __init__(self, port: int, code: str) -> None:
        super().__init__(port)
        self.code = code

    async def send(self, method: str, path: str, body: bytes = b"") -> tuple[int, bytes]:
        if self.writer is None or self.reader is None:
            self.reader, self.writer = await asyncio.open_connection(HOST, self.port)
        request = (
            f"{method} {path} HTTP/1.1\r\nHost: {HOST}:{self.port}\r\n"
            f"Authorization: Bearer {self.code}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        )
        self.writer.write(request.encode("ascii") + body)
        await self.writer.drain()
        head = await self.reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        length = next(
            int(line.split(":", 1)[1])
            for line in lines
            if line.lower().startswith("content-length:")
        )
        return int(lines[0].split()[1]), await self.reader.readexactly(length)

    async def get(self, path: str) -> tuple[int, bytes]:
        return await self.send("GET", path)


async def timed_post(client: SignedPhone, path: str, document: object, tally: Tally) -> str:
    started = time.perf_counter()
    try:
        status, body = await asyncio.wait_for(
            client.send("POST", path, json.dumps(document).encode()), timeout=10
        )
    except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError) as error:
        tally.errors.append(f"{path}: {type(error).__name__}")
        client.writer = client.reader = None
        return ""
    tally.latencies.append((time.perf_counter() - started) * 1000)
    if status != 200:
        tally.errors.append(f"{path}: HTTP {status} {body[:80]!r}")
        return ""
    return str(json.loads(body).get("status"))


async def polling(client: SignedPhone, interval: float, until: float, tally: Tally, path: str):  # type: ignore[no-untyped-def]
    await asyncio.sleep(random.uniform(0, interval))
    while time.monotonic() < until:
        await timed_get(client, path, tally)
        await asyncio.sleep(interval)


async def reporting(
    port: int,
    event_id: int,
    codes: dict[str, str],
    tables: list[tuple[int, str, str]],
    seconds: float,
    tally: Tally,
) -> int:
    """Each table reported by its first player and confirmed by its second, spread over
    ``seconds``; returns how many ended recorded."""
    recorded = 0
    pause = seconds / max(1, len(tables))
    for table, a, b in tables:
        await asyncio.sleep(pause)
        where = {"round": 1, "table": table}
        reporter, confirmer = SignedPhone(port, codes[a]), SignedPhone(port, codes[b])
        await timed_post(reporter, f"/api/events/{event_id}/report", {**where, "winner": a}, tally)
        status = await timed_post(confirmer, f"/api/events/{event_id}/confirm", where, tally)
        recorded += status == "recorded"
        await reporter.close()
        await confirmer.close()
    return recorded


async def run(
    port: int,
    event_id: int,
    codes: dict[str, str],
    tables: list[tuple[int, str, str]],
    interval: float,
    seconds: float,
) -> tuple[Tally, Tally, Tally, int]:
    baseline, reads, writes = Tally(), Tally(), Tally()
    phones = [SignedPhone(port, code) for code in codes.values()]
    until = time.monotonic() + seconds / 3
    await asyncio.gather(
        *(polling(p, interval, until, baseline, "/static/style.css") for p in phones)
    )
    until = time.monotonic() + seconds
    polls = [polling(p, interval, until, reads, "/api/me") for p in phones]
    report = reporting(port, event_id, codes, tables, seconds * 0.8, writes)
    *_, recorded = await asyncio.gather(*polls, report)
    for phone in phones:
        await phone.close()
    return baseline, reads, writes, recorded


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--interval", type=float, default=5.0)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite"
        event_id, codes, tables = fill(path, args.players)
        port = free_port()
        command = [sys.executable, "-m", "opl_tournament", "serve", "--db", str(path)]
        server = subprocess.Popen(
            [*command, "--plain-http", "--host", HOST, "--port", str(port)],
            env=env,
            stdout=subprocess.DEVNULL,
        )
        try:
            wait_until_up(f"http://{HOST}:{port}", server)
            baseline, reads, writes, recorded = asyncio.run(
                run(port, event_id, codes, tables, args.interval, args.seconds)
            )
        finally:
            server.terminate()
            server.wait(timeout=30)
    print(
        f"phones: {len(codes)} players polling /api/me every {args.interval:g} s for "
        f"{args.seconds:g} s while {len(tables)} tables are reported and confirmed from phones"
    )
    print(baseline.line("baseline (static style sheet)"))
    print(reads.line("reads (/api/me)"))
    print(writes.line("writes (report, confirm)"))
    for label, tally in (("reads", reads), ("writes", writes)):
        ratio = tally.p95 / baseline.p95 if baseline.p95 else float("inf")
        print(f"{label}: p95 ratio to the baseline {ratio:.2f}")
    print(f"tables recorded: {recorded} of {len(tables)}")
    errors = baseline.errors + reads.errors + writes.errors
    met = reads.p95 < GOAL_P95_MS and writes.p95 < GOAL_P95_MS and not errors
    print(
        f"goal (p95 < {GOAL_P95_MS:g} ms for reads and writes, no errors): {'met' if met else 'NOT met'}"
    )
    for error in sorted(set(errors))[:10]:
        print(f"  error: {error}")
    return 1 if errors or recorded != len(tables) else 0


if __name__ == "__main__":
    sys.exit(main())
