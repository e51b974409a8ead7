"""Experience commands: ``calls record``, ``calls list``, ``calls stats`` and ``guidelines``."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import IO, Any

import click

from toolmem.cli.common import cli, emit_json, open_memory
from toolmem.cli.output import Column, ago, first_line, print_rows
from toolmem.records import Call, ToolStats

__all__ = ["calls", "calls_list", "calls_record", "calls_stats", "guidelines_command", "parse_json"]


def parse_json(ctx: click.Context, param: click.Parameter, value: str | None) -> Any:
    """Parse an option written as JSON (``None`` when absent).

    Raises:
        click.BadParameter: the text is not valid JSON (a usage error).
    """
    if value is None:
        return None
    try:
        return json.loads(value)
    except json.JSONDecodeError as exc:
        raise click.BadParameter(f"invalid JSON ({exc.msg} at character {exc.pos}): {value!r}") from exc


@cli.group()
def calls() -> None:
    """Record tool calls and read them back with statistics per tool.

    \b
    Example:
      toolmem calls record --tool weather.forecast --request "rain in Lisbon?" --output "light rain"
      toolmem calls stats weather.forecast --recent 20
    """


@calls.command("record")
@click.option("--tool", "tool_id", required=True, metavar="ID", help="The tool that was called.")
@click.option("--request", default="", help="The user request the call served.")
@click.option("--input", "input_", default=None, callback=parse_json, metavar="JSON", help="The arguments, as JSON.")
@click.option("--output", default=None, help="What the tool returned.")
@click.option(
    "--output-file",
    type=click.File("r", encoding="utf-8"),
    default=None,
    metavar="PATH",
    help="Read what the tool returned from a file; - is stdin.",
)
@click.option("--failed", is_flag=True, help="The call failed.")
@click.option("--error", default=None, help="The error message (with --failed).")
@click.option("--time-cost", type=click.FloatRange(min=0), default=0.0, show_default=True, help="Seconds it took.")
@click.option(
    "--token-cost", type=click.IntRange(min=0), default=None, help="Tokens it cost.  [default: counted from the text]"
)
@click.option(
    "--max-output-tokens",
    type=click.IntRange(min=16),
    default=None,
    help="Store the output capped at this many tokens; the full text stays readable by its handle.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the stored call as JSON.")
def calls_record(
    tool_id: str,
    request: str,
    input_: Any,
    output: str | None,
    output_file: IO[str] | None,
    failed: bool,
    error: str | None,
    time_cost: float,
    token_cost: int | None,
    max_output_tokens: int | None,
    as_json: bool,
) -> None:
    """Record one call of a tool, so statistics and tool search learn from it.

    Recording the same call (same content, same time) twice stores it once.

    \b
    Example:
      toolmem calls record --tool weather.forecast --request "rain in Lisbon?" \\
          --input '{"city": "Lisbon"}' --output "light rain" --time-cost 0.21
      curl -s https://api.example.com/rates | toolmem calls record --tool fx.rates --output-file -
      toolmem calls record --tool fx.rates --failed --error "HTTP 503" --json
    """
    if output is not None and output_file is not None:
        raise click.UsageError("give --output or --output-file, not both")
    if error is not None and not failed:
        raise click.UsageError("--error describes a failed call: add --failed")
    text = output_file.read() if output_file is not None else (output or "")
    call = open_memory().calls.record(
        tool_id,
        request=request,
        input=input_,
        output=text,
        success=not failed,
        time_cost=time_cost,
        token_cost=token_cost,
        error=error,
        max_output_tokens=max_output_tokens,
    )
    if as_json:
        emit_json(call.to_dict())
    elif call.id:
        click.echo(f"recorded call {call.id} of {call.tool_id}: {_outcome(call)}, {_costs(call)}")
    else:
        click.echo(f"already recorded: this call of {call.tool_id} at this time is stored once")


@calls.command("list")
@click.option("--tool", "tool_id", default=None, metavar="ID", help="Only calls of this tool.")
@click.option("--failed/--succeeded", "failed", default=None, help="Only failed, or only successful, calls.")
@click.option("--limit", type=click.IntRange(min=1), default=50, show_default=True, help="At most this many calls.")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip this many.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of calls.")
def calls_list(tool_id: str | None, failed: bool | None, limit: int, offset: int, as_json: bool) -> None:
    """List the kept calls, newest first: one line each (id, tool, how long ago, outcome, seconds,
    tokens, and the request, or the error of a failed call).

    \b
    Example:
      toolmem calls list --tool weather.forecast --failed --limit 10
    """
    found = open_memory().calls.list(
        tool_id, limit=limit, offset=offset, success=None if failed is None else not failed
    )
    if as_json:
        emit_json([call.to_dict() for call in found])
        return
    columns = (
        Column("id", right=True),
        Column("tool id"),
        Column("when"),
        Column("outcome"),
        Column("secs", right=True),
        Column("tokens", right=True),
        Column("request or error", flexible=True),
    )
    print_rows(columns, [_call_row(call) for call in found], "no calls")


@calls.command("stats")
@click.argument("tool_id")
@click.option("--recent", type=click.IntRange(min=1), default=None, help="Only the last N calls.  [default: all]")
@click.option("--json", "as_json", is_flag=True, help="Print the statistics as JSON.")
def calls_stats(tool_id: str, recent: int | None, as_json: bool) -> None:
    """Show how a tool has behaved: calls, success rate, time and token costs, last error.

    \b
    Example:
      toolmem calls stats weather.forecast --recent 20 --json
    """
    stats = open_memory().calls.stats(tool_id, recent=recent)
    if as_json:
        emit_json(stats.to_dict())
        return
    print_rows((Column("metric"), Column("value", flexible=True)), _stats_rows(stats), "no statistics")


# guidelines -----------------------------------------------------------------------------------
@cli.command("guidelines")
@click.argument("tool_id")
@click.option("--force", is_flag=True, help="Write them again even if no call was recorded since.")
@click.option("--json", "as_json", is_flag=True, help="Print {tool_id, text, source, calls_seen, created_at}.")
def guidelines_command(tool_id: str, force: bool, as_json: bool) -> None:
    """Show a tool's usage guidelines, written from its recorded calls.

    A chat model writes them when TOOLMEM_LLM_MODEL is set (endpoint TOOLMEM_LLM_BASE_URL or
    OPENAI_BASE_URL, key OPENAI_API_KEY); otherwise they are a statistical summary. They are
    stored and reused until new calls of the tool are recorded.

    \b
    Example:
      toolmem guidelines weather.forecast
      TOOLMEM_LLM_MODEL=gpt-4o-mini toolmem guidelines weather.forecast --force --json
    """
    written = open_memory().calls.guidelines(tool_id, force=force)
    if as_json:
        emit_json(written.to_dict())
    else:
        click.echo(written.text)


# formatting -----------------------------------------------------------------------------------
def _outcome(call: Call) -> str:
    if call.success:
        return "success"
    return f"failed: {call.error}" if call.error else "failed"


def _call_row(call: Call) -> tuple[str, ...]:
    outcome = "ok" if call.success else "failed"
    text = call.request if call.success or not call.error else f"error: {call.error}"
    when = ago(call.created_at)
    return (str(call.id), call.tool_id, when, outcome, f"{call.time_cost:.2f}", str(call.token_cost), first_line(text))


def _costs(call: Call) -> str:
    return f"{call.time_cost:.3f} s, {call.token_cost} tokens"


def _when(timestamp: float | None) -> str:
    if timestamp is None:
        return "-"
    return datetime.fromtimestamp(timestamp, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _stats_rows(stats: ToolStats) -> list[tuple[str, str]]:
    window = "all calls" if stats.window is None else f"last {stats.window} calls"
    return [
        ("tool id", stats.tool_id),
        ("window", window),
        ("calls", str(stats.calls)),
        ("successes", str(stats.successes)),
        ("success rate", f"{stats.success_rate:.1%}"),
        ("time avg (s)", f"{stats.avg_time_cost:.3f}"),
        ("time p50 (s)", f"{stats.p50_time_cost:.3f}"),
        ("time p95 (s)", f"{stats.p95_time_cost:.3f}"),
        ("tokens avg", f"{stats.avg_token_cost:.1f}"),
        ("last error", stats.last_error or "-"),
        ("first seen", _when(stats.first_seen)),
        ("last seen", _when(stats.last_seen)),
    ]
