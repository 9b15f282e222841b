"""The shuffle contract of wall.md 3 ("splitmix64-fisher-yates-v1") and the deal rule of the
wall contract, written plainly from the page in pure Python: the engine's shuffle
(``_core.shuffle_order``) and ``Wall.deal`` are tested against it. Never imports ``_core``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["SplitMix64", "below", "deal", "shuffle", "shuffle_order"]

_MASK = (1 << 64) - 1
_FLOWERS = range(34, 42)


class SplitMix64:
    """SplitMix64 (Steele, Lea and Flood, 2014), wall.md 3: state ``s``, initially the seed
    (an int 0 <= seed < 2^64); every step works on unsigned 64-bit integers, wrapping."""

    def __init__(self, seed: int) -> None:
        if not 0 <= seed <= _MASK:
            raise ValueError(f"a seed is 0 <= seed < 2**64, got {seed}")
        self.state = seed

    def next(self) -> int:
        """The next 64-bit output (wall.md 3, steps 1-4)."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)


def below(generator: SplitMix64, r: int) -> int:
    """An unbiased integer 0 <= x < r (r >= 1) by rejection: outputs below
    t = (2^64 - r) mod r are drawn again, and the first other output x gives x mod r."""
    t = ((1 << 64) - r) % r
    while True:
        x = generator.next()
        if x >= t:
            return x % r


def shuffle_order(n: int, seed: int) -> list[int]:
    """The order ``seed`` puts ``n`` items in: item k is the position, before the shuffle, of
    the item that ends at position k (as ``_core.shuffle_order``). The descending
    Fisher-Yates shuffle: for i from n - 1 down to 1, swap positions i and below(i + 1)."""
    order = list(range(n))
    generator = SplitMix64(seed)
    for i in range(n - 1, 0, -1):
        j = below(generator, i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def shuffle(tiles: Sequence[int], seed: int) -> list[int]:
    """``tiles`` shuffled with ``seed``, position 0 first (a new list)."""
    return [tiles[k] for k in shuffle_order(len(tiles), seed)]


@dataclass(frozen=True)
class ReferenceDeal:
    """What :func:`deal` gives: each seat's tiles (in the order taken, flowers set aside),
    each seat's flowers (in the order set aside), the rest in order, and the indicator."""

    hands: tuple[tuple[int, ...], ...]
    flowers: tuple[tuple[int, ...], ...]
    rest: tuple[int, ...]
    indicator: int | None


def deal(
    tiles: Sequence[int], players: int, hand: int, dealer_extra: int, flips: bool
) -> ReferenceDeal | None:
    """The deal rule of the wall contract on a shuffled wall, or None where the wall runs
    out. 1. under a rule set that flips an indicator (``flips``), tiles[0] is the indicator
    and the deal starts at 1; 2. seat 0 takes ``hand`` tiles, then seat 1, ...; then seat 0
    takes ``dealer_extra`` more; 3. seat by seat, each flower (34-41) is set aside and
    replaced by the next tile of what remains, a flower drawn so set aside again; 4. what
    remains is the rest."""
    wall = list(tiles)
    indicator = None
    if flips:
        if not wall:
            return None
        indicator = wall.pop(0)
    if players * hand + dealer_extra > len(wall):
        return None
    hands: list[list[int]] = []
    for _ in range(players):
        hands.append(wall[:hand])
        del wall[:hand]
    hands[0] += wall[:dealer_extra]
    del wall[:dealer_extra]
    flowers: list[list[int]] = [[] for _ in range(players)]
    for seat in range(players):
        while any(t in _FLOWERS for t in hands[seat]):
            at = next(k for k, t in enumerate(hands[seat]) if t in _FLOWERS)
            flowers[seat].append(hands[seat].pop(at))
            if not wall:
                return None
            hands[seat].append(wall.pop(0))
    return ReferenceDeal(
        tuple(map(tuple, hands)), tuple(map(tuple, flowers)), tuple(wall), indicator
    )
