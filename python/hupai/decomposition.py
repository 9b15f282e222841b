"""What :func:`hupai.decompositions` returns and reads: the :class:`Decomposition` type, its
documented order, and the checked request that the engine and the reference both answer.

The contract is in ``docs/decompositions.md``. Pure Python; never imports the native module.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Final, NamedTuple

from hupai._hand import (
    FORMS,
    WINNING_SIZES,
    check_flag,
    check_wildcards,
    choose_forms,
    wildcard_kinds,
)
from hupai.errors import HandSizeError, OptionError, TileCountError
from hupai.melds import MELD_KINDS, Meld, declared_melds, found_meld, written
from hupai.tiles import NUM_KINDS, format_tiles
from hupai.tiles._arrays import counts_of
from hupai.tiles._kinds import as_int, mpsz, shown

if TYPE_CHECKING:
    from hupai._types import WildcardTiles

__all__ = [
    "DEFAULT_LIMIT",
    "FOUND_MELDS",
    "Decomposition",
    "Request",
    "check_limit",
    "read_request",
    "sort_key",
]

#: The 13 terminals and honors (幺九), every one of which thirteen orphans holds.
ORPHANS: Final = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]

#: How many decompositions a call returns at most unless told otherwise; a hand with more
#: (only possible with several wildcards) raises DecompositionLimitError.
DEFAULT_LIMIT: Final = 10_000


class Decomposition(NamedTuple):
    """One way a winning hand splits; a named tuple, so cheap to make and to compare.

    Attributes:
        form: one of :data:`hupai.analysis.FORMS`: ``"regular"`` (melds and a pair),
            ``"seven_pairs"`` (七对), ``"thirteen_orphans"`` (十三幺), ``"honors_and_knitted"``
            (全不靠, 七星不靠 among them) or ``"knitted_straight"`` (组合龙).
        melds: the declared melds first, unchanged and in the order given, then the melds
            found in the standing tiles (concealed, not declared) sorted by their tiles.
        pair: the pair's tile (将) of a regular hand or a knitted straight, the doubled tile of
            thirteen orphans, else None.
        pairs: seven pairs: the seven pair tiles sorted (four of a kind appears twice);
            else empty.
        knitted: honors and knitted tiles: its 14 different tiles; knitted straight: its nine
            knitted tiles (147, 258 and 369 each in its own suit); else empty. Sorted.
        wildcards: the tile each wildcard stands for, sorted, one entry a wildcard.
    """

    form: str
    melds: tuple[Meld, ...] = ()
    pair: int | None = None
    pairs: tuple[int, ...] = ()
    knitted: tuple[int, ...] = ()
    wildcards: tuple[int, ...] = ()

    def __str__(self) -> str:
        """The reading in the rule pages' example notation: a claimed meld in brackets
        (``[123m]``, ``[1111m]`` a melded kong), a concealed kong in braces (``{1111m}``), the
        melds found in the standing tiles and the pair bare: ``regular: [123m] {1111z} 456m
        789m 22z``."""
        parts = [written(m) for m in self.melds]
        if self.knitted:
            parts.insert(0, format_tiles(list(self.knitted)))
        parts.extend(format_tiles([t, t]) for t in self.pairs)
        if self.form == "thirteen_orphans" and self.pair is not None:
            parts.extend((format_tiles(ORPHANS), mpsz(self.pair)))
        elif self.pair is not None:
            parts.append(format_tiles([self.pair, self.pair]))
        text = f"{self.form}: {' '.join(parts)}"
        if self.wildcards:
            text += f" (wildcards as {format_tiles(list(self.wildcards))})"
        return text


def _found_melds() -> list[Meld | None]:
    table: list[Meld | None] = []
    for t in range(NUM_KINDS):
        table.append(found_meld("pung", t))
        table.append(found_meld("chow", t) if t < 27 and t % 9 < 7 else None)
    return table


#: The melds found in standing tiles, as the engine numbers them: the pung of tile t at 2t,
#: the chow starting at t at 2t + 1 (None where no chow starts).
FOUND_MELDS: Final = _found_melds()


def sort_key(d: Decomposition) -> tuple[object, ...]:
    """The documented order: form in FORMS order, then melds by their tiles, pair, pairs,
    knitted tiles and wildcard stand-ins."""
    melds = tuple((m.tiles, MELD_KINDS.index(m.kind)) for m in d.melds)
    pair = -1 if d.pair is None else d.pair
    return (FORMS.index(d.form), melds, pair, d.pairs, d.knitted, d.wildcards)


class Request(NamedTuple):
    """A checked call: standing counts with wildcard kinds moved out, the number of wildcards,
    the declared melds, the copies those melds hold (34 counts), the chosen forms in FORMS
    order, the fifth-copy rule and the limit."""

    counts: list[int]
    wildcards: int
    declared: tuple[Meld, ...]
    meld_counts: list[int]
    forms: tuple[str, ...]
    allow_fifth_copy: bool
    limit: int


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def check_limit(limit: object) -> int:
    """``limit`` as a whole number of at least 1 (None: DEFAULT_LIMIT), or OptionError."""
    if limit is None:
        return DEFAULT_LIMIT
    n = as_int(limit)
    if n is None or n < 1:
        raise OptionError(f"limit must be a whole number of at least 1, got {shown(limit)}")
    # No hand has anywhere near this many; a larger number means "no limit".
    return min(n, sys.maxsize)


def read_request(
    tiles: object,
    wildcards: object = 0,
    wildcard_tiles: WildcardTiles = None,
    melds: object = (),
    forms: object = FORMS,
    allow_fifth_copy: object = False,
    limit: object = DEFAULT_LIMIT,
    seven_pairs: object = None,
    thirteen_orphans: object = None,
) -> Request:
    """Checks a call of :func:`hupai.decompositions` and reads it into a :class:`Request`:
    the tiles, the wildcards, the wildcard kinds, the melds, the forms and their shorthands,
    the fifth-copy rule and the limit, in that order."""
    counts = counts_of(tiles)
    n = check_wildcards(wildcards)
    kinds = wildcard_kinds(wildcard_tiles)
    declared = declared_melds(melds)
    chosen = choose_forms(forms, seven_pairs, thirteen_orphans)
    fifth = check_flag("allow_fifth_copy", allow_fifth_copy)
    most = check_limit(limit)
    meld_counts = [0] * NUM_KINDS
    for m in declared:
        for t in m.tiles:
            meld_counts[t] += 1
    for kind in range(NUM_KINDS):
        if counts[kind] + meld_counts[kind] > 4:
            raise TileCountError(
                f"the hand and its declared melds hold {counts[kind] + meld_counts[kind]} "
                f"copies of {mpsz(kind)}; a set holds 4"
            )
    for kind in kinds:
        n += counts[kind]
        counts[kind] = 0
    size = sum(counts) + n
    expected = (14 - 3 * len(declared),) if declared else WINNING_SIZES
    if size not in expected:
        with_melds = f" beside {_count(len(declared), 'declared meld')}" if declared else ""
        holds = str(expected[0]) if declared else "14, 11, 8, 5 or 2"
        raise HandSizeError(
            f"hand has {_count(size, 'tile')} ({_count(sum(counts), 'tile')} + "
            f"{_count(n, 'wildcard')}){with_melds}; a winning hand holds {holds}"
        )
    ordered = tuple(f for f in FORMS if f in chosen)
    return Request(counts, n, declared, meld_counts, ordered, fifth, most)
