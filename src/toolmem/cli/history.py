"""Conversation commands: ``history add|list|show|search|delete``.

A conversation is named by its keys, given as repeated ``--key NAME=VALUE`` options; the same
keys always name the same conversation, whatever their order.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import click
from click.decorators import FC

from toolmem.cli.common import cli, emit_json, fail, open_memory
from toolmem.cli.output import Column, ago, print_rows
from toolmem.records import ROLES, Message, MessageHit

__all__ = ["history", "parse_pairs", "split_pairs"]


def split_pairs(values: Sequence[str], option: str) -> list[tuple[str, str]]:
    """``["user=42", "chat=a=b"]`` as ``[("user", "42"), ("chat", "a=b")]`` (split at the first ``=``).

    Raises:
        click.BadParameter: a value has no ``=`` or an empty name (a usage error).
    """
    pairs = []
    for value in values:
        name, sep, text = value.partition("=")
        if not sep or not name.strip():
            raise click.BadParameter(f"expected NAME=VALUE, got {value!r}", param_hint=f"'{option}'")
        pairs.append((name.strip(), text))
    return pairs


def parse_pairs(ctx: click.Context, param: click.Parameter, values: Sequence[str]) -> dict[str, str]:
    """A repeated ``NAME=VALUE`` option as a dict (a later repeat of a name wins)."""
    return dict(split_pairs(values, param.opts[-1]))


def _key_option(required: bool) -> Callable[[FC], FC]:
    """The repeated ``--key NAME=VALUE`` option (no short form: ``-k`` is how many, as in every search)."""
    return click.option(
        "--key",
        "keys",
        multiple=True,
        required=required,
        callback=parse_pairs,
        metavar="NAME=VALUE",
        help="A key naming the conversation (repeatable): --key user=42 --key chat=telegram:991.",
    )


@cli.group()
def history() -> None:
    """Keep conversations by keys, and pick the messages to send with the next model call.

    \b
    Example:
      toolmem history add --key user=42 --key chat=telegram:991 "I want to fly to Lisbon in May."
      toolmem history show --key user=42 --key chat=telegram:991 --window 2000
      toolmem history search "which month?" --key user=42 --key chat=telegram:991
    """


@history.command("add")
@_key_option(required=True)
@click.option("--role", type=click.Choice(ROLES), default="user", show_default=True, help="Who wrote it.")
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help="Print the stored message as JSON.")
def history_add(keys: dict[str, str], role: str, text: str, as_json: bool) -> None:
    """Append TEXT (- reads it from stdin) to the conversation; prints the message id.

    \b
    Example:
      toolmem history add --key user=42 --role system "You are a helpful travel agent."
      echo "Lisbon, please." | toolmem history add --key user=42 -
    """
    content = _read_stdin() if text == "-" else text
    message = open_memory().history(keys).append(role, content)
    if as_json:
        emit_json(message.to_dict())
    else:
        click.echo(message.id)


@history.command("list")
@_key_option(required=False)
@click.option("--limit", type=click.IntRange(min=1), default=50, show_default=True, help="At most this many.")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip this many.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of contexts.")
def history_list(keys: dict[str, str], limit: int, offset: int, as_json: bool) -> None:
    """List conversations, most recently updated first; with --key, those whose keys include these.

    \b
    Example:
      toolmem history list --key user=42
    """
    found = open_memory().history.list(keys or None, limit=limit, offset=offset)
    if as_json:
        emit_json([info.to_dict() for info in found])
        return
    columns = (Column("updated"), Column("messages", right=True), Column("keys", flexible=True))
    rows = [(ago(info.updated_at), str(info.messages), _pairs_text(info.keys)) for info in found]
    print_rows(columns, rows, "no conversations")


@history.command("show")
@_key_option(required=True)
@click.option(
    "--last", type=click.IntRange(min=0), default=None, metavar="N", help="Only the last N user/assistant messages."
)
@click.option(
    "--window",
    type=click.IntRange(min=0),
    default=None,
    metavar="TOKENS",
    help="Only the newest messages that fit this many tokens (system message kept).",
)
@click.option(
    "--prompt",
    "as_prompt",
    is_flag=True,
    help="The messages for the next model call: system, relevant, recent (--last or --window), current.",
)
@click.option(
    "--relevant",
    type=click.IntRange(min=0),
    default=None,
    help="With --prompt: how many similar messages.  [default: 3]",
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of messages.")
def history_show(
    keys: dict[str, str], last: int | None, window: int | None, as_prompt: bool, relevant: int | None, as_json: bool
) -> None:
    """Show the messages of a conversation, oldest first: all of them, or a selection.

    --last N keeps the last N user and assistant messages; --window TOKENS the newest messages that
    fit the budget, with the system message kept. --prompt builds what to send with the next model
    call: the system message, the --relevant messages most like the latest user message, the
    recent ones (--last, default 10, or --window), then that latest message.

    \b
    Example:
      toolmem history show --key user=42 --key chat=telegram:991 --window 2000
      toolmem history show --key user=42 --key chat=telegram:991 --prompt --last 6 --json
    """
    if last is not None and window is not None:
        raise click.UsageError("give --last or --window, not both")
    if relevant is not None and not as_prompt:
        raise click.UsageError("--relevant only applies with --prompt")
    chat = open_memory().history(keys)
    if as_prompt:
        shown = chat.prompt(
            relevant=3 if relevant is None else relevant, last=10 if last is None else last, max_tokens=window
        )
    elif window is not None:
        shown = chat.window(window)
    elif last is not None:
        shown = chat.last(last)
    else:
        shown = chat.messages()
    if as_json:
        emit_json([message.to_dict() for message in shown])
    else:
        _print_messages(shown)


@history.command("search")
@click.argument("query")
@_key_option(required=True)
@click.option("-k", "--top-k", type=click.IntRange(min=1), default=5, show_default=True, help="How many messages.")
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON (score and message).")
def history_search(query: str, keys: dict[str, str], top_k: int, as_json: bool) -> None:
    """Find the messages of one conversation most like QUERY, best first (system messages left out).

    \b
    Example:
      toolmem history search "which month?" --key user=42 --key chat=telegram:991 -k 3
    """
    hits = open_memory().history(keys).search(query, top_k)
    if as_json:
        emit_json([hit.to_dict() for hit in hits])
    else:
        _print_hits(hits)


@history.command("delete")
@_key_option(required=True)
@click.option("--json", "as_json", is_flag=True, help='Print {"deleted": N} as JSON.')
def history_delete(keys: dict[str, str], as_json: bool) -> None:
    """Delete a conversation and all its messages; exits with status 1 if it holds none.

    \b
    Example:
      toolmem history delete --key user=42 --key chat=telegram:991
    """
    deleted = open_memory().history.delete(keys)
    if not deleted:
        fail(f"no such conversation: {_pairs_text(keys)} holds no messages (list them with `toolmem history list`)")
    if as_json:
        emit_json({"deleted": deleted})
    else:
        click.echo(f"deleted {deleted} message(s)")


def _print_messages(messages: Sequence[Message]) -> None:
    columns = (Column("id", right=True), Column("role"), Column("tokens", right=True), Column("content", flexible=True))
    rows = [(str(message.id), message.role, str(message.tokens), message.content) for message in messages]
    print_rows(columns, rows, "no messages (list the conversations with `toolmem history list`)")


def _print_hits(hits: Sequence[MessageHit]) -> None:
    columns = (
        Column("#", right=True),
        Column("score", right=True),
        Column("id", right=True),
        Column("role"),
        Column("content", flexible=True),
    )
    rows = [
        (str(rank), f"{hit.score:.3f}", str(hit.message.id), hit.message.role, hit.message.content)
        for rank, hit in enumerate(hits, start=1)
    ]
    print_rows(columns, rows, "no matching messages")


def _pairs_text(keys: Mapping[str, str]) -> str:
    return " ".join(f"{name}={value}" for name, value in keys.items())


def _read_stdin() -> str:
    with click.open_file("-", encoding="utf-8") as stream:
        text: str = stream.read()
    return text
