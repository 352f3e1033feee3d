"""The frozen program's self-check: every part a judge uses, run through the program itself.

Shipped in the bundle as ``opl-tournament-smoke-test`` beside ``opl-tournament``. It runs that
program the way a judge does, one command at a time, in a temporary folder that also stands in
for the user data folder: the window's screenshot tour (offscreen), an event from registration
to the export, every form of the Print menu, the rules engine on the shipped examples, the
players' page over https, and the venue server where PostgreSQL is installed. So a library
module that only some command loads by name (reportlab's barcodes, uvicorn's protocols,
psycopg's C implementation) fails here, at build time, and not in front of a judge.

A failure names its step, the program's own message, and the missing module when the
program's log file shows one. Exit status 0 only when every step passed.

    opl-tournament-smoke-test [--program PATH] [--keep DIR]

``--program`` runs another copy of the program (a list of words: the source tree's is
``python -m opl_tournament``); ``--keep DIR`` leaves the work (PDFs, screenshots) in ``DIR``.
This file imports nothing of the program: it checks the program from outside.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shlex
import shutil
import socket
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

COMMAND_TIMEOUT_S = 180
PAGE_TIMEOUT_S = 30
PLAYERS = ("Ada Park", "Ben Ortiz", "Cleo Marsh", "Dev Rao", "Eli Stone", "Fay Lund")
POD_PLAYERS = ("Gus Hale", "Ivy Moss", "Jon Reyes", "Kim Novak")
SWISS_ROUNDS = 2
TOP_CUT = 2
# The forms of the window's Print menu, as the `print` command names them. The program's own
# list (services/print_kinds.py) is checked against this one by the installer's fast tests.
PRINT_KINDS = (
    "result-sheets",
    "blank-result-sheet",
    "master-sheet",
    "ladder",
    "pairings",
    "slips",
    "standings",
    "penalties",
    "adjudication",
    "code-cards",
)
POD_PRINT_KINDS = ("pairings", "slips", "standings")
SCREENSHOTS_AT_LEAST = 10
_MISSING_MODULE = re.compile(r"No module named '([\w.]+)'")


class SmokeTestFailure(Exception):
    """A step ended otherwise than it must; the message names the step and what went wrong."""


def executable_name(name: str) -> str:
    return f"{name}.exe" if sys.platform == "win32" else name


def default_program() -> list[str]:
    """The frozen ``opl-tournament`` beside this self-check, or the source tree's program."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve().parent / executable_name("opl-tournament"))]
    return [sys.executable, "-m", "opl_tournament"]


def missing_modules(text: str) -> list[str]:
    """The module names of every "No module named 'X'" in ``text``, first seen first."""
    return list(dict.fromkeys(_MISSING_MODULE.findall(text)))


@dataclass
class Program:
    """The program under test, run in ``home`` (its user data folder, its log, its files)."""

    command: list[str]
    home: Path
    say: Callable[[str], None]
    examples: Path
    database: Path = field(init=False)

    def __post_init__(self) -> None:
        self.database = self.home / "smoke.sqlite"

    @property
    def env(self) -> dict[str, str]:
        # Nothing of a Python environment leaks in: the frozen program must carry everything.
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        if not getattr(sys, "frozen", False) and "PYTHONPATH" in os.environ:
            env["PYTHONPATH"] = os.environ["PYTHONPATH"]  # a source run keeps its checkout
        env.update(
            HOME=str(self.home),
            XDG_DATA_HOME=str(self.home / "data"),
            XDG_CONFIG_HOME=str(self.home / "config"),
            LOCALAPPDATA=str(self.home / "data"),
            APPDATA=str(self.home / "config"),
            QT_QPA_PLATFORM="offscreen",
            # psycopg's C implementation, or a failure: never a silent fall-back to the system's
            # libpq, which a judge's laptop may not have.
            PSYCOPG_IMPL="binary",
        )
        return env

    def log_text(self) -> str:
        return "\n".join(
            path.read_text(encoding="utf-8", errors="replace")
            for path in sorted(self.home.rglob("*.log"))
        )

    def failure(self, step: str, output: str) -> SmokeTestFailure:
        modules = missing_modules(output + "\n" + self.log_text())
        lines = [line for line in output.strip().splitlines() if line.strip()]
        said = lines[-1] if lines else "(it said nothing)"
        where = f"; missing module: {', '.join(modules)}" if modules else ""
        return SmokeTestFailure(f"{step}: {said}{where}")

    def run(self, step: str, *args: str, database: bool = True) -> str:
        """Run one command; its standard output, or a failure naming the step."""
        words = [*self.command, *(["--db", str(self.database)] if database else []), *args]
        try:
            done = subprocess.run(
                words,
                env=self.env,
                cwd=self.home,
                capture_output=True,
                text=True,
                timeout=COMMAND_TIMEOUT_S,
                check=False,
            )
        except subprocess.TimeoutExpired as error:
            raise SmokeTestFailure(f"{step}: no answer in {COMMAND_TIMEOUT_S} s") from error
        except OSError as error:
            raise SmokeTestFailure(f"{step}: the program did not start: {error}") from error
        if done.returncode != 0:
            raise self.failure(step, done.stdout + "\n" + done.stderr)
        return done.stdout

    def document(self, step: str, *args: str, database: bool = True) -> object:
        """The one JSON document a command prints with ``--json``."""
        output = self.run(step, "--json", *args, database=database)
        try:
            return json.loads(output)
        except json.JSONDecodeError as error:
            raise SmokeTestFailure(f"{step}: the output is not one JSON document") from error

    def json(self, step: str, *args: str, database: bool = True) -> dict[str, Any]:
        document = self.document(step, *args, database=database)
        if not isinstance(document, dict):
            raise SmokeTestFailure(f"{step}: the JSON document is not an object")
        return document


def expect(condition: bool, step: str, what: str) -> None:
    if not condition:
        raise SmokeTestFailure(f"{step}: {what}")


def check_pdf(path: Path, step: str) -> int:
    data = path.read_bytes() if path.is_file() else b""
    expect(data.startswith(b"%PDF-") and b"%%EOF" in data[-1024:], step, f"{path} is no PDF")
    return len(data)


def window_tour(program: Program) -> None:
    step = "the window's screenshot tour"
    shots = program.home / "screenshots"
    program.run(step, "--screenshot", str(shots), database=False)
    pictures = sorted(shots.glob("*.png"))
    expect(len(pictures) >= SCREENSHOTS_AT_LEAST, step, f"only {len(pictures)} pictures")
    for picture in pictures:
        expect(picture.read_bytes().startswith(b"\x89PNG"), step, f"{picture.name} is no PNG")
    program.say(f"window: {len(pictures)} screenshots of the pages, offscreen")
    step = "the window's screenshot tour in French"
    french = program.home / "screenshots-fr"
    program.run(step, "--language", "fr", "--screenshot", str(french), database=False)
    names = sorted(picture.name for picture in french.glob("*.png"))
    expect(names == [p.name for p in pictures], step, f"other pictures: {names}")
    program.say(f"window in French: {len(names)} screenshots (its catalog is bundled)")


def examples_folder(command: Sequence[str]) -> Path:
    """The shipped examples: inside the frozen bundle, or in the source tree."""
    program = Path(command[0]).resolve()
    for root in (program.parent / "_internal", program.parent, Path(__file__).resolve().parents[1]):
        if (root / "resources" / "examples").is_dir():
            return root / "resources" / "examples"
    raise SmokeTestFailure(f"the shipped examples are not beside {program}")


def time_call_form(program: Program, table: dict[str, object]) -> Path:
    """The shipped OverPower time-call form, filled in for ``table``'s two players."""
    form = json.loads((program.examples / "time-call-form.json").read_text(encoding="utf-8"))
    for side, player in zip(("a", "b"), form["players"], strict=True):
        player["id"] = table[side]
    path = program.home / "time-call-form.json"
    path.write_text(json.dumps(form), encoding="utf-8")
    return path


def tables_of(document: dict[str, object], key: str = "pairings") -> list[dict[str, object]]:
    tables = document.get(key)
    if not isinstance(tables, list) or not tables:
        raise SmokeTestFailure(f"no {key} in {sorted(document)}")
    return [table for table in tables if isinstance(table, dict)]


def head_to_head_event(program: Program) -> int:
    """An OverPower Swiss with a top cut, from registration to the rating service's export."""
    created = program.json(
        "event create",
        *("event", "create", "Smoke Cup", "--format", "combination"),
        *("--rounds", str(SWISS_ROUNDS), "--cut", str(TOP_CUT), "--seed", "7"),
        *("--judge", "Ruth Judge", "--sanction", "SMOKE-1", "--date", "2026-11-27"),
        *("--self-report", "confirm"),  # players' codes are printed (code cards, result sheets)
    )
    event = str(created["id"])
    numbers = [
        str(program.json(f"player add {name}", "player", "add", event, name)["number"])
        for name in PLAYERS
    ]
    program.run("penalty add", "penalty", "add", event, numbers[0], "warning", "--note", "smoke")
    for number in range(1, SWISS_ROUNDS + 1):
        pairings = tables_of(program.json(f"pair round {number}", "pair", event))
        played = [table for table in pairings if table.get("b") is not None]
        time_called = int(str(played[0]["table"]))
        program.run(
            "report a time-called table (rules engine)",
            *("report", event, str(number), str(played[0]["table"])),
            *("--adjudicate", str(time_call_form(program, played[0]))),
        )
        program.run(
            f"report round {number} from a file",
            *("report", event, str(number), "--file"),
            str(results_file(played[1:], program.home, number)),
        )
    program.say(f"event {event}: {len(numbers)} players, {SWISS_ROUNDS} Swiss rounds, a time call")
    while True:
        cut = program.json("pair the top cut", "pair", event)
        for table in tables_of(cut):
            if table.get("b") is not None:
                program.run(
                    "report the top cut",
                    *("report", event, str(cut["round"]), str(table["table"])),
                    *("--winner", str(table["a"])),
                )
        if len(tables_of(cut)) == 1:
            break
    program.run("finish the event", "event", "finish", event)
    standings = program.json("standings", "standings", event)
    expect(len(tables_of(standings, "standings")) == len(PLAYERS), "standings", "players lost")
    program.say(f"event {event}: top {TOP_CUT} played, finished")
    print_forms(program, event, PRINT_KINDS, round_number=SWISS_ROUNDS, table=time_called)
    return int(event)


def results_file(tables: list[dict[str, object]], folder: Path, round_number: int) -> Path:
    lines = ["table,winner", *(f"{t['table']},{t['a']}" for t in tables)]
    path = folder / f"results-{round_number}.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def print_forms(
    program: Program, event: str, kinds: Sequence[str], *, round_number: int, table: int = 1
) -> None:
    """Every form in ``kinds``, each a complete PDF file."""
    sizes = []
    for kind in kinds:
        out = program.home / "forms" / f"event-{event}-{kind}.pdf"
        out.parent.mkdir(exist_ok=True)
        extra = (
            ["--round", str(round_number), "--table", str(table)] if kind == "adjudication" else []
        )
        program.run(f"print {kind}", "print", kind, event, "-o", str(out), *extra)
        sizes.append(check_pdf(out, f"print {kind}"))
    program.say(f"event {event}: printed {len(kinds)} forms ({sum(sizes):,} bytes of PDF)")


def pod_event(program: Program) -> int:
    """A Vs. System 2PCG free-for-all pod event: seat, report places, print its forms."""
    created = program.json(
        "event create (pods)",
        *("event", "create", "Smoke Pods", "--format", "swiss", "--rounds", "1"),
        *("--game", "vs-2pcg", "--pods", "free-for-all", "--seed", "3"),
    )
    event = str(created["id"])
    numbers = [
        str(program.json(f"player add {name}", "player", "add", event, name)["number"])
        for name in POD_PLAYERS
    ]
    seated = program.json("seat the pods", "pair", event)
    pods = tables_of(seated, "pods")
    places = ",".join(f"{number}={place}" for place, number in enumerate(numbers, start=1))
    program.run(
        "report a pod's places",
        *("report", event, str(seated["round"]), str(pods[0]["table"]), "--placing", places),
    )
    print_forms(program, event, POD_PRINT_KINDS, round_number=int(str(seated["round"])))
    return int(event)


def french_event(program: Program) -> None:
    """An event printed in French: the catalogs and babel's locale data are in the bundle (a
    form could not be printed without them), and the event says its language."""
    created = program.json(
        "event create (French)",
        *("event", "create", "Coupe de la fumée", "--format", "swiss", "--rounds", "1"),
        *("--language", "fr", "--date", "2026-11-27"),
    )
    event = str(created["id"])
    expect(created.get("language") == "fr", "event create (French)", f"language {created}")
    for name in PLAYERS[:4]:
        program.json(f"player add {name} (French)", "player", "add", event, name)
    program.json("pair (French)", "pair", event)
    print_forms(program, event, ("pairings", "result-sheets", "standings"), round_number=1)


def rules_engine(program: Program) -> None:
    """``adjudicate`` and ``deck check`` on every shipped example."""
    for state in sorted(program.examples.glob("*time-call*.json")):
        verdict = program.json(f"adjudicate {state.name}", "adjudicate", str(state), database=False)
        expect(bool(verdict), f"adjudicate {state.name}", "an empty verdict")
    decks = {
        "legal-constructed-deck.txt": "overpower",
        "vs-2pcg-deck.txt": "vs-2pcg",
        "vs-tcg-deck.txt": "vs-tcg",
    }
    for name, game in decks.items():
        report = program.json(
            f"deck check {name}",
            *("deck", "check", str(program.examples / name), "--game", game),
            database=False,
        )
        expect("legal" in report, f"deck check {name}", "no verdict")
    expect(
        program.json(
            "deck check",
            "deck",
            "check",
            str(program.examples / "legal-constructed-deck.txt"),
            database=False,
        )["legal"]
        is True,
        "deck check",
        "the shipped legal deck is called illegal",
    )
    program.say("rules engine: every shipped time-call form and deck list checked")


def rating_service(program: Program, event: int) -> None:
    # The players joined the Legion after the event: games under temporary numbers are not rated
    # until each is given a Legion number.
    listed = program.json("player list", "player", "list", str(event))["players"]
    for player in listed:
        if player["kind"] == "temporary":
            legion = str(900000 + int(player["sequence"]))
            given = program.json(
                "player legion", "player", "legion", str(event), player["number"], legion
            )
            expect(given["number"] == legion, "player legion", "the number was not given")
    program.run("ratings apply", "ratings", "apply", str(event))
    rated = program.document("ratings list", "ratings", "list")
    expect(isinstance(rated, list) and len(rated) > 0, "ratings list", "nobody was rated")
    out = program.home / "export"
    program.run("export", "export", str(event), "-o", str(out))
    files = sorted(p.name for p in out.rglob("*") if p.is_file())
    expect(bool(files), "export", "no file written")
    program.say(f"rating service: ratings applied, exported {', '.join(files)}")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def free_server_port() -> int:
    """A port nothing listens on, below the range the system gives outgoing connections."""
    for port in range(25432, 25532):
        try:
            for family, address in ((socket.AF_INET, "0.0.0.0"), (socket.AF_INET6, "::")):
                with socket.socket(family) as probe:
                    probe.bind((address, port))
        except OSError:
            continue
        return port
    raise SmokeTestFailure("venue start: no free port between 25432 and 25531")


def fetch(url: str, trusted: ssl.SSLContext | None = None) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=5, context=trusted) as answer:
        return int(answer.status), answer.read()


def _any_certificate() -> ssl.SSLContext:
    """For knocking until the page answers: its certificate is made as it starts."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


@contextlib.contextmanager
def served(program: Program) -> Iterator[tuple[str, ssl.SSLContext]]:
    """``serve`` on a free loopback port (https, as by default); its address once it answers,
    and a TLS context that trusts the certificate it wrote in its data folder."""
    port = free_port()
    words = [*program.command, "--db", str(program.database), "serve"]
    words += ["--host", "127.0.0.1", "--port", str(port)]
    process = subprocess.Popen(
        words,
        env=program.env,
        cwd=program.home,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"https://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + PAGE_TIMEOUT_S
        while True:
            if process.poll() is not None:
                output = process.stdout.read() if process.stdout else ""
                raise program.failure("serve", output)
            try:
                fetch(f"{base}/api/events", _any_certificate())
                break
            except (OSError, urllib.error.URLError):
                if time.monotonic() > deadline:
                    raise SmokeTestFailure(f"serve: no answer in {PAGE_TIMEOUT_S} s") from None
                time.sleep(0.2)
        certificate = next(program.home.rglob("players-page/certificate.pem"), None)
        expect(certificate is not None, "serve", "no certificate in its data folder")
        yield base, ssl.create_default_context(cafile=str(certificate))
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def players_page(program: Program, event: int) -> None:
    with served(program) as (base, trusted):
        status, body = fetch(f"{base}/api/events", trusted)
        events = json.loads(body)["events"]
        expect(status == 200 and any(e["id"] == event for e in events), "serve", "no events")
        for path in ("/", f"/events/{event}/standings", f"/events/{event}/pairings"):
            status, body = fetch(base + path, trusted)
            expect(status == 200 and b"<html" in body.lower(), f"serve {path}", "no page")
    program.say("players' page: /api/events and the pages answered over https (its certificate)")


def postgres_installed() -> bool:
    folders = ["/usr/lib/postgresql/*/bin", "/usr/local/opt/postgresql@*/bin"]
    return shutil.which("initdb") is not None or any(
        Path("/").glob(folder.lstrip("/")) for folder in folders
    )


def venue_server(program: Program) -> None:
    """``venue start/status/stop`` and an event on the server, where PostgreSQL is installed."""
    if not postgres_installed():
        program.say("venue server: skipped, PostgreSQL is not installed on this computer")
        return
    # A folder of its own in the system's temporary folder: as root the server runs as the
    # 'postgres' user, who must be able to reach it (the work folder may sit in a private one).
    scratch = Path(tempfile.mkdtemp(prefix="opl-smoke-venue-"))
    scratch.chmod(0o711)
    folder = scratch / "venue"
    # A port of its own: this computer may run PostgreSQL's own service on the usual 5432.
    port = str(free_server_port())
    started = program.json(
        "venue start", "venue", "start", str(folder), "--port", port, database=False
    )
    try:
        url = str(started["url"])
        status = program.json("venue status", "venue", "status", str(folder), database=False)
        expect(status.get("running") is True, "venue status", "the server is not running")
        created = program.json(
            "event create on the venue server",
            *("--db", url, "event", "create", "Venue Cup", "--format", "swiss"),
            database=False,
        )
        listed = program.json(
            "event list on the venue server", "--db", url, "event", "list", database=False
        )
        expect(
            any(e["id"] == created["id"] for e in listed["events"]),
            "event list on the venue server",
            "the new event is missing",
        )
    finally:
        try:
            program.run("venue stop", "venue", "stop", str(folder), database=False)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    program.say("venue server: started, an event created over the network, stopped")


def run_all(program: Program) -> None:
    version = program.run("--version", "--version", database=False).strip()
    program.say(f"program: {version}")
    window_tour(program)
    rules_engine(program)
    event = head_to_head_event(program)
    pod_event(program)
    french_event(program)
    rating_service(program, event)
    players_page(program, event)
    venue_server(program)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="opl-tournament-smoke-test", description=__doc__)
    parser.add_argument("--program", type=shlex.split, default=None, help="the program to check")
    parser.add_argument("--keep", type=Path, default=None, help="leave the work in this folder")
    args = parser.parse_args(argv)
    command = args.program or default_program()
    if Path(command[0]).exists():  # the commands run in the work folder
        command[0] = str(Path(command[0]).absolute())
    say = print
    started = time.monotonic()
    with contextlib.ExitStack() as stack:
        if args.keep is not None:
            args.keep.mkdir(parents=True, exist_ok=True)
            home = args.keep.resolve()
        else:
            home = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="opl-smoke-")))
        program = Program(command, home, say, examples_folder(command))
        try:
            run_all(program)
        except SmokeTestFailure as failure:
            print(f"SMOKE TEST FAILED: {failure}", file=sys.stderr)
            return 1
    say(f"smoke test passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
