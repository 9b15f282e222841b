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
    from hupai.tiles._kinds import mpsz

    rules, hand, win, melds, situation = read_hand(args, rules)
    result = score(hand, win_tile=win, melds=melds, rules=rules, **situation)
    # The request the score was read from, for the seat and flags it was scored with (a hand
    # string carries its own).
    request = read_two_player_request(hand, win_tile=win, melds=melds, rules=rules, **situation)
    # The winning tile scored: as given, or a hand string's last; none for 天胡's dealt tiles.
    dealt = request.heavenly_hand and win is None and not _is_hand_string(hand)
    return {
        "rules": rules.name,
        "min_points": rules.minimum,
        "hand": args.hand,
        "win_tile": None if dealt else mpsz(request.win_tile),
        "self_drawn": request.self_drawn,
        "kong": request.kong,
        "last_tile": request.last_tile,
        "last_copy": request.last_copy,
        "seat_wind": "E" if request.seat_wind == EAST else "W",
        "ready": None if request.ready == NOT_READY else READY_NAMES[request.ready],
        "first_turn_win": next((k for k in _FIRSTS if getattr(request, k)), None),
        "flowers": request.flowers,
        "total": result.total,
        "meets_minimum": result.meets_minimum,
        "reading": str(result.decomposition),
        "fans": fan_list(result),
    }


def _is_hand_string(hand: Any) -> bool:
    return isinstance(hand, str) and ("|" in hand or "[" in hand)


def show_two_player(result: dict[str, Any]) -> str:
    won = "the 14 dealt tiles" if result["win_tile"] is None else result["win_tile"]
    how = ["self-drawn" if result["self_drawn"] else "on a discard"]
    how += [name for name in ("kong", "last_tile", "last_copy") if result[name]]
    seat = "E (East, the dealer)" if result["seat_wind"] == "E" else "W (West)"
    said = [f"seat {seat}"]
    if result["ready"] is not None:
        said.append(f"ready={result['ready']}")
    if result["first_turn_win"] is not None:
        said.append(result["first_turn_win"])
    if result["flowers"]:
        said.append(f"flowers={result['flowers']}")
    lines = [
        f"rules:   {result['rules']}",
        f"hand:    {result['hand']}",
        f"won:     {won}, {', '.join(how)}",
        f"as:      {', '.join(said)}",
        f"reading: {result['reading']}",
        "",
    ]
    for f in result["fans"]:
        times = f" ×{f['count']}" if f["count"] > 1 else ""
        lines.append(f"  {f['total']:>3}  {f['zh']} {f['en']}{times}")
    minimum = "" if result["meets_minimum"] else f" (below the minimum, {result['min_points']})"
    lines += ["", f"total:  {result['total']}{minimum}"]
    return "\n".join(lines)
