"""Words meant for a person, kept as their English source and parameters until they are shown.

The domain decides what to say (a verdict, a refusal) but not in which language: it returns a
``Sentence`` made with ``N_``. Whoever shows it (a printed form, the window, the players' page)
translates the source through the catalog of the language it shows (``language.catalogs``) and
fills the parameters in. ``str(sentence)`` is the English one.

The source is the catalog's key: ``pybabel extract`` finds every ``N_("…")`` (see the Makefile's
``translations`` target), so the source must be a literal string at the call.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, Literal

Separator = Literal["comma", "semicolon", "and", "space"]


class Sentence:
    """A sentence to translate: ``source`` with ``{name}`` places filled from ``params``.

    With ``plural`` and ``count`` it is one of two sentences chosen by the number (the catalog
    knows each language's rule: French says "0 table", English "0 tables").

    A plain class rather than a dataclass: every refusal carries one, and the command line's
    ``--help`` must not pay for importing ``dataclasses``."""

    __slots__ = ("count", "params", "plural", "source")

    def __init__(
        self,
        source: str,
        params: tuple[tuple[str, object], ...] = (),
        plural: str | None = None,
        count: int | None = None,
    ) -> None:
        self.source, self.params, self.plural, self.count = source, params, plural, count

    def _key(self) -> tuple[object, ...]:
        return (self.source, self.params, self.plural, self.count)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sentence) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Sentence({self.source!r}, {self.params!r}, {self.plural!r}, {self.count!r})"

    def parameters(self) -> dict[str, object]:
        return dict(self.params)

    def __str__(self) -> str:
        """The English sentence."""
        source = self.source if self.count in (None, 1) or self.plural is None else self.plural
        values = {name: str(value) for name, value in self.params}
        return source.format(**values) if values else source


def N_(source: str, /, **params: object) -> Sentence:
    """Mark ``source`` for translation; its ``{name}`` places are filled from ``params``."""
    return Sentence(source, tuple(params.items()))


def N_plural(singular: str, plural: str, count: int, /, **params: object) -> Sentence:
    """One of two sentences by ``count`` (also offered to the sentence as ``{count}``)."""
    return Sentence(singular, tuple({"count": count, **params}.items()), plural, count)


def sentence_json(sentence: Sentence) -> dict[str, object]:
    """The sentence as a JSON object, to be said again later in any language (a verdict kept
    with its game): its source, its parameters (a parameter that is a sentence nested)."""
    data: dict[str, object] = {
        "source": sentence.source,
        "params": {
            name: {"sentence": sentence_json(value)} if isinstance(value, Sentence) else value
            for name, value in sentence.params
        },
    }
    if sentence.plural is not None:
        data["plural"], data["count"] = sentence.plural, sentence.count
    return data


def sentence_from_json(data: Mapping[str, Any]) -> Sentence:
    """The sentence ``sentence_json`` wrote."""
    params = data.get("params") or {}
    values = tuple(
        (
            str(name),
            sentence_from_json(value["sentence"])
            if isinstance(value, Mapping) and "sentence" in value
            else value,
        )
        for name, value in params.items()
    )
    plural, count = data.get("plural"), data.get("count")
    return Sentence(
        str(data["source"]),
        values,
        None if plural is None else str(plural),
        None if count is None else int(count),
    )


def sentence_text(sentence: Sentence | str) -> str | None:
    """What a text column beside the English one keeps, to say ``sentence`` again later in any
    language (``sentence_from_text`` reads it back); None for a plain string (data, not words)."""
    if isinstance(sentence, str):
        return None
    return json.dumps(sentence_json(sentence), ensure_ascii=False, separators=(",", ":"))


def sentence_from_text(text: str | None, english: str = "") -> Sentence | str:
    """The sentence ``sentence_text`` kept; ``english`` when there is none (a row written
    before sentences were kept, or a plain string)."""
    if not text:
        return english
    return _kept_sentence(text)


@lru_cache(maxsize=4096)
def _kept_sentence(text: str) -> Sentence:
    # A round's tables mostly share a few explanations ("both on 6 points"): each is read once
    # per process, not once per row (a sentence is not changed once made).
    return sentence_from_json(json.loads(text))


def words_record(key: str, said: Sentence | str) -> dict[str, object]:
    """``said`` as a JSON document keeps it: its English under ``key`` (as every reader of the
    document expects) and, for a sentence, the sentence under ``key_sentence``."""
    if isinstance(said, str):
        return {key: said}
    return {key: str(said), f"{key}_sentence": sentence_json(said)}


def words_from_record(record: Mapping[str, Any], key: str) -> Sentence | str:
    """What ``words_record`` kept: the sentence, or the English of a document written before
    sentences were kept."""
    kept = record.get(f"{key}_sentence")
    if isinstance(kept, Mapping):
        return sentence_from_json(kept)
    return str(record.get(key) or "")


def step(label: Sentence | str, outcome: Sentence | str) -> Sentence:
    """One step of a time-call ladder as applied: "net missions: level (…)"."""
    return N_("{step}: {outcome}", step=label, outcome=outcome)


def step_parts(sentence: Sentence) -> tuple[object, object] | None:
    """A ladder step's label and outcome (None when ``sentence`` is not a step's)."""
    if sentence.source != "{step}: {outcome}":
        return None
    params = sentence.parameters()
    return params["step"], params["outcome"]


def joined(parts: Sequence[Sentence | str], separator: Separator) -> Sentence | str:
    """``parts`` one after another, as a sentence each language can say: "a, b, c" (comma),
    "a; b" (semicolon), "a and b" (and: only the last two joined by it), "a b" (space)."""
    if len(parts) == 1:
        return parts[0]
    if not parts:
        return ""
    first, rest = parts[0], joined(parts[1:], separator)
    if separator == "comma":
        return N_("{first}, {rest}", first=first, rest=rest)
    if separator == "semicolon":
        return N_("{first}; {rest}", first=first, rest=rest)
    if separator == "space":
        return N_("{first} {rest}", first=first, rest=rest)
    if len(parts) == 2:
        return N_("{first} and {rest}", first=first, rest=rest)
    return N_("{first}, {rest}", first=first, rest=rest)
