"""The user guide in each language the program ships: the French guide read by the same Help
window code as the English one, with the same outline, links and examples, so that a section or
an example added to one guide and forgotten in the other fails here instead of drifting apart."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QTextBlock, QTextDocument
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.paths import resource
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.demo_events import build_demo_event
from opl_tournament.ui.help_window import GUIDES, GuideWindow, read_guide
from opl_tournament.ui.language import install
from tests.helpers.window import open_window
from tests.helpers.window_words import menu_paths, not_in_window, spans, window_paths

TRANSLATIONS = {"French": "guide.fr.md"}


def _markdown(name: str) -> str:
    return resource("guide", name).read_text(encoding="utf-8")


def _document(markdown: str) -> QTextDocument:
    document = QTextDocument()
    document.setMarkdown(markdown)
    return document


def _blocks(document: QTextDocument) -> Iterator[QTextBlock]:
    block = document.firstBlock()
    while block.isValid():
        yield block
        block = block.next()


def outline(guide: GuideWindow, markdown: str) -> list[tuple[int, str]]:
    """(level, title) of each heading, in order, as the guide window finds them in ``markdown``."""
    guide.browser.setMarkdown(markdown)
    return [(level, title) for _block, level, title in guide.headings()]


def list_items_by_section(markdown: str) -> list[int]:
    """How many list items (bulleted or numbered) each section of the guide holds, in order."""
    counts = [0]
    for block in _blocks(_document(markdown)):
        if block.blockFormat().headingLevel():
            counts.append(0)
        elif block.textList() is not None:
            counts[-1] += 1
    return counts


def links_and_anchors(markdown: str) -> tuple[Counter[str], Counter[str]]:
    """The link targets as the window's document holds them (written links, bare addresses), and
    the anchors written in the text (``<a name|id="…">``, ``{#…}``): Qt's Markdown reader keeps
    neither kind of anchor reliably, so they are read from the text itself."""
    targets: Counter[str] = Counter()
    for block in _blocks(_document(markdown)):
        iterator = block.begin()
        while not iterator.atEnd():
            href = iterator.fragment().charFormat().anchorHref()
            if href:
                targets[href] += 1
            iterator += 1
    written = re.findall(r"<a\s[^>]*\b(?:name|id)=\"([^\"]+)\"|\{#([^}\s]+)\}", markdown)
    return targets, Counter(name or heading_id for name, heading_id in written)


def code_spans(markdown: str) -> set[str]:
    """Every piece of text typed as code: the result line's words, commands, file names."""
    return spans(r"`([^`]+)`", markdown)


def keys(markdown: str) -> set[str]:
    """Every keyboard shortcut the guide names (Ctrl+Z, F1…)."""
    return set(re.findall(r"\b(?:(?:Ctrl|Alt|Shift|Meta)\+)+\w+\b|\bF\d{1,2}\b", markdown))


@pytest.mark.usefixtures("qapp")
def test_the_checks_see_what_they_compare() -> None:
    """The extractors find a link, an anchor, code, a menu path and a key when there is one."""
    sample = (
        "# Title\n\n- one\n- two\n\n## Part {#part}\n\nSee [the page](https://example.org/a), "
        '<a name="here"></a>there, `12 0004`, *File ▸\nNew event…* and Ctrl+R.\n'
    )
    assert list_items_by_section(sample) == [0, 2, 0]
    targets, anchors = links_and_anchors(sample)
    assert targets == Counter({"https://example.org/a": 1})
    assert anchors == Counter({"here": 1, "part": 1})
    assert code_spans(sample) == {"12 0004"}
    assert menu_paths(sample) == {"File ▸ New event…"}
    assert keys(sample) == {"Ctrl+R"}


@pytest.mark.parametrize("name", TRANSLATIONS.values(), ids=list(TRANSLATIONS))
def test_a_translated_guide_has_the_english_guides_outline(qtbot: QtBot, name: str) -> None:
    guide = GuideWindow()
    qtbot.addWidget(guide)
    english = outline(guide, read_guide(Language.ENGLISH))
    translated = outline(guide, _markdown(name))
    levels = [level for level, _title in english]
    assert levels.count(1) == 1 and levels.count(2) > 10  # sanity: the guide's own shape
    assert [level for level, _title in translated] == levels, (
        f"the headings differ:\n{english}\n{translated}"
    )
    # The window's contents list starts at the title: nothing (such as a comment) shows above it.
    first = guide.browser.document().firstBlock()
    assert first.blockFormat().headingLevel() == 1
    english_items = list_items_by_section(read_guide(Language.ENGLISH))
    assert list_items_by_section(_markdown(name)) == english_items


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("name", TRANSLATIONS.values(), ids=list(TRANSLATIONS))
def test_a_translated_guide_keeps_the_links_anchors_and_examples(name: str) -> None:
    english, translated = read_guide(Language.ENGLISH), _markdown(name)
    assert links_and_anchors(translated) == links_and_anchors(english)
    assert code_spans(english) >= {"12 0004", "opl-tournament serve"}  # sanity
    assert code_spans(translated) == code_spans(english)
    assert keys(translated) == keys(english)
    assert len(menu_paths(translated)) == len(menu_paths(english))


@pytest.mark.parametrize("language", list(GUIDES), ids=[language.name for language in GUIDES])
def test_each_guide_names_the_menus_as_the_window_shows_them_in_its_language(
    ctx: ServiceContext, qtbot: QtBot, language: Language
) -> None:
    """A judge follows *Menu ▸ Item* in the guide of their language to the very words the
    window shows them in it: the French guide says *Fichier ▸ Nouveau tournoi…*."""
    window_language = install(language)
    shown: dict[str, set[str]] = {}
    try:
        event_id = build_demo_event(ctx)
        window = open_window(ctx, qtbot)
        window_paths(window, shown)  # no event open: Edit ▸ Undo the last action
        window.open_event(event_id)
        window_paths(window, shown)  # its pages, and Edit ▸ Undo: …
    finally:
        install(Language.ENGLISH)
    assert window_language is language and ("Fichier" in shown) == (language is Language.FRENCH)
    paths = menu_paths(read_guide(language))
    assert len(paths) > 10  # sanity: the guide names many menu items
    missing = not_in_window(paths, shown)
    assert not missing, f"not in the {language.name} window: {missing}"
