"""Garbage is collected on the window's thread only: a worker allocating cycles never runs the
collector (a collection there could destroy Qt objects of the window's thread and crash Qt)."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.main_window import MainWindow


class Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the collector frees it


@pytest.fixture
def collections() -> Iterator[list[int]]:
    """The thread of every collection that starts while the test runs."""
    seen: list[int] = []

    def note(phase: str, _info: dict[str, Any]) -> None:
        if phase == "start":
            seen.append(threading.get_ident())

    gc.callbacks.append(note)
    yield seen
    gc.callbacks.remove(note)


def test_cycles_made_on_a_worker_are_collected_on_the_window_thread(
    ctx: ServiceContext, qtbot: QtBot, collections: list[int]
) -> None:
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    assert not gc.isenabled()
    done = threading.Event()
    watched: list[weakref.ref[Node]] = []

    def allocate() -> None:
        for _ in range(20_000):
            watched[:] = [weakref.ref(Node())]
        done.set()

    worker = threading.Thread(target=allocate)
    worker.start()
    qtbot.waitUntil(done.is_set, timeout=10_000)
    worker.join()
    for _ in range(2_000):  # more cycles, so that a collection is due whatever the count was
        Node()
    qtbot.waitUntil(lambda: watched[0]() is None, timeout=5_000)
    assert collections, "nothing was collected"
    assert set(collections) == {threading.main_thread().ident}
