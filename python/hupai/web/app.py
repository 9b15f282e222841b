"""The FastAPI application: the API's routes and its errors. Bad input answers 400 with the
library's error (its class and message); a body of the wrong shape, FastAPI's 422."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from hupai import __version__
from hupai.errors import HupaiError
from hupai.web.api import router


def create_app() -> FastAPI:
    """The application: the JSON API under ``/api``."""
    app = FastAPI(
        title="hupai",
        version=__version__,
        description="Chinese mahjong hand evaluation: scores under every rule set hupai holds, "
        "win checks, waits, shanten and useful tiles.",
    )
    app.include_router(router, prefix="/api")

    @app.exception_handler(HupaiError)
    async def bad_input(_request: Request, err: HupaiError) -> JSONResponse:
        content = {"error": type(err).__name__, "message": str(err)}
        return JSONResponse(status_code=400, content=content)

    return app
