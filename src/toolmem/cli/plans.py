"""Plan-cache commands: ``plans store|lookup|feedback|list|show|remove|events|configure|calibrate``."""

from __future__ import annotations

import json
import math
import textwrap
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from toolmem.cli.calls import parse_json
from toolmem.cli.common import cli, emit_json, fail, open_memory
from toolmem.cli.output import Column, ago, first_line, print_rows, terminal_width
from toolmem.cli.progress import progress_bars
from toolmem.memory import Memory
from toolmem.plans.cache import Lookup
from toolmem.plans.calibration import CalibrationRow
from toolmem.plans.settings import PlanSettings
from toolmem.progress import Stage
from toolmem.records import PlanEvent, PlanHit, Step
from toolmem.records.timeline import EVENT_KINDS, MISS_REASONS

__all__ = ["plans", "step_lines"]

T = TypeVar("T")


@cli.group()
def plans() -> None:
    """Store plans (a request and the steps that worked), look them up, reward them.

    \b
    Example:
      toolmem plans store "weather in Paris tomorrow" \\
          --steps '[{"tool_id": "weather.forecast", "arguments": {"city": "Paris"}}]'
      toolmem plans lookup "weather in London tomorrow"
      toolmem plans feedback PLAN_ID --failed
    """


@plans.command("store")
@click.argument("request")
@click.option("--steps", required=True, callback=parse_json, metavar="JSON", help="The steps, a JSON array.")
def plans_store(request: str, steps: Any) -> None:
    """Store REQUEST with the steps that satisfied it; prints the plan id.

    Storing the same request with the same calls again refreshes the plan instead of adding one.

    \b
    Example:
      toolmem plans store "how many widgets in stock" \\
          --steps '[{"tool_id": "inventory.check", "arguments": {"item": "widget"}}]'
    """
    if not isinstance(steps, list):
        raise click.BadParameter("--steps must be a JSON array of steps")
    click.echo(open_memory().plans.store(request, steps))


@plans.command("lookup")
@click.argument("request")
@click.option("--json", "as_json", is_flag=True, help="Print the hit as JSON (null on a miss).")
def plans_lookup(request: str, as_json: bool) -> None:
    """The stored plan to replay for REQUEST, if any (exit status 0 either way).

    A miss prints its reason (no_plans, below_threshold, below_min_score, disagreement, slots,
    negation, question, tense, changed_words), what differed ("why: 'unlock' instead of
    'lock'") and the nearest plan with its similarity; `toolmem plans events --kind miss` lists
    earlier misses.

    \b
    Example:
      toolmem plans lookup "how many gadgets in stock"
      toolmem plans lookup "how many gadgets in stock" --json
    """
    memory = open_memory()
    lookup = memory.plans.consult(request)
    if as_json:
        emit_json(None if lookup.hit is None else lookup.hit.to_dict())
    elif lookup.hit is None:
        click.echo(_describe_miss(memory, lookup))
    else:
        click.echo(_describe_hit(lookup.hit))


@plans.command("feedback")
@click.argument("plan_id")
@click.option("--ok/--failed", "ok", required=True, help="Whether replaying the plan worked.")
def plans_feedback(plan_id: str, ok: bool) -> None:
    """Reward (--ok) or penalise (--failed) a plan; a plan scored below ε is evicted.

    \b
    Example:
      toolmem plans feedback plan-1f2e3d4c5b6a79880716 --failed
    """
    plan = open_memory().plans.feedback(plan_id, ok)
    if plan is None:
        click.echo(f"{plan_id}: evicted (its score fell below the minimum)")
    else:
        click.echo(f"{plan_id}: score {plan.score:.3f} ({plan.successes} worked, {plan.failures} failed)")


@plans.command("list")
@click.option("--limit", type=click.IntRange(min=1), default=50, show_default=True, help="At most this many.")
@click.option("--offset", type=click.IntRange(min=0), default=0, show_default=True, help="Skip this many.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of plans.")
def plans_list(limit: int, offset: int, as_json: bool) -> None:
    """List plans, most recently updated first.

    \b
    Example:
      toolmem plans list --limit 20
    """
    found = open_memory().plans.list(limit=limit, offset=offset)
    if as_json:
        emit_json([plan.to_dict() for plan in found])
        return
    columns = (
        Column("id"),
        Column("score", right=True),
        Column("hits", right=True),
        Column("tools", most=24),
        Column("request", flexible=True),
    )
    rows = [
        (
            plan.id,
            f"{plan.score:.2f}",
            str(plan.hits),
            " → ".join(s.tool_id or "answer" for s in plan.steps),
            plan.request,
        )
        for plan in found
    ]
    print_rows(columns, rows, "no plans: store one with `toolmem plans store REQUEST --steps JSON`")


@plans.command("show")
@click.argument("plan_id")
def plans_show(plan_id: str) -> None:
    """Print one plan as JSON.

    \b
    Example:
      toolmem plans show plan-1f2e3d4c5b6a79880716
    """
    emit_json(open_memory().plans.get(plan_id).to_dict())


@plans.command("remove")
@click.argument("plan_ids", nargs=-1, required=True)
def plans_remove(plan_ids: tuple[str, ...]) -> None:
    """Delete plans by id.

    \b
    Example:
      toolmem plans remove plan-1f2e3d4c5b6a79880716 plan-0a1b2c3d4e5f60718293
    """
    removed = open_memory().plans.remove(list(plan_ids))
    click.echo(f"removed {removed} plan(s)")
    if removed < len(plan_ids):
        fail(f"{len(plan_ids) - removed} of the ids did not exist")


@plans.command("events")
@click.option("--kind", "kinds", multiple=True, type=click.Choice(EVENT_KINDS), help="Only this kind (repeatable).")
@click.option("--plan", "plan_id", default=None, metavar="ID", help="Only the entries of this plan.")
@click.option("--limit", type=click.IntRange(min=1), default=20, show_default=True, help="At most this many.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON array of events.")
def plans_events(kinds: tuple[str, ...], plan_id: str | None, limit: int, as_json: bool) -> None:
    """The plan cache's journal, newest first: lookups (hit, or miss with its reason and the nearest
    plan), feedback, evicted and invalidated plans.

    \b
    Example:
      toolmem plans events --kind miss --limit 10
      toolmem plans events --plan plan-1f2e3d4c5b6a79880716 --json
    """
    found = open_memory().plans.events(list(kinds) or None, plan_id=plan_id, limit=limit)
    if as_json:
        emit_json([event.to_dict() for event in found])
        return
    columns = (
        Column("when"),
        Column("kind"),
        Column("plan"),
        Column("sim", right=True),
        Column("detail", most=48),
        Column("request", flexible=True),
    )
    print_rows(columns, [_event_row(event) for event in found], "no journal entries")


@plans.command("configure")
@click.option("--threshold", type=click.FloatRange(-1, 1), help="τ: least cosine similarity to a stored request.")
@click.option("--alpha", type=click.FloatRange(0, 1, min_open=True), help="α: weight of the newest outcome.")
@click.option("--min-score", type=click.FloatRange(0, 1), help="ε: plans scored below it are evicted.")
@click.option("--agreement", type=click.FloatRange(0, 1), help="Share of neighbours that must use the same tools.")
@click.option(
    "--consensus", type=click.FloatRange(0, 1), help="Share of the neighbourhood a plan without arguments needs."
)
@click.option("--reword", type=click.FloatRange(-1, 1), help="Least similarity for a new action word.")
@click.option(
    "--reword-catalogue", type=click.FloatRange(-1, 1), help="The same when the catalogue finds the plan's tool first."
)
@click.option(
    "--paraphrase", type=click.FloatRange(-1, 1), help="Least similarity for other words the catalogue confirms."
)
@click.option("--ttl", type=click.FloatRange(min=0, min_open=True), help="Seconds a plan lives after its last update.")
@click.option("--max-plans", type=click.IntRange(min=1), help="The most plans the workspace keeps.")
@click.option("--no-ttl", is_flag=True, help="Plans live until evicted.")
@click.option("--no-max-plans", is_flag=True, help="No bound on the number of plans.")
def plans_configure(no_ttl: bool, no_max_plans: bool, **options: Any) -> None:
    """Show, or change and save, this workspace's plan-cache settings.

    \b
    Example:
      toolmem plans configure --threshold 0.7 --ttl 86400
    """
    changes: dict[str, Any] = {key: value for key, value in options.items() if value is not None}
    if no_ttl:
        changes["ttl"] = None
    if no_max_plans:
        changes["max_plans"] = None
    cache = open_memory().plans
    settings = cache.configure(**changes) if changes else cache.settings
    emit_json(_settings_dict(settings))


@plans.command("calibrate")
@click.argument("labelled", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--store",
    "train",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="First store each line of this file as a one-step plan calling its first relevant tool.",
)
@click.option("--target", type=click.FloatRange(0, 1), default=0.97, show_default=True, help="Precision to reach.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def plans_calibrate(labelled: Path, train: Path | None, target: float, as_json: bool) -> None:
    """Hit rate and precision of the cache on LABELLED requests for τ from 0.30 to 0.95.

    LABELLED is JSON lines ``{"text": ..., "relevant": [tool ids]}`` (the benchmark format); a hit
    is correct when every tool its plan calls is relevant. The requests are looked up, not stored.

    \b
    Example:
      toolmem -w calib plans calibrate $TOOLMEM_BENCH_DATA/metatool/queries_test.jsonl \\
          --store $TOOLMEM_BENCH_DATA/metatool/queries_train.jsonl
    """
    memory = open_memory()
    labelled_requests = _read_labelled(labelled)
    with progress_bars() as progress:
        if train is not None:
            plans_to_store = [(text, [{"tool_id": relevant[0]}]) for text, relevant in _read_labelled(train)]
            memory.plans.store_many(_counted(plans_to_store, Stage(progress, "storing plans", len(plans_to_store))))
        counted = _counted(labelled_requests, Stage(progress, "looking up", len(labelled_requests)))
        report = memory.plans.calibrate(counted, target=target)
    if as_json:
        summary = {"requests": report.requests, "target": target, "recommended": report.recommended}
        emit_json({**summary, "rows": [_json_row(row) for row in report.rows]})
        return
    columns = (Column("τ"), Column("hit rate", right=True), Column("precision", right=True), Column("hits", right=True))
    rows = [
        (
            f"{row.threshold:.2f}",
            f"{row.hit_rate:.3f}",
            "–" if math.isnan(row.precision) else f"{row.precision:.3f}",
            str(row.hits),
        )
        for row in report.rows
    ]
    print_rows(columns, rows, "no thresholds")
    click.echo(f"{report.requests} requests; recommended τ = {report.recommended:.2f} (precision target {target})")
    click.echo(f"apply it with: toolmem plans configure --threshold {report.recommended:.2f}")


def _counted(items: Sequence[T], counter: Stage) -> Iterator[T]:
    for item in items:
        yield item
        counter.advance()


def _json_row(row: CalibrationRow) -> dict[str, Any]:
    """A calibration row as strict JSON: counts as integers, no precision (``null``) without hits."""
    return {
        "threshold": row.threshold,
        "hits": row.hits,
        "correct": row.correct,
        "hit_rate": row.hit_rate,
        "precision": None if math.isnan(row.precision) else row.precision,
    }


def _read_labelled(path: Path) -> list[tuple[str, list[str]]]:
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8-sig").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            text, relevant = item["text"], item["relevant"]
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            fail(f"{path}:{number}: expected a JSON object with 'text' and 'relevant' ({exc})")
        if not isinstance(text, str) or not isinstance(relevant, list) or not relevant:
            fail(f"{path}:{number}: 'text' must be a string and 'relevant' a non-empty list of tool ids")
        rows.append((text, [str(tool_id) for tool_id in relevant]))
    return rows


def _settings_dict(settings: PlanSettings) -> dict[str, Any]:
    return {key: getattr(settings, key) for key in PlanSettings.__dataclass_fields__}


def _describe_miss(memory: Memory, lookup: Lookup) -> str:
    """``miss: <reason> (<what it means>)``, ``why: <what differed>`` when the rules said, and
    ``nearest: <plan>, similarity <s>``."""
    reason = lookup.reason or "no_plans"
    settings = memory.plans.settings
    meaning = MISS_REASONS.get(reason, "")
    if reason == "below_threshold":
        meaning += f" = {settings.threshold:.2f}"
    elif reason == "below_min_score":
        meaning += f" = {settings.min_score:.2f}"
    line = f"miss: {reason}" + (f" ({meaning})" if meaning else "")
    if lookup.detail:
        line += "\n" + textwrap.fill(f"why: {lookup.detail}", terminal_width(), subsequent_indent="     ")
    if lookup.nearest is not None and lookup.similarity is not None:
        line += f"\nnearest: {lookup.nearest}, similarity {lookup.similarity:.3f}"
    return line


def _event_row(event: PlanEvent) -> tuple[str, ...]:
    similarity = "" if event.similarity is None else f"{event.similarity:.2f}"
    return (
        ago(event.created_at),
        event.kind,
        event.plan_id or "-",
        similarity,
        _detail(event),
        first_line(event.request),
    )


def _detail(event: PlanEvent) -> str:
    """A hit's score, a miss's reason and what differed, a feedback's outcome and the score it left,
    why a plan went."""
    if event.kind == "feedback":
        outcome = "ok" if event.success else "failed"
        return outcome if event.score is None else f"{outcome} → {event.score:.2f}"
    if event.kind == "hit" and event.score is not None:
        return f"score {event.score:.2f}"
    if event.kind == "miss" and event.detail:
        return f"{event.reason}: {event.detail}"
    return event.reason or ""


def _describe_hit(hit: PlanHit) -> str:
    lines = [f"hit: {hit.id} (similarity {hit.similarity:.3f}, score {hit.score:.2f}, agreement {hit.agreement:.2f})"]
    for old, new in hit.slots.items():
        lines.append(f"  slot: {old} → {new}")
    lines.extend(step_lines(hit.steps))
    return "\n".join(lines)


def step_lines(steps: Sequence[Step]) -> list[str]:
    """One indented line per step: ``1. tool.id({"arg": ...}) → observation`` or ``2. answer: ...``."""
    lines = []
    for number, step in enumerate(steps, start=1):
        if step.tool_id is None:
            lines.append(f"  {number}. answer: {step.answer}")
            continue
        line = f"  {number}. {step.tool_id}({json.dumps(dict(step.arguments), ensure_ascii=False)})"
        lines.append(line if step.observation is None else f"{line} → {step.observation}")
    return lines
