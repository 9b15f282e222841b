"""hupai: Chinese mahjong hand evaluation, with a Rust engine.

Win detection (胡牌判定) with any number of wildcards (赖子) by per-suit lookup tables, a
pure-Python reference (:mod:`hupai.reference`), NumPy batches (:mod:`hupai.batch`) and a CLI.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hupai import tiles
from hupai.decomposition import Decomposition
from hupai.errors import (
    ArrayShapeError,
    DecompositionLimitError,
    HandSizeError,
    HupaiError,
    MeldError,
    NotationError,
    NotWinningError,
    OptionError,
    SituationError,
    TileCountError,
    UnknownFanError,
    UnknownTileError,
    UnwinnableHandError,
)
from hupai.melds import Meld, meld
from hupai.tiles import format_tiles, parse, to_counts

if TYPE_CHECKING:
    from hupai import analysis, batch, reference, rules
    from hupai.analysis import decompositions, shanten, shanten_by_form, useful_tiles, waits
    from hupai.detail import HandDetail, hand_detail
    from hupai.rules.payment import kong_payments, settle
    from hupai.scoring.engine import score
    from hupai.walls import Deal, Wall, shuffle, wall
    from hupai.win import is_win, wildcards_needed

__version__ = "0.1.0"

# The engine loads on first use, so that `import hupai.reference` stays free of native code.
_LAZY = {
    "is_win": "hupai.win",
    "wildcards_needed": "hupai.win",
    "batch": "hupai.batch",
    "analysis": "hupai.analysis",
    "reference": "hupai.reference",
    "shanten": "hupai.analysis",
    "decompositions": "hupai.analysis",
    "shanten_by_form": "hupai.analysis",
    "waits": "hupai.analysis",
    "useful_tiles": "hupai.analysis",
    "score": "hupai.scoring.engine",
    "rules": "hupai.rules",
    "settle": "hupai.rules.payment",
    "kong_payments": "hupai.rules.payment",
    "hand_detail": "hupai.detail",
    "HandDetail": "hupai.detail",
    "wall": "hupai.walls",
    "shuffle": "hupai.walls",
    "Wall": "hupai.walls",
    "Deal": "hupai.walls",
}


if not TYPE_CHECKING:
    # Hidden from type checkers, which see the imports above instead: a module __getattr__
    # would make every misspelt name (hupai.is_wn) an Any that passes.

    def __getattr__(name: str) -> Any:
        module = _LAZY.get(name)
        if module is None:
            raise AttributeError(f"module 'hupai' has no attribute {name!r}")
        loaded = importlib.import_module(module)
        value = loaded if module.endswith(name) else getattr(loaded, name)
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        # The lazy names too, so that completion in a shell offers hupai.is_win before its use.
        return sorted({*globals(), *_LAZY})


__all__ = [
    "ArrayShapeError",
    "DecompositionLimitError",
    "Deal",
    "Decomposition",
    "HandDetail",
    "HandSizeError",
    "HupaiError",
    "Meld",
    "MeldError",
    "NotationError",
    "NotWinningError",
    "OptionError",
    "SituationError",
    "TileCountError",
    "UnknownFanError",
    "UnknownTileError",
    "UnwinnableHandError",
    "Wall",
    "__version__",
    "analysis",
    "batch",
    "decompositions",
    "format_tiles",
    "hand_detail",
    "is_win",
    "kong_payments",
    "meld",
    "parse",
    "reference",
    "rules",
    "score",
    "settle",
    "shanten",
    "shanten_by_form",
    "shuffle",
    "tiles",
    "to_counts",
    "useful_tiles",
    "waits",
    "wall",
    "wildcards_needed",
]
