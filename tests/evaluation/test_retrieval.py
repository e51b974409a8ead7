import math
from pathlib import Path

import pytest

import toolmem
from toolmem.evaluation.datasets import Dataset, Query
from toolmem.evaluation.retrieval import RetrievalReport, run_retrieval
from toolmem.records import Tool

TOOLS = [
    Tool(id="weather", name="get_weather_forecast", description="Weather forecast with rain and temperature."),
    Tool(id="mail", name="send_email", description="Send an email message to a recipient."),
    Tool(id="money", name="convert_currency", description="Convert money between currencies."),
]
# "ghost" is relevant but not in the catalogue, so the second query can reach only half its recall.
TINY = Dataset(
    name="tiny",
    tools=TOOLS,
    queries=[
        Query("q1", "weather forecast rain temperature", ("weather",)),
        Query("q2", "send an email message", ("mail", "ghost")),
    ],
)
HALF_IDEAL = 1 / (1 + 1 / math.log2(3))  # one relevant hit at rank 1 out of two relevant ids


def test_a_tiny_dataset_scores_exactly_as_computed_by_hand() -> None:
    report = run_retrieval(TINY, embedder="hash")

    assert report.metrics == {
        "recall@1": 0.75,
        "recall@5": 0.75,
        "recall@10": 0.75,
        "ndcg@5": pytest.approx((1 + HALF_IDEAL) / 2),
        "ndcg@10": pytest.approx((1 + HALF_IDEAL) / 2),
    }
    assert (report.dataset, report.embedder, report.tools, report.queries) == ("tiny", "hash:256", 3, 2)


def test_every_metric_lies_between_zero_and_one_and_latencies_are_reported() -> None:
    report = run_retrieval(TINY, embedder="hash:32")

    assert all(0.0 <= value <= 1.0 for value in report.metrics.values())
    assert set(report.latency_ms) == {"search_p50", "search_p95", "with_embedding_p50", "with_embedding_p95"}
    assert all(value >= 0.0 for value in report.latency_ms.values())
    assert report.build_seconds >= 0.0
    assert report.to_dict() == {
        "dataset": "tiny",
        "embedder": "hash:32",
        "tools": 3,
        "queries": 2,
        "metrics": report.metrics,
        "latency_ms": report.latency_ms,
        "build_seconds": report.build_seconds,
        "rerank": None,
    }


def test_without_an_embedder_the_benchmark_searches_by_keywords() -> None:
    report = run_retrieval(TINY, embedder=None)

    assert report.embedder == "none"
    assert report.metrics["recall@1"] == 0.75


def test_progress_reports_embedding_indexing_then_each_search() -> None:
    seen: list[tuple[str, int, int | None]] = []

    run_retrieval(TINY, embedder="hash", progress=lambda stage, done, total: seen.append((stage, done, total)))

    assert seen == [
        ("embedding tools", 0, 3),
        ("embedding tools", 3, 3),
        ("building the index", 0, 3),
        ("building the index", 3, 3),
        ("searching", 0, 2),
        ("searching", 1, 2),
        ("searching", 2, 2),
    ]


def test_the_benchmark_can_build_in_a_given_database(tmp_path: Path) -> None:
    db = str(tmp_path / "bench.db")

    run_retrieval(TINY, embedder="hash", db=db)

    with toolmem.open(db, workspace="bench-tiny") as mem:
        assert mem.tools.list() == sorted(TOOLS, key=lambda t: t.id)


def test_an_empty_query_list_gives_zero_metrics() -> None:
    report = run_retrieval(Dataset("empty", TOOLS, []), embedder="hash")

    assert report == RetrievalReport(
        dataset="empty",
        embedder="hash:256",
        tools=3,
        queries=0,
        metrics=dict.fromkeys(["recall@1", "recall@5", "recall@10", "ndcg@5", "ndcg@10"], 0.0),
        latency_ms=dict.fromkeys(["search_p50", "search_p95", "with_embedding_p50", "with_embedding_p95"], 0.0),
        build_seconds=report.build_seconds,
    )
