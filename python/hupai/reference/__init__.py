"""Pure-Python reference implementations that the Rust engine is tested against.

They follow ``docs/win-detection.md`` and ``docs/decompositions.md`` by plain search, favour
clarity over speed, and never import the native module.
"""

from hupai.reference.analysis import shanten, shanten_by_form, useful_tiles, waits
from hupai.reference.api import decompositions, is_win, wildcards_needed
from hupai.reference.decompose import decompositions_request
from hupai.reference.mcr.score import score
from hupai.reference.shanten import (
    FORMS,
    shanten_by_form_counts,
    shanten_counts,
    useful_tiles_counts,
)
from hupai.reference.win import is_win_counts, wildcards_needed_counts

__all__ = [
    "decompositions",
    "decompositions_request",
    "is_win",
    "is_win_counts",
    "wildcards_needed",
    "wildcards_needed_counts",
    "FORMS",
    "shanten_by_form_counts",
    "shanten_counts",
    "useful_tiles_counts",
    "shanten",
    "shanten_by_form",
    "useful_tiles",
    "waits",
    "score",
]
