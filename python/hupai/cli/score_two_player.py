"""``hupai score HAND --rules mcr-2p|mcr-2p-v3``: a hand scored under two-player MCR (国标二人麻将).
HAND is the rule pages' example notation (``"[123m] 456m789m111z2z +2z | tsumo seat=W"``), an
MCR hand string, or standing tiles with ``--win`` and the options; the output says the seat,
the declaration and the first-turn win the hand was scored with."""

from __future__ import annotations

import argparse
from typing import Any

from hupai.cli.fan_list import fan_list
from hupai.cli.score_local import read_hand

__all__ = ["run_two_player", "show_two_player"]

#: The first-turn wins, as keywords.
_FIRSTS = ("heavenly_hand", "earthly_hand", "human_hand")


def run_two_player(args: argparse.Namespace, rules: Any) -> dict[str, Any]:
    from hupai import score
    from hupai.scoring.mcr2p_request import NOT_READY, READY_NAMES, read_two_player_request
    from hupai.tiles import EAST

    rules, hand, win, melds, situation = read_hand(args, rules)
    result = score(hand, win_tile=win, melds=melds, rules=rules, **situation)
    # The request the score was read from, for the seat and flags it was scored with (a hand
    # string carries its own).
    request = read_two_player_request(hand, win_tile=win, melds=melds, rules=rules, **situation)
    return {
        "rules": rules.name,
        "hand": args.hand,
        "win_tile": None if win is None else str(win),
        "self_drawn": request.self_drawn,
        "seat_wind": "E" if request.seat_wind == EAST else "W",
        "ready": None if request.ready == NOT_READY else READY_NAMES[request.ready],
        "first_turn_win": next((k for k in _FIRSTS if getattr(request, k)), None),
        "flowers": request.flowers,
        "total": result.total,
        "meets_minimum": result.meets_minimum,
        "reading": str(result.decomposition),
        "fans": fan_list(result),
    }


def show_two_player(result: dict[str, Any]) -> str:
    hand = result["hand"]
    if "+" not in hand and result["win_tile"] is not None:
        hand += f" +{result['win_tile']}{' (self-drawn)' if result['self_drawn'] else ''}"
    seat = "E (East, the dealer)" if result["seat_wind"] == "E" else "W (West)"
    said = [f"seat {seat}"]
    if result["ready"] is not None:
        said.append(f"ready={result['ready']}")
    if result["first_turn_win"] is not None:
        said.append(result["first_turn_win"])
    lines = [
        f"rules:   {result['rules']}",
        f"hand:    {hand}",
        f"as:      {', '.join(said)}",
        f"reading: {result['reading']}",
        "",
    ]
    for f in result["fans"]:
        times = f" ×{f['count']}" if f["count"] > 1 else ""
        lines.append(f"  {f['total']:>3}  {f['zh']} {f['en']}{times}")
    minimum = "" if result["meets_minimum"] else " (below the rule set's minimum: no win)"
    lines += ["", f"total:  {result['total']}{minimum}"]
    return "\n".join(lines)
