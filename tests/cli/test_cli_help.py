"""Each command's own ``--help`` says what the command does (its line in the list of commands)
and what EVENT is, so a judge who asks one command for help is not left with bare names."""

from __future__ import annotations

import argparse
import re
from argparse import Action
from collections.abc import Iterator

import pytest

from opl_tournament.app import parse_gui_args
from opl_tournament.cli import COMMANDS, build_parser, run
from opl_tournament.cli.arguments import EVENT_HELP


def help_of(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    with pytest.raises(SystemExit) as ended:
        run([*words, "--help"])
    assert ended.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # argparse wraps lines as it likes


@pytest.mark.parametrize(("command", "line"), [(c, line) for c, _module, line in COMMANDS])
def test_a_commands_help_begins_with_what_it_does(
    capsys: pytest.CaptureFixture[str], command: str, line: str
) -> None:
    said = help_of(capsys, command)
    usage, _, _rest = said.partition(" positional arguments:")
    assert line in usage, said[:400]  # said before the arguments, under the usage line


def test_an_action_and_the_event_it_takes_are_explained(
    capsys: pytest.CaptureFixture[str],
) -> None:
    said = help_of(capsys, "event", "finish")
    assert "close the event once its last round is complete" in said
    assert "EVENT the event's id (event list shows it)" in said
    assert "EVENT the event's id (event list shows it)" in help_of(capsys, "swap")


# Arguments whose name says what they are (a player's number, a file of a kind, a choice listed).
SAYS_ITSELF = {"NAME", "PLAYER", "TEAM", "LEGION_NUMBER", "FILE.csv", "DECKFILE", "STATE.json"}


def _positionals(parser: argparse.ArgumentParser, path: str) -> Iterator[tuple[str, Action]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _positionals(sub, f"{path} {name}".strip())
        elif not action.option_strings:
            yield path, action


def test_every_argument_whose_name_does_not_say_what_it_is_is_explained() -> None:
    """`backup restore PATH`, `report EVENT ROUND TABLE`, `clock EVENT ACTION`, `print KIND
    EVENT`: each says what to give there (where it comes from), in the command's --help."""
    unexplained = []
    for command, _module, _line in COMMANDS:
        for path, action in _positionals(build_parser(command), ""):
            name = action.metavar or action.dest
            if not action.help and name not in SAYS_ITSELF and not action.choices:
                unexplained.append(f"{path} {name}")
            elif name == "EVENT":
                assert action.help == EVENT_HELP, path
    assert not unexplained, unexplained


def test_the_clock_and_restore_say_what_to_give(capsys: pytest.CaptureFixture[str]) -> None:
    assert "extend by MINUTES" in help_of(capsys, "clock")
    assert "as 'backup list' prints it" in help_of(capsys, "backup", "restore")
    assert "player add --staff" in help_of(capsys, "event", "create")


def test_the_programs_help_names_every_option_of_the_window(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`opl-tournament --help` is where a judge looks for --language and --screenshot too."""
    with pytest.raises(SystemExit):
        parse_gui_args(["--help"])
    window_options = set(re.findall(r"--[a-z][a-z-]+", capsys.readouterr().out)) - {"--help"}
    assert {"--language", "--screenshot", "--venue-cert"} <= window_options  # sanity
    with pytest.raises(SystemExit):
        run(["--help"])
    said = capsys.readouterr().out
    assert not {o for o in window_options if o not in said}, said
