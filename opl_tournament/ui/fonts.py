"""Names in every script on screen: the window falls back to the bundled font (the one the
printed forms use) for characters the system's fonts lack, e.g. Chinese names."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from opl_tournament.paths import resource

FALLBACK_FILE = "DroidSansFallback.ttf"


def use_bundled_fallback(app: QApplication) -> str | None:
    """Load the bundled font and put it after the system's font; its family, or None if the
    file could not be loaded (the window then shows what the system can)."""
    font_id = QFontDatabase.addApplicationFont(str(resource("fonts", FALLBACK_FILE)))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if not families:
        return None
    family = families[0]
    font = app.font()
    current = font.families() or [font.family()]
    if family not in current:
        font.setFamilies([*current, family])
        app.setFont(font)
    for generic in (font.family(), "monospace", "Sans Serif"):
        if family not in QFont.substitutes(generic):
            QFont.insertSubstitution(generic, family)
    return family
