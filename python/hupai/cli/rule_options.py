"""The ``--rules``, ``--indicator`` and ``--option`` options every command takes: the rule set
to check, analyse or score under (:data:`hupai.rules.BY_NAME`), the flipped wildcard
indicator (翻鬼) where it has one, and its documented options (``--option ghost=flip``)."""

from __future__ import annotations

import argparse
import re
from typing import Any

from hupai.errors import OptionError

__all__ = ["add_rule_options", "chosen_rules", "take_jokers"]

#: The form options ``--rules`` replaces.
_DECIDED = {
    "forms": "--forms", "no_seven_pairs": "--no-seven-pairs",
    "no_thirteen_orphans": "--no-thirteen-orphans", "wildcard_tile": "--wildcard-tile",
    "allow_fifth_copy": "--allow-fifth-copy",
}  # fmt: skip


def add_rule_options(command: argparse.ArgumentParser) -> None:
    from hupai.rules import BY_NAME

    command.add_argument(
        "--rules", choices=sorted(BY_NAME), default=None,
        help="the rule set (default: MCR, with the form options below)",
    )  # fmt: skip
    command.add_argument(
        "--indicator", metavar="T", default=None,
        help="the flipped wildcard indicator (翻鬼), for a rule set that flips one",
    )  # fmt: skip
    command.add_argument(
        "--option", action="append", default=[], metavar="K=V",
        help="a rule-set option, e.g. ghost=flip or cap=5 (repeatable)",
    )  # fmt: skip


def _value(text: str) -> Any:
    if text in ("true", "True"):
        return True
    if text in ("false", "False"):
        return False
    return int(text) if re.fullmatch(r"-?[0-9]+", text) else text


def chosen_rules(args: argparse.Namespace, *, form_options: bool = True) -> Any:
    """The rule set ``--rules`` names with its ``--option`` values, or None without
    ``--rules``; OptionError for an option beside a rule set that decides it."""
    from hupai.rules import BY_NAME

    if args.rules is None:
        if args.option:
            raise OptionError("--option goes with --rules")
        return None
    if form_options:
        given = [flag for key, flag in _DECIDED.items() if getattr(args, key, None)]
        if given:
            raise OptionError(f"--rules decides {given[0]}; give one or the other")
    options = {}
    for item in args.option:
        key, eq, value = item.partition("=")
        if not eq:
            raise OptionError(f"--option takes KEY=VALUE, got {item!r}")
        options[key.strip()] = _value(value.strip())
    return BY_NAME[args.rules].with_options(**options) if options else BY_NAME[args.rules]


def take_jokers(hand: str | None, rules: Any) -> tuple[str | None, int]:
    """The hand without its ``J`` joker tokens and their number, where ``rules`` has jokers."""
    from hupai.scoring.local_request import split_jokers

    if hand is None or rules is None or not rules.wildcards.jokers:
        return hand, 0
    return split_jokers(hand)
