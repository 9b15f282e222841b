"""The FastAPI application: the API's routes and its errors, and the page. Bad input answers
400 with the library's error (its class and message); a body of the wrong shape or that is not
JSON, 422, with what was wrong and where, never the input itself (NaN or a lone surrogate in it
cannot be written back as JSON). The page is ``static/index.html`` at ``/``, its scripts and
style under ``/static`` (docs/web.md)."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from hupai import __version__
from hupai.errors import HupaiError
from hupai.web.api import router
from hupai.web.limits import BodyLimit

#: The page's files: index.html, its ES modules and its style sheet.
STATIC = Path(__file__).parent / "static"


def create_app() -> FastAPI:
    """The application: the JSON API under ``/api``, the page at ``/``."""
    app = FastAPI(
        title="hupai",
        version=__version__,
        description="Chinese mahjong hand evaluation: scores under every rule set hupai holds, "
        "win checks, waits, shanten and useful tiles.",
        # One page of the API (/docs) is enough; ReDoc would load fonts from elsewhere too.
        redoc_url=None,
    )
    app.include_router(router, prefix="/api")
    app.add_middleware(BodyLimit)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.api_route("/", methods=["GET", "HEAD"], include_in_schema=False)
    async def page() -> FileResponse:
        return FileResponse(STATIC / "index.html", media_type="text/html")

    @app.exception_handler(HupaiError)
    async def bad_input(_request: Request, err: HupaiError) -> JSONResponse:
        content = {"error": type(err).__name__, "message": str(err)}
        return JSONResponse(status_code=400, content=content)

    @app.exception_handler(RequestValidationError)
    async def bad_shape(_request: Request, err: RequestValidationError) -> JSONResponse:
        detail = [
            {
                "loc": [str(part) for part in e.get("loc", ())],
                "msg": str(e.get("msg", "")),
                "type": str(e.get("type", "")),
            }
            for e in err.errors()
        ]
        return JSONResponse(status_code=422, content={"detail": detail})

    @app.exception_handler(HTTPException)
    async def not_json(_request: Request, err: HTTPException) -> JSONResponse:
        # FastAPI answers a body it cannot parse (too deep, a number too long, bad UTF-8)
        # with a 400 of its own; 400 here is the library's error alone.
        status = 422 if err.status_code == 400 else err.status_code
        detail = (
            [{"loc": ["body"], "msg": str(err.detail), "type": "json_invalid"}]
            if status == 422
            else err.detail
        )
        return JSONResponse(status_code=status, content={"detail": detail}, headers=err.headers)

    return app
