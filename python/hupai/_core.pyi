"""The native engine. Private: use the functions of :mod:`hupai` and :mod:`hupai.batch`."""

from collections.abc import Iterable, Sequence
from typing import Any, Literal, final, overload

import numpy as np
import numpy.typing as npt

from hupai._types import Flag, Forms, Int, MeldLike, TileLike, Tiles, WildcardTiles
from hupai.decomposition import Decomposition
from hupai.melds import Meld
from hupai.rules import RuleSet
from hupai.scoring.request import ScoreRequest
from hupai.scoring.result import Score

#: An integer NumPy array, read in place.
_IntArray = npt.NDArray[np.integer[Any]]

__all__ = [
    "batch_deals",
    "batch_is_win",
    "batch_local_score",
    "batch_mcr2p_score",
    "batch_mcr_score",
    "batch_paohuzi_score",
    "batch_shanten",
    "batch_waits",
    "batch_wildcards_needed",
    "decompositions",
    "LOCAL_DECOMPOSITION_LIMIT",
    "LOCAL_FEATURES",
    "LocalTable",
    "McrTable",
    "Mcr2pTable",
    "is_win",
    "local_readings",
    "local_score",
    "mahjong_fan_calculator",
    "mcr_score",
    "mcr2p_score",
    "paohuzi_score",
    "paohuzi_table_stats",
    "read_tiles",
    "read_wildcard_tiles",
    "score",
    "shanten",
    "shanten_by_form",
    "shuffle_order",
    "table_stats",
    "useful_tiles",
    "waits",
    "wildcards_needed",
]

# The public functions take None for any option's default, as their docstrings say.

def is_win(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    rules: RuleSet | None = None,
    indicator: TileLike | None = None,
) -> bool:
    """Whether the hand is a winning hand (胡牌).

    Args:
        tiles: the standing tiles, declared melds left out: a notation string
            (``"123m456p789s1122z"``, ``"123m456p789sEECCC"``, ``"W1 W2 W3"``, Unicode tiles or
            Chinese names), a sequence of tiles, or 34 counts (list, tuple or NumPy array).
        wildcards: extra wildcards (赖子) held, 0 to 136 (None means 0).
        wildcard_tiles: tile kinds whose every copy in the hand is a wildcard (the "magic
            card" of many local rules), e.g. ``"5z"``; one tile or several, in any form
            ``tiles`` takes (34 whole numbers are counts there too: the kinds held).
        forms: the winning forms that count, one name or several: ``"regular"`` (melds and a
            pair), ``"seven_pairs"`` (七对, four of a kind as two pairs, 龙七对),
            ``"thirteen_orphans"`` (十三幺), ``"honors_and_knitted"`` (全不靠) and
            ``"knitted_straight"`` (组合龙); ``"knitted"`` names both knitted forms. All five by
            default, as in MCR, and the same in every function that takes them.
        seven_pairs, thirteen_orphans: shorthands on top of ``forms``: None leaves it as it is,
            False leaves that form out, True adds it.
        allow_fifth_copy: whether a wildcard may stand for a fifth copy of a kind.
        rules: a rule set (``hupai.rules.HONGZHONG``, ``TUIDAO`` ...) that decides the forms,
            the wildcard kinds, the jokers and the fifth-copy rule instead of the four
            arguments above (which may then not be given); a tile outside its set is an
            UnknownTileError. Jokers come as ``wildcards=`` or ``J`` in a string.
        indicator: the flipped wildcard indicator (翻鬼) of a rule set that flips one.

    The hand, wildcards included, must hold 14, 11, 8, 5 or 2 tiles. Regular hands are melds
    (chow 顺子, pung 刻子; honors never form chows) plus one pair (将); seven pairs, thirteen
    orphans and honors and knitted tiles need 14 tiles; a knitted straight is a knitted set
    (147, 258, 369 each in its own suit) and a meld and a pair in 14 tiles, or the set and a
    pair in 11 (beside one declared meld). The rule options take True or False (None: the
    default). The exact rules: docs/win-detection.md.

    Raises:
        HandSizeError: the hand does not hold 14, 11, 8, 5 or 2 tiles, or bad ``wildcards``.
        NotationError, UnknownTileError, TileCountError, ArrayShapeError: bad ``tiles``.
        OptionError: unknown forms, none left by the shorthands, or a rule option that is not
            True, False or None.
    """

def wildcards_needed(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    rules: RuleSet | None = None,
    indicator: TileLike | None = None,
) -> int:
    """The fewest extra wildcards that make the hand win, 0 if it already wins.

    Takes the arguments of :func:`is_win` but any number of tiles. Like the common
    wildcards-needed count it is not capped by the 14-tile hand: the real tiles may form any
    number of melds plus one pair; seven pairs, thirteen orphans and honors and knitted tiles
    count where the whole hand comes to 14 tiles, knitted straight where it comes to 14 or 11.
    Surplus wildcards form melds of their own, so a complete hand holding two wildcards needs
    one more.

    Raises:
        UnwinnableHandError: no number of wildcards ever completes the hand: with the
            regular form, only possible with ``allow_fifth_copy=False`` (four East outside a
            kong with seven pairs off, or more tiles than the kinds have room for); without
            it, a hand that fits none of the chosen forms.
        the input errors of :func:`is_win`, except that any hand size is accepted.
    """

def batch_is_win(
    counts: _IntArray,
    wildcards: _IntArray,
    wildcard_kinds: int,
    forms: object,
    seven_pairs: object,
    thirteen_orphans: object,
    allow_fifth_copy: object,
    threads: int | None = None,
) -> npt.NDArray[np.bool_]:
    """``is_win`` for each of N rows: counts N x 34 and wildcards N (NumPy arrays of any integer
    dtype and strides, read in place), ``wildcard_kinds`` a mask of tile kinds whose copies are
    wildcards; the forms, their shorthands and the fifth-copy rule as :func:`is_win` takes
    them; N bools out."""

def batch_wildcards_needed(
    counts: _IntArray,
    wildcards: _IntArray,
    wildcard_kinds: int,
    forms: object,
    seven_pairs: object,
    thirteen_orphans: object,
    allow_fifth_copy: object,
    threads: int | None = None,
) -> npt.NDArray[np.int8]:
    """As ``batch_is_win``, N int8 out (-1: never)."""

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
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    rules: RuleSet | None = None,
    indicator: TileLike | None = None,
) -> dict[str, int]:
    """The shanten (向听数) of each chosen form that applies to the hand.

    Args:
        tiles: the standing tiles (any form :func:`is_win` takes), declared melds left out:
            13, 10, 7, 4 or 1 tiles waiting to draw, or 14, 11, 8, 5 or 2 just drawn,
            wildcards included.
        wildcards, wildcard_tiles: as for :func:`is_win`; a wildcard counts as a drawn tile.
        forms, seven_pairs, thirteen_orphans: the forms to list, as for :func:`is_win` (all
            five by default).
        allow_fifth_copy: whether a wildcard or a drawn tile may be a fifth copy of a kind;
            with it, 111m 222p 333s 4444z counts as waiting (as PyMahjongGB counts), without
            it as one from waiting (as the ``mahjong`` package counts).

    Returns:
        ``{"regular": n, "seven_pairs": n, "thirteen_orphans": n, "honors_and_knitted": n,
        "knitted_straight": n}`` with −1 for a complete hand and 0 for a waiting one, for the
        chosen forms; the forms that do not apply to the hand's size are left out: seven pairs,
        thirteen orphans and honors and knitted tiles (全不靠) need a concealed hand (13 or 14
        tiles), knitted straight (组合龙) at most one declared meld. Seven pairs counts four of
        a kind as two pairs (MCR).

    Raises:
        HandSizeError: a hand of another size, or none of the chosen forms applies to it; and
            the input errors of :func:`is_win`.
    """

def shanten(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    rules: RuleSet | None = None,
    indicator: TileLike | None = None,
) -> int:
    """The standard shanten number: the least over the chosen forms of :func:`shanten_by_form`.

    Args:
        tiles, wildcards, wildcard_tiles, allow_fifth_copy: as for :func:`shanten_by_form`.
        forms, seven_pairs, thirteen_orphans: the forms to take the least over, as for
            :func:`is_win` (all five by default).

    Raises:
        OptionError: unknown forms, or none left by the shorthands.
        HandSizeError: no chosen form applies to the hand's size (the special forms need a
            concealed hand); and the errors of :func:`shanten_by_form`.
    """

def waits(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    visible: Tiles | None = None,
    rules: RuleSet | None = None,
    indicator: TileLike | None = None,
) -> list[int]:
    """The tiles that complete the hand (听牌), as sorted tile indices 0-33.

    Args:
        tiles: a hand one tile short of winning: 13, 10, 7, 4 or 1 tiles, wildcards included
            (any form :func:`is_win` takes); declared melds left out.
        wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy: as
            for :func:`is_win`, whose rules decide the win (all five forms by default).
        visible: tiles seen outside the hand (discards, others' melds), in any form that
            takes tiles or 34 counts; a wait with no copy left is left out.

    A tile of which the hand already holds all four copies is never a wait.

    Raises:
        HandSizeError: a hand of another size.
        TileCountError: the hand and ``visible`` together hold more than 4 of a tile.
        the input errors of :func:`is_win`.
    """

def useful_tiles(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    forms: Forms = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    visible: Tiles | None = None,
    rules: RuleSet | None = None,
    indicator: TileLike | None = None,
) -> dict[int, int]:
    """The useful tiles (有效牌, ukeire): each tile whose draw lowers :func:`shanten`, with the
    copies of it left.

    Args:
        tiles: a hand waiting to draw: 13, 10, 7, 4 or 1 tiles, wildcards included.
        wildcards, wildcard_tiles, forms, seven_pairs, thirteen_orphans, allow_fifth_copy: as
            for :func:`shanten`.
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
    counts: _IntArray,
    wildcards: _IntArray,
    wildcard_kinds: int,
    forms: object,
    seven_pairs: object,
    thirteen_orphans: object,
    allow_fifth_copy: object,
    threads: int | None = None,
) -> npt.NDArray[np.int8]:
    """Shanten for each of N rows, read as ``batch_is_win`` reads them; N int8 out. The forms,
    their shorthands and the fifth-copy rule as :func:`shanten` takes them."""

def batch_waits(
    counts: _IntArray,
    wildcards: _IntArray,
    wildcard_kinds: int,
    forms: object,
    seven_pairs: object,
    thirteen_orphans: object,
    allow_fifth_copy: object,
    threads: int | None = None,
) -> npt.NDArray[np.bool_]:
    """Waits for each of N rows, read as ``batch_is_win`` reads them; N x 34 bools out
    (``[i, t]``: tile t completes row i)."""

def decompositions(
    tiles: Tiles,
    *,
    wildcards: Int | None = 0,
    wildcard_tiles: WildcardTiles = None,
    melds: Iterable[MeldLike] | None = (),
    forms: Forms = (
        "regular",
        "seven_pairs",
        "thirteen_orphans",
        "honors_and_knitted",
        "knitted_straight",
    ),
    seven_pairs: Flag | None = None,
    thirteen_orphans: Flag | None = None,
    allow_fifth_copy: Flag | None = False,
    limit: Int | None = 10000,
    rules: RuleSet | None = None,
    indicator: TileLike | None = None,
) -> list[Decomposition]:
    """Every distinct decomposition of a winning hand: melds (chow 顺子, pung 刻子, kong 杠)
    and a pair (将), or a special form, with the tile each wildcard stands for.

    Args:
        tiles: the standing tiles (any form :func:`is_win` takes), declared melds left out:
            with ``melds``, 14 less 3 a declared meld, wildcards included; without, 14, 11, 8,
            5 or 2.
        wildcards, wildcard_tiles, allow_fifth_copy: as for :func:`is_win`.
        melds: the declared melds, each a :class:`hupai.Meld` or what :func:`hupai.meld` reads
            (``"123m"``, ``"EEE"``, ``"[EEEE]"``, ``("chow", "2m", 1)``); they come first in every
            result, unchanged, and their copies count against the fifth-copy rule.
        forms, seven_pairs, thirteen_orphans: the forms to decompose into, as for
            :func:`is_win`: some of ``"regular"``, ``"seven_pairs"``, ``"thirteen_orphans"``,
            ``"honors_and_knitted"``, ``"knitted_straight"`` (``"knitted"`` for both knitted
            forms); all five by default.
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
        rule_set: Any,
    ) -> McrTable: ...

#: The features of a reading, in the engine's order: vocabulary.FEATURES lists the same.
LOCAL_FEATURES: tuple[str, ...]
#: The most decompositions the local engine weighs for a hand (DecompositionLimitError past
#: it); ``hupai.scoring.local_request.DECOMPOSITION_LIMIT`` says the same.
LOCAL_DECOMPOSITION_LIMIT: int

#: A fan as LocalTable takes it: id, program (postfix ``(op, argument)`` steps, None for a
#: custom fan), value, multiplier, and the positions of the fans it excludes.
_LocalFan = tuple[int, list[tuple[int, int]] | None, int, int, list[int]]

@final
class LocalTable:
    """A local rule set compiled for the engine: each fan's checked program, value,
    multiplier and exclusions, the exclusion order, the combine ``(cap, exponent, offset)``,
    the copies of each kind (a wildcard never stands for a kind of 0), the fixed wildcard
    kinds and whether they stand for themselves, the forms, the fifth-copy rule and whether
    the rule set has wildcards; and what batch rows are checked against: ``(name, flipped
    kinds, joined honor cycle, jokers, (chow, pung, kong) claims, wildcards in melds,
    self-draw only, void, flag bits read, flowers read)``; and what ``hupai.score``'s single
    call builds its Score from in Rust: ``(FanCount objects by fan position and count (count
    0 unused), the FanCount class, the fans by position, the minimum, the situation keywords
    read)`` (None: every call goes the Python way). OptionError for a bad program, value or
    exclusion."""

    def __new__(
        cls,
        fans: list[_LocalFan],
        combine: tuple[int | None, bool, int],
        copies: list[int],
        fixed: list[int],
        itself: bool,
        forms: list[str],
        fifth_copy: bool,
        wildcards_in_play: bool,
        rows: tuple[str, int, list[int], int, tuple[bool, bool, bool], bool, bool, bool, int, bool],
        results: tuple[Sequence[Sequence[object]], object, Sequence[object], int, list[str]]
        | None = None,
    ) -> LocalTable: ...

def local_score(
    table: LocalTable,
    standing: tuple[int, ...] | list[int],
    wildcards: int,
    win_tile: int,
    win_wildcard: bool,
    melds: list[tuple[int, int, bool]],
    flags: tuple[int, ...] | list[int],
    flowers: int,
    declared: tuple[Meld, ...],
) -> tuple[dict[int, int], int, int, int, Decomposition, int, int] | None:
    """The best reading of a checked hand (standing counts without the wildcards, the
    standing wildcards, the winning tile, -1 for a joker, and whether it is a wildcard, the
    melds as (kind 0 chow / 1 pung / 2 kong, lowest tile, concealed), the 10 situation flags,
    the flowers, the melds as `Meld` objects): ``(fans {id: count} after exclusions,
    uncapped, total, points, decomposition, win kind, group)``, or None when the hand does
    not win. GIL released; DecompositionLimitError past 100,000 decompositions."""

def local_readings(
    table: LocalTable,
    standing: tuple[int, ...] | list[int],
    wildcards: int,
    win_tile: int,
    win_wildcard: bool,
    melds: list[tuple[int, int, bool]],
    flags: tuple[int, ...] | list[int],
    flowers: int,
    declared: tuple[Meld, ...],
) -> tuple[
    list[Decomposition],
    list[tuple[int, int, int, tuple[int, ...], list[int], tuple[int, ...]]],
]:
    """Every reading of a checked hand, in order (arguments as `local_score`'s):
    ``(decompositions, readings)``, a reading ``(decomposition index, win kind, group,
    features in LOCAL_FEATURES order, fan counts by position before exclusions (0 for a
    custom fan), logical tile counts)``."""

def batch_local_score(
    table: LocalTable,
    counts: _Column,
    melds: _Column,
    win_tile: _Column,
    flags: _Column,
    jokers: _Column,
    indicator: _Column,
    flowers: _Column,
    void: _Column,
    threads: int | None = None,
) -> tuple[bytes, bytes, bytes]:
    """Scores under a local rule set of N checked rows: (totals, points, fans) as bytes of N
    int32, N int64 and N x fans uint8 (by position, after exclusions); the columns as
    `hupai.batch.score` documents them. GIL released; the first bad row is the error."""

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

@final
class Mcr2pTable:
    """A two-player rule set's fan table as the engine holds it (``hupai.scoring.mcr2p_engine
    .native_table`` makes it): by table position, index 0 unused, each fan's points, its
    predicate (an MCR fan id 1-82 or a two-player one 83-93) and the positions it excludes;
    the minimum without flowers; the FanCount objects made ahead by position and count (count
    0 unused), the fans by position, the FanCount class and the rule set each Score names;
    ``refusals``, for each flag of ``hupai.scoring.mcr2p_situation.ASKED`` the SituationError
    message when the table lacks its fan, else None (None: the table's own words).
    ArrayShapeError for a bad table (an unknown or repeated predicate, an exclusion outside
    the table or of the fan itself, points outside 0-65535, refusals not 5 items)."""

    def __new__(
        cls,
        points: list[int],
        predicates: list[int],
        excludes: list[list[int]],
        min_points: int,
        fan_counts: list[list[Any]],
        fans: list[Any],
        fan_count: Any,
        rule_set: Any,
        refusals: Sequence[str | None] | None = None,
    ) -> Mcr2pTable: ...

def mcr2p_score(
    table: Mcr2pTable,
    standing: Sequence[int],
    win_tile: int,
    melds: list[tuple[int, int, bool]] | None,
    meld_objects: tuple[Meld, ...],
    flags: tuple[bool, bool, bool, bool],
    seat_wind: int,
    ready: int,
    firsts: tuple[bool, bool, bool],
    flowers: int,
) -> Score | None:
    """The two-player `Score` of a checked request (mcr2p.md 4-5), as
    ``make_two_player_score`` makes it, or None when the hand wins in no reading.

    standing: 34 counts without the winning tile; melds: (kind 0 chow / 1 pung / 2 kong,
    lowest tile, concealed), or None to read them from ``meld_objects``, the same as declared
    `Meld` objects (listed first in the reading); flags: (self-drawn, last copy, kong, last
    tile); seat_wind 27 (East) or 29 (West); ready 0 none, 1 declared (报听), 2 heavenly
    (天听); firsts: (天胡, 地胡, 人胡); flowers 0-8. Checked again: ArrayShapeError,
    TileCountError, HandSizeError, MeldError, UnknownTileError (a 筒 or 条 tile),
    SituationError (the seat, ready, flowers). Scored with the GIL released."""

def score(
    hand: Tiles | ScoreRequest,
    *,
    win_tile: TileLike | None = None,
    melds: Iterable[MeldLike] | None = (),
    self_drawn: Flag | None = False,
    last_copy: Flag | None = False,
    kong: Flag | None = False,
    last_tile: Flag | None = False,
    seat_wind: TileLike | None = "E",
    prevalent_wind: TileLike | None = "E",
    flowers: Int | None = 0,
    rules: RuleSet | None = None,
    **situation: object,
) -> Score:
    """The score (算番) of a winning hand, MCR's by default: every fan, with counts, and the total.

    Fans and principles are those of the Chinese Official rules (the MCR "Green Book"), as
    PyMahjongGB 1.4.0 applies them (docs/mcr-scoring.md); the fans are listed in
    docs/mcr-fans.md, two-player MCR's in docs/mcr2p-fans.md and docs/mcr2p-v3-fans.md.

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
        rules: the rule set: :data:`hupai.rules.MCR` (None) or it with other options, a
            local rule set (:class:`hupai.rules.local.LocalRuleSet`: 红中, 四川, 推倒胡 ...) or
            two-player MCR (:data:`hupai.rules.MCR_2P`, :data:`hupai.rules.MCR_2P_V3`; 万
            and honors only, ``seat_wind`` "E" the dealer or "W", no prevalent wind).
        situation: the keywords of the other rule sets: a local rule set's (``void=``,
            ``indicator=`` ...) and two-player MCR's (mcr2p.md 2-3): ``ready`` (None,
            "declared" 报听, "heavenly" 天听), ``heavenly_hand`` (天胡: ``hand`` then holds the
            14 dealt tiles and no ``win_tile`` is needed), ``earthly_hand`` (地胡),
            ``human_hand`` (人胡, V3). Under MCR each is an OptionError.

    Returns:
        A :class:`hupai.scoring.Score`: ``total`` (points, flowers included), ``fans`` (each
        a ``FanCount``: id, Chinese and English names, ``points`` the fan's own, ``count``
        and ``total`` = points × count, what it adds; in the fan table's order),
        ``decomposition`` (the reading scored, declared melds first; under MCR None for
        Nine Gates) and ``meets_minimum`` (MCR: 8 points without flowers, 起和番; else the
        rule set's minimum).

    Raises:
        NotWinningError: the hand does not win.
        HandSizeError, TileCountError, MeldError, SituationError, NotationError,
        UnknownTileError, OptionError: bad input (all ``hupai.HupaiError`` and ``ValueError``);
        under two-player MCR a 筒 or 条 tile is an UnknownTileError naming it, and a situation
        that cannot happen (mcr2p.md 3) a SituationError naming its keywords.
    """

# PyMahjongGB's signature; its answers: (points x count, name), or with verbose=True
# (points, count, name, English name), one a fan.
_Pack = tuple[str, str, int]
_Plain = tuple[tuple[int, str], ...]
_Verbose = tuple[tuple[int, int, str, str], ...]

@overload
def mahjong_fan_calculator(
    pack: tuple[_Pack, ...],
    hand: tuple[str, ...],
    winTile: str,
    flowerCount: int,
    isSelfDrawn: bool,
    is4thTile: bool,
    isAboutKong: bool,
    isWallLast: bool,
    seatWind: int,
    prevalentWind: int,
    verbose: Literal[False] = False,
) -> _Plain: ...
@overload
def mahjong_fan_calculator(
    pack: tuple[_Pack, ...],
    hand: tuple[str, ...],
    winTile: str,
    flowerCount: int,
    isSelfDrawn: bool,
    is4thTile: bool,
    isAboutKong: bool,
    isWallLast: bool,
    seatWind: int,
    prevalentWind: int,
    verbose: Literal[True],
) -> _Verbose: ...
@overload
def mahjong_fan_calculator(
    pack: tuple[_Pack, ...],
    hand: tuple[str, ...],
    winTile: str,
    flowerCount: int,
    isSelfDrawn: bool,
    is4thTile: bool,
    isAboutKong: bool,
    isWallLast: bool,
    seatWind: int,
    prevalentWind: int,
    verbose: bool = False,
) -> _Plain | _Verbose:
    """Calculate Mahjong Fans, as PyMahjongGB 1.4.0's ``MahjongFanCalculator`` does: the same
    arguments, the same answer tuples in the same order, the same TypeErrors
    (:mod:`hupai.compat.mahjonggb`)."""

_Column = _IntArray | bytes

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

    Each column is a NumPy integer array (any dtype and strides, read where it lies) or bytes
    of packed little-endian signed 16-byte values: counts N x 34, melds N x 4 x 3 (kind 0 none
    / 1 chow / 2 pung / 3 kong, lowest tile, concealed), and N of each other column; flags bits
    1 self-drawn, 2 last copy, 4 kong, 8 last tile. Every row is checked; the first bad or
    non-winning row is the error. Ctrl-C stops the rows (KeyboardInterrupt).
    """

def batch_mcr2p_score(
    table: Mcr2pTable,
    counts: _Column,
    melds: _Column,
    win_tile: _Column,
    flags: _Column,
    seat_wind: _Column,
    flowers: _Column,
    threads: int | None = None,
) -> tuple[bytearray, bytearray]:
    """Two-player scores of N rows (mcr2p.md): (totals, fans) as bytearrays of N int32 and
    N x ``len(rules.fans)`` uint8, column c the count of the table's position c + 1.

    The columns as for ``batch_mcr_score``, without a prevalent wind; flags bits 1 self-drawn,
    2 last copy, 4 kong, 8 last tile, 32 ready (报听), 64 ready in the first turn (天听), 128
    天胡, 256 地胡, 512 人胡; seat_wind 27 or 29. Every row is checked as ``hupai.score``
    checks the hand (the impossible situations of mcr2p.md 3 included); the first bad or
    non-winning row is the error ("row 17: ..."). Ctrl-C stops the rows (KeyboardInterrupt).
    """

def batch_deals(
    wall: bytes,
    n: int,
    seed: int,
    players: int,
    hand: int,
    dealer_extra: int,
    flip: bool,
    draws: int | None = None,
    threads: int | None = None,
) -> tuple[int, bytearray, bytearray, bytearray, bytearray, bytearray, bytearray]:
    """``n`` deals of ``wall`` (bytes of tile ids 0-42, unshuffled), deal i shuffled with
    deal_seed(seed, i) and dealt by the contract's rule (an indicator at position 0 when
    ``flip``, ``hand`` tiles a seat, ``dealer_extra`` more to seat 0, flowers replaced seat by
    seat from the front of what remains): (k, hands, flowers, jokers, indicator, rest, seeds),
    k the rest's width (``draws``, or None for what remains in every deal) and each output a
    bytearray: n x players x 34 and n x players uint8 (twice), n native-endian int16 (-1: no
    indicator), n x k uint8, n native-endian uint64.

    Raises:
        OptionError: players not 2-4, hand not 1-16, dealer_extra not 0-3, draws past what
            remains in every deal, bad threads.
        HandSizeError: a wall too short for the deal, or a deal that runs out of tiles
            replacing flowers (the first one named).
        ArrayShapeError: a tile id past 42 or a wall past 1024 tiles.
        OverflowError: a negative number or a seed past 2^64 - 1 (the caller checks them).
        KeyboardInterrupt: Ctrl-C, heard between slices.
    """

def shuffle_order(n: int, seed: int) -> list[int]:
    """The order `seed` shuffles `n` items into (wall.md 3, "splitmix64-fisher-yates-v1"): item
    k of the result is the position, before the shuffle, of the item that ends at position k.
    The range of ``n`` (0 to 2^24) and of ``seed`` (0 to 2^64 - 1) is checked by the caller
    (an OverflowError here otherwise). Runs with the GIL released."""

def paohuzi_score(
    declared: list[int],
    concealed: list[int],
    win: int,
    jokers: int,
    tsumo: bool,
    min_huxi: int,
    duizihu: bool,
) -> tuple[
    bool,
    int | None,
    int,
    int,
    int,
    int,
    int,
    list[tuple[str, list[int], int, bool, bool]],
    list[int],
]:
    """One 跑胡子 hand (``hupai.paohuzi.score`` reads and checks it first): declared group
    codes, 20 concealed counts, the winning card (-1 none, 0-19, 20 a 王), concealed 王, tsumo,
    options. Returns (win, 胡息 or None, 囤, 番, 名堂 bits, score, red, groups as (label,
    cards, 胡息, winning, declared), 王 kinds)."""

def batch_paohuzi_score(
    counts: _Column,
    jokers: _Column,
    win: _Column,
    tsumo: _Column,
    declared: _Column,
    min_huxi: int,
    duizihu: bool,
    threads: int | None = None,
) -> tuple[bytearray, bytearray]:
    """Scores of N 跑胡子 rows: (scores, records) as bytearrays of N int32 and N x 8 bytes
    (胡息 int16, 囤, 番, 名堂 bits, win, red, 0); the columns as ``hupai.batch.paohuzi_score``
    documents them. The first bad row is the error."""

def paohuzi_table_stats() -> tuple[int, int, int, int, float]:
    """The 跑胡子 tables, built if need be: (most jokers a size, patterns, outcomes, bytes,
    build seconds)."""
