"""A hand sent to ``/api/score`` in the rule pages' example notation (``hupai score`` reads it
too): ``[222m][555p] 777s999s7z +1m | tsumo``, its melds, winning tile, flags and options in
one string, merged with the body's own fields, each given once."""

from __future__ import annotations

from typing import Any

from hupai.errors import OptionError
from hupai.scoring.example_notation import parse_example

__all__ = ["is_example", "read_example"]


def is_example(hand: str) -> bool:
    """Whether ``hand`` is in the example notation: it names its winning tile with ``+``."""
    return "+" in hand


def read_example(
    hand: str, *, win_tile: object, melds: object, options: dict[str, Any],
    situation: dict[str, Any],
) -> tuple[dict[str, Any], dict[str, Any]]:  # fmt: skip
    """The arguments of ``hupai.score`` (hand, win_tile, melds and the situation) and the
    rule set's options that ``hand`` and the body give together.

    Raises:
        NotationError: ``hand`` does not read.
        OptionError: the body gives again what the notation gives: the winning tile, melds,
            an option or a situation keyword.
    """
    example = parse_example(hand)
    if win_tile is not None or melds:
        raise OptionError("the hand's notation carries its winning tile and melds: give neither")
    twice = sorted(set(example.options) & set(options)) or sorted(
        set(example.situation) & set(situation)
    )
    if twice:
        raise OptionError(f"the hand's notation sets {twice[0]}; so does the body: give it once")
    arguments = {"hand": example.hand, "win_tile": example.win_tile, "melds": example.melds}
    return {**arguments, **example.situation, **situation}, {**example.options, **options}
