import json
from pathlib import Path
from typing import Any

import pytest

from toolmem.errors import ConfigError, IngestError
from toolmem.evaluation.datasets import Dataset, Query, load_dataset, load_queries
from toolmem.records import Tool

TOOLS = [
    {"id": "wx", "name": "get_weather", "description": "Weather forecast.", "tags": ["weather"]},
    {"id": "fx", "name": "convert_currency", "description": "Convert money.", "parameters": {"type": "object"}},
]
QUERIES = [{"id": "q1", "text": "rain tomorrow?", "relevant": ["wx"]}, {"id": 2, "text": "euros", "relevant": []}]


def jsonl(path: Path, lines: list[Any], blank_first: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "\n".join(json.dumps(line) for line in lines)
    path.write_text(("\n" if blank_first else "") + text + "\n")
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "tiny"
    jsonl(root / "tools.jsonl", TOOLS)
    jsonl(root / "queries.jsonl", QUERIES)
    return root


def test_a_dataset_is_its_tools_and_queries_named_after_its_folder(folder: Path) -> None:
    assert load_dataset(folder) == Dataset(
        name="tiny",
        tools=[
            Tool(id="wx", name="get_weather", description="Weather forecast.", tags=("weather",)),
            Tool(id="fx", name="convert_currency", description="Convert money.", parameters={"type": "object"}),
        ],
        queries=[Query("q1", "rain tomorrow?", ("wx",)), Query("2", "euros", ())],
    )


def test_test_queries_are_preferred_to_plain_queries(folder: Path) -> None:
    jsonl(folder / "queries_test.jsonl", [{"id": "t", "text": "test only", "relevant": ["fx"]}])

    assert load_dataset(folder).queries == [Query("t", "test only", ("fx",))]


def test_a_query_file_can_be_named(folder: Path, tmp_path: Path) -> None:
    other = jsonl(tmp_path / "elsewhere.jsonl", [{"id": "e", "text": "named", "relevant": ["wx", "fx"]}])

    assert load_dataset(folder, other).queries == [Query("e", "named", ("wx", "fx"))]


def test_blank_lines_are_skipped(folder: Path) -> None:
    (folder / "tools.jsonl").write_text("\n" + json.dumps(TOOLS[0]) + "\n\n   \n" + json.dumps(TOOLS[1]) + "\n")

    assert [t.id for t in load_dataset(folder).tools] == ["wx", "fx"]


def test_a_folder_without_tools_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        load_dataset(tmp_path)

    assert str(caught.value) == f"{tmp_path} has no tools.jsonl; a dataset folder holds tools.jsonl and queries*.jsonl"


def test_a_folder_without_queries_is_a_config_error(folder: Path) -> None:
    (folder / "queries.jsonl").unlink()

    with pytest.raises(ConfigError) as caught:
        load_dataset(folder)

    assert str(caught.value) == (f"{folder} has no queries_test.jsonl or queries.jsonl; pass the query file explicitly")


def test_a_malformed_tools_line_is_an_error_naming_the_file_and_line(folder: Path) -> None:
    path = folder / "tools.jsonl"
    path.write_text(json.dumps(TOOLS[0]) + "\n{not json\n")

    with pytest.raises(IngestError) as caught:
        load_dataset(folder)

    assert (caught.value.path, caught.value.location) == (str(path), "line 2")
    assert str(caught.value) == f"{path} at line 2: invalid JSON: Expecting property name enclosed in double quotes"


def test_a_line_that_is_not_an_object_is_an_error_naming_the_file_and_line(folder: Path) -> None:
    path = jsonl(folder / "queries.jsonl", [QUERIES[0], ["q2", "text"]])

    with pytest.raises(IngestError) as caught:
        load_dataset(folder)

    assert str(caught.value) == f"{path} at line 2: each line must be a JSON object"


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ({"id": "q", "text": "no relevant"}, "'relevant'"),
        ({"text": "no id", "relevant": []}, "'id'"),
        ({"id": "q", "text": "t", "relevant": "wx"}, "relevant must be a list of tool ids, got 'wx'"),
    ],
)
def test_a_malformed_query_is_an_error_naming_the_file_and_line(tmp_path: Path, line: Any, problem: str) -> None:
    path = jsonl(tmp_path / "queries.jsonl", [QUERIES[0], line])

    with pytest.raises(IngestError) as caught:
        load_queries(path)

    assert str(caught.value) == f"{path} at line 2: a query needs id, text and relevant: {problem}"


def test_a_missing_query_file_is_an_ingest_error(tmp_path: Path) -> None:
    with pytest.raises(IngestError) as caught:
        load_queries(tmp_path / "nowhere.jsonl")

    assert caught.value.path == str(tmp_path / "nowhere.jsonl")
    assert caught.value.reason.startswith("cannot read: ")


def test_an_invalid_tool_line_is_an_error_naming_the_file_and_line(folder: Path) -> None:
    path = jsonl(folder / "tools.jsonl", [TOOLS[0], {"id": "nameless", "description": "No name."}])

    with pytest.raises(IngestError) as caught:
        load_dataset(folder)

    assert (caught.value.path, caught.value.location) == (str(path), "line 2")


def test_the_line_of_a_malformed_query_counts_blank_lines(tmp_path: Path) -> None:
    path = jsonl(tmp_path / "queries.jsonl", [{"id": "q", "text": "no relevant"}], blank_first=True)

    with pytest.raises(IngestError) as caught:
        load_queries(path)

    assert caught.value.location == "line 2"
