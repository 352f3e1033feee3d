"""`player legion EVENT PLAYER LEGION_NUMBER` from a judge's terminal: a newcomer's temporary
number becomes their Legion number, their waiting games are rated; bad input is one line and
exit status 1."""

from __future__ import annotations

from tests.cli.conftest import Runner


def _played_event(opl: Runner) -> None:
    """A sanctioned one-round Swiss: three members and Newt (temporary 0001); the lower number
    wins, so Newt wins their game."""
    create = ("event", "create", "Cup", "--format", "swiss", "--rounds", "1")
    assert opl(*create, "--sanction", "OPL-9").code == 0
    for name, legion in (("Ada", "4512"), ("Bo", "5120"), ("Cy", "6001")):
        assert opl("player", "add", "1", name, "--legion", legion).code == 0
    assert opl("player", "add", "1", "Newt").code == 0
    for p in opl("pair", "1", "--json").json()["pairings"]:
        winner = min(p["a"], p["b"])
        assert opl("report", "1", "1", str(p["table"]), "--winner", winner).code == 0


def test_a_newcomers_games_wait_then_count_once_given_the_number(opl: Runner) -> None:
    _played_event(opl)
    preview = opl("ratings", "preview", "1", "--json").json()
    assert preview["waiting_for_legion_number"] == 1
    assert "0001" not in {c["number"] for c in preview["changes"]}
    said = opl("ratings", "preview", "1").out
    assert "1 game waits for a player's Legion number" in said
    assert opl("ratings", "apply", "1").code == 0

    given = opl("player", "legion", "1", "0001", "123456", "--json")
    assert given.code == 0, given.err
    assert given.json() == {
        "number": "123456",
        "name": "Newt",
        "sequence": 4,
        "temporary": False,
        "was": "0001",
        "joined": False,
        "rated_again": [1],
    }
    after = opl("ratings", "preview", "1", "--json").json()
    assert after["waiting_for_legion_number"] == 0
    assert "123456" in {c["number"] for c in after["changes"]}
    assert opl("ratings", "check").code == 0
    listed = opl("player", "list", "1", "--json").json()["players"]
    assert ("123456", "legion") in {(p["number"], p["kind"]) for p in listed}


def test_bad_input_is_one_line_and_exit_status_1(opl: Runner) -> None:
    _played_event(opl)
    assert opl("player", "add", "1", "Zed").code == 0  # 0002, entering late
    for args, message in (
        (("0001", "12ab"), "'12ab' is not a Legion number (1 to 12 digits)"),
        (("0001", "S001"), "S001 is a staff number"),
        (("4512", "777"), "4512 Ada already plays under a Legion number"),
        (("0001", "5120"), "Legion number 5120 is Bo's, who plays in event 1 beside 0001 Newt"),
        (("0001", "0002"), "0002 is the temporary number of Zed, not a Legion number"),
        (("0042", "777"), "player 0042 is not registered in event 1"),
    ):
        refused = opl("player", "legion", "1", *args)
        assert refused.code == 1, args
        assert refused.out == "" and "Traceback" not in refused.err
        assert len(refused.err.strip().splitlines()) == 1 and message in refused.err, refused.err
    assert opl("player", "list", "1", "--json").json()["players"][3]["number"] == "0001"
