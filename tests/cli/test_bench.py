import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import toolmem
from openai_stub import OpenAIStub
from rerank_script import candidates, reverse
from toolmem.cli import cli

TWIN = "Look up the weather forecast for a city: rain, wind and temperature."
# The twins differ only by id: content alone ranks weather.primary first, and only recorded
# experience can tell that weather.mirror is the one that answers.
TOOLS = [
    {"id": "weather.primary", "name": "get_forecast", "description": TWIN},
    {"id": "weather.mirror", "name": "get_forecast", "description": TWIN},
    {"id": "finance.fx", "name": "convert_currency", "description": "Convert an amount of money to another currency."},
    {"id": "mail.send", "name": "send_email", "description": "Send an email message to a recipient."},
]
TEST_QUERIES = [
    {"id": "t1", "text": "will it rain in Lisbon tomorrow", "relevant": ["weather.mirror"]},
    {"id": "t2", "text": "convert 20 euros to yen", "relevant": ["finance.fx"]},
]
TRAINING = [
    {"id": f"r{i}", "text": text, "relevant": ["weather.mirror"]}
    for i, text in enumerate(["will it rain in Porto tomorrow", "will it rain in Lisbon today"])
] + [{"id": "r9", "text": "convert 50 dollars to euros", "relevant": ["finance.fx"]}]


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")


def write_jsonl(path: Path, rows: Sequence[Mapping[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    folder = tmp_path / "tiny"
    folder.mkdir()
    write_jsonl(folder / "tools.jsonl", TOOLS)
    write_jsonl(folder / "queries_test.jsonl", TEST_QUERIES)
    write_jsonl(folder / "queries_train.jsonl", TRAINING)
    return folder


def run(tmp_path: Path, *args: str) -> Result:
    """Invoke the real CLI with the hash embedder (the benchmark builds its own temporary database)."""
    return CliRunner().invoke(
        cli, ["--db", str(tmp_path / "unused.db"), "--embedder", "hash", *args], catch_exceptions=False
    )


def test_the_learning_curve_is_a_json_point_per_checkpoint(dataset: Path, tmp_path: Path) -> None:
    train = str(dataset / "queries_train.jsonl")

    result = run(
        tmp_path, "bench", "retrieval", str(dataset), "--experience", train, "--checkpoints", "0,all", "--json"
    )

    assert (result.exit_code, result.stderr) == (0, "")
    first, last = json.loads(result.stdout)
    assert (first["calls"], last["calls"]) == (0, 3)
    assert set(first) == {"calls", "metrics", "latency_ms"}
    assert set(first["metrics"]) == {"recall@1", "recall@5", "ndcg@5", "ndcg@10"}
    assert set(first["latency_ms"]) == {"search_p50", "search_p95", "without_prior_p50", "added_p50"}
    assert first["metrics"]["recall@1"] == 0.5  # the twin without experience ranks second
    assert last["metrics"]["recall@1"] == 1.0
    assert last["metrics"]["ndcg@5"] > first["metrics"]["ndcg@5"]
    assert last["metrics"]["ndcg@10"] >= first["metrics"]["ndcg@10"]


def test_checkpoints_beyond_the_training_set_stop_at_all_of_it(dataset: Path, tmp_path: Path) -> None:
    train = str(dataset / "queries_train.jsonl")

    result = run(
        tmp_path, "bench", "retrieval", str(dataset), "--experience", train, "--checkpoints", "1,100", "--json"
    )

    assert [point["calls"] for point in json.loads(result.stdout)] == [1, 3]


def test_the_learning_curve_prints_a_table_by_default(dataset: Path, tmp_path: Path) -> None:
    train = str(dataset / "queries_train.jsonl")

    result = run(tmp_path, "bench", "retrieval", str(dataset), "--experience", train, "--noise", "0.5")

    assert (result.exit_code, result.stderr) == (0, "")
    lines = result.stdout.splitlines()
    assert lines[0] == "tiny: 4 tools, 2 queries, 3 training requests, noise 0.5, embedder hash"
    assert lines[1] == "calls  recall@1  recall@5  ndcg@5  ndcg@10  search p50  added p50"
    assert [line.split()[0] for line in lines[2:]] == ["0", "3", "3", "3"]
    assert all(re.fullmatch(r" +\d( +\d\.\d{4}){4} +-?\d+\.\d{3} ms +-?\d+\.\d{3} ms", line) for line in lines[2:])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--noise", "0.1"], "--noise needs --experience"),
        (["--checkpoints", "0,all"], "--checkpoints needs --experience"),
        (["--experience", "TRAIN", "--dense-weight", "0.5"], "--dense-weight cannot be combined with --experience"),
        (["--experience", "TRAIN", "--checkpoints", "0,ten"], "Invalid value for '--checkpoints'"),
        (["--experience", "TRAIN", "--noise", "2"], "Invalid value for '--noise'"),
    ],
)
def test_experience_options_out_of_place_are_usage_errors(
    dataset: Path, tmp_path: Path, args: list[str], message: str
) -> None:
    args = [str(dataset / "queries_train.jsonl") if arg == "TRAIN" else arg for arg in args]

    result = run(tmp_path, "bench", "retrieval", str(dataset), *args)

    assert (result.exit_code, result.stdout) == (2, "")
    assert message in result.stderr


def test_a_malformed_training_file_fails_with_one_line(dataset: Path, tmp_path: Path) -> None:
    bad = write_jsonl(tmp_path / "bad.jsonl", [{"id": "r1", "text": "rain?"}])

    result = run(tmp_path, "bench", "retrieval", str(dataset), "--experience", str(bad))

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr.startswith(f"error: {bad} at line 1: a query needs id, text and relevant")
    assert result.stderr.count("\n") == 1


def test_the_retrieval_help_has_an_example_of_the_learning_curve(tmp_path: Path) -> None:
    result = run(tmp_path, "bench", "retrieval", "--help")

    assert "Example:\n" in result.stdout
    assert "--experience $TOOLMEM_BENCH_DATA/metatool/queries_train.jsonl" in result.stdout


def test_added_noise_keeps_every_success_and_records_failed_look_alike_calls_beside_them(
    dataset: Path, tmp_path: Path
) -> None:
    train = str(dataset / "queries_train.jsonl")

    result = run(
        tmp_path, "bench", "retrieval", str(dataset), "--experience", train,
        "--noise", "0.5", "--noise-mode", "add", "--checkpoints", "all", "--json",
    )  # fmt: skip

    # noise 0.5 of all calls: every one of the 3 requests keeps its success and gains a failure
    assert [point["calls"] for point in json.loads(result.stdout)] == [6]


def test_retrieval_builds_in_the_database_given_on_the_command_line(
    tmp_path: Path, dataset: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "given.db"
    monkeypatch.setenv("TOOLMEM_DB", str(tmp_path / "environment.db"))
    result = CliRunner().invoke(cli, ["--db", str(db), "--embedder", "hash", "bench", "retrieval", str(dataset)])
    assert result.exit_code == 0, result.output
    with toolmem.open(str(db), workspace="bench-tiny") as mem:
        assert sorted(tool.id for tool in mem.tools.list()) == sorted(tool["id"] for tool in TOOLS)
    assert not (tmp_path / "environment.db").exists()  # TOOLMEM_DB alone never receives bench data
    result = CliRunner().invoke(cli, ["--embedder", "hash", "bench", "retrieval", str(dataset)])
    assert result.exit_code == 0, result.output
    assert not (tmp_path / "environment.db").exists()


def test_retrieval_with_rerank_asks_the_model_once_per_query_and_reports_it(
    dataset: Path, tmp_path: Path, stub: OpenAIStub
) -> None:
    stub.chat = reverse

    result = run(
        tmp_path,
        "bench",
        "retrieval",
        str(dataset),
        "--rerank",
        "--model",
        "stub-model",
        "--base-url",
        stub.url,
        "--candidates",
        "3",
        "--max-queries",
        "1",
        "--json",
    )

    assert (result.exit_code, result.stderr) == (0, "")
    report = json.loads(result.stdout)
    assert report["queries"] == 1
    assert report["rerank"] == {"model": "stub-model", "candidates": 3, "requests": 1, "failures": 0}
    # the model sees at least the 10 hits the benchmark scores: here the whole catalogue of 4
    assert [len(candidates(r.body)) for r in stub.chat_requests] == [4]
    # the stub selects the last candidate first, so the right tool (fused first) drops out of rank 1
    assert report["metrics"]["recall@1"] == 0.0


def test_retrieval_with_rerank_needs_a_model(dataset: Path, tmp_path: Path) -> None:
    result = run(tmp_path, "bench", "retrieval", str(dataset), "--rerank")
    assert result.exit_code == 2
    assert "--rerank needs a chat model" in result.stderr


def test_a_dataset_name_is_read_from_the_benchmark_data_folder(
    dataset: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLMEM_BENCH_DATA", str(dataset.parent))

    result = run(tmp_path, "bench", "retrieval", "tiny", "--json")

    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["dataset"] == "tiny"


def test_a_dataset_found_nowhere_is_a_usage_error_naming_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLMEM_BENCH_DATA", str(tmp_path / "data"))

    result = run(tmp_path, "bench", "retrieval", "metatool")

    assert result.exit_code == 2
    assert f"'metatool' is not a folder, nor a dataset in {tmp_path / 'data'} ($TOOLMEM_BENCH_DATA" in " ".join(
        result.stderr.split()
    )
