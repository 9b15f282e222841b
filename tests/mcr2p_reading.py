"""Two-player hands for the reader's tests, written in the example notation (mcr2p.md 2)."""

from __future__ import annotations

from typing import Any

from hupai.rules.two_player import MCR_2P_V3, Mcr2pRuleSet
from hupai.scoring.example_notation import parse_example
from hupai.scoring.mcr2p_request import TwoPlayerRequest, read_two_player_request

#: Concealed winning hands: won on 2z with another 2z standing, and on 1m with no other 1m.
WON_ON_HELD = "123m456m789m111z2z +2z"
WON_ON_NEW = "23m456m789m111z22z +1m"


def read(example: str, rules: Mcr2pRuleSet = MCR_2P_V3, **extra: Any) -> TwoPlayerRequest:
    """``example`` (the notation of mcr2p.md 2) read, ``extra`` keywords added."""
    e = parse_example(example)
    return read_two_player_request(
        e.hand, rules=rules, win_tile=e.win_tile, melds=e.melds, **{**e.situation, **extra}
    )


def without(rules: Mcr2pRuleSet, predicate: int) -> Mcr2pRuleSet:
    """``rules`` without the fan of ``predicate``, the other ids and exclusions renumbered."""
    gone = next(f.id for f in rules.fans if f.predicate == predicate)
    new = {f.id: i for i, f in enumerate((f for f in rules.fans if f.id != gone), 1)}
    fans = tuple(
        f._replace(id=new[f.id], excludes=tuple(new[x] for x in f.excludes if x != gone))
        for f in rules.fans
        if f.id != gone
    )
    return Mcr2pRuleSet(f"{rules.name} minus {predicate}", fans)
