"""The special forms, seven pairs and thirteen orphans: 14 tiles exactly, each checked by
counting rather than by search."""

from __future__ import annotations

from hupai.reference.hand import COPIES_PER_KIND, NUM_KINDS, Counts

__all__ = ["SPECIAL_FORM_SIZE", "is_seven_pairs", "is_thirteen_orphans"]

SPECIAL_FORM_SIZE = 14  # seven pairs and thirteen orphans hold exactly 14 tiles

# 1m 9m 1p 9p 1s 9s and the seven honors.
ORPHANS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def is_seven_pairs(hand: Counts, wildcards: int, allow_fifth_copy: bool) -> bool:
    """Seven pairs: 14 tiles in pairs; four of a kind counts as two pairs.

    So the finished hand holds an even number of every kind. A kind with an odd
    number of real copies takes one wildcard to complete its last pair (1 or 3
    real copies, so there is room for it). The other wildcards, an even number,
    pair up as pairs of any kind that has room for two more copies.
    """
    if sum(hand) + wildcards != SPECIAL_FORM_SIZE:
        return False
    odd_kinds = sum(1 for count in hand if count % 2 == 1)
    spare = wildcards - odd_kinds
    if spare < 0:
        return False
    if allow_fifth_copy:
        return True
    evened = [count + count % 2 for count in hand]
    pairs_with_room = sum((COPIES_PER_KIND - count) // 2 for count in evened)
    return spare // 2 <= pairs_with_room


def is_thirteen_orphans(hand: Counts, wildcards: int) -> bool:
    """Thirteen orphans: one of each terminal and honor, plus one more of any of them.

    The real tiles must all be orphans, at most two of a kind, and only one
    kind doubled. The wildcards then stand for the missing orphans and, if no
    kind is doubled yet, the extra one; with 14 tiles in all there are exactly
    enough of them (13 - distinct orphans held + (1 if no pair held)
    = 14 - real tiles).
    """
    if sum(hand) + wildcards != SPECIAL_FORM_SIZE:
        return False
    if any(hand[kind] > 0 for kind in range(NUM_KINDS) if kind not in ORPHANS):
        return False
    if any(hand[kind] > 2 for kind in ORPHANS):
        return False
    return sum(1 for kind in ORPHANS if hand[kind] == 2) <= 1
