"""The candidate fans of a regular reading's sets and pair (mcr2p.md 4, 5.1, 5.4, 7, 9), of
its kongs and concealed pungs, and 幺九刻, settled after the walk (5.3).

:func:`set_fans` and :func:`kong_fans` give ``{predicate: count}``
(:mod:`hupai.reference.mcr2p.predicate_ids`), every fan that holds, whatever it rules out. A
kong is a pung here. The chow combinations are MCR's under account-once
(:func:`hupai.reference.mcr.meld_fans.chow_fans`, one suit: mcr2p.md 4); the pung
combinations: four consecutive 万 pungs (一色四节高) alone, else three (一色三节高). The
honor fans are each read on its own, since the table, not the finding, says what leaves out
what: 双箭刻 holds with three dragon pungs too, 三风刻 with four wind pungs.
"""

from __future__ import annotations

from itertools import pairwise

from hupai.reference.mcr.meld_fans import chow_fans
from hupai.reference.mcr2p import predicate_ids as p
from hupai.reference.mcr2p.reading import Reading

__all__ = ["kong_fans", "set_fans", "terminal_pungs"]

WINDS = range(27, 31)
DRAGONS = range(31, 34)
#: 二五八将's pair: 2m, 5m or 8m.
TWO_FIVE_EIGHT = (1, 4, 7)
#: The chow fans MCR's account-once gives that a hand of one suit can hold.
CHOW_FANS = frozenset(
    {p.PURE_TERMINAL_CHOWS, p.QUADRUPLE_CHOW, p.FOUR_PURE_SHIFTED_CHOWS, p.PURE_TRIPLE_CHOW,
     p.PURE_STRAIGHT, p.PURE_SHIFTED_CHOWS, p.PURE_DOUBLE_CHOW, p.SHORT_STRAIGHT,
     p.TWO_TERMINAL_CHOWS}
)  # fmt: skip


def _pungs(r: Reading) -> list[int]:
    """The tiles of the reading's pungs and kongs, sorted."""
    return sorted(m.first for m in r.view.melds if m.kind != "chow")


def _longest_run(pungs: list[int]) -> int:
    """The most 万 pungs of consecutive ranks."""
    ranks = sorted(t for t in pungs if t < 9)
    best = run = min(len(ranks), 1)
    for a, b in pairwise(ranks):
        run = run + 1 if b == a + 1 else 1
        best = max(best, run)
    return best


def _honor_fans(pungs: list[int], pair: int, seat_wind: int) -> dict[int, int]:
    """大四喜, 小四喜, 三风刻, 小三风 (V3: exactly two wind pungs, a wind pair), 大三元, 小三元,
    双箭刻, 箭刻 (per dragon set), 门风刻 and 四字刻 (V3: four honor pungs)."""
    winds = sum(t in WINDS for t in pungs)
    dragons = sum(t in DRAGONS for t in pungs)
    found = {
        p.BIG_FOUR_WINDS: winds == 4,
        p.LITTLE_FOUR_WINDS: winds == 3 and pair in WINDS,
        p.BIG_THREE_WINDS: winds >= 3,
        p.LITTLE_THREE_WINDS: winds == 2 and pair in WINDS,
        p.BIG_THREE_DRAGONS: dragons == 3,
        p.LITTLE_THREE_DRAGONS: dragons == 2 and pair in DRAGONS,
        p.TWO_DRAGONS_PUNGS: dragons >= 2,
        p.SEAT_WIND: seat_wind in pungs,
        p.FOUR_HONOR_PUNGS: winds + dragons == 4,
    }
    fans = {f: 1 for f, holds in found.items() if holds}
    if dragons:
        fans[p.DRAGON_PUNG] = dragons
    return fans


def _outside(r: Reading, pair: int) -> bool:
    """全带幺: every set and the pair hold 1m, 9m or an honor."""
    groups = [m.tiles for m in r.view.melds] + [(pair,)]
    return all(any(t >= 27 or t in (0, 8) for t in g) for g in groups)


def set_fans(r: Reading) -> dict[int, int]:
    """The candidate fans of regular reading ``r``'s sets and pair: {predicate: count}; none
    for seven pairs. 平胡: four chows and a 万 pair (the wait does not matter); 全带幺 and
    二五八将 read the pair, so only a regular reading has them (mcr2p.md 7)."""
    pair = r.decomposition.pair
    if not r.regular or pair is None:
        return {}
    pungs = _pungs(r)
    chows = sorted(m.first for m in r.view.melds if m.kind == "chow")
    fans = _honor_fans(pungs, pair, r.win.request.seat_wind)
    fans.update((f, n) for f, n in chow_fans(chows, pair).items() if f in CHOW_FANS)
    run = _longest_run(pungs)
    if run == 4:
        fans[p.FOUR_PURE_SHIFTED_PUNGS] = 1
    elif run == 3:
        fans[p.PURE_SHIFTED_PUNGS] = 1
    if len(pungs) == 4:
        fans[p.ALL_PUNGS] = 1
    if len(chows) == 4 and pair < 9:
        fans[p.ALL_CHOWS] = 1
    if _outside(r, pair):
        fans[p.OUTSIDE_HAND] = 1
    if pair in TWO_FIVE_EIGHT:
        fans[p.TWO_FIVE_EIGHT_PAIR] = 1
    return fans


def kong_fans(r: Reading) -> dict[int, int]:
    """四杠, 三杠, 双暗杠, 双明杠, 暗杠, 明杠, 四暗刻, 三暗刻 and 双暗刻 of reading ``r``
    (mcr2p.md 4, 6): {predicate: 1}.

    Only a declared meld is a kong (four alike standing is a pung and one tile). A concealed
    pung is one found in the standing tiles that MCR's view keeps concealed (a discard
    completing it, with no standing chow able to take the winning tile, makes it melded), or
    a concealed kong. Each tier is read as "at least", so that the kong tier of mcr2p.md 6
    (四杠 rules out 三杠, 双暗杠, 双明杠, 暗杠, 明杠; 双暗杠 rules out 暗杠 and 双暗刻 ...) and
    四暗刻's and 三暗刻's lists have something to rule out; 四杠 and 三杠 are four and exactly
    three kongs, as the table defines them. One melded and one concealed kong are 明杠 + 暗杠
    (no 明暗杠 here)."""
    melds = r.view.melds
    hidden = sum(m.kind == "kong" and m.concealed for m in melds)
    shown = sum(m.kind == "kong" and not m.concealed for m in melds)
    concealed = hidden + sum(m.kind == "pung" and m.concealed for m in melds)
    found = {
        p.FOUR_KONGS: hidden + shown == 4,
        p.THREE_KONGS: hidden + shown == 3,
        p.TWO_CONCEALED_KONGS: hidden >= 2,
        p.TWO_MELDED_KONGS: shown >= 2,
        p.CONCEALED_KONG: hidden >= 1,
        p.MELDED_KONG: shown >= 1,
        p.FOUR_CONCEALED_PUNGS: concealed >= 4,
        p.THREE_CONCEALED_PUNGS: concealed >= 3,
        p.TWO_CONCEALED_PUNGS: concealed >= 2,
    }
    return {f: 1 for f, holds in found.items() if holds}


def terminal_pungs(r: Reading, three_winds: bool, seat_wind: bool) -> int:
    """幺九刻's count (mcr2p.md 5.3): one per pung or kong of 1m, 9m or a wind, except the wind
    pungs of a counted 三风刻 (``three_winds``) and the seat-wind pung when 门风刻 is counted
    (``seat_wind``); a dragon pung never counts. With four wind pungs (a table whose 大四喜
    leaves 三风刻 and 幺九刻 in) 三风刻 is read as taking the seat wind among its three, so
    the fourth wind still counts (就高不就低)."""
    pungs = _pungs(r)
    terminals = sum(t in (0, 8) for t in pungs)
    winds = sum(t in WINDS for t in pungs)
    if three_winds:
        winds -= 3
    elif seat_wind and r.win.request.seat_wind in pungs:
        winds -= 1
    return terminals + max(winds, 0)
