"""The fans a hand earns by which tiles it holds, whatever their grouping: the suits it uses,
the kinds of tile, the range of ranks, and four of a kind spread over groups.

Each function takes the counts of every tile of the hand (declared melds included, a kong's
four) and gives ``{fan id: count}``; ids are those of :mod:`hupai.rules.mcr`. Fans that a
higher fan here leaves out are not given in the first place (a full flush is not also One
Voided Suit), which is how the reference engine counts them too.
"""

from __future__ import annotations

from collections import Counter

__all__ = ["rank_fans", "suit_fans", "tile_hog", "trait_fans"]

GREEN = frozenset({19, 20, 21, 23, 25, 32})  # 2s 3s 4s 6s 8s and Green 发: 绿一色
# 推不倒: tiles that look the same upside down: 1234589p, 245689s and White.
REVERSIBLE = frozenset({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31})
WINDS = frozenset(range(27, 31))
DRAGONS = frozenset(range(31, 34))

NO_HONORS, ONE_VOIDED_SUIT, HALF_FLUSH, FULL_FLUSH, ALL_TYPES = 76, 75, 49, 22, 51
ALL_SIMPLES, REVERSIBLE_TILES, ALL_GREEN, ALL_HONORS = 68, 40, 3, 11
ALL_TERMINALS, ALL_TERMINALS_AND_HONORS = 8, 18
LOWER_FOUR, LOWER_TILES, UPPER_FOUR, UPPER_TILES, MIDDLE_TILES = 37, 27, 36, 25, 26
TILE_HOG = 64


def _terminal(t: int) -> bool:
    return t < 27 and t % 9 in (0, 8)


def suit_fans(tiles: Counter[int]) -> dict[int, int]:
    """No Honors (无字), One Voided Suit (缺一门), Half Flush (混一色), Full Flush (清一色) and
    All Types (五门齐, all three suits, a wind and a dragon)."""
    held = [t for t, c in tiles.items() if c]
    suits = {t // 9 for t in held if t < 27}
    honors = any(t >= 27 for t in held)
    fans: dict[int, int] = {}
    if len(suits) == 1:
        fans[HALF_FLUSH if honors else FULL_FLUSH] = 1
    else:
        if not honors:
            fans[NO_HONORS] = 1
        if len(suits) == 2:
            fans[ONE_VOIDED_SUIT] = 1
    if len(suits) == 3 and any(t in WINDS for t in held) and any(t in DRAGONS for t in held):
        fans[ALL_TYPES] = 1
    return fans


def trait_fans(tiles: Counter[int]) -> dict[int, int]:
    """All Simples (断幺), Reversible Tiles (推不倒), All Green (绿一色), All Honors (字一色),
    All Terminals (清幺九) and All Terminals and Honors (混幺九)."""
    held = [t for t, c in tiles.items() if c]
    fans: dict[int, int] = {}
    simples = not any(t >= 27 or _terminal(t) for t in held)
    if simples:
        fans[ALL_SIMPLES] = 1
    if all(t in REVERSIBLE for t in held):
        fans[REVERSIBLE_TILES] = 1
    if all(t in GREEN for t in held):
        fans[ALL_GREEN] = 1
    if simples:
        return fans
    if all(t >= 27 for t in held):
        fans[ALL_HONORS] = 1
    elif all(_terminal(t) for t in held):
        fans[ALL_TERMINALS] = 1
    elif all(t >= 27 or _terminal(t) for t in held):
        fans[ALL_TERMINALS_AND_HONORS] = 1
    return fans


def rank_fans(tiles: Counter[int]) -> dict[int, int]:
    """Lower Four (小于五, ranks 1-4 with a 4), Lower Tiles (全小, 1-3), Upper Four (大于五, 6-9
    with a 6), Upper Tiles (全大, 7-9) and Middle Tiles (全中, 4-6); only for hands of
    numbered tiles alone."""
    held = [t for t, c in tiles.items() if c]
    if any(t >= 27 for t in held):
        return {}
    ranks = {t % 9 + 1 for t in held}
    if ranks <= {1, 2, 3, 4}:
        return {LOWER_FOUR if 4 in ranks else LOWER_TILES: 1}
    if ranks <= {6, 7, 8, 9}:
        return {UPPER_FOUR if 6 in ranks else UPPER_TILES: 1}
    if ranks <= {4, 5, 6}:
        return {MIDDLE_TILES: 1}
    return {}


def tile_hog(tiles: Counter[int], kongs: int) -> dict[int, int]:
    """Tile Hog (四归一): each kind held four times outside a kong, once."""
    hogs = sum(1 for c in tiles.values() if c == 4) - kongs
    return {TILE_HOG: hogs} if hogs > 0 else {}
