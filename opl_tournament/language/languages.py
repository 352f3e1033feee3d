"""The languages the program ships, and how one is chosen: from a tag ("fr-CA"), from a
browser's ``Accept-Language`` header, from the computer's settings. (``Language`` itself is the
domain's: an event's language is one of its settings.)"""

from __future__ import annotations

import re
from collections.abc import Mapping

from opl_tournament.domain.languages import Language

__all__ = ["DEFAULT", "Language", "from_tag", "negotiate", "system_language"]

DEFAULT = Language.ENGLISH


def from_tag(tag: str) -> Language | None:
    """The shipped language a tag names ("fr", "fr-CA", "fr_CA.UTF-8"), or None."""
    primary = re.split(r"[-_.@]", tag.strip().lower(), maxsplit=1)[0]
    try:
        return Language(primary)
    except ValueError:
        return None


_RANGE = re.compile(
    r"^\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*$"
)


def negotiate(accept_language: str | None, default: Language = DEFAULT) -> Language:
    """The shipped language a browser prefers most (``Accept-Language``), else ``default``.

    A malformed header or one naming no shipped language is not an error: the default is used."""
    choices: list[tuple[float, int, Language]] = []
    for position, part in enumerate((accept_language or "")[:1000].split(",")):
        match = _RANGE.match(part)
        if match is None or match.group(1) == "*":
            continue
        try:
            weight = float(match.group(2)) if match.group(2) else 1.0
        except ValueError:
            continue
        language = from_tag(match.group(1))
        if language is not None and weight > 0:
            choices.append((-weight, position, language))
    return min(choices)[2] if choices else default


def system_language(environ: Mapping[str, str]) -> Language:
    """The language the computer's settings ask for (POSIX: LANGUAGE, LC_ALL, LC_MESSAGES, LANG,
    in that order; LANGUAGE may list several, the first shipped one wins)."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in environ.get(variable, "").split(":"):
            if tag and tag not in ("C", "POSIX"):
                language = from_tag(tag)
                if language is not None:
                    return language
            elif tag:
                return DEFAULT
    return DEFAULT
