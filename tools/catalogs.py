"""Keep the translation catalogs in step with the source.

    python -m tools.catalogs update   # add the new sentences (untranslated), drop the gone ones
    python -m tools.catalogs check    # list what a translator still has to do; exit 1 if anything

The catalogs of the words below the window (``resources/locale/<language>/LC_MESSAGES/*.po``)
each gather the sentences of their own part of the program (see ``SOURCES``), extracted by babel.
The window's own words are Qt's: ``pyside6-lupdate`` keeps ``resources/locale/<language>/
window.ts`` in step with ``self.tr(...)`` / ``QCoreApplication.translate(...)`` in the window's
code, and ``pyside6-lrelease`` compiles it to the ``window.qm`` the program loads (both kept in
the repository; ``check`` fails when the compiled one is stale).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from babel.messages.catalog import Catalog as PoCatalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from opl_tournament.language.catalogs import Catalog, catalog_path
from opl_tournament.language.languages import Language

ROOT = Path(__file__).resolve().parent.parent

_PYTHON_WORDS = {"_": None, "plural": (1, 2), "in_context": ((1, "c"), 2)}
_DOMAIN_WORDS = {"N_": None, "N_plural": (1, 2)}
_PAGE_WORDS = {**_PYTHON_WORDS, "gettext_noop": None}
"""The page's words also include sentences marked where they are made and said later, in the
language of the request that shows them (``web/limits.py``'s ``gettext_noop``)."""
_TEMPLATE_WORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "plural": (1, 2)}


@dataclass(frozen=True)
class Source:
    folder: str
    method_map: Sequence[tuple[str, str]]
    keywords: Mapping[str, object]
    options: dict[str, dict[str, str]] | None = None


SOURCES: dict[Catalog, tuple[Source, ...]] = {
    Catalog.FORMS: (
        Source("opl_tournament/printing", [("**.py", "python")], _PYTHON_WORDS),
        # babel's "**print*.py" misses a name that begins with "print" (print_headers.py).
        Source(
            "opl_tournament/services",
            [("print*.py", "python"), ("**print*.py", "python")],
            _PYTHON_WORDS,
        ),
    ),
    Catalog.PAGE: (
        Source("opl_tournament/web", [("**.py", "python")], _PAGE_WORDS),
        Source(
            "resources/web/templates",
            [("**.html", "jinja2.ext:babel_extract")],
            _TEMPLATE_WORDS,
            {"**.html": {"extensions": "jinja2.ext.i18n", "trimmed": "true"}},
        ),
    ),
    Catalog.MESSAGES: (
        Source("opl_tournament/domain", [("**.py", "python")], _DOMAIN_WORDS),
        Source("opl_tournament/services", [("**.py", "python")], _DOMAIN_WORDS),
        # The page's own refusals to the judge (its port taken…), said by the window.
        Source("opl_tournament/web", [("**.py", "python")], _DOMAIN_WORDS),
    ),
}
"""Where each catalog's sentences are, and the calls that mark them."""

_PROJECT = "OPL Tournament"
_HOLDER = "The OPL Tournament developers"

TRANSLATED = tuple(language for language in Language if language is not Language.ENGLISH)


def extracted(catalog: Catalog) -> PoCatalog:
    """Every sentence the source marks for ``catalog`` today."""
    template = PoCatalog(domain=catalog.value, project=_PROJECT, copyright_holder=_HOLDER)
    for source in SOURCES[catalog]:
        folder = ROOT / source.folder
        if not folder.is_dir():
            continue
        for filename, lineno, message, comments, context in extract_from_dir(
            folder,
            method_map=source.method_map,
            options_map=source.options or {},
            keywords=source.keywords,  # type: ignore[arg-type]  # babel's spec is loosely typed
            comment_tags=("Translators:",),
            strip_comment_tags=True,
        ):
            template.add(
                message,
                locations=[(f"{source.folder}/{filename}", lineno)],
                auto_comments=comments,
                context=context,
            )
    return template


def read(language: Language, catalog: Catalog) -> PoCatalog:
    path = catalog_path(language, catalog)
    if not path.exists():
        return PoCatalog(
            locale=language.locale, domain=catalog.value, project=_PROJECT, copyright_holder=_HOLDER
        )
    with path.open("rb") as source:
        return read_po(source, locale=language.locale, domain=catalog.value)


def update(language: Language, catalog: Catalog) -> Path:
    """Bring ``language``'s ``catalog`` in step with the source: new sentences in, gone ones out
    (no guessing from a similar sentence: a new one waits, untranslated, for a person)."""
    po = read(language, catalog)
    template = extracted(catalog)
    template.creation_date = po.creation_date  # an unchanged catalog stays byte for byte the same
    po.update(template, no_fuzzy_matching=True)
    path = catalog_path(language, catalog)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as target:
        write_po(target, po, width=100, no_location=True, ignore_obsolete=True, sort_output=True)
    return path


_PLACE = re.compile(r"\{([a-z_]+)[^}]*\}")
_FRENCH_SPACING = re.compile(r"(?<=\S)[ \u202f]?[;:!?](?=\s|$|[)\"'<])(?![\s\u00a0]»)")
"""A ; : ! or ? ending a clause with a plain space, a narrow one or none before it (not a quoted
literal such as « Characters: », which the reader types as it is)."""
_FRENCH_EVENT = re.compile(r"[ée]v[ée]nement", re.IGNORECASE)
"""The program calls an event « tournoi » in French, in every catalog (one word for one thing)."""
_TYPEWRITER_ELISION = re.compile(r"(?<=[A-Za-zÀ-ÖØ-öø-ÿ])'(?=[A-Za-zÀ-ÖØ-öø-ÿ{«0-9])")
"""« l'arbitre » written with the typewriter's ' where French prints ’ (« l’arbitre »)."""


def french_problems(
    language: Language, where: str, source: object, translated: object
) -> Iterator[str]:
    """French puts a no-break space before ; : ! and ?, so none of them starts a line, elides
    with ’ (« l’arbitre », the same mark in every catalog), and says « tournoi » for an event."""
    if language is not Language.FRENCH:
        return
    translations = [
        str(text) for text in (translated if isinstance(translated, tuple) else (translated,))
    ]
    first = source[0] if isinstance(source, tuple) else source
    if any(_FRENCH_SPACING.search(text) for text in translations):
        yield f"{where}: {first!r}: put a no-break space before ; : ! and ?"
    if any(_TYPEWRITER_ELISION.search(text) for text in translations):
        yield f"{where}: {first!r}: elide with ’, not '"
    if any(_FRENCH_EVENT.search(text) for text in translations):
        yield f"{where}: {first!r}: an event is « tournoi » in French"


def problems(language: Language, catalog: Catalog) -> Iterator[str]:
    """What is not finished in ``language``'s ``catalog``: missing, untranslated, fuzzy, obsolete
    sentences, and translations whose ``{places}`` differ from the source's."""
    po, wanted = read(language, catalog), extracted(catalog)
    where = f"{catalog_path(language, catalog).relative_to(ROOT)}"
    for message in wanted:
        if not message.id:
            continue
        have = po.get(message.id, message.context)
        if have is None:
            yield f"{where}: missing {message.id!r}"
        elif have.fuzzy:
            yield f"{where}: fuzzy {message.id!r}"
        elif not all(have.string) if isinstance(have.string, tuple) else not have.string:
            yield f"{where}: untranslated {message.id!r}"
        else:
            yield from _places_differ(where, have.id, have.string)
            yield from french_problems(language, where, have.id, have.string)
    for message in po:
        if message.id and wanted.get(message.id, message.context) is None:
            yield f"{where}: obsolete {message.id!r}"
    for message in po.obsolete.values():
        yield f"{where}: obsolete {message.id!r}"


def _places_differ(where: str, source: object, translated: object) -> Iterator[str]:
    sources = source if isinstance(source, tuple) else (source,)
    translations = translated if isinstance(translated, tuple) else (translated,)
    allowed = set().union(*(set(_PLACE.findall(str(s))) for s in sources))
    for text in translations:
        extra = set(_PLACE.findall(str(text))) - allowed - {"count"}
        if extra:
            yield f"{where}: {sources[0]!r} translated with unknown places {sorted(extra)}"


WINDOW_SOURCES = ("opl_tournament/ui", "opl_tournament/app.py", "opl_tournament/screenshot_tour.py")
"""Where the window's words are (``tr``/``translate`` calls)."""


def window_ts(language: Language) -> Path:
    return ROOT / "resources" / "locale" / language.value / "window.ts"


def _qt_tool(name: str) -> str:
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(
            f"{name} was not found: pip install PySide6 (it ships Qt's Linguist tools)"
        )
    return found


def _window_files() -> list[str]:
    files: list[str] = []
    for source in WINDOW_SOURCES:
        path = ROOT / source
        files += [str(p) for p in sorted(path.rglob("*.py"))] if path.is_dir() else [str(path)]
    return files


def lupdate(ts: Path) -> None:
    """``pyside6-lupdate``: the window's words into ``ts`` (new ones unfinished, gone ones out).
    English's catalog holds only the words with a count (``%n``): their singular and plural, as
    Qt's own way of saying "1 player" and "2 players" from one source."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    english = ts.parent.name == Language.ENGLISH.value
    subprocess.run(
        [
            _qt_tool("pyside6-lupdate"),
            *_window_files(),
            *(["-pluralonly"] if english else []),
            "-no-obsolete",
            "-locations",
            "none",
            "-target-language",
            read_language(ts),
            "-silent",
            "-ts",
            str(ts),
        ],
        check=True,
    )


def read_language(ts: Path) -> str:
    return {language.value: language.locale for language in Language}[ts.parent.name]


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [_qt_tool("pyside6-lrelease"), "-silent", "-removeidentical", str(ts), "-qm", str(qm)],
        check=True,
    )


def update_window(language: Language) -> Path:
    ts = window_ts(language)
    lupdate(ts)
    lrelease(ts, ts.with_suffix(".qm"))
    return ts


def window_problems(language: Language) -> Iterator[str]:
    """What lupdate would find unfinished in the window's catalog once brought in step with the
    code (missing, untranslated, gone), translations with unknown ``{places}``, and a compiled
    ``window.qm`` that is not the ``window.ts`` of today."""
    ts = window_ts(language)
    where = str(ts.relative_to(ROOT))
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / language.value / "window.ts"
        fresh.parent.mkdir()
        if ts.exists():
            shutil.copy(ts, fresh)
        lupdate(fresh)
        before = ElementTree.parse(ts).getroot() if ts.exists() else None
        after = ElementTree.parse(fresh).getroot()
        if before is None or _messages(before) != _messages(after):
            yield f"{where}: not in step with the code (run python -m tools.catalogs update)"
        for context, source, translation in _entries(after):
            if translation.get("type") in ("unfinished", "vanished", "obsolete"):
                yield f"{where}: {translation.get('type')} {context}: {source!r}"
            else:
                texts = tuple(_texts(translation))
                yield from _places_differ(f"{where}: {context}", source, texts)
                yield from french_problems(language, f"{where}: {context}", source, texts)
        qm = ts.with_suffix(".qm")
        compiled = Path(scratch) / "window.qm"
        lrelease(fresh, compiled)
        if not qm.exists() or qm.read_bytes() != compiled.read_bytes():
            yield f"{where}: window.qm is not compiled from it (python -m tools.catalogs update)"


def _entries(root: ElementTree.Element) -> Iterator[tuple[str, str, ElementTree.Element]]:
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None:
                yield name, message.findtext("source") or "", translation


def _messages(root: ElementTree.Element) -> set[tuple[str, str]]:
    return {(context, source) for context, source, _ in _entries(root)}


def merge(other: Path, language: Language) -> int:
    """Take the translations of ``other`` (a ``window.ts`` or a ``<catalog>.po`` of the same
    language, from another branch, say) for the entries still untranslated here; the number
    taken. The catalogs are brought in step with the code first."""
    return _merge_window(other, language) if other.suffix == ".ts" else _merge_po(other, language)


def _merge_window(other: Path, language: Language) -> int:
    return translate_window(
        language,
        {
            (context, source): _texts(translation)
            for context, source, translation in _entries(ElementTree.parse(other).getroot())
            if translation.get("type") not in ("unfinished", "vanished", "obsolete")
        },
    )


def translate_window(language: Language, given: Mapping[tuple[str, str], Sequence[str]]) -> int:
    """Fill the window's catalog from ``given``: (context, English source) -> the translation
    (one text, or one per plural form for a ``%n`` message), for the entries still unfinished.
    The number filled. For a translator without Qt Linguist (``pyside6-linguist``), e.g.
    ``translate_window(Language.FRENCH, {("RoundPage", "&Pair next round"): ["&Apparier la
    ronde suivante"]})``."""
    ts = update_window(language)
    tree = ElementTree.parse(ts)
    taken = 0
    for context, source, translation in _entries(tree.getroot()):
        texts = given.get((context, source))
        if translation.get("type") != "unfinished" or not texts or not all(texts):
            continue
        del translation.attrib["type"]
        forms = list(translation.iter("numerusform"))
        if forms:
            for form, text in zip(forms, list(texts) + [texts[-1]] * len(forms), strict=False):
                form.text = text
        else:
            translation.text = texts[0]
        taken += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    update_window(language)
    return taken


def _texts(translation: ElementTree.Element) -> list[str]:
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms or [translation.text or ""]


def _merge_po(other: Path, language: Language) -> int:
    catalog = Catalog(other.stem)
    update(language, catalog)
    po = read(language, catalog)
    with other.open("rb") as po_file:
        theirs_po = read_po(po_file, locale=language.locale, domain=catalog.value)
    taken = 0
    for message in po:
        given = theirs_po.get(message.id, message.context)
        mine_empty = (
            not all(message.string) if isinstance(message.string, tuple) else not message.string
        )
        if message.id and mine_empty and given is not None and given.string and not given.fuzzy:
            message.string = given.string
            taken += 1
    with catalog_path(language, catalog).open("wb") as target:
        write_po(target, po, width=100, no_location=True, ignore_obsolete=True, sort_output=True)
    return taken


def main(argv: Sequence[str] | None = None) -> int:
    command = (list(argv) if argv is not None else sys.argv[1:]) or ["check"]
    if command[0] == "update":
        for translated in TRANSLATED:
            for catalog in Catalog:
                print(update(translated, catalog).relative_to(ROOT))
        for spoken in Language:
            print(update_window(spoken).relative_to(ROOT))
        return 0
    if command[0] == "check":
        found = [p for lang in TRANSLATED for cat in Catalog for p in problems(lang, cat)]
        found += [p for lang in Language for p in window_problems(lang)]
        print("\n".join(found) or "every catalog is complete")
        return 1 if found else 0
    if command[0] == "merge" and len(command) > 1:
        for path in command[1:]:
            other = Path(path)
            into = Language(
                other.parent.name if other.suffix == ".ts" else other.parent.parent.name
            )
            print(f"{path}: {merge(other, into)} translations taken")
        return 0
    print(
        "usage: python -m tools.catalogs update|check|merge OTHER.ts|OTHER.po ...", file=sys.stderr
    )
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
