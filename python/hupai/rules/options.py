"""Reading a rule set's options: each value checked against what its page documents. Pure
Python."""

from __future__ import annotations

from collections.abc import Collection

from hupai.errors import OptionError
from hupai.tiles._kinds import as_int, read_bool, shown

__all__ = ["choice", "flag"]


def choice(rules: str, name: str, value: object, allowed: Collection[object]) -> object:
    """``value`` if it is one of ``allowed``; OptionError naming the option otherwise."""
    whole = as_int(value)
    if whole is not None:
        value = whole  # a NumPy integer read as its int
    if isinstance(value, bool) or value not in allowed:
        listed = ", ".join(repr(a) for a in allowed)
        raise OptionError(f"{rules} option {name} is one of {listed}, got {shown(value)}")
    return value


def flag(rules: str, name: str, value: object) -> bool:
    """An on/off option; OptionError naming it unless True or False (None too: an option left
    unset keeps its default by not being given, never by None)."""
    try:
        on = read_bool(name, value, None)
    except OptionError:
        on = None
    if on is None:
        raise OptionError(f"{rules} option {name} is True or False, got {shown(value)}")
    return on
