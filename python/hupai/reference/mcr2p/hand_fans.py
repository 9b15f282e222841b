"""The candidate fans of a reading's tiles taken whole (mcr2p.md 5.1 and 7), and the fans of
its form: seven pairs and its patterns, and 九莲宝灯.

:func:`hand_fans` gives ``{predicate: count}`` (:mod:`hupai.reference.mcr2p.predicate_ids`),
every fan that holds, whatever it rules out: exclusions are the walk's (5.2). Where MCR's
definition is the two-player one, MCR's reference piece finds it
(:mod:`hupai.reference.mcr.tile_fans`: the suits, the traits, 四归一); 大于五 and 小于五 are
the two-player ones (7: 6m-9m and 1m-4m on every tile, where MCR would give 全大 or 全小).
"""

from __future__ import annotations

from hupai.reference.mcr.special_forms import is_seven_shifted_pairs
from hupai.reference.mcr.tile_fans import suit_fans, tile_hog, trait_fans
from hupai.reference.mcr2p import predicate_ids as p
from hupai.reference.mcr2p.reading import Reading

__all__ = ["hand_fans"]

#: The 13 standing tiles of 九莲宝灯: 1112345678999m (mcr2p_fans.tsv 九莲宝灯).
NINE_GATES_STANDING = (3, 1, 1, 1, 1, 1, 1, 1, 3) + (0,) * 25
HONORS = range(27, 34)
DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
#: MCR's tile fans that are the two-player ones as they are (mcr2p.md 5.1, 7): 清一色 (no
#: honor, the one suit), 混一色 (万 and honors), 字一色, 混幺九 (a terminal and an honor,
#: since MCR's 清幺九 takes all terminals first, and no 万 hand is all 1m and 9m), 断幺.
SHARED_TILE_FANS = frozenset(
    {p.FULL_FLUSH, p.HALF_FLUSH, p.ALL_HONORS, p.ALL_TERMINALS_AND_HONORS, p.ALL_SIMPLES}
)


def _ranks(r: Reading, low: int, high: int) -> bool:
    """Whether every tile is a 万 of rank ``low``-``high`` (1-9)."""
    return all(t < 9 and low <= t + 1 <= high for t in r.view.tiles)


def _seven_pairs_fans(r: Reading) -> dict[int, int]:
    """七对 and its patterns (mcr2p.md 7, 9): 连七对 (seven consecutive 万 ranks, each twice),
    大七星 (one pair of each honor, so four alike of an honor does not qualify), 三元七对
    (pairs of the three dragons among the seven), 四喜七对 (pairs of the four winds)."""
    pairs = set(r.decomposition.pairs)
    fans = {p.SEVEN_PAIRS: 1}
    if is_seven_shifted_pairs(r.view.tiles, r.win.request.win_tile):
        fans[p.SEVEN_SHIFTED_PAIRS] = 1
    if sorted(r.decomposition.pairs) == list(HONORS):
        fans[p.BIG_SEVEN_STARS] = 1
    if pairs.issuperset(DRAGONS):
        fans[p.THREE_DRAGONS_SEVEN_PAIRS] = 1
    if pairs.issuperset(WINDS):
        fans[p.FOUR_WINDS_SEVEN_PAIRS] = 1
    return fans


def _nine_gates(r: Reading) -> bool:
    """九莲宝灯: no declared meld and the 13 standing tiles exactly 1112345678999m; the
    winning tile any 万 (mcr2p_fans.tsv). MCR's engine reads the same hands, but scores them
    apart from the regular readings, so its function is not this one."""
    return (
        not r.win.request.melds
        and r.win.request.win_tile < 9
        and r.win.request.standing == NINE_GATES_STANDING
    )


def hand_fans(r: Reading) -> dict[int, int]:
    """The candidate fans of reading ``r`` that its tiles and form decide: {predicate:
    count}, 四归一 counted per kind held four times outside a kong (mcr2p.md 5.4)."""
    tiles = r.view.tiles
    fans = {
        f: n
        for f, n in (*suit_fans(tiles).items(), *trait_fans(tiles).items())
        if f in SHARED_TILE_FANS
    }
    if _ranks(r, 6, 9):
        fans[p.UPPER_FOUR] = 1
    if _ranks(r, 1, 4):
        fans[p.LOWER_FOUR] = 1
    kongs = sum(m.kind == "kong" for m in r.view.melds)
    fans.update(tile_hog(tiles, kongs))
    if r.regular:
        if _nine_gates(r):
            fans[p.NINE_GATES] = 1
    else:
        fans.update(_seven_pairs_fans(r))
    return fans
