"""Keep the translation catalogs (``resources/locale/<language>/LC_MESSAGES/*.po``) in step with
the source.

    python -m tools.catalogs update   # add the new sentences (untranslated), drop the gone ones
    python -m tools.catalogs check    # list what a translator still has to do; exit 1 if anything

Each catalog gathers the sentences of its own part of the program (see ``SOURCES``); the window's
own words are Qt's (``pyside6-lupdate``, see the Makefile's ``translations`` target).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog as PoCatalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from opl_tournament.language.catalogs import Catalog, catalog_path
from opl_tournament.language.languages import Language

ROOT = Path(__file__).resolve().parent.parent

_PYTHON_WORDS = {"_": None, "plural": (1, 2), "in_context": ((1, "c"), 2)}
_DOMAIN_WORDS = {"N_": None, "N_plural": (1, 2)}
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
        Source("opl_tournament/web", [("**.py", "python")], _PYTHON_WORDS),
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
    po.update(extracted(catalog), no_fuzzy_matching=True)
    path = catalog_path(language, catalog)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as target:
        write_po(target, po, width=100, no_location=True, ignore_obsolete=True, sort_output=True)
    return path


_PLACE = re.compile(r"\{([a-z_]+)[^}]*\}")


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


def main(argv: Sequence[str] | None = None) -> int:
    command = (list(argv) if argv is not None else sys.argv[1:]) or ["check"]
    if command[0] == "update":
        for language in TRANSLATED:
            for catalog in Catalog:
                print(update(language, catalog).relative_to(ROOT))
        return 0
    if command[0] == "check":
        found = [p for lang in TRANSLATED for cat in Catalog for p in problems(lang, cat)]
        print("\n".join(found) or "every catalog is complete")
        return 1 if found else 0
    print("usage: python -m tools.catalogs update|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
