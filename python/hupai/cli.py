"""The ``hupai`` command line.

``hupai check [HAND]`` says whether a hand wins and how many wildcards it still needs; with no
HAND it checks a built-in example. Bad input prints one line on stderr and exits 2.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Sequence
from typing import Any

from hupai._hand import WINNING_SIZES, normalize, wildcard_kinds
from hupai.errors import HupaiError, UnwinnableHandError
from hupai.tiles import format_tiles, to_counts

#: A hand with one wildcard: 123m 456p 789s 11z, and 22z completed by the wildcard.
EXAMPLE_HAND = "123m456p789s1122z"
EXAMPLE_WILDCARDS = 1


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hupai", description="Chinese mahjong hand evaluation.")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="say whether a hand wins (胡牌) and what it needs")
    check.add_argument(
        "hand", nargs="?", help=f"standing tiles, e.g. {EXAMPLE_HAND!r}; omitted: an example"
    )
    check.add_argument("--wildcards", type=int, default=None, help="extra wildcards (赖子) held")
    check.add_argument(
        "--wildcard-tile",
        action="append",
        default=[],
        metavar="T",
        help="a tile kind whose copies are wildcards, e.g. 5z (repeatable)",
    )
    check.add_argument("--no-seven-pairs", action="store_true", help="do not count seven pairs")
    check.add_argument(
        "--no-thirteen-orphans", action="store_true", help="do not count thirteen orphans"
    )
    check.add_argument(
        "--allow-fifth-copy",
        action="store_true",
        help="let a wildcard stand for a fifth copy of a tile",
    )
    check.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _check(args: argparse.Namespace) -> dict[str, object]:
    from hupai.win import is_win, wildcards_needed

    hand = EXAMPLE_HAND if args.hand is None else args.hand
    wildcards = args.wildcards
    if wildcards is None:
        wildcards = EXAMPLE_WILDCARDS if args.hand is None else 0
    rules = {
        "seven_pairs": not args.no_seven_pairs,
        "thirteen_orphans": not args.no_thirteen_orphans,
        "allow_fifth_copy": args.allow_fifth_copy,
    }
    wildcard_tiles = args.wildcard_tile or None
    standing = to_counts(hand)
    counts, n = normalize(standing, wildcards, wildcard_tiles)
    size = sum(counts) + n
    given = {"wildcards": wildcards, "wildcard_tiles": wildcard_tiles, **rules}
    wins = size in WINNING_SIZES and is_win(standing, **given)
    try:
        needed: int | None = wildcards_needed(standing, **given)
    except UnwinnableHandError:
        needed = None  # reported as "never" rather than as bad input
    return {
        "hand": format_tiles(standing),
        "wildcard_tiles": [format_tiles([k]) for k in wildcard_kinds(wildcard_tiles)],
        "wildcards": n,
        "tiles": size,
        "wins": wins,
        "wildcards_needed": needed,
    }


def _show(result: dict[str, Any]) -> str:
    wildcards = result["wildcards"]
    hand = result["hand"] or "(no tiles)"
    kinds = " ".join(result["wildcard_tiles"])
    if kinds:
        # The copies of the wildcard kinds are counted among the wildcards.
        hand += f" ({kinds} wild)"
    held = f" + {wildcards} wildcard{'' if wildcards == 1 else 's'}" if wildcards else ""
    verdict = "wins (胡)" if result["wins"] else "does not win"
    needed = result["wildcards_needed"]
    size = f"{result['tiles']} tile{'' if result['tiles'] == 1 else 's'}"
    return (
        f"hand:             {hand}{held} = {size}\n"
        f"result:           {verdict}\n"
        f"wildcards needed: {'never' if needed is None else needed}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 2 bad input)."""
    for stream in (sys.stdout, sys.stderr):
        # A terminal that cannot show 胡 gets an escape rather than a traceback.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    args = _parser().parse_args(argv)
    try:
        result = _check(args)
    except HupaiError as err:
        print(f"hupai: error: {err}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False) if args.json else _show(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
