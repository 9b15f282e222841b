"""Seed 003's one-call report of a player's tiles (胡牌详情): whether they win, in which form,
how many kongs, and the flags 清一色, 单吊, 断幺九, 平胡 and 碰碰胡.

The source: seed 003 (a Lua hand checker), as ``shared/rules/local_rules.md`` section (e)
and its table ``seed003_forms.tsv`` decide it. Pure Python; a per-suit search over counts,
memoised, so any number of tiles is read at once. Never imports the native module.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Literal, NamedTuple, TypeAlias

from hupai.tiles._arrays import as_tiles
from hupai.tiles._kinds import NUM_KINDS, read_bool

if TYPE_CHECKING:
    from hupai._types import Flag, Tiles

__all__ = ["DetailForm", "HandDetail", "hand_detail"]

#: The forms the report names, in the order it tries them: 七对, 四对, 标准.
DetailForm: TypeAlias = Literal["seven_pairs", "four_pairs", "standard"]

_SUITS = (range(0, 9), range(9, 18), range(18, 27))
_HONORS = range(27, NUM_KINDS)
_TERMINALS = frozenset({0, 8, 9, 17, 18, 26})


class HandDetail(NamedTuple):
    """What :func:`hand_detail` reports (the seed's names in brackets)."""

    #: The tiles win in one of the three forms (isHu).
    is_win: bool
    #: "seven_pairs" (七对), "four_pairs" (四对), "standard" (标准), or None without a win.
    form: DetailForm | None
    #: 杠数 (gangCount): for 七对/四对 the four-of-a-kinds; for the standard form the most
    #: kongs over every split and pair; 0 without a win.
    kongs: int
    #: 清一色: at least one tile, all of one suit (万, 条 or 筒).
    full_flush: bool
    #: 单吊: the standard form with exactly one kind that can be its pair.
    single_pair: bool
    #: 断幺九: no 1, no 9, no honor (true of no tiles at all, as the seed has it).
    all_simples: bool
    #: 平胡: (L - 2) mod 3 = 0 and some pair leaves only chows.
    all_chows: bool
    #: 碰碰胡: a pair and only pungs or kongs.
    all_pungs: bool
    #: How many flowers were removed before the rest was judged.
    flowers: int


@lru_cache(maxsize=1 << 16)
def _suit_kongs(counts: tuple[int, ...]) -> int | None:
    """The most kongs in a split of one suit's counts (ranks 1-9) into chows, pungs and
    kongs; None when there is no split."""
    i = next((r for r, c in enumerate(counts) if c), None)
    if i is None:
        return 0
    best: int | None = None

    def take(ranks: tuple[int, ...], kongs: int) -> None:
        nonlocal best
        rest = list(counts)
        for r in ranks:
            rest[r] -= 1
        sub = _suit_kongs(tuple(rest))
        if sub is not None and (best is None or sub + kongs > best):
            best = sub + kongs

    if counts[i] >= 4:
        take((i,) * 4, 1)
    if counts[i] >= 3:
        take((i,) * 3, 0)
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        take((i, i + 1, i + 2), 0)
    return best


@lru_cache(maxsize=1 << 16)
def _suit_chows(counts: tuple[int, ...]) -> bool:
    """Whether one suit's counts split into chows alone."""
    rest = list(counts)
    for r in range(9):
        c = rest[r]
        if not c:
            continue
        if r > 6 or rest[r + 1] < c or rest[r + 2] < c:
            return False
        rest[r + 1] -= c
        rest[r + 2] -= c
    return True


def _groups_kongs(counts: list[int]) -> int | None:
    """The most kongs in a split of all the counts into chows, pungs and kongs, or None."""
    kongs = 0
    for kind in _HONORS:
        if counts[kind] in (1, 2):
            return None
        kongs += counts[kind] == 4
    for ranks in _SUITS:
        sub = _suit_kongs(tuple(counts[r] for r in ranks))
        if sub is None:
            return None
        kongs += sub
    return kongs


def _only_chows(counts: list[int]) -> bool:
    return not any(counts[k] for k in _HONORS) and all(
        _suit_chows(tuple(counts[r] for r in ranks)) for ranks in _SUITS
    )


def _without_pairs(counts: list[int]) -> list[tuple[int, list[int]]]:
    """Each kind that can be the pair, with the counts left once the pair is taken."""
    out = []
    for kind, c in enumerate(counts):
        if c >= 2:
            rest = list(counts)
            rest[kind] -= 2
            out.append((kind, rest))
    return out


def _pairs_form(counts: list[int], size: int) -> int | None:
    """The four-of-a-kinds of a hand of ``size`` tiles, every kind an even count; None if a
    count is odd."""
    if sum(counts) != size or any(c % 2 for c in counts):
        return None
    return sum(c == 4 for c in counts)


def hand_detail(tiles: Tiles, *, strict_length: Flag = False) -> HandDetail:
    """Seed 003's report of a player's tiles: win, form, kongs and five flags in one call.

    Args:
        tiles: the player's tiles, any number, melds not told apart (the seed never sees
            them): a notation string (flowers as ``1f``-``8f``, 春 ... 菊, ``H1``-``H8``), a
            sequence or 1-D array of tile indices 0-41 or names, or 34 counts. Seed 003's own
            codes 1-48 are read by :func:`hupai.tiles.from_decimal` first:
            ``hand_detail(from_decimal([1, 1, 41]))``.
        strict_length: False (the default) lets the standard form have any pair and groups
            whose sizes add up, L - 2 = 3a + 4b with a kong taking 4 tiles; True adds the
            seed's pre-check (L - 2) mod 3 = 0, so that one or two kongs never fit.

    Returns:
        A :class:`HandDetail`. Flowers (indices 34-41) are counted and removed before
        anything else is judged. Then, in the seed's order: 七对 (exactly 14 tiles, every
        count even; kongs = the four-of-a-kinds), 四对 (exactly 8 tiles, every count even,
        at least one four of a kind; without one the hand goes on to the standard form),
        the standard form (a pair and any number of chows, pungs and kongs, using every
        tile). 清一色, 断幺九, 平胡 and 碰碰胡 are judged on every hand, winning or not, the
        last two each on their own terms (not part of ``is_win``). No tiles is no win, not
        an error.

    Raises:
        UnknownTileError (a ValueError, as every hupai error) for a value that is no tile;
        NotationError for an unreadable string; TileCountError for more than 4 copies of a
        kind or a flower twice, the only bound on the hand's length (at most 136 tiles and 8
        flowers); ArrayShapeError for a wrong shape or dtype; OptionError when
        ``strict_length`` is not True, False or None (None: False, as hupai's other
            switches read it).

    Example:
        >>> hupai.hand_detail("1111m22335577m99m")[:3]
        (True, 'seven_pairs', 1)
    """
    strict = read_bool("strict_length", strict_length, False)
    held = as_tiles(tiles, flowers=True)
    counts = [0] * NUM_KINDS
    for t in held:
        if t < NUM_KINDS:
            counts[t] += 1
    size = sum(counts)
    kinds = [k for k in range(NUM_KINDS) if counts[k]]
    suits = {k // 9 for k in kinds}
    split = _without_pairs(counts)

    def report(form: DetailForm | None, kongs: int, single: bool) -> HandDetail:
        return HandDetail(
            is_win=form is not None,
            form=form,
            kongs=kongs,
            full_flush=bool(kinds) and len(suits) == 1 and kinds[-1] < 27,
            single_pair=single,
            all_simples=not any(k >= 27 or k in _TERMINALS for k in kinds),
            all_chows=(size - 2) % 3 == 0 and any(_only_chows(rest) for _, rest in split),
            all_pungs=any(all(c in (0, 3, 4) for c in rest) for _, rest in split),
            flowers=len(held) - size,
        )

    quads = _pairs_form(counts, 14)
    if quads is not None:
        return report("seven_pairs", quads, False)
    quads = _pairs_form(counts, 8)
    if quads:
        return report("four_pairs", quads, False)
    if strict and (size - 2) % 3:
        return report(None, 0, False)
    found = [k for k in (_groups_kongs(rest) for _, rest in split) if k is not None]
    if not found:
        return report(None, 0, False)
    return report("standard", max(found), len(found) == 1)
