"""``hupai waits HAND`` and ``hupai shanten HAND``: what a hand waits on, how far it is from
winning, and which draws bring it closer."""

from __future__ import annotations

import argparse
from typing import Any

from hupai._hand import normalize, physical, visible_counts, wildcard_kinds
from hupai.cli.check import add_form_options, add_hand_options, kinds_of, read_hand, rules
from hupai.tiles import format_tiles, to_counts

WAITS_HELP = "list the tiles a hand one tile short wins on (听牌)"
SHANTEN_HELP = "give a hand's shanten (向听数) by form and its useful tiles (有效牌)"


def _add_visible(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--visible", default=None, metavar="TILES", help="tiles seen outside the hand, e.g. 44m"
    )


def add_wait_options(command: argparse.ArgumentParser) -> None:
    add_hand_options(command, "13, 10, 7, 4 or 1 standing tiles, e.g. 23m456p789s11122z")
    add_form_options(command)
    _add_visible(command)


def add_shanten_options(command: argparse.ArgumentParser) -> None:
    add_hand_options(command, "13, 10, 7, 4 or 1 tiles (or one more, just drawn)")
    add_form_options(command)
    _add_visible(command)


def _hand(args: argparse.Namespace, options: dict[str, Any]) -> dict[str, Any]:
    tiles, wildcards = read_hand(args, options)
    return {"tiles": to_counts(tiles or ""), "wildcards": wildcards}


def _held(hand: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """The hand as `hupai check --json` reports it: the tiles, the wildcard kinds, and every
    wildcard (copies of those kinds included)."""
    _, wildcards = normalize(hand["tiles"], hand["wildcards"], kinds_of(options))
    kinds = wildcard_kinds(kinds_of(options))
    return {
        "hand": format_tiles(hand["tiles"]),
        "wildcard_tiles": [format_tiles([k]) for k in kinds],
        "wildcards": wildcards,
    }


def _names(tiles: list[int]) -> list[str]:
    return [format_tiles([t]) for t in tiles]


def run_waits(args: argparse.Namespace) -> dict[str, Any]:
    from hupai.analysis import waits

    options = rules(args)
    hand = _hand(args, options)
    found = waits(**hand, **options, visible=args.visible)
    return {**_held(hand, options), "waits": _names(found)}


def show_waits(result: dict[str, Any]) -> str:
    waits = result["waits"]
    listed = format_tiles(waits) if waits else "none"
    kinds = f"{len(waits)} kind{'' if len(waits) == 1 else 's'}"
    return f"hand:  {result['hand'] or '(no tiles)'}\nwaits: {listed} ({kinds})"


def run_shanten(args: argparse.Namespace) -> dict[str, Any]:
    from hupai.analysis import shanten, shanten_by_form, useful_tiles

    options = rules(args)
    hand = _hand(args, options)
    result: dict[str, Any] = {
        **_held(hand, options),
        "shanten": shanten(**hand, **options),
        # Only the forms counted: --forms regular lists the regular form alone.
        "by_form": shanten_by_form(**hand, **options),
    }
    held, _ = physical(hand["tiles"], kinds_of(options))
    visible_counts(held, args.visible)
    size = sum(hand["tiles"]) + hand["wildcards"]
    if size % 3 == 1:
        useful = useful_tiles(**hand, **options, visible=args.visible)
        result["useful"] = {format_tiles([t]): left for t, left in useful.items()}
        result["useful_copies"] = sum(useful.values())
    return result


def show_shanten(result: dict[str, Any]) -> str:
    lines = [f"hand:    {result['hand'] or '(no tiles)'}", f"shanten: {result['shanten']}"]
    lines += [f"  {form:<19} {value}" for form, value in result["by_form"].items()]
    if "useful" in result:
        useful = " ".join(f"{tile}×{left}" for tile, left in result["useful"].items())
        lines.append(f"useful:  {useful or 'none'} ({result['useful_copies']} tiles)")
    return "\n".join(lines)
