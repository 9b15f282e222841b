"""Win detection and analysis under a rule set, on the engine: the ``rules=`` (and
``indicator=``) argument of :func:`hupai.is_win`, :func:`~hupai.wildcards_needed`,
:func:`~hupai.waits`, :func:`~hupai.shanten`, :func:`~hupai.shanten_by_form`,
:func:`~hupai.useful_tiles` and :func:`~hupai.decompositions`, which the native functions hand
here (:mod:`hupai.rules.arguments` says what a rule set decides)."""

from __future__ import annotations

from typing import Any

from hupai import _core
from hupai.rules.arguments import keep_to_set, rule_arguments

__all__ = ["call"]


def call(name: str, tiles: object, *, rules: object = None, **arguments: Any) -> Any:
    """``hupai.<name>(tiles, **arguments)`` under ``rules`` (None: MCR); the errors of
    :func:`hupai.rules.arguments.rule_arguments` and of the function."""
    indicator = arguments.pop("indicator", None)
    tiles, arguments = rule_arguments(tiles, rules, indicator, arguments)
    return keep_to_set(name, rules, getattr(_core, name)(tiles, **arguments))
