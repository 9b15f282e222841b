"""The deal rule of the wall contract (docs/walls.md), one rule for ``Wall.deal`` and
``hupai.batch.deals``: an indicator first where the rule set flips one, the hands seat by
seat, the dealer's extra tile, flowers set aside and replaced from the front, the rest."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hupai.errors import HandSizeError, OptionError
from hupai.tiles._kinds import as_int, shown

__all__ = ["Deal", "check_deal_options", "deal_tiles"]

_FLOWERS: Final = frozenset(range(34, 42))
_JOKER: Final = 42
#: The ranges of the deal's options: players, tiles a hand, the dealer's extra tiles.
_LIMITS: Final = {"players": (2, 4), "hand": (1, 16), "dealer_extra": (0, 3)}


@dataclass(frozen=True)
class Deal:
    """One deal of a wall, by the deal rule.

    Attributes:
        hands: per seat (seat 0 the dealer), its tiles after flower replacement as sorted
            tile ids (0-33, and 42 for seed 001's jokers); the dealer holds ``hand +
            dealer_extra`` tiles, every other seat ``hand``.
        flowers: per seat, the number of flowers (34-41) it set aside (MCR's ``flowers=``).
        flower_tiles: per seat, the flowers it set aside, in the order set aside.
        rest: what remains of the wall, in order: kong replacements, birds (扎鸟) and horses
            (买马) are drawn from its front (:meth:`draw`).
        indicator: the flipped wildcard indicator (翻鬼, the wall's position 0), or None.
        wildcard_kinds: the wildcard kinds (sorted ids), as :attr:`Wall.wildcard_kinds`.
    """

    hands: tuple[tuple[int, ...], ...]
    flowers: tuple[int, ...]
    flower_tiles: tuple[tuple[int, ...], ...]
    rest: tuple[int, ...]
    indicator: int | None
    wildcard_kinds: tuple[int, ...]

    @property
    def players(self) -> int:
        """The number of seats dealt."""
        return len(self.hands)

    def counts(self, seat: int) -> list[int]:
        """Seat ``seat``'s hand as 34 counts by kind (jokers left out: :meth:`jokers`).

        Raises:
            OptionError: a seat outside 0 to players - 1.
        """
        counts = [0] * 34
        for t in self.hands[self._seat(seat)]:
            if t < 34:
                counts[t] += 1
        return counts

    def jokers(self, seat: int) -> int:
        """The jokers (id 42, seed 001) in seat ``seat``'s hand.

        Raises:
            OptionError: a seat outside 0 to players - 1.
        """
        return self.hands[self._seat(seat)].count(_JOKER)

    def draw(self, k: int) -> tuple[int, ...]:
        """The first ``k`` tiles of the rest (kong replacements, birds, horses), in order.

        Raises:
            OptionError: ``k`` not a whole number of at least 0.
            HandSizeError: more tiles than the rest holds, with both numbers.
        """
        n = as_int(k)
        if n is None or n < 0:
            raise OptionError(f"draw takes a whole number of tiles >= 0, got {shown(k)}")
        if n > len(self.rest):
            raise HandSizeError(f"draw({n}): the rest of the wall holds {len(self.rest)} tiles")
        return self.rest[:n]

    def _seat(self, seat: object) -> int:
        s = as_int(seat)
        if s is None or not 0 <= s < len(self.hands):
            raise OptionError(f"seat is 0 to {len(self.hands) - 1}, got {shown(seat)}")
        return s


def check_deal_options(players: object, hand: object, dealer_extra: object) -> tuple[int, ...]:
    """``(players, hand, dealer_extra)`` as ints in their ranges: players 2-4, hand 1-16,
    dealer_extra 0-3.

    Raises:
        OptionError: one that is no whole number or outside its range, quoted.
    """
    values = []
    for name, value in (("players", players), ("hand", hand), ("dealer_extra", dealer_extra)):
        low, high = _LIMITS[name]
        n = as_int(value)
        if n is None or not low <= n <= high:
            raise OptionError(f"{name} is a whole number {low}-{high}, got {shown(value)}")
        values.append(n)
    return tuple(values)


def deal_tiles(
    tiles: tuple[int, ...],
    players: int,
    hand: int,
    dealer_extra: int,
    indicator: int | None,
    wildcard_kinds: tuple[int, ...],
) -> Deal:
    """Deal the shuffled wall ``tiles`` (position 0 first; checked options): the deal starts
    at position 1 where ``indicator`` is not None (it is position 0), else at 0.

    Raises:
        HandSizeError: a wall too short for the hands, the dealer's extra and the indicator,
            or one whose flowers' replacements run out, with the numbers.
    """
    start = 0 if indicator is None else 1
    needed = players * hand + dealer_extra + start
    if needed > len(tiles):
        raise HandSizeError(
            f"a deal of {players} hands of {hand} tiles, {dealer_extra} more for the dealer"
            f"{' and an indicator' if start else ''} needs {needed} tiles; the wall holds "
            f"{len(tiles)}"
        )
    hands = [
        list(tiles[start + seat * hand : start + (seat + 1) * hand]) for seat in range(players)
    ]
    front = start + players * hand
    hands[0] += tiles[front : front + dealer_extra]
    front += dealer_extra
    set_aside: list[tuple[int, ...]] = []
    for seat, held in enumerate(hands):
        # Each flower drawn is one more tile to draw, so a seat draws from the front until it
        # has drawn as many tiles that are not flowers as it first held flowers.
        aside = [t for t in held if t in _FLOWERS]
        kept = [t for t in held if t not in _FLOWERS]
        missing = len(aside)
        while missing:
            if front == len(tiles):
                raise HandSizeError(
                    f"the wall's {len(tiles)} tiles run out replacing seat {seat}'s flowers "
                    f"({len(aside)} set aside, {missing} still to replace)"
                )
            t = tiles[front]
            front += 1
            if t in _FLOWERS:
                aside.append(t)
            else:
                kept.append(t)
                missing -= 1
        hands[seat] = sorted(kept)
        set_aside.append(tuple(aside))
    return Deal(
        hands=tuple(tuple(h) for h in hands),
        flowers=tuple(len(a) for a in set_aside),
        flower_tiles=tuple(set_aside),
        rest=tiles[front:],
        indicator=indicator,
        wildcard_kinds=wildcard_kinds,
    )
