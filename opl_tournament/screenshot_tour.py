"""The screenshot tour (``opl-tournament --screenshot DIR``): demo events built in a scratch
database, then each page of the window, the start page, the user guide, a dark theme and a few
moments that matter, saved as PNGs (it works offscreen, without a display). The window speaks
the language the program started in (``--language fr``); the files are named alike in each."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget

from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import (
    build_demo_bracket_event,
    build_demo_event,
    build_demo_pod_event,
)
from opl_tournament.services.events import validate_settings
from opl_tournament.services.round_clock import start_clock
from opl_tournament.storage import open_database
from opl_tournament.ui import theme
from opl_tournament.ui.dialogs import NewEventDialog
from opl_tournament.ui.event_view import EventView
from opl_tournament.ui.main_window import MainWindow


def screenshot_tour(folder: Path) -> int:
    """Each page of two demo events (OverPower, then a Vs. System pod event), saved as PNGs."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        database = open_database(Path(scratch) / "demo.sqlite")
        try:
            ctx = ServiceContext(database, actor="demo")
            tours = (("", build_demo_event(ctx)), ("vs-", build_demo_pod_event(ctx)))
            window = MainWindow(ctx)
            window.resize(1400, 860)
            window.show()
            shots = shoot_start_page(window, folder)
            for prefix, event_id in tours:
                window.open_event(event_id)
                view = window.event_view
                assert view is not None
                view.rulings.query.setText("multipower")
                for index in range(view.count()):
                    view.setCurrentIndex(index)
                    name = page_name(view, index)
                    _save(window, folder / f"{prefix}{index + 1:02d}-{name}.png")
                    shots += 1
            shots += shoot_help_and_dark_theme(window, folder, [e for _p, e in tours])
            shots += extra_shots(window, ctx, tours[0][1], folder)
            window.close()
        finally:
            database.close()
    print(f"saved {shots} screenshots in {folder}")
    return 0


PAGES = (
    *("players", "round", "standings", "bracket", "penalties", "log", "ratings", "rulings"),
    "settings",
)


def page_name(view: EventView, index: int) -> str:
    """The page's name in a screenshot's file name: the same in every language the window
    speaks (``opl-tournament --language fr --screenshot DIR`` names its files as English does)."""
    page = view.widget(index)
    return next(name for name in PAGES if getattr(view, name, None) is page)


def _save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))


def shoot_start_page(window: MainWindow, folder: Path, name: str = "00-start.png") -> int:
    """The start page as a judge first sees it; the number of screenshots saved."""
    window.stack.setCurrentWidget(window.start_page)
    _save(window, folder / name)
    return 1


def shoot_help_and_dark_theme(window: MainWindow, folder: Path, event_ids: list[int]) -> int:
    """The user guide, the keyboard shortcuts, and each event's round page and the start page
    in a dark theme; the number of screenshots saved. The style and palette are put back."""
    guide = window.help.show_guide()
    guide.search.setText(QCoreApplication.translate("screenshot_tour", "Calling time"))
    guide.find_next()
    _save(guide, folder / "help-guide.png")
    guide.close()
    shortcuts = window.help.show_shortcuts()
    _save(shortcuts, folder / "help-shortcuts.png")
    shortcuts.close()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    style, palette = app.style().name(), app.palette()
    shots = 2
    try:
        theme.use_dark(app)
        for number, event_id in enumerate(event_ids, start=1):
            window.open_event(event_id)
            view = window.event_view
            assert view is not None
            view.setCurrentWidget(view.round)
            _save(window, folder / f"dark-{number}-round.png")
            shots += 1
        shots += shoot_start_page(window, folder, "dark-start.png")
    finally:
        app.setStyle(style)
        app.setPalette(palette)
    return shots


def extra_shots(window: MainWindow, ctx: ServiceContext, event_id: int, folder: Path) -> int:
    """Waiting-only filter, a refused form, the clock at time, a fitted bracket: PNGs."""

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

    shots: list[tuple[str, Callable[[], QWidget]]] = [
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
