"""Hostile time-call forms, rating-service lists and hand-pairing files: read or refused, never a crash.

Each parser either returns its data or raises ``InvalidInput`` naming the file; the rules engine
either decides a well-formed form or refuses it naming the field. Anything else is a bug.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.services.adjudication import adjudicate_state, parse_state_json
from opl_tournament.services.manual_pairing import parse_pairs_csv
from opl_tournament.services.rating_import import parse_rating_list
from tests.reliability.fuzzing import BUDGETS, budgets, fuzz, read_or_refused

EXAMPLE_FORM: dict[str, Any] = {
    "game": "overpower",
    "outright_winner": None,
    "agreed_winner": None,
    "players": [
        {
            "id": pid,
            "missions": {"completed": 3, "defeated": 1},
            "draw_pile": 14,
            "draw_pile_exhausted": False,
            "power_pack": 6,
            "characters": [
                {
                    "name": name,
                    "ko": False,
                    "hits_to_ko": 20,
                    "hits": [{"value": 5, "type": "fighting", "card": "power", "zone": "record"}],
                }
                for name in ("Wolverine", "Storm", "Cyclops", "Gambit")
            ],
        }
        for pid in ("0001", "0002")
    ],
}

json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(min_value=-(10**30), max_value=10**30),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=8),
    ),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)

paths = st.lists(st.one_of(st.integers(0, 3), st.sampled_from(
    ["players", "missions", "completed", "defeated", "characters", "hits", "value", "type",
     "card", "zone", "draw_pile", "power_pack", "id", "ko", "hits_to_ko", "icons", "game"]
)), min_size=1, max_size=6)  # fmt: skip


def mutate(form: Any, path: list[Any], value: Any) -> Any:
    """The form with the thing at ``path`` replaced (as far as the path leads)."""
    copy = json.loads(json.dumps(form))
    node = copy
    for step in path[:-1]:
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            return copy
    with contextlib.suppress(IndexError, TypeError):
        node[path[-1]] = value
    return copy


def decide_or_refuse(state: Any) -> None:
    try:
        adjudicate_state(state, source="form.json")
    except InvalidInput as error:
        assert "form.json" in error.message, error.message
    except DomainError:
        pass


def mutated_form_decided_or_refused(path: list[Any], value: Any) -> None:
    decide_or_refuse(mutate(EXAMPLE_FORM, path, value))


@pytest.mark.parametrize("budget", BUDGETS)
def test_mutated_time_call_forms_are_decided_or_refused(budget: settings) -> None:
    fuzz(budget, mutated_form_decided_or_refused, paths, json_values)


form_files = st.one_of(
    st.binary(max_size=300),
    json_values.map(lambda v: json.dumps(v).encode()),
    json_values.map(lambda v: json.dumps({"state": v}).encode()),
    st.sampled_from([b'{"a": "\\ud800"}', b"[" * 5000, b'{"n": 1e999}', b"\xef\xbb\xbf{}"]),
)


SLOW_TO_DRAW = budgets(suppress_health_check=[HealthCheck.too_slow])


def form_parsed_or_refused(data: bytes) -> None:
    state = read_or_refused(parse_state_json, data, "form.json")
    if state is not None:
        decide_or_refuse(state)


@pytest.mark.parametrize("budget", SLOW_TO_DRAW)
def test_form_files_are_parsed_or_refused(budget: settings) -> None:
    fuzz(budget, form_parsed_or_refused, form_files)


rating_cells = st.one_of(
    st.sampled_from(["4512", "0001", "Ada", "", "1500", "1e309", "nan", "-5", "²", "=1+1",
                     "9" * 400, "number", "rating", "games", " ", "12", "Zoë"]),
    st.text(max_size=10),
)  # fmt: skip


@st.composite
def csv_files(draw: st.DrawFn, header: list[str]) -> bytes:
    first = draw(st.sampled_from([",".join(header), ",".join(reversed(header)), "", "x,y"]))
    rows = draw(st.lists(st.lists(rating_cells, min_size=1, max_size=5), max_size=8))
    text = "\n".join([first, *(",".join(row) for row in rows)])
    return text.encode(
        draw(st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "latin-1"])), "replace"
    )


def rating_list_read_or_refused(data: bytes) -> None:
    rows = read_or_refused(parse_rating_list, data, "ratings.csv") or []
    assert all(0 <= row.rating <= 4000 and row.number.isascii() for row in rows)


@pytest.mark.parametrize("budget", BUDGETS)
def test_rating_lists_are_read_or_refused(budget: settings) -> None:
    rating_files = csv_files(["number", "name", "rating", "games"])
    fuzz(budget, rating_list_read_or_refused, st.one_of(rating_files, st.binary(max_size=400)))


def pairs_read_or_refused(data: bytes) -> None:
    read_or_refused(parse_pairs_csv, data, "pairs.csv")


@pytest.mark.parametrize("budget", SLOW_TO_DRAW)
def test_hand_pairing_files_are_read_or_refused(budget: settings) -> None:
    fuzz(budget, pairs_read_or_refused, st.one_of(csv_files(["a", "b"]), st.binary(max_size=300)))
