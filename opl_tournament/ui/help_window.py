"""The Help menu: the judge's guide, the keyboard shortcuts and About.

The guide is ``resources/guide/guide.md``, shipped with the program and shown in a
``QTextBrowser`` with its headings as a table of contents and a search box. The shortcuts are
read from the window's own actions each time the list opens, so it never goes stale. About shows
the version, the licence and the attributions of the bundled fonts and card data, read from the
files shipped beside them.
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from importlib import metadata

from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from opl_tournament import __version__
from opl_tournament.language.languages import Language
from opl_tournament.paths import resource
from opl_tournament.ui.language import window_language

PROGRAM = "OPL Tournament"
MENU_SEPARATOR = " ▸ "


GUIDES = {Language.ENGLISH: "guide.md", Language.FRENCH: "guide.fr.md"}
"""The guide's file in each language the window speaks."""


def read_guide(language: Language | None = None) -> str:
    """The guide's Markdown text, as shipped, in ``language`` (by default the window's)."""
    name = GUIDES[language or window_language()]
    return resource("guide", name).read_text(encoding="utf-8")


class GuideWindow(QDialog):
    """The user guide: contents on the left, the text on the right, a search box above."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("OPL Tournament — user guide"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Guide text"))
        self.browser.setMarkdown(read_guide())
        self.contents = QListWidget()
        self.contents.setAccessibleName(self.tr("Guide contents"))
        self.contents.itemActivated.connect(self._go_to_heading)
        self.contents.currentItemChanged.connect(self._current_heading_changed)
        for block_number, level, title in self.headings():
            item = QListWidgetItem(("    " * (level - 2) if level > 1 else "") + title)
            item.setData(Qt.ItemDataRole.UserRole, block_number)
            self.contents.addItem(item)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the guide…"))
        self.search.setAccessibleName(self.tr("Search the guide"))
        self.search.setClearButtonEnabled(True)
        self.search.returnPressed.connect(self.find_next)
        self.search.textEdited.connect(self._search_from_top)
        self.next_button = QPushButton(self.tr("&Next"))
        self.next_button.setAccessibleName(self.tr("Next match"))
        self.next_button.clicked.connect(self.find_next)
        self.previous_button = QPushButton(self.tr("&Previous"))
        self.previous_button.setAccessibleName(self.tr("Previous match"))
        self.previous_button.clicked.connect(self.find_previous)
        for button in (self.next_button, self.previous_button):
            button.setAutoDefault(False)  # Enter in the search box finds, it presses no button
        self.found = QLabel()
        search_label = QLabel(self.tr("&Search:"))
        search_label.setBuddy(self.search)
        top = QHBoxLayout()
        top.addWidget(search_label)
        top.addWidget(self.search, 1)
        top.addWidget(self.previous_button)
        top.addWidget(self.next_button)
        top.addWidget(self.found)
        splitter = QSplitter()
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([260, 740])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.resize(1040, 760)

    def headings(self) -> list[tuple[int, int, str]]:
        """(block number, level, text) of each heading of the guide, in order."""
        found = []
        block = self.browser.document().firstBlock()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if level:
                found.append((block.blockNumber(), level, block.text()))
            block = block.next()
        return found

    def _current_heading_changed(
        self, item: QListWidgetItem | None, _previous: QListWidgetItem | None
    ) -> None:
        if item is not None:
            self._go_to_heading(item)

    def _go_to_heading(self, item: QListWidgetItem) -> None:
        block = self.browser.document().findBlockByNumber(item.data(Qt.ItemDataRole.UserRole))
        cursor = QTextCursor(block)
        self.browser.setTextCursor(cursor)
        # Scroll so that the heading sits at the top, not merely somewhere on screen.
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())
        self.browser.ensureCursorVisible()

    def _search_from_top(self) -> None:
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        self.find_next()

    def find_next(self) -> bool:
        return self._find(QTextDocument.FindFlag(0))

    def find_previous(self) -> bool:
        return self._find(QTextDocument.FindFlag.FindBackward)

    def _find(self, flags: QTextDocument.FindFlag) -> bool:
        """Select the next (or previous) place of the search text, wrapping round the end."""
        text = self.search.text().strip()
        if not text:
            self.found.clear()
            return False
        if self.browser.find(text, flags):
            self.found.clear()
            return True
        backward = bool(flags & QTextDocument.FindFlag.FindBackward)
        self.browser.moveCursor(
            QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start
        )
        if self.browser.find(text, flags):
            self.found.setText(
                self.tr("Started again from the end.")
                if backward
                else self.tr("Started again from the top.")
            )
            return True
        self.found.setText(self.tr("“{text}” is not in the guide.").format(text=text))
        return False


@dataclass(frozen=True)
class ShortcutRow:
    keys: str
    what: str
    where: str


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _menu_paths(menu: QMenu, path: tuple[str, ...]) -> dict[QAction, str]:
    paths: dict[QAction, str] = {}
    for action in menu.actions():
        if action.menu() is not None:
            sub = action.menu()
            assert isinstance(sub, QMenu)
            paths |= _menu_paths(sub, (*path, _plain(sub.title())))
        elif not action.isSeparator():
            paths[action] = MENU_SEPARATOR.join(path)
    return paths


def shortcut_rows(window: QMainWindow) -> list[ShortcutRow]:
    """Every keyboard shortcut of the window as it stands: its menus' actions, any other action
    with a shortcut, and the window's own ``QShortcut`` keys (described by their What's This)."""
    paths: dict[QAction, str] = {}
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            paths |= _menu_paths(menu, (_plain(menu.title()),))
    actions = list(paths) + [a for a in window.findChildren(QAction) if a not in paths]
    rows: list[ShortcutRow] = []
    seen: set[tuple[str, str]] = set()
    for action in actions:
        keys = ", ".join(
            k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
        )
        what = _plain(action.text()).rstrip("…").strip()
        if keys and (keys, what) not in seen:
            seen.add((keys, what))
            rows.append(ShortcutRow(keys, what, paths.get(action, "")))
    for shortcut in window.findChildren(QShortcut):
        keys = shortcut.key().toString(QKeySequence.SequenceFormat.NativeText)
        what = shortcut.whatsThis() or shortcut.objectName()
        if keys and (keys, what) not in seen:
            seen.add((keys, what))
            rows.append(ShortcutRow(keys, what, _place_of(shortcut.parent())))
    return rows


def _place_of(owner: object) -> str:
    """Where a shortcut works: its widget's accessible name, or the event's pages."""
    name = owner.accessibleName() if isinstance(owner, QWidget) else ""
    return name or QCoreApplication.translate("help_window", "the event's pages")


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts, read from the window's actions when the dialog opens."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("OPL Tournament — keyboard shortcuts"))
        self.rows = shortcut_rows(window)
        self.table = QTableWidget(len(self.rows), 3)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Keys"), self.tr("What it does"), self.tr("Where")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        for row, item in enumerate(self.rows):
            for column, text in enumerate((item.keys, item.what, item.where)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        note = QLabel(
            self.tr(
                "Also: Alt and the underlined letter of a button, a page or a menu presses it; "
                "Tab and Shift+Tab move between fields; Enter on the result line records it."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(720, 480)


def _licence() -> str:
    try:
        meta = metadata.metadata("opl-tournament")
    except metadata.PackageNotFoundError:
        return "MIT"
    return str(meta.json.get("license_expression") or meta.json.get("license") or "MIT")


def about_markdown() -> str:
    """About's text: version and licence, then the attribution files as shipped."""
    fonts = resource("fonts", "README.md").read_text(encoding="utf-8")
    cards = resource("cards", "ATTRIBUTION.md").read_text(encoding="utf-8")
    # The card file ends with the converter's row-by-row report: useful in the repository, not
    # in a dialog. Keep the source, licence and what-was-kept sections.
    cards = cards.split("\n## Conversion report", 1)[0]
    return "\n\n".join(
        (
            f"# {PROGRAM} {__version__}",
            QCoreApplication.translate(
                "help_window",
                "The OverPower Legion Tournament Manager: registration, pairing, results, time "
                "calls, penalties, ratings and the printed forms, for OverPower and Vs. System "
                "events.",
            ),
            QCoreApplication.translate(
                "help_window",
                "**Licence:** {licence}. The program is free software: you may use, copy, "
                "change and share it under that licence. It comes without any warranty.",
            ).format(licence=_licence()),
            QCoreApplication.translate(
                "help_window", "Running on Python {python} and Qt {qt}, {system} {release}."
            ).format(
                python=platform.python_version(),
                qt=qVersion(),
                system=platform.system(),
                release=platform.release(),
            ),
            _demote(fonts),
            _demote(cards),
        )
    )


def _demote(markdown: str) -> str:
    """One heading level lower, so each file's title sits under About's own title."""
    return "\n".join("#" + line if line.startswith("#") else line for line in markdown.splitlines())


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About OPL Tournament"))
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.tr("About the program"))
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(about_markdown())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(760, 620)


class HelpMenu:
    """The Help menu of a main window and the windows it opens (kept to raise them again)."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.menu = window.menuBar().addMenu(QCoreApplication.translate("help_window", "&Help"))
        self.guide_action = self._add(
            QCoreApplication.translate("help_window", "&User guide"),
            self.show_guide,
            QKeySequence(QKeySequence.StandardKey.HelpContents),
        )
        self.shortcuts_action = self._add(
            QCoreApplication.translate("help_window", "&Keyboard shortcuts"), self.show_shortcuts
        )
        self.about_action = self._add(
            QCoreApplication.translate("help_window", "&About OPL Tournament"), self.show_about
        )
        self.guide: GuideWindow | None = None
        self.shortcuts: ShortcutsDialog | None = None
        self.about: AboutDialog | None = None

    def _add(self, text: str, slot: object, keys: QKeySequence | None = None) -> QAction:
        action = QAction(text, self.window)
        if keys is not None:
            action.setShortcut(keys)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def show_guide(self) -> GuideWindow:
        if self.guide is None:
            self.guide = GuideWindow(self.window)
        self._show(self.guide)
        return self.guide

    def show_shortcuts(self) -> ShortcutsDialog:
        if self.shortcuts is not None:  # read the actions again: the event may have changed
            self.shortcuts.deleteLater()
        self.shortcuts = ShortcutsDialog(self.window)
        self._show(self.shortcuts)
        return self.shortcuts

    def show_about(self) -> AboutDialog:
        if self.about is None:
            self.about = AboutDialog(self.window)
        self._show(self.about)
        return self.about

    @staticmethod
    def _show(dialog: QDialog) -> None:
        dialog.show()
        dialog.activateWindow()
