"""A real ``hupai serve`` for the tests and the load bench: a subprocess on a free loopback
port, answering before it is handed over and stopped after."""

from __future__ import annotations

import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

import httpx

HOST = "127.0.0.1"


def free_port() -> int:
    """A port nothing listens on now (another process may take it before the server does)."""
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


@contextmanager
def served(wait: float = 30) -> Iterator[str]:
    """Runs ``python -m hupai serve`` on a free port of 127.0.0.1 and yields its base URL
    (``http://127.0.0.1:PORT``) once ``/openapi.json`` answers; stops the server after.

    Raises:
        RuntimeError: the server exited, or did not answer in ``wait`` seconds; with what it
            wrote on stderr.
    """
    port = free_port()
    url = f"http://{HOST}:{port}"
    command = [sys.executable, "-m", "hupai", "serve", "--host", HOST, "--port", str(port)]
    # uvicorn logs each request on stdout: dropped. Its stderr says what went wrong, if anything.
    with tempfile.TemporaryFile() as stderr:
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=stderr)
        try:
            _wait_for(server, url, wait, stderr)
            yield url
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def _wait_for(server: subprocess.Popen[bytes], url: str, wait: float, stderr: IO[bytes]) -> None:
    deadline = time.monotonic() + wait
    while True:
        try:
            if httpx.get(f"{url}/openapi.json", timeout=5).status_code == 200:
                return
        except httpx.TransportError:
            pass
        if server.poll() is not None or time.monotonic() > deadline:
            stderr.seek(0)
            said = stderr.read().decode(errors="replace")
            why = "exited" if server.poll() is not None else f"did not answer in {wait:g} s"
            raise RuntimeError(f"hupai serve {why}; it said:\n{said}")
        time.sleep(0.2)
