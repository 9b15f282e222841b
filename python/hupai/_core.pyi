"""The native engine. Private: use the functions of :mod:`hupai` and :mod:`hupai.batch`."""

from collections.abc import Iterable
from typing import Any, final

from hupai.decomposition import Decomposition
from hupai.melds import Meld
from hupai.rules import RuleSet
from hupai.scoring.result import Score

__all__ = [
    "batch_is_win",
    "batch_mcr_score",
    "batch_shanten",
    "batch_waits",
    "batch_wildcards_needed",
    "decompositions",
    "McrTable",
    "is_win",
    "mahjong_fan_calculator",
    "mcr_score",
    "read_tiles",
    "read_wildcard_tiles",
    "score",
    "shanten",
    "shanten_by_form",
    "table_stats",
    "useful_tiles",
    "waits",
    "wildcards_needed",
]

_Tiles = object
_WildcardTiles = str | int | Iterable[str | int] | None

def is_win(
    tiles: _Tiles,
    *,
    wildcards: int = 0,
    wildcard_tiles: _WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
) -> bool:
    """Whether the hand is a winning hand (胡牌).

    Args:
        tiles: the standing tiles, declared melds left out: a notation string
            (``"123m456p789s1122z"``, ``"123m456p789sEECCC"``, ``"W1 W2 W3"``, Unicode tiles or
            Chinese names), a sequence of tiles, or 34 counts (list, tuple or NumPy array).
        wildcards: extra wildcards (赖子) held, 0 to 136 (None means 0).
        wildcard_tiles: tile kinds whose every copy in the hand is a wildcard (the "magic
            card" of many local rules), e.g. ``"5z"``; one tile or several.
        seven_pairs: count seven pairs (七对), four of a kind as two pairs (龙七对).
        thirteen_orphans: count thirteen orphans (十三幺).
        allow_fifth_copy: whether a wildcard may stand for a fifth copy of a kind.

    The hand, wildcards included, must hold 14, 11, 8, 5 or 2 tiles. Regular hands are melds
    (chow 顺子, pung 刻子; honors never form chows) plus one pair (将); seven pairs and thirteen
    orphans need 14 tiles. The rule options take True or False (None: the default). The exact
    rules: docs/win-detection.md.

    Raises:
        HandSizeError: the hand does not hold 14, 11, 8, 5 or 2 tiles, or bad ``wildcards``.
        NotationError, UnknownTileError, TileCountError, ArrayShapeError: bad ``tiles``.
        OptionError: a rule option that is not True, False or None.
    """

def wildcards_needed(
    tiles: _Tiles,
    *,
    wildcards: int = 0,
    wildcard_tiles: _WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
) -> int:
    """The fewest extra wildcards that make the hand win, 0 if it already wins.

    Takes the arguments of :func:`is_win` but any number of tiles. Like the common
    wildcards-needed count it is not capped by the 14-tile hand: the real tiles may form any
    number of melds plus one pair; seven pairs and thirteen orphans count where the whole hand
    comes to 14 tiles. Surplus wildcards form melds of their own, so a complete hand holding
    two wildcards needs one more.

    Raises:
        UnwinnableHandError: no number of wildcards ever completes the hand (only possible
            with ``allow_fifth_copy=False``: four East outside a kong with seven pairs off, or
            more tiles than the kinds have room for).
        the input errors of :func:`is_win`, except that any hand size is accepted.
    """

def batch_is_win(
    counts: bytes,
    wildcards: bytes,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: int | None = None,
) -> bytes:
    """N rows of 34 uint8 counts and N uint8 wildcard counts in; N bytes (0 or 1) out."""

def batch_wildcards_needed(
    counts: bytes,
    wildcards: bytes,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: int | None = None,
) -> bytes:
    """As :func:`batch_is_win`; N int8 bytes out, -1 for never."""

def table_stats() -> tuple[float, int]:
    """Builds the lookup tables if needed; returns (build time in seconds, bytes)."""

def read_tiles(tiles: object) -> list[int] | None:
    """The 34 counts the engine's own reader reads from ``tiles``, or None where it leaves
    them to the Python reader (``hupai.tiles.to_counts``); for the tests that hold the two
    readers to agree."""

def read_wildcard_tiles(wildcard_tiles: object) -> list[int] | None:
    """The wildcard kinds (sorted tile indices) the engine's own reader reads, or None where it
    leaves them to the Python reader (``hupai._hand.wildcard_kinds``); for the tests."""

def shanten_by_form(
    tiles: _Tiles,
    *,
    wildcards: int = 0,
    wildcard_tiles: _WildcardTiles = None,
    allow_fifth_copy: bool = False,
) -> dict[str, int]:
    """The shanten (向听数) of each form that applies to the hand.

    Args:
        tiles: the standing tiles (any form :func:`is_win` takes), declared melds left out:
            13, 10, 7, 4 or 1 tiles waiting to draw, or 14, 11, 8, 5 or 2 just drawn,
            wildcards included.
        wildcards, wildcard_tiles: as for :func:`is_win`; a wildcard counts as a drawn tile.
        allow_fifth_copy: whether a wildcard or a drawn tile may be a fifth copy of a kind;
            with it, 111m 222p 333s 4444z counts as waiting (as PyMahjongGB counts), without
            it as one from waiting (as the ``mahjong`` package counts).

    Returns:
        ``{"regular": n, "seven_pairs": n, "thirteen_orphans": n, "honors_and_knitted": n,
        "knitted_straight": n}`` with −1 for a complete hand and 0 for a waiting one; the
        forms that do not apply to the hand's size are left out: seven pairs, thirteen orphans
        and honors and knitted tiles (全不靠) need a concealed hand (13 or 14 tiles), knitted
        straight (组合龙) at most one declared meld. Seven pairs counts four of a kind as two
        pairs (MCR).

    Raises:
        HandSizeError: a hand of another size; and the input errors of :func:`is_win`.
    """

def shanten(
    tiles: _Tiles,
    *,
    wildcards: int = 0,
    wildcard_tiles: _WildcardTiles = None,
    forms: str | Iterable[str] = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    allow_fifth_copy: bool = False,
) -> int:
    """The standard shanten number: the least over ``forms`` of :func:`shanten_by_form`;
    ``forms`` may also name ``"knitted"`` for both knitted forms.

    Raises:
        OptionError: an unknown form name, or none.
        HandSizeError: no chosen form applies to the hand's size (the special forms need a
            concealed hand); and the errors of :func:`shanten_by_form`.
    """

def waits(
    tiles: _Tiles,
    *,
    wildcards: int = 0,
    wildcard_tiles: _WildcardTiles = None,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    allow_fifth_copy: bool = False,
    visible: _Tiles | None = None,
) -> list[int]:
    """The tiles that complete the hand (听牌), as sorted tile indices 0-33.

    Args:
        tiles: a hand one tile short of winning: 13, 10, 7, 4 or 1 tiles, wildcards included
            (any form :func:`is_win` takes); declared melds left out.
        wildcards, wildcard_tiles, seven_pairs, thirteen_orphans, allow_fifth_copy: as for
            :func:`is_win`, whose rules decide the win.
        visible: tiles seen outside the hand (discards, others' melds), in any form that
            takes tiles or 34 counts; a wait with no copy left is left out.

    A tile of which the hand already holds all four copies is never a wait.

    Raises:
        HandSizeError: a hand of another size.
        TileCountError: the hand and ``visible`` together hold more than 4 of a tile.
        the input errors of :func:`is_win`.
    """

def useful_tiles(
    tiles: _Tiles,
    *,
    wildcards: int = 0,
    wildcard_tiles: _WildcardTiles = None,
    forms: str | Iterable[str] = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    allow_fifth_copy: bool = False,
    visible: _Tiles | None = None,
) -> dict[int, int]:
    """The useful tiles (有效牌, ukeire): each tile whose draw lowers :func:`shanten`, with the
    copies of it left.

    Args:
        tiles: a hand waiting to draw: 13, 10, 7, 4 or 1 tiles, wildcards included.
        wildcards, wildcard_tiles, forms, allow_fifth_copy: as for :func:`shanten`.
        visible: tiles seen outside the hand, as for :func:`waits`.

    Returns:
        ``{tile index: copies left}`` in tile order; copies left are 4 less the hand's and the
        visible copies, and a tile with none left is left out. A tile the hand holds four times
        is never useful. ``sum(result.values())`` is the ukeire count.

    Raises:
        HandSizeError: a hand of another size, or no chosen form applies to it.
        OptionError, TileCountError: as for :func:`shanten` and :func:`waits`.
    """

def batch_shanten(
    counts: bytes,
    wildcards: bytes,
    regular: bool,
    seven_pairs: bool,
    thirteen_orphans: bool,
    honors_and_knitted: bool,
    knitted_straight: bool,
    allow_fifth_copy: bool,
    threads: int | None = None,
) -> bytes:
    """N rows of 34 uint8 counts and N uint8 wildcards in; N int8 shanten out."""

def batch_waits(
    counts: bytes,
    wildcards: bytes,
    seven_pairs: bool,
    thirteen_orphans: bool,
    allow_fifth_copy: bool,
    threads: int | None = None,
) -> bytes:
    """As :func:`batch_is_win`; N little-endian uint64 wait masks out (bit t: tile t)."""

def decompositions(
    tiles: _Tiles,
    *,
    wildcards: int = 0,
    wildcard_tiles: _WildcardTiles = None,
    melds: Iterable[Meld | str | Iterable[str | int]] = (),
    forms: str | Iterable[str] = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    allow_fifth_copy: bool = False,
    limit: int = 10000,
) -> list[Decomposition]:
    """Every distinct decomposition of a winning hand: melds (chow 顺子, pung 刻子, kong 杠)
    and a pair (将), or a special form, with the tile each wildcard stands for.

    Args:
        tiles: the standing tiles (any form :func:`is_win` takes), declared melds left out:
            with ``melds``, 14 less 3 a declared meld, wildcards included; without, 14, 11, 8,
            5 or 2.
        wildcards, wildcard_tiles, allow_fifth_copy: as for :func:`is_win`.
        melds: the declared melds, each a :class:`hupai.Meld` or what :func:`hupai.meld` reads
            (``"123m"``, ``"EEE"``, ``"5555p"``); they come first in every result, unchanged,
            and their copies count against the fifth-copy rule.
        forms: some of ``"regular"``, ``"seven_pairs"``, ``"thirteen_orphans"``,
            ``"honors_and_knitted"``, ``"knitted_straight"`` (``"knitted"`` for both knitted
            forms); all by default.
        limit: the most decompositions to return (None: 10,000).

    Returns:
        A list of :class:`hupai.Decomposition`, each once, sorted by form (in the order above),
        then melds, pair, pairs, knitted tiles and stand-ins; ``[]`` if the hand does not win.
        The exact rules and fields: ``docs/decompositions.md``.

    Raises:
        HandSizeError: a hand of the wrong size for its declared melds, or more than 4 melds.
        MeldError: an impossible meld (``"124m"``, a chow of honors).
        TileCountError: the hand and its melds hold more than 4 of a tile.
        DecompositionLimitError: more than ``limit`` decompositions.
        OptionError: unknown forms or a bad ``limit``; and the input errors of :func:`is_win`.
    """

@final
class McrTable:
    """A rule set's fan table as the engine holds it: points by fan id, the ordered exclusion
    rules, whether Concealed Kong and Melded Kong (明暗杠) is one fan, the minimum, and the
    result objects made ahead."""

    def __new__(
        cls,
        points: list[int],
        rules: list[tuple[int, list[int]]],
        kong_extension: bool,
        minimum: int,
        fan_counts: list[list[Any]],
        fans: list[Any],
        fan_count: Any,
        gb_plain: list[list[Any]],
        gb_verbose: list[list[Any]],
    ) -> McrTable: ...

def mcr_score(
    table: McrTable,
    standing: list[int],
    win_tile: int,
    melds: list[tuple[int, int, bool]],
    declared_melds: tuple[Meld, ...],
    flags: tuple[bool, bool, bool, bool],
    seat_wind: int,
    prevalent_wind: int,
    flowers: int,
) -> Score | None:
    """The `Score` of a checked request, or None when the hand does not win; `declared_melds`
    are its melds as `Meld` objects, listed first in the reading scored."""

def score(
    hand: object,
    *,
    win_tile: object = None,
    melds: object = None,
    self_drawn: object = None,
    last_copy: object = None,
    kong: object = None,
    last_tile: object = None,
    seat_wind: object = None,
    prevalent_wind: object = None,
    flowers: object = None,
    rules: RuleSet | None = None,
) -> Score:
    """The MCR score (算番) of a winning hand: every fan, with counts, and the total.

    Fans and principles are those of the Chinese Official rules (the MCR "Green Book"), as
    PyMahjongGB 1.4.0 applies them (docs/mcr-scoring.md); the fans are listed in
    docs/mcr-fans.md.

    Args:
        hand: the standing tiles without the winning tile (any notation hupai reads: a string
            such as ``"123m456p"``, tile indices, or 34 counts), or an MCR hand string
            (``"[123m,1][EEEE]456p789sCC|EE0000|2"``) holding everything, in which case no
            other argument may be given.
        win_tile: the winning tile (index 0-33 or a name such as ``"5p"``).
        melds: the declared melds (副露), each a :class:`hupai.Meld` or what
            :func:`hupai.meld` reads; a chow's or pung's ``offer`` says whose discard it was.
        self_drawn: won by drawing (自摸) rather than on a discard.
        last_copy: the winning tile is the last of its four copies (和绝张).
        kong: self-drawn, the replacement tile after a kong (杠上开花); on a discard, robbing
            a kong (抢杠和).
        last_tile: the last tile of the wall (妙手回春 self-drawn, 海底捞月 on a discard).
        seat_wind, prevalent_wind: the seat and round winds (门风, 圈风): "E", "S", "W", "N",
            "1z"-"4z" or 27-30.
        flowers: the flower tiles held (花牌), 0-8; each adds a point but not toward the
            8-point minimum.
        rules: the rule set: :data:`hupai.rules.MCR` (None) or it with other options.

    Returns:
        A :class:`hupai.scoring.Score`: ``total`` (points, flowers included), ``fans`` (each
        with id, Chinese and English names, points and count, in the fan table's order),
        ``decomposition`` (the reading scored, declared melds first; None for Nine Gates) and
        ``meets_minimum`` (8 points without flowers, 起和番).

    Raises:
        NotWinningError: the hand does not win.
        HandSizeError, TileCountError, MeldError, SituationError, NotationError,
        UnknownTileError, OptionError: bad input (all ``hupai.HupaiError`` and ``ValueError``).
    """

def mahjong_fan_calculator(*args: Any, **kwargs: Any) -> tuple[tuple[Any, ...], ...]:
    """Calculate Mahjong Fans, as PyMahjongGB 1.4.0's ``MahjongFanCalculator`` does: the same
    arguments, the same answer tuples in the same order, the same TypeErrors
    (:mod:`hupai.compat.mahjonggb`)."""

_Column = tuple[bytes, int]

def batch_mcr_score(
    table: McrTable,
    counts: _Column,
    melds: _Column,
    win_tile: _Column,
    flags: _Column,
    seat_wind: _Column,
    prevalent_wind: _Column,
    flowers: _Column,
    threads: int | None = None,
) -> tuple[bytearray, bytearray]:
    """MCR scores of N checked rows: (totals, fans) as bytearrays of N int32 and N x 82 uint8.

    Each column is ``(bytes, width)``: little-endian values of 1 byte (unsigned), or 8 or 16
    bytes (signed). counts N x 34, melds N x 4 x 3 (kind 0 none / 1 chow / 2 pung / 3 kong, lowest
    tile, concealed), and N of each other column; flags bits 1 self-drawn, 2 last copy, 4 kong,
    8 last tile. Every row is checked; the first bad or non-winning row is the error.
    """
