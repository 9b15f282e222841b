"""Hand analysis: the standard shanten number (向听数), overall and by form, and waits (听牌).

Shanten is the fewest tiles a hand still has to draw, less one: −1 for a complete hand, 0 for
a hand waiting on its last tile (听牌), whose waits are the tiles it wins on. The functions live
in the native module, as ``is_win`` does; their contracts are in ``_core.pyi`` (and ``help()``).
"""

from hupai._core import shanten, shanten_by_form, useful_tiles, waits
from hupai._hand import FORMS

__all__ = ["FORMS", "shanten", "shanten_by_form", "useful_tiles", "waits"]
