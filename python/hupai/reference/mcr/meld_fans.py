"""The fans a regular hand earns from its four melds: what each chow, pung and kong is, and how
they combine.

:func:`meld_fans` takes the melds of one regular decomposition as scoring sees them (declared
melds included, see :mod:`hupai.reference.mcr.view`) and gives ``{fan id: count}``; ids are
those of :mod:`hupai.rules.mcr`. It counts what the reference engine, PyMahjongGB 1.4.0, counts
from the melds before its later steps:

* combinations of chows: Quadruple Chow (一色四同顺), Four Pure Shifted Chows (一色四步高),
  Pure Triple Chow (一色三同顺), Pure Straight (清龙), Pure Shifted Chows (一色三步高),
  Three-Suited and Pure Terminal Chows (三色双龙会, 一色双龙会, which look at the pair too),
  Mixed Straight (花龙), Mixed Triple Chow (三色三同顺), Mixed Shifted Chows (三色三步高), and
  the 1-point pairs of chows: Pure Double Chow (一般高), Mixed Double Chow (喜相逢), Short
  Straight (连六) and Two Terminal Chows (老少副);
* combinations of pungs (a kong counts as a pung): Four Pure Shifted Pungs (一色四节高), Big
  Four Winds (大四喜), Pure Shifted Pungs (一色三节高), Mixed Shifted Pungs (三色三节高),
  Triple Pung (三同刻), Big Three Winds (三风刻), Big Three Dragons (大三元), Double Pung
  (双同刻) and Two Dragons Pungs (双箭刻);
* each pung on its own: Dragon Pung (箭刻), or Pung of Terminals or Honors (幺九刻) for a pung
  of 1s, 9s or winds;
* kongs and concealed pungs: Four Kongs (四杠), Three Kongs (三杠), Two Melded Kongs (双明杠),
  Two Concealed Kongs (双暗杠), Concealed Kong and Melded Kong (明暗杠), Melded Kong (明杠),
  Concealed Kong (暗杠), and Four, Three or Two Concealed Pungs (四暗刻, 三暗刻, 双暗刻);
* All Pungs (碰碰和).

Left to other modules: what the pair changes (All Chows 平和, Little Three Dragons 小三元,
Little Four Winds 小四喜), the fans of the whole hand's tiles, the prevalent and seat winds,
the waits, how the hand was won, and the final exclusions (不计) between fans. A fan that a
higher fan here leaves out only by that final table is still given; one the engine never adds
in the first place (Two Concealed Pungs beside Two Concealed Kongs, All Pungs beside Four Kongs
or Four Concealed Pungs) is not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations, pairwise

from hupai.reference.mcr.view import ScoredMeld

__all__ = ["chow_fans", "meld_fans"]

BIG_FOUR_WINDS, BIG_THREE_DRAGONS, FOUR_KONGS, FOUR_CONCEALED_PUNGS = 1, 2, 5, 12
PURE_TERMINAL_CHOWS, QUADRUPLE_CHOW, FOUR_PURE_SHIFTED_PUNGS = 13, 14, 15
FOUR_PURE_SHIFTED_CHOWS, THREE_KONGS, PURE_TRIPLE_CHOW, PURE_SHIFTED_PUNGS = 16, 17, 23, 24
PURE_STRAIGHT, THREE_SUITED_TERMINAL_CHOWS, PURE_SHIFTED_CHOWS = 28, 29, 30
TRIPLE_PUNG, THREE_CONCEALED_PUNGS, BIG_THREE_WINDS, MIXED_STRAIGHT = 32, 33, 38, 39
MIXED_TRIPLE_CHOW, MIXED_SHIFTED_PUNGS, ALL_PUNGS, MIXED_SHIFTED_CHOWS = 41, 42, 48, 50
TWO_CONCEALED_KONGS, TWO_DRAGONS_PUNGS, TWO_MELDED_KONGS, DRAGON_PUNG = 53, 54, 57, 59
DOUBLE_PUNG, TWO_CONCEALED_PUNGS, CONCEALED_KONG = 65, 66, 67
PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS = 69, 70, 71, 72
PUNG_OF_TERMINALS_OR_HONORS, MELDED_KONG, CONCEALED_KONG_AND_MELDED_KONG = 73, 74, 82

# The 1-point chow pairs, the one the engine keeps first when it must choose coming first.
CHOW_PAIR_FANS = (PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS)

WINDS = frozenset(range(27, 31))
DRAGONS = frozenset(range(31, 34))


def _suit(t: int) -> int:
    return t // 9


def _rank(t: int) -> int:
    """0-8 for 1-9 of a suit."""
    return t % 9


def _numbered(t: int) -> bool:
    return t < 27


def _one_suit(tiles: Sequence[int]) -> bool:
    return all(_numbered(t) for t in tiles) and len({_suit(t) for t in tiles}) == 1


def _three_suits(tiles: Sequence[int]) -> bool:
    return all(_numbered(t) for t in tiles) and len({_suit(t) for t in tiles}) == 3


def _in_steps(ranks: Sequence[int], steps: Sequence[int]) -> bool:
    """Whether the sorted ``ranks`` go up by one of ``steps`` each time."""
    low = sorted(ranks)
    return any(all(b - a == step for a, b in pairwise(low)) for step in steps)


# Chows are named by their lowest tile.


def _two_chows(a: int, b: int) -> int | None:
    """The 1-point fan two chows make: 一般高 (the same chow twice), 喜相逢 (the same chow in
    two suits), 连六 (six straight tiles of a suit) or 老少副 (123 and 789 of a suit)."""
    if _suit(a) != _suit(b):
        return MIXED_DOUBLE_CHOW if _rank(a) == _rank(b) else None
    if abs(a - b) == 3:
        return SHORT_STRAIGHT
    if {_rank(a), _rank(b)} == {0, 6}:
        return TWO_TERMINAL_CHOWS
    if a == b:
        return PURE_DOUBLE_CHOW
    return None


def _three_chows(chows: Sequence[int]) -> int | None:
    """The fan three chows make, in one suit (清龙, 一色三步高 by one or two, 一色三同顺) or one
    in each suit (三色三步高, 三色三同顺, 花龙); chows in just two suits make none."""
    ranks = [_rank(c) for c in chows]
    if _three_suits(chows):
        if _in_steps(ranks, (1,)):
            return MIXED_SHIFTED_CHOWS
        if _in_steps(ranks, (0,)):
            return MIXED_TRIPLE_CHOW
        if sorted(ranks) == [0, 3, 6]:
            return MIXED_STRAIGHT
    elif _one_suit(chows):
        if _in_steps(ranks, (3,)):
            return PURE_STRAIGHT
        if _in_steps(ranks, (1, 2)):
            return PURE_SHIFTED_CHOWS
        if _in_steps(ranks, (0,)):
            return PURE_TRIPLE_CHOW
    return None


def _four_chows(chows: Sequence[int]) -> int | None:
    """一色四步高 (four chows of a suit, each one or two above the last) or 一色四同顺."""
    if not _one_suit(chows):
        return None
    ranks = [_rank(c) for c in chows]
    if _in_steps(ranks, (1, 2)):
        return FOUR_PURE_SHIFTED_CHOWS
    if _in_steps(ranks, (0,)):
        return QUADRUPLE_CHOW
    return None


def _terminal_chows(chows: Sequence[int], pair: int) -> int | None:
    """三色双龙会 (123 and 789 in two suits, a pair of 5 in the third) or 一色双龙会 (123 and 789
    twice each in one suit, with its 5 as the pair)."""
    if not _numbered(pair) or _rank(pair) != 4 or any(_rank(c) not in (0, 6) for c in chows):
        return None
    suits = {_suit(c) for c in chows}
    ends = Counter(_rank(c) for c in chows)
    if suits == {_suit(pair)} and ends[0] == ends[6] == 2:
        return PURE_TERMINAL_CHOWS
    if len(suits) == 2 and _suit(pair) not in suits:
        if all({_rank(c) for c in chows if _suit(c) == s} == {0, 6} for s in suits):
            return THREE_SUITED_TERMINAL_CHOWS
    return None


def _account_once(pairs: Sequence[int | None], most: int) -> dict[int, int]:
    """The 1-point fans of chow pairs, at most ``most`` of them.

    By the principle of accounting once (套算一次) a chow already combined may combine once more
    only with a chow not yet combined, so n related chows give at most n - 1 such fans. The
    engine meets the limit by dropping repeats first (every fan down to one, Two Terminal
    Chows first and Pure Double Chow last), then the fans themselves in the same order.
    """
    counts = Counter(f for f in pairs if f is not None)
    extra = sum(counts.values()) - most
    for keep in (1, 0):
        for fan in reversed(CHOW_PAIR_FANS):
            cut = max(min(extra, counts[fan] - keep), 0)
            counts[fan] -= cut
            extra -= cut
    return {fan: n for fan, n in counts.items() if n > 0}


def chow_fans(chows: list[int], pair: int) -> dict[int, int]:
    """The fans of how the hand's chows (lowest tiles, sorted) combine, with ``pair`` the
    pair's tile (-1 for none). The two-player scorer shares it: mcr2p.md 4 takes MCR's
    account-once rule as it is, on one suit."""
    if len(chows) == 4:
        terminal = _terminal_chows(chows, pair)
        if terminal is not None:
            return {terminal: 1}
        four = _four_chows(chows)
        if four is not None:
            return {four: 1}
    if len(chows) >= 3:
        # Three chows that make a fan count it, and then the fourth chow may add only one
        # 1-point fan with them; the engine takes the first trio, lowest chows first.
        for trio in combinations(range(len(chows)), 3):
            fan = _three_chows([chows[i] for i in trio])
            if fan is None:
                continue
            fans = {fan: 1}
            for other in set(range(len(chows))) - set(trio):
                found = {_two_chows(chows[i], chows[other]) for i in trio}
                best = next((f for f in CHOW_PAIR_FANS if f in found), None)
                if best is not None:
                    fans[best] = 1
            return fans
    pairs = [_two_chows(chows[i], chows[j]) for i, j in combinations(range(len(chows)), 2)]
    if len(chows) == 2:
        return {pairs[0]: 1} if pairs[0] is not None else {}
    if len(chows) == 3:
        return _account_once(pairs, 2)
    if len(chows) == 4:
        # Four chows give at most three such fans, one fewer for each chow that combines
        # with none of the others.
        linked: set[int] = set()
        for two, fan in zip(combinations(range(4), 2), pairs, strict=True):
            if fan is not None:
                linked.update(two)
        return _account_once(pairs, len(linked) - 1) if linked else {}
    return {}


def _two_pungs(a: int, b: int) -> int | None:
    """双同刻 (pungs of one rank in two suits) or 双箭刻 (two dragon pungs)."""
    if _numbered(a) and _numbered(b):
        return DOUBLE_PUNG if _rank(a) == _rank(b) else None
    if a in DRAGONS and b in DRAGONS:
        return TWO_DRAGONS_PUNGS
    return None


def _three_pungs(pungs: Sequence[int]) -> int | None:
    """三色三节高, 三同刻, 一色三节高, 三风刻 or 大三元."""
    if all(_numbered(t) for t in pungs):
        ranks = [_rank(t) for t in pungs]
        if _three_suits(pungs):
            if _in_steps(ranks, (1,)):
                return MIXED_SHIFTED_PUNGS
            if _in_steps(ranks, (0,)):
                return TRIPLE_PUNG
        elif _one_suit(pungs) and _in_steps(ranks, (1,)):
            return PURE_SHIFTED_PUNGS
        return None
    if all(t in WINDS for t in pungs):
        return BIG_THREE_WINDS
    if all(t in DRAGONS for t in pungs):
        return BIG_THREE_DRAGONS
    return None


def _four_pungs(pungs: Sequence[int]) -> int | None:
    """一色四节高 (four pungs of a suit each one above the last) or 大四喜 (all four winds)."""
    if _one_suit(pungs) and _in_steps([_rank(t) for t in pungs], (1,)):
        return FOUR_PURE_SHIFTED_PUNGS
    if all(t in WINDS for t in pungs):
        return BIG_FOUR_WINDS
    return None


def _pung_fans(pungs: list[int]) -> dict[int, int]:
    """The fans of how the hand's pungs and kongs (their tiles, sorted) combine."""
    if len(pungs) == 4:
        four = _four_pungs(pungs)
        if four is not None:
            return {four: 1}
    if len(pungs) >= 3:
        # Three pungs that make a fan count it, and the one left may then combine once more,
        # with the first of the others it makes a fan with; the engine takes the first trio.
        for trio in combinations(range(len(pungs)), 3):
            fan = _three_pungs([pungs[i] for i in trio])
            if fan is None:
                continue
            fans: Counter[int] = Counter({fan: 1})
            for other in set(range(len(pungs))) - set(trio):
                found = (_two_pungs(pungs[i], pungs[other]) for i in range(len(pungs)))
                best = next((f for i, f in enumerate(found) if i != other and f), None)
                if best is not None:
                    fans[best] += 1
            return dict(fans)
    # Otherwise every two pungs that make a fan count it.
    pairs = Counter(_two_pungs(a, b) for a, b in combinations(pungs, 2))
    return {fan: n for fan, n in pairs.items() if fan is not None}


def _single_pung(t: int) -> int | None:
    """箭刻 for dragons; 幺九刻 for 1s, 9s and winds."""
    if t in DRAGONS:
        return DRAGON_PUNG
    if t in WINDS or _rank(t) in (0, 8):
        return PUNG_OF_TERMINALS_OR_HONORS
    return None


def _kong_fans(melds: Sequence[ScoredMeld]) -> dict[int, int]:
    """The fans of kongs and of concealed pungs (a concealed kong is one too)."""
    melded = sum(1 for m in melds if m.kind == "kong" and not m.concealed)
    hidden = sum(1 for m in melds if m.kind == "kong" and m.concealed)
    kongs = melded + hidden
    fans: dict[int, int] = {}
    if kongs == 4:
        fans[FOUR_KONGS] = 1
    elif kongs == 3:
        fans[THREE_KONGS] = 1
    elif kongs == 2:
        two = {0: TWO_MELDED_KONGS, 1: CONCEALED_KONG_AND_MELDED_KONG, 2: TWO_CONCEALED_KONGS}
        fans[two[hidden]] = 1
    elif kongs == 1:
        fans[CONCEALED_KONG if hidden else MELDED_KONG] = 1
    concealed = hidden + sum(1 for m in melds if m.kind == "pung" and m.concealed)
    if concealed == 4:
        fans[FOUR_CONCEALED_PUNGS] = 1
    elif concealed == 3:
        fans[THREE_CONCEALED_PUNGS] = 1
    elif concealed == 2 and fans.get(TWO_CONCEALED_KONGS) is None:
        # Two Concealed Kongs already is two concealed pungs.
        fans[TWO_CONCEALED_PUNGS] = 1
    return fans


def meld_fans(melds: Sequence[ScoredMeld], pair: int) -> dict[int, int]:
    """The fans of the shapes and combinations of a regular hand's four melds and its ``pair``:
    those of its chows, its pungs and kongs, each pung, the kongs and concealed pungs, and All
    Pungs (碰碰和)."""
    chows = sorted(m.first for m in melds if m.kind == "chow")
    pungs = sorted(m.first for m in melds if m.kind != "chow")
    fans: Counter[int] = Counter()
    if pungs:
        fans.update(_kong_fans(melds))
        if len(pungs) == 4 and not fans[FOUR_KONGS] and not fans[FOUR_CONCEALED_PUNGS]:
            fans[ALL_PUNGS] = 1
        fans.update(f for f in map(_single_pung, pungs) if f is not None)
    fans.update(chow_fans(chows, pair))
    fans.update(_pung_fans(pungs))
    return {fan: n for fan, n in fans.items() if n > 0}
