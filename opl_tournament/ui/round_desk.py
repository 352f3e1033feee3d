"""What the head-to-head and the pod round pages share: the round shown, its title and status,
the judge's buttons, the clock, the results line, the waiting-only filter and table extra time."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.model import Event, EventFormat
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import extend_table
from opl_tournament.ui import shortcuts
from opl_tournament.ui.accessible import named
from opl_tournament.ui.clock_bar import ClockBar
from opl_tournament.ui.doorway import Changes, submit
from opl_tournament.ui.guard import tell
from opl_tournament.ui.models import fit_changed_rows, keep_column_widths, table_view

LISTED_WAITING = 12
"""The status line names this many waiting tables, then "…"."""

DeskAction = tuple[str, Callable[[], object], str | None]
"""A button: its text (with its Alt letter), what it does, its shortcut (or None)."""


class _UndoGoesToTheWindow(QObject):
    """Ctrl+Z in the result line undoes the judge's last action, not the typing."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Undo)
        ):
            event.ignore()  # the line edit does not claim it: the window's Undo runs
            return True
        return super().eventFilter(watched, event)


def waiting_text(tables: Sequence[int], unit: str) -> str:
    """ "3 tables to report: 4, 17, 23" (the first dozen, then "…")."""
    listed = ", ".join(str(t) for t in tables[:LISTED_WAITING])
    more = ", …" if len(tables) > LISTED_WAITING else ""
    plural = unit if len(tables) == 1 else f"{unit}s"
    return f"{len(tables)} {plural} to report: {listed}{more}"


class RoundDesk(QWidget):
    """A page over one event's rounds; subclasses say how rounds are read and shown."""

    result_entered = Signal()
    """A change the page shows without reading the round again (a typed result, the clock)."""

    def __init__(
        self,
        ctx: ServiceContext,
        event_id: int,
        model: QAbstractItemModel,
        actions: Sequence[DeskAction],
        entry_hint: str,
        words: tuple[str, str] = ("table", "paired"),
    ) -> None:
        """``words``: what a row is and what pairing a round is called ("pod", "seated")."""
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.view = named(table_view(model), f"{words[0].capitalize()}s of the shown round")
        fit_changed_rows(self.view)  # a typed result measures its row, not the whole round
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.round_choice = QComboBox()
        self.round_choice.currentIndexChanged.connect(self._show_chosen_round)
        self.clock = ClockBar(ctx, event_id)
        self.entry = named(QLineEdit(), "Result line")
        self.entry.setPlaceholderText(entry_hint)
        self.entry.setToolTip(shortcuts.tooltip("Go to the result line", shortcuts.RESULTS))
        self.entry.returnPressed.connect(self.enter_result)
        self._undo_filter = _UndoGoesToTheWindow(self)
        self.entry.installEventFilter(self._undo_filter)
        self.correction = QCheckBox("correct a result alrea&dy entered")
        self.waiting_only = QCheckBox("Waitin&g only")
        self.waiting_only.setToolTip("Show only the tables still waiting for a result")
        self.waiting_only.toggled.connect(self._filter_rows)
        self._rows_hidden = False
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch()
        top.addWidget(self.clock)
        top.addSpacing(24)
        top.addWidget(QLabel("Show round"))
        top.addWidget(self.round_choice)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for text, slot, key in (
            *actions,
            ("E&xtra time for a table…", self.extra_time, None),
        ):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, slot=slot: slot())
            if key is not None:
                button.setToolTip(shortcuts.tooltip(text, key))
            buttons.addWidget(button)
            self.buttons[text.replace("&", "")] = button
        buttons.addStretch()
        entry = QHBoxLayout()
        entry.addWidget(self.entry, 1)
        entry.addWidget(self.correction)
        entry.addWidget(self.waiting_only)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addLayout(entry)
        layout.addWidget(self.view)
        self.rounds: list[Any] = []
        self.registrations: list[Any] | None = None
        """The players as read with the rounds (head-to-head), for the players page."""
        self.notes = ""
        self.verdict = ""
        """The last time-call verdict, shown in the status line until the next result."""
        self.unit, self.done = words
        self.event_format = EventFormat.SWISS
        """The event's format, as of the last refresh (it names elimination rounds)."""
        self.model: Any = model

    def load_rounds(self) -> list[Any]:
        raise NotImplementedError

    def rows_of(self, view: Any) -> Sequence[Any]:
        raise NotImplementedError

    def stage_of(self, view: Any) -> str:
        """The round's stage in words ("Swiss", "Top cut semi-final"): see ``stage_words``."""
        raise NotImplementedError

    def pair(self, then: Callable[[int], None] | None = None) -> bool:
        """Pair (or seat) the next round; ``then`` gets the new round's number."""
        raise NotImplementedError

    def time_called(self) -> None:
        raise NotImplementedError

    def _show(self, view: Any) -> None:
        self.model.set_items(self.rows_of(view) if view else [])
        keep_column_widths(self.view)
        if view is None:
            verb = "seat" if self.done == "seated" else "pair"
            self.title.setText(f"No round {self.done} yet")
            self.status.setText(f"Register the players, then {verb} round 1.")
            return
        self.title.setText(f"Round {view.number} — {self.stage_of(view)}")
        self.notes = "; ".join((*view.relaxations, *view.notes))
        self._update_status()

    def waiting_tables(self) -> list[int]:
        return [item.table for item in self.model.items if self.model.is_waiting(item)]

    def _update_status(self) -> None:
        waiting = self.waiting_tables()
        parts = [waiting_text(waiting, self.unit) if waiting else "All results are in"]
        parts += [text for text in (self.verdict, self.notes) if text]
        self.status.setText(" — ".join(parts))
        self._filter_rows()

    def _filter_rows(self) -> None:
        only = self.waiting_only.isChecked()
        if not only and not self._rows_hidden:
            return  # nothing hidden, nothing to hide: a big round is not walked at every result
        for row, item in enumerate(self.model.items):
            self.view.setRowHidden(row, only and not self.model.is_waiting(item))
        self._rows_hidden = only

    def _act(
        self,
        title: str,
        action: Callable[[], object],
        *,
        done: Callable[[Any], None] | None = None,
        number: int | None = None,
        table: tuple[int, int] | None = None,
    ) -> None:
        """A change to round ``number`` (the last shown, by default) or to one ``table``
        (round, table), through the doorway; the round page reads it again."""
        if table is not None:
            changes = Changes(self.event_id, tables=frozenset({table}))
        else:
            if number is None:
                number = self.rounds[-1].number if self.rounds else 1
            changes = Changes(self.event_id, rounds=frozenset({number}))
        submit(self, title, action, done=done, changes=changes)

    def _result_changes(self, row: Any) -> Changes:
        """A result shown on its row; once the round is complete, everything may move on."""
        complete = self.model.outstanding() == 0
        return Changes(
            self.event_id,
            tables=frozenset({(row.round, row.table)}),
            rounds=frozenset({row.round}) if complete else frozenset(),
        )

    def _retype(self) -> None:
        self.entry.selectAll()  # the judge retypes over the refused entry
        self.entry.setFocus()

    def enter_result(self) -> None:
        raise NotImplementedError

    def refresh(self, event: Event) -> None:
        self.event_format = event.settings.format
        self.rounds = self.load_rounds()
        self.round_choice.blockSignals(True)
        self.round_choice.clear()
        for view in self.rounds:
            self.round_choice.addItem(f"Round {view.number}", view.number)
        self.round_choice.setCurrentIndex(len(self.rounds) - 1)
        self.round_choice.blockSignals(False)
        self._show(self.rounds[-1] if self.rounds else None)
        self.tick()

    def _show_chosen_round(self) -> None:
        number = self.round_choice.currentData()
        self._show(next((r for r in self.rounds if r.number == number), None))

    def tick(self) -> None:
        self.clock.has_round = bool(self.rounds)
        self.clock.tick()
        minutes = self.clock.view.table_minutes if self.clock.view is not None else {}
        if minutes != self.model.table_minutes:
            self.model.set_table_minutes(minutes)

    def chosen_table(self, title: str) -> tuple[int, int] | None:
        """(round, table) of the selected row, or the table the judge types."""
        number = self.round_choice.currentData()
        if number is None:
            tell(self, f"{title}: no round has been {self.done} yet.")
            return None
        rows = self.view.selectionModel().selectedRows()
        if rows and not self.view.isRowHidden(rows[0].row()):
            return number, self.model.items[rows[0].row()].table
        table, ok = QInputDialog.getInt(self, title, f"{self.unit.capitalize()}:", 1, 1, 100_000)
        return (number, table) if ok else None

    def extra_time(self) -> None:
        """Extra minutes for one table of the current round (after a ruling or a deck check)."""
        chosen = self.chosen_table("Extra time")
        if chosen is None:
            return
        _number, table = chosen
        current = self.model.table_minutes.get(table, 0)
        minutes, ok = QInputDialog.getInt(
            self,
            "Extra time",
            f"Extra minutes for {self.unit} {table} (0: none):",
            current or 5,
            0,
            60,
        )
        if not ok:
            return
        submit(
            self,
            "Extra time",
            lambda: extend_table(self.ctx, self.event_id, table, minutes),
            done=lambda _view: tell(
                self, f"{self.unit.capitalize()} {table}: {minutes} extra minutes"
            ),
            changes=Changes(self.event_id, clock=True),
        )
