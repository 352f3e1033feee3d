"""The window's colours, in one place: they follow the system's light or dark palette.

Every widget draws its text and backgrounds from the application's ``QPalette``; the few colours
of our own (the highlight of tables still waiting for a result, a warning, a dropped player, the
bracket's boxes) come from :func:`colours`, which picks the light or the dark set to match the
palette in use. Each set is chosen so that its text stays readable (WCAG AA: a contrast ratio of
at least 4.5 to 1) on its own backgrounds; ``tests/ui/test_theme.py`` checks both.

When the desktop says it is dark (``QStyleHints.colorScheme()``) but the platform's own style
kept a light palette (older Windows styles do), :func:`follow_system_scheme` switches to the
Fusion style with :func:`dark_palette`, so the window is never light text on light or dark on
dark. A widget with a style sheet of its own (the round's title, the clock) keeps the palette
it was first drawn with, so every palette change sets those style sheets again
(:func:`restyle_widgets`): every page follows a change of scheme while the program runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget


@dataclass(frozen=True)
class Colours:
    """Our own colours for one scheme; every other colour comes from the palette."""

    text: QColor
    """Text drawn on the backgrounds below (the palette's own text for the scheme)."""
    base: QColor
    """An ordinary row or box: the palette's Base."""
    waiting: QColor
    """Background of a table (or pod, or changed setting) still waiting for the judge."""
    decided: QColor
    """Background of a decided bracket match."""
    warning: QColor
    """Text of a warning shown on the window's background."""
    muted: QColor
    """Text of a dropped player, a caption: quieter, still readable."""
    line: QColor
    """The outline of a bracket box."""
    alarm: QColor
    """Text of an error beside a form's field, and of the round clock at time."""


LIGHT = Colours(
    text=QColor("#111827"),
    base=QColor("#ffffff"),
    waiting=QColor("#fde68a"),
    decided=QColor("#dcfce7"),
    warning=QColor("#9a3412"),
    muted=QColor("#4b5563"),
    line=QColor("#1f2937"),
    alarm=QColor("#b91c1c"),
)
DARK = Colours(
    text=QColor("#f3f4f6"),
    base=QColor("#1e1e1e"),
    waiting=QColor("#5c4306"),
    decided=QColor("#14532d"),
    warning=QColor("#fdba74"),
    muted=QColor("#a8b0bd"),
    line=QColor("#d1d5db"),
    alarm=QColor("#f87171"),
)


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether ``palette`` (default: the application's) draws light text on dark."""
    palette = palette if palette is not None else QGuiApplication.palette()
    text = palette.color(QPalette.ColorRole.WindowText)
    window = palette.color(QPalette.ColorRole.Window)
    return text.lightness() > window.lightness()


def colours(palette: QPalette | None = None) -> Colours:
    """The colour set matching ``palette`` (default: the application's), with its own text."""
    palette = palette if palette is not None else QGuiApplication.palette()
    chosen = DARK if is_dark(palette) else LIGHT
    return replace(
        chosen,
        text=palette.color(QPalette.ColorRole.Text),
        base=palette.color(QPalette.ColorRole.Base),
    )


def brush(role: str) -> QBrush:
    """A brush of one of our colours for the current palette (``"waiting"``, ``"muted"``…)."""
    return QBrush(getattr(colours(), role))


def warning_style() -> str:
    """The style sheet of a warning label."""
    return f"color: {colours().warning.name()}; font-weight: bold;"


def error_style() -> str:
    """The style sheet of an error shown inside a form, next to its field."""
    return f"color: {colours().alarm.name()}; font-weight: bold;"


def time_styles() -> tuple[str, str]:
    """The two looks the round clock alternates between at time (the flash): the alarm colour
    as the background, then as the text."""
    alarm, base = colours().alarm.name(), colours().base.name()
    return (
        f"color: {base}; background: {alarm}; font-weight: bold;",
        f"color: {alarm}; font-weight: bold;",
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white)."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(colour.redF())
            + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF())
        )

    lighter, darker = sorted((luminance(a), luminance(b)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style (used when the platform's style has none)."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, "#2b2b2b"),
        (roles.WindowText, "#f3f4f6"),
        (roles.Base, "#1e1e1e"),
        (roles.AlternateBase, "#262626"),
        (roles.ToolTipBase, "#2b2b2b"),
        (roles.ToolTipText, "#f3f4f6"),
        (roles.PlaceholderText, "#9ca3af"),
        (roles.Text, "#f3f4f6"),
        (roles.Button, "#353535"),
        (roles.ButtonText, "#f3f4f6"),
        (roles.BrightText, "#ff6b6b"),
        (roles.Link, "#7cb7ff"),
        (roles.LinkVisited, "#c4a7ff"),
        (roles.Highlight, "#2f6fb3"),
        (roles.HighlightedText, "#ffffff"),
        (roles.Mid, "#4a4a4a"),
        (roles.Dark, "#1a1a1a"),
        (roles.Light, "#505050"),
    ):
        palette.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#8b8b8b"))
    return palette


def use_dark(app: QApplication) -> None:
    """Draw the window dark whatever the platform's style (the screenshot tour's dark page)."""
    app.setStyle("Fusion")
    app.setPalette(dark_palette())


def follow_system_scheme(app: QApplication) -> None:
    """Match the desktop's light or dark scheme now and whenever it changes."""
    hints = app.styleHints()
    apply_scheme(app, hints.colorScheme())
    hints.colorSchemeChanged.connect(lambda scheme: apply_scheme(app, scheme))
    app.paletteChanged.connect(lambda _palette: restyle_widgets(app))


def restyle_widgets(app: QApplication) -> None:
    """Set every widget's own style sheet again, so it takes the application's new palette
    (Qt keeps the palette a widget with a style sheet was polished with)."""
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(sheet)


_platform_look: list[tuple[str, QPalette]] = []
"""The platform's own style and palette, kept while we draw dark in their place."""


def apply_scheme(app: QApplication, scheme: Qt.ColorScheme) -> None:
    """Go dark when the desktop is dark and the platform's style stayed light; back to the
    platform's own look when the desktop turns light again."""
    if scheme == Qt.ColorScheme.Dark and not is_dark(app.palette()):
        _platform_look[:] = [(app.style().name(), app.palette())]
        use_dark(app)
    elif scheme == Qt.ColorScheme.Light and _platform_look:
        style, palette = _platform_look.pop()
        app.setStyle(style)
        app.setPalette(palette)


class _Restyler(QObject):
    """Re-applies a widget's colours when the scheme changes; goes away with the widget."""

    def __init__(self, widget: QWidget, apply: Callable[[], None]) -> None:
        super().__init__(widget)
        self.apply = apply
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.reapply)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.paletteChanged.connect(self.reapply)
        apply()

    @Slot()
    def reapply(self) -> None:
        self.apply()


def keep_styled(widget: QWidget, apply: Callable[[], None]) -> None:
    """Call ``apply`` now and again whenever the desktop switches between light and dark (or
    the palette changes)."""
    _Restyler(widget, apply)
