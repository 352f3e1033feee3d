"""The window's language: which one (the judge's choice, else the computer's), Qt's translators
for it (the window's own words from ``resources/locale/<language>/window.qm``, Qt's dialogs
and buttons from PySide6's ``qtbase_<language>.qm``), and the sentences of the layers below said
in it. The choice is read when the program starts: changing it takes effect on the next start.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from opl_tournament.domain.sentences import Sentence
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import DEFAULT, Language, from_tag
from opl_tournament.paths import resource

SETTING = "window/language"
"""The QSettings key of the judge's choice: a language's code, or absent for the computer's."""

_INSTALLED: list[QTranslator] = []
_CURRENT = [DEFAULT]


def computer_language() -> Language:
    """The first of the computer's interface languages the program ships (English if none)."""
    for tag in QLocale.system().uiLanguages():
        language = from_tag(tag)
        if language is not None:
            return language
    return DEFAULT


def chosen_language(settings: QSettings | None) -> Language | None:
    """The judge's choice (None: the computer's)."""
    value = settings.value(SETTING) if settings is not None else None
    return from_tag(value) if isinstance(value, str) and value else None


def window_catalog(language: Language) -> str:
    """The compiled catalog of the window's own words in ``language``."""
    return str(resource("locale", language.value, "window.qm"))


def install(language: Language) -> Language:
    """Make ``language`` the window's: Qt's translators for it, in place of any installed before.
    Call it before the first window is built (a widget keeps the words it was given)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install the window's language after the application is made")
    for translator in _INSTALLED:
        app.removeTranslator(translator)
    _INSTALLED.clear()
    if language is not Language.ENGLISH:
        qt_own = QTranslator(app)
        if qt_own.load(
            f"qtbase_{language.value}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            _INSTALLED.append(qt_own)
    own = QTranslator(app)  # English's: only its counted words' singular and plural
    if own.load(window_catalog(language)):
        _INSTALLED.append(own)
    elif language is not Language.ENGLISH:  # without its catalog, English says "1 players"
        raise FileNotFoundError(f"the window's {language.name_in_itself} words are missing")
    for translator in _INSTALLED:
        app.installTranslator(translator)
    _CURRENT[0] = language
    QLocale.setDefault(QLocale(language.locale))
    return language


def window_language() -> Language:
    """The language the window speaks."""
    return _CURRENT[0]


def say(sentence: Sentence | str) -> str:
    """A sentence of the layers below (a refusal, a verdict) in the window's language; a plain
    string (a text kept before its sentence was) as it is."""
    if isinstance(sentence, str):
        return sentence
    return words(window_language(), Catalog.MESSAGES).say(sentence)


class LanguageMenu(QMenu):
    """*Settings ▸ Language*: the computer's language, or one the judge picks; kept in the
    settings and used from the next start."""

    def __init__(self, parent: QWidget, settings: QSettings | None) -> None:
        super().__init__(self.tr("&Language"), parent)
        self._settings = settings
        group = QActionGroup(self)
        chosen = chosen_language(settings)
        computer = computer_language()
        entries: list[tuple[str, Language | None]] = [
            (
                self.tr("As the computer ({language})").format(language=computer.name_in_itself),
                None,
            ),
            *((language.name_in_itself, language) for language in Language),
        ]
        for text, language in entries:
            action = QAction(text, self, checkable=True)
            # each language is named in itself, whichever the window speaks
            action.setProperty("shows_data", language is not None)
            action.setChecked(language == chosen)
            action.triggered.connect(self._choose(language))
            group.addAction(action)
            self.addAction(action)

    def _choose(self, language: Language | None) -> Callable[[], None]:
        def choose() -> None:
            if self._settings is not None:
                if language is None:
                    self._settings.remove(SETTING)
                else:
                    self._settings.setValue(SETTING, language.value)
            next_one = language or computer_language()
            QMessageBox.information(
                self.parentWidget(),
                self.tr("Language"),
                self.tr(
                    "The window will speak {language} from the next time the program starts."
                ).format(language=next_one.name_in_itself),
            )

        return choose
