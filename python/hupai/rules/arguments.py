"""What a rule set decides for win detection and analysis: ``rules=`` (and ``indicator=``)
turned into the forms, wildcard kinds, jokers and fifth-copy rule the functions take, and
their answers kept to the rule set's tiles. Pure Python: the engine's functions
(:mod:`hupai.under_rules`) and the reference's (:func:`with_rules`) share it.

A rule set decides the win forms (its ``forms``), the wildcards (fixed kinds such as 红中, the
kinds a flipped ``indicator`` makes, or ``wildcards=`` jokers, also written ``J`` in a string
hand) and whether a wildcard may be a fifth copy; the tiles must be of its set. So ``rules=``
replaces ``forms``, ``seven_pairs``, ``thirteen_orphans``, ``wildcard_tiles`` and
``allow_fifth_copy``, which may not be given beside it.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from hupai.errors import OptionError, UnknownTileError
from hupai.melds import declared_melds
from hupai.rules.local import LocalRuleSet
from hupai.rules.ruleset import check_rules
from hupai.scoring.local_request import check_melds, read_jokers
from hupai.tiles import NUM_KINDS, to_counts
from hupai.tiles._kinds import mpsz

__all__ = ["keep_to_set", "rule_arguments", "with_rules"]

#: The arguments a rule set decides.
_DECIDED = ("wildcard_tiles", "forms", "seven_pairs", "thirteen_orphans", "allow_fifth_copy")

Function = TypeVar("Function", bound=Callable[..., Any])


def rule_arguments(
    tiles: object, rules: object, indicator: object, arguments: dict[str, Any]
) -> tuple[object, dict[str, Any]]:
    """The tiles and the arguments to call a win or analysis function with under ``rules``
    (None: MCR).

    Raises:
        OptionError: an argument the rule set decides given beside it.
        TileCountError: jokers where it has none, or more than it has.
        SituationError, UnknownTileError: a bad or missing ``indicator``, a tile outside the
            rule set's tiles (standing or in ``melds``).
        MeldError: a meld the rule set does not allow (a chow where it has no 吃, a melded
            wildcard).
    """
    rule_set = check_rules(rules)
    clash = [a for a in _DECIDED if arguments.get(a) is not None]
    if clash:
        raise OptionError(
            f"rules= decides {clash[0]}; give one or the other, not both "
            f"({rule_set.name}'s forms: {', '.join(rule_set.forms)})"
        )
    kinds = rule_set.wildcards.kinds(indicator)
    rest = {k: v for k, v in arguments.items() if k not in (*_DECIDED, "wildcards")}
    tiles, jokers = read_jokers(rule_set, tiles, arguments.get("wildcards"))
    counts = list(to_counts(tiles))  # type: ignore[arg-type]
    if arguments.get("melds") and isinstance(rule_set, LocalRuleSet):
        # The melds as scoring reads them: claims the rule set allows, no wildcard melded.
        melds = declared_melds(arguments["melds"])
        check_melds(rule_set, melds, kinds)
        for m in melds:
            for t in m.tiles:
                counts[t] += 1
    for t in range(NUM_KINDS):
        if counts[t] and not rule_set.copies[t]:
            raise UnknownTileError(f"{rule_set.name} has no {mpsz(t)}: its tile set lacks it")
    decided = {
        "wildcards": jokers,
        "wildcard_tiles": list(kinds) if kinds else None,
        "forms": rule_set.forms,
        "allow_fifth_copy": rule_set.wildcards.fifth_copy,
    }
    return tiles, {**decided, **rest}


def keep_to_set(name: str, rules: object, found: Any) -> Any:
    """``found`` without the kinds the rule set lacks, which are never drawn: not a wait, not
    a useful tile."""
    copies = check_rules(rules).copies
    if name == "waits":
        return [t for t in found if copies[t]]
    if name == "useful_tiles":
        return {t: n for t, n in found.items() if copies[t]}
    return found


def with_rules(function: Function) -> Function:
    """``function`` taking ``rules=`` and ``indicator=`` as well (the reference's functions)."""
    name = function.__name__

    @functools.wraps(function)
    def call(tiles: Any, *, rules: Any = None, indicator: Any = None, **arguments: Any) -> Any:
        if rules is None and indicator is None:
            return function(tiles, **arguments)
        tiles, arguments = rule_arguments(tiles, rules, indicator, arguments)
        return keep_to_set(name, rules, function(tiles, **arguments))

    shown = inspect.signature(function)
    extra = [
        inspect.Parameter(p, inspect.Parameter.KEYWORD_ONLY, default=None)
        for p in ("rules", "indicator")
    ]
    call.__signature__ = shown.replace(parameters=[*shown.parameters.values(), *extra])  # type: ignore[attr-defined]
    return call  # type: ignore[return-value]
