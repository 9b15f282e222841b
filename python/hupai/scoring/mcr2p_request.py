"""What two-player MCR scoring reads (国标二人麻将, mcr2p.md 2-3): a checked
:class:`TwoPlayerRequest`.

:func:`read_two_player_request` reads the hand in the forms MCR's
:func:`~hupai.scoring.read_score_request` reads, with its helpers, and refuses what two
players cannot hold or do: a 筒 or 条 tile, a seat other than East and West, a prevalent wind,
a flag whose fan the table lacks, and the combinations of mcr2p.md 3
(:mod:`hupai.scoring.mcr2p_situation`). Pure Python; never imports the native module, so the
reference scorer reads its input here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from hupai.errors import NotWinningError, OptionError, SituationError
from hupai.melds import Meld
from hupai.scoring.local_request import read_ready, whose
from hupai.scoring.mcr2p_hand import from_hand_string, from_tiles, read_seat
from hupai.scoring.mcr2p_situation import check_two_player_situation
from hupai.scoring.request import options_given, read_flag, read_wind
from hupai.tiles import EAST, format_tiles
from hupai.tiles._kinds import as_int, shown

if TYPE_CHECKING:
    from collections.abc import Iterable

    from hupai._types import Flag, Int, MeldLike, TileLike, Tiles
    from hupai.rules.two_player import Mcr2pRuleSet

__all__ = [
    "DECLARED",
    "KEYWORDS",
    "HEAVENLY",
    "NOT_READY",
    "READY_NAMES",
    "TwoPlayerRequest",
    "not_winning_two_player",
    "read_two_player_call",
    "read_two_player_request",
]

#: ``ready``: not declared, declared (报听), declared in the first-turn window (天听).
NOT_READY: Final = 0
DECLARED: Final = 1
HEAVENLY: Final = 2
#: The ``ready`` keyword's value for each of them.
READY_NAMES: Final = ("none", "declared", "heavenly")


class TwoPlayerRequest(NamedTuple):
    """A two-player winning hand and how it was won, checked, in hupai's indices.

    Attributes:
        standing: 34 counts of the standing tiles (立牌), the winning tile not included; 筒
            and 条 (9-26) are 0.
        win_tile: the winning tile, 0-8 or 27-33. Under ``heavenly_hand`` the scorer tries
            every kind held as the winning tile (mcr2p.md 3), so it is any one of them.
        melds: the declared melds (each ``declared=True``), in the order given.
        self_drawn: won by drawing the tile (自摸) rather than on a discard.
        last_copy: the other three copies of the winning tile were visible (和绝张).
        kong: self-drawn, the replacement after one's own kong (杠上开花); on a discard,
            robbing a kong (抢杠胡).
        last_tile: the last tile of the wall: self-drawn 妙手回春, on a discard 海底捞月.
        seat_wind: 27 (East, the dealer) or 29 (West, the other player).
        ready: :data:`NOT_READY`, :data:`DECLARED` (报听) or :data:`HEAVENLY` (天听).
        heavenly_hand: 天胡. earthly_hand: 地胡. human_hand: 人胡 (MCR_2P_V3 only).
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
    ready: int
    heavenly_hand: bool
    earthly_hand: bool
    human_hand: bool
    flowers: int


def read_two_player_request(
    hand: Tiles | TwoPlayerRequest,
    *,
    rules: Mcr2pRuleSet,
    win_tile: TileLike | None = None,
    melds: Iterable[MeldLike] | None = (),
    self_drawn: Flag | None = None,
    last_copy: Flag | None = None,
    kong: Flag | None = None,
    last_tile: Flag | None = None,
    seat_wind: TileLike | None = None,
    prevalent_wind: TileLike | None = None,
    flowers: Int | None = None,
    ready: str | Flag | None = None,
    heavenly_hand: Flag | None = None,
    earthly_hand: Flag | None = None,
    human_hand: Flag | None = None,
) -> TwoPlayerRequest:
    """The checked input of two-player MCR scoring under ``rules`` (mcr2p.md 2-3).

    Args:
        hand: as :func:`~hupai.scoring.read_score_request` takes it: the standing tiles without
            the winning tile (a str in any notation hupai reads, tiles, or 34 counts) with
            ``win_tile``; or an MCR hand string (``"[123m,1]456m789mEEE11m2m|EW1000|2"``),
            which carries the winning tile, the melds, ``self_drawn``, ``last_copy``,
            ``last_tile``, ``kong``, the seat (its second wind; its first, the prevalent wind,
            must be E) and the flowers, so that only ``ready`` and the first-turn flags may
            be given beside it; or a :class:`TwoPlayerRequest`, checked again. Under
            ``heavenly_hand`` with no ``win_tile``, the 14 dealt tiles (a str here is never
            a hand string): 天胡 has no distinguished winning tile, so the lowest kind held
            is taken as it (the scorer tries every kind, mcr2p.md 3).
        rules: :data:`~hupai.rules.two_player.MCR_2P`, ``MCR_2P_V3`` or another
            :class:`~hupai.rules.two_player.Mcr2pRuleSet`.
        win_tile: the winning tile, a name or an index 0-8 or 27-33.
        melds: the declared melds, in every form MCR reads (``"[EEEE]"`` a concealed kong).
        self_drawn, last_copy, kong, last_tile: how the hand was won, True or False (NumPy
            bools too); mcr2p.md 2 says what each means.
        seat_wind: ``"E"`` (the dealer) or ``"W"``, or another name of those tiles (``"1z"``,
            ``"西"``, index 27 or 29).
        prevalent_wind: must be None: two players have no prevalent wind (mcr2p.md 1).
        flowers: the flowers held, 0-8.
        ready: ``"none"``, ``"declared"`` (报听, True too) or ``"heavenly"`` (天听).
        heavenly_hand, earthly_hand, human_hand: 天胡, 地胡, 人胡 (a table without the fan
            refuses its flag: 人胡 is MCR_2P_V3's).
        None stands for each keyword's default: no meld, False, East, 0 flowers, not ready.

    Raises:
        UnknownTileError: a 筒 or 条 tile among the standing tiles, the winning tile or a
            meld (found before the hand's size is checked, except in a hand string); a flower
            among the tiles or as the winning tile; unreadable tiles.
        HandSizeError, TileCountError, MeldError, NotationError, ArrayShapeError: as
            :func:`~hupai.scoring.read_score_request` raises them.
        SituationError: a seat other than East or West; a prevalent wind; a ``ready`` or
            flower count out of range; a flag whose fan ``rules`` lacks, or a combination
            that cannot happen (:func:`~hupai.scoring.mcr2p_situation.check_two_player_situation`).
        OptionError: ``rules`` not a two-player rule set; a flag not True or False; options
            given beside a hand string or a request that carries them; no ``win_tile``
            beside standing tiles that are not a str, unless ``heavenly_hand``.
    """
    return _read(
        rules, hand, win_tile, melds,
        {"self_drawn": self_drawn, "last_copy": last_copy, "kong": kong,
         "last_tile": last_tile, "seat_wind": seat_wind, "flowers": flowers},
        {"ready": ready, "heavenly_hand": heavenly_hand, "earthly_hand": earthly_hand,
         "human_hand": human_hand},
        prevalent_wind,
    )  # fmt: skip


def no_prevalent_wind(given: str) -> SituationError:
    """The error for a prevalent wind other than East (``given`` as the caller wrote it)."""
    return SituationError(
        f"prevalent_wind={given}: two-player MCR has no prevalent wind (圈风) and no 圈风刻; "
        "leave it out, or East, the default (mcr2p.md 1)"
    )


def check_no_prevalent_wind(value: object) -> None:
    """SituationError for a prevalent wind other than None or East: two players have none
    (mcr2p.md 1), and East is what a call that gives every keyword its default passes."""
    if value is None:
        return
    try:
        east = read_wind("prevalent_wind", value) == EAST
    except SituationError:
        east = False
    if not east:
        raise no_prevalent_wind(shown(value))


def _read(
    rules: object,
    hand: object,
    win_tile: object,
    melds: object,
    carried: dict[str, object],
    own: dict[str, object],
    prevalent_wind: object,
) -> TwoPlayerRequest:
    """:func:`read_two_player_request`, the keywords a hand string can carry in ``carried``
    and the two-player ones in ``own``."""
    table = _rules(rules)
    check_no_prevalent_wind(prevalent_wind)
    if isinstance(hand, TwoPlayerRequest):
        return _again(table, hand, win_tile, melds, {**carried, **own})
    heavenly = read_flag("heavenly_hand", own["heavenly_hand"])
    # Without win_tile a str is a hand string, as MCR reads it, except 天胡's dealt tiles.
    unwon = win_tile is None and not heavenly
    if isinstance(hand, str) and ("[" in hand or "|" in hand or unwon):
        base, seat = from_hand_string(hand, win_tile, melds, carried), None
    elif unwon:
        raise OptionError(
            "win_tile is required beside standing tiles (only an MCR hand string, a str, "
            "carries its winning tile; with heavenly_hand=True the hand may be the 14 dealt "
            "tiles)"
        )
    else:
        base, seat = from_tiles(hand, win_tile, melds, carried), carried["seat_wind"]
    request = TwoPlayerRequest(
        standing=base.standing,
        win_tile=base.win_tile,
        melds=base.melds,
        self_drawn=base.self_drawn,
        last_copy=base.last_copy,
        kong=base.kong,
        last_tile=base.last_tile,
        seat_wind=read_seat("ESWN"[base.seat_wind - EAST] if seat is None else seat),
        ready=read_ready(own["ready"]),
        heavenly_hand=heavenly,
        earthly_hand=read_flag("earthly_hand", own["earthly_hand"]),
        human_hand=read_flag("human_hand", own["human_hand"]),
        flowers=base.flowers,
    )
    check_two_player_situation(table, request)
    return request


def _rules(rules: object) -> Mcr2pRuleSet:
    from hupai.rules.two_player import Mcr2pRuleSet

    if not isinstance(rules, Mcr2pRuleSet):
        raise OptionError(
            "rules= takes a two-player rule set, hupai.rules.two_player.MCR_2P or MCR_2P_V3, "
            f"not {shown(rules)}"
        )
    return rules


def _again(
    rules: Mcr2pRuleSet,
    request: TwoPlayerRequest,
    win_tile: object,
    melds: object,
    situation: dict[str, object],
) -> TwoPlayerRequest:
    """``request`` checked again (one made by hand, or changed with ``_replace``)."""
    if isinstance(situation["ready"], str) and situation["ready"] == "none":
        situation["ready"] = None
    given = options_given(win_tile, melds, situation)
    if given:
        raise OptionError(
            f"a TwoPlayerRequest carries the whole hand; do not also give {', '.join(given)}"
        )
    ready = as_int(request.ready)
    return _read(
        rules, request.standing, request.win_tile, request.melds,
        {"self_drawn": request.self_drawn, "last_copy": request.last_copy, "kong": request.kong,
         "last_tile": request.last_tile, "seat_wind": request.seat_wind,
         "flowers": request.flowers},
        {"ready": READY_NAMES[ready] if ready in (0, 1, 2) else request.ready,
         "heavenly_hand": request.heavenly_hand, "earthly_hand": request.earthly_hand,
         "human_hand": request.human_hand},
        None,
    )  # fmt: skip


def not_winning_two_player(request: TwoPlayerRequest) -> NotWinningError:
    """The error for a request whose hand does not win, quoting the hand in the example
    notation (mcr2p.md 2: ``hand [123m]{1111z} 456789m11z23z +4z is not a winning hand``);
    under 天胡, the 14 dealt tiles, none of which wins as the winning tile."""
    melds = "".join(f"{{{m}}}" if m.concealed else f"[{m}]" for m in request.melds)
    if request.heavenly_hand:
        dealt = list(request.standing)
        dealt[request.win_tile] += 1
        return NotWinningError(
            f"hand {melds}{format_tiles(dealt)} (heavenly_hand: the 14 dealt tiles, any of "
            "them the winning tile) is not a winning hand"
        )
    standing = format_tiles(list(request.standing))
    hand = f"{melds} {standing}" if melds else standing
    return NotWinningError(f"hand {hand} +{format_tiles([request.win_tile])} is not a winning hand")


#: The keywords two-player scoring reads beside the hand (mcr2p.md 2).
KEYWORDS: Final = (
    "win_tile", "melds", "self_drawn", "last_copy", "kong", "last_tile", "seat_wind",
    "prevalent_wind", "flowers", "ready", "heavenly_hand", "earthly_hand", "human_hand",
)  # fmt: skip


def read_two_player_call(
    hand: object, rules: Mcr2pRuleSet, given: dict[str, Any]
) -> TwoPlayerRequest:
    """:func:`read_two_player_request` of a ``score`` call's keywords, a keyword it does not
    read (another rule set's: ``jokers``, ``void`` ...) an OptionError naming it."""
    unknown = [k for k in given if k not in KEYWORDS]
    if unknown:
        raise OptionError(
            f"{rules.name} does not read {unknown[0]}= ({whose(unknown[0])}); "
            f"two-player MCR reads {', '.join(KEYWORDS[2:])}"
        )
    return read_two_player_request(hand, rules=rules, **given)  # type: ignore[arg-type]
