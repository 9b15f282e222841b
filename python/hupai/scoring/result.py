"""What scoring returns: the fans a hand scores, each with its count, and the total.

Shared by the engine and the reference scorer, so both give the same objects. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple

from hupai.decomposition import Decomposition
from hupai.rules.mcr import Fan
from hupai.rules.ruleset import MCR, RuleSet

__all__ = ["FLOWER_TILES", "MINIMUM", "FanCount", "Score", "make_score"]

#: The fan id of Flower Tiles (花牌), which the 8-point minimum leaves out.
FLOWER_TILES: Final = 81
#: The points a hand must reach, flowers aside, to be allowed to win (起和番).
MINIMUM: Final = 8


@dataclass(frozen=True)
class FanCount:
    """One fan a hand scores and how many times (repeatable fans such as 一般高 or 四归一
    count more than once; Flower Tiles counts the flowers).

    ``points`` is the fan's own points, as the rule book lists them and PyMahjongGB's
    ``fan_point`` gives them (四归一 is 2 however often it counts); ``total`` is what it adds
    to :attr:`Score.total`, ``points × count`` (四归一 counted twice adds 4).
    """

    fan: Fan
    count: int

    @property
    def id(self) -> int:
        """The fan's id in :mod:`hupai.rules.mcr`."""
        return self.fan.id

    @property
    def zh(self) -> str:
        """The fan's Chinese name."""
        return self.fan.zh

    @property
    def en(self) -> str:
        """The fan's English name."""
        return self.fan.en

    @property
    def points(self) -> int:
        """The fan's own points, once (its rule set's value): ``fan.points``."""
        return self.fan.points

    @property
    def total(self) -> int:
        """The points it adds to the hand's total: its points times its count."""
        return self.fan.points * self.count


class Score(NamedTuple):
    """The score of a winning hand.

    Attributes:
        total: the points of every fan, flowers included: the sum of each fan's
            :attr:`FanCount.total`.
        fans: the fans scored, in the fan table's order (highest points first).
        decomposition: the decomposition the fans were counted on (the one scoring highest),
            or None for a form scored as a whole.
        meets_minimum: whether the hand reaches 8 points without its flowers (起和番).
    """

    total: int
    fans: tuple[FanCount, ...]
    decomposition: Decomposition | None
    meets_minimum: bool


def make_score(
    fans: dict[int, int], decomposition: Decomposition | None, rules: RuleSet = MCR
) -> Score:
    """A :class:`Score` of ``{fan id: count}`` under ``rules`` (its options applied); fans
    with count 0 are left out."""
    fans = rules.settle(fans)
    listed = tuple(FanCount(rules.fan(i), c) for i, c in sorted(fans.items()) if c > 0)
    total = sum(f.total for f in listed)
    flowers = sum(f.total for f in listed if f.fan.id == FLOWER_TILES)
    return Score(total, listed, decomposition, total - flowers >= MINIMUM)
