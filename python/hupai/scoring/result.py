"""What scoring returns: the fans a hand scores, each with its count, and the total.

Shared by the engine and the reference scorer, so both give the same objects. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NamedTuple

from hupai.decomposition import Decomposition
from hupai.rules.fan import Fan as LocalFan
from hupai.rules.mcr import Fan
from hupai.rules.ruleset import MCR, McrRuleSet, RuleSet
from hupai.rules.two_player_fan import Fan as TwoPlayerFan

if TYPE_CHECKING:
    from hupai.rules.local import LocalRuleSet
    from hupai.rules.tally import Tally
    from hupai.rules.two_player import Mcr2pRuleSet

__all__ = [
    "FLOWER_TILES", "MINIMUM", "FanCount", "Score", "make_four_ghost_score", "make_local_score",
    "make_score", "make_two_player_score",
]  # fmt: skip

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

    fan: Fan | LocalFan | TwoPlayerFan
    count: int

    @property
    def id(self) -> int:
        """The fan's id in its rule set's table (:mod:`hupai.rules.mcr` for MCR,
        :mod:`hupai.rules.mcr2p` for MCR_2P)."""
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
    """The score of a winning hand, under any rule set.

    Attributes:
        total: the sum of each fan's :attr:`FanCount.total` after the rule set's cap: MCR
            points (flowers included), 番 for 红中 and 四川, 推倒胡's capped fan sum.
        fans: the fans scored, in the fan table's order (MCR: highest points first; a local
            rule set: its table's ids).
        decomposition: the reading the fans were counted on (the one scoring highest), its
            ``wildcards`` the tile each wildcard stood for; None for an MCR form scored as a
            whole.
        meets_minimum: whether the hand reaches the rule set's minimum (MCR: 8 points without
            its flowers, 起和番; seed 001: 1 番).
        points: what one payer owes for the hand before per-payer extras (birds, horses,
            自摸加底, MCR's 8): MCR ``total``; 红中 and 四川 2^total; 推倒胡 (2 + total) ×
            its doublings; seed 001 ``total``.
        uncapped_total: the fan sum before the cap (players are shown "原始 6 番, 4 番封顶").
        wildcards: the tile each wildcard stood for in the scored reading, sorted (indices).
        rules: the rule set scored under (its payment rule is what :func:`hupai.settle` uses).
        self_drawn: whether the win was self-drawn.
        kong: the kong flag as given (a kong bloom when self-drawn, else robbing a kong).
    """

    total: int
    fans: tuple[FanCount, ...]
    decomposition: Decomposition | None
    meets_minimum: bool
    points: int
    uncapped_total: int
    wildcards: tuple[int, ...]
    rules: RuleSet
    self_drawn: bool
    kong: bool


def make_score(
    fans: dict[int, int],
    decomposition: Decomposition | None,
    rules: McrRuleSet = MCR,
    *,
    self_drawn: bool = False,
    kong: bool = False,
) -> Score:
    """A :class:`Score` of ``{fan id: count}`` under the MCR rule set ``rules`` (its options
    applied); fans with count 0 are left out."""
    fans = rules.settle(fans)
    listed = tuple(FanCount(rules.fan(i), c) for i, c in sorted(fans.items()) if c > 0)
    total = sum(f.total for f in listed)
    flowers = sum(f.total for f in listed if f.fan.id == FLOWER_TILES)
    meets = total - flowers >= MINIMUM
    return Score(total, listed, decomposition, meets, total, total, (), rules, self_drawn, kong)


def make_local_score(
    rules: LocalRuleSet,
    tally: Tally,
    decomposition: Decomposition | None,
    *,
    self_drawn: bool,
    kong: bool,
) -> Score:
    """A :class:`Score` under a local rule set from the chosen reading's :class:`Tally`
    (None for a win with no reading: the four-ghost win's, :func:`make_four_ghost_score`)."""
    listed = tuple(FanCount(rules.fan(i), c) for i, c in tally.fans.items())
    wildcards = decomposition.wildcards if decomposition is not None else ()
    return Score(
        tally.total, listed, decomposition, tally.total >= rules.minimum, tally.points,
        tally.uncapped, wildcards, rules, self_drawn, kong,
    )  # fmt: skip


def make_four_ghost_score(rules: LocalRuleSet) -> Score:
    """The four-ghost win (四鬼胡牌) of a hand whose tiles form no reading: no fan, no
    reading, the points of no fan (local_rules.md c: 2 under TUIDAO), self-drawn."""
    from hupai.rules.tally import tally

    return make_local_score(rules, tally(rules, [0] * len(rules.fans)), None, self_drawn=True,
                            kong=False)  # fmt: skip


def make_two_player_score(
    rules: Mcr2pRuleSet,
    fans: dict[int, int],
    decomposition: Decomposition | None,
    *,
    self_drawn: bool,
    kong: bool,
) -> Score:
    """A :class:`Score` of ``{fan id: count}`` under a two-player rule set (ids of its table,
    :mod:`hupai.rules.mcr2p`); fans with count 0 are left out. The minimum (``min_points``)
    is met without the flowers, as MCR's (mcr2p.md 5.7)."""
    table = [(rules.fan(i), c) for i, c in sorted(fans.items()) if c > 0]
    listed = tuple(FanCount(f, c) for f, c in table)
    total = sum(f.total for f in listed)
    flowers = sum(f.points * c for f, c in table if f.predicate == FLOWER_TILES)
    meets = total - flowers >= rules.min_points
    return Score(total, listed, decomposition, meets, total, total, (), rules, self_drawn, kong)
