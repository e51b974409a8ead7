"""API-key commands: ``keys create``, ``keys list`` and ``keys revoke`` (thin over :class:`toolmem.keys.KeyRing`)."""

from __future__ import annotations

from datetime import UTC, datetime

import click

from toolmem.cli.common import cell, cli, emit_json, fail, make_table, open_store_only, print_table
from toolmem.keys import KeyRing

__all__ = ["keys", "keys_create", "keys_list", "keys_revoke"]


@cli.group()
def keys() -> None:
    """API keys for `toolmem serve`: bearer tokens scoped to workspaces, stored hashed.

    \b
    Example:
      toolmem keys create ci --workspace default
      toolmem keys create ops --admin
      toolmem keys list
      toolmem keys revoke 3f2a9c1b7e44
    """


@keys.command("create")
@click.argument("name")
@click.option("--workspace", "workspaces", multiple=True, metavar="NAME", help="A workspace the key may use (repeat).")
@click.option("--admin", is_flag=True, help="A key for every workspace and for managing workspaces.")
@click.option("--json", "as_json", is_flag=True, help="Print the key and its token as JSON.")
def keys_create(name: str, workspaces: tuple[str, ...], admin: bool, as_json: bool) -> None:
    """Create a key and print its token, once: only its hash is kept.

    \b
    Example:
      toolmem keys create alice --workspace research --workspace staging
    """
    if admin == bool(workspaces):
        raise click.UsageError("give --workspace (one or more) or --admin, not both and not neither")
    info, token = KeyRing(open_store_only()).create(name, workspaces, admin=admin)
    if as_json:
        emit_json({**info.to_dict(), "token": token})
        return
    click.echo(token)
    click.echo(f"key {info.id} ({info.name}): store this token now, it cannot be shown again", err=True)


@keys.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def keys_list(as_json: bool) -> None:
    """List keys (never their tokens).

    \b
    Example:
      toolmem keys list --json
    """
    found = KeyRing(open_store_only()).list()
    if as_json:
        emit_json([info.to_dict() for info in found])
        return
    table = make_table("id", "name", "workspaces", "created", "revoked")
    for info in found:
        table.add_row(
            info.id,
            cell(info.name),
            cell("* (admin)" if info.admin else ", ".join(info.workspaces)),
            _time(info.created_at),
            _time(info.revoked_at) if info.revoked_at else "",
        )
    print_table(table, "no keys: the server accepts requests without a token and binds loopback only")


@keys.command("revoke")
@click.argument("key_id")
def keys_revoke(key_id: str) -> None:
    """Revoke a key at once.

    \b
    Example:
      toolmem keys revoke 3f2a9c1b7e44
    """
    if not key_id.strip():
        fail("give the id of a key (see `toolmem keys list`)")
    KeyRing(open_store_only()).revoke(key_id)
    click.echo(f"revoked key {key_id}")


def _time(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M")
