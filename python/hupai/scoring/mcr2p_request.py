"""What two-player MCR scoring reads (国标二人麻将, mcr2p.md 2-3): a checked
:class:`TwoPlayerRequest`. Pure Python; never imports the native module, so the reference
scorer reads its input here too."""

from __future__ import annotations

from typing import Final, NamedTuple

from hupai.melds import Meld

__all__ = ["DECLARED", "HEAVENLY", "NOT_READY", "TwoPlayerRequest"]

#: ``ready``: not declared, declared (报听), declared in the first-turn window (天听).
NOT_READY: Final = 0
DECLARED: Final = 1
HEAVENLY: Final = 2


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
