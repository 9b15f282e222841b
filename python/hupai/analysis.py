"""Hand analysis: the standard shanten number (向听数), overall and by form, waits (听牌), useful
tiles (有效牌) and every decomposition of a winning hand.

Shanten is the fewest tiles a hand still has to draw, less one: −1 for a complete hand, 0 for
a hand waiting on its last tile (听牌), whose waits are the tiles it wins on. The functions live
in the native module, as ``is_win`` does; their contracts are in ``_core.pyi`` (and ``help()``).
"""

from hupai._core import decompositions, shanten, shanten_by_form, useful_tiles, waits
from hupai._hand import FORMS
from hupai.decomposition import Decomposition

__all__ = [
    "FORMS",
    "Decomposition",
    "decompositions",
    "shanten",
    "shanten_by_form",
    "useful_tiles",
    "waits",
]
