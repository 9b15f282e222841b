"""How a rule set turns the fans of a reading into what is paid (local_rules.md a-d).

``total`` is the sum of each counted fan's value times its count, capped; ``points`` what one
payer owes before per-payer extras: ``(offset + (2**total if exponent else total))`` times
every multiplier fan that counts. So 红中 and 四川 (``exponent``, base 2^番), 推倒胡
(``offset=2``, capped at 32, doublings after the cap), MCR and seed 001 (the sum). Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from hupai.errors import OptionError
from hupai.tiles._kinds import shown

__all__ = ["Combine"]


@dataclass(frozen=True)
class Combine:
    """How fan values combine.

    Attributes:
        cap: the most ``total`` may be (封顶), or None for no cap.
        exponent: whether points are 2 to the power of the total (番 to 底: 2^番).
        offset: added before the multipliers (推倒胡's 底分 2).
    """

    cap: int | None = None
    exponent: bool = False
    offset: int = 0

    def __post_init__(self) -> None:
        if self.cap is not None and (not isinstance(self.cap, int) or self.cap < 0):
            raise OptionError(f"cap is a whole number of at least 0 or None, got {shown(self.cap)}")
        if self.exponent and (self.cap is None or self.cap > 62):
            raise OptionError("a rule set paying 2^番 needs a cap of at most 62 番")

    def total(self, raw: int) -> int:
        """The capped total of an uncapped sum ``raw``."""
        return raw if self.cap is None else min(raw, self.cap)

    def points(self, total: int, multiplier: int) -> int:
        """What one payer owes for a capped ``total`` and the product of the multipliers."""
        return (self.offset + (1 << total if self.exponent else total)) * multiplier
