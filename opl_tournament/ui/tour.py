"""The screenshot tour's extra states: what a judge sees in the moments that matter."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import validate_settings
from opl_tournament.services.round_clock import start_clock
from opl_tournament.ui.demo import build_demo_bracket_event
from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.main_window import MainWindow


def _save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))


def extra_shots(window: MainWindow, ctx: ServiceContext, event_id: int, folder: Path) -> int:
    """Waiting-only filter, a refused form, the clock at time, a fitted bracket: PNGs."""
    shots: list[tuple[str, Callable[[], QWidget]]] = []

    def waiting_only() -> QWidget:
        window.open_event(event_id)
        view = window.event_view
        assert view is not None
        view.setCurrentWidget(view.round)
        view.round.waiting_only.setChecked(True)
        return window

    def inline_error() -> QWidget:
        dialog = NewEventDialog(window)
        dialog.place.setText("Hobby Corner")
        dialog.show()
        dialog.submit = lambda: validate_settings(dialog.settings())
        dialog.accept()
        return dialog

    def clock_at_time() -> QWidget:
        an_hour_ago = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
        start_clock(ServiceContext(ctx.database, ctx.actor, lambda: an_hour_ago), event_id)
        window.open_event(event_id)
        view = window.event_view
        assert view is not None
        view.round.waiting_only.setChecked(False)
        view.round.refresh(view.tournament)
        return window

    def bracket_fitted() -> QWidget:
        window.open_event(build_demo_bracket_event(ctx))
        view = window.event_view
        assert view is not None and view.bracket is not None
        view.setCurrentWidget(view.bracket)
        return window

    shots += [
        ("extra-01-waiting-only.png", waiting_only),
        ("extra-02-inline-error.png", inline_error),
        ("extra-03-clock-time.png", clock_at_time),
        ("extra-04-bracket-fitted.png", bracket_fitted),
    ]
    for name, show in shots:
        shown = show()
        _save(shown, folder / name)
        if shown is not window:
            shown.close()
    return len(shots)
