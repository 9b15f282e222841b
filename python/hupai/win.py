"""Win detection (胡牌判定) with wildcards (赖子), by the engine's per-suit lookup tables.

The rules decided are written out in docs/win-detection.md; `hupai.reference` implements the
same by plain recursion and the tests hold the two to agree.
"""

from __future__ import annotations

from hupai import _core
from hupai._hand import WildcardTiles, check_winning_size, normalize
from hupai.errors import UnwinnableHandError
from hupai.tiles import format_tiles

__all__ = ["is_win", "wildcards_needed"]


def _fast_counts(tiles: object, wildcard_tiles: WildcardTiles) -> bool:
    # A plain list of 34 counts goes straight to the engine, which checks it; the common case
    # of a game loop, so it skips the notation machinery.
    return wildcard_tiles is None and type(tiles) is list and len(tiles) == 34


def is_win(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
) -> bool:
    """Whether the hand is a winning hand (胡牌).

    Args:
        tiles: the standing tiles, declared melds left out: a notation string
            (``"123m456p789s1122z"``, ``"123m456p789sEECCC"``, ``"W1 W2 W3"``, Unicode tiles or
            Chinese names), a sequence of tiles, or 34 counts (list, tuple or NumPy array).
        wildcards: extra wildcards (赖子) held, 0 or more.
        wildcard_tiles: tile kinds whose every copy in the hand is a wildcard (seed 002's magic
            card), e.g. ``"5z"``; one tile or several.
        seven_pairs: count seven pairs (七对), four of a kind as two pairs (龙七对).
        thirteen_orphans: count thirteen orphans (十三幺).
        allow_fifth_copy: whether a wildcard may stand for a fifth copy of a kind.

    The hand, wildcards included, must hold 14, 11, 8, 5 or 2 tiles. Regular hands are melds
    (chow 顺子, pung 刻子) plus one pair (将); seven pairs and thirteen orphans need 14 tiles.

    Raises:
        HandSizeError: the hand does not hold 14, 11, 8, 5 or 2 tiles, or bad ``wildcards``.
        NotationError, UnknownTileError, TileCountError, ArrayShapeError: bad ``tiles``.
    """
    if _fast_counts(tiles, wildcard_tiles) and type(wildcards) is int and wildcards >= 0:
        try:
            return _core.is_win(tiles, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy)
        except (TypeError, OverflowError):
            pass  # not plain ints: let the full path name the problem
    counts, n = normalize(tiles, wildcards, wildcard_tiles)
    check_winning_size(counts, n)
    return _core.is_win(counts, n, seven_pairs, thirteen_orphans, allow_fifth_copy)


def wildcards_needed(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
) -> int:
    """The fewest extra wildcards that make the hand win (seed 002's count), 0 if it wins.

    Takes the same arguments as :func:`is_win` but any number of tiles: like seed 002 it is not
    capped by the 14-tile hand, so the real tiles may form any number of melds plus one pair;
    seven pairs and thirteen orphans count where the whole hand comes to 14 tiles. Surplus
    wildcards form melds of their own, so a complete hand holding two wildcards needs one more.

    Raises:
        UnwinnableHandError: no number of wildcards ever completes the hand (only possible
            with ``allow_fifth_copy=False``, e.g. four East outside a kong, seven pairs off).
        the input errors of :func:`is_win` (but any hand size is accepted).
    """
    counts, n = normalize(tiles, wildcards, wildcard_tiles)
    needed = _core.wildcards_needed(counts, n, seven_pairs, thirteen_orphans, allow_fifth_copy)
    if needed < 0:
        raise UnwinnableHandError(
            f"hand {format_tiles(counts)!r} with {n} wildcards can never win: a wildcard may not "
            "stand for a fifth copy of a tile (allow_fifth_copy=False)"
        )
    return needed
