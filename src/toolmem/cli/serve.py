"""``toolmem serve``: the HTTP API on uvicorn, loopback only unless API keys exist."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import click

import toolmem
from toolmem.cli.common import Settings, cli, fail, open_store_only
from toolmem.errors import DependencyError
from toolmem.llm import ChatModel
from toolmem.memory import DEFAULT_MAX_BYTES, DEFAULT_MAX_OPEN
from toolmem.plans.judge import judge_from_env
from toolmem.server.keys import KeyRing, is_loopback

__all__ = ["serve"]


@cli.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind.")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True, help="Port to bind.")
@click.option(
    "--dump-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="The only directory ReMe dump/load may use.  [default: dump/load disabled]",
)
@click.option(
    "--max-body",
    type=click.IntRange(min=1),
    default=None,
    metavar="BYTES",
    help="The largest request body, imports aside.  [default: 1048576]",
)
@click.option(
    "--max-import-body",
    type=click.IntRange(min=1),
    default=None,
    metavar="BYTES",
    help="The largest spec or tool document POST .../tools/import takes.  [default: 16777216]",
)
@click.option(
    "--max-workspaces",
    type=click.IntRange(min=1),
    default=DEFAULT_MAX_OPEN,
    show_default=True,
    help="Workspaces kept open at once; the least recently used is closed and reopened on its next request.",
)
@click.option(
    "--max-index-mb",
    type=click.IntRange(min=0),
    default=DEFAULT_MAX_BYTES // 2**20,
    show_default=True,
    help="Memory the open workspaces' search indexes may hold together, in MiB, before the least "
    "recently used are closed (0: no bound).",
)
@click.option(
    "--allow-host",
    "allow_hosts",
    multiple=True,
    metavar="NAME",
    help="Without API keys, answer requests naming this host too (repeatable); only loopback names are"
    " answered otherwise, so a page of another site cannot reach the server through DNS rebinding.",
)
@click.option("--log-level", type=click.Choice(["debug", "info", "warning"]), default="info", show_default=True)
@click.pass_obj
def serve(
    settings: Settings,
    host: str,
    port: int,
    dump_dir: Path | None,
    max_body: int | None,
    max_import_body: int | None,
    max_workspaces: int,
    max_index_mb: int,
    allow_hosts: tuple[str, ...],
    log_level: str,
) -> None:
    """Serve the HTTP API (FastAPI on uvicorn); OpenAPI at /docs and /openapi.json.

    Without any API key only a loopback address may be bound, and the app answers only loopback
    clients, asking for loopback host names (or --allow-host ones) and JSON or YAML writes, so
    that no page of another site can use it; create a key with `toolmem keys create`. IPv6
    addresses may be given with or without brackets (`--host ::1`, `--host "[::1]"`).
    Each search runs on `--query-threads` threads (default 1): requests already run in parallel.

    \b
    Example:
      toolmem --db toolmem.db serve --port 8765 --dump-dir ./dumps --max-workspaces 64 --max-index-mb 8192
      toolmem --db toolmem.db keys create ops --admin && toolmem --db toolmem.db serve --host 0.0.0.0
    """
    if not is_loopback(host) and not KeyRing(open_store_only()).required():
        fail(f"refusing to bind {host!r} without API keys; create one with `toolmem keys create` or bind 127.0.0.1")
    try:  # the server extra is optional: import it only when serving
        import uvicorn

        from toolmem.server import ServerSettings, create_app
        from toolmem.server.settings import DEFAULT_MAX_BODY, DEFAULT_MAX_IMPORT_BODY
    except ImportError as exc:
        raise DependencyError("toolmem serve", "server", exc.name or "fastapi") from exc
    llm = ChatModel.from_env()
    server = ServerSettings(
        db=settings.db or str(toolmem.default_db_path()),
        embedder=settings.embedder,
        dump_dir=dump_dir,
        max_body=max_body or DEFAULT_MAX_BODY,
        max_import_body=max_import_body or DEFAULT_MAX_IMPORT_BODY,
        llm=llm,
        plan_judge=judge_from_env(llm),
        max_open=max_workspaces,
        max_bytes=max_index_mb * 2**20 or None,
        allowed_hosts=allow_hosts,
    )
    app = create_app(server)
    _log_requests()
    bind = host.removeprefix("[").removesuffix("]")  # a URL's "[::1]" is the address "::1"
    uvicorn.run(app, host=bind, port=port, log_level=log_level, access_log=False)


def _log_requests() -> None:
    """Write the JSON request-log lines of ``toolmem.server`` to stderr, one per request."""
    logger = logging.getLogger("toolmem.server")
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False
