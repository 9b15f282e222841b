"""``hupai paohuzi [HAND]``: a 跑胡子 hand's win, 胡息, 囤, 名堂 and score (paohuzi.md), with
the chosen 门子; with no HAND, a built-in example."""

from __future__ import annotations

import argparse
from typing import Any

from hupai import paohuzi
from hupai.paohuzi_cards import format_cards, read_hand

#: paohuzi.md P08: 红胡 and 自摸, 24 胡息, score 10.
EXAMPLE_HAND = "270x 270x 270d 123d 555d 456x 34x +5x | tsumo"

HELP = "score a 跑胡子 (paohuzi) hand: 胡息, 囤, 名堂 (常德红黑点)"


def add_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "hand",
        nargs="*",
        help="cards as digits then x (小) or d (大), 0 for ten, W a 王; [..] 碰/跑/吃, {..} "
        f"偎/提, +X the winning card, '| tsumo' (quoted, or 'tsumo' alone last); e.g. "
        f"{EXAMPLE_HAND!r}; omitted: that example",
    )
    command.add_argument("--min-huxi", type=int, default=15, help="胡息 a win needs (15)")
    command.add_argument("--wilds", type=int, default=None, help="王 in the set, 0-4 (as held)")
    command.add_argument("--no-duizihu", action="store_true", help="do not count 对子胡")


def run(args: argparse.Namespace) -> dict[str, Any]:
    # The hand in one argument or in several (its tokens unquoted); a last word "tsumo" is
    # the flag, as the shell would not pass "| tsumo" unquoted.
    words = list(args.hand)
    if len(words) > 1 and words[-1] == "tsumo" and "|" not in " ".join(words):
        words[-1] = "| tsumo"
    hand = " ".join(words) if words else EXAMPLE_HAND
    parsed = read_hand(hand)
    wilds = args.wilds
    if wilds is None:
        # As many 王 as the hand holds (the set's count only bounds them).
        wilds = min(4, parsed.concealed.count(20) + (parsed.winning == 20))  # more: an error
    result = paohuzi.score(hand, min_huxi=args.min_huxi, wilds=wilds, duizihu=not args.no_duizihu)
    return {
        "hand": str(parsed),
        "win": result.win,
        "huxi": result.huxi,
        "tun": result.tun,
        "fan": result.fan,
        "mingtang": [{"name": name, "fan": value} for name, value in result.mingtang],
        "score": result.score,
        "red": result.red,
        "groups": [
            {
                "type": g.kind,
                "cards": format_cards(g.cards),
                "huxi": g.huxi,
                "winning": g.winning,
                "declared": g.declared,
            }
            for g in result.groups
        ],
        "wild_kinds": [format_cards([k]) for k in result.wild_kinds],
    }


def show(result: dict[str, Any]) -> str:
    lines = [f"hand: {result['hand']}"]
    if result["huxi"] is None:
        lines.append("no complete reading: the cards do not split into 7 门子")
        return "\n".join(lines)
    if not result["win"]:
        lines.append(f"not a win: best reading {result['huxi']} 胡息, below the minimum")
    else:
        names = " + ".join(f"{m['name']} {m['fan']}" for m in result["mingtang"]) or "none"
        lines.append(
            f"win: {result['huxi']} 胡息, {result['tun']} 囤, 番 {result['fan']} "
            f"(名堂: {names}), score {result['score']}"
        )
    groups = []
    for g in result["groups"]:
        label = f"吃[{g['cards']}]" if g["type"] == "吃" else g["type"] + g["cards"]
        groups.append(f"{label}{'(+)' if g['winning'] else ''}={g['huxi']}")
    lines.append("门子: " + "  ".join(groups))
    if result["wild_kinds"]:
        lines.append("王 as: " + " ".join(result["wild_kinds"]))
    return "\n".join(lines)
