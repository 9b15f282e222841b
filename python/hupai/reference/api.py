"""The reference's public functions: the same calls as :func:`hupai.is_win`,
:func:`hupai.wildcards_needed` and :func:`hupai.decompositions`, answered by
:mod:`hupai.reference.win` and :mod:`hupai.reference.decompose`."""

from __future__ import annotations

from hupai._hand import FORMS, WildcardTiles, check_flags, normalize
from hupai.decomposition import DEFAULT_LIMIT, Decomposition, read_request
from hupai.errors import UnwinnableHandError
from hupai.reference.decompose import decompositions_request
from hupai.reference.win import is_win_counts, wildcards_needed_counts
from hupai.tiles import format_tiles

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
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
) -> bool:
    """:func:`hupai.is_win` by plain recursive search; same arguments, answers and errors."""
    flags = (seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, rules = _read(tiles, wildcards, wildcard_tiles, flags)
    return is_win_counts(counts, n, **rules)


def wildcards_needed(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
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
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    melds: object = (),
    forms: object = FORMS,
    allow_fifth_copy: bool = False,
    limit: int = DEFAULT_LIMIT,
) -> list[Decomposition]:
    """:func:`hupai.decompositions` by plain search; same arguments, answers and errors."""
    request = read_request(tiles, wildcards, wildcard_tiles, melds, forms, allow_fifth_copy, limit)
    return decompositions_request(request)
