"""API-key commands: ``keys create``, ``keys list`` and ``keys revoke`` (over :class:`toolmem.server.keys.KeyRing`)."""

from __future__ import annotations

import click

from toolmem.cli.common import cli, emit_json, fail, open_store_only
from toolmem.cli.output import Column, ago, print_rows
from toolmem.server.keys import KeyRing

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
    columns = (
        Column("id"),
        Column("created"),
        Column("revoked"),
        Column("name", most=20),
        Column("workspaces", flexible=True),
    )
    rows = [
        (
            info.id,
            ago(info.created_at),
            ago(info.revoked_at) if info.revoked_at else "-",
            info.name,
            "* (admin)" if info.admin else ", ".join(info.workspaces),
        )
        for info in found
    ]
    print_rows(columns, rows, "no keys: the server accepts requests without a token and binds loopback only")


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
