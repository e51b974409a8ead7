"""What a server without API keys takes from browsers: no cross-site writes, no DNS rebinding.

Without keys the app answers clients on this machine only (:mod:`toolmem.server.auth`), and every
one of them is trusted — including a browser showing another site's page. Such a page can make
the browser send "simple" requests to ``127.0.0.1`` without asking the server first (a ``POST``
whose body is ``text/plain``, a form, or untyped), and a name the attacker rebinds to
``127.0.0.1`` lets its scripts read the answers under the attacker's ``Host``. So, while no key
exists, :class:`LocalGuard` answers:

* **421** ``misdirected_request`` when ``Host`` is not a loopback name (``localhost``,
  ``127.0.0.0/8``, ``[::1]``) nor one given with ``--allow-host`` (ports are not compared);
* **403** ``forbidden`` when an ``Origin`` header names another site (``null`` included);
* **415** ``unsupported_media_type`` when the body of a ``POST``, ``PUT`` or ``PATCH`` is not typed
  as JSON or YAML (``application/json``, ``application/yaml``, ``application/x-yaml``,
  ``text/yaml``, ``+json``): those types make a browser ask first, and nothing here ever says yes
  (every write route needs a body, so a write without one changes nothing).

Once a key exists, the bearer token — which a page cannot send — guards every request instead.
The database is asked whether keys exist only for a request that breaks a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from urllib.parse import urlsplit

from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Receive, Scope, Send

from toolmem.server.errors import error_response
from toolmem.server.keys import is_loopback

__all__ = ["WRITE_MEDIA_TYPES", "LocalGuard"]

#: The media types a write may carry on a server without keys (and any ``application/*+json``).
WRITE_MEDIA_TYPES = frozenset({"application/json", "application/yaml", "application/x-yaml", "text/yaml"})
_WRITES = frozenset({"POST", "PUT", "PATCH"})


class LocalGuard:
    """Refuse, on a server without keys, what only another site's page would send (see the module).

    Args:
        app: the application.
        keyless: whether the server runs without keys now (called only for a request breaking a rule).
        hosts: names the server may be reached by besides the loopback ones (``--allow-host``).
    """

    def __init__(self, app: ASGIApp, keyless: Callable[[], bool], hosts: Iterable[str] = ()) -> None:
        self.app = app
        self.keyless = keyless
        self.hosts = frozenset(host.lower() for host in hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            refusal = self.refusal(scope)
            if refusal is not None and await run_in_threadpool(self.keyless):
                status, code, message = refusal
                await error_response(status, code, message)(scope, receive, send)
                return
        await self.app(scope, receive, send)

    def refusal(self, scope: Scope) -> tuple[int, str, str] | None:
        """The status, code and message a keyless server answers this request with, or ``None``."""
        headers = Headers(scope=scope)
        host = headers.get("host")
        if host is not None and not self.allowed(_hostname(host)):
            return (
                421,
                "misdirected_request",
                f"this server has no API keys, so it answers only to loopback names, not {host!r}; "
                "start it with --allow-host NAME to add a name, or create a key with `toolmem keys create`",
            )
        origin = headers.get("origin")
        if origin is not None and not self.allowed(_hostname(urlsplit(origin).netloc) if origin != "null" else ""):
            return (
                403,
                "forbidden",
                f"this server has no API keys, so it answers no page of another site ({origin!r})",
            )
        if scope["method"] in _WRITES and _has_body(headers) and not _is_json_or_yaml(headers.get("content-type")):
            return (
                415,
                "unsupported_media_type",
                "this server has no API keys, so it takes writes only as JSON or YAML (Content-Type: "
                f"application/json or application/yaml), got {headers.get('content-type')!r}",
            )
        return None

    def allowed(self, hostname: str) -> bool:
        """Whether a host name (no port) may reach a server without keys."""
        return bool(hostname) and (hostname in self.hosts or is_loopback(hostname))


def _hostname(netloc: str) -> str:
    """``"[::1]:8765"`` → ``"::1"``, ``"LocalHost:80"`` → ``"localhost"`` (a malformed one → ``""``)."""
    try:
        return urlsplit(f"//{netloc}").hostname or ""
    except ValueError:
        return ""


def _has_body(headers: Headers) -> bool:
    """Whether a request carries a body (every write route here needs one: without, it changes nothing)."""
    return headers.get("content-length", "0").strip() != "0" or "transfer-encoding" in headers


def _is_json_or_yaml(content_type: str | None) -> bool:
    media = (content_type or "").partition(";")[0].strip().lower()
    return media in WRITE_MEDIA_TYPES or (media.startswith("application/") and media.endswith("+json"))
