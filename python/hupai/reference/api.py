"""The reference's public functions: the same calls as :func:`hupai.is_win`,
:func:`hupai.wildcards_needed` and :func:`hupai.decompositions`, answered by
:mod:`hupai.reference.win` and :mod:`hupai.reference.decompose`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hupai._hand import FORMS, check_flags, normalize
from hupai.decomposition import DEFAULT_LIMIT, Decomposition, read_request
from hupai.errors import UnwinnableHandError
from hupai.reference.decompose import decompositions_request
from hupai.reference.win import is_win_counts, wildcards_needed_counts
from hupai.tiles import format_tiles

if TYPE_CHECKING:
    from collections.abc import Iterable

    from hupai._types import Flag, Int, MeldLike, Tiles, WildcardTiles

__all__ = ["decompositions", "is_win", "wildcards_needed"]


def _read(
    tiles: object, wildcards: object, wildcard_tiles: WildcardTiles, flags: tuple[object, ...]
) -> tuple[list[int], int, dict[str, bool]]:
    """Counts, wildcards and the checked rule options, as the engine reads them."""
    counts, n = normalize(tiles, wildcards, wildcard_tiles)
    seven_pairs, thirteen_orphans, allow_fifth_copy = check_flags(*flags)
    rules = {
        "seven_pairs": seven_pairs,
        "thirteen_orphans": thirteen_orphans,
        "allow_fifth_copy": allow_fifth_copy,
    }
    return counts, n, rules


def is_win(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: Flag | None = True,
    thirteen_orphans: Flag | None = True,
    allow_fifth_copy: Flag | None = False,
) -> bool:
    """:func:`hupai.is_win` by plain recursive search; same arguments, answers and errors."""
    flags = (seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, rules = _read(tiles, wildcards, wildcard_tiles, flags)
    return is_win_counts(counts, n, **rules)


def wildcards_needed(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: Flag | None = True,
    thirteen_orphans: Flag | None = True,
    allow_fifth_copy: Flag | None = False,
) -> int:
    """:func:`hupai.wildcards_needed` by exhaustive search; same arguments, answers and errors."""
    flags = (seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, rules = _read(tiles, wildcards, wildcard_tiles, flags)
    needed = wildcards_needed_counts(counts, n, **rules)
    if needed < 0:
        raise UnwinnableHandError(
            f"hand '{format_tiles(counts)}' with {n} wildcard{'' if n == 1 else 's'} can never "
            "win: a wildcard may not "
            "stand for a fifth copy of a tile (allow_fifth_copy=False)"
        )
    return needed


def decompositions(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    melds: Iterable[MeldLike] | None = (),
    forms: object = FORMS,
    allow_fifth_copy: Flag | None = False,
    limit: Int | None = DEFAULT_LIMIT,
) -> list[Decomposition]:
    """:func:`hupai.decompositions` by plain search; same arguments, answers and errors."""
    request = read_request(tiles, wildcards, wildcard_tiles, melds, forms, allow_fifth_copy, limit)
    return decompositions_request(request)
