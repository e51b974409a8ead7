"""``toolmem bench``: benchmarks that print numbers."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import click
from click.core import ParameterSource

from toolmem.cli.common import cli, emit_json
from toolmem.cli.output import Column, print_rows
from toolmem.cli.progress import progress_bars
from toolmem.evaluation.datasets import DATA_ENV, Dataset, data_dir, load_dataset, load_queries
from toolmem.evaluation.experience import CurvePoint, run_experience
from toolmem.evaluation.retrieval import RetrievalReport, run_retrieval
from toolmem.llm import ChatModel
from toolmem.memory import KEYWORD_ONLY
from toolmem.search.fusion import DEFAULT_DENSE_WEIGHT, FusionWeights
from toolmem.tools.catalogue import DEFAULT_TOOL_DENSE_WEIGHT
from toolmem.tools.rerank import DEFAULT_CANDIDATES, LLMReranker

__all__ = ["bench", "bench_retrieval", "parse_checkpoints", "resolve_dataset"]

DEFAULT_CHECKPOINTS = "0,100,1000,all"


def parse_checkpoints(ctx: click.Context, param: click.Parameter, value: str) -> list[int | None]:
    """Parse ``--checkpoints``: comma-separated numbers of recorded calls, ``all`` for every call.

    Raises:
        click.BadParameter: a part is neither a non-negative integer nor ``all`` (a usage error).
    """
    parts = [part.strip() for part in value.split(",")]
    if not all(part == "all" or part.isdigit() for part in parts):
        raise click.BadParameter(
            f"expected comma-separated non-negative integers or 'all', e.g. 0,100,all; got {value!r}"
        )
    return [None if part == "all" else int(part) for part in parts]


def resolve_dataset(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """DATASET_DIR as given when it is a folder, else that name inside the benchmark data folder.

    Raises:
        click.BadParameter: neither is a folder (a usage error naming both places).
    """
    for candidate in (Path(value), data_dir(value)):
        if candidate.is_dir():
            return str(candidate)
    raise click.BadParameter(
        f"{value!r} is not a folder, nor a dataset in {data_dir()} (${DATA_ENV}, else ./bench-data); "
        "give a folder holding tools.jsonl and queries*.jsonl"
    )


@cli.group()
def bench() -> None:
    """Measure retrieval quality and speed.

    Datasets are folders of tools.jsonl and queries*.jsonl; a bare name such as metatool is looked
    up in the benchmark data folder: $TOOLMEM_BENCH_DATA, else ./bench-data.

    \b
    Example:
      toolmem bench retrieval metatool                 # $TOOLMEM_BENCH_DATA/metatool
      toolmem bench retrieval ~/toolmem-bench/gorilla_apibench
    """


@bench.command("retrieval")
@click.argument("dataset_dir", callback=resolve_dataset)
@click.option("--queries", type=click.Path(exists=True, dir_okay=False), help="Query file to score.")
@click.option(
    "--dense-weight",
    type=click.FloatRange(0, 1),
    help=f"The dense signal's weight (default: {DEFAULT_TOOL_DENSE_WEIGHT} when the embedder expands requests"
    f" with the catalogue's words, else {DEFAULT_DENSE_WEIGHT}).",
)
@click.option(
    "--experience",
    type=click.Path(exists=True, dir_okay=False),
    metavar="TRAIN.jsonl",
    help="Record these requests as calls and score after each checkpoint (the learning curve).",
)
@click.option(
    "--noise",
    type=click.FloatRange(0, 1),
    default=0.0,
    show_default=True,
    help="With --experience: share of requests recorded as a failed call of a look-alike tool.",
)
@click.option(
    "--noise-mode",
    type=click.Choice(["replace", "add"]),
    default="replace",
    show_default=True,
    help="With --noise: replace that share of successes by failures of a look-alike, or add failed "
    "look-alike calls beside every success until they are that share of all calls.",
)
@click.option(
    "--checkpoints",
    default=DEFAULT_CHECKPOINTS,
    callback=parse_checkpoints,
    show_default=True,
    help="With --experience: numbers of recorded calls to score at; all means every call.",
)
@click.option("--rerank", is_flag=True, help="Rerank every search with a chat model (one request per query).")
@click.option("--model", envvar="TOOLMEM_LLM_MODEL", default=None, help="With --rerank: the chat model.")
@click.option("--base-url", envvar="TOOLMEM_LLM_BASE_URL", default=None, help="With --rerank: the endpoint.")
@click.option("--api-key", envvar="OPENAI_API_KEY", default=None, help="With --rerank: the key.  [env: OPENAI_API_KEY]")
@click.option(
    "--candidates",
    type=click.IntRange(min=1),
    default=DEFAULT_CANDIDATES,
    show_default=True,
    help="With --rerank: fused candidates the model sees.",
)
@click.option("--max-queries", type=click.IntRange(min=1), default=None, help="Score only the first N queries.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.pass_context
def bench_retrieval(
    ctx: click.Context,
    dataset_dir: str,
    queries: str | None,
    dense_weight: float | None,
    experience: str | None,
    noise: float,
    noise_mode: str,
    checkpoints: list[int | None],
    rerank: bool,
    model: str | None,
    base_url: str | None,
    api_key: str | None,
    candidates: int,
    max_queries: int | None,
    as_json: bool,
) -> None:
    """Index DATASET_DIR's tools.jsonl in a temporary database and score its queries.

    Reads tools.jsonl and queries_test.jsonl (else queries.jsonl) and prints Recall@1/5/10,
    NDCG@5/10, search latency p50/p95 with and without the query embedding, and build time.
    The embedder is the global --embedder (default local; "none" for keywords only). With the
    global --db (a file or a store URL such as postgresql://...), the catalogue is built there, in
    the workspace bench-<dataset>, instead of a temporary file.

    With --experience, the training requests are recorded as successful calls of their tools in
    steps, and quality and the search time the experience prior adds are printed after each
    checkpoint (JSON: a list of {calls, metrics, latency_ms}).

    With --rerank, every search hands its fused top --candidates to the chat model named by --model
    (any OpenAI-compatible endpoint: --base-url, --api-key) and scores the reranked top 10; the
    report adds the model's requests and failures (a failure keeps the fused order). Latency then
    includes the model's answer; --max-queries bounds the cost.

    DATASET_DIR is a folder, or the name of one in the benchmark data folder ($TOOLMEM_BENCH_DATA,
    else ./bench-data).

    \b
    Example:
      toolmem bench retrieval gorilla_apibench --json
      toolmem bench retrieval metatool --rerank --model gpt-4o-mini --max-queries 200
      toolmem --db postgresql://localhost/toolmem bench retrieval metatool
      toolmem bench retrieval metatool \\
          --experience $TOOLMEM_BENCH_DATA/metatool/queries_train.jsonl --noise 0.1
    """
    given = {name for name in ("dense_weight", "noise", "noise_mode", "checkpoints") if _given(ctx, name)}
    if experience is not None and "dense_weight" in given:
        raise click.UsageError("--dense-weight cannot be combined with --experience")
    if experience is None and given - {"dense_weight"}:
        raise click.UsageError(f"--{min(given - {'dense_weight'})} needs --experience")
    if rerank and experience is not None:
        raise click.UsageError("--rerank cannot be combined with --experience")
    if rerank and not model:
        raise click.UsageError("--rerank needs a chat model: give --model (or set TOOLMEM_LLM_MODEL)")
    settings_embedder = ctx.find_root().params.get("embedder") or "local"
    dataset = load_dataset(dataset_dir, queries)
    if experience is not None:
        _bench_experience(dataset, experience, settings_embedder, (noise, noise_mode), checkpoints, as_json)
        return
    embedder = None if settings_embedder == KEYWORD_ONLY else settings_embedder
    root = ctx.find_root()
    # Only a --db on the command line: a TOOLMEM_DB in the environment must not receive bench data.
    db = root.params.get("db") if root.get_parameter_source("db") == ParameterSource.COMMANDLINE else None
    reranker = None
    if rerank and model:
        llm = ChatModel(model, base_url=base_url, api_key=api_key)
        ctx.call_on_close(llm.close)
        reranker = LLMReranker(llm, candidates=candidates)
    weights = FusionWeights(dense=dense_weight) if dense_weight is not None else None
    with progress_bars() as progress:
        report = run_retrieval(
            dataset,
            embedder=embedder,
            weights=weights,
            db=db,
            rerank=reranker,
            max_queries=max_queries,
            progress=progress,
        )
    if as_json:
        emit_json(report.to_dict())
    else:
        _print_report(report)


def _given(ctx: click.Context, name: str) -> bool:
    return ctx.get_parameter_source(name) is not ParameterSource.DEFAULT


def _bench_experience(
    dataset: Dataset,
    train_file: str,
    embedder: str,
    noisy: tuple[float, str],
    checkpoints: Sequence[int | None],
    as_json: bool,
) -> None:
    training = load_queries(train_file)
    noise, mode = noisy
    with progress_bars() as progress:
        points = run_experience(
            dataset,
            training,
            checkpoints=checkpoints,
            noise=noise,
            noise_mode=mode,
            embedder=embedder,
            progress=progress,
        )
    if as_json:
        emit_json([point.to_dict() for point in points])
        return
    click.echo(
        f"{dataset.name}: {len(dataset.tools)} tools, {len(dataset.queries)} queries, "
        f"{len(training)} training requests, noise {noise:g}{' (added)' if mode == 'add' else ''}, embedder {embedder}"
    )
    _print_curve(points)


def _print_curve(points: Sequence[CurvePoint]) -> None:
    headers = ("calls", "recall@1", "recall@5", "ndcg@5", "ndcg@10", "search p50", "added p50")
    rows = []
    for point in points:
        metrics = [f"{point.metrics[name]:.4f}" for name in ("recall@1", "recall@5", "ndcg@5", "ndcg@10")]
        latency = [f"{point.latency_ms[name]:.3f} ms" for name in ("search_p50", "added_p50")]
        rows.append((str(point.calls), *metrics, *latency))
    print_rows([Column(header, right=True) for header in headers], rows, "no checkpoints")


def _print_report(report: RetrievalReport) -> None:
    click.echo(f"{report.dataset}: {report.tools} tools, {report.queries} queries, embedder {report.embedder}")
    rows = [(name, f"{value:.4f}") for name, value in report.metrics.items()]
    rows += [(f"{name} (ms)", f"{value:.3f}") for name, value in report.latency_ms.items()]
    rows.append(("build (s)", f"{report.build_seconds:.2f}"))
    if report.rerank is not None:
        rerank = report.rerank
        rows.append(("rerank model", str(rerank["model"])))
        rows.append(("rerank candidates", str(rerank["candidates"])))
        rows.append(("rerank requests / failures", f"{rerank['requests']} / {rerank['failures']}"))
    print_rows((Column("metric"), Column("value", right=True)), rows, "no results")
