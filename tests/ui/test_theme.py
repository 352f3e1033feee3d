"""The window's own colours follow the palette, light or dark, and stay readable on both."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory
from pytestqt.qtbot import QtBot

from opl_tournament.ui import theme

UI = Path(theme.__file__).resolve().parent
AA = 4.5  # WCAG 2 level AA for normal text


def light_palette() -> QPalette:
    style = QStyleFactory.create("Fusion")
    assert style is not None
    return style.standardPalette()


PALETTES = {"light": light_palette, "dark": theme.dark_palette}


@pytest.mark.parametrize("scheme", PALETTES)
def test_highlights_are_readable_on_both_palettes(scheme: str, qapp: QApplication) -> None:
    palette = PALETTES[scheme]()
    assert theme.is_dark(palette) is (scheme == "dark")
    c = theme.colours(palette)
    text = palette.color(QPalette.ColorRole.Text)
    window = palette.color(QPalette.ColorRole.Window)
    base = palette.color(QPalette.ColorRole.Base)
    pairs = {
        "waiting table": (text, c.waiting),
        "decided match": (text, c.decided),
        "warning on the window": (c.warning, window),
        "warning on a list": (c.warning, base),
        "dropped player": (c.muted, base),
        "caption": (c.muted, window),
        "palette text": (text, base),
        "window text": (palette.color(QPalette.ColorRole.WindowText), window),
    }
    low = {
        name: round(theme.contrast_ratio(fg, bg), 2)
        for name, (fg, bg) in pairs.items()
        if theme.contrast_ratio(fg, bg) < AA
    }
    assert not low, f"below WCAG AA on the {scheme} palette: {low}"
    # The highlight must still be visible as a highlight against ordinary rows.
    assert theme.contrast_ratio(c.waiting, base) > 1.2


def test_contrast_ratio_matches_the_wcag_formula() -> None:
    assert theme.contrast_ratio(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert theme.contrast_ratio(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)
    assert theme.contrast_ratio(QColor("red"), QColor("red")) == pytest.approx(1.0)


def test_a_dark_palette_switches_the_window_colours(qapp: QApplication, qtbot: QtBot) -> None:
    before = qapp.palette()
    try:
        qapp.setPalette(theme.dark_palette())
        assert theme.colours().waiting == theme.DARK.waiting
        assert theme.brush("waiting").color() == theme.DARK.waiting
        assert theme.DARK.warning.name() in theme.warning_style()
    finally:
        qapp.setPalette(before)
    assert theme.colours().waiting == theme.LIGHT.waiting


def test_a_dark_desktop_scheme_gives_a_dark_window(qapp: QApplication) -> None:
    before_palette, before_style = qapp.palette(), qapp.style().name()
    try:
        theme.follow_system_scheme(qapp)  # the offscreen platform's scheme is Unknown: stays
        assert not theme.is_dark(qapp.palette())
        qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # the desktop goes dark
        assert theme.is_dark(qapp.palette())
        assert qapp.style().name().lower() == "fusion"
        qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)  # and light again
        assert not theme.is_dark(qapp.palette())
        assert qapp.style().name() == before_style
    finally:
        qapp.setStyle(before_style)
        qapp.setPalette(before_palette)


COLOUR_LITERAL = re.compile(
    r"""QColor\(\s*["']|["']#[0-9a-fA-F]{3,8}["']|Qt\.GlobalColor\.|(?<![-\w])color:\s*[#a-z]"""
)


def test_no_colours_are_hard_coded_outside_the_theme_module() -> None:
    offenders = [
        f"{path.name}:{number}: {line.strip()}"
        for path in sorted(UI.glob("*.py"))
        if path.name != "theme.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if COLOUR_LITERAL.search(line)
    ]
    assert not offenders, "colours belong in ui/theme.py:\n" + "\n".join(offenders)
