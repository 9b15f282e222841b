"""``hupai check [HAND] [--all]``: whether a hand wins and how many wildcards it still needs,
and with ``--all`` every decomposition; with no HAND, a built-in example."""

from __future__ import annotations

import argparse
from typing import Any

from hupai._hand import FORMS, WINNING_SIZES, normalize, wildcard_kinds
from hupai.cli.rule_options import add_rule_options, chosen_rules, take_jokers
from hupai.decomposition import Decomposition
from hupai.errors import DecompositionLimitError, OptionError, UnwinnableHandError
from hupai.tiles import format_tiles, to_counts

#: A hand with one wildcard: 123m 456p 789s 11z, and 22z completed by the wildcard.
EXAMPLE_HAND = "123m456p789s1122z"
EXAMPLE_WILDCARDS = 1


HELP = "say whether a hand wins (胡牌) and what it needs"


def add_hand_options(command: argparse.ArgumentParser, hand_help: str) -> None:
    """The hand and wildcard options every command takes."""
    command.add_argument("hand", nargs="?", help=hand_help)
    command.add_argument("--wildcards", type=int, default=None, help="extra wildcards (赖子) held")
    command.add_argument(
        "--wildcard-tile",
        action="append",
        default=[],
        metavar="T",
        help="a tile kind whose copies are wildcards, e.g. 5z (repeatable)",
    )
    command.add_argument(
        "--allow-fifth-copy",
        action="store_true",
        help="let a wildcard stand for a fifth copy of a tile",
    )


def add_form_options(command: argparse.ArgumentParser) -> None:
    """The winning forms every command counts, as the functions' ``forms=`` and shorthands,
    and the rule set that decides them instead."""
    add_rule_options(command)
    command.add_argument(
        "--forms",
        default=None,
        metavar="FORMS",
        help=f"comma-separated forms to count, 'knitted' for both knitted forms (default: "
        f"{','.join(FORMS)})",
    )
    command.add_argument("--no-seven-pairs", action="store_true", help="do not count seven pairs")
    command.add_argument(
        "--no-thirteen-orphans", action="store_true", help="do not count thirteen orphans"
    )


def add_options(command: argparse.ArgumentParser) -> None:
    add_hand_options(command, f"standing tiles, e.g. {EXAMPLE_HAND!r}; omitted: an example")
    add_form_options(command)
    command.add_argument(
        "--all",
        action="store_true",
        help="list every decomposition in the forms counted (melds 面子 and pair 将, or a "
        "special form, the knitted forms 全不靠 and 组合龙 included)",
    )
    command.add_argument(
        "--limit",
        type=int,
        default=None,
        help="with --all: the most decompositions to list (default 10000)",
    )


def _decompositions(tiles: Any, **options: Any) -> list[Decomposition]:
    """:func:`hupai.decompositions`, its limit error worded for the command line."""
    from hupai.analysis import decompositions

    try:
        return decompositions(tiles, **options)
    except DecompositionLimitError as err:
        raise DecompositionLimitError(str(err).replace("limit=", "--limit")) from None


def _plain(d: Decomposition) -> dict[str, object]:
    """A decomposition as JSON-ready values, tiles in mpsz."""
    return {
        "form": d.form,
        "melds": [
            {"kind": m.kind, "tiles": str(m), "concealed": m.concealed, "declared": m.declared}
            for m in d.melds
        ],
        "pair": None if d.pair is None else format_tiles([d.pair]),
        "pairs": [format_tiles([t]) for t in d.pairs],
        "knitted": format_tiles(list(d.knitted)),
        "wildcards": [format_tiles([t]) for t in d.wildcards],
        "text": str(d),
    }


def rules(args: argparse.Namespace) -> dict[str, Any]:
    """The rule options the command line set: the rule set (``--rules``) and its indicator;
    or the forms (all five unless --forms says), less those a --no-... switch leaves out, the
    wildcard kinds and the fifth-copy rule."""
    chosen = chosen_rules(args)
    if chosen is not None:
        return {"rules": chosen, "indicator": args.indicator}
    if args.indicator is not None:
        raise OptionError("--indicator goes with --rules (a rule set that flips a wildcard)")
    forms = FORMS if args.forms is None else [f.strip() for f in args.forms.split(",")]
    return {
        "forms": forms,
        "seven_pairs": False if args.no_seven_pairs else None,
        "thirteen_orphans": False if args.no_thirteen_orphans else None,
        "allow_fifth_copy": args.allow_fifth_copy,
        "wildcard_tiles": args.wildcard_tile or None,
    }


def kinds_of(options: dict[str, Any]) -> list[int] | None:
    """The wildcard kinds the options make: the rule set's, or ``--wildcard-tile``'s."""
    if "rules" in options:
        return list(options["rules"].wildcards.kinds(options["indicator"])) or None
    return options["wildcard_tiles"]  # type: ignore[no-any-return]


def read_hand(args: argparse.Namespace, options: dict[str, Any]) -> tuple[str | None, int]:
    """The hand and the extra wildcards: a rule set's ``J`` jokers counted into them."""
    hand, jokers = take_jokers(args.hand, options.get("rules"))
    return hand, (args.wildcards or 0) + jokers


def run(args: argparse.Namespace) -> dict[str, object]:
    from hupai.win import is_win, wildcards_needed

    if args.limit is not None and not args.all:
        raise OptionError("--limit only goes with --all")
    options = rules(args)
    hand, wildcards = read_hand(args, options)
    if hand is None:
        hand = EXAMPLE_HAND
        wildcards = EXAMPLE_WILDCARDS if args.wildcards is None else wildcards
    given = {"wildcards": wildcards, **options}
    standing = to_counts(hand)
    kinds = kinds_of(options)
    counts, n = normalize(standing, wildcards, kinds)
    size = sum(counts) + n
    wins = size in WINNING_SIZES and is_win(standing, **given)
    try:
        needed: int | None = wildcards_needed(standing, **given)
    except UnwinnableHandError:
        needed = None  # reported as "never" rather than as bad input
    result: dict[str, object] = {
        "hand": format_tiles(standing),
        "wildcard_tiles": [format_tiles([k]) for k in wildcard_kinds(kinds)],
        "wildcards": n,
        "tiles": size,
        "wins": wins,
        "wildcards_needed": needed,
    }
    if args.all:
        found = []
        if size in WINNING_SIZES:
            found = _decompositions(standing, **given, limit=args.limit)
        result["decompositions"] = [_plain(d) for d in found]
    return result


def show(result: dict[str, Any]) -> str:
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
    text = (
        f"hand:             {hand}{held} = {size}\n"
        f"result:           {verdict}\n"
        f"wildcards needed: {'never' if needed is None else needed}"
    )
    if "decompositions" in result:
        found = result["decompositions"]
        text += f"\ndecompositions:   {len(found)}"
        text += "".join(f"\n  {i}. {d['text']}" for i, d in enumerate(found, 1))
    return text
