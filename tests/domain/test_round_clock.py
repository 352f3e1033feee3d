"""The round clock recomputes the time left from what the judge did and when."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.round_clock import ClockState, RoundClock, format_remaining
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language

T0 = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def test_pauses_do_not_count_and_extensions_add_time() -> None:
    clock = RoundClock(limit_seconds=45 * 60)
    assert clock.state(at(0)) is ClockState.NOT_STARTED
    assert clock.remaining(at(10)) == 45 * 60
    clock = clock.start(at(0))
    assert clock.remaining(at(10)) == 35 * 60
    clock = clock.pause(at(10))
    assert clock.state(at(20)) is ClockState.PAUSED
    assert clock.remaining(at(20)) == 35 * 60
    clock = clock.resume(at(20)).extend(5)
    assert clock.state(at(30)) is ClockState.RUNNING
    assert clock.remaining(at(30)) == 30 * 60
    assert clock.state(at(60)) is ClockState.TIME
    assert clock.remaining(at(61)) == 0


def test_the_record_survives_a_round_trip_through_json() -> None:
    clock = RoundClock(limit_seconds=1800).start(at(0)).pause(at(3)).resume(at(4)).extend(2)
    again = RoundClock.from_json(clock.to_json(), limit_seconds=1800)
    assert again == clock
    assert RoundClock.from_json({}, limit_seconds=1800) == RoundClock(limit_seconds=1800)


def test_impossible_clock_actions_are_refused() -> None:
    clock = RoundClock(limit_seconds=1800)
    with pytest.raises(RefusedAction, match="not started"):
        clock.pause(at(1))
    with pytest.raises(RefusedAction, match="not paused"):
        clock.resume(at(1))
    started = clock.start(at(0))
    with pytest.raises(RefusedAction, match="already started"):
        started.start(at(1))
    with pytest.raises(RefusedAction, match="it is time"):
        started.pause(at(31))
    with pytest.raises(InvalidInput, match="1 to 60 minutes"):
        started.extend(0)


@pytest.mark.parametrize(
    ("extend", "english", "french"),
    [
        (
            lambda clock: clock.extend(61),
            "an extension is 1 to 60 minutes",
            "une prolongation va de 1 à 60 minutes",
        ),
        (
            lambda clock: clock.extend_table(3, -1),
            "a table's extra time is 0 to 60 minutes",
            "le temps supplémentaire d’une table va de 0 à 60 minutes",
        ),
    ],
)
def test_extra_time_out_of_bounds_is_refused_in_either_language(
    extend: Callable[[RoundClock], RoundClock], english: str, french: str
) -> None:
    with pytest.raises(InvalidInput) as refused:
        extend(RoundClock(limit_seconds=1800).start(at(0)))
    assert refused.value.reason == english
    assert words(Language.FRENCH, Catalog.MESSAGES).say(refused.value.reason_sentence) == french


@pytest.mark.parametrize(
    ("seconds", "text"), [(0, "0:00"), (0.2, "0:01"), (59.5, "1:00"), (2700, "45:00"), (61, "1:01")]
)
def test_time_left_is_shown_rounded_up(seconds: float, text: str) -> None:
    assert format_remaining(seconds) == text
