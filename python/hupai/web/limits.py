"""The request body's size limit, as ASGI middleware: no client makes the server hold more
than :data:`MAX_BODY` bytes of a request (uvicorn itself sets none), whether it says its
length or streams the body in chunks."""

from __future__ import annotations

from typing import Any, Final

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["MAX_BODY", "BodyLimit"]

#: The largest request body read: every API body is far smaller (a hand string is under 200
#: characters).
MAX_BODY: Final = 64 * 1024


def _too_large(limit: int) -> JSONResponse:
    detail = [
        {"loc": ["body"], "msg": f"the body is longer than {limit:,} bytes", "type": "too_long"}
    ]
    return JSONResponse(status_code=413, content={"detail": detail})


class BodyLimit:
    """Answers 413 to a request whose body is longer than ``limit`` bytes; otherwise hands
    the application the body it read."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or ())
        length = headers.get(b"content-length", b"0")
        if not length.isdigit() or int(length) > self.limit:
            await _too_large(self.limit)(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body = message.get("body", b"")
            size += len(body)
            if size > self.limit:
                await _too_large(self.limit)(scope, receive, send)
                return
            chunks.append(body)
            if not message.get("more_body"):
                break
        whole: dict[str, Any] = {"type": "http.request", "body": b"".join(chunks)}
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return whole

        await self.app(scope, replay, send)
