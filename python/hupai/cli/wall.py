"""``hupai wall``: a rule set's wall shuffled by the contract of wall.md 3, its seed and
algorithm (to replay it), its wildcard indicator where it flips one, and with ``--deal P``
each seat's hand by the deal rule (docs/walls.md)."""

from __future__ import annotations

import argparse
from typing import Any

from hupai.cli.rule_options import chosen_rules
from hupai.errors import OptionError
from hupai.tiles._kinds import mpsz

HELP = "shuffle a rule set's wall (seeded, replayable) and deal it"

#: Tiles a line of the text output.
_LINE = 36


def add_options(command: argparse.ArgumentParser) -> None:
    from hupai.rules import BY_NAME

    command.add_argument(
        "--rules", choices=sorted(BY_NAME), default=None, help="the rule set (default: mcr)"
    )
    command.add_argument(
        "--option", action="append", default=[], metavar="K=V",
        help="a rule-set option, e.g. ghost=flip (repeatable)",
    )  # fmt: skip
    command.add_argument(
        "--seed", metavar="N", default=None,
        help="the seed, 0 <= N < 2**64 (default: one from the operating system, printed)",
    )  # fmt: skip
    command.add_argument(
        "--deal", metavar="P", default=None, help="deal to P players (2-4), 13 tiles each"
    )


def _whole(name: str, text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(text, 10)
    except ValueError:
        raise OptionError(f"{name} takes a whole number, got {text!r}") from None


def _name(t: int) -> str:
    # J, as hupai's notation writes a joker.
    return mpsz(t) if t < 42 else "J"


def run(args: argparse.Namespace) -> dict[str, Any]:
    import hupai
    from hupai.rules import MCR

    rules = chosen_rules(args, form_options=False) or MCR
    seed = _whole("--seed", args.seed)
    if seed is not None and not 0 <= seed < 2**64:
        raise OptionError(f"--seed takes a whole number 0 <= N < 2**64, got {args.seed}")
    wall = hupai.wall(rules, seed=seed)
    result: dict[str, Any] = {
        "rules": rules.name,
        "seed": wall.seed,
        "algorithm": wall.algorithm,
        "tiles": list(wall.tiles),
        "names": [_name(t) for t in wall.tiles],
        "indicator": wall.indicator,
        "wildcard_kinds": list(wall.wildcard_kinds),
    }
    players = _whole("--deal", args.deal)
    if players is not None:
        if not 2 <= players <= 4:
            raise OptionError(f"--deal takes the number of players, 2-4, got {args.deal}")
        deal = wall.deal(players)
        result["deal"] = {
            "hands": [list(hand) for hand in deal.hands],
            "names": [[_name(t) for t in hand] for hand in deal.hands],
            "flowers": [list(tiles) for tiles in deal.flower_tiles],
            "rest": len(deal.rest),
        }
    return result


def show(result: dict[str, Any]) -> str:
    names = result["names"]
    lines = [
        f"{result['rules']} wall, {len(names)} tiles, seed {result['seed']} "
        f"({result['algorithm']}):"
    ]
    lines += ["  " + " ".join(names[k : k + _LINE]) for k in range(0, len(names), _LINE)]
    if result["indicator"] is not None:
        lines.append(f"indicator (翻鬼): {_name(result['indicator'])}")
    if result["wildcard_kinds"]:
        lines.append(f"wildcards: {' '.join(_name(t) for t in result['wildcard_kinds'])}")
    deal = result.get("deal")
    if deal is not None:
        for seat, (hand, flowers) in enumerate(zip(deal["names"], deal["flowers"], strict=True)):
            shown = f"seat {seat}{' (dealer)' if seat == 0 else ''}: {' '.join(hand)}"
            aside = " ".join(_name(t) for t in flowers)
            lines.append(shown + (f"  (flowers set aside: {aside})" if flowers else ""))
        lines.append(f"rest: {deal['rest']} tiles")
    return "\n".join(lines)
