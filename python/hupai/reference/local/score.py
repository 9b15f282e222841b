"""The reference scorer of the local rule sets (红中, 四川, 推倒胡, seed 001's, or a user's):
the plain reading of local_rules.md 0.2, against which the engine is tested.

How a hand is scored:

1. The call is read and checked as the engine reads it
   (:func:`hupai.scoring.local_request.read_local_request`).
2. Every reading is listed (:func:`hupai.reference.local.readings.readings`): each way of
   giving the wildcards kinds, splitting the logical tiles, and placing the winning tile.
3. On each reading every fan counts: its condition evaluated on the reading's features
   (negative counts are 0), or a custom fan's function called with the reading.
4. Each reading's fans are tallied (:func:`hupai.rules.tally.tally`: exclusions, cap,
   multipliers, points) and the best kept (:func:`hupai.rules.tally.best`: the highest
   points, then the highest raw 番, then the wildcards standing for the lowest tiles).

Pure Python; never imports the native module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hupai.reference.local.readings import readings
from hupai.rules.tally import best, exclusion_order, tally
from hupai.scoring.local_request import not_winning_local, read_local_request
from hupai.scoring.result import make_four_ghost_score, make_local_score

if TYPE_CHECKING:
    from hupai.rules.fan import Fan
    from hupai.rules.local import LocalRuleSet
    from hupai.rules.reading import Reading
    from hupai.scoring.result import Score

__all__ = ["fan_count", "score_local"]


def fan_count(fan: Fan, reading: Reading) -> int:
    """How many times ``fan`` counts on ``reading``: its expression's value, or its function's
    answer (True 1, False 0, or a count); never below 0."""
    if fan.custom:
        return fan.custom_count(reading)
    return max(fan.counted().evaluate(reading.features), 0)


def score_local(
    rules: LocalRuleSet,
    hand: object,
    *,
    win_tile: object = None,
    melds: object = (),
    **situation: object,
) -> Score:
    """The score of a winning hand under the local rule set ``rules``, by the reference.

    Args:
        hand, win_tile, melds, situation: as :func:`hupai.score` takes them for a local rule
            set (:func:`hupai.scoring.local_request.read_local_request` reads them).

    Returns:
        A :class:`hupai.scoring.result.Score` of the best reading: its fans in table order,
        total (capped), uncapped total, points, the wildcards' kinds, and whether the rule
        set's minimum is met.

    Raises:
        NotWinningError: no reading of the hand wins (naming it); and the input errors of
            ``read_local_request``.
    """
    request = read_local_request(rules, hand, win_tile=win_tile, melds=melds, **situation)
    found = readings(rules, request)
    order = exclusion_order(rules)
    tallies = [tally(rules, [fan_count(f, r) for f in rules.fans], order) for r in found]
    chosen = best(zip(tallies, (r.decomposition.wildcards for r in found), strict=True))
    if chosen is None:
        if request.four_ghosts:
            # 四鬼胡牌: four ghosts held before one's first discard win with no reading.
            return make_four_ghost_score(rules)
        raise not_winning_local(rules, request)
    self_drawn, kong_bloom, robbing_kong = request.flags[:3]
    return make_local_score(
        rules, tallies[chosen], found[chosen].decomposition,
        self_drawn=bool(self_drawn), kong=bool(kong_bloom or robbing_kong),
    )  # fmt: skip
