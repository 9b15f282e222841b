"""Hand analysis: the standard shanten number (向听数), overall and by form.

Shanten is the fewest tiles a hand still has to draw, less one: −1 for a complete hand, 0 for
a hand waiting on its last tile (听牌). Wildcards (赖子) count as tiles already drawn. The
engine's per-suit tables answer it; :mod:`hupai.reference.shanten` defines it by search.
"""

from __future__ import annotations

from collections.abc import Iterable

from hupai import _core
from hupai._hand import WildcardTiles
from hupai.errors import HandSizeError, OptionError

__all__ = ["FORMS", "shanten", "shanten_by_form"]

#: The forms whose shanten hupai computes so far.
FORMS = ("regular", "seven_pairs", "thirteen_orphans")


def shanten_by_form(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    allow_fifth_copy: bool = False,
) -> dict[str, int]:
    """The shanten of each form that applies to the hand.

    Args:
        tiles: the standing tiles (any form :func:`hupai.is_win` takes), declared melds left
            out: 13, 10, 7, 4 or 1 tiles waiting to draw, or 14, 11, 8, 5 or 2 just drawn,
            wildcards included.
        wildcards, wildcard_tiles: as for :func:`hupai.is_win`.
        allow_fifth_copy: whether a wildcard or a drawn tile may be a fifth copy of a kind;
            with it, 111m 222p 333s 4444z counts as waiting (as PyMahjongGB counts), without
            it as one from waiting (as the ``mahjong`` package counts).

    Returns:
        ``{"regular": n, "seven_pairs": n, "thirteen_orphans": n}``; the two special forms only
        for a concealed hand (13 or 14 tiles). Seven pairs counts four of a kind as two pairs.

    Raises:
        HandSizeError: a hand of another size; and the input errors of :func:`hupai.is_win`.
    """
    regular, seven_pairs, orphans = _core.shanten_by_form(
        tiles, wildcards=wildcards, wildcard_tiles=wildcard_tiles, allow_fifth_copy=allow_fifth_copy
    )
    forms = {"regular": regular}
    if seven_pairs is not None and orphans is not None:
        forms["seven_pairs"] = seven_pairs
        forms["thirteen_orphans"] = orphans
    return forms


def shanten(
    tiles: object,
    *,
    wildcards: int = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Iterable[str] = FORMS,
    allow_fifth_copy: bool = False,
) -> int:
    """The standard shanten number: the least over ``forms`` of :func:`shanten_by_form`.

    Raises:
        OptionError: an unknown form name, or none.
        HandSizeError: no chosen form applies to the hand's size (the special forms need a
            concealed hand); and the errors of :func:`shanten_by_form`.
    """
    chosen = [forms] if isinstance(forms, str) else list(forms)
    unknown = [f for f in chosen if f not in FORMS]
    if unknown or not chosen:
        raise OptionError(f"forms must be some of {', '.join(FORMS)}; got {chosen!r}")
    by_form = shanten_by_form(
        tiles, wildcards=wildcards, wildcard_tiles=wildcard_tiles, allow_fifth_copy=allow_fifth_copy
    )
    values = [by_form[f] for f in chosen if f in by_form]
    if not values:
        raise HandSizeError(
            f"the forms {', '.join(chosen)} need a concealed hand of 13 or 14 tiles; this hand "
            "has declared melds"
        )
    return min(values)
