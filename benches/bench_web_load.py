"""The JSON API under load: a real ``hupai serve`` (uvicorn, one process, as shipped) on a
loopback port, and N clients, each on its own connection, posting one request after another for
S seconds. The requests go round a fixed mix: MCR hand strings and standing tiles with
situation keywords to /api/score, a 红中 hand whose 7z are wildcards, /api/is_win, /api/waits and
/api/shanten with and without wildcards, and one hand the library refuses (400). Each answer
must be the one the server gave that request alone before the load began, status and bytes;
anything else, a timeout or a broken connection is an error.

    python benches/bench_web_load.py                          # 50 clients for 10 s
    python benches/bench_web_load.py --clients 10 --seconds 3

Prints requests a second, latency p50, p99 and max (each from sending a request to its whole
answer read), and the errors; exits 1 on any error. The clients (asyncio and httpx) run in this
process beside the server, and uvicorn writes a log line for each request (to /dev/null here).

On a 2-core machine (Python 3.11, uvicorn 0.55, FastAPI 0.165, httpx 0.29), 50 clients for
10 s, three runs: 15,243, 16,377 and 16,160 requests, 1,521, 1,634 and 1,614 a second; latency
p50 26 ms, p99 75, 72 and 60 ms, max 241, 151 and 131 ms; 0 errors. Both cores were busy, the
clients taking one and the server most of the other (about 90%): these are the machine's
figures, clients and server together, not the server's ceiling.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from serving import served  # noqa: E402

#: The mix: a path, a body, and the status it answers alone.
REQUESTS: list[tuple[str, dict[str, object], int]] = [
    ("score", {"hand": "[123m,1][EEEE]456p789sPP|EE0000|2"}, 200),
    ("score", {"hand": "[234m,1][234p,1]234s55p678p|EE0000|3"}, 200),
    ("score", {"hand": "[EEEE,1][5555p]123m789s1p1p"}, 200),
    (
        "score",
        {
            "hand": "123m456p789s1122z",
            "win_tile": "2z",
            "situation": {"self_drawn": True, "seat_wind": "S"},
        },
        200,
    ),
    ("score", {"hand": "1112345678999m", "win_tile": "5m"}, 200),
    (
        "score",
        {
            "hand": "123m456m789m11p7z7z",
            "win_tile": "2p",
            "rules": "hongzhong",
            "situation": {"self_drawn": True},
        },
        200,
    ),
    ("score", {"hand": "123m", "win_tile": "1z"}, 400),
    ("is_win", {"hand": "123m456p789s11222z"}, 200),
    ("is_win", {"hand": "123m456p789s112z", "wildcards": 2}, 200),
    ("is_win", {"hand": "123m456m789m11p7z7z2p", "rules": "hongzhong"}, 200),
    ("waits", {"hand": "1112345678999m"}, 200),
    ("waits", {"hand": "123m456p789s11p3m7z", "rules": "hongzhong"}, 200),
    ("shanten", {"hand": "23m56m456p789s111z"}, 200),
    ("shanten", {"hand": "1m5m9m2p6p3s7s1234z", "wildcards": 2}, 200),
]
#: Seconds a request may take before it counts as an error.
TIMEOUT = 10.0
JSON = {"content-type": "application/json"}


@dataclass
class Tally:
    """What the clients saw: requests sent, each answer's latency (s), errors by kind."""

    requests: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0

    def percentile(self, p: float) -> float:
        """The ``p`` (0 to 1) latency by nearest rank, in seconds."""
        ranked = sorted(self.latencies)
        return ranked[max(math.ceil(p * len(ranked)) - 1, 0)] if ranked else math.nan


async def _expected(url: str) -> list[tuple[str, bytes, int, bytes]]:
    """Each request of the mix, its body as sent, and what the server answers it alone.

    Raises:
        RuntimeError: a request answered another status than the mix says.
    """
    found = []
    async with httpx.AsyncClient(base_url=url, timeout=TIMEOUT) as http:
        for path, body, status in REQUESTS:
            sent = json.dumps(body).encode()
            reply = await http.post(f"/api/{path}", content=sent, headers=JSON)
            if reply.status_code != status:
                why = f"{status} expected, {reply.status_code}: {reply.text[:200]}"
                raise RuntimeError(f"POST /api/{path} {body}: {why}")
            found.append((f"/api/{path}", sent, status, reply.content))
    return found


async def _client(
    http: httpx.AsyncClient,
    mix: list[tuple[str, bytes, int, bytes]],
    first: int,
    until: float,
    tally: Tally,
) -> None:
    """One client: one request after another from ``mix[first]`` on, until ``until``."""
    i = first
    while time.perf_counter() < until:
        path, sent, status, answer = mix[i % len(mix)]
        i += 1
        tally.requests += 1
        began = time.perf_counter()
        try:
            reply = await http.post(path, content=sent, headers=JSON)
        except httpx.HTTPError as err:
            tally.errors[f"POST {path} {sent.decode()}: {type(err).__name__} {err}"] += 1
            continue
        tally.latencies.append(time.perf_counter() - began)
        if reply.status_code != status:
            tally.errors[f"POST {path} {sent.decode()}: {reply.status_code}"] += 1
        elif reply.content != answer:
            tally.errors[f"POST {path} {sent.decode()}: another answer"] += 1


async def _load(url: str, clients: int, seconds: float) -> Tally:
    mix = await _expected(url)
    tally = Tally()
    async with contextlib.AsyncExitStack() as stack:
        # Made before the clock starts: an httpx client takes some milliseconds to make (its
        # TLS context), which would fall on the first requests. Each has its own connection.
        pool = [
            await stack.enter_async_context(httpx.AsyncClient(base_url=url, timeout=TIMEOUT))
            for _ in range(clients)
        ]
        began = time.perf_counter()
        until = began + seconds
        await asyncio.gather(*(_client(h, mix, c, until, tally) for c, h in enumerate(pool)))
        tally.seconds = time.perf_counter() - began
    return tally


def run(clients: int = 50, seconds: float = 10) -> Tally:
    """Starts ``hupai serve``, loads it with ``clients`` clients for ``seconds`` seconds (and
    the time the last requests take), stops it; what the clients saw."""
    with served() as url:
        return asyncio.run(_load(url, clients, seconds))


def report(tally: Tally, clients: int) -> str:
    """The figures, a line each, then up to ten errors."""
    ms = [1000 * tally.percentile(p) for p in (0.5, 0.99, 1.0)]
    lines = [
        f"clients   {clients}, {len(REQUESTS)} kinds of request, round robin",
        f"requests  {tally.requests:,} in {tally.seconds:.2f} s: "
        f"{tally.requests / tally.seconds:,.0f}/s",
        f"latency   p50 {ms[0]:.1f} ms, p99 {ms[1]:.1f} ms, max {ms[2]:.1f} ms",
        f"errors    {tally.errors.total():,}",
    ]
    lines += [f"  {n:,} x {what}" for what, n in tally.errors.most_common(10)]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=50, help="clients at once (default 50)")
    parser.add_argument("--seconds", type=float, default=10, help="seconds (default 10)")
    args = parser.parse_args(argv)
    if args.clients < 1 or not args.seconds > 0:
        parser.error("--clients takes 1 or more, --seconds more than 0")
    tally = run(args.clients, args.seconds)
    print(report(tally, args.clients))
    return 1 if tally.errors or not tally.requests else 0


if __name__ == "__main__":
    sys.exit(main())
