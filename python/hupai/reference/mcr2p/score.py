"""The reference two-player scorer (国标二人麻将, mcr2p.md 4-7): the oracle the engine is
tested against. Pure Python; never imports the native module.

How a hand is scored: every reading (:mod:`~hupai.reference.mcr2p.reading`, mcr2p.md 4) has
its candidate fans (:func:`~hupai.reference.mcr2p.walk.candidates`, 5.1) walked through the
table (:func:`~hupai.reference.mcr2p.walk.walk`, 5.2-5.4); the reading chosen
(:mod:`~hupai.reference.mcr2p.choice`, 5.5-5.6) is the score. Under 天胡 each kind among the
14 tiles is tried as the winning tile and the best kept, the lowest kind among equals
(mcr2p.md 3, shared decision 5). 花牌 is a fan of the table like the others.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from hupai.errors import OptionError
from hupai.reference.mcr2p.choice import Scored, best, scored
from hupai.reference.mcr2p.reading import readings, win_of
from hupai.reference.mcr2p.walk import walk
from hupai.rules.two_player import MCR_2P, Mcr2pRuleSet
from hupai.scoring.mcr2p_request import (
    TwoPlayerRequest,
    not_winning_two_player,
    read_two_player_call,
)
from hupai.scoring.result import Score, make_two_player_score

if TYPE_CHECKING:
    from collections.abc import Iterable

    from hupai._types import MeldLike, TileLike, Tiles

__all__ = ["score", "score_request"]


def _winning_tiles(request: TwoPlayerRequest) -> Iterator[tuple[tuple[int, ...], int]]:
    """(standing, winning tile) to score: the request's own, or under 天胡 each kind among
    the 14 tiles, lowest first, as the winning tile and the 14 less one of it standing."""
    if not request.heavenly_hand:
        yield tuple(request.standing), request.win_tile
        return
    tiles = list(request.standing)
    tiles[request.win_tile] += 1
    for kind, n in enumerate(tiles):
        if n:
            standing = list(tiles)
            standing[kind] -= 1
            yield tuple(standing), kind


def _scored(request: TwoPlayerRequest, rules: Mcr2pRuleSet) -> Iterator[Scored]:
    for standing, win_tile in _winning_tiles(request):
        for r in readings(win_of(request, standing, win_tile)):
            yield scored(r, walk(r, rules), rules)


def score_request(request: TwoPlayerRequest, rules: Mcr2pRuleSet = MCR_2P) -> Score:
    """The score of a checked two-player ``request`` under ``rules`` (a
    :class:`~hupai.rules.two_player.Mcr2pRuleSet`: :data:`~hupai.rules.MCR_2P`,
    :data:`~hupai.rules.MCR_2P_V3` or a table of one's own).

    Returns:
        :func:`hupai.scoring.result.make_two_player_score` of the chosen reading: its fans by
        table id with their counts, flowers included, its decomposition (declared melds
        first), ``meets_minimum`` counted without the flowers.

    Raises:
        NotWinningError: no reading of the hand wins; the message quotes the hand.
        OptionError: ``rules`` is not a two-player rule set.
    """
    if not isinstance(rules, Mcr2pRuleSet):
        raise OptionError(f"{rules!r} is not a two-player rule set (hupai.rules.MCR_2P)")
    chosen = best(_scored(request, rules))
    if chosen is None:
        raise not_winning_two_player(request)
    return make_two_player_score(
        rules, chosen.fans, chosen.reading.decomposition,
        self_drawn=request.self_drawn, kong=request.kong,
    )  # fmt: skip


def score(
    hand: Tiles | TwoPlayerRequest,
    *,
    rules: Mcr2pRuleSet = MCR_2P,
    win_tile: TileLike | None = None,
    melds: Iterable[MeldLike] | None = (),
    **situation: Any,
) -> Score:
    """The reference score of a two-player winning hand.

    Args:
        hand: the standing tiles without the winning tile, in any notation hupai reads.
        rules: the two-player rule set (:data:`~hupai.rules.MCR_2P` by default).
        win_tile, melds: the winning tile and the declared melds.
        situation: the keywords of mcr2p.md 2 (``self_drawn``, ``seat_wind`` "E"/"W",
            ``last_copy``, ``last_tile``, ``kong``, ``ready`` "none"/"declared"/"heavenly",
            ``heavenly_hand``, ``earthly_hand``, ``human_hand``, ``flowers``).

    Raises:
        NotWinningError: not a winning hand; and the input and situation errors of
        :func:`hupai.scoring.mcr2p_request.read_two_player_request`, which reads the input.
    """
    given = {"win_tile": win_tile, "melds": melds, **situation}
    request = read_two_player_call(hand, rules, given)
    return score_request(request, rules)
