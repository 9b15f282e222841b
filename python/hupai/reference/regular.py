"""The regular form, melds (chows and pungs) plus exactly one pair, found by group search:
the lowest real tile left must be in a pair, a pung or a chow; try each, filling missing
tiles with wildcards."""

from __future__ import annotations

from functools import lru_cache

from hupai.reference.hand import COPIES_PER_KIND, FIRST_HONOR, NUM_KINDS, Counts

__all__ = ["CHOW_STARTING_AT", "is_regular_win"]

# A group of tiles (pair, pung or chow), as the kinds of its tiles.
Group = tuple[int, ...]


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


def _room_for_wildcards(hand: Counts, wildcards: int, allow_fifth_copy: bool) -> Counts:
    """How many wildcards may stand for each kind.

    Under the fifth-copy rule a kind with c real copies can take 4 - c more.
    Otherwise there is no limit, which we write as "as many as there are
    wildcards" so that both cases share one representation.
    """
    if allow_fifth_copy:
        return tuple(wildcards for _ in hand)
    return tuple(min(COPIES_PER_KIND - count, wildcards) for count in hand)


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


def is_regular_win(
    hand: Counts, wildcards: int, allow_fifth_copy: bool, elsewhere: Counts | None = None
) -> bool:
    """Melds plus one pair, using every real tile and every wildcard. ``elsewhere``: copies
    of each kind the rest of the hand holds (a knitted straight's knitted tiles), which
    count against the four of a kind too."""
    if (sum(hand) + wildcards) % 3 != 2:
        return False  # melds of 3 and one pair of 2 can only make 3n + 2 tiles
    held = hand if elsewhere is None else tuple(map(sum, zip(hand, elsewhere, strict=True)))
    room = _room_for_wildcards(held, wildcards, allow_fifth_copy)
    return _forms_melds_and_pair(hand, room, wildcards, True)
