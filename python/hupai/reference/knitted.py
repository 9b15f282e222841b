"""The knitted forms in win detection, read from their definitions: honors and knitted tiles
(全不靠) and knitted straight (组合龙). A knitted set is 147, 258 and 369, each in its own suit
(:data:`~hupai.reference.shanten_forms.KNITTED_SETS`)."""

from __future__ import annotations

from hupai.reference.hand import FIRST_HONOR, NUM_KINDS, Counts
from hupai.reference.regular import is_regular_win
from hupai.reference.shanten_forms import KNITTED_SETS

__all__ = ["KNITTED_STRAIGHT_SIZES", "is_honors_and_knitted", "is_knitted_straight"]

HONORS_AND_KNITTED_SIZE = 14
#: A knitted straight is its nine tiles and a meld and a pair (14 standing tiles), or the nine
#: and a pair beside one declared meld (11).
KNITTED_STRAIGHT_SIZES = (14, 11)


def is_honors_and_knitted(hand: Counts, wildcards: int) -> bool:
    """Honors and knitted tiles: 14 different tiles, each an honor or a tile of one knitted
    set (16 candidates). The wildcards stand for candidates the hand does not hold, so
    there is always room for them and no kind ever has a second copy."""
    if sum(hand) + wildcards != HONORS_AND_KNITTED_SIZE or any(c > 1 for c in hand):
        return False
    held = {kind for kind in range(NUM_KINDS) if hand[kind]}
    honors = set(range(FIRST_HONOR, NUM_KINDS))
    return any(held <= honors | set(knitted) for knitted in KNITTED_SETS)


def is_knitted_straight(hand: Counts, wildcards: int, allow_fifth_copy: bool) -> bool:
    """Knitted straight: the nine tiles of a knitted set, each a real tile or a wildcard,
    and the rest melds and a pair (one meld and the pair in 14 tiles, the pair alone in 11).

    Each knitted tile the hand holds is taken from the hand: a wildcard in its place and
    the real copy in the rest would make the same hand. The set's copies count against the
    four of a kind when the rest's wildcards are placed.
    """
    if sum(hand) + wildcards not in KNITTED_STRAIGHT_SIZES:
        return False
    for knitted in KNITTED_SETS:
        rest = list(hand)
        missing = 0
        for kind in knitted:
            if rest[kind]:
                rest[kind] -= 1
            else:
                missing += 1
        if missing > wildcards:
            continue
        in_set = tuple(1 if kind in knitted else 0 for kind in range(NUM_KINDS))
        if is_regular_win(tuple(rest), wildcards - missing, allow_fifth_copy, in_set):
            return True
    return False
