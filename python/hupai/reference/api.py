"""The reference's public functions: the same calls as :func:`hupai.is_win`,
:func:`hupai.wildcards_needed` and :func:`hupai.decompositions`, answered by
:mod:`hupai.reference.win` and :mod:`hupai.reference.decompose`."""

from __future__ import annotations

from collections.abc import Iterable

from hupai._hand import FORMS, WildcardTiles, check_flag, choose_forms, normalize
from hupai.decomposition import DEFAULT_LIMIT, Decomposition, read_request
from hupai.errors import UnwinnableHandError
from hupai.reference.decompose import decompositions_request
from hupai.reference.win import is_win_counts, wildcards_needed_counts
from hupai.tiles import format_tiles

__all__ = ["decompositions", "is_win", "wildcards_needed"]


def _read(
    tiles: object, wildcards: object, wildcard_tiles: WildcardTiles, options: tuple[object, ...]
) -> tuple[list[int], int, tuple[str, ...], bool]:
    """Counts, wildcards, the chosen forms and the fifth-copy rule, as the engine reads them:
    the tiles first, then the forms and their shorthands, then the fifth-copy rule."""
    counts, n = normalize(tiles, wildcards, wildcard_tiles)
    forms, seven_pairs, thirteen_orphans, allow_fifth_copy = options
    chosen = choose_forms(forms, seven_pairs, thirteen_orphans)
    return counts, n, chosen, check_flag("allow_fifth_copy", allow_fifth_copy)


def is_win(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: str | Iterable[str] = FORMS,
    seven_pairs: bool | None = None,
    thirteen_orphans: bool | None = None,
    allow_fifth_copy: bool = False,
) -> bool:
    """:func:`hupai.is_win` by plain recursive search; same arguments, answers and errors."""
    options = (forms, seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, chosen, free = _read(tiles, wildcards, wildcard_tiles, options)
    return is_win_counts(counts, n, forms=chosen, allow_fifth_copy=free)


def wildcards_needed(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: str | Iterable[str] = FORMS,
    seven_pairs: bool | None = None,
    thirteen_orphans: bool | None = None,
    allow_fifth_copy: bool = False,
) -> int:
    """:func:`hupai.wildcards_needed` by exhaustive search; same arguments, answers and errors."""
    options = (forms, seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, chosen, free = _read(tiles, wildcards, wildcard_tiles, options)
    needed = wildcards_needed_counts(counts, n, forms=chosen, allow_fifth_copy=free)
    if needed < 0:
        held = f"hand '{format_tiles(counts)}' with {n} wildcard{'' if n == 1 else 's'}"
        if "regular" not in chosen:
            raise UnwinnableHandError(
                f"{held} can never win in the forms chosen ({', '.join(chosen)}): no number "
                "of wildcards makes it one of them"
            )
        raise UnwinnableHandError(
            f"{held} can never win: a wildcard may not stand for a fifth copy of a tile "
            "(allow_fifth_copy=False)"
        )
    return needed


def decompositions(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    melds: object = (),
    forms: str | Iterable[str] = FORMS,
    seven_pairs: bool | None = None,
    thirteen_orphans: bool | None = None,
    allow_fifth_copy: bool = False,
    limit: int = DEFAULT_LIMIT,
) -> list[Decomposition]:
    """:func:`hupai.decompositions` by plain search; same arguments, answers and errors."""
    request = read_request(
        tiles,
        wildcards,
        wildcard_tiles,
        melds,
        forms,
        allow_fifth_copy,
        limit,
        seven_pairs,
        thirteen_orphans,
    )
    return decompositions_request(request)
