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
    "check_forms",
    "check_switch",
    "choose_forms",
    "check_wildcards",
    "normalize",
    "physical",
    "visible_counts",
    "to_counts",
    "wildcard_kinds",
]
from hupai.tiles._kinds import as_int, read_bool, shown

if TYPE_CHECKING:
    from hupai._types import FormName, WildcardTiles

#: Wildcards beyond every tile of a set are surely a mistake; the bound keeps sizes finite.
MAX_WILDCARDS = 136

WINNING_SIZES = (2, 5, 8, 11, 14)


def wildcard_kinds(wildcard_tiles: WildcardTiles) -> list[int]:
    """The tile kinds named by ``wildcard_tiles``: None, one tile, a notation string, tiles, or
    34 counts (as a hand gives them: the kinds with a count above 0)."""
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
        items = list(wildcard_tiles)
        if len(items) == NUM_KINDS and all(as_int(t) is not None for t in items):
            # 34 whole numbers are counts, as in a hand: the kinds held are the wildcards.
            kinds = [kind for kind, count in enumerate(to_counts(items)) if count]
        else:
            kinds = [tile(t) for t in items]
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


#: The on/off rule options and their defaults.
FLAG_DEFAULTS = {"allow_fifth_copy": False}


def check_flag(name: str, value: object) -> bool:
    """A rule option as a bool: True, False, a NumPy bool, or None for its default; anything
    else is an OptionError. The engine calls it for the shorthands too, never with None."""
    if value is None:
        return FLAG_DEFAULTS[name]
    return read_bool(name, value, False)


def check_switch(name: str, value: object) -> bool | None:
    """A form's shorthand (``seven_pairs``, ``thirteen_orphans``): None to leave the forms as
    they are, else True or False as for :func:`check_flag`."""
    return read_bool(name, value, None)


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
FORMS: tuple[FormName, ...] = (
    "regular",
    "seven_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "knitted_straight",
)
#: "knitted" names both knitted forms.
FORM_GROUPS = {"knitted": ("honors_and_knitted", "knitted_straight")}


def check_forms(forms: object) -> tuple[str, ...]:
    """The chosen forms: names from FORMS (or "knitted" for both knitted forms), one or
    several, each once; None for all; anything else is an OptionError, a 0-d NumPy array
    among them (it cannot be iterated)."""
    if forms is None:
        return FORMS
    allowed = ", ".join((*FORMS, *FORM_GROUPS))
    try:
        chosen = iter([forms] if isinstance(forms, str) else forms)  # type: ignore[call-overload]
    except TypeError:
        raise OptionError(f"forms must be some of {allowed}; got {shown(forms)}") from None
    names: list[str] = []
    for form in chosen:
        if not isinstance(form, str) or (form not in FORMS and form not in FORM_GROUPS):
            raise OptionError(f"forms must be some of {allowed}; got {shown(forms)}")
        names.extend(n for n in FORM_GROUPS.get(form, (form,)) if n not in names)
    if not names:
        raise OptionError(f"forms must be some of {allowed}; got {shown(forms)}")
    return tuple(names)


def choose_forms(
    forms: object, seven_pairs: object = None, thirteen_orphans: object = None
) -> tuple[str, ...]:
    """The forms a call counts, in FORMS order: ``forms`` (None: all five), then the
    shorthands, each None (leave it), False (leave that form out) or True (add it). The same
    checks, in the same words, as the engine's (rust/src/python/forms.rs)."""
    chosen = set(check_forms(forms))
    switches = {
        "seven_pairs": check_switch("seven_pairs", seven_pairs),
        "thirteen_orphans": check_switch("thirteen_orphans", thirteen_orphans),
    }
    for name, on in switches.items():
        if on is True:
            chosen.add(name)
        elif on is False:
            chosen.discard(name)
    if not chosen:
        off = " and ".join(f"{name}=False" for name, on in switches.items() if on is False)
        raise OptionError(f"no form left to count: forms={shown(forms)} with {off}")
    return tuple(form for form in FORMS if form in chosen)
