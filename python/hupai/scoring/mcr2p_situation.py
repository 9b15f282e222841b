"""The situations two-player MCR refuses (国标二人麻将, mcr2p.md 3): flags whose fan the table
lacks, and combinations of flags that cannot happen in a game. The game decides what
happened; the scorer refuses, with a :class:`~hupai.errors.SituationError` naming the flags
and why, what no game can give. Pure Python.

The first-turn wins (天胡 heavenly_hand, 地胡 earthly_hand, 人胡 human_hand) are refused
beyond what mcr2p.md 3 lists where the first turn itself rules a flag out (decisions, one
rule for the three): at most one of them; never with ``last_tile`` (the wall is full) nor
``last_copy`` (no three copies of a tile are visible yet: there is no exposed meld and at
most the dealer's first discard); ``ready="declared"`` not with 地胡 or 人胡 (the non-dealer
can declare before its first draw only right after the deal, which is 天听); ``kong`` not with
人胡 (robbing a kong is a win on a tile added to a kong, not on the dealer's first discard,
and the dealer has no pung to add to before it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from hupai.errors import SituationError
from hupai.tiles import EAST
from hupai.tiles._kinds import mpsz

if TYPE_CHECKING:
    from hupai.rules.two_player import Mcr2pRuleSet
    from hupai.scoring.mcr2p_request import TwoPlayerRequest

__all__ = ["ASKED", "check_two_player_situation", "refusals"]

#: The first-turn wins: flag, its fan's Chinese name, its predicate, who wins it.
_FIRST_TURN: Final = (
    ("heavenly_hand", "天胡", 83, "the dealer's (East's) self-drawn win on its dealt tiles"),
    ("earthly_hand", "地胡", 84, "the non-dealer's (West's) self-drawn win on its first draw"),
    ("human_hand", "人胡", 85, "the non-dealer's (West's) win on the dealer's first discard"),
)
#: ``ready`` values 1 and 2: the keyword's value, the fan's name and its predicate.
_READY_FANS: Final = {1: ("declared", "报听", 91), 2: ("heavenly", "天听", 90)}
#: The flags whose fan a table may lack, in the order they are asked: the keyword as given,
#: the fan's name, its predicate (the engine's copy, ``situation::ASKED``, asks alike).
ASKED: Final = (
    *((f"{flag}=True", zh, predicate) for flag, zh, predicate, _ in _FIRST_TURN),
    *((f"ready={value!r}", zh, predicate) for value, zh, predicate in _READY_FANS.values()),
)


def check_two_player_situation(rules: Mcr2pRuleSet, request: TwoPlayerRequest) -> None:
    """SituationError unless ``request``'s flags can happen under ``rules`` (mcr2p.md 3 and
    the decisions of this module's notes).

    Raises:
        SituationError: a flag whose fan ``rules`` lacks (人胡 under MCR_2P), the message naming
            the presets that have it; a first-turn win with the wrong seat, a self-draw or a
            discard it is not, a declared meld (a concealed kong included), ``kong``, a ready
            it cannot have, ``last_tile`` or ``last_copy``, or beside another first-turn win;
            ``kong`` with ``self_drawn`` and no declared kong; ``kong`` on a discard with the
            winning tile's kind in the hand or the melds; ``last_copy`` with a copy of the
            winning tile among the standing tiles.
    """
    _check_fans(rules, request)
    _check_first_turn(request)
    _check_kong(request)
    if request.last_copy and request.standing[request.win_tile]:
        tile = mpsz(request.win_tile)
        raise SituationError(
            f"last_copy (和绝张) says the other three copies of {tile} were visible, but a copy "
            f"of {tile} is among the standing tiles (mcr2p.md 3)"
        )


def refusals(rules: Mcr2pRuleSet) -> tuple[str | None, ...]:
    """For each flag of :data:`ASKED`, the SituationError's message when ``rules`` lacks its
    fan, else None: the engine's words for the flags a batch row may hold."""
    return tuple(_lacking(rules, given, zh, predicate) for given, zh, predicate in ASKED)


def _check_fans(rules: Mcr2pRuleSet, request: TwoPlayerRequest) -> None:
    """SituationError for a situation flag whose fan (found by predicate) ``rules`` lacks."""
    on = (request.heavenly_hand, request.earthly_hand, request.human_hand,
          request.ready == 1, request.ready == 2)  # fmt: skip
    for asked, given in zip(ASKED, on, strict=True):
        message = _lacking(rules, *asked) if given else None
        if message is not None:
            raise SituationError(message)


def _lacking(rules: Mcr2pRuleSet, given: str, zh: str, predicate: int) -> str | None:
    """The message refusing ``given`` when ``rules`` lacks the fan of ``predicate``, naming the
    presets that have it; None when ``rules`` has it."""
    if _has(rules, predicate):
        return None
    from hupai.rules.two_player import MCR_2P, MCR_2P_V3

    having = [r.name for r in (MCR_2P, MCR_2P_V3) if _has(r, predicate)]
    where = f"; {' and '.join(having)} {'has' if len(having) == 1 else 'have'} it"
    return f"{given} ({zh}): {rules.name} has no {zh} fan{where if having else ''} (mcr2p.md 3, 9)"


def _has(rules: Mcr2pRuleSet, predicate: int) -> bool:
    return any(f.predicate == predicate for f in rules.fans)


def _check_first_turn(r: TwoPlayerRequest) -> None:
    """SituationError for a first-turn win its flags contradict (mcr2p.md 3)."""
    wins = [(flag, zh, who) for flag, zh, _, who in _FIRST_TURN if getattr(r, flag)]
    if len(wins) > 1:
        named = " and ".join(f"{flag} ({zh})" for flag, zh, _ in wins)
        raise SituationError(
            f"{named}: at most one first-turn win may be given; each is won on a different "
            "turn (mcr2p.md 3)"
        )
    if not wins:
        return
    flag, zh, who = wins[0]
    name = f"{flag} ({zh})"

    def refuse(why: str) -> SituationError:
        return SituationError(f"{name} is {who}: {why} (mcr2p.md 3)")

    dealer = flag == "heavenly_hand"
    if (r.seat_wind == EAST) != dealer:
        got = "E" if r.seat_wind == EAST else "W"
        raise refuse(f"seat_wind must be {'E' if dealer else 'W'}, got {got!r}")
    if flag == "human_hand" and r.self_drawn:
        raise refuse("not with self_drawn (a self-drawn first win of West is earthly_hand, 地胡)")
    if flag != "human_hand" and not r.self_drawn:
        won = "" if dealer else " (a win on the dealer's first discard is human_hand, 人胡)"
        raise refuse(f"give self_drawn=True{won}")
    if r.melds:
        m = r.melds[0]
        shown = f"the concealed kong [{m}]" if m.kind == "kong" and m.concealed else f"[{m}]"
        raise refuse(f"no declared meld (a concealed kong included), got {shown}")
    if r.kong:
        raise refuse(
            "not with kong: robbing a kong (抢杠胡) is no discard, and the dealer has no pung "
            "to add to yet"
            if flag == "human_hand"
            else "not with kong: no kong is declared before it, so no replacement tile is drawn"
        )
    if dealer and r.ready:
        value, fan, _ = _READY_FANS[r.ready]
        raise refuse(f"not with ready={value!r} ({fan}): the dealer wins before its first discard")
    if not dealer and r.ready == 1:
        raise refuse(
            "not with ready='declared' (报听): before West's first draw a declaration is the "
            "one right after the deal, ready='heavenly' (天听)"
        )
    if r.last_tile:
        raise refuse("not with last_tile: on a first turn the wall is full")
    if r.last_copy:
        raise refuse(
            "not with last_copy (和绝张): on a first turn no three copies of a tile are visible"
        )


def _check_kong(r: TwoPlayerRequest) -> None:
    """SituationError for a kong flag the hand contradicts (mcr2p.md 3)."""
    if not r.kong:
        return
    if r.self_drawn:
        if not any(m.kind == "kong" for m in r.melds):
            raise SituationError(
                "kong with self_drawn (杠上开花, the replacement tile after one's own kong) needs "
                "a declared kong; the hand declares none (mcr2p.md 3)"
            )
        return
    tile = mpsz(r.win_tile)
    where = "among the standing tiles" if r.standing[r.win_tile] else ""
    for m in r.melds:
        if not where and r.win_tile in m.tiles:
            where = f"in the meld [{m}]"
    if where:
        raise SituationError(
            f"kong on a discard (抢杠胡, robbing a kong) wins on the {tile} the other player "
            f"adds to its pung, which holds the other three copies, yet a {tile} is {where} "
            "(mcr2p.md 3)"
        )
