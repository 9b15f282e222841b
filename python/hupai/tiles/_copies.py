"""The one rule every reader and writer of tiles applies: a set holds four copies of each kind
and one of each flower, so no list of tiles may name more."""

from __future__ import annotations

from collections import Counter

from hupai.errors import TileCountError
from hupai.tiles._kinds import NUM_KINDS, mpsz
from hupai.tiles._names import HONOR_NAMES


def check_copies(tiles: list[int], context: str = "") -> list[int]:
    """``tiles`` unchanged, or TileCountError naming the first kind (by index) with too many
    copies; ``context`` says where the tiles came from."""
    for t, c in sorted(Counter(tiles).items()):
        if t >= NUM_KINDS and c > 1:
            raise TileCountError(
                f"{c} copies of flower {mpsz(t)} ({HONOR_NAMES[t - 27]}){context}; "
                "each flower exists once"
            )
        if c > 4:
            raise TileCountError(f"{c} copies of {mpsz(t)}{context} (at most 4)")
    return tiles
