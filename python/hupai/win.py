"""Win detection (胡牌判定) with wildcards (赖子), by the engine's per-suit lookup tables.

The two functions live in the native module so that a call costs little more than the lookup;
their contracts are documented in ``_core.pyi`` and docs/win-detection.md, and
:mod:`hupai.reference` implements the same rules by plain recursion.
"""

from hupai._core import is_win, wildcards_needed

__all__ = ["is_win", "wildcards_needed"]
