"""Win detection by plain search, written to read like the rules: the two checks over counts.

This module and the ones it draws on (:mod:`~hupai.reference.hand`,
:mod:`~hupai.reference.regular`, :mod:`~hupai.reference.needed`,
:mod:`~hupai.reference.forms`, :mod:`~hupai.reference.knitted`) are the reference
that the Rust engine (``hupai._core``) is tested against, so they favour being
evidently right over being fast. They implement ``docs/win-detection.md`` on hands
given as 34 counts:

* indices 0-8 are 1m-9m, 9-17 are 1p-9p, 18-26 are 1s-9s (the three suits),
  27-30 are East, South, West, North and 31-33 are White, Green, Red (honors);
* a chow is three consecutive tiles of one suit, so honors never form chows and
  chows never run from one suit into the next;
* a wildcard stands for any tile. Unless ``allow_fifth_copy`` is set, no kind may
  end up with more than four copies once every wildcard has been given a tile.

Two plain methods are used, and the tests hold them to each other:

* ``is_win_counts`` searches for groups: the lowest real tile left must be in
  a pair, a pung or a chow; try each, filling missing tiles with wildcards
  (see :mod:`hupai.reference.regular`).
* ``wildcards_needed_counts`` must ask about many numbers of wildcards at once,
  so for the regular form it reads the finished hand kind by kind and collects
  every number of wildcards that works (see :mod:`hupai.reference.needed`).

Nothing in these modules imports the native module: only the standard library,
``hupai.errors`` and each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hupai.reference.form_names import FORMS, chosen_forms
from hupai.reference.forms import SPECIAL_FORM_SIZE, is_seven_pairs, is_thirteen_orphans
from hupai.reference.hand import DRAWN_SIZES, Counts, checked, require_size
from hupai.reference.knitted import is_honors_and_knitted, is_knitted_straight
from hupai.reference.needed import regular_wildcard_numbers
from hupai.reference.regular import is_regular_win

__all__ = ["is_win_counts", "wildcards_needed_counts"]


def _special_wins(
    hand: Counts, wildcards: int, forms: tuple[str, ...], allow_fifth_copy: bool
) -> bool:
    """Whether the hand takes one of the chosen special forms (any size, no size error)."""
    return (
        ("seven_pairs" in forms and is_seven_pairs(hand, wildcards, allow_fifth_copy))
        or ("thirteen_orphans" in forms and is_thirteen_orphans(hand, wildcards))
        or ("honors_and_knitted" in forms and is_honors_and_knitted(hand, wildcards))
        or ("knitted_straight" in forms and is_knitted_straight(hand, wildcards, allow_fifth_copy))
    )


def _wins(hand: Counts, wildcards: int, forms: tuple[str, ...], allow_fifth_copy: bool) -> bool:
    """Whether the hand is one of the chosen winning forms (any size, no size error)."""
    return (
        "regular" in forms and is_regular_win(hand, wildcards, allow_fifth_copy)
    ) or _special_wins(hand, wildcards, forms, allow_fifth_copy)


def is_win_counts(
    counts: Sequence[int],
    wildcards: int = 0,
    *,
    forms: str | Iterable[str] = FORMS,
    seven_pairs: bool | None = None,
    thirteen_orphans: bool | None = None,
    allow_fifth_copy: bool = False,
) -> bool:
    """Whether ``counts`` (34 counts) plus ``wildcards`` wildcards is a winning hand in one of
    the chosen forms (:func:`~hupai.reference.form_names.chosen_forms`; all five by default).

    The hand must hold 2, 5, 8, 11 or 14 tiles in all, else HandSizeError.
    Every wildcard must be used. Seven pairs, thirteen orphans and honors and knitted tiles
    need 14 tiles, knitted straight 14 or 11 (beside a declared meld). A hand of only
    wildcards wins.

    Raises ArrayShapeError for a length other than 34, TileCountError for a
    count outside 0-4, HandSizeError for a negative number of wildcards and OptionError for
    bad forms.
    """
    hand, wildcards = checked(counts, wildcards)
    chosen = chosen_forms(forms, seven_pairs, thirteen_orphans)
    require_size(hand, wildcards, DRAWN_SIZES, "a winning hand holds 14, 11, 8, 5 or 2")
    return _wins(hand, wildcards, chosen, allow_fifth_copy)


def wildcards_needed_counts(
    counts: Sequence[int],
    wildcards: int = 0,
    *,
    forms: str | Iterable[str] = FORMS,
    seven_pairs: bool | None = None,
    thirteen_orphans: bool | None = None,
    allow_fifth_copy: bool = False,
) -> int:
    """The fewest extra wildcards e >= 0 with which the hand wins; -1 if none ever does.

    Any number of real tiles is accepted: the regular form may have any number
    of melds. The special forms only count where real tiles plus all wildcards
    make their sizes: 14, or 11 too for knitted straight.

    Raises ArrayShapeError for a length other than 34, TileCountError for a
    count outside 0-4, HandSizeError for a negative number of wildcards and OptionError for
    bad forms.
    """
    hand, wildcards = checked(counts, wildcards)
    chosen = chosen_forms(forms, seven_pairs, thirteen_orphans)
    real = sum(hand)
    # How far to look. Take any regular arrangement of the real tiles with
    # W >= wildcards wildcards. A meld made only of wildcards can be dropped and
    # what is left still wins (the fifth-copy rule only gets easier), so drop
    # such melds while W stays >= wildcards. Then either W <= wildcards + 2, or
    # no meld is all wildcards: every meld then holds a real tile and at most 2
    # wildcards, there are at most `real` such melds, and the pair adds at most
    # 2 wildcards, so W <= 2 * real + 2. Hence if the regular form can ever be
    # reached, it is reached with e <= max(2, 2 * real + 2 - wildcards).
    # The special forms need exactly e = 14 - real - wildcards (or 11 - ...).
    most = max(2, 2 * real + 2 - wildcards, SPECIAL_FORM_SIZE - real - wildcards)
    regular = (
        regular_wildcard_numbers(hand, wildcards + most, allow_fifth_copy)
        if "regular" in chosen
        else frozenset()
    )
    for extra in range(most + 1):
        total = wildcards + extra
        if total in regular or _special_wins(hand, total, chosen, allow_fifth_copy):
            return extra
    return -1
