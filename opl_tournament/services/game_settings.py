"""The settings a game's rulebooks leave to the organiser (Vs. System), per event.

Each setting has the default the rules notes propose; an event keeps only the values the judge
changed, under ``policies["rules"]``, and every change is one audited action (undoable).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.fields import attributes
from opl_tournament.domain.model import Event, EventStatus
from opl_tournament.domain.rules.registry import all_rules, rules_for
from opl_tournament.domain.rules.settings import resolve_settings
from opl_tournament.domain.rules.vs_table_rules import at_time, table_rules
from opl_tournament.domain.sentences import N_, N_plural, Sentence
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, require_event

POLICY_KEY = "rules"


_JSON_FIELDS = ("key", "value", "default", "changed", "choices", "description", "refs")
"""A setting as the JSON documents show it, in this order."""


@dataclass(frozen=True)
class SettingView:
    key: str
    value: Any
    default: Any
    description: str
    """What the setting decides, in English (the command line, the JSON): the window says the
    game's declared ``Setting.description`` in its language."""
    choices: tuple[Any, ...]
    refs: str
    label: str = ""
    """The setting's name in English words ("Time called: what decides")."""

    @property
    def changed(self) -> bool:
        return self.value != self.default

    def to_json(self) -> dict[str, object]:
        data = attributes(self, _JSON_FIELDS)
        data["choices"] = list(self.choices)
        return data


def _overrides(event: Event) -> dict[str, Any]:
    return dict(event.settings.policies.rules)


def rules_policy(event: Event) -> dict[str, Any] | None:
    """The policy handed to the event's rules engine: the judge's settings resolved with their
    defaults where the game's rules are adjustable (Vs. System); else the fixed rules' own
    stored policy (or None: the Legion's defaults)."""
    if rules_for(event.settings.game).adjustable_rules:
        return _resolved(event, _overrides(event))
    return fixed_rules_policy(event)


def _resolved(event: Event, overrides: Mapping[str, Any]) -> dict[str, Any]:
    """Every setting of the event's game, the judge's value or the default; a bad value is
    refused, naming it."""
    game = rules_for(event.settings.game)
    return resolve_settings(game.settings, overrides, owner=game.label)


def event_table_rules(event: Event) -> tuple[Sentence, ...]:
    """What the event's players are told of how they play at the table (a Vs. System event's
    starting player, the end of a round, Terrain…), from its settings and its pods; none for a
    game whose rules are not adjustable."""
    if not rules_for(event.settings.game).adjustable_rules:
        return ()
    pods = event.settings.policies.pods
    pod_format = None if pods is None else pods.format
    return table_rules(event.settings.game.value, _resolved(event, _overrides(event)), pod_format)


def event_at_time(event: Event) -> Sentence | None:
    """What the event's players do once the round's time ends, where its settings say it (a
    Vs. System TCG event); None otherwise."""
    if not rules_for(event.settings.game).adjustable_rules:
        return None
    return at_time(event.settings.game.value, _resolved(event, _overrides(event)))


def fixed_rules_policy(event: Event) -> dict[str, Any] | None:
    """The stored policy of a game whose rules the judge does not adjust (OverPower's penalty
    ladder and time-call options), or None: the defaults; None for other games."""
    if rules_for(event.settings.game).adjustable_rules:
        return None
    return dict(event.settings.policies.rules) or None


def _refuse_fixed_rules(event: Event) -> None:
    game = rules_for(event.settings.game)
    if not game.adjustable_rules:
        adjustable = " and ".join(r.label for r in all_rules() if r.adjustable_rules)
        raise RefusedAction(
            N_(
                "{game}'s floor rules are fixed by the Legion; these settings are for {games}",
                game=game.label,
                games=adjustable,
            )
        )


def _views(event: Event) -> list[SettingView]:
    resolved = _resolved(event, _overrides(event))
    return [
        SettingView(
            key=setting.key,
            value=resolved[setting.key],
            default=setting.default,
            description=str(setting.description),
            choices=tuple(setting.choices or ()),
            refs=", ".join(setting.refs),
            label=str(setting.label or ""),
        )
        for setting in rules_for(event.settings.game).settings
    ]


def event_game_settings(ctx: ServiceContext, event_id: int) -> list[SettingView]:
    with ctx.read() as store:
        event = require_event(store, event_id)
    _refuse_fixed_rules(event)
    return _views(event)


MAX_SETTING_DIGITS = 9


def parse_setting_value(text: str) -> Any:
    """A value typed by the judge: true/false, a whole number, a list (a,b,c) or a word.

    A list written the way it is printed elsewhere (``["evil", "illustrated"]``) is the same
    list: its brackets and quotes are not part of the words."""
    word = text.strip()
    if word.startswith("[") and word.endswith("]"):
        return [
            parse_setting_value(part.strip().strip("\"'"))
            for part in word[1:-1].split(",")
            if part.strip().strip("\"'")
        ]
    lowered = word.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    digits = word.removeprefix("-")
    if digits and all("0" <= ch <= "9" for ch in digits):
        if len(digits) > MAX_SETTING_DIGITS:
            raise InvalidInput(
                N_plural(
                    "a number of {digits} digit is too long (at most {most})",
                    "a number of {digits} digits is too long (at most {most})",
                    len(digits),
                    digits=format(len(digits), ","),
                    most=MAX_SETTING_DIGITS,
                ),
                field="set",
            )
        return int(word)
    if "," in word:
        return [parse_setting_value(part) for part in word.split(",") if part.strip()]
    return word


def change_game_setting(
    ctx: ServiceContext, event_id: int, key: str, value: Any
) -> Changed[list[SettingView]]:
    """Set one setting (``None``: back to its default); refused once the event is finished."""
    with ctx.write() as store:
        event = require_event(store, event_id)
        _refuse_fixed_rules(event)
        if event.status is EventStatus.FINISHED:
            raise RefusedAction(
                N_("event {event} is finished; its settings stay as they were", event=event_id)
            )
        known = {s.key for s in rules_for(event.settings.game).settings}
        if key not in known:
            raise InvalidInput(
                N_(
                    "unknown setting '{setting}' (see: event settings {event})",
                    setting=key,
                    event=event_id,
                ),
                field="setting",
            )
        before = _overrides(event)
        after = dict(before)
        if value is None:
            after.pop(key, None)
        else:
            after[key] = value
        _resolved(event, after)
        policies = event.settings.policies.with_rules(after)
        store.update_event_settings(event_id, replace(event.settings, policies=policies))
        ctx.audit(
            store,
            AuditAction.EVENT_SETTING,
            Subject.event(event_id),
            N_("setting {key} = {value}", key=key, value=repr(value))
            if value is not None
            else N_("setting {key} reset", key=key),
            before={POLICY_KEY: before},
            after={POLICY_KEY: after},
        )
        views = _views(store.event(event_id))
    return Changed(views, Changes(event_id, event=True))
