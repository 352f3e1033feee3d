"""The command line speaks one way: every table's headings in lower case (as `rounds`,
`standings` and `log` have them), and a refusal as one line that starts in lower case."""

from __future__ import annotations

from tests.cli.in_process import Cli


def test_every_table_is_headed_in_lower_case(term: Cli) -> None:
    term.json("event", "create", "Open", "--format", "swiss", "--rounds", "1")
    term.json("event", "create", "TCG", "--format", "swiss", "--game", "vs-tcg")
    for name in ("Ann", "Bob"):
        term.json("player", "add", "1", name)
    term.json("pair", "1")
    headings = {
        command: term(*command.split())[1].splitlines()[0].split()
        for command in ("event list", "player list 1", "event settings 2", "log 1")
    }
    assert headings["event list"] == ["id", "name", "format", "game", "status"]
    assert headings["player list 1"] == ["seq", "number", "name", "status"]
    assert headings["event settings 2"][:3] == ["setting", "value", "default"]
    for command, words in headings.items():
        assert all(word == word.lower() for word in words), (command, words)


def test_a_round_after_the_last_swiss_round_is_refused_in_the_command_lines_way(
    term: Cli,
) -> None:
    term.json("event", "create", "Open", "--format", "swiss", "--rounds", "2")
    for name in ("Ann", "Bob"):
        term.json("player", "add", "1", name)
    for round_number in ("1", "2"):
        table = term.json("pair", "1")["pairings"][0]
        assert term("report", "1", round_number, "1", "--winner", table["a"])[0] == 0

    code, out, err = term("pair", "1")

    assert (code, out) == (1, "")
    assert err == "opl-tournament: all 2 Swiss rounds have been played: finish the event\n"
