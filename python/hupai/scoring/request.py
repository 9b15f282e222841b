"""What MCR scoring reads: a checked :class:`ScoreRequest`, the hand and how it was won.

:func:`read_score_request` takes the hand as standing tiles plus keyword arguments, or as the
hand string MCR tools write (:mod:`hupai.scoring.hand_string`), checks every part and returns
the request the scorers answer. Pure Python; never imports the native module, so the
reference scorer reads its input here too.

Flag combinations: all sixteen are accepted. PyMahjongGB, the engine hupai agrees with, takes
any combination and lets the hand decide (``rules/mcr_fans_reference_behaviour.tsv``): the
last copy (和绝张) does not count when the winning tile is among the standing tiles, and does
when the declared melds hold its other three copies; 杠上开花 needs a declared kong; 抢杠和
does not count when the winning tile is anywhere else in the hand, and replaces 和绝张; the
last tile (妙手回春 / 海底捞月) may come with the kong flag. Those are scoring rules, applied by
the scorer; a request keeps the flags as given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final, NamedTuple

from hupai.errors import (
    HandSizeError,
    HupaiError,
    NotationError,
    NotWinningError,
    OptionError,
    SituationError,
    TileCountError,
    UnknownTileError,
)
from hupai.melds import Meld, declared_melds
from hupai.tiles import EAST, NORTH, NUM_KINDS, format_tiles, tile, to_counts
from hupai.tiles._kinds import as_int, mpsz, read_bool, shown

if TYPE_CHECKING:
    from collections.abc import Iterable

    from hupai._types import Flag, Int, MeldLike, TileLike, Tiles

__all__ = ["ScoreRequest", "not_winning", "read_score_request"]

#: The most flowers a hand can hold: the eight of the set.
MAX_FLOWERS: Final = 8


class ScoreRequest(NamedTuple):
    """A winning hand and how it was won, checked, in hupai's indices.

    Attributes:
        standing: 34 counts of the standing tiles (立牌), the winning tile not included.
        win_tile: the winning tile, 0-33.
        melds: the declared melds (each ``declared=True``), in the order given.
        self_drawn: won by drawing the tile (自摸) rather than from a discard.
        last_copy: the winning tile was the last of its four copies (和绝张).
        kong: self-drawn, the replacement tile after a kong (杠上开花); from a discard, robbing
            a kong (抢杠和).
        last_tile: the last tile of the wall: self-drawn 妙手回春, from a discard 海底捞月.
        seat_wind: the player's wind (门风), 27-30 (East-North).
        prevalent_wind: the round's wind (圈风), 27-30.
        flowers: the flowers held (花牌), 0-8.
    """

    standing: tuple[int, ...]
    win_tile: int
    melds: tuple[Meld, ...]
    self_drawn: bool
    last_copy: bool
    kong: bool
    last_tile: bool
    seat_wind: int
    prevalent_wind: int
    flowers: int


def read_flag(name: str, value: object) -> bool:
    """A situation flag as a bool: True, False, a NumPy bool, or None for False."""
    return read_bool(name, value, False)


def read_wind(name: str, value: object) -> int:
    """A wind as its tile index 27-30: ``"E"`` ``"S"`` ``"W"`` ``"N"``, any name hupai reads for
    a wind tile (``"1z"``, ``"东"``, ``"F1"``), an index 27-30, or None for East."""
    if value is None:
        return EAST
    want = (
        f"{name} must be a wind: 'E', 'S', 'W' or 'N' (or a wind tile's name or index 27-30), "
        f"got {shown(value)}"
    )
    n = as_int(value)
    if n is not None and 0 <= n <= 3:
        raise SituationError(f"{want}; an int 0-3 is the tile {mpsz(n)}, not a wind")
    if n is None and not isinstance(value, str):
        raise SituationError(want)
    try:
        t = tile(value)  # type: ignore[arg-type]
    except HupaiError:
        raise SituationError(want) from None
    if not EAST <= t <= NORTH:
        raise SituationError(f"{want}, which is not a wind")
    return t


def read_flowers(value: object) -> int:
    """The number of flowers: an int 0-8 (None for 0)."""
    if value is None:
        return 0
    n = as_int(value)
    if n is None:
        raise SituationError(f"flowers must be a whole number 0-8, got {shown(value)}")
    if not 0 <= n <= MAX_FLOWERS:
        raise SituationError(f"flowers must be 0-8 (a set holds 8 flowers), got {n}")
    return n


def read_melds(melds: object) -> tuple[Meld, ...]:
    """The declared melds, at most four, in any notation :func:`hupai.meld` reads; None for
    none."""
    return declared_melds(melds)


def _check_tiles(standing: list[int], win: int, melds: tuple[Meld, ...], where: str) -> None:
    """HandSizeError unless standing + winning tile + melds (a kong counting 3) make 14;
    TileCountError where they hold more than 4 copies of a tile."""
    want, got = 13 - 3 * len(melds), sum(standing)
    if got != want:
        hint = ""
        if got == want + 1 and standing[win]:
            hint = "; the standing tiles leave out the winning tile"
        melded = f"{len(melds)} declared meld{'' if len(melds) == 1 else 's'}"
        raise HandSizeError(
            f"with {melded} a hand has {want} standing tiles besides the winning tile "
            f"(14 in all, a kong counting 3), got {got}{where}{hint}"
        )
    in_melds = [0] * NUM_KINDS
    for m in melds:
        for t in m.tiles:
            in_melds[t] += 1
    for t in range(NUM_KINDS):
        copies = standing[t] + in_melds[t] + (t == win)
        if copies > 4:
            raise TileCountError(
                f"{copies} copies of {mpsz(t)}{where} ({standing[t]} standing, "
                f"{int(t == win)} winning, {in_melds[t]} in melds); a set holds 4"
            )


def checked_request(
    standing: list[int],
    win_tile: object,
    melds: object,
    *,
    self_drawn: object,
    last_copy: object,
    kong: object,
    last_tile: object,
    seat_wind: object,
    prevalent_wind: object,
    flowers: object,
    where: str = "",
) -> ScoreRequest:
    """A :class:`ScoreRequest` from 34 standing counts and the rest as given, every part checked;
    ``where`` names the source in error messages."""
    declared = read_melds(melds)
    win = tile(win_tile)  # type: ignore[arg-type]
    if win >= NUM_KINDS:
        raise UnknownTileError(
            f"the winning tile {format_tiles([win])} is a flower{where}; flowers are counted "
            "apart from the hand"
        )
    _check_tiles(standing, win, declared, where)
    return ScoreRequest(
        standing=tuple(standing),
        win_tile=win,
        melds=declared,
        self_drawn=read_flag("self_drawn", self_drawn),
        last_copy=read_flag("last_copy", last_copy),
        kong=read_flag("kong", kong),
        last_tile=read_flag("last_tile", last_tile),
        seat_wind=read_wind("seat_wind", seat_wind),
        prevalent_wind=read_wind("prevalent_wind", prevalent_wind),
        flowers=read_flowers(flowers),
    )


def _is_default(name: str, value: object) -> bool:
    """Whether a situation option is left at its default (or given a value equal to it)."""
    try:
        if name.endswith("wind"):
            return read_wind(name, value) == EAST
        if name == "flowers":
            return read_flowers(value) == 0
        return read_flag(name, value) is False
    except HupaiError:
        return False


def options_given(win_tile: object, melds: object, situation: Mapping[str, object]) -> list[str]:
    """The names of the options given a value other than their default."""
    given = [] if win_tile is None else ["win_tile"]
    if not (melds is None or (isinstance(melds, (tuple, list)) and not melds)):
        given.append("melds")
    given.extend(name for name, value in situation.items() if not _is_default(name, value))
    return given


def read_hand_string(text: str) -> ScoreRequest:
    """The request an MCR hand string writes (:func:`~hupai.scoring.parse_hand_string`); a
    str without ``[`` or ``|`` that fails to read says how to pass standing tiles instead."""
    from hupai.scoring.hand_string import parse_hand_string

    if "[" in text or "|" in text:
        return parse_hand_string(text)
    hint = (
        "; a str given without win_tile= is read as an MCR hand string (melds in brackets, "
        "then the standing tiles in mpsz or E S W N C F P letters, the winning tile last): "
        "give win_tile= to pass standing tiles in any notation"
    )
    try:
        return parse_hand_string(text)
    except (NotationError, HandSizeError) as err:
        raise type(err)(f"{err}{hint}") from None


def read_score_request(
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
) -> ScoreRequest:
    """The checked input of MCR scoring.

    Args:
        hand: the standing tiles without the winning tile (a notation string in any notation
            :mod:`hupai.tiles` reads, tiles, or 34 counts), with ``win_tile`` given; or an MCR
            hand string (``"[123m,1][EEEE]456p789s2p2p|EE1000|2"``, see
            :func:`~hupai.scoring.parse_hand_string`), which carries the winning tile, the
            melds and the flags, so that the options below keep their defaults. A str is a
            hand string when it holds ``[`` or ``|``, or when ``win_tile`` is not given. A
            :class:`ScoreRequest` is checked again.
        win_tile: the winning tile: an index 0-33 or a tile name.
        melds: the declared melds: :class:`~hupai.Meld` objects, brackets as in a hand string
            (``"[123m,1]"``, ``"[EEEE]"`` a concealed kong), ``(kind, tile, offer)`` packs
            with the chow named by its middle tile (``("chow", "2m", 1)``; PyMahjongGB's
            ``"CHI"``, ``"PENG"``, ``"GANG"`` and tile codes too; a kong's offer 0 makes it
            concealed), or tiles that :func:`hupai.meld` reads (``"EEE"``).
        self_drawn, last_copy, kong, last_tile: how the hand was won, True or False (NumPy
            bools too; None is False); every combination is accepted (see the module notes).
        seat_wind, prevalent_wind: ``"E"``, ``"S"``, ``"W"``, ``"N"``, another name of a wind
            tile (``"1z"``, ``"东"``) or its index 27-30; never 0-3, which are 1m-4m.
        flowers: the flowers held, 0-8.

    Raises:
        HandSizeError: the standing tiles, the winning tile and the melds (a kong counting 3)
            do not make 14 tiles, or more than 4 melds.
        TileCountError: more than 4 copies of a tile among them.
        MeldError: an impossible meld (a chow of honors, a chow centred on a 1 or a 9, a bad
            offer) or one not declared.
        SituationError: a wind that is not East-North, a flower count outside 0-8.
        OptionError: a flag that is not True or False; options given beside a hand string;
            no ``win_tile`` beside standing tiles that are not a str.
        NotationError, UnknownTileError, ArrayShapeError: unreadable tiles.
    """
    situation = {
        "self_drawn": self_drawn,
        "last_copy": last_copy,
        "kong": kong,
        "last_tile": last_tile,
        "seat_wind": seat_wind,
        "prevalent_wind": prevalent_wind,
        "flowers": flowers,
    }
    if isinstance(hand, str) and (win_tile is None or "[" in hand or "|" in hand):
        given = options_given(win_tile, melds, situation)
        if given:
            instead = "" if "[" in hand or "|" in hand else " (or give win_tile= alone)"
            raise OptionError(
                f"hand {shown(hand)} is read as an MCR hand string, which carries the winning "
                f"tile, the melds and the flags; do not also give {', '.join(given)}{instead}"
            )
        return read_hand_string(hand)
    if isinstance(hand, ScoreRequest):
        given = options_given(win_tile, melds, situation)
        if given:
            raise OptionError(
                f"a ScoreRequest carries the whole hand; do not also give {', '.join(given)}"
            )
        return checked_request(
            to_counts(hand.standing),
            hand.win_tile,
            hand.melds,
            self_drawn=hand.self_drawn,
            last_copy=hand.last_copy,
            kong=hand.kong,
            last_tile=hand.last_tile,
            seat_wind=hand.seat_wind,
            prevalent_wind=hand.prevalent_wind,
            flowers=hand.flowers,
        )
    if win_tile is None:
        raise OptionError(
            "win_tile is required beside standing tiles (only an MCR hand string, a str, "
            "carries its winning tile)"
        )
    return checked_request(
        to_counts(hand),
        win_tile,
        melds,
        self_drawn=self_drawn,
        last_copy=last_copy,
        kong=kong,
        last_tile=last_tile,
        seat_wind=seat_wind,
        prevalent_wind=prevalent_wind,
        flowers=flowers,
    )


def not_winning(request: ScoreRequest) -> NotWinningError:
    """The error for a request whose hand does not win, naming the hand."""
    melds = "".join(f"[{m}]" for m in request.melds)
    return NotWinningError(
        f"hand {melds}{format_tiles(list(request.standing))} won on "
        f"{format_tiles([request.win_tile])} is not a winning hand"
    )
