"""`event create/edit --language`: the language an event's forms are printed in, the computer's
language when none is given; a language the program does not print in is refused in one line."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from tests.command_line import cli_env, run_cli


def opl(tmp_path: Path, *args: str, lang: str = "en_CA.UTF-8") -> tuple[int, str, str]:
    env = cli_env(tmp_path)
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(variable, None)
    env["LANG"] = lang
    done = run_cli([*args, "--db", str(tmp_path / "event.sqlite")], env)
    return done.code, done.out, done.err


def test_an_event_is_created_and_printed_in_french(tmp_path: Path) -> None:
    code, out, err = opl(
        tmp_path, "event", "create", "Omnium d'automne", "--format", "swiss",
        "--date", "2026-11-27", "--language", "fr", "--json",
    )  # fmt: skip
    assert code == 0, err
    assert '"language": "fr"' in out
    for number in ("0001", "0002", "0003"):
        assert opl(tmp_path, "player", "add", "1", f"Joueur {number}", "--legion", number)[0] == 0
    assert opl(tmp_path, "pair", "1")[0] == 0
    target = tmp_path / "appariements.pdf"
    code, _out, err = opl(tmp_path, "print", "pairings", "1", "-o", str(target))
    assert code == 0, err
    text = PdfReader(io.BytesIO(target.read_bytes())).pages[0].extract_text()
    assert "APPARIEMENTS PAR TABLE · RONDE 1" in text and "27 nov. 2026" in text
    assert "PAIRINGS" not in text and "ROUND" not in text and "Page 1 de 1" in text


def test_the_computers_language_is_the_default_and_edit_changes_it(tmp_path: Path) -> None:
    assert (
        opl(tmp_path, "event", "create", "Omnium", "--format", "swiss", lang="fr_CA.UTF-8")[0] == 0
    )
    assert opl(tmp_path, "event", "create", "Open", "--format", "swiss", lang="C")[0] == 0
    shown = opl(tmp_path, "event", "show", "1")[1], opl(tmp_path, "event", "show", "2")[1]
    assert "language: fr" in shown[0] and "language: en" in shown[1]
    code, out, err = opl(tmp_path, "event", "edit", "1", "--language", "EN")
    assert code == 0 and "language: en" in out, err
    assert opl(tmp_path, "undo", "1")[0] == 0
    assert "language: fr" in opl(tmp_path, "event", "show", "1")[1]


def test_a_language_the_program_does_not_print_in_is_refused(tmp_path: Path) -> None:
    code, out, err = opl(
        tmp_path, "event", "create", "Offen", "--format", "swiss", "--language", "de"
    )
    assert (code, out) == (1, "")
    assert err.strip() == (
        "opl-tournament: field 'language': 'de' is not a language this program prints in: "
        "use en or fr"
    )
    assert opl(tmp_path, "event", "create", "Open", "--format", "swiss")[0] == 0
    code, _out, err = opl(tmp_path, "event", "edit", "1", "--language", "de")
    assert code == 1 and "Traceback" not in err and err.count("\n") == 1
    assert "language: en" in opl(tmp_path, "event", "show", "1")[1], "nothing changed"
    listed = opl(tmp_path, "event", "list")[1]
    assert "Offen" not in listed, "the refused event was not created"
