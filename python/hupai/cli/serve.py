"""``hupai serve``: the page and the JSON API (``hupai.web``) on this machine, by uvicorn,
until Ctrl-C."""

from __future__ import annotations

import argparse
import sys

HELP = "serve the page at / and the JSON API (needs pip install 'hupai[web]'); API docs at /docs"


def add_options(command: argparse.ArgumentParser) -> None:
    command.add_argument("--host", default="127.0.0.1", help="address (default 127.0.0.1)")
    command.add_argument("--port", type=_port, default=8000, help="port (default 8000)")


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {text!r}")
    return int(text)


def run(args: argparse.Namespace) -> int:
    """Serves until stopped; 2 when the web extra is missing."""
    from hupai.web import create_app

    try:
        app = create_app()
    except ImportError as err:
        print(f"hupai: error: {err}", file=sys.stderr)
        return 2
    try:
        import uvicorn
    except ImportError as err:
        why = f"serving needs uvicorn: pip install 'hupai[web]' ({err})"
        print(f"hupai: error: {why}", file=sys.stderr)
        return 2
    uvicorn.run(app, host=args.host, port=args.port)
    return 0
