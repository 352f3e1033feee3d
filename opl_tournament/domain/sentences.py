"""Words meant for a person, kept as their English source and parameters until they are shown.

The domain decides what to say (a verdict, a refusal) but not in which language: it returns a
``Sentence`` made with ``N_``. Whoever shows it (a printed form, the window, the players' page)
translates the source through the catalog of the language it shows (``language.catalogs``) and
fills the parameters in. ``str(sentence)`` is the English one.

The source is the catalog's key: ``pybabel extract`` finds every ``N_("…")`` (see the Makefile's
``translations`` target), so the source must be a literal string at the call.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Sentence:
    """A sentence to translate: ``source`` with ``{name}`` places filled from ``params``.

    With ``plural`` and ``count`` it is one of two sentences chosen by the number (the catalog
    knows each language's rule: French says "0 table", English "0 tables")."""

    source: str
    params: tuple[tuple[str, object], ...] = ()
    plural: str | None = None
    count: int | None = None

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
