"""Many deals at once (``hupai.batch.deals``): each a rule set's wall shuffled with its own seed
and dealt by the deal rule of wall.md, written by the engine with the GIL released straight
into the NumPy arrays returned (no copy), for simulations and training data."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import numpy as np
import numpy.typing as npt

from hupai import _core
from hupai.batch_threads import read_threads
from hupai.errors import OptionError
from hupai.rules.payment import table_players
from hupai.rules.ruleset import MCR, RuleSet, check_rules
from hupai.tiles._kinds import as_int, shown
from hupai.walls import check_seed, rule_set_tiles

if TYPE_CHECKING:
    from hupai._types import Int

__all__ = ["Deals", "deals"]


class Deals(NamedTuple):
    """``n`` deals, deal i in row i of every array (see :func:`deals`).

    Attributes:
        hands: (n, players, 34) uint8, each seat's counts of the 34 kinds after its flowers
            were replaced (jokers are not counted here).
        flowers: (n, players) uint8, the flowers (ids 34-41) each seat set aside.
        jokers: (n, players) uint8, the jokers (id 42) in each hand; all 0 without jokers.
        indicator: (n,) int16, the flipped wildcard indicator's id, -1 where the rule set
            flips none.
        rest: (n, k) uint8, the next k tiles of what remains, in order (ids 0-42).
        seeds: (n,) uint64, deal i's own seed ``hupai.walls.deal_seed(seed, i)``.
        seed: the batch's seed (drawn from the operating system when None was given).
    """

    hands: npt.NDArray[np.uint8]
    flowers: npt.NDArray[np.uint8]
    jokers: npt.NDArray[np.uint8]
    indicator: npt.NDArray[np.int16]
    rest: npt.NDArray[np.uint8]
    seeds: npt.NDArray[np.uint64]
    seed: int


#: The most deals, or draws a deal, one call takes: the engine counts in 63 bits.
_MOST = 2**62


def _count(name: str, value: object, low: int, high: int) -> int:
    """``value`` as an int low..high, or an OptionError quoting it."""
    n = as_int(value)
    if n is None or not low <= n <= high:
        top = "2**62" if high == _MOST else str(high)
        raise OptionError(f"{name} must be a whole number from {low} to {top}, got {shown(value)}")
    return n


def deals(
    n: Int,
    rules: RuleSet = MCR,
    *,
    seed: Int | None,
    players: Int | None = None,
    hand: Int = 13,
    dealer_extra: Int = 1,
    draws: Int | None = None,
    threads: Int | None = None,
) -> Deals:
    """``n`` deals of the wall of ``rules``, deal i shuffled with the seed
    ``hupai.walls.deal_seed(seed, i)``, so that any one can be replayed alone.

    The deal rule (wall.md 3 and the wall contract; ``Wall.deal`` deals by the same rule): the
    wall is ``hupai.walls.rule_set_tiles(rules)`` shuffled by "splitmix64-fisher-yates-v1",
    position 0 first.

    1. If the rule set flips a wildcard indicator (翻鬼, ``rules.wildcards.flipped``), it is
       position 0, taken out of play; the deal starts at position 1.
    2. Seat 0 (the dealer) takes the next ``hand`` tiles, seat 1 the next ``hand``, ..., the
       last seat; then seat 0 takes ``dealer_extra`` more.
    3. Seat by seat (0, 1, ...), each flower in a hand is set aside and replaced by the next
       tile from the front of what remains; a flower drawn is set aside and replaced again.
    4. What remains, in order, is the rest: kong replacements, birds (扎鸟) and horses (买马)
       are drawn from its front.

    Args:
        n: the number of deals, 0 or more (0 gives arrays of no rows).
        rules: a rule set (``hupai.rules.MCR`` by default); its wall, its flowers and whether
            it flips an indicator decide the deal.
        seed: an int 0 <= seed < 2^64, or None for one from the operating system (returned
            as ``Deals.seed``).
        players: seats, 2 to 4; None for the rule set's own (two-player MCR: 2), else 4.
        hand: tiles each seat takes, 1 to 16.
        dealer_extra: tiles the dealer takes besides, 0 to 3.
        draws: the width k of ``rest``: None for every tile that remains in every deal (the
            wall less the dealt tiles and, where it has flowers, all of them, since a deal may
            set them all aside; without flowers, exactly all that remains), or at most that.
        threads: None for all cores, 1 to stay on the calling thread, or up to 256.

    Returns:
        :class:`Deals`: hands (n, players, 34) uint8, flowers and jokers (n, players) uint8,
        indicator (n,) int16, rest (n, k) uint8, seeds (n,) uint64, and the seed. The arrays
        are the engine's own buffers, writable, not copied.

    Raises:
        OptionError: a bad ``n``, ``rules``, ``seed``, ``players``, ``hand``,
            ``dealer_extra``, ``draws`` or ``threads`` (quoted), or ``draws`` past what
            remains in every deal.
        SituationError: ``players`` other than those a rule set for a number of players is
            played by (two-player MCR: 2), as :meth:`hupai.Wall.deal` refuses them.
        HandSizeError: a wall too short for the deal, or a deal that runs out of tiles while
            replacing flowers (the first such deal named, with its seed).
        KeyboardInterrupt: Ctrl-C, heard every few tens of milliseconds.

    Source: docs wall.md (the walls, the shuffle) and the deal rule above.
    """
    # Bounded where the engine's sizes are (a larger n could never be allocated anyway).
    count = _count("n", n, 0, _MOST)
    rules = check_rules(rules)
    batch_seed = check_seed(seed)
    default_players = rules.players if rules.players is not None else 4
    seats = _count("players", default_players if players is None else players, 2, 4)
    table_players(rules, seats)  # two-player MCR's walls go to two seats, as Wall.deal's do
    per_hand = _count("hand", hand, 1, 16)
    extra = _count("dealer_extra", dealer_extra, 0, 3)
    width = None if draws is None else _count("draws", draws, 0, _MOST)
    workers = read_threads(threads)
    flip = rules.wildcards.flipped > 0
    wall = bytes(rule_set_tiles(rules))
    k, *columns = _core.batch_deals(
        wall, count, batch_seed, seats, per_hand, extra, flip, width, workers
    )
    hands, flowers, jokers, indicator, rest, seeds = columns
    return Deals(
        hands=np.frombuffer(hands, dtype=np.uint8).reshape(count, seats, 34),
        flowers=np.frombuffer(flowers, dtype=np.uint8).reshape(count, seats),
        jokers=np.frombuffer(jokers, dtype=np.uint8).reshape(count, seats),
        indicator=np.frombuffer(indicator, dtype=np.int16),
        rest=np.frombuffer(rest, dtype=np.uint8).reshape(count, k),
        seeds=np.frombuffer(seeds, dtype=np.uint64),
        seed=batch_seed,
    )
