"""The JSON API in-process (Starlette's test client over the ASGI app), for the API's tests:
a request's status and JSON, and the body the API answers for a library error."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

import hupai

with warnings.catch_warnings():
    # Starlette's test client warns that it will move off httpx; it works with it today.
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from hupai.web import create_app  # noqa: E402

#: The application, answering 500 (not raising) on a server error, as a server would.
CLIENT = TestClient(create_app(), raise_server_exceptions=False)


def post(path: str, body: object) -> tuple[int, Any]:
    """POST ``body`` as JSON to ``/api/<path>``: the status and the JSON answered."""
    reply = CLIENT.post(f"/api/{path}", json=body)
    return reply.status_code, reply.json()


def library_error(call: Any, *args: Any, **kwargs: Any) -> dict[str, str]:
    """The 400 body the API answers for the HupaiError ``call(*args, **kwargs)`` raises."""
    with pytest.raises(hupai.HupaiError) as caught:
        call(*args, **kwargs)
    return {"error": type(caught.value).__name__, "message": str(caught.value)}
