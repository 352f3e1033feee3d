"""The round clock as the round pages show it: start, pause, resume, +5 minutes, time left.

Only the buttons that apply are enabled (Pause while running, Resume while paused). When the
time runs out the clock says "Time" in red, flashes, and the computer beeps once, whichever page
of the event is shown, and the status bar asks the judge to call time; beside the clock, the
tables given extra time that still play on, each with its own time left. A finished event has no
clock: no buttons, and the bar says so.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QWidget

from opl_tournament.domain.errors import DomainError
from opl_tournament.domain.round_clock import ClockState
from opl_tournament.services.changes import Changed
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.round_clock import (
    ClockView,
    clock_view,
    extend_clock,
    pause_clock,
    resume_clock,
    start_clock,
)
from opl_tournament.ui import shortcuts, theme
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.guard import show_error, tell

ClockChange = Callable[[ServiceContext, int], Changed[ClockView]]
"""A change of the round clock (the service says it changed the clock)."""

LABEL_STYLE = "font-size: 20pt; font-family: monospace; padding: 0 6px;"
PLAYING_ON_WIDTH = 240


def _clock_time(stamp: str | None) -> str:
    """A moment as a wall clock shows it, in this computer's time zone: "14:45"."""
    if not stamp:
        return ""
    return datetime.fromisoformat(stamp).astimezone().strftime("%H:%M")


def playing_on_words(view: ClockView | None) -> str:
    """Once time is called, the tables given extra time that still play on, each with its own
    time left: "Still playing: table 2 (4:12), table 3 (1:12)" ("" when none does); in a pod
    event "Pod 2 (4:12)", as the pod desk, the pairings and the slips name it."""
    if view is not None and view.in_pods:
        each = QCoreApplication.translate("ClockBar", "Pod {table} ({left})")
    else:
        each = QCoreApplication.translate("ClockBar", "table {table} ({left})")
    tables = ", ".join(
        each.format(table=table, left=left)
        for table, left in (view.playing_on() if view is not None else ())
    )
    if not tables:
        return ""
    return QCoreApplication.translate("ClockBar", "Still playing: {tables}").format(tables=tables)


class ClockBar(QWidget):
    """Ticks once a second while its window is open (on the event's other pages too); the clock
    itself is kept by the service."""

    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__()
        self.ctx, self.event_id = ctx, event_id
        self.label = QLabel("—")
        self.label.setStyleSheet(LABEL_STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        actions: tuple[tuple[str, str, ClockChange, str], ...] = (
            (
                "start",
                self.tr("Start &clock"),
                start_clock,
                self.tr("Round {round}: clock started, {remaining} left, ends at {end}"),
            ),
            (
                "pause",
                self.tr("Pause &clock"),
                pause_clock,
                self.tr("Round {round}: clock paused, {remaining} left"),
            ),
            (
                "resume",
                self.tr("Resume &clock"),
                resume_clock,
                self.tr("Round {round}: clock running again, {remaining} left"),
            ),
            (
                "extend",
                self.tr("+&5 min"),
                lambda c, e: extend_clock(c, e, 5),
                self.tr("Round {round}: 5 minutes added, {remaining} left"),
            ),
        )
        for key, text, change, said in actions:
            button = QPushButton(text)
            button.clicked.connect(
                lambda _=False, change=change, said=said: self._change(change, said)
            )
            if key != "extend":
                button.setToolTip(shortcuts.tooltip(text, shortcuts.CLOCK))
            layout.addWidget(button)
            self.buttons[key] = button
        layout.addWidget(self.label)
        self.playing_on = QLabel()
        """At time: the tables still in their extra time (a line or two, never a wider bar)."""
        self.playing_on.setWordWrap(True)
        self.playing_on.setMaximumWidth(PLAYING_ON_WIDTH)
        self.playing_on.setStyleSheet("font-weight: bold;")
        self.playing_on.hide()
        layout.addWidget(self.playing_on)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.has_round = False
        self.finished = False
        self.view: ClockView | None = None
        self._flash = 0
        self._enable(None)

    def showEvent(self, event: QShowEvent) -> None:
        self.timer.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        # On another page of the event the clock still counts, so that the judge hears time
        # run out; it stops with its window.
        if not self.window().isVisible():
            self.timer.stop()
        super().hideEvent(event)

    def _enable(self, state: ClockState | None) -> None:
        self.buttons["start"].setEnabled(state is ClockState.NOT_STARTED)
        self.buttons["pause"].setEnabled(state is ClockState.RUNNING)
        self.buttons["resume"].setEnabled(state is ClockState.PAUSED)
        self.buttons["extend"].setEnabled(state not in (None, ClockState.NOT_STARTED))

    def tick(self) -> None:
        for button in self.buttons.values():
            button.setVisible(not self.finished)
        if self.finished:
            self.view = None
            self._enable(None)
            self.label.setStyleSheet(LABEL_STYLE)
            self.label.setText(self.tr("Event finished"))
            return
        view: ClockView | None = None
        if self.has_round:
            try:
                view = clock_view(self.ctx, self.event_id)
            except DomainError:  # no round yet, or the database busy: try again next second
                view = None
        was_time = self.view is not None and self.view.state is ClockState.TIME
        self.view = view
        self.playing_on.setText(playing_on_words(view))
        self.playing_on.setVisible(bool(self.playing_on.text()))
        self._enable(None if view is None else view.state)
        if view is None:
            self.label.setStyleSheet(LABEL_STYLE)
            self.label.setText("—")
        elif view.state is ClockState.TIME:
            self.label.setText(self.tr("Time"))
            self.label.setStyleSheet(LABEL_STYLE + theme.time_styles()[self._flash % 2])
            self._flash += 1
            if not was_time:
                QApplication.beep()
                tell(self, self._time_is_up(view), 60_000)
        else:
            self.label.setStyleSheet(LABEL_STYLE)
            self.label.setText(self._remaining(view))
        self.label.setToolTip(
            self.tr("The round's time ends at {end}").format(end=_clock_time(view.ends_at))
            if view is not None and view.ends_at
            else ""
        )

    def _time_is_up(self, view: ClockView) -> str:
        """What the judge does when time runs out (said in the status bar, on any page)."""
        if view.in_pods and view.playing_on():
            said = self.tr(
                "Round {round}: time is up — call time at every pod still playing, but those "
                "given extra time"
            )
        elif view.in_pods:
            said = self.tr("Round {round}: time is up — call time at every pod still playing")
        elif view.playing_on():
            said = self.tr(
                "Round {round}: time is up — call time at every table still playing, but those "
                "given extra time"
            )
        else:
            said = self.tr("Round {round}: time is up — call time at every table still playing")
        return said.format(round=view.round)

    def _remaining(self, view: ClockView) -> str:
        """ "12:05", "45:00 not started", "12:05 paused"."""
        if view.state is ClockState.NOT_STARTED:
            return self.tr("{remaining} not started").format(remaining=view.remaining_text)
        if view.state is ClockState.PAUSED:
            return self.tr("{remaining} paused").format(remaining=view.remaining_text)
        return view.remaining_text

    def toggle(self) -> None:
        """The clock shortcut: start the clock, or pause it, or resume it — what applies."""
        self.tick()
        for key in ("start", "pause", "resume"):
            if self.buttons[key].isEnabled():
                self.buttons[key].click()
                return

    def _change(self, change: ClockChange, said: str) -> None:
        # An audited, undoable action: the round page ticks, the log and the undo text follow;
        # the status bar says what was done (F6 starts, pauses or resumes: which one, then).
        submit(
            self,
            self.tr("Round clock"),
            lambda: change(self.ctx, self.event_id),
            done=lambda view: tell(
                self,
                said.format(
                    round=view.round, remaining=view.remaining_text, end=_clock_time(view.ends_at)
                ),
            ),
            failed=self._refused,
        )

    def _refused(self, error: Exception) -> None:
        show_error(self, self.tr("Round clock"), error)
        self.tick()  # what the clock shows now (another station may have changed it)
