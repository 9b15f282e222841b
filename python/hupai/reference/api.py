"""The reference's public functions: the same calls as :func:`hupai.is_win`,
:func:`hupai.wildcards_needed` and :func:`hupai.decompositions`, answered by
:mod:`hupai.reference.win` and :mod:`hupai.reference.decompose`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hupai._hand import FORMS, check_flag, choose_forms, normalize
from hupai.decomposition import DEFAULT_LIMIT, Decomposition, read_request
from hupai.errors import UnwinnableHandError
from hupai.reference.decompose import decompositions_request
from hupai.reference.win import is_win_counts, wildcards_needed_counts
from hupai.rules.arguments import with_rules
from hupai.tiles import format_tiles

if TYPE_CHECKING:
    from collections.abc import Iterable

    from hupai._types import Flag, Forms, Int, MeldLike, Tiles, WildcardTiles

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


@with_rules
def is_win(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
) -> bool:
    """:func:`hupai.is_win` by plain recursive search; same arguments, answers and errors."""
    options = (forms, seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, chosen, free = _read(tiles, wildcards, wildcard_tiles, options)
    return is_win_counts(counts, n, forms=chosen, allow_fifth_copy=free)


@with_rules
def wildcards_needed(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
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


@with_rules
def decompositions(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    melds: Iterable[MeldLike] | None = (),
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    limit: Int | None = DEFAULT_LIMIT,
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
