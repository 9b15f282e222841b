"""Hand input shared by the engine and the reference: tiles, wildcards and wildcard kinds in,
(34 counts, number of wildcards) out. Pure Python; never imports the native module."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from hupai.errors import HandSizeError, OptionError, TileCountError, UnknownTileError
from hupai.tiles import NUM_KINDS, format_tiles, parse, tile, to_counts
from hupai.tiles._arrays import counts_of

__all__ = [
    "FORMS",
    "MAX_WILDCARDS",
    "check_flag",
    "check_flags",
    "check_forms",
    "check_wildcards",
    "normalize",
    "physical",
    "visible_counts",
    "to_counts",
    "wildcard_kinds",
]
from hupai.tiles._kinds import as_bool, as_int, shown

if TYPE_CHECKING:
    from hupai._types import WildcardTiles

#: Wildcards beyond every tile of a set are surely a mistake; the bound keeps sizes finite.
MAX_WILDCARDS = 136

WINNING_SIZES = (2, 5, 8, 11, 14)


def wildcard_kinds(wildcard_tiles: WildcardTiles) -> list[int]:
    """The tile kinds named by ``wildcard_tiles``: None, one tile, a notation string or tiles."""
    if wildcard_tiles is None:
        return []
    if isinstance(wildcard_tiles, (bytes, bytearray, Mapping)):
        raise UnknownTileError(
            "wildcard_tiles must be a tile, a notation string or tiles, got "
            f"{shown(wildcard_tiles)}"
        )
    if isinstance(wildcard_tiles, str):
        kinds = parse(wildcard_tiles)
    elif as_int(wildcard_tiles) is not None:
        kinds = [tile(wildcard_tiles)]  # type: ignore[arg-type]
    elif isinstance(wildcard_tiles, Iterable):
        kinds = [tile(t) for t in wildcard_tiles]
    else:
        raise UnknownTileError(
            "wildcard_tiles must be a tile, a notation string or tiles, got "
            f"{shown(wildcard_tiles)}"
        )
    for kind in kinds:
        if kind >= NUM_KINDS:
            raise UnknownTileError(
                f"wildcard tile {format_tiles([kind])!r} is a flower; flowers are not in a hand"
            )
    return sorted(set(kinds))


def check_wildcards(wildcards: object) -> int:
    """``wildcards`` as a count 0..MAX_WILDCARDS (None means 0), or HandSizeError."""
    if wildcards is None:
        return 0
    n = as_int(wildcards)
    if n is None:
        raise HandSizeError(f"wildcards must be a whole number, got {shown(wildcards)}")
    if not 0 <= n <= MAX_WILDCARDS:
        raise HandSizeError(f"wildcards must be 0 to {MAX_WILDCARDS}, got {n}")
    return n


#: The rule options of win detection and their defaults.
FLAG_DEFAULTS = {"seven_pairs": True, "thirteen_orphans": True, "allow_fifth_copy": False}


def check_flag(name: str, value: object) -> bool:
    """A rule option as a bool: True, False, a NumPy bool, or None for its default; anything
    else is an OptionError."""
    if value is None:
        return FLAG_DEFAULTS[name]
    flag = as_bool(value)
    if flag is None:
        raise OptionError(f"{name} must be True or False, got {shown(value)}")
    return flag


def check_flags(
    seven_pairs: object, thirteen_orphans: object, allow_fifth_copy: object
) -> tuple[bool, bool, bool]:
    """The three rule options of win detection, checked."""
    return (
        check_flag("seven_pairs", seven_pairs),
        check_flag("thirteen_orphans", thirteen_orphans),
        check_flag("allow_fifth_copy", allow_fifth_copy),
    )


def normalize(
    tiles: object, wildcards: object = 0, wildcard_tiles: WildcardTiles = None
) -> tuple[list[int], int]:
    """(34 counts, wildcards) with every copy of a wildcard kind moved into the wildcards."""
    counts = counts_of(tiles)
    n = check_wildcards(wildcards)
    for kind in wildcard_kinds(wildcard_tiles):
        n += counts[kind]
        counts[kind] = 0
    return counts, n


def physical(tiles: object, wildcard_tiles: WildcardTiles) -> tuple[list[int], list[int]]:
    """The hand's 34 counts as held, before copies of wildcard kinds join the wildcards, and
    those kinds: what waits and useful tiles need, since a drawn copy of a wildcard kind is a
    wildcard while the copies held still use up the set."""
    return counts_of(tiles), wildcard_kinds(wildcard_tiles)


def visible_counts(held: list[int], visible: object) -> list[int]:
    """34 counts of the tiles seen outside the hand (None: none), or TileCountError where
    they and the hand's ``held`` counts come to more than 4 of a kind."""
    seen = [0] * NUM_KINDS if visible is None else counts_of(visible)
    for kind in range(NUM_KINDS):
        if held[kind] + seen[kind] > 4:
            raise TileCountError(
                f"the hand and the visible tiles hold {held[kind] + seen[kind]} copies of "
                f"{format_tiles([kind])}; a set holds 4"
            )
    return seen


#: The forms whose shanten hupai computes, in the order they are reported: melds and a pair,
#: seven pairs (七对), thirteen orphans (十三幺), honors and knitted tiles (全不靠), knitted
#: straight (组合龙).
FORMS = ("regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight")
#: "knitted" names both knitted forms.
FORM_GROUPS = {"knitted": ("honors_and_knitted", "knitted_straight")}


def check_forms(forms: object) -> tuple[str, ...]:
    """The chosen forms of shanten: names from FORMS (or "knitted" for both knitted forms),
    one or several, each once; None for all; anything else is an OptionError."""
    if forms is None:
        return FORMS
    chosen = [forms] if isinstance(forms, str) else forms
    allowed = ", ".join((*FORMS, *FORM_GROUPS))
    if not isinstance(chosen, Iterable):
        raise OptionError(f"forms must be some of {allowed}; got {shown(forms)}")
    names: list[str] = []
    for form in chosen:
        if not isinstance(form, str) or (form not in FORMS and form not in FORM_GROUPS):
            raise OptionError(f"forms must be some of {allowed}; got {shown(forms)}")
        names.extend(n for n in FORM_GROUPS.get(form, (form,)) if n not in names)
    if not names:
        raise OptionError(f"forms must be some of {allowed}; got {shown(forms)}")
    return tuple(names)
