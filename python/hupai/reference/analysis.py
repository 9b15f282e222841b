"""The reference's public hand analysis: the same calls as :func:`hupai.shanten`,
:func:`hupai.shanten_by_form`, :func:`hupai.waits` and :func:`hupai.useful_tiles`.

Written from the definitions: a wait is a tile whose draw makes the hand win; a useful tile
one whose draw lowers the shanten. The tile is drawn as a tile, and only then is the hand read
(:func:`hupai._hand.normalize`), so a drawn copy of a ``wildcard_tiles`` kind becomes a
wildcard while the copies held still count against the four of the set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hupai._hand import (
    FORMS,
    check_flag,
    choose_forms,
    normalize,
    physical,
    visible_counts,
)
from hupai.reference.hand import WAITING_SIZES, require_size
from hupai.reference.shanten import shanten_by_form_counts, shanten_counts
from hupai.reference.win import is_win_counts
from hupai.rules.arguments import with_rules
from hupai.tiles import NUM_KINDS

if TYPE_CHECKING:
    from hupai._types import Flag, Forms, Int, Tiles, WildcardTiles

__all__ = ["shanten", "shanten_by_form", "useful_tiles", "waits"]


def _read(
    tiles: object, wildcards: object, wildcard_tiles: WildcardTiles, options: tuple[object, ...]
) -> tuple[list[int], int, tuple[str, ...], bool]:
    """Counts, wildcards, the chosen forms and the fifth-copy rule, in the engine's order:
    the tiles, then the forms and their shorthands, then the fifth-copy rule."""
    counts, n = normalize(tiles, wildcards, wildcard_tiles)
    forms, seven_pairs, thirteen_orphans, allow_fifth_copy = options
    chosen = choose_forms(forms, seven_pairs, thirteen_orphans)
    return counts, n, chosen, check_flag("allow_fifth_copy", allow_fifth_copy)


def _draws(tiles: object, wildcard_tiles: WildcardTiles, visible: object) -> list[list[int]]:
    """For each kind, the hand as held with one copy of it drawn, or [] when none is left."""
    held, _ = physical(tiles, wildcard_tiles)
    seen = visible_counts(held, visible)
    hands = []
    for kind in range(NUM_KINDS):
        drawn = list(held)
        drawn[kind] += 1
        hands.append(drawn if held[kind] + seen[kind] < 4 else [])
    return hands


def _waiting(counts: list[int], n: int) -> None:
    require_size(counts, n, WAITING_SIZES, "a hand waiting to draw holds 13, 10, 7, 4 or 1 tiles")


@with_rules
def shanten_by_form(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
) -> dict[str, int]:
    """:func:`hupai.shanten_by_form` from :func:`shanten_by_form_counts`."""
    options = (forms, seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, chosen, free = _read(tiles, wildcards, wildcard_tiles, options)
    return shanten_by_form_counts(counts, n, forms=chosen, allow_fifth_copy=free)


@with_rules
def shanten(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
) -> int:
    """:func:`hupai.shanten` from :func:`shanten_counts`."""
    options = (forms, seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, chosen, free = _read(tiles, wildcards, wildcard_tiles, options)
    return shanten_counts(counts, n, forms=chosen, allow_fifth_copy=free)


@with_rules
def waits(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    visible: Tiles | None = None,
) -> list[int]:
    """:func:`hupai.waits`: each tile left to draw whose draw makes the hand win."""
    options = (forms, seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, chosen, free = _read(tiles, wildcards, wildcard_tiles, options)
    _waiting(counts, n)
    found = []
    for kind, drawn in enumerate(_draws(tiles, wildcard_tiles, visible)):
        if not drawn:
            continue
        hand, held_wildcards = normalize(drawn, wildcards, wildcard_tiles)
        if is_win_counts(hand, held_wildcards, forms=chosen, allow_fifth_copy=free):
            found.append(kind)
    return found


@with_rules
def useful_tiles(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = FORMS,
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    visible: Tiles | None = None,
) -> dict[int, int]:
    """:func:`hupai.useful_tiles`: each tile left to draw whose draw lowers the shanten, with
    the copies of it left (4 less those held and those visible)."""
    options = (forms, seven_pairs, thirteen_orphans, allow_fifth_copy)
    counts, n, chosen, free = _read(tiles, wildcards, wildcard_tiles, options)
    _waiting(counts, n)
    now = shanten_counts(counts, n, forms=chosen, allow_fifth_copy=free)
    held, _ = physical(tiles, wildcard_tiles)
    seen = visible_counts(held, visible)
    found = {}
    for kind, drawn in enumerate(_draws(tiles, wildcard_tiles, visible)):
        if not drawn:
            continue
        after = shanten_counts(
            *normalize(drawn, wildcards, wildcard_tiles), forms=chosen, allow_fifth_copy=free
        )
        if after < now:
            found[kind] = 4 - held[kind] - seen[kind]
    return found
