"""From the fans a reading holds to what it is worth, and the choice among readings: the one
piece of scoring logic every path shares (local_rules.md 0.2).

- Exclusions (不计): the fans that count are visited by value, highest first (ties by id);
  each one not yet left out leaves out the fans its ``excludes`` names.
- ``uncapped`` is the sum of value × count; ``total`` that sum capped; ``points`` as
  :class:`hupai.rules.combine.Combine` says, times every multiplier fan that counts.
- The reading kept is the one with the highest points, then the highest uncapped sum; among
  equals, the one whose wildcards stand for the lowest tiles (their sorted tuples compared),
  then the first in the order the readings were listed.

Pure Python: the reference scorer and the engine's slower path (custom fans) run it; the
engine's fast path does the same in Rust, and the tests hold them equal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from hupai.errors import OptionError

if TYPE_CHECKING:
    from hupai.rules.local import LocalRuleSet

__all__ = ["Tally", "best", "exclusion_order", "tally"]


class Tally(NamedTuple):
    """What one reading is worth: ``fans`` maps fan id to count after exclusions."""

    fans: dict[int, int]
    uncapped: int
    total: int
    points: int


def exclusion_order(rules: LocalRuleSet) -> list[int]:
    """Positions of the rule set's fans in the order exclusions visit them."""
    return sorted(range(len(rules.fans)), key=lambda i: (-rules.fans[i].value, rules.fans[i].id))


def tally(rules: LocalRuleSet, counts: Sequence[int], order: Sequence[int] | None = None) -> Tally:
    """The worth of a reading whose fans count ``counts`` (by position in ``rules.fans``;
    a negative count is 0)."""
    fans = rules.fans
    order = exclusion_order(rules) if order is None else order
    left_out: set[int] = set()
    kept: dict[int, int] = {}
    for i in order:
        c = counts[i]
        f = fans[i]
        if c <= 0 or f.id in left_out:
            continue
        kept[f.id] = c
        left_out.update(f.excludes)
    uncapped = 0
    multiplier = 1
    for f in fans:
        c = kept.get(f.id, 0)
        if c:
            uncapped += f.value * c
            if f.multiplier != 1:
                multiplier *= f.multiplier**c
    total = rules.combine.total(uncapped)
    points = rules.combine.points(total, multiplier)
    return Tally(dict(sorted(kept.items())), uncapped, total, points)


#: The widest worth scoring holds (the engine's 128 bits, an end kept out as its saturation):
#: a best reading worth more, or less than its negative, is refused, never rounded.
WIDEST = 2**127 - 2

#: The message of a best reading past WIDEST, as the engine words it too.
TOO_WIDE = (
    "the best reading is worth more than scoring holds (2^127): the rule set's values and "
    "multipliers are too large"
)


def best(candidates: Iterable[tuple[Tally, tuple[int, ...]]]) -> int | None:
    """The index of the reading to keep among ``(tally, wildcards)`` pairs, or None for none;
    OptionError when its sum, total or points pass ±WIDEST (values and multipliers no rule
    set needs)."""
    chosen: int | None = None
    key: tuple[int, int, tuple[int, ...]] | None = None
    kept: Tally | None = None
    for i, (t, wildcards) in enumerate(candidates):
        k = (-t.points, -t.uncapped, wildcards)
        if key is None or k < key:
            chosen, key, kept = i, k, t
    if kept is not None and any(abs(n) > WIDEST for n in (kept.uncapped, kept.total, kept.points)):
        raise OptionError(TOO_WIDE)
    return chosen


def counts_by_position(rules: LocalRuleSet, fans: Mapping[int, int]) -> list[int]:
    """``{fan id: count}`` as counts by position in ``rules.fans``."""
    return [fans.get(f.id, 0) for f in rules.fans]
