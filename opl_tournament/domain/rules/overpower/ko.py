"""Is this character KO'd, and by which rule? (research §4.1, §4.2)

Cumulative KO: the values of all the character's hits (permanent record and current battle)
reach its hits-to-KO threshold. Spectrum KO: its hits show enough different power types (three,
or four for the characters the rules name). MultiPower Power-card hits on one character fuse
into a single type, which their scorer may pick among the group's icons; MultiPower Specials do
not fuse, each picks its own type; Any-Power and typeless hits never count toward Spectrum.
The tournament announcement says a character whose hits *could* give a Spectrum KO must be KO'd,
so every legal choice of types is considered and the one showing the most types is reported.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from opl_tournament.domain.sentences import N_, N_plural, Sentence, joined

POWER_TYPES = ("energy", "fighting", "strength", "intellect")
HIT_TYPES = (*POWER_TYPES, "multipower", "any-power", "none")
CARD_KINDS = ("power", "special", "universe", "other")
ZONES = ("record", "battle")


@dataclass(frozen=True)
class Hit:
    """One card left on a character after a successful attack."""

    value: int
    type: str
    card: str
    zone: str
    icons: tuple[str, ...] = ()


@dataclass(frozen=True)
class KoResult:
    """The answer for one character.

    ``rule`` is the rule that KOs it (``"cumulative"`` is named first when both apply; ``met``
    lists every condition its hits meet). ``assignment`` gives, hit by hit, the power type the
    hit counts as for Spectrum in the reported choice (None: it cannot count).
    """

    ko: bool
    rule: str | None
    met: tuple[str, ...]
    damage: int
    hits_to_ko: int
    types: tuple[str, ...]
    spectrum_types: int
    assignment: tuple[str | None, ...]
    explanation: Sentence


@dataclass(frozen=True)
class _Chooser:
    """A hit (or a fused group of hits) whose type is chosen among ``icons``."""

    hits: tuple[int, ...]
    icons: frozenset[str]


def check_ko(
    hits: Sequence[Hit],
    *,
    hits_to_ko: int = 20,
    spectrum_types: int = 3,
    cumulative_immune: bool = False,
    spectrum_immune: bool = False,
    fuse_multipower_specials: bool = False,
    both_conditions_override: bool = True,
) -> KoResult:
    """Decide whether ``hits`` KO a character with these thresholds and immunities.

    ``hits_to_ko`` already includes every modifier (e.g. BF's +10, DQ's +2 each).
    An immunity (e.g. from the CG or EK Specials) stops that rule alone; with
    ``both_conditions_override`` a character meeting both conditions is KO'd regardless.
    """
    damage = sum(hit.value for hit in hits)
    assignment = _best_assignment(hits, fuse_multipower_specials=fuse_multipower_specials)
    types = tuple(t for t in POWER_TYPES if t in assignment)
    cumulative = damage >= hits_to_ko
    spectrum = len(types) >= spectrum_types
    met = tuple(rule for rule, hit in (("cumulative", cumulative), ("spectrum", spectrum)) if hit)
    if cumulative and spectrum and both_conditions_override:
        allowed = met
    else:
        allowed = tuple(
            rule
            for rule in met
            if not (rule == "cumulative" and cumulative_immune)
            and not (rule == "spectrum" and spectrum_immune)
        )
    rule = allowed[0] if allowed else None
    return KoResult(
        ko=rule is not None,
        rule=rule,
        met=met,
        damage=damage,
        hits_to_ko=hits_to_ko,
        types=types,
        spectrum_types=spectrum_types,
        assignment=assignment,
        explanation=_explain(
            damage,
            hits_to_ko,
            types,
            spectrum_types,
            met,
            allowed,
            cumulative_immune,
            spectrum_immune,
            assignment,
            hits,
        ),
    )


def _best_assignment(
    hits: Sequence[Hit], *, fuse_multipower_specials: bool
) -> tuple[str | None, ...]:
    """The type each hit counts as, in a legal choice that shows the most power types."""
    fixed: set[str] = set()
    fused: list[int] = []
    choosers: list[_Chooser] = []
    for index, hit in enumerate(hits):
        if hit.type in POWER_TYPES:
            fixed.add(hit.type)
        elif hit.type == "multipower":
            if hit.card == "power" or (hit.card == "special" and fuse_multipower_specials):
                fused.append(index)
            else:
                choosers.append(_Chooser((index,), frozenset(hit.icons)))
    if fused:
        icons = frozenset(icon for index in fused for icon in hits[index].icons)
        choosers.insert(0, _Chooser(tuple(fused), icons))

    # Each chooser can add at most one new type; find the largest set of still-missing types
    # that distinct choosers can cover (an exhaustive search: at most 4 types, 16 subsets).
    missing = [t for t in POWER_TYPES if t not in fixed]
    cover: dict[int, str] = {}
    for size in range(min(len(missing), len(choosers)), 0, -1):
        for wanted in combinations(missing, size):
            found = _match(wanted, choosers, {})
            if found is not None:
                cover = found
                break
        if cover:
            break

    chosen: list[str | None] = [hit.type if hit.type in POWER_TYPES else None for hit in hits]
    for position, chooser in enumerate(choosers):
        pick = cover.get(position) or _any_icon(chooser.icons, fixed)
        for index in chooser.hits:
            chosen[index] = pick
    return tuple(chosen)


def _match(
    wanted: Sequence[str], choosers: Sequence[_Chooser], taken: dict[int, str]
) -> dict[int, str] | None:
    if not wanted:
        return dict(taken)
    first, rest = wanted[0], wanted[1:]
    for position, chooser in enumerate(choosers):
        if position not in taken and first in chooser.icons:
            found = _match(rest, choosers, {**taken, position: first})
            if found is not None:
                return found
    return None


def _any_icon(icons: frozenset[str], fixed: set[str]) -> str | None:
    """A type for a chooser that adds nothing new: prefer one already shown."""
    ordered = [t for t in POWER_TYPES if t in icons]
    for icon in ordered:
        if icon in fixed:
            return icon
    return ordered[0] if ordered else None


def _explain(
    damage: int,
    hits_to_ko: int,
    types: tuple[str, ...],
    spectrum_types: int,
    met: tuple[str, ...],
    allowed: tuple[str, ...],
    cumulative_immune: bool,
    spectrum_immune: bool,
    assignment: tuple[str | None, ...],
    hits: Sequence[Hit],
) -> Sentence:
    shown = joined(types, "comma") if types else N_("no power type")
    parts: list[Sentence | str] = [
        N_("{damage} damage against {needed} hits to KO", damage=damage, needed=hits_to_ko),
        N_plural(
            "{count} power type shown ({shown}) against {needed} for Spectrum",
            "{count} power types shown ({shown}) against {needed} for Spectrum",
            len(types),
            shown=shown,
            needed=spectrum_types,
        ),
    ]
    chosen_mp = sorted(
        {t for hit, t in zip(hits, assignment, strict=True) if hit.type == "multipower" and t}
    )
    if chosen_mp:
        parts.append(N_("MultiPower hits counted as {types}", types=joined(chosen_mp, "comma")))
    text = joined(parts, "semicolon")
    if not met:
        return N_("Not KO'd: {why}.", why=text)
    blocked = [rule for rule in met if rule not in allowed]
    if not allowed:
        return N_("Not KO'd: {why}; immune to {rules} KO.", why=text, rules=joined(blocked, "and"))
    if len(allowed) == 1:
        return N_("KO'd by {rule} rule: {why}.", rule=allowed[0], why=text)
    rules = joined(allowed, "and")
    if cumulative_immune or spectrum_immune:
        return N_(
            "KO'd by {rules} rules (meeting both conditions overrides any immunity): {why}.",
            rules=rules,
            why=text,
        )
    return N_("KO'd by {rules} rules: {why}.", rules=rules, why=text)
