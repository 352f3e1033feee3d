"""A game won by forfeit (a declaration of forfeiture) is said in words on the command line:
"0003 won by forfeit", never the stored code "0003 won (FORFEIT)"."""

from __future__ import annotations

from tests.cli.in_process import Cli


def test_a_result_reported_over_a_forfeit_is_refused_naming_the_forfeit_in_words(
    term: Cli,
) -> None:
    term.json("event", "create", "Open", "--format", "swiss")
    for name in ("Ann", "Bob", "Cleo", "Dan"):
        term.json("player", "add", "1", name)
    table = term.json("pair", "1")["pairings"][0]
    winner, leaver = table["a"], table["b"]
    code, _, err = term("penalty", "add", "1", leaver, "dof", "--round", "1", "--table", "1")
    assert code == 0, err

    code, out, err = term("report", "1", "1", "1", "--winner", leaver)

    assert code == 1 and out == ""
    assert err == (
        f"opl-tournament: round 1, table 1 already has a result ({winner} won by forfeit); "
        "correct it instead\n"
    )
    assert "FORFEIT" not in err
