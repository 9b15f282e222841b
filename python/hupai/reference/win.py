"""Win detection by plain search, written to read like the rules.

This module is the reference that the Rust engine (``hupai._core``) is tested
against, so it favours being evidently right over being fast. It implements
``docs/win-detection.md`` on hands given as 34 counts:

* indices 0-8 are 1m-9m, 9-17 are 1p-9p, 18-26 are 1s-9s (the three suits),
  27-30 are East, South, West, North and 31-33 are White, Green, Red (honors);
* a chow is three consecutive tiles of one suit, so honors never form chows and
  chows never run from one suit into the next;
* a wildcard stands for any tile. Unless ``allow_fifth_copy`` is set, no kind may
  end up with more than four copies once every wildcard has been given a tile.

Two plain methods are used, and the tests hold them to each other:

* ``is_win_counts`` searches for groups: the lowest real tile left must be in
  a pair, a pung or a chow; try each, filling missing tiles with wildcards.
* ``wildcards_needed_counts`` must ask about many numbers of wildcards at once,
  so for the regular form it reads the finished hand kind by kind and collects
  every number of wildcards that works (see ``_regular_wildcard_numbers``).

Nothing here imports the native module: only the standard library and
``hupai.errors``.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from functools import cache, lru_cache

from hupai.errors import ArrayShapeError, HandSizeError, TileCountError

__all__ = ["is_win_counts", "wildcards_needed_counts"]

# A hand, or what is left of one, as 34 counts; tuples so that they can be memoised.
Counts = tuple[int, ...]
# A group of tiles (pair, pung or chow), as the kinds of its tiles.
Group = tuple[int, ...]

NUM_KINDS = 34
COPIES_PER_KIND = 4
FIRST_HONOR = 27
WINNING_SIZES = (14, 11, 8, 5, 2)
SPECIAL_FORM_SIZE = 14  # seven pairs and thirteen orphans hold exactly 14 tiles

KIND_NAMES: tuple[str, ...] = (
    *(f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)),
    "East", "South", "West", "North", "White", "Green", "Red",
)  # fmt: skip

# 1m 9m 1p 9p 1s 9s and the seven honors.
ORPHANS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def _chows_containing(kind: int) -> tuple[Group, ...]:
    """Every chow (start, start+1, start+2) of one suit that contains ``kind``."""
    if kind >= FIRST_HONOR:
        return ()
    suit_start = kind - kind % 9
    starts = range(max(suit_start, kind - 2), min(suit_start + 6, kind) + 1)
    return tuple((start, start + 1, start + 2) for start in starts)


def _chow_starting_at(kind: int) -> tuple[Group, ...]:
    """The chow whose lowest tile is ``kind``, if there is one (ranks 1-7 of a suit)."""
    if kind < FIRST_HONOR and kind % 9 <= 6:
        return ((kind, kind + 1, kind + 2),)
    return ()


CHOWS_CONTAINING: tuple[tuple[Group, ...], ...] = tuple(
    _chows_containing(kind) for kind in range(NUM_KINDS)
)
CHOW_STARTING_AT: tuple[tuple[Group, ...], ...] = tuple(
    _chow_starting_at(kind) for kind in range(NUM_KINDS)
)


# --------------------------------------------------------------------------
# Input checks
# --------------------------------------------------------------------------


def _plural(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def _checked(counts: Sequence[int], wildcards: int) -> tuple[Counts, int]:
    """The counts as a tuple of ints and the wildcards as an int, once checked."""
    if len(counts) != NUM_KINDS:
        raise ArrayShapeError(
            f"a hand is {NUM_KINDS} counts, one per tile kind; got {len(counts)} counts"
        )
    hand = tuple(operator.index(count) for count in counts)
    for kind, count in enumerate(hand):
        if not 0 <= count <= COPIES_PER_KIND:
            raise TileCountError(
                f"a hand holds 0 to {COPIES_PER_KIND} copies of each tile, "
                f"but counts[{kind}] ({KIND_NAMES[kind]}) is {count}"
            )
    wildcards = operator.index(wildcards)
    if wildcards < 0:
        raise HandSizeError(f"the number of wildcards cannot be negative, got {wildcards}")
    return hand, wildcards


def _room_for_wildcards(hand: Counts, wildcards: int, allow_fifth_copy: bool) -> Counts:
    """How many wildcards may stand for each kind.

    Under the fifth-copy rule a kind with c real copies can take 4 - c more.
    Otherwise there is no limit, which we write as "as many as there are
    wildcards" so that both cases share one representation.
    """
    if allow_fifth_copy:
        return tuple(wildcards for _ in hand)
    return tuple(min(COPIES_PER_KIND - count, wildcards) for count in hand)


# --------------------------------------------------------------------------
# Regular form: melds (chows and pungs) plus exactly one pair
# --------------------------------------------------------------------------


def _fill(
    group: Group, real: Counts, room: Counts, wildcards: int
) -> tuple[Counts, Counts, int] | None:
    """Take the tiles of ``group`` out of the hand, or None if they cannot be had.

    Each tile of the group is a real tile when one of that kind is left, and a
    wildcard otherwise (if a wildcard is left and the kind has room for it).
    Taking real tiles first loses nothing: a real tile and a wildcard standing
    for the same kind are interchangeable in the finished hand.
    """
    real_left, room_left = list(real), list(room)
    for kind in group:
        if real_left[kind] > 0:
            real_left[kind] -= 1
        elif wildcards > 0 and room_left[kind] > 0:
            room_left[kind] -= 1
            wildcards -= 1
        else:
            return None
    # A kind can never take more wildcards than are left, so room beyond that
    # makes no difference; capping it lets the memo see equal positions as equal.
    capped_room = tuple(min(space, wildcards) for space in room_left)
    return tuple(real_left), capped_room, wildcards


@lru_cache(maxsize=1 << 14)
def _only_wildcards_form_groups(
    room: Counts, wildcards: int, pair_needed: bool, first_kind: int
) -> bool:
    """Can ``wildcards`` alone make melds (and the pair, if still needed)?

    Each group is pure wildcards, so the only question is where they fit: a
    pung needs a kind with room for three, the pair a kind with room for two,
    a chow three consecutive suit kinds with room for one each. The groups are
    tried in order of their lowest kind, none below ``first_kind``, so that every
    set of groups is tried once.
    """
    if wildcards == 0:
        return not pair_needed
    if wildcards % 3 != (2 if pair_needed else 0):
        return False
    if sum(room[first_kind:]) < wildcards:
        return False  # not enough space left for all of them
    for kind in range(first_kind, NUM_KINDS):
        groups: list[Group] = [(kind, kind)] if pair_needed else []
        groups += [(kind, kind, kind), *CHOW_STARTING_AT[kind]]
        for group in groups:
            if all(room[k] >= group.count(k) for k in group):
                room_left = list(room)
                for k in group:
                    room_left[k] -= 1
                if _only_wildcards_form_groups(
                    tuple(room_left),
                    wildcards - len(group),
                    pair_needed and len(group) != 2,
                    kind,
                ):
                    return True
    return False


@lru_cache(maxsize=1 << 14)
def _forms_melds_and_pair(real: Counts, room: Counts, wildcards: int, pair_needed: bool) -> bool:
    """Can the real tiles and the wildcards all go into melds plus (if needed) one pair?

    Take the lowest kind that still has a real tile. That tile belongs to some
    group: the pair of its kind, a pung of its kind, or one of the (up to three)
    chows it can be part of. Try each and solve the rest the same way. When no
    real tile is left, the remaining wildcards must form groups on their own.
    """
    lowest = next((kind for kind in range(NUM_KINDS) if real[kind] > 0), None)
    if lowest is None:
        return _only_wildcards_form_groups(room, wildcards, pair_needed, 0)
    groups: list[Group] = [(lowest, lowest)] if pair_needed else []
    groups += [(lowest, lowest, lowest), *CHOWS_CONTAINING[lowest]]
    for group in groups:
        filled = _fill(group, real, room, wildcards)
        if filled is None:
            continue
        real_left, room_left, wildcards_left = filled
        if _forms_melds_and_pair(
            real_left, room_left, wildcards_left, pair_needed and len(group) != 2
        ):
            return True
    return False


def _is_regular_win(hand: Counts, wildcards: int, allow_fifth_copy: bool) -> bool:
    """Melds plus one pair, using every real tile and every wildcard."""
    if (sum(hand) + wildcards) % 3 != 2:
        return False  # melds of 3 and one pair of 2 can only make 3n + 2 tiles
    room = _room_for_wildcards(hand, wildcards, allow_fifth_copy)
    return _forms_melds_and_pair(hand, room, wildcards, True)


def _regular_wildcard_numbers(hand: Counts, limit: int, allow_fifth_copy: bool) -> frozenset[int]:
    """Every W <= limit such that the hand plus W wildcards takes the regular form.

    ``wildcards_needed_counts`` asks this for many W at once. Running the group
    search above once per W would redo the same failing work every time, so
    here the finished hand is read once, kind by kind, collecting every W that
    works.

    Read the finished hand from 1m to Red. Each copy of kind k belongs to one
    group, and the groups holding k are the chows that started at k-2 or k-1
    (already chosen) and the groups that start at k: the pair of k, pungs of k,
    chows k, k+1, k+2. So at each kind choose the groups that start there. The
    copies of k all these groups need, minus the real copies, is the number of
    wildcards standing for k: it may not be negative (every real tile is used),
    and under the fifth-copy rule the copies may not exceed 4.

    Two limits keep the choice small and lose nothing:

    * at most two chows start at one kind: three equal chows hold the same
      tiles as three pungs;
    * at most two pungs of one kind. With fifth copies forbidden only one
      fits anyway. With them allowed, of three pungs of a kind one can be taken
      to be all wildcards (the kind's at most 4 real copies fit in the other
      two), and a pung of wildcards can be dropped from or added to any hand;
      so the numbers that work are those the walk finds plus any multiple of 3.

    Sets of numbers are kept as bit masks while walking: bit W is set when W
    wildcards work, so "n more wildcards for every number in the set" is a
    shift by n and the union of two sets is ``|``.
    """
    keep = (1 << (limit + 1)) - 1

    @cache
    def numbers_from(kind: int, from_two_back: int, from_one_back: int, pair_needed: bool) -> int:
        """The W that complete kinds ``kind``.. given the chows started at kind-2 and kind-1."""
        if kind == NUM_KINDS:
            return 0 if pair_needed else 1  # the empty set, or {0}
        real = hand[kind]
        running = from_two_back + from_one_back
        chow_choices = (0, 1, 2) if CHOW_STARTING_AT[kind] else (0,)
        works = 0
        for pairs in (0, 1) if pair_needed else (0,):
            for pungs in (0, 1, 2):
                for new_chows in chow_choices:
                    copies = running + 2 * pairs + 3 * pungs + new_chows
                    if copies < real:
                        continue  # a real tile would be left out
                    if copies > COPIES_PER_KIND and not allow_fifth_copy:
                        continue
                    rest = numbers_from(
                        kind + 1, from_one_back, new_chows, pair_needed and pairs == 0
                    )
                    works |= rest << (copies - real)
        return works & keep

    found = numbers_from(0, 0, 0, True)
    numbers = {number for number in range(limit + 1) if found >> number & 1}
    if allow_fifth_copy:
        numbers = {w + 3 * extra for w in numbers for extra in range((limit - w) // 3 + 1)}
    return frozenset(numbers)


# --------------------------------------------------------------------------
# Special forms: 14 tiles exactly
# --------------------------------------------------------------------------


def _is_seven_pairs(hand: Counts, wildcards: int, allow_fifth_copy: bool) -> bool:
    """Seven pairs: 14 tiles in pairs; four of a kind counts as two pairs.

    So the finished hand holds an even number of every kind. A kind with an odd
    number of real copies takes one wildcard to complete its last pair (1 or 3
    real copies, so there is room for it). The other wildcards, an even number,
    pair up as pairs of any kind that has room for two more copies.
    """
    if sum(hand) + wildcards != SPECIAL_FORM_SIZE:
        return False
    odd_kinds = sum(1 for count in hand if count % 2 == 1)
    spare = wildcards - odd_kinds
    if spare < 0:
        return False
    if allow_fifth_copy:
        return True
    evened = [count + count % 2 for count in hand]
    pairs_with_room = sum((COPIES_PER_KIND - count) // 2 for count in evened)
    return spare // 2 <= pairs_with_room


def _is_thirteen_orphans(hand: Counts, wildcards: int) -> bool:
    """Thirteen orphans: one of each terminal and honor, plus one more of any of them.

    The real tiles must all be orphans, at most two of a kind, and only one
    kind doubled. The wildcards then stand for the missing orphans and, if no
    kind is doubled yet, the extra one; with 14 tiles in all there are exactly
    enough of them (13 - distinct orphans held + (1 if no pair held)
    = 14 - real tiles).
    """
    if sum(hand) + wildcards != SPECIAL_FORM_SIZE:
        return False
    if any(hand[kind] > 0 for kind in range(NUM_KINDS) if kind not in ORPHANS):
        return False
    if any(hand[kind] > 2 for kind in ORPHANS):
        return False
    return sum(1 for kind in ORPHANS if hand[kind] == 2) <= 1


# --------------------------------------------------------------------------
# Public functions
# --------------------------------------------------------------------------


def _wins(
    hand: Counts,
    wildcards: int,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
) -> bool:
    """Whether the hand is one of the enabled winning forms (any size, no size error)."""
    return (
        _is_regular_win(hand, wildcards, allow_fifth_copy)
        or (seven_pairs and _is_seven_pairs(hand, wildcards, allow_fifth_copy))
        or (thirteen_orphans and _is_thirteen_orphans(hand, wildcards))
    )


def is_win_counts(
    counts: Sequence[int],
    wildcards: int = 0,
    *,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
) -> bool:
    """Whether ``counts`` (34 counts) plus ``wildcards`` wildcards is a winning hand.

    The hand must hold 2, 5, 8, 11 or 14 tiles in all, else HandSizeError.
    Every wildcard must be used. Seven pairs and thirteen orphans need 14 tiles.
    A hand of only wildcards wins.

    Raises ArrayShapeError for a length other than 34, TileCountError for a
    count outside 0-4 and HandSizeError for a negative number of wildcards.
    """
    hand, wildcards = _checked(counts, wildcards)
    real = sum(hand)
    if real + wildcards not in WINNING_SIZES:
        raise HandSizeError(
            f"hand has {_plural(real + wildcards, 'tile')} ({_plural(real, 'tile')} + "
            f"{_plural(wildcards, 'wildcard')}); a winning hand holds 14, 11, 8, 5 or 2"
        )
    return _wins(hand, wildcards, seven_pairs, thirteen_orphans, allow_fifth_copy)


def wildcards_needed_counts(
    counts: Sequence[int],
    wildcards: int = 0,
    *,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
) -> int:
    """The fewest extra wildcards e >= 0 with which the hand wins; -1 if none ever does.

    Any number of real tiles is accepted: the regular form may have any number
    of melds. Seven pairs and thirteen orphans only count where real tiles plus
    all wildcards make 14.

    Raises ArrayShapeError for a length other than 34, TileCountError for a
    count outside 0-4 and HandSizeError for a negative number of wildcards.
    """
    hand, wildcards = _checked(counts, wildcards)
    real = sum(hand)
    # How far to look. Take any regular arrangement of the real tiles with
    # W >= wildcards wildcards. A meld made only of wildcards can be dropped and
    # what is left still wins (the fifth-copy rule only gets easier), so drop
    # such melds while W stays >= wildcards. Then either W <= wildcards + 2, or
    # no meld is all wildcards: every meld then holds a real tile and at most 2
    # wildcards, there are at most `real` such melds, and the pair adds at most
    # 2 wildcards, so W <= 2 * real + 2. Hence if the regular form can ever be
    # reached, it is reached with e <= max(2, 2 * real + 2 - wildcards).
    # The special forms need exactly e = 14 - real - wildcards.
    most = max(2, 2 * real + 2 - wildcards, SPECIAL_FORM_SIZE - real - wildcards)
    regular = _regular_wildcard_numbers(hand, wildcards + most, allow_fifth_copy)
    for extra in range(most + 1):
        total = wildcards + extra
        if (
            total in regular
            or (seven_pairs and _is_seven_pairs(hand, total, allow_fifth_copy))
            or (thirteen_orphans and _is_thirteen_orphans(hand, total))
        ):
            return extra
    return -1
