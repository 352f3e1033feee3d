"""What a judge scripting an event reads on the command line: an event's settings in words
(never Python's None, False or ['…']), a rounds listing that says when there is none yet, and
the standings after the last Swiss round marking the players the top cut takes."""

from __future__ import annotations

from tests.cli.in_process import Cli


def _settings(term: Cli, *args: str) -> dict[str, str]:
    code, out, err = term("event", *args)
    assert code == 0, err
    return dict(line.split(": ", 1) for line in out.splitlines() if not line.startswith("note:"))


def test_event_show_and_edit_say_each_setting_in_words(term: Cli) -> None:
    term.json("event", "create", "Winter Open", "--format", "swiss", "--judge", "Ann Judge:0999")
    shown = _settings(term, "show", "1")
    assert (shown["cut"], shown["sanction"], shown["check_in"]) == ("none", "none", "no")
    assert (shown["judges"], shown["assistant_referees"]) == ("Ann Judge", "none")
    edited = _settings(term, "edit", "1", "--judge", "", "--check-in", "on")
    assert (edited["judges"], edited["check_in"]) == ("none", "yes")
    for value in (*shown.values(), *edited.values()):
        assert value not in ("None", "True", "False") and not value.startswith("["), value
    document = term.json("event", "show", "1")  # the JSON keeps its values as they are
    assert (document["cut"], document["check_in"], document["judges"]) == (None, True, [])


def test_rounds_says_no_round_has_been_paired_yet(term: Cli) -> None:
    term.json("event", "create", "Cup", "--format", "swiss")
    assert term("rounds", "1") == (0, "no round has been paired yet\n", "")
    assert term.json("rounds", "1") == {"rounds": []}


def test_standings_after_the_swiss_rounds_mark_the_top_cut(term: Cli) -> None:
    term.json("event", "create", "Cut", "--format", "combination", "--rounds", "1", "--cut", "4")
    for i in range(1, 9):
        term.json("player", "add", "1", f"Player {i}")
    for table in term.json("pair", "1")["pairings"]:
        term.json("report", "1", "1", str(table["table"]), "--winner", table["a"])
    cut = term.json("standings", "1")["cut"]
    code, out, err = term("standings", "1")
    assert code == 0, err
    heading, *rows = out.splitlines()[1:]
    assert heading.endswith("  top cut")
    marked = [row.split()[1] for row in rows if row.endswith("  top 4")]
    assert marked == cut and len(marked) == 4
    term.json("pair", "1")  # the cut's first round: the standings posted still mark it
    assert sum(row.endswith("  top 4") for row in term("standings", "1")[1].splitlines()) == 4
