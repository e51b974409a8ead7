"""``toolmem ui``: the dashboard on a local port, opened in the browser."""

from __future__ import annotations

import webbrowser

import click

import toolmem
from toolmem.cli.common import Settings, cli, fail, open_store_only
from toolmem.errors import DependencyError
from toolmem.llm import ChatModel
from toolmem.plans.judge import judge_from_env
from toolmem.server.keys import KeyRing, is_loopback

__all__ = ["ui"]


@cli.command("ui")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind.")
@click.option(
    "--port", type=click.IntRange(0, 65535), default=0, show_default=True, help="Port to bind (0: a free one)."
)
@click.option("--no-browser", is_flag=True, help="Print the address without opening a browser.")
@click.pass_obj
def ui(settings: Settings, host: str, port: int, no_browser: bool) -> None:
    """Serve the dashboard (and the HTTP API under it) and open it in the browser.

    The same as `toolmem serve`, with the dashboard's address printed once it listens. Without any
    API key only a loopback address may be bound; with keys, the page asks for one.

    \b
    Example:
      toolmem --db toolmem.db ui
      toolmem --db toolmem.db ui --port 8765 --no-browser
    """
    if not is_loopback(host) and not KeyRing(open_store_only()).required():
        fail(f"refusing to bind {host!r} without API keys; create one with `toolmem keys create` or bind 127.0.0.1")
    try:  # the server extra is optional: import it only when serving
        from toolmem.server import ServerSettings
        from toolmem.server.dashboard import run_dashboard
    except ImportError as exc:
        raise DependencyError("toolmem ui", "server", exc.name or "fastapi") from exc

    def announce(url: str) -> None:
        click.echo(f"toolmem dashboard at {url}  (Ctrl+C stops it)")
        if not no_browser:
            webbrowser.open(url)

    llm = ChatModel.from_env()
    server = ServerSettings(
        db=settings.db or str(toolmem.default_db_path()),
        embedder=settings.embedder,
        llm=llm,
        plan_judge=judge_from_env(llm),
    )
    run_dashboard(server, host=host, port=port, on_ready=announce)
