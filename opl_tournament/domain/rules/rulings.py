"""A searchable reference of rulings, for the judge at the table.

The catalogue is data (the services layer reads it from ``resources/rules/*.json`` and passes the
parsed JSON in): entries keyed by a Special's two-letter code or by a topic, each with its text in
our own words, keywords, the edition it belongs to and the source lines it paraphrases. Search
accepts a code (``"HQ"``) or words; matching ignores case and accents, and results are ranked.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.sentences import N_

_CODE = re.compile(r"^[A-Z]{2}$")
_WORD = re.compile(r"[a-z0-9]+")
_MODES = ("offensive", "defensive", "both")
_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "card",
        "cards",
        "does",
        "for",
        "from",
        "how",
        "i",
        "if",
        "in",
        "is",
        "it",
        "of",
        "on",
        "or",
        "the",
        "to",
        "vs",
        "what",
        "when",
        "with",
    ]
)
# Where a query word is found, and how much that counts.
_WEIGHTS = {"code": 8, "title": 4, "keywords": 3, "topic": 3, "text": 1}


@dataclass(frozen=True)
class Ruling:
    id: str
    title: str
    text: str
    edition: str
    source: str
    code: str | None = None
    topic: str | None = None
    mode: str | None = None
    keywords: tuple[str, ...] = ()
    see_also: tuple[str, ...] = ()
    needs_judge: bool = False
    supersedes: str | None = None

    def as_json(self) -> dict[str, Any]:
        data = attributes(self, (f.name for f in dataclass_fields(self)))
        data["keywords"] = list(self.keywords)
        data["see_also"] = list(self.see_also)
        return data


@dataclass(frozen=True)
class SearchHit:
    ruling: Ruling
    score: int
    matched: tuple[str, ...]


@dataclass(frozen=True)
class RulingsCatalogue:
    game: str
    edition: str
    date: str
    notice: str
    entries: tuple[Ruling, ...]

    def codes(self) -> tuple[str, ...]:
        return tuple(sorted({r.code for r in self.entries if r.code}))

    def topics(self) -> tuple[str, ...]:
        return tuple(sorted({r.topic for r in self.entries if r.topic}))

    def by_id(self, ruling_id: str) -> Ruling | None:
        return next((r for r in self.entries if r.id == ruling_id), None)

    def search(self, query: str, *, limit: int = 20) -> tuple[SearchHit, ...]:
        return search(self, query, limit=limit)


def catalogue_from_json(data: Any, *, source: str = "rulings") -> RulingsCatalogue:
    """Check and load a catalogue; ``InvalidInput`` names the bad field (``entries[3].code``)."""
    if not isinstance(data, Mapping):
        raise InvalidInput(N_("a rulings catalogue must be a JSON object"), source=source)
    game = _text(data, "game", "", source)
    edition = _text(data, "edition", "", source)
    date = _text(data, "date", "", source)
    notice = _text(data, "notice", "", source)
    raw_entries = data.get("entries")
    if not isinstance(raw_entries, list) or not raw_entries:
        raise InvalidInput(N_("must be a non-empty list"), source=source, field="entries")
    entries: list[Ruling] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_entries):
        ruling = _entry(raw, f"entries[{index}]", source)
        if ruling.id in seen:
            raise InvalidInput(
                N_("the id '{id}' is used twice", id=ruling.id),
                source=source,
                field=f"entries[{index}].id",
            )
        seen.add(ruling.id)
        entries.append(ruling)
    ids = {r.id for r in entries}
    codes = {r.code for r in entries if r.code}
    for index, ruling in enumerate(entries):
        for ref in ruling.see_also:
            if ref not in ids and ref not in codes:
                raise InvalidInput(
                    N_("refers to '{ref}', which is neither an entry id nor a code", ref=ref),
                    source=source,
                    field=f"entries[{index}].see_also",
                )
    return RulingsCatalogue(game, edition, date, notice, tuple(entries))


def normalize(text: str) -> str:
    """Lower case without accents: ``"Énergie"`` and ``"energie"`` read the same."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return stripped.casefold()


def search(catalogue: RulingsCatalogue, query: str, *, limit: int = 20) -> tuple[SearchHit, ...]:
    """Entries matching ``query``, best first.

    A query that is a single two-letter code returns that code's entries first. In a longer
    query, a word typed in capitals that is a known code (``"HQ one per deck"``) also matches
    the code. Other words match whole words or, from three letters on, the start of a word.
    Entries matching more of the query's words rank higher, then by where the words were found.
    """
    words = query.split()
    known = set(catalogue.codes())
    code_words = {
        w.upper() for w in words if w.upper() in known and (len(words) == 1 or w.isupper())
    }
    terms = [t for t in _WORD.findall(normalize(query)) if t not in _STOPWORDS]
    if not terms and not code_words:
        return ()
    scored: list[tuple[int, int, str, SearchHit]] = []
    for ruling in catalogue.entries:
        fields = _indexed(ruling)
        matched: list[str] = []
        score = 0
        if ruling.code in code_words:
            matched.append(ruling.code)
            score += 100 if ruling.topic is None else 60
        for term in terms:
            best = max(
                (
                    _WEIGHTS[name]
                    for name, tokens in fields.items()
                    if name != "code" and _matches(term, tokens)
                ),
                default=0,
            )
            if best:
                matched.append(term)
                score += best
        if matched:
            hit = SearchHit(ruling, score, tuple(dict.fromkeys(matched)))
            scored.append((len(hit.matched), score, ruling.id, hit))
    scored.sort(key=lambda item: (-item[0], -item[1], item[2]))
    return tuple(item[3] for item in scored[:limit])


def _matches(term: str, tokens: frozenset[str]) -> bool:
    if term in tokens:
        return True
    return len(term) >= 3 and any(token.startswith(term) for token in tokens)


def _indexed(ruling: Ruling) -> dict[str, frozenset[str]]:
    def words(text: str) -> frozenset[str]:
        return frozenset(_WORD.findall(normalize(text)))

    return {
        "code": words(ruling.code or ""),
        "title": words(ruling.title),
        "keywords": words(" ".join(ruling.keywords)),
        "topic": words(ruling.topic or ""),
        "text": words(ruling.text),
    }


def _entry(raw: Any, path: str, source: str) -> Ruling:
    if not isinstance(raw, Mapping):
        raise InvalidInput(N_("must be a JSON object"), source=source, field=path)
    code = _optional_text(raw, "code", path, source)
    topic = _optional_text(raw, "topic", path, source)
    if code is None and topic is None:
        raise InvalidInput(N_("an entry needs a code or a topic"), source=source, field=path)
    if code is not None and not _CODE.match(code):
        raise InvalidInput(
            N_("'{code}' is not a two-letter code in capitals", code=code),
            source=source,
            field=f"{path}.code",
        )
    mode = _optional_text(raw, "mode", path, source)
    if mode is not None and mode not in _MODES:
        raise InvalidInput(
            N_("must be one of: {choices}", choices=", ".join(_MODES)),
            source=source,
            field=f"{path}.mode",
        )
    needs_judge = raw.get("needs_judge", False)
    if not isinstance(needs_judge, bool):
        raise InvalidInput(N_("must be true or false"), source=source, field=f"{path}.needs_judge")
    return Ruling(
        id=_text(raw, "id", path, source),
        title=_text(raw, "title", path, source),
        text=_text(raw, "text", path, source),
        edition=_text(raw, "edition", path, source),
        source=_text(raw, "source", path, source),
        code=code,
        topic=topic,
        mode=mode,
        keywords=_text_list(raw, "keywords", path, source),
        see_also=_text_list(raw, "see_also", path, source),
        needs_judge=needs_judge,
        supersedes=_optional_text(raw, "supersedes", path, source),
    )


def _where(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _text(obj: Mapping[str, Any], key: str, path: str, source: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(N_("must be non-empty text"), source=source, field=_where(path, key))
    return value.strip()


def _optional_text(obj: Mapping[str, Any], key: str, path: str, source: str) -> str | None:
    if obj.get(key) is None:
        return None
    return _text(obj, key, path, source)


def _text_list(obj: Mapping[str, Any], key: str, path: str, source: str) -> tuple[str, ...]:
    value: Sequence[Any] = obj.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise InvalidInput(N_("must be a list of text"), source=source, field=_where(path, key))
    return tuple(v.strip() for v in value)
