"""hupai over HTTP: a JSON API and a page to score hands in, served by ``hupai serve``
(issue 16; docs/web.md).

``create_app()`` gives the ASGI application: FastAPI, with the page at ``/`` (its files under
``/static``), its OpenAPI description at ``/openapi.json`` and its documentation page at
``/docs``. It needs the ``web`` extra
(``pip install 'hupai[web]'``); without it, ``create_app`` raises ImportError saying so.
"""

from __future__ import annotations

from typing import Any

__all__ = ["create_app"]


def create_app() -> Any:
    """The ASGI application of the JSON API (a ``fastapi.FastAPI``).

    Raises:
        ImportError: FastAPI is not installed (``pip install 'hupai[web]'``).
    """
    try:
        from hupai.web.app import create_app as make
    except ImportError as err:
        raise ImportError(f"the web API needs FastAPI: pip install 'hupai[web]' ({err})") from err
    return make()
