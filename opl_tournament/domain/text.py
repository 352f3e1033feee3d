"""Text typed by people, checked once: one-line fields hold no control, direction-override or
unprintable characters and have a length limit; a name has at least one character that shows;
messages quote only a short, escaped excerpt."""

from __future__ import annotations

import unicodedata

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.sentences import N_, Sentence

# Names, places, dates, sanction numbers, team names, actors: every one-line field.
MAX_LINE_LENGTH = 200
EXCERPT_LENGTH = 40

_KINDS = {
    "Cc": N_("a control character"),
    "Cf": N_("an invisible formatting or direction character"),
    "Cs": N_("a byte that is not text"),
    "Co": N_("a private-use character"),
    "Cn": N_("an unassigned character"),
}


# What draws nothing on the page: spaces and separators, formatting characters, combining marks
# (nothing shows of them without a letter to sit on), and the letters and symbols Unicode defines
# as blank: the Hangul fillers, the braille blank, the grapheme joiner and the other
# default-ignorable code points that are not formatting characters.
_BLANK_CATEGORIES = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf", "Mn", "Me", "Cn"})
_BLANK_CODE_POINTS = frozenset(
    {0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0}
    | set(range(0x180B, 0x1810))  # Mongolian variation selectors and vowel separator
    | set(range(0xFE00, 0xFE10))  # variation selectors
    | set(range(0xE0100, 0xE01F0))  # variation selectors supplement
)


def shows_nothing(ch: str) -> bool:
    """Whether the character draws nothing visible on its own."""
    return ord(ch) in _BLANK_CODE_POINTS or unicodedata.category(ch) in _BLANK_CATEGORIES


def has_visible_character(text: str) -> bool:
    """Whether anything of ``text`` shows: one character that is not blank is enough (a space
    or an accent beside a letter is fine; a name of fillers, accents or spaces alone is not)."""
    return not all(shows_nothing(ch) for ch in text)


def blank_characters(text: str, limit: int = 3) -> str:
    """The different characters of a ``text`` that shows nothing, named: "U+3164 HANGUL FILLER"."""
    distinct = list(dict.fromkeys(text))
    named = [f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed')}" for ch in distinct[:limit]]
    return ", ".join(named) + (", …" if len(distinct) > limit else "")


def refuse_blank(text: str, *, whose: str | Sentence, field: str) -> None:
    """Refuse a name that shows nothing: ``whose`` says whose name it is ("a player's")."""
    if not has_visible_character(text):
        raise InvalidInput(
            N_(
                "{whose} name cannot be blank: it has no visible character, only {characters}",
                whose=whose,
                characters=blank_characters(text),
            ),
            field=field,
        )


def unsafe_character(text: str) -> tuple[int, Sentence] | None:
    """The 1-based position of the first character a one-line field may not hold, and what it is."""
    for position, ch in enumerate(text, start=1):
        kind = _KINDS.get(unicodedata.category(ch))
        if kind is not None:
            return position, N_("{kind} (U+{code})", kind=kind, code=format(ord(ch), "04X"))
    return None


def escaped(text: str) -> str:
    """``text`` with every control, formatting or undecodable character written as an escape."""
    out = []
    for ch in text:
        if unicodedata.category(ch) in _KINDS:
            code = ord(ch)
            if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8, as Python hands it over
                out.append(f"\\x{code - 0xDC00:02x}")
            else:
                out.append(ch.encode("unicode_escape").decode("ascii"))
        else:
            out.append(ch)
    return "".join(out)


def excerpt(text: str, limit: int = EXCERPT_LENGTH) -> str:
    """A short, escaped, quoted piece of ``text`` for a message."""
    shown = escaped(text[: limit + 1])
    if len(text) > limit or len(shown) > limit:
        shown = shown[:limit] + "…"
    return f"'{shown}'"


_IT = N_("it")


def clean_line(
    raw: str, *, field: str, limit: int = MAX_LINE_LENGTH, what: str | Sentence = _IT
) -> str:
    """A one-line field, trimmed and NFC-normalised; refused with the position of the first
    character it may not hold, or with the limit when it is too long."""
    if raw.isascii() and raw.isprintable():  # most names: nothing to normalise or refuse
        return _within_limit(raw.strip(), field=field, limit=limit, what=what)
    text = unicodedata.normalize("NFC", raw).strip() if not _has_surrogate(raw) else raw.strip()
    bad = unsafe_character(text)
    if bad is not None:
        position, kind = bad
        raise InvalidInput(
            N_(
                "{what} contains {kind} at character {position}: {excerpt}",
                what=what,
                kind=kind,
                position=position,
                excerpt=excerpt(text),
            ),
            field=field,
        )
    return _within_limit(text, field=field, limit=limit, what=what)


def _within_limit(text: str, *, field: str, limit: int, what: str | Sentence) -> str:
    if len(text) > limit:
        raise InvalidInput(
            N_(
                "{what} is longer than {limit} characters ({length})",
                what=what,
                limit=limit,
                length=format(len(text), ","),
            ),
            field=field,
        )
    return text


def _has_surrogate(text: str) -> bool:
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)
