"""Pure-Python reference implementations that the Rust engine is tested against.

They follow ``docs/win-detection.md`` by plain search, favour clarity over speed,
and never import the native module.
"""

from hupai.reference.api import is_win, wildcards_needed
from hupai.reference.shanten import (
    FORMS,
    shanten_by_form_counts,
    shanten_counts,
    useful_tiles_counts,
)
from hupai.reference.win import is_win_counts, wildcards_needed_counts

__all__ = [
    "is_win",
    "is_win_counts",
    "wildcards_needed",
    "wildcards_needed_counts",
    "FORMS",
    "shanten_by_form_counts",
    "shanten_counts",
    "useful_tiles_counts",
]
