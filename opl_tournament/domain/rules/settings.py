"""A judge-adjustable rule setting, with its default, and how an event's values are checked.

A game declares its settings (``GameRules.settings``); an event stores only the values the judge
changed, and ``resolve_settings`` merges them with the defaults, refusing a bad one by its key.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.sentences import N_, Sentence, joined


@dataclass(frozen=True)
class Setting:
    key: str
    default: Any
    description: Sentence
    """What the setting decides (``str()``: the English, the command line's)."""
    kind: str = "choice"
    """``choice`` (one of ``choices``), ``bool``, ``int``, ``list`` (items from ``choices`` when
    given, else free words) or ``text``."""
    choices: tuple[Any, ...] = ()
    refs: tuple[str, ...] = ()
    low: int = 0
    high: int = 1000
    item_pattern: str = ""
    """For a ``list``: the form every item must match (e.g. ``Name=N``), told by ``item_hint``."""
    item_hint: str = ""
    label: Sentence | None = None
    """The setting's short name as the judge reads it on the settings page."""
    words: Mapping[str, Sentence] = field(default_factory=dict)
    """Each choice in a judge's words ("the loser of the game before" for ``loser_chooses``)."""

    @property
    def name(self) -> Sentence | str:
        """The setting's short name, else its key."""
        return self.label or self.key

    def in_words(self, value: Any) -> Sentence | str:
        """A value of this setting as the judge reads it: choices in words, yes or no, a
        list one item after another (a value without words, as it is)."""
        if isinstance(value, bool):
            return N_("yes") if value else N_("no")
        if isinstance(value, list | tuple):
            return joined([self.in_words(item) for item in value], "comma") or N_("none")
        return self.words.get(str(value), str(value))


def value_text(value: object) -> str:
    """A setting's value as the judge types it (``--set key=value``): a list's items joined by
    commas, yes or no."""
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def check_value(setting: Setting, value: Any) -> Any:
    # Named in words for the window and by its key for the command line.
    name = (
        N_("{label} ({key})", label=setting.label, key=setting.key)
        if setting.label
        else setting.key
    )

    def bad(expected: Sentence) -> InvalidInput:
        return InvalidInput(
            N_(
                "setting {name} must be {expected}, not {value}",
                name=name,
                expected=expected,
                value=repr(value),
            ),
            field=setting.key,
        )

    choices = ", ".join(str(c) for c in setting.choices)
    if setting.kind == "bool":
        if not isinstance(value, bool):
            raise bad(N_("yes or no"))
        return value
    if setting.kind == "int":
        whole = N_("a whole number from {low} to {high}", low=setting.low, high=setting.high)
        if isinstance(value, bool) or not isinstance(value, int):
            raise bad(whole)
        if not setting.low <= value <= setting.high:
            raise bad(whole)
        return value
    if setting.kind == "text":
        if not isinstance(value, str) or not value.strip():
            raise bad(N_("some text"))
        return value.strip()
    if setting.kind == "list":
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list | tuple) or not all(isinstance(i, str) for i in items):
            raise bad(N_("a list of words separated by commas"))
        items = [i.strip() for i in items if i.strip()]
        if setting.choices and any(i not in setting.choices for i in items):
            raise bad(N_("a list of {choices}", choices=choices))
        if len(set(items)) != len(items):
            raise bad(N_("a list without repeats"))
        if setting.item_pattern and not all(re.fullmatch(setting.item_pattern, i) for i in items):
            raise bad(N_("a list of items written {hint}", hint=setting.item_hint))
        return items
    if value not in setting.choices:
        raise bad(N_("one of {choices}", choices=choices))
    return value


def resolve_settings(
    catalogue: Sequence[Setting], overrides: Mapping[str, Any] | None, *, owner: str
) -> dict[str, Any]:
    """Every setting of ``catalogue``: the override where one is given, else the default."""
    known = {s.key: s for s in catalogue}
    overrides = dict(overrides or {})
    for key in overrides:
        if key not in known:
            raise InvalidInput(
                N_("unknown setting '{key}' for {owner}", key=key, owner=owner), field=key
            )
    return {
        setting.key: check_value(setting, overrides.get(setting.key, setting.default))
        for setting in catalogue
    }
