"""``hupai score HAND --rules R``: a hand scored under a rule set other than MCR (a local one,
or two-player MCR). HAND is the example
notation of the rule pages (``"[222m][555p] 777s999s7z +1m | tsumo"``: melds in brackets, a
concealed kong in braces, ``+X`` the winning tile, flags after ``|``), or standing tiles with
``--win`` and the situation options."""

from __future__ import annotations

import argparse
from typing import Any, Final

from hupai.errors import OptionError

__all__ = ["OPTION_OF", "add_local_options", "read_hand", "refuse_beside_hand_string", "run_local"]


def add_local_options(command: argparse.ArgumentParser) -> None:
    """The situation options only the other rule sets read (each where it reads it)."""
    command.add_argument(
        "--kong-discard", action="store_true", help="won on the discard after a kong (杠上炮)"
    )
    command.add_argument(
        "--ready", choices=("declared", "heavenly"), default=None, help="ready declared (报听/天听)"
    )
    command.add_argument("--void", choices=("m", "p", "s"), default=None, help="void suit (定缺)")
    command.add_argument(
        "--heavenly-hand", action="store_true", help="天和 / 天胡: the dealer's dealt tiles win"
    )
    command.add_argument(
        "--earthly-hand", action="store_true", help="地和 / 地胡: won on one's first draw"
    )
    command.add_argument("--human-hand", action="store_true", help="人胡 (mcr-2p-v3)")
    command.add_argument(
        "--four-ghosts",
        action="store_true",
        help="four ghosts shown before the first discard (四鬼胡牌)",
    )


def _situation(args: argparse.Namespace) -> dict[str, Any]:
    given = {
        "self_drawn": args.self_drawn, "kong": args.kong, "last_tile": args.last_tile,
        "last_copy": args.last_copy, "kong_discard": args.kong_discard, "ready": args.ready,
        "void": args.void, "heavenly_hand": args.heavenly_hand,
        "earthly_hand": args.earthly_hand, "human_hand": args.human_hand,
        "four_ghosts": args.four_ghosts,
        "flowers": args.flowers,
        "indicator": args.indicator, "wildcards": args.wildcards,
        "seat_wind": args.seat, "prevalent_wind": args.round,
    }  # fmt: skip
    # What was not given is None or False (a flag left off), so that an option given as its
    # default (--seat E, --flowers 0) still counts as given.
    return {k: v for k, v in given.items() if v is not None and v is not False}


#: The scorer's arguments as this command's options, for messages.
OPTION_OF: Final = {
    "win_tile": "--win", "melds": "--meld", "self_drawn": "--self-drawn", "kong": "--kong",
    "last_tile": "--last-tile",
    "last_copy": "--last-copy", "kong_discard": "--kong-discard", "ready": "--ready",
    "void": "--void", "heavenly_hand": "--heavenly-hand", "earthly_hand": "--earthly-hand",
    "human_hand": "--human-hand", "four_ghosts": "--four-ghosts", "flowers": "--flowers",
    "indicator": "--indicator", "wildcards": "--wildcards", "seat_wind": "--seat",
    "prevalent_wind": "--round",
}  # fmt: skip


#: What an MCR hand string carries, so that no option may give it again.
_CARRIED: Final = (
    "win_tile", "melds", "self_drawn", "last_copy", "kong", "last_tile", "seat_wind",
    "prevalent_wind", "flowers",
)  # fmt: skip


def refuse_beside_hand_string(hand: str, given: dict[str, Any]) -> None:
    """OptionError when ``given`` (the options given, even as their defaults) sets what the
    MCR hand string ``hand`` carries: the hand's own would otherwise win unsaid."""
    twice = [OPTION_OF[k] for k in _CARRIED if k in given]
    if twice:
        raise OptionError(
            f"hand {hand!r} is an MCR hand string, which carries the winning tile, the melds "
            f"and the flags; do not also give {', '.join(twice)}"
        )


def read_hand(args: argparse.Namespace, rules: Any) -> tuple[Any, Any, Any, Any, dict[str, Any]]:
    """The rule set (with the notation's options), hand, winning tile, melds and situation
    keywords that ``args`` give: HAND in the rule pages' example notation (``+X`` the winning
    tile), an MCR hand string (``[123m,1]456m...|EE0000|0``), or standing tiles with --win.

    Raises:
        OptionError: no HAND; the notation and an option both giving the winning tile, the
            melds, a rule set's option or a situation flag.
    """
    from hupai.scoring.example_notation import parse_example
    from hupai.scoring.hand_string import looks_like_hand_string

    if args.hand is None:
        raise OptionError(f"give the hand to score under {rules.name}")
    from hupai.rules.two_player import Mcr2pRuleSet

    situation = _situation(args)
    hand: str = args.hand
    hand_string = looks_like_hand_string(hand)
    if hand_string and not isinstance(rules, Mcr2pRuleSet):
        raise OptionError(
            f"{rules.name} reads no MCR hand string: write the hand in the example notation "
            "('[222m][555p] 777s999s7z +1m | tsumo') or give standing tiles with --win"
        )
    if hand_string:
        refuse_beside_hand_string(hand, situation)
    if "+" not in hand and ("|" not in hand or hand_string):
        # Standing tiles, or a hand string holding its own winning tile and situation.
        return rules, hand, args.win, args.meld, situation
    if args.win is not None or args.meld:
        raise OptionError("the hand's notation carries its winning tile and melds")
    example = parse_example(hand)
    given = {item.partition("=")[0].strip() for item in args.option}
    clash = sorted(given & set(example.options))
    if clash:
        raise OptionError(f"the hand's notation sets {clash[0]}; so does --option")
    twice = sorted(set(example.situation) & set(situation))
    if twice:
        raise OptionError(
            f"the hand's notation sets {twice[0]}; so does {OPTION_OF.get(twice[0], twice[0])}: "
            "give it once"
        )
    if example.options:
        rules = rules.with_options(**example.options)
    return rules, example.hand, example.win_tile, example.melds, {**example.situation, **situation}


def run_local(args: argparse.Namespace, rules: Any) -> dict[str, Any]:
    from hupai import score

    rules, hand, win, melds, situation = read_hand(args, rules)
    result = score(hand, win_tile=win, melds=melds, rules=rules, **situation)
    from hupai.tiles import format_tiles

    return {
        "rules": repr(rules),
        "hand": args.hand,
        "win_tile": None if win is None else str(win),
        "self_drawn": result.self_drawn,
        "total": result.total,
        "uncapped_total": result.uncapped_total,
        "points": result.points,
        "meets_minimum": result.meets_minimum,
        "wildcards": [format_tiles([t]) for t in result.wildcards],
        # None where the win has no reading (the four-ghost win), not the text "None".
        "reading": None if result.decomposition is None else str(result.decomposition),
        "fans": [
            {
                "id": f.id,
                "zh": f.zh,
                "en": f.en,
                "value": f.points,
                "count": f.count,
                "total": f.total,
                "multiplier": getattr(f.fan, "multiplier", 1),
            }
            for f in result.fans
        ],  # fmt: skip
    }


def show_local(result: dict[str, Any]) -> str:
    hand = result["hand"]
    # Standing tiles given with --win: the winning tile and the draw shown after them (a hand
    # in the notation writes both itself).
    if "+" not in hand and result["win_tile"] is not None:
        hand += f" +{result['win_tile']}{' (self-drawn)' if result['self_drawn'] else ''}"
    lines = [f"rules:   {result['rules']}", f"hand:    {hand}"]
    reading = result["reading"]
    lines.append(f"reading: {'none (a win without sets)' if reading is None else reading}")
    if result["wildcards"]:
        lines.append(f"wildcards as: {' '.join(result['wildcards'])}")
    if result["fans"]:
        lines.append("")
    for f in result["fans"]:
        times = f" ×{f['count']}" if f["count"] > 1 else ""
        worth = f"×{f['multiplier']}" if f["multiplier"] != 1 else f"{f['total']:>3}"
        lines.append(f"  {worth:>3}  {f['zh']} {f['en']}{times}")
    capped = (
        f" (uncapped {result['uncapped_total']})"
        if result["uncapped_total"] != result["total"]
        else ""
    )
    minimum = "" if result["meets_minimum"] else " (below the minimum: no win)"
    lines += ["", f"total:  {result['total']}{capped}{minimum}", f"points: {result['points']}"]
    return "\n".join(lines)
