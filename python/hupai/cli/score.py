"""``hupai score [HAND]``: the MCR fans (番) of a winning hand and their total; with no HAND,
a built-in example. HAND is the standing tiles without the winning tile (with ``--win``), or
an MCR hand string holding everything (``"[123m,1][EEEE]456p789sPP|EE0000|2"``)."""

from __future__ import annotations

import argparse
import re
from typing import Any

from hupai.cli.fan_list import fan_list
from hupai.cli.rule_options import add_rule_options, chosen_rules
from hupai.cli.score_local import (
    OPTION_OF,
    add_local_options,
    refuse_beside_hand_string,
    run_local,
    show_local,
)
from hupai.cli.score_two_player import run_two_player, show_two_player
from hupai.errors import HupaiError

HELP = "score a winning hand under the Chinese Official rules (国标, MCR) or --rules"

#: 123m claimed, a concealed kong of East, 456p 789s and White, won on White: Mixed Straight,
#: All Types, both wind pungs, a concealed kong and a single wait, with two flowers.
EXAMPLE = "[123m,1][EEEE]456p789sPP|EE0000|2"


def add_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "hand", nargs="?", help=f"standing tiles (with --win) or a hand string, e.g. {EXAMPLE!r}"
    )
    command.add_argument("--win", metavar="T", help="the winning tile, e.g. 5z")
    command.add_argument(
        "--meld", action="append", default=[], metavar="M",
        help="a declared meld: 123m, EEE, 5555p, or [EEEE] or {EEEE} for a concealed kong "
        "(repeatable; in HAND's example notation [EEEE] is a melded kong)",
    )  # fmt: skip
    command.add_argument("--self-drawn", action="store_true", help="won by drawing (自摸)")
    command.add_argument("--last-copy", action="store_true", help="the last copy (和绝张)")
    command.add_argument(
        "--kong", action="store_true", help="on a kong: 杠上开花 self-drawn, 抢杠和 otherwise"
    )
    command.add_argument(
        "--last-tile", action="store_true", help="the wall's last tile: 妙手回春 / 海底捞月"
    )
    # No option has a default of its own, so that one given as the default is still given
    # (and refused beside a hand string that sets it).
    command.add_argument(
        "--seat", metavar="W", help="seat wind (门风), E S W N (default E); two-player: E the "
        "dealer or W",
    )  # fmt: skip
    command.add_argument("--round", metavar="W", help="prevalent wind (圈风), default E")
    command.add_argument(
        "--flowers", type=_whole_number, metavar="N", help="flowers held, 0-8 (default 0)"
    )
    command.add_argument(
        "--wildcards", type=_whole_number, default=None, metavar="N", help="jokers held (赖子)"
    )
    add_rule_options(command)
    add_local_options(command)


def _whole_number(text: str) -> int:
    """A whole number in ASCII digits, as a hand string writes its flowers (``int`` would also
    take other scripts' digits, spaces, underscores and a plus sign); a minus sign is read, for
    the scorer to refuse with its own message."""
    if re.fullmatch(r"-?[0-9]+", text) is None:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}")
    return int(text)


#: Where the scorer's messages quote an argument by name, and the option to name instead.
_OPTIONS = (
    (r"\bwin_tile=?", OPTION_OF["win_tile"]),
    (r"^seat_wind=", f"{OPTION_OF['seat_wind']} "),
    (r"^seat_wind\b", OPTION_OF["seat_wind"]),
    (r"^prevalent_wind=", f"{OPTION_OF['prevalent_wind']} "),
    (r"^prevalent_wind\b", OPTION_OF["prevalent_wind"]),
    (r"^flowers(?= must)", OPTION_OF["flowers"]),
    (r"\bgive self_drawn=True\b", f"give {OPTION_OF['self_drawn']}"),
)


def _as_options(err: HupaiError) -> HupaiError:
    """``err`` worded for the command line: its options where it names the arguments."""
    text = str(err)
    for pattern, option in _OPTIONS:
        text = re.sub(pattern, option, text)
    given = re.search(r"(?:do not also give|does not read) ([a-z_]+(?:, [a-z_]+)*)=?", text)
    if given:
        names = ", ".join(OPTION_OF.get(n, n) for n in given.group(1).split(", "))
        text = text[: given.start(1)] + names + text[given.end(0) :]
    return type(err)(text)


def _wind(value: str | None) -> str | int | None:
    """A wind option: a name, or an index 27-30 written as digits; None when not given."""
    return int(value) if value is not None and value.isdigit() else value


def run(args: argparse.Namespace) -> dict[str, Any]:
    from hupai import score
    from hupai.errors import OptionError
    from hupai.rules import MCR
    from hupai.rules.two_player import Mcr2pRuleSet
    from hupai.scoring import format_hand_string, read_score_request

    rules = chosen_rules(args, form_options=False)
    if rules is not None and rules is not MCR:
        try:
            if isinstance(rules, Mcr2pRuleSet):
                return run_two_player(args, rules)
            return run_local(args, rules)
        except HupaiError as err:
            raise _as_options(err) from None
    local = [
        flag for flag, on in (
            ("--kong-discard", args.kong_discard), ("--ready", args.ready), ("--void", args.void),
            ("--heavenly-hand", args.heavenly_hand), ("--earthly-hand", args.earthly_hand),
            ("--human-hand", args.human_hand), ("--four-ghosts", args.four_ghosts),
            ("--indicator", args.indicator), ("--wildcards", args.wildcards),
        ) if on
    ]  # fmt: skip
    if local:
        raise OptionError(f"MCR does not read {local[0]}; it goes with --rules")

    situation = {
        "win_tile": args.win,
        "melds": args.meld,
        "self_drawn": args.self_drawn,
        "last_copy": args.last_copy,
        "kong": args.kong,
        "last_tile": args.last_tile,
        "seat_wind": _wind(args.seat),
        "prevalent_wind": _wind(args.round),
        "flowers": args.flowers,
    }
    if args.hand is None or args.win is None:
        # A hand string carries its own situation; the options are for standing tiles only.
        situation = {k: v for k, v in situation.items() if not (v is None or v is False or v == [])}
    if args.hand is None and situation:
        given = ", ".join(OPTION_OF[k] for k in situation)
        raise OptionError(f"give the hand (HAND) with {given}; without it the example is scored")
    if args.hand is not None and args.win is None:
        refuse_beside_hand_string(args.hand, situation)
    hand = EXAMPLE if args.hand is None else args.hand
    try:
        result = score(hand, **situation)
        # As a hand string, which reads back to the same hand (melds with their offers).
        written = format_hand_string(read_score_request(hand, **situation))
    except HupaiError as err:
        raise _as_options(err) from None
    return {
        "hand": written,
        "total": result.total,
        "meets_minimum": result.meets_minimum,
        "fans": fan_list(result),
    }


def show(result: dict[str, Any]) -> str:
    if "seat_wind" in result:
        return show_two_player(result)
    if "rules" in result:
        return show_local(result)
    lines = [f"hand: {result['hand']}", ""]
    for f in result["fans"]:
        times = f" ×{f['count']}" if f["count"] > 1 else ""
        lines.append(f"  {f['total']:>3}  {f['zh']} {f['en']}{times}")
    minimum = "" if result["meets_minimum"] else " (below the 8-point minimum without flowers)"
    lines += ["", f"total: {result['total']}{minimum}"]
    return "\n".join(lines)
