"""Win detection and analysis under a rule set: the ``rules=`` (and ``indicator=``) argument
of :func:`hupai.is_win`, :func:`~hupai.wildcards_needed`, :func:`~hupai.waits`,
:func:`~hupai.shanten`, :func:`~hupai.shanten_by_form`, :func:`~hupai.useful_tiles` and
:func:`~hupai.decompositions`.

A rule set decides the win forms (its ``forms``), the wildcards (fixed kinds such as 红中,
the kinds a flipped ``indicator`` makes, or ``wildcards=`` jokers, also written ``J`` in a
string hand) and whether a wildcard may be a fifth copy; the tiles must be of its set. So
``rules=`` replaces ``forms``, ``seven_pairs``, ``thirteen_orphans``, ``wildcard_tiles`` and
``allow_fifth_copy``, which may not be given beside it.
"""

from __future__ import annotations

from typing import Any

from hupai import _core
from hupai.errors import OptionError, TileCountError, UnknownTileError
from hupai.rules.ruleset import check_rules
from hupai.scoring.local_request import _JOKER_TOKEN
from hupai.tiles import NUM_KINDS, to_counts
from hupai.tiles._kinds import as_int, mpsz, shown

__all__ = ["call"]

#: The arguments a rule set decides.
_DECIDED = ("wildcard_tiles", "forms", "seven_pairs", "thirteen_orphans", "allow_fifth_copy")


def _jokers(rules: Any, tiles: object, given: object) -> tuple[object, int]:
    n = 0
    if isinstance(tiles, str) and rules.wildcards.jokers:
        n = len(_JOKER_TOKEN.findall(tiles))
        tiles = _JOKER_TOKEN.sub("", tiles)
    if given is not None:
        extra = as_int(given)
        if extra is None or extra < 0:
            raise OptionError(f"wildcards is a whole number of jokers, got {shown(given)}")
        if extra and not rules.wildcards.jokers:
            raise OptionError(
                f"wildcards={extra}: {rules.name} has no jokers (its wildcards, if any, are "
                "tiles of the hand)"
            )
        n += extra
    if n > rules.wildcards.jokers and rules.wildcards.jokers:
        raise TileCountError(f"{n} jokers in the hand; {rules.name} has {rules.wildcards.jokers}")
    return tiles, n


def _check_tiles(rules: Any, tiles: object) -> None:
    counts = to_counts(tiles)  # type: ignore[arg-type]
    for t in range(NUM_KINDS):
        if counts[t] and not rules.copies[t]:
            raise UnknownTileError(f"{rules.name} has no {mpsz(t)}: its tile set lacks it")


def call(name: str, tiles: object, *, rules: object = None, **arguments: Any) -> Any:
    """``hupai.<name>(tiles, **arguments)`` under ``rules`` (None: MCR), as the module says.

    Raises:
        OptionError: an argument the rule set decides given beside it; jokers where it has
            none. SituationError, UnknownTileError: a bad or missing ``indicator``, a tile
            outside the rule set's tiles. And the errors of the function called.
    """
    rule_set = check_rules(rules)
    clash = [a for a in _DECIDED if arguments.get(a) is not None]
    if clash:
        raise OptionError(
            f"rules= decides {clash[0]}; give one or the other, not both "
            f"({rule_set.name}'s forms: {', '.join(rule_set.forms)})"
        )
    indicator = arguments.pop("indicator", None)
    kinds = rule_set.wildcards.kinds(indicator)
    tiles, jokers = _jokers(rule_set, tiles, arguments.pop("wildcards", None))
    _check_tiles(rule_set, tiles)
    function = getattr(_core, name)
    found = function(
        tiles,
        wildcards=jokers,
        wildcard_tiles=list(kinds) if kinds else None,
        forms=rule_set.forms,
        allow_fifth_copy=rule_set.wildcards.fifth_copy,
        **arguments,
    )
    # A kind the set lacks is never drawn: not a wait, not a useful tile.
    if name == "waits":
        return [t for t in found if rule_set.copies[t]]
    if name == "useful_tiles":
        return {t: n for t, n in found.items() if rule_set.copies[t]}
    return found
