"""What a judge scripting an event reads on the command line, and what they would otherwise
misread: settings in words, an empty rounds listing said, the top cut marked and explained, the
ratings stored or only previewed, a drop's or a late entry's consequence, a penalty's recorded
result, a namesake, what a result takes, an impossible date, and a pod event's words (pod, not
table) in its corrections, penalties and printing refusals."""

from __future__ import annotations

from pathlib import Path

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
    semis = term.json("pair", "1")["pairings"]  # the standings posted still mark the cut
    assert sum(row.endswith("  top 4") for row in term("standings", "1")[1].splitlines()) == 4
    assert "note:" not in term("standings", "1")[1]
    for match in semis:
        term.json("report", "1", "2", str(match["table"]), "--winner", match["a"])
    placed = term("standings", "1")[1].splitlines()
    assert placed[-1] == (
        "note: the top cut's results place its players first; points, record and tiebreakers "
        "are the Swiss rounds'"
    )


def test_ratings_say_whether_they_were_stored(term: Cli) -> None:
    term.json("event", "create", "Rated", "--format", "swiss", "--rounds", "1", "--sanction", "S")
    for name, legion in (("Ada", "4512"), ("Bo", "5120")):
        term.json("player", "add", "1", name, "--legion", legion)
    table = term.json("pair", "1")["pairings"][0]
    term.json("report", "1", "1", str(table["table"]), "--winner", table["a"])
    term.json("event", "finish", "1")
    previewed = term("ratings", "preview", "1")[1].splitlines()
    assert previewed[0] == "a preview: nothing is stored until 'ratings apply 1'"
    applied = term("ratings", "apply", "1")[1].splitlines()
    assert (
        applied[0] == "rated event 1: 2 players' ratings stored ('ratings undo 1' takes them back)"
    )
    assert applied[1:] == previewed[1:], "the changes previewed are the changes stored"
    shown = term("ratings", "preview", "1")[1].splitlines()
    assert shown[0] == "event 1 is already rated: these are the changes it made"
    assert term("ratings", "list")[1].splitlines()[0].split() == [
        "number",
        "name",
        "rating",
        "games",
        "status",
    ]


def test_drop_and_reenter_answer_one_json_document_with_json(term: Cli) -> None:
    term.json("event", "create", "Cup", "--format", "swiss")
    term.json("player", "add", "1", "Ada")
    dropped = term.json("player", "drop", "1", "0001")
    assert dropped == {**term.json("player", "list", "1")["players"][0], "status": "dropped"}
    assert (dropped["number"], dropped["name"]) == ("0001", "Ada")
    again = term.json("player", "reenter", "1", "0001")
    assert again == {**dropped, "status": "active"}
    assert term.json("player", "list", "1")["players"] == [again]
    assert term("player", "drop", "1", "0001") == (0, "0001 Ada dropped\n", "")


def test_a_player_dropped_during_a_round_leaves_their_game_to_record(term: Cli) -> None:
    term.json("event", "create", "Cup", "--format", "swiss", "--seed", "1")
    for i in range(1, 6):
        term.json("player", "add", "1", f"P{i}")
    assert term("player", "drop", "1", "0001") == (0, "0001 P1 dropped\n", "")  # no round yet
    term.json("player", "reenter", "1", "0001")
    table = next(t for t in term.json("pair", "1")["pairings"] if t["b"] is not None)
    first, second = table["a"], table["b"]
    where = f"table {table['table']} of round 1 has no result yet"
    report = f"report 1 1 {table['table']}"
    code, out, _err = term("player", "drop", "1", first)
    assert (code, out.splitlines()[1]) == (
        0,
        f"note: {where}: record {second} as the winner ({report} --winner {second})",
    )
    code, out, _err = term("player", "drop", "1", second)
    assert out.splitlines()[1] == f"note: {where}: both its players left ({report} --double-loss)"
    term.json("report", "1", "1", str(table["table"]), "--double-loss")
    bye = next(t["a"] for t in term.json("rounds", "1")["rounds"][0]["pairings"] if t["b"] is None)
    assert term("player", "drop", "1", bye)[1] == f"{bye} P{int(bye)} dropped\n", "a bye: no game"


def test_a_player_dropped_from_a_pod_in_play_leaves_its_places_to_give(term: Cli) -> None:
    pods = ("--game", "vs-2pcg", "--pods", "free-for-all")
    term.json("event", "create", "Pods", "--format", "swiss", *pods)
    for i in range(1, 9):
        term.json("player", "add", "1", f"P{i}")
    pod = term.json("pair", "1")["pods"][1]
    leaving = pod["seats"][0]["number"]
    code, out, _err = term("player", "drop", "1", leaving)
    assert (code, out.splitlines()[1:]) == (
        0,
        [
            f"note: pod {pod['table']} of round 1 has no result yet: give every place, "
            f"{leaving}'s too, when it ends"
        ],
    )
    term.json("penalty", "add", "1", pod["seats"][1]["number"], "game_loss")
    listed = term("penalty", "list", "1")[1].splitlines()
    assert listed[0].split()[:3] == ["round", "pod", "player"]
    assert listed[1].split()[:3] == ["1", str(pod["table"]), pod["seats"][1]["number"]]


def test_a_game_loss_says_the_result_it_recorded_and_the_one_it_replaced(term: Cli) -> None:
    term.json("event", "create", "Cup", "--format", "swiss", "--seed", "1")
    for i in range(1, 5):
        term.json("player", "add", "1", f"P{i}")
    first, second = term.json("pair", "1")["pairings"]
    term.json("report", "1", "1", "1", "--winner", first["a"])
    code, out, _err = term(
        "penalty", "add", "1", first["a"], "game_loss", "--round", "1", "--table", "1"
    )
    assert (code, out.splitlines()[1]) == (
        0,
        f"round 1, table 1: {first['b']} won (recorded by the penalty; it was {first['a']} won)",
    )
    code, out, _err = term(
        "penalty", "add", "1", second["b"], "game_loss", "--round", "1", "--table", "2"
    )
    assert out.splitlines()[1] == f"round 1, table 2: {second['a']} won (recorded by the penalty)"
    code, out, _err = term("penalty", "add", "1", second["a"], "warning")
    assert len(out.splitlines()) == 1, "a warning records no result"
    assert term("report", "1", "1", "2", "--winner", second["a"])[0] == 1, "already recorded"


def test_a_late_entrant_is_told_the_round_they_play_from_and_what_they_missed(term: Cli) -> None:
    term.json("event", "create", "Cup", "--format", "swiss", "--rounds", "3")
    for i in range(1, 5):
        assert term("player", "add", "1", f"P{i}")[1] == f"000{i}  #{i}  P{i}\n", "no note yet"
    assert term.json("pair", "1")["round"] == 1
    code, out, _err = term("player", "add", "1", "Late")
    assert (code, out.splitlines()[1]) == (
        0,
        "note: 0005 plays from round 2; the round missed counts as a loss (event edit --late-entry)",
    )
    term.json("event", "edit", "1", "--late-entry", "nothing")
    assert (
        term("player", "add", "1", "Later")[1]
        .splitlines()[1]
        .endswith("the round missed counts for nothing (event edit --late-entry)")
    )
    assert term.json("player", "add", "1", "Latest")["number"] == "0007", "JSON unchanged"


def test_a_table_named_without_its_result_is_told_what_its_event_takes(term: Cli) -> None:
    events = {
        "overpower": ("--game", "overpower"),
        "vs-tcg": ("--game", "vs-tcg"),
        "pods": ("--game", "vs-2pcg", "--pods", "free-for-all"),
    }
    for event, options in enumerate(events.values(), start=1):
        term.json("event", "create", f"E{event}", "--format", "swiss", *options)
        for i in range(1, 5):
            term.json("player", "add", str(event), f"P{i}")
        term.json("pair", str(event))
    said = [term("report", str(event), "1", "1") for event in (1, 2, 3)]
    assert said == [
        (1, "", "opl-tournament: field 'winner': give --winner PLAYER or --double-loss\n"),
        (1, "", "opl-tournament: field 'winner': give --winner PLAYER, --draw or --double-loss\n"),
        (
            1,
            "",
            "opl-tournament: field 'placing': give the pod's result: --winner PLAYER, or every "
            "place with --placing PLAYER=PLACE,...\n",
        ),
    ]


def test_an_impossible_date_is_refused_at_creation_as_at_an_edit(term: Cli) -> None:
    for date in ("2026-13-01", "next tuesday"):
        assert term("event", "create", "Cup", "--format", "swiss", "--date", date) == (
            1,
            "",
            f"opl-tournament: field 'date': '{date}' is not a date (YYYY-MM-DD)\n",
        )
    assert term.json("event", "list")["events"] == []
    assert term.json("event", "create", "Cup", "--format", "swiss", "--date", "2026-11-28")[
        "date"
    ] == ("2026-11-28")


def test_a_player_added_under_a_name_the_event_has_is_said_so(term: Cli) -> None:
    term.json("event", "create", "Cup", "--format", "swiss")
    assert term("player", "add", "1", "Ada", "--legion", "4512")[1] == "4512  #1  Ada\n"
    assert term("player", "add", "1", "Bo")[1] == "0001  #2  Bo\n"
    assert term("player", "add", "1", "ADA") == (
        0,
        "0002  #3  ADA\n"
        "note: the event already has 4512 Ada (undo if 0002 is the same player entered again)\n",
        "",
    )
    assert term.json("player", "add", "1", "Bo")["number"] == "0003", "JSON unchanged"


def test_a_pod_correction_names_the_pods_it_would_have_seated_otherwise(term: Cli) -> None:
    pods = ("--game", "vs-2pcg", "--pods", "free-for-all", "--seed", "4")
    term.json("event", "create", "Pods", "--format", "swiss", *pods)
    for i in range(1, 9):
        term.json("player", "add", "1", f"P{i}")
    for pod in term.json("pair", "1")["pods"]:
        term.json("report", "1", "1", str(pod["table"]), "--winner", pod["seats"][0]["number"])
    term.json("pair", "1")
    first = term.json("rounds", "1")["rounds"][0]["pods"][0]["seats"]
    code, out, err = term("report", "1", "1", "1", "--winner", first[1]["number"], "--correct")
    assert code == 0, err
    lines = out.splitlines()
    assert "Round 2 would have been seated differently:" in lines
    told = lines[lines.index("Round 2 would have been seated differently:") + 1 : -1]
    assert told and all(line.startswith("  pod ") for line in told), told


def test_printing_one_pod_names_the_pod_it_cannot_find(term: Cli, tmp_path: Path) -> None:
    pods = ("--game", "vs-2pcg", "--pods", "free-for-all")
    term.json("event", "create", "Pods", "--format", "swiss", *pods)
    for i in range(1, 9):
        term.json("player", "add", "1", f"P{i}")
    term.json("pair", "1")
    out = str(tmp_path / "form.pdf")
    for form, said in (
        ("slips", "field 'table': round 1 has no pod 9"),
        ("adjudication", "field 'table': round 1 has no pod 9"),
    ):
        assert term("print", form, "1", "--round", "1", "--table", "9", "-o", out) == (
            1,
            "",
            f"opl-tournament: {said}\n",
        )
    assert term("print", "adjudication", "1", "--round", "1", "--table", "1", "-o", out) == (
        1,
        "",
        "opl-tournament: round 1, pod 1 was not decided by a time-call adjudication\n",
    )
    assert not (tmp_path / "form.pdf").exists()
