"""The logical tiles of a decomposition and the tile classes the features count: every tile of
the reading, wildcards as they stand (local_rules.md 0.2: fans are judged on logical tiles).
Pure Python.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from hupai.decomposition import ORPHANS

if TYPE_CHECKING:
    from hupai.decomposition import Decomposition

__all__ = ["FIRST_HONOR", "NUM_KINDS", "is_258", "is_terminal", "is_terminal_or_honor", "logical"]

NUM_KINDS: Final = 34
FIRST_HONOR: Final = 27


def is_terminal(kind: int) -> bool:
    """A 1 or 9 of a suit."""
    return kind < FIRST_HONOR and kind % 9 in (0, 8)


def is_terminal_or_honor(kind: int) -> bool:
    """A terminal or an honor (幺九)."""
    return kind >= FIRST_HONOR or kind % 9 in (0, 8)


def is_258(kind: int) -> bool:
    """A 2, 5 or 8 of a suit."""
    return kind < FIRST_HONOR and kind % 9 in (1, 4, 7)


def logical(decomposition: Decomposition) -> tuple[int, ...]:
    """34 counts of the reading's tiles: its melds (declared ones too, a kong four), the pair
    or pairs, and the knitted or thirteen-orphans tiles."""
    counts = [0] * NUM_KINDS
    for m in decomposition.melds:
        for t in m.tiles:
            counts[t] += 1
    for t in decomposition.pairs:
        counts[t] += 2
    for t in decomposition.knitted:
        counts[t] += 1
    if decomposition.form == "thirteen_orphans":
        for t in ORPHANS:
            counts[t] += 1
    if decomposition.pair is not None:
        # The pair of a regular hand or a knitted straight; thirteen orphans' second copy.
        counts[decomposition.pair] += 1 if decomposition.form == "thirteen_orphans" else 2
    return tuple(counts)
