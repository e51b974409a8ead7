"""``toolmem bench``: benchmarks that print numbers."""

from __future__ import annotations

import click

from toolmem.bench.datasets import load_dataset
from toolmem.bench.retrieval import RetrievalReport, run_retrieval
from toolmem.cli.common import cli, emit_json, make_table, print_table
from toolmem.memory import KEYWORD_ONLY
from toolmem.tools.fusion import DEFAULT_DENSE_WEIGHT, FusionWeights

__all__ = ["bench", "bench_retrieval"]


@cli.group()
def bench() -> None:
    """Measure retrieval quality and speed.

    \b
    Example:
      toolmem bench retrieval ../shared/bench/metatool
    """


@bench.command("retrieval")
@click.argument("dataset_dir", type=click.Path(exists=True, file_okay=False))
@click.option("--queries", type=click.Path(exists=True, dir_okay=False), help="Query file to score.")
@click.option("--dense-weight", type=click.FloatRange(0, 1), default=DEFAULT_DENSE_WEIGHT, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.pass_context
def bench_retrieval(
    ctx: click.Context, dataset_dir: str, queries: str | None, dense_weight: float, as_json: bool
) -> None:
    """Index DATASET_DIR's tools.jsonl in a temporary database and score its queries.

    Reads tools.jsonl and queries_test.jsonl (else queries.jsonl) and prints Recall@1/5/10,
    NDCG@5/10, search latency p50/p95 with and without the query embedding, and build time.
    The embedder is the global --embedder (default local; "none" for keywords only).

    \b
    Example:
      toolmem bench retrieval ../shared/bench/gorilla_apibench --json
    """
    settings_embedder = ctx.find_root().params.get("embedder") or "local"
    dataset = load_dataset(dataset_dir, queries)
    embedder = None if settings_embedder == KEYWORD_ONLY else settings_embedder
    report = run_retrieval(dataset, embedder=embedder, weights=FusionWeights(dense=dense_weight))
    if as_json:
        emit_json(report.to_dict())
    else:
        _print_report(report)


def _print_report(report: RetrievalReport) -> None:
    click.echo(f"{report.dataset}: {report.tools} tools, {report.queries} queries, embedder {report.embedder}")
    table = make_table("metric", "value")
    for name, value in report.metrics.items():
        table.add_row(name, f"{value:.4f}")
    for name, value in report.latency_ms.items():
        table.add_row(f"{name} (ms)", f"{value:.3f}")
    table.add_row("build (s)", f"{report.build_seconds:.2f}")
    print_table(table, "no results")
