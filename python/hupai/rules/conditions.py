"""Conditions several rule sets share, written in the vocabulary (:mod:`hupai.rules.vocabulary`).
Pure Python."""

from __future__ import annotations

from typing import Final

from hupai.rules.vocabulary import Expr, F, constant

__all__ = [
    "ALL_CHOWS",
    "ALL_HONORS",
    "ALL_PUNGS",
    "ALL_SIMPLES",
    "FULL_FLUSH",
    "HALF_FLUSH",
    "NEVER",
    "none_of",
]

#: No terminal and no honor (断幺九).
ALL_SIMPLES: Final = (F.terminals + F.honors) == 0
#: One suit and no honor (清一色).
FULL_FLUSH: Final = (F.suits == 1) & (F.honors == 0)
#: One suit and honors (混一色).
HALF_FLUSH: Final = (F.suits == 1) & (F.honors > 0)
#: Honors only (字一色).
ALL_HONORS: Final = F.suits == 0
#: A standard reading of four pungs or kongs (碰碰和, 对对胡).
ALL_PUNGS: Final = F.regular & (F.pungs == 4)
#: A standard reading of four chows.
ALL_CHOWS: Final = F.regular & (F.chows == 4)
#: A condition that never holds (a fan an option turns off).
NEVER: Final = constant(0)


def none_of(*conditions: Expr) -> Expr:
    """Holds when none of ``conditions`` does (a fan shown when no other counts: 平和)."""
    out = constant(1)
    for c in conditions:
        out = out & ~c
    return out
