"""A rule set's wildcards (赖子, 鬼牌): which tiles they are and what they may do.

Sources: local_rules.md 0.3 (choosing the wildcard: fixed kinds, the flipped indicator and its
successor cycles) and 0.4 (what a wildcard may do in each rule set). Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hupai.errors import OptionError, SituationError, UnknownTileError
from hupai.tiles import NUM_KINDS, tile
from hupai.tiles._kinds import mpsz, shown

__all__ = ["HONOR_CYCLES", "NO_WILDCARDS", "Wildcards", "successor"]

#: The honor successor cycles (local_rules.md 0.3), each kind to the next: "split" is winds
#: E S W N E and dragons 中 发 白 中; "joined" is gofishing's one cycle E S W N 中 发 白 E.
HONOR_CYCLES: Final[dict[str, dict[int, int]]] = {
    "split": {27: 28, 28: 29, 29: 30, 30: 27, 33: 32, 32: 31, 31: 33},
    "joined": {27: 28, 28: 29, 29: 30, 30: 33, 33: 32, 32: 31, 31: 27},
}


def successor(kind: int, honor_cycle: str = "split") -> int:
    """The kind after ``kind`` (0-33) in its cycle: a suited n goes to n+1, 9 to 1 of the same
    suit; honors by ``honor_cycle`` (:data:`HONOR_CYCLES`)."""
    if kind < 27:
        return kind - 8 if kind % 9 == 8 else kind + 1
    return HONOR_CYCLES[honor_cycle][kind]


@dataclass(frozen=True)
class Wildcards:
    """What a rule set's wildcards are and what they may do (local_rules.md 0.3-0.4).

    Attributes:
        fixed: kinds whose every tile is a wildcard (红中: ``(33,)``, 白板鬼: ``(31,)``).
        flipped: 0, or how many kinds follow the flipped indicator as wildcards: 1 for 翻鬼
            (the successor), 2 for 翻双鬼 (the successor and its successor).
        honor_cycle: the honor cycle of the successor, ``"split"`` or ``"joined"``.
        jokers: jokers in the tile set, tiles outside the 34 kinds (seed 001: 4).
        itself: whether a wildcard tile of a fixed kind may stand for its own kind.
        in_melds: whether a wildcard may be in a claimed meld (never, in the built-in sets).
        fifth_copy: whether a wildcard may make a fifth logical copy of a kind.
    """

    fixed: tuple[int, ...] = ()
    flipped: int = 0
    honor_cycle: str = "split"
    jokers: int = 0
    itself: bool = True
    in_melds: bool = False
    fifth_copy: bool = False

    def __post_init__(self) -> None:
        if self.flipped not in (0, 1, 2):
            raise OptionError(f"flipped wildcards are 0, 1 or 2 kinds, got {shown(self.flipped)}")
        if self.honor_cycle not in HONOR_CYCLES:
            raise OptionError(f"honor_cycle is 'split' or 'joined', got {shown(self.honor_cycle)}")

    @property
    def any(self) -> bool:
        """Whether the rule set has wildcards at all."""
        return bool(self.fixed or self.flipped or self.jokers)

    def kinds(self, indicator: object = None) -> tuple[int, ...]:
        """The wildcard kinds of a hand, sorted: the fixed ones, and the ones the flipped
        ``indicator`` (a tile, as :func:`hupai.tile` reads it) makes.

        Raises:
            SituationError: an indicator given to a rule set without flipped wildcards, or
                none given to one with them.
            UnknownTileError: an indicator that is not one of the 34 kinds.
        """
        kinds = set(self.fixed)
        if not self.flipped:
            if indicator is not None:
                raise SituationError(
                    f"indicator={shown(indicator)} is given, but this rule set has no flipped "
                    "wildcard (翻鬼)"
                )
            return tuple(sorted(kinds))
        if indicator is None:
            raise SituationError(
                "this rule set flips a wildcard indicator (翻鬼): give indicator= (a tile)"
            )
        try:
            flipped = tile(indicator)  # type: ignore[arg-type]
        except (TypeError, ValueError) as e:
            # The reader's own message names the tile, not the keyword: name both.
            raise UnknownTileError(f"indicator={shown(indicator)} is not a tile ({e})") from None
        if not 0 <= flipped < NUM_KINDS:
            raise UnknownTileError(
                f"indicator={mpsz(flipped)} is a flower; the indicator is one of the 34 kinds"
            )
        kind = flipped
        for _ in range(self.flipped):
            kind = successor(kind, self.honor_cycle)
            kinds.add(kind)
        return tuple(sorted(kinds))


#: A rule set without wildcards.
NO_WILDCARDS: Final = Wildcards()
