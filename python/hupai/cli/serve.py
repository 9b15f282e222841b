"""``hupai serve``: the page and the JSON API (``hupai.web``) on this machine, by uvicorn,
until Ctrl-C."""

from __future__ import annotations

import argparse
import socket
import sys

HELP = "serve the page at / and the JSON API (needs pip install 'hupai[web]'); API docs at /docs"


def add_options(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--host", type=_host, default="127.0.0.1", help="address (default 127.0.0.1)"
    )
    command.add_argument("--port", type=_port, default=8000, help="port (default 8000)")


def _host(text: str) -> str:
    # An empty host would have uvicorn listen on every interface, unasked.
    if not text.strip():
        raise argparse.ArgumentTypeError("a host is a name or an address, not empty")
    return text


def _port(text: str) -> int:
    # ASCII digits only: int() would read "０８０８" as 808.
    if not (text.isascii() and text.isdigit()) or not 0 <= int(text) <= 65535:
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
    refused = _cannot_listen(args.host, args.port)
    if refused:
        where = f"{args.host}:{args.port}"
        print(f"hupai: error: cannot listen on {where}: {refused}", file=sys.stderr)
        return 2
    uvicorn.run(app, host=args.host, port=args.port)
    return 0


def _cannot_listen(host: str, port: int) -> str | None:
    """Why the address cannot be listened on (a name that does not resolve, a port in use or
    not ours to take), or None; asked before uvicorn, which logs it and exits 3 instead."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind(address)
    except OSError as err:
        return err.strerror or str(err)
    return None
