"""The rating commands refuse bad input with one line naming what is wrong, exit status 1."""

from __future__ import annotations

from tests.cli.conftest import Runner


def test_an_unknown_event_and_a_bad_date_are_refused_in_one_line(opl: Runner) -> None:
    assert opl("event", "create", "Cup", "--format", "swiss", "--sanction", "S").code == 0
    unknown = opl("ratings", "dq-byes", "99", "rated")
    assert (unknown.code, unknown.err.strip()) == (
        1,
        "opl-tournament: field 'EVENT': there is no event 99",
    ), "not an internal error"
    since = opl("ratings", "check", "--since", "last week")
    assert (since.code, since.err.strip(), since.out) == (
        1,
        "opl-tournament: field 'since': 'last week' is not a date (YYYY-MM-DD, or with a time)",
        "",
    ), "not 'all identical' over nothing"
    assert opl("ratings", "check", "--since", "2026-11-01").code == 0
