"""The standard shanten number (向听数) with wildcards, by form, and the useful tiles, on counts.

The definition, which the Rust engine implements too: a hand of real tiles ``real`` (34
counts) and ``W`` wildcards, with ``k = 0..4`` declared melds left out, holds ``13 - 3k``
tiles when it waits to draw or ``14 - 3k`` just after drawing. It wins at ``target = 3(4-k)
+ 2`` tiles. Its distance is the fewest tiles it must draw to win, discarding unwanted real
tiles on the way (wildcards are never discarded)::

    dist = min over kept sub-multisets u of real of  target - |u| - W,

over those ``u`` that, with the ``W`` wildcards and that many drawn real tiles, make a
finished hand of the form; ``shanten = dist - 1`` (-1 complete, 0 waiting, 听牌). A wildcard
stands for any tile. Unless ``allow_fifth_copy``, the finished hand holds at most 4 copies of
a kind, counting what the wildcards stand for.

How it is computed. A kept ``u`` completes to a finished hand ``H`` of the form exactly when
``u`` lies within ``H``, so for a given ``H`` the best is to keep ``u = min(H, real)``, kind
by kind: the overlap ``sum(min(H[kind], real[kind]))``. The rest of ``H`` is the ``W``
wildcards and ``target - overlap - W`` drawn tiles, never negative since the overlap is at
most ``len(real) <= target - W``. Hence

    dist = target - W - most_kept,   most_kept = max over finished hands H of the overlap,

and the wildcards only shift the answer: ``most_kept`` depends on the real tiles alone.
:mod:`hupai.reference.shanten_forms` finds ``most_kept`` for each form. (The copy limit on
``H`` also limits the tiles physically drawn: ``u`` keeps every real copy of a kind before
any of it is drawn, so no copy is drawn beside one discarded.)

Nothing here imports the native module: only the standard library, ``hupai.errors`` and
other modules of the reference.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hupai.errors import HandSizeError
from hupai.reference.form_names import FORMS, chosen_forms
from hupai.reference.hand import (
    COPIES_PER_KIND,
    DRAWN_SIZES,
    NUM_KINDS,
    WAITING_SIZES,
    Counts,
    checked,
    require_size,
)
from hupai.reference.shanten_forms import (
    most_kept_honors_and_knitted,
    most_kept_knitted_straight,
    most_kept_regular_form,
    most_kept_seven_pairs,
    most_kept_thirteen_orphans,
)

__all__ = ["FORMS", "shanten_by_form_counts", "shanten_counts", "useful_tiles_counts"]


# The most declared melds each form allows: the regular form any number (4 - k melds left),
# knitted straight one (then it is the knitted set and a pair), the rest none.
MOST_DECLARED = {
    "regular": 4,
    "seven_pairs": 0,
    "thirteen_orphans": 0,
    "honors_and_knitted": 0,
    "knitted_straight": 1,
}


def _declared_melds(hand: Counts, wildcards: int) -> int:
    """k, the declared melds left out, from the hand's size; HandSizeError for other sizes."""
    size = require_size(
        hand,
        wildcards,
        WAITING_SIZES + DRAWN_SIZES,
        "shanten takes a hand of 13, 10, 7, 4 or 1 tiles (waiting to draw) or 14, 11, 8, 5 or 2 "
        "(just drawn)",
    )
    return 4 - (size - 1) // 3


def _most_kept(form: str, hand: Counts, declared: int, allow_fifth_copy: bool) -> int:
    """The most real tiles a finished hand of ``form`` can keep; see the module docstring."""
    if form == "regular":
        return most_kept_regular_form(hand, 4 - declared, allow_fifth_copy)
    if form == "seven_pairs":
        return most_kept_seven_pairs(hand)
    if form == "thirteen_orphans":
        return most_kept_thirteen_orphans(hand)
    if form == "honors_and_knitted":
        return most_kept_honors_and_knitted(hand)
    return most_kept_knitted_straight(hand, 1 - declared, allow_fifth_copy)


def _by_form(
    hand: Counts, wildcards: int, forms: tuple[str, ...], allow_fifth_copy: bool
) -> dict[str, int]:
    """The shanten number for each of ``forms`` that applies to the (checked) hand's size."""
    declared = _declared_melds(hand, wildcards)
    target = 3 * (4 - declared) + 2
    return {
        form: target - wildcards - _most_kept(form, hand, declared, allow_fifth_copy) - 1
        for form in forms
        if declared <= MOST_DECLARED[form]
    }


def _applying(
    hand: Counts, wildcards: int, forms: tuple[str, ...], allow_fifth_copy: bool
) -> dict[str, int]:
    """``_by_form``, or HandSizeError if none of ``forms`` applies to the size."""
    by_form = _by_form(hand, wildcards, forms, allow_fifth_copy)
    if not by_form:
        named = ", ".join(forms)
        which = (
            f"none of the forms {named} applies"
            if len(forms) > 1
            else (f"the form {named} does not apply")
        )
        raise HandSizeError(
            f"{which} to this hand: seven pairs, thirteen orphans and honors and knitted tiles "
            "need a concealed hand (13 or 14 tiles), knitted straight at most one declared meld "
            "(10 tiles or more)"
        )
    return by_form


def _least(hand: Counts, wildcards: int, forms: tuple[str, ...], allow_fifth_copy: bool) -> int:
    """The least shanten number over ``forms``; HandSizeError if none applies to the size."""
    return min(_applying(hand, wildcards, forms, allow_fifth_copy).values())


def shanten_by_form_counts(
    counts: Sequence[int],
    wildcards: int = 0,
    *,
    forms: str | Iterable[str] = FORMS,
    allow_fifth_copy: bool = False,
) -> dict[str, int]:
    """The shanten number of the hand for each of ``forms`` (all by default) that applies to
    its size.

    ``counts`` are 34 counts (0-4) of real tiles; with the ``wildcards`` the hand holds
    13, 10, 7, 4 or 1 tiles (waiting to draw) or 14, 11, 8, 5 or 2 (just drawn), the
    declared melds being left out. Keys follow :data:`FORMS`; a form that does not apply
    to the size is absent: seven pairs, thirteen orphans and honors-and-knitted need 13 or
    14 tiles, knitted straight 13/14 or 10/11, the regular form applies to every size.

    Raises ArrayShapeError (not 34 counts), TileCountError (a count outside 0-4) and
    HandSizeError (negative wildcards, a size not listed above, or none of the chosen forms
    applies to it); OptionError for an unknown form name.
    """
    chosen = chosen_forms(forms)
    hand, wildcards = checked(counts, wildcards)
    return _applying(hand, wildcards, chosen, allow_fifth_copy)


def shanten_counts(
    counts: Sequence[int],
    wildcards: int = 0,
    *,
    forms: str | Iterable[str] = FORMS,
    allow_fifth_copy: bool = False,
) -> int:
    """The shanten number: the least over the chosen ``forms`` that apply to the hand's size.

    ``forms`` is one name or several from :data:`FORMS`. Same hands and errors as
    :func:`shanten_by_form_counts`; also OptionError for an unknown (or no) form name, and
    HandSizeError when none of the chosen forms applies to the size.
    """
    chosen = chosen_forms(forms)
    hand, wildcards = checked(counts, wildcards)
    return _least(hand, wildcards, chosen, allow_fifth_copy)


def useful_tiles_counts(
    counts: Sequence[int],
    wildcards: int = 0,
    *,
    forms: str | Iterable[str] = FORMS,
    allow_fifth_copy: bool = False,
) -> list[int]:
    """The tiles (0-33, ascending) whose drawing lowers the hand's shanten number.

    For a hand waiting to draw (13, 10, 7, 4 or 1 tiles with the wildcards): the tiles ``t``
    with ``shanten_counts(counts + t) < shanten_counts(counts)`` (same forms and options), the
    drawn hand being free to discard. A tile of which the hand holds all 4 copies cannot be
    drawn, so it is never listed, whatever ``allow_fifth_copy`` says. Raises HandSizeError
    for a hand that has just drawn, and the errors of :func:`shanten_counts`.
    """
    chosen = chosen_forms(forms)
    hand, wildcards = checked(counts, wildcards)
    require_size(
        hand, wildcards, WAITING_SIZES, "a hand waiting to draw holds 13, 10, 7, 4 or 1 tiles"
    )
    now = _least(hand, wildcards, chosen, allow_fifth_copy)
    useful = []
    for kind in range(NUM_KINDS):
        if hand[kind] == COPIES_PER_KIND:
            continue  # all four copies are in the hand: there is none left to draw
        drawn = hand[:kind] + (hand[kind] + 1,) + hand[kind + 1 :]
        if _least(drawn, wildcards, chosen, allow_fifth_copy) < now:
            useful.append(kind)
    return useful
