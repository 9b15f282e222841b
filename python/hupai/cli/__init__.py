"""The ``hupai`` command line: ``check``, ``waits``, ``shanten`` and ``score`` on a hand,
``wall``, a shuffled wall and its deal, ``paohuzi``, a 跑胡子 hand scored, and ``serve``, the
JSON API.

Each command takes a hand in any notation hupai reads, prints a short report (or one JSON
object with ``--json``) and exits 0; bad input prints one line on stderr and exits 2.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from hupai import __version__
from hupai.cli import analysis, check, paohuzi, score, serve, wall
from hupai.errors import HupaiError

__all__ = ["main"]

# Each command: (help, a function adding its own options, run -> result, show result -> text).
COMMANDS: dict[str, tuple[str, Callable[..., None], Callable[..., Any], Callable[..., str]]] = {
    "check": (check.HELP, check.add_options, check.run, check.show),
    "waits": (
        analysis.WAITS_HELP,
        analysis.add_wait_options,
        analysis.run_waits,
        analysis.show_waits,
    ),
    "shanten": (
        analysis.SHANTEN_HELP,
        analysis.add_shanten_options,
        analysis.run_shanten,
        analysis.show_shanten,
    ),
    "score": (score.HELP, score.add_options, score.run, score.show),
    "wall": (wall.HELP, wall.add_options, wall.run, wall.show),
    "paohuzi": (paohuzi.HELP, paohuzi.add_options, paohuzi.run, paohuzi.show),
}


class _CommandParser(argparse.ArgumentParser):
    """A command's parser. An argument it does not know is its own error, printed after its
    own usage: argparse otherwise hands it up to the top-level parser, whose usage (a list of
    the commands) says nothing about the command's options."""

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        found, extra = super().parse_known_args(args, namespace)
        if extra:
            self.error(f"unrecognized arguments: {' '.join(extra)}")
        return found, extra


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hupai", description="Chinese mahjong hand evaluation.")
    parser.add_argument("--version", action="version", version=f"hupai {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_CommandParser)
    for name, (help_text, add_options, _, _) in COMMANDS.items():
        command = commands.add_parser(name, help=help_text, description=help_text)
        add_options(command)
        command.add_argument("--json", action="store_true", help="print one JSON object")
    # Serving prints no result: no --json.
    command = commands.add_parser("serve", help=serve.HELP, description=serve.HELP)
    serve.add_options(command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 2 bad input)."""
    for stream in (sys.stdout, sys.stderr):
        # A terminal that cannot show 胡 gets an escape rather than a traceback.
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    args = _parser().parse_args(argv)
    if args.command == "serve":
        return serve.run(args)
    _, _, run, show = COMMANDS[args.command]
    try:
        result = run(args)
    except HupaiError as err:
        print(f"hupai: error: {err}", file=sys.stderr)
        return 2
    try:
        print(json.dumps(result, ensure_ascii=False) if args.json else show(result), flush=True)
    except BrokenPipeError:
        # The reader stopped early (`| head`): as other command-line tools, go quietly, and
        # keep Python from complaining again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
