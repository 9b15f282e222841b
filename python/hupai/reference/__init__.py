"""Pure-Python reference implementations that the Rust engine is tested against.

They follow ``docs/win-detection.md`` by plain search, favour clarity over speed,
and never import the native module.
"""

from hupai.reference.api import is_win, wildcards_needed
from hupai.reference.win import is_win_counts, wildcards_needed_counts

__all__ = ["is_win", "is_win_counts", "wildcards_needed", "wildcards_needed_counts"]
