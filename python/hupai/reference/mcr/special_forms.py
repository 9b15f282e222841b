"""The fans of the special forms (特殊和型) as the reference engine, PyMahjongGB 1.4.0, scores
them: Seven Pairs (七对), Seven Shifted Pairs (连七对), Thirteen Orphans (十三幺), Lesser and
Greater Honors and Knitted Tiles (全不靠, 七星不靠), Nine Gates (九莲宝灯) and the Knitted
Straight form (组合龙 with a meld and a pair).

Every function gives ``{fan id: count}`` (ids of :mod:`hupai.rules.mcr`) before the final
exclusions; :func:`hupai.reference.mcr.exclusions.apply_exclusions` may be applied to all of
them alike. The engine applies it itself to Seven Pairs and the Knitted Straight form only; on
the fans of the other forms it changes nothing.

**Which form the engine takes.** A hand without declared melds is tried, in this order, as
seven pairs (any hand of seven pairs, four of a kind counting as two; as Seven Shifted Pairs
when the seven pairs are consecutive in the winning tile's suit), Honors and Knitted Tiles,
Thirteen Orphans, the Knitted Straight form, Nine Gates; the first that fits is scored and the
others are not tried. A hand with one declared meld is tried as a Knitted Straight form only.
The regular decompositions are then scored, and the best taken, only when no special form fits
or the form was plain Seven Pairs; against Seven Pairs a regular reading that scores as many
points wins the tie. So Seven Shifted Pairs, the knitted forms, Thirteen Orphans and Nine Gates
(when :func:`nine_gates_fans` finds it) are never compared with a regular reading.

**How the hand was won.** All forms add the fans of :func:`win_flag_fans`, on the flags as
:func:`correct_flags` leaves them. None of them adds Concealed Hand (门前清) or Fully Concealed
Hand (不求人), except the Knitted Straight form with a concealed fourth meld. The seat wind
plays no part: the engine looks at it for the blessings (天和, 地和, 人和), which PyMahjongGB
does not count, and for a Nine Gates of the dealer's first draw, a flag PyMahjongGB never sets.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from hupai.reference.mcr.tile_fans import rank_fans, suit_fans, tile_hog, trait_fans
from hupai.reference.mcr.view import ScoredMeld

__all__ = [
    "KNITTED_SETS",
    "WinFlags",
    "correct_flags",
    "honors_and_knitted_fans",
    "is_seven_shifted_pairs",
    "knitted_straight_fans",
    "nine_gates_fans",
    "seven_pairs_fans",
    "thirteen_orphans_fans",
    "win_flag_fans",
]

NINE_GATES, SEVEN_SHIFTED_PAIRS, THIRTEEN_ORPHANS, SEVEN_PAIRS = 4, 6, 7, 19
GREATER_HONORS_AND_KNITTED, PURE_STRAIGHT, LESSER_HONORS_AND_KNITTED = 20, 28, 34
KNITTED_STRAIGHT, LAST_TILE_DRAW, LAST_TILE_CLAIM, OUT_WITH_REPLACEMENT_TILE = 35, 44, 45, 46
ROBBING_THE_KONG, ALL_TYPES, FULLY_CONCEALED_HAND, LAST_TILE = 47, 51, 56, 58
DRAGON_PUNG, PREVALENT_WIND, SEAT_WIND, CONCEALED_HAND, ALL_CHOWS = 59, 60, 61, 62, 63
TILE_HOG, TWO_CONCEALED_PUNGS, CONCEALED_KONG, ALL_SIMPLES = 64, 66, 67, 68
SHORT_STRAIGHT, PUNG_OF_TERMINALS_OR_HONORS, MELDED_KONG, NO_HONORS = 71, 73, 74, 76
EDGE_WAIT, CLOSED_WAIT, SINGLE_WAIT, SELF_DRAWN = 77, 78, 79, 80

SUITS = (0, 9, 18)
WINDS = frozenset(range(27, 31))
DRAGONS = frozenset(range(31, 34))
# The six knitted sets, 147 258 369 spread over the three suits, in the order the engine tries
# them (it only matters which is found first, and a hand holds at most one).
KNITTED_SETS: tuple[frozenset[int], ...] = tuple(
    frozenset(
        suit + first + 3 * i for suit, first in zip(SUITS, firsts, strict=True) for i in range(3)
    )
    for firsts in ((0, 2, 1), (0, 1, 2), (1, 2, 0), (1, 0, 2), (2, 1, 0), (2, 0, 1))
)


class WinFlags(NamedTuple):
    """How the hand was won: self-drawn (自摸), the last copy of the winning tile (和绝张), on a
    kong (杠上开花 self-drawn, 抢杠和 on a discard) and on the last tile of the wall (妙手回春
    self-drawn, 海底捞月 on a discard)."""

    self_drawn: bool = False
    last_copy: bool = False
    kong: bool = False
    last_tile: bool = False


def correct_flags(
    flags: WinFlags,
    standing: Counter[int],
    declared: Counter[int],
    win_tile: int,
    declared_kong: bool,
) -> WinFlags:
    """The flags as the engine corrects them before scoring any form. ``standing``: the
    standing tiles with the winning tile; ``declared``: the tiles of the declared melds (a
    kong's four); ``declared_kong``: whether a declared meld is a kong.

    Not the last copy when the standing tiles hold another copy of the winning tile; always the
    last copy when the declared melds hold three (a pung, or three chows). A self-drawn win is
    not on a kong without a declared kong; a discard is not robbed from a kong when the hand
    holds another copy anywhere."""
    last_copy = flags.last_copy and standing[win_tile] == 1 or declared[win_tile] == 3
    kong = flags.kong
    if flags.self_drawn:
        kong = kong and declared_kong
    else:
        kong = kong and declared[win_tile] == 0 and standing[win_tile] == 1
    return flags._replace(last_copy=last_copy, kong=kong)


def win_flag_fans(flags: WinFlags) -> dict[int, int]:
    """Last Tile (和绝张), Self-Drawn (自摸), Last Tile Draw (妙手回春) or Last Tile Claim
    (海底捞月), Out with Replacement Tile (杠上开花) or Robbing the Kong (抢杠和), from corrected
    flags. Self-Drawn is left out beside the two self-drawn fans, Last Tile beside Robbing the
    Kong."""
    fans: dict[int, int] = {}
    if flags.last_copy and not (flags.kong and not flags.self_drawn):
        fans[LAST_TILE] = 1
    if flags.self_drawn:
        if flags.last_tile:
            fans[LAST_TILE_DRAW] = 1
        if flags.kong:
            fans[OUT_WITH_REPLACEMENT_TILE] = 1
        if not (flags.last_tile or flags.kong):
            fans[SELF_DRAWN] = 1
    else:
        if flags.last_tile:
            fans[LAST_TILE_CLAIM] = 1
        if flags.kong:
            fans[ROBBING_THE_KONG] = 1
    return fans


def _held(tiles: Counter[int]) -> list[int]:
    return sorted(t for t, n in tiles.items() if n)


def is_seven_shifted_pairs(tiles: Counter[int], win_tile: int) -> bool:
    """Whether the 14 tiles are seven consecutive pairs of the winning tile's suit."""
    if win_tile >= 27:
        return False
    suit = win_tile - win_tile % 9
    held = _held(tiles)
    return (
        len(held) == 7
        and all(tiles[t] == 2 for t in held)
        and held == list(range(held[0], held[0] + 7))
        and held[0] >= suit
        and held[-1] < suit + 9
    )


def seven_pairs_fans(tiles: Counter[int], win_tile: int, flags: WinFlags) -> dict[int, int]:
    """A hand of seven pairs (14 tiles of even counts, a four of a kind as two pairs).

    Seven Shifted Pairs (连七对): that fan, All Simples (断幺) for the pairs 2-8, and the win
    flags; nothing else (no flush, no tile fans; the engine scores it alone, see above).

    Seven Pairs (七对): the fans of the whole hand's tiles, as
    :mod:`hupai.reference.mcr.tile_fans` gives them: the suits (No Honors, One Voided Suit, Half
    or Full Flush, All Types), the traits (All Simples, Reversible Tiles, All Green, All Honors,
    All Terminals, All Terminals and Honors), the range of ranks (Upper/Lower Four, Upper,
    Middle, Lower Tiles) and Tile Hog (四归一) for each four of a kind; then the win flags. The
    final exclusions apply (e.g. All Simples leaves out No Honors)."""
    fans: dict[int, int]
    if is_seven_shifted_pairs(tiles, win_tile):
        fans = {SEVEN_SHIFTED_PAIRS: 1}
        suit = win_tile - win_tile % 9
        if not tiles[suit] and not tiles[suit + 8]:
            fans[ALL_SIMPLES] = 1
    else:
        fans = {SEVEN_PAIRS: 1}
        fans.update(suit_fans(tiles))
        fans.update(trait_fans(tiles))
        fans.update(rank_fans(tiles))
        fans.update(tile_hog(tiles, 0))
    fans.update(win_flag_fans(flags))
    return fans


def thirteen_orphans_fans(flags: WinFlags) -> dict[int, int]:
    """Thirteen Orphans (十三幺) and the win flags; nothing else (the engine adds no tile fans,
    not even All Terminals and Honors)."""
    return {THIRTEEN_ORPHANS: 1, **win_flag_fans(flags)}


def honors_and_knitted_fans(tiles: Counter[int], flags: WinFlags) -> dict[int, int]:
    """Honors and Knitted Tiles: 14 different tiles, the numbered ones from one knitted set.
    Greater (七星不靠) with all seven honors; otherwise Lesser (全不靠), with Knitted Straight
    (组合龙) too when the nine tiles of the knitted set are all there. Then the win flags;
    nothing else (no All Types, no Concealed Hand, no waits)."""
    held = _held(tiles)
    honors = sum(t >= 27 for t in held)
    if honors == 7:
        fans = {GREATER_HONORS_AND_KNITTED: 1}
    else:
        fans = {LESSER_HONORS_AND_KNITTED: 1}
        if honors == 5:
            fans[KNITTED_STRAIGHT] = 1
    fans.update(win_flag_fans(flags))
    return fans


def nine_gates_fans(tiles: Counter[int], win_tile: int, flags: WinFlags) -> dict[int, int] | None:
    """Nine Gates (九莲宝灯) as the engine finds it, or None.

    The engine looks for 1112345678999 of one suit waiting on all nine tiles, and for the
    winning tile as the ninth: 1s or 9s held four times with the winning tile, any other rank
    twice. A hand of those tiles won on another copy (e.g. 11123455678999 won on a 1) is not
    Nine Gates to it, and is scored as a regular hand.

    Beside Nine Gates, it adds what the winning tile makes of the concealed tiles: won on a 1
    or a 9, Pure Straight (清龙) and Tile Hog (四归一); on a 2 or an 8, Two Concealed Pungs
    (双暗刻), Short Straight (连六) and Pung of Terminals or Honors (幺九刻); on a 5, Two
    Concealed Pungs and Pung of Terminals or Honors; on a 3, 4, 6 or 7, Short Straight. Then
    the win flags. No flush, no Concealed Hand, no wait."""
    if win_tile >= 27:
        return None
    suit = win_tile - win_tile % 9
    rank = win_tile % 9 + 1
    expected = Counter({suit + r: 1 for r in range(9)})
    expected[suit] += 2
    expected[suit + 8] += 2
    expected[win_tile] += 1
    if +tiles != expected:
        return None
    fans = {NINE_GATES: 1}
    if rank in (1, 9):
        fans.update({PURE_STRAIGHT: 1, TILE_HOG: 1})
    if rank in (2, 5, 8):
        fans.update({TWO_CONCEALED_PUNGS: 1, PUNG_OF_TERMINALS_OR_HONORS: 1})
    if rank in (2, 3, 4, 6, 7, 8):
        fans[SHORT_STRAIGHT] = 1
    fans.update(win_flag_fans(flags))
    return fans


def _waits(tiles: Counter[int]) -> set[int]:
    """The tiles that make 4 tiles a meld and a pair; like the engine, a tile all of whose
    copies the hand already holds still counts."""
    out = set()
    for t in range(34):
        rest = +(tiles + Counter([t]))
        for p in [p for p, n in rest.items() if n >= 2]:
            left = rest - Counter([p, p])
            a = min(left)
            if left[a] == 3 or (a < 27 and a % 9 < 7 and left == Counter([a, a + 1, a + 2])):
                out.add(t)
    return out


def knitted_straight_fans(
    knitted: Iterable[int],
    meld: ScoredMeld,
    pair: int,
    tiles: Counter[int],
    win_tile: int,
    flags: WinFlags,
    prevalent_wind: int,
    seat_wind: int,
) -> dict[int, int]:
    """The Knitted Straight form: the nine tiles of a knitted set (``knitted``), one more meld
    (``meld``, declared or found in the standing tiles) and a pair; ``tiles``: all the hand's
    tiles (a kong's four). Winds are tile indices (27 East ... 30 North).

    The engine adds Knitted Straight (组合龙) and, from the meld and the pair alone:

    * a chow: All Chows (平和) when the pair is of a suit; Tile Hog (四归一) when the pair's
      tile is held four times;
    * a pung or kong of a wind: Pung of Terminals or Honors (幺九刻), or instead Prevalent Wind
      (圈风刻) and/or Seat Wind (门风刻) for those winds; All Types (五门齐) with a dragon pair;
    * of a dragon: Dragon Pung (箭刻); All Types with a wind pair;
    * of a suit: Pung of Terminals or Honors for 1s or 9s; No Honors (无字) with a numbered
      pair; Tile Hog when the pung's tile (not a kong's) is held four times;
    * a kong: Melded Kong (明杠) or Concealed Kong (暗杠).

    No other fan of the tiles or melds (no One Voided Suit or Outside Hand, which cannot
    happen, nor Mixed Double Chow and the like with the knitted tiles). Then the win flags;
    then, when the meld is not a declared chow, pung or melded kong, Fully Concealed Hand
    (不求人, in place of Self-Drawn) when self-drawn and Concealed Hand (门前清) otherwise.

    The wait: with no declared meld, when the winning tile is among the meld and pair and those
    five tiles less that copy wait on it alone, Edge Wait (边张) if it ends the chow, else
    Closed Wait (嵌张) if it is the chow's middle, else Single Wait (单钓将) if it is the pair;
    a winning tile only in the knitted set earns no wait. With a declared meld, Single Wait
    when the winning tile is not in the knitted set, or when it is and the pair is of it too.
    """
    fans: dict[int, int] = {KNITTED_STRAIGHT: 1}
    knitted_set = set(knitted)
    first = meld.first
    if meld.kind == "chow":
        if pair < 27:
            fans[ALL_CHOWS] = 1
        if tiles[pair] == 4:
            fans[TILE_HOG] = 1
    elif first in WINDS:
        fans[PUNG_OF_TERMINALS_OR_HONORS] = 1
        if first in (prevalent_wind, seat_wind):
            del fans[PUNG_OF_TERMINALS_OR_HONORS]
            if first == prevalent_wind:
                fans[PREVALENT_WIND] = 1
            if first == seat_wind:
                fans[SEAT_WIND] = 1
        if pair in DRAGONS:
            fans[ALL_TYPES] = 1
    elif first in DRAGONS:
        fans[DRAGON_PUNG] = 1
        if pair in WINDS:
            fans[ALL_TYPES] = 1
    else:
        if first % 9 in (0, 8):
            fans[PUNG_OF_TERMINALS_OR_HONORS] = 1
        if pair < 27:
            fans[NO_HONORS] = 1
        if meld.kind != "kong" and tiles[first] == 4:
            fans[TILE_HOG] = 1
    fans.update(win_flag_fans(flags))
    melded = meld.declared and not meld.concealed
    if meld.kind == "kong":
        fans[MELDED_KONG if melded else CONCEALED_KONG] = 1
    if not melded:
        if flags.self_drawn:
            fans[FULLY_CONCEALED_HAND] = 1
            fans.pop(SELF_DRAWN, None)
        else:
            fans[CONCEALED_HAND] = 1
    if not meld.declared:
        rest = Counter(meld.tiles) + Counter([pair, pair])
        if rest[win_tile]:
            rest[win_tile] -= 1
            if _waits(rest) == {win_tile}:
                if meld.kind == "chow" and win_tile in (first, first + 2):
                    fans[EDGE_WAIT] = 1
                elif meld.kind == "chow" and win_tile == first + 1:
                    fans[CLOSED_WAIT] = 1
                elif win_tile == pair:
                    fans[SINGLE_WAIT] = 1
    elif win_tile not in knitted_set or win_tile == pair:
        fans[SINGLE_WAIT] = 1
    return fans
