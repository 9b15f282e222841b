"""Who pays whom for a win and for a kong: a rule set's payment rule as data, and
:func:`settle` / :func:`kong_payments`, which apply it.

Sources: MCR (the rule book: 8 points from every other player, plus the hand's total from the
discarder or from each on a self-draw); local_rules.md 0.5 and a-d for the local sets. Pure
Python.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from hupai.errors import OptionError, SituationError
from hupai.tiles._kinds import as_int, shown

if TYPE_CHECKING:
    from hupai.scoring.result import Score

__all__ = ["KONG_KINDS", "KongPayment", "Payment", "kong_payments", "settle", "table_players"]

#: The kinds of kong :func:`kong_payments` takes: on a discard (直杠), added to one's own
#: pung (补杠 / 巴杠), concealed (暗杠).
KONG_KINDS: Final = ("exposed", "added", "concealed")


@dataclass(frozen=True)
class KongPayment:
    """What a kong earns when it is made, in 底 (``base``).

    Attributes:
        exposed: paid by the discarder for a kong on its discard (直杠).
        added: paid by each other player for a tile added to one's pung (补杠, 巴杠).
        added_needs_draw: whether the added kong is paid only when the added tile was just
            drawn (红中 MIL: otherwise nothing).
        concealed: paid by each other player for a concealed kong (暗杠).
    """

    exposed: int = 0
    added: int = 0
    added_needs_draw: bool = False
    concealed: int = 0


@dataclass(frozen=True)
class Payment:
    """How a win is paid.

    Attributes:
        fee: what every other player pays the winner besides the hand (MCR: 8).
        self_drawn_extra: what each payer adds on a self-draw, after the cap (四川 自摸加底: 1).
        bird: what each bird hit adds to every payer's amount (红中 扎鸟: 1).
        birds: the most bird hits a win may have (红中 扎2鸟: 2; 0 for a rule set without
            birds, which refuses any).
        horse: how horses pay: None, ``"fixed"`` (2 a hit, 推倒胡) or ``"points"`` (the hand's
            points a hit, 马跟底分).
        rob_kong_pays_all: 抢杠全包: the robbed player pays for all the others.
        liable_pays_all: 杠爆全包: a liable player named to :func:`settle` pays for all.
        kongs: the kong payments (:func:`kong_payments`).
    """

    fee: int = 0
    self_drawn_extra: int = 0
    bird: int = 0
    birds: int = 0
    horse: str | None = None
    rob_kong_pays_all: bool = False
    liable_pays_all: bool = False
    kongs: KongPayment = KongPayment()


def _seat(name: str, value: object, players: int) -> int:
    n = as_int(value)
    if n is None or not 0 <= n < players:
        raise SituationError(f"{name} must be a seat 0-{players - 1}, got {shown(value)}")
    return n


def _count(name: str, value: object, low: int, high: int) -> int:
    n = as_int(value)
    if n is None or not low <= n <= high:
        raise OptionError(f"{name} must be a whole number {low}-{high}, got {shown(value)}")
    return n


def table_players(rules: object, players: object) -> int:
    """The number of seats: as given (2-4), or the rule set's own; SituationError when a rule
    set for a number of players is given another."""
    fixed = getattr(rules, "players", None)
    if players is None:
        return 4 if fixed is None else int(fixed)
    n = _count("players", players, 2, 4)
    if fixed is not None and n != fixed:
        name = getattr(rules, "name", "the rule set")
        raise SituationError(f"players={n}: {name} is played by {fixed} players")
    return n


def _payers(payers: object, winner: int, players: int) -> list[int]:
    if payers is None:
        return [s for s in range(players) if s != winner]
    if not isinstance(payers, Sequence) or isinstance(payers, str):
        raise SituationError(f"payers must be a list of seats, got {shown(payers)}")
    seats = [_seat("payers", s, players) for s in payers]
    if winner in seats or len(set(seats)) != len(seats) or not seats:
        raise SituationError(
            f"payers must be distinct seats other than the winner's, got {shown(payers)}"
        )
    return seats


def settle(
    score: Score,
    *,
    winner: int,
    discarder: int | None = None,
    players: int | None = None,
    base: int = 1,
    bird_hits: int = 0,
    horse_hits: int = 0,
    payers: Sequence[int] | None = None,
    liable: int | None = None,
) -> tuple[int, ...]:
    """Each seat's gain (positive) or loss for a win, by seat 0..players-1; they sum to 0.

    Args:
        score: the win, as :func:`hupai.score` scored it (its rule set's payment rule applies).
        winner: the winner's seat. discarder: the discarder's seat, None for a self-draw (the
            robbed player of a robbed kong is the discarder).
        players: seats at the table, 2-4; None for the rule set's own number (two-player
            MCR: 2), else 4. base: the unit (底), at least 1.
        bird_hits: birds (扎鸟) that hit, up to the rule set's birds (红中: 2; none elsewhere).
        horse_hits: horses (买马) that hit, 0-8, where the rule set has horses (推倒胡).
        payers: on a self-draw, the seats still in the hand (四川 血战); None for all others.
        liable: on a self-drawn kong bloom, a seat that pays for all (杠爆全包), where the rule
            set has that option; not the winner.

    Raises:
        SituationError: a number of players the rule set is not for, a seat out of range,
            a discarder on a self-drawn score or none on a
            discard, a winner among the payers, payers on a discard win, a liable seat
            where no kong bloom was self-drawn or that is the winner's.
        OptionError: a count out of range, birds or horses the rule set has not, a score
            below the rule set's minimum (no win to pay).
    """
    rules = score.rules
    pay: Payment = rules.payment
    players = table_players(rules, players)
    winner = _seat("winner", winner, players)
    base = _count("base", base, 1, 1_000_000)
    birds = _count("bird_hits", bird_hits, 0, 8)
    horses = _count("horse_hits", horse_hits, 0, 8)
    if discarder is not None:
        discarder = _seat("discarder", discarder, players)
        if discarder == winner:
            raise SituationError(f"the discarder is the winner (seat {winner})")
        if score.self_drawn:
            raise SituationError("the score is of a self-drawn win: give no discarder")
    elif not score.self_drawn:
        raise SituationError("the score is of a win on a discard: give the discarder's seat")
    if not score.meets_minimum:
        raise OptionError(
            f"the score does not reach {rules.name}'s minimum ({rules.minimum}): it is no win "
            "to pay"
        )
    if birds > pay.birds:
        raise OptionError(
            f"bird_hits={birds}: {rules.name} draws {pay.birds or 'no'} birds"
            if pay.birds
            else f"bird_hits={birds}: {rules.name} has no birds (扎鸟)"
        )
    if horses and pay.horse is None:
        raise OptionError(f"horse_hits={horses}: {rules.name} has no horses (买马)")
    if payers is not None and discarder is not None:
        raise SituationError("payers= is for a self-drawn win; on a discard the discarder pays")
    points = score.points
    horse = {None: 0, "fixed": 2, "points": points}[pay.horse] * horses
    hand = points + horse + pay.bird * birds
    owed = [0] * players
    if discarder is None:
        for s in _payers(payers, winner, players):
            owed[s] = hand + pay.self_drawn_extra + pay.fee
    else:
        for s in range(players):
            if s != winner:
                owed[s] = pay.fee
        owed[discarder] += hand
        if pay.rob_kong_pays_all and score.kong:
            owed = [0] * players
            owed[discarder] = (players - 1) * (hand + pay.fee)
    if liable is not None:
        if not pay.liable_pays_all:
            raise OptionError(f"{rules.name} has no option for a player who pays for all")
        liable = _seat("liable", liable, players)
        if liable == winner:
            raise SituationError(f"the liable seat is the winner's (seat {winner})")
        if not (score.self_drawn and score.kong):
            raise SituationError(
                "liable= (杠爆全包) is for a self-drawn kong bloom (self_drawn and kong)"
            )
        whole = sum(owed)
        owed = [0] * players
        owed[liable] = whole
    gains = [-o * base for o in owed]
    gains[winner] = -sum(gains)
    return tuple(gains)


def kong_payments(
    rules: object,
    kind: str,
    *,
    player: int,
    discarder: int | None = None,
    players: int = 4,
    base: int = 1,
    drawn: bool = True,
    payers: Sequence[int] | None = None,
) -> tuple[int, ...]:
    """Each seat's gain or loss for a kong made by ``player``, summing to 0.

    Args:
        rules: the rule set. kind: one of :data:`KONG_KINDS`. discarder: whose discard made
            an exposed kong (required for it, refused otherwise). drawn: for an added kong,
            whether the added tile was just drawn. payers: the seats still in (四川).

    Raises:
        OptionError: an unknown kind. SituationError: seats as :func:`settle` checks them.
    """
    from hupai.rules.ruleset import check_rules

    rule = check_rules(rules).payment.kongs
    if kind not in KONG_KINDS:
        raise OptionError(f"kind must be one of {', '.join(KONG_KINDS)}, got {shown(kind)}")
    players = _count("players", players, 2, 4)
    player = _seat("player", player, players)
    base = _count("base", base, 1, 1_000_000)
    owed = [0] * players
    if kind == "exposed":
        if discarder is None:
            raise SituationError("an exposed kong (直杠) needs the discarder's seat")
        discarder = _seat("discarder", discarder, players)
        if discarder == player:
            raise SituationError(f"the discarder is the kong's player (seat {player})")
        owed[discarder] = rule.exposed
    else:
        if discarder is not None:
            raise SituationError(f"a {kind} kong has no discarder")
        each = rule.concealed if kind == "concealed" else rule.added
        if kind == "added" and rule.added_needs_draw and not drawn:
            each = 0
        for s in _payers(payers, player, players):
            owed[s] = each
    gains = [-o * base for o in owed]
    gains[player] = -sum(gains)
    return tuple(gains)
