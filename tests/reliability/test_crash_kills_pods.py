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

from tests.command_line import Killer, cli_env, cli_seconds
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

    def kill(self, step: list[str], killer: Killer, rng: random.Random) -> bool:
        """Run ``step`` in a subprocess and SIGKILL it; False if it finished first. After a kill
        the file passes ``integrity_check`` and holds every pod result confirmed so far."""
        outcome = killer.kill(self.argv(step), rng.uniform(0.3, 1.0))
        if not outcome.killed:
            assert outcome.code == 0, (step, outcome.err)
            self.confirm(step)
            return False
        assert integrity(self.database) == "ok"
        self.check_confirmed()
        return True

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


def crash_run(tmp_path: Path, players: int, rounds: int, kills: int) -> int:
    reference = Driver(tmp_path / "reference.sqlite", players, rounds)
    reference.setup()
    while (step := reference.next_step()) is not None:
        reference.run_here(step)
    expected = reference.standings()

    env = cli_env(tmp_path)
    probe = ["event", "create", "Probe", "--format", "swiss"]
    killer = Killer(
        env, {"event": cli_seconds([*probe, "--db", str(tmp_path / "probe.sqlite")], env)}
    )
    driver = Driver(tmp_path / "crashed.sqlite", players, rounds)
    driver.setup()
    rng = random.Random(SEED)
    done = 0
    while (step := driver.next_step()) is not None:
        if done < kills and rng.random() < 0.7:
            done += driver.kill(step, killer, rng)
            continue
        driver.run_here(step)
    driver.check_confirmed()
    assert driver.standings() == expected
    print(f"{done} processes killed")
    return done


@pytest.mark.parametrize(
    ("players", "rounds", "kills", "at_least"),
    [
        pytest.param(13, 3, 5, 1, id="13-players-3-rounds"),
        pytest.param(48, 6, 60, 25, id="dozens-of-kills-during-48-players", marks=pytest.mark.slow),
    ],
)
def test_kills_during_a_pod_event_lose_nothing_confirmed(
    tmp_path: Path, players: int, rounds: int, kills: int, at_least: int
) -> None:
    assert crash_run(tmp_path, players, rounds, kills) >= at_least
