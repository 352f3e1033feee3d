"""The layer rules (docs/architecture.md; contracts in pyproject.toml), ruff and mypy, checked
on every test run."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_hold() -> None:
    lint_imports = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run(
        [str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean() -> None:
    ruff = Path(sys.executable).with_name("ruff")
    result = subprocess.run(
        [str(ruff), "check", "--no-cache", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_no_type_errors() -> None:
    """The settings (check_untyped_defs, strict_equality, warn_unused_ignores) are in
    pyproject.toml; a cold run takes about half a minute."""
    result = subprocess.run(
        [sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_vulture_finds_no_dead_code() -> None:
    """Paths and exceptions are [tool.vulture] in pyproject.toml and vulture_whitelist.py."""
    result = subprocess.run(
        [sys.executable, "-m", "vulture"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_name_the_dead_code_whitelist_keeps_is_still_in_the_code() -> None:
    """A whitelisted name counts as used everywhere: one the code no longer has must go."""
    listed = ast.parse((ROOT / "vulture_whitelist.py").read_text("utf-8"))
    names = {node.id for node in ast.walk(listed) if isinstance(node, ast.Name)}
    code = "\n".join(
        path.read_text("utf-8")
        for folder in ("opl_tournament", "tests", "installer")
        for path in (ROOT / folder).rglob("*.py")
    )
    assert names and [n for n in sorted(names) if not re.search(rf"\b{n}\b", code)] == []


PACKAGE = ROOT / "opl_tournament"
GAME_TEST = re.compile(
    r"(==|!=|\bis|\bin \(?)\s*Game\.[A-Z_0-9]+|Game\.[A-Z_0-9]+\s*(==|!=|\bis\b)"
)
TABLE_KIND = re.compile(r"TableKind\.[A-Z_]+(?P<after>.?)")


def _sources(outside: str) -> list[tuple[str, int, str]]:
    """(file, line number, line) of every source line outside the package folder ``outside``."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if not name.startswith(outside):
            for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
                found.append((name, number, line))
    return found


def test_only_the_game_packages_ask_which_game_is_played() -> None:
    """What a game allows is asked of its ``GameRules``, not by comparing ``Game`` members."""
    asking = [f"{n}:{i}: {line.strip()}" for n, i, line in _sources("domain/rules/")]
    assert [a for a in asking if GAME_TEST.search(a)] == []


def test_the_table_kind_is_asked_only_by_the_shape_dispatch() -> None:
    """Outside ``services/round_shapes`` a table kind only keys a dispatch table (a window
    desk, a printing document, a time-call verdict), never an ``if``."""
    tested = [
        f"{n}:{i}: {line.strip()}"
        for n, i, line in _sources("services/round_shapes/")
        for match in TABLE_KIND.finditer(line)
        if match["after"] != ":"
    ]
    assert tested == []


RECORD_MAKERS = {"Changes", "Changed"}
"""``services/changes.py``'s change record and a service's answer with one."""
ROUTERS = {"doorway.py", "event_view.py"}
"""The window's modules that may name a record: the doorway routes the services' records and
the event view reads everything when it opens."""


def _made_records(path: Path) -> list[str]:
    """Where ``path`` builds a change record or hands the doorway one of its own."""
    made = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        called = node.func
        while isinstance(called, ast.Attribute):  # Changes.of_everything(...)
            called = called.value
        if isinstance(called, ast.Name) and called.id in RECORD_MAKERS:
            made.append(f"{path.name}:{node.lineno}: {called.id}")
        made += [
            f"{path.name}:{node.lineno}: changes=" for k in node.keywords if k.arg == "changes"
        ]
    return made


def test_the_window_makes_no_change_record_of_its_own() -> None:
    """What an action changed is said by the service that changed it; the window only routes
    the record (no guess at what a service touched)."""
    pages = [p for p in sorted((PACKAGE / "ui").rglob("*.py")) if p.name not in ROUTERS]
    assert pages and [made for p in pages for made in _made_records(p)] == []


def test_the_doorways_submit_takes_no_untyped_keywords() -> None:
    """``submit``'s keywords are named and typed, so mypy checks ``done`` against the work."""
    tree = ast.parse((PACKAGE / "ui" / "doorway.py").read_text("utf-8"))
    submits = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "submit"]
    assert len(submits) == 3, "the Doorway's: two overloads and the body"
    assert [n.lineno for n in submits if n.args.kwarg is not None or n.args.vararg] == []
    # The module's ``submit`` is the Doorway's, called on the one doorway with its signature
    # (a ParamSpec wrapper: mypy still checks each overload).
    module_submit = [
        n.value
        for n in tree.body
        if isinstance(n, ast.Assign)
        and [t.id for t in n.targets if isinstance(t, ast.Name)] == ["submit"]
    ]
    assert [ast.unparse(v) for v in module_submit] == ["_on_the_doorway(Doorway.submit)"]


def test_no_test_module_imports_another() -> None:
    """What tests share (builders, fixtures, drivers) lives in helper modules (``tests/helpers``,
    a folder's own ``conftest.py`` or named module), never in another test's module: importing one
    also runs its module-level set-up and couples two tests' files."""
    test_module = re.compile(
        r"^\s*(from|import)\s+(tests(\.\w+)*\.|\.*)test_\w+", re.MULTILINE
    )  # tests.….test_x, or test_x / .test_x as a module beside it
    importing = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "tests").rglob("*.py")
        if test_module.search(path.read_text(encoding="utf-8"))
    )
    assert importing == []
