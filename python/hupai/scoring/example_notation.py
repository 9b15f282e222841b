"""The example notation of the rule pages (local_rules.md 0.1, mcr2p.md 2), read into the
arguments of :func:`hupai.score`::

    [123m][555z]{1111m} 45m99m +6m | tsumo seat=W flowers=2

``[..]`` a claimed meld (a chow, a pung, or four alike a melded kong), ``{..}`` a concealed
kong, other groups the standing tiles (``J`` a joker), ``+X`` the winning tile, and after
``|`` the flags. Flags that name a rule set's option (``ghost=flip``, ``duanyao``) are
returned apart, for :meth:`RuleSet.with_options`. Pure Python.
"""

from __future__ import annotations

import re
from typing import Any, Final, NamedTuple

from hupai.errors import NotationError
from hupai.melds import Meld, meld

__all__ = ["Example", "parse_example"]

#: Flags that are situation keywords: flag -> (keyword, value).
_FLAGS: Final[dict[str, tuple[str, object]]] = {
    "tsumo": ("self_drawn", True),
    "kong": ("kong", True),
    "rob_kong": ("kong", True),
    "kong_discard": ("kong_discard", True),
    "last_tile": ("last_tile", True),
    "last_copy": ("last_copy", True),
    "ready": ("ready", "declared"),
    "heavenly_ready": ("ready", "heavenly"),
    "heavenly_hand": ("heavenly_hand", True),
    "earthly_hand": ("earthly_hand", True),
    "human_hand": ("human_hand", True),
    "four_ghosts": ("four_ghosts", True),
}
#: ``name=value`` flags that are situation keywords.
_VALUED: Final = {
    "seat": "seat_wind",
    "flowers": "flowers",
    "void": "void",
    "indicator": "indicator",
}
#: Flags that are rule-set options, with the value a bare flag gives.
_OPTIONS: Final = {
    "no_ghost_double": True, "seven_pairs_double": True, "duanyao": True,
}  # fmt: skip
_OPTION_VALUES: Final = {"ghost": {"white": "white", "flip": "flip", "flip2": "flip2"}}
# A group of standing tiles ends where a meld or the winning tile starts ("111z2z+2z"); any
# other character is an error, never skipped.
_GROUP: Final = re.compile(r"\[([^\]]*)\]|\{([^}]*)\}|\+([^\s+\[\]{}]+)|([^\s+\[\]{}]+)|(\S)")


class Example(NamedTuple):
    """A hand in the example notation: ``score(hand, win_tile=..., melds=..., **situation)``
    under ``rules.with_options(**options)``."""

    hand: str
    win_tile: str
    melds: tuple[Meld, ...]
    situation: dict[str, Any]
    options: dict[str, Any]


def parse_example(text: str) -> Example:
    """The hand written ``text``; NotationError naming the part it cannot read."""
    body, _, flags = text.partition("|")
    melds: list[Meld] = []
    standing: list[str] = []
    win: str | None = None
    for m in _GROUP.finditer(body):
        claimed, concealed, winning, tiles, stray = m.groups()
        if stray is not None:
            raise NotationError(
                f"unexpected {stray!r} at position {m.start()} in {text!r}: melds are written "
                "[123m] or {1111m}, the winning tile +X"
            )
        if claimed is not None:
            melds.append(meld(claimed))
        elif concealed is not None:
            melds.append(meld(concealed, concealed=True))
        elif winning is not None:
            if win is not None:
                raise NotationError(f"two winning tiles in {text!r}")
            win = winning
        else:
            standing.append(tiles)
    if win is None:
        raise NotationError(f"no winning tile (+X) in {text!r}")
    situation: dict[str, Any] = {}
    options: dict[str, Any] = {}
    for flag in flags.split():
        name, eq, value = flag.partition("=")
        key = _FLAGS[name][0] if not eq and name in _FLAGS else _VALUED.get(name, name)
        if key in situation or key in options:
            raise NotationError(f"{flag!r} sets {key} a second time in {text!r}")
        if not eq and name in _FLAGS:
            key, v = _FLAGS[name]
            situation[key] = v
        elif not eq and name in _OPTIONS:
            options[name] = _OPTIONS[name]
        elif eq and name in _VALUED:
            if name == "flowers" and not (value.isascii() and value.isdigit()):
                raise NotationError(f"flowers={value!r} in {text!r}: a whole number 0-8")
            situation[_VALUED[name]] = int(value) if name == "flowers" else value
        elif eq and name in _OPTION_VALUES and value in _OPTION_VALUES[name]:
            options[name] = _OPTION_VALUES[name][value]
        else:
            raise NotationError(f"unknown flag {flag!r} in {text!r}")
    if "rob_kong" in flags.split() and situation.get("self_drawn"):
        raise NotationError(f"rob_kong is a win on a discard, not with tsumo, in {text!r}")
    return Example("".join(standing), win, tuple(melds), situation, options)
