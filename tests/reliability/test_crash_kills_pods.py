"""SIGKILL the command line at random moments of a pod event; nothing confirmed is ever lost.

The same idea as the Swiss crash test, for Vs. System free-for-all pods: a driver seats rounds
and reports pods through the real command line, deciding each step from what the database holds.
Some steps run in a subprocess killed at a random moment. After every kill the file passes
``integrity_check`` and every pod result whose command reported success is there; at the end the
standings equal those of the same event played without interruption.
"""

from __future__ import annotations

import contextlib
import json
import random
import sqlite3
from pathlib import Path

import pytest

from tests.command_line import cli_env, cli_seconds, timed_kill
from tests.reliability.inprocess import opl_in_process

SEED = 20261123


def pods_state(database: Path) -> tuple[int, list[tuple[int, int, list[str], bool]]]:
    """(rounds seated, [(round, table, seated numbers in seat order, reported)])."""
    with contextlib.closing(sqlite3.connect(database)) as conn:
        rounds = conn.execute("SELECT count(*) FROM round").fetchone()[0]
        rows = conn.execute(
            "SELECT pod.round_number, pod.table_number, pod.bye, player.number, pod_seat.placing "
            "FROM pod JOIN pod_seat ON pod_seat.pod_id = pod.id "
            "JOIN registration ON registration.id = pod_seat.registration_id "
            "JOIN player ON player.id = registration.player_id "
            "ORDER BY pod.round_number, pod.table_number, pod_seat.seat"
        ).fetchall()
    pods: dict[tuple[int, int], tuple[list[str], bool]] = {}
    for number, table, bye, player, placing in rows:
        seats, reported = pods.get((number, table), ([], True))
        pods[(number, table)] = ([*seats, player], reported and (bye or placing is not None))
    return rounds, [(r, t, seats, done) for (r, t), (seats, done) in sorted(pods.items())]


def integrity(database: Path) -> str:
    with contextlib.closing(sqlite3.connect(database)) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


class Driver:
    def __init__(self, database: Path, players: int, rounds: int) -> None:
        self.database = database
        self.players, self.rounds = players, rounds
        self.confirmed: dict[tuple[int, int], str] = {}

    def argv(self, step: list[str]) -> list[str]:
        return [*step, "--db", str(self.database)]

    def setup(self) -> None:
        options = (
            f"--format swiss --game vs-2pcg --pods free-for-all --rounds {self.rounds} --seed 5"
        )
        self.run_here(["event", "create", "Pods", *options.split()])
        for i in range(1, self.players + 1):
            self.run_here(["player", "add", "1", f"Player {i}"])

    def next_step(self) -> list[str] | None:
        rounds, pods = pods_state(self.database)
        waiting = [p for p in pods if p[0] == rounds and not p[3]]
        if waiting:
            number, table, seats, _done = waiting[0]
            return ["report", "1", str(number), str(table), "--winner", min(seats)]
        return ["pair", "1"] if rounds < self.rounds else None

    def run_here(self, step: list[str]) -> str:
        ran = opl_in_process(*self.argv(step))
        assert ran.code == 0, (step, ran.err)
        self.confirm(step)
        return ran.out

    def confirm(self, step: list[str]) -> None:
        if step[0] == "report":
            self.confirmed[(int(step[2]), int(step[3]))] = step[5]

    def check_confirmed(self) -> None:
        with contextlib.closing(sqlite3.connect(self.database)) as conn:
            for (number, table), winner in self.confirmed.items():
                placing = conn.execute(
                    "SELECT pod_seat.placing FROM pod JOIN pod_seat ON pod_seat.pod_id = pod.id "
                    "JOIN registration ON registration.id = pod_seat.registration_id "
                    "JOIN player ON player.id = registration.player_id "
                    "WHERE pod.round_number = ? AND pod.table_number = ? AND player.number = ?",
                    (number, table, winner),
                ).fetchone()
                assert placing == (1,), (number, table, winner)

    def standings(self) -> object:
        return json.loads(self.run_here(["standings", "1", "--json"]))


def kill_step(
    driver: Driver,
    step: list[str],
    rng: random.Random,
    env: dict[str, str],
    durations: dict[str, float],
) -> bool:
    """Run ``step`` in a subprocess and SIGKILL it; False if it finished before the kill.

    ``durations`` holds the shortest time each command took to finish, so the kills land while
    the command is at work however fast it has become.
    """
    typical = durations.get(step[0], durations["event"])
    delay = rng.uniform(0.3, 1.0) * typical
    outcome = timed_kill(driver.argv(step), env, delay, durations)
    if outcome.killed:
        return True
    assert outcome.code == 0, (step, outcome.err)
    driver.confirm(step)
    return False


def crash_run(tmp_path: Path, players: int, rounds: int, kills: int) -> int:
    reference = Driver(tmp_path / "reference.sqlite", players, rounds)
    reference.setup()
    while (step := reference.next_step()) is not None:
        reference.run_here(step)
    expected = reference.standings()

    env = cli_env(tmp_path)
    probe = [
        "event",
        "create",
        "Probe",
        "--format",
        "swiss",
        "--db",
        str(tmp_path / "probe.sqlite"),
    ]
    durations = {"event": cli_seconds(probe, env)}
    driver = Driver(tmp_path / "crashed.sqlite", players, rounds)
    driver.setup()
    rng = random.Random(SEED)
    done = 0
    while (step := driver.next_step()) is not None:
        if done < kills and rng.random() < 0.7:
            if kill_step(driver, step, rng, env, durations):
                done += 1
                assert integrity(driver.database) == "ok"
                driver.check_confirmed()
            continue
        driver.run_here(step)
    driver.check_confirmed()
    assert driver.standings() == expected
    return done


def test_kills_during_a_pod_event_lose_nothing_confirmed(tmp_path: Path) -> None:
    assert crash_run(tmp_path, players=13, rounds=3, kills=5) >= 1


@pytest.mark.slow
def test_dozens_of_kills_during_a_48_player_pod_event(tmp_path: Path) -> None:
    killed = crash_run(tmp_path, players=48, rounds=6, kills=60)
    print(f"{killed} processes killed")
    assert killed >= 25
