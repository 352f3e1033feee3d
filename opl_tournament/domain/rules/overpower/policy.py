"""The Legion's changeable OverPower policies (time call, KO, penalties) as data.

The kit lets the Legion change its rules at any time, so every choice the rule texts leave open
(research C2-C11, kit §3.2, §4 and Appendix A) is a field here with the default we adopted, and
each policy carries the edition and date it was issued. An event stores its policy as a plain
mapping; ``policy_from_mapping`` turns that mapping back into these objects, refusing unknown keys
so that a misspelt option is reported instead of silently ignored.

The mapping may be nested (``{"timecall": {"allow_agreement": false}}``) or use the kit's dotted
keys (``{"timecall.allow_agreement": false}``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from opl_tournament.domain.errors import InvalidInput, one_of
from opl_tournament.domain.sentences import N_

LADDER_STEPS = ("net_missions", "life_points", "cards_remaining")
# The kit's Appendix A names two of the steps differently; both spellings are accepted.
STEP_ALIASES = {"life80": "life_points", "cards_left": "cards_remaining"}
FINAL_STEPS = ("judge", "coin_flip")
LIFE_BASES = ("fixed20", "effective_threshold")
CARDS_LEFT_RULES = ("unexhausted_first", "pile_count", "draw_pile")
DOF_SCOPES = ("event", "game")
WARNING_ESCALATIONS = (None, "same_type_x2_prompt_dof")


@dataclass(frozen=True)
class TimeCallPolicy:
    """How a game is decided when time is called (kit §3, floor rule 4).

    ``cards_left`` reads step (d) of the ladder (research C4):
    ``unexhausted_first``: a player whose original draw pile is not yet used up beats one whose
    pile ran out, then the applicable pile is compared; ``pile_count``: compare the applicable
    pile (draw pile, or power pack once exhausted) directly; ``draw_pile``: compare draw piles.
    """

    allow_agreement: bool = True
    cascade: tuple[str, ...] = LADDER_STEPS
    final: str = "judge"
    coin_seed: int | None = None
    life_basis: str = "fixed20"
    life_per_character: int = 20
    life_counts_battle_hits: bool = True
    ko_from_hits: bool = True
    cards_left: str = "unexhausted_first"
    team_size: int = 4
    missions_in_set: int = 7


@dataclass(frozen=True)
class KoPolicy:
    """KO thresholds and MultiPower fusion (research §4, C10-C12)."""

    hits_to_ko: int = 20
    spectrum_types: int = 3
    # "May only be Spectrum KO'd by four Power Types" (research §4.2).
    four_type_spectrum: tuple[str, ...] = ("Ghost Rider", "Mister Miracle")
    # "May only be Cumulative KO'd by N or more" when the form gives no threshold (research §4.1).
    character_hits_to_ko: tuple[tuple[str, int], ...] = (("Morbius", 30),)
    fuse_multipower_specials: bool = False
    both_conditions_override: bool = True


@dataclass(frozen=True)
class PenaltyPolicy:
    """Renege thresholds and Declaration of Forfeiture defaults (kit §4)."""

    reneges_to_forfeit_game: int = 2
    reneges_to_disqualify: int = 3
    dof_default_scope: str = "event"
    warning_escalation: str | None = None


@dataclass(frozen=True)
class RulesPolicy:
    edition: str
    date: str
    timecall: TimeCallPolicy = TimeCallPolicy()
    ko: KoPolicy = KoPolicy()
    penalty: PenaltyPolicy = PenaltyPolicy()

    def as_json(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "date": self.date,
            "timecall": _jsonable(asdict(self.timecall)),
            "ko": _jsonable(asdict(self.ko)),
            "penalty": _jsonable(asdict(self.penalty)),
        }


DEFAULT_POLICY = RulesPolicy(edition="legion-kit-1997/opl-defaults-1", date="2026-11-22")

_SECTIONS: dict[str, type] = {
    "timecall": TimeCallPolicy,
    "ko": KoPolicy,
    "penalty": PenaltyPolicy,
}


def policy_from_mapping(
    data: Mapping[str, Any] | None, *, base: RulesPolicy = DEFAULT_POLICY
) -> RulesPolicy:
    """The policy described by ``data``; keys it leaves out keep ``base``'s values."""
    if data is None:
        return base
    if not isinstance(data, Mapping):
        raise InvalidInput(N_("the rules policy must be a JSON object"), field="policy")
    nested = _nest(data)
    edition = nested.pop("edition", base.edition)
    date = nested.pop("date", base.date)
    for key, value in (("edition", edition), ("date", date)):
        if not isinstance(value, str) or not value.strip():
            raise InvalidInput(N_("must be non-empty text"), field=f"policy.{key}")
    sections: dict[str, Any] = {}
    for name, section in nested.items():
        if name not in _SECTIONS:
            known = ", ".join(["edition", "date", *_SECTIONS])
            raise InvalidInput(
                N_("unknown policy section (known: {known})", known=known), field=f"policy.{name}"
            )
        if not isinstance(section, Mapping):
            raise InvalidInput(N_("must be a JSON object"), field=f"policy.{name}")
        current = getattr(base, name)
        sections[name] = replace(current, **_section_values(name, current, section))
    policy = replace(base, edition=edition, date=date, **sections)
    _check(policy)
    return policy


def _nest(data: Mapping[str, Any]) -> dict[str, Any]:
    nested: dict[str, Any] = {}
    for key, value in data.items():
        if not isinstance(key, str):
            raise InvalidInput(N_("policy keys must be text"), field="policy")
        section, dot, option = key.partition(".")
        if dot:
            target = nested.setdefault(section, {})
            if not isinstance(target, dict):
                raise InvalidInput(
                    N_("given both as a value and as a section"), field=f"policy.{key}"
                )
            target[option] = value
        elif isinstance(value, Mapping):
            target = nested.setdefault(key, {})
            if not isinstance(target, dict):
                raise InvalidInput(N_("given twice"), field=f"policy.{key}")
            target.update(value)
        else:
            nested[key] = value
    return nested


# Options an older version accepted though nothing read them, skipped where a stored event still
# names one. Whether a bye after an opponent's disqualification uses up the one bye is the
# standings' rule (domain/standings.py: it does not).
RETIRED_OPTIONS = frozenset({"policy.penalty.dq_bye_counts_toward_limit"})


def _section_values(name: str, current: Any, section: Mapping[str, Any]) -> dict[str, Any]:
    declared = {f.name: f for f in fields(current)}
    values: dict[str, Any] = {}
    for option, raw in section.items():
        where = f"policy.{name}.{option}"
        if where in RETIRED_OPTIONS:
            continue
        if option not in declared:
            known = ", ".join(declared)
            raise InvalidInput(N_("unknown option (known: {known})", known=known), field=where)
        values[option] = _coerce(where, getattr(current, option), raw, option)
    return values


def _coerce(where: str, default: Any, raw: Any, option: str) -> Any:
    if option == "coin_seed":
        if raw is None or (isinstance(raw, int) and not isinstance(raw, bool)):
            return raw
        raise InvalidInput(N_("must be a whole number or null"), field=where)
    if option == "warning_escalation":
        if raw in WARNING_ESCALATIONS:
            return raw
        raise InvalidInput(
            N_("must be one of {choices}", choices=WARNING_ESCALATIONS),
            field=where,
        )
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        raise InvalidInput(N_("must be true or false"), field=where)
    if isinstance(default, int):
        if isinstance(raw, int) and not isinstance(raw, bool) and raw > 0:
            return raw
        raise InvalidInput(N_("must be a positive whole number"), field=where)
    if isinstance(default, str):
        if isinstance(raw, str):
            return raw
        raise InvalidInput(N_("must be text"), field=where)
    if option == "character_hits_to_ko":
        if not isinstance(raw, Mapping):
            raise InvalidInput(N_("must map character names to thresholds"), field=where)
        pairs = []
        for name, value in raw.items():
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise InvalidInput(N_("must be a positive whole number"), field=f"{where}.{name}")
            pairs.append((str(name), value))
        return tuple(pairs)
    if not isinstance(raw, list) or not all(isinstance(item, str) for item in raw):
        raise InvalidInput(N_("must be a list of text"), field=where)
    if option == "cascade":
        return tuple(STEP_ALIASES.get(item, item) for item in raw)
    return tuple(raw)


def _check(policy: RulesPolicy) -> None:
    timecall = policy.timecall
    for position, step in enumerate(timecall.cascade):
        one_of(step, LADDER_STEPS, what=N_("step"), field=f"policy.timecall.cascade[{position}]")
    if len(set(timecall.cascade)) != len(timecall.cascade):
        raise InvalidInput(N_("a step appears twice"), field="policy.timecall.cascade")
    choices = {
        "policy.timecall.final": (timecall.final, FINAL_STEPS),
        "policy.timecall.life_basis": (timecall.life_basis, LIFE_BASES),
        "policy.timecall.cards_left": (timecall.cards_left, CARDS_LEFT_RULES),
        "policy.penalty.dof_default_scope": (policy.penalty.dof_default_scope, DOF_SCOPES),
    }
    for where, (value, allowed) in choices.items():
        if value not in allowed:
            raise InvalidInput(
                N_("must be one of: {choices}", choices=", ".join(allowed)), field=where
            )
    if timecall.final == "coin_flip" and timecall.coin_seed is None:
        raise InvalidInput(
            N_("a coin flip needs the event's seed (policy.timecall.coin_seed)"),
            field="policy.timecall.coin_seed",
        )
    if policy.ko.spectrum_types not in (3, 4):
        raise InvalidInput(N_("must be 3 or 4"), field="policy.ko.spectrum_types")
    if policy.penalty.reneges_to_disqualify < policy.penalty.reneges_to_forfeit_game:
        raise InvalidInput(
            N_("cannot be lower than reneges_to_forfeit_game"),
            field="policy.penalty.reneges_to_disqualify",
        )


def _jsonable(values: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in values.items():
        if key == "character_hits_to_ko":
            out[key] = dict(value)
        elif isinstance(value, tuple):
            out[key] = list(value)
        else:
            out[key] = value
    return out
