"""Namespaces in the catalogue: sources never overwrite each other, a source is replaced whole,
exported names map back to ids."""

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolmem
from toolmem.errors import ConfigError, ToolNotFoundError
from toolmem.memory import Memory

ME = {"name": "get_me", "description": "The signed-in user's profile.", "inputSchema": {"type": "object"}}


def spec(title: str, operations: dict[str, Any]) -> dict[str, Any]:
    return {"openapi": "3.0.3", "info": {"title": title, "version": "1"}, "paths": operations}


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "toolmem.db"), embedder="demo") as memory:
        yield memory


def test_a_second_api_with_the_same_operation_id_is_added_beside_the_first(mem: Memory, tmp_path: Path) -> None:
    for name in ("circleci", "spotify"):
        (tmp_path / f"{name}.json").write_text(json.dumps(spec(name, {"/me": {"get": {"operationId": "get_me"}}})))

    first = mem.tools.add_path(tmp_path / "circleci.json")
    second = mem.tools.add_path(tmp_path / "spotify.json")

    assert (first.added, second.added, second.updated) == (["circleci.get_me"], ["spotify.get_me"], [])
    assert [(tool.id, tool.namespace) for tool in mem.tools.list()] == [
        ("circleci.get_me", "circleci"),
        ("spotify.get_me", "spotify"),
    ]


def test_an_own_id_another_namespace_holds_is_qualified_rather_than_overwritten(mem: Memory) -> None:
    mem.tools.add([{"id": "weather", "name": "forecast"}], namespace="met")

    report = mem.tools.add([{"id": "weather", "name": "radar"}], namespace="radar")

    assert (report.added, report.renamed) == (["radar.weather"], {"weather": "radar.weather"})
    assert {tool.id: tool.name for tool in mem.tools.list()} == {"radar.weather": "radar", "weather": "forecast"}
    assert mem.tools.add([{"id": "weather", "name": "radar"}], namespace="radar").unchanged == ["radar.weather"]


def test_tools_without_ids_are_named_within_the_namespace_given(mem: Memory) -> None:
    report = mem.tools.add([ME], namespace="spotify")

    assert report.added == ["spotify.get_me"]
    assert mem.tools.get("spotify.get_me").namespace == "spotify"


def test_sync_makes_the_tools_given_the_whole_namespace(mem: Memory) -> None:
    mem.tools.add([ME, {**ME, "name": "list_playlists"}], namespace="spotify")
    mem.tools.add([ME], namespace="circleci")

    report = mem.tools.sync([ME, {**ME, "name": "follow_artist"}], "spotify")

    assert (report.added, report.unchanged, report.removed) == (
        ["spotify.follow_artist"],
        ["spotify.get_me"],
        ["spotify.list_playlists"],
    )
    assert [tool.id for tool in mem.tools.list()] == ["circleci.get_me", "spotify.follow_artist", "spotify.get_me"]
    with pytest.raises(ConfigError, match="sync needs a non-empty namespace"):
        mem.tools.sync([ME], " ")


def test_a_re_read_spec_with_replace_drops_the_operations_it_no_longer_has(mem: Memory, tmp_path: Path) -> None:
    path = tmp_path / "pets.json"
    path.write_text(
        json.dumps(spec("Pets", {"/pets": {"get": {"operationId": "list"}, "post": {"operationId": "add"}}}))
    )
    mem.tools.add_path(path)
    path.write_text(json.dumps(spec("Pets", {"/pets": {"get": {"operationId": "list"}}})))

    kept = mem.tools.add_path(path)
    replaced = mem.tools.add_path(path, replace=True)

    assert (kept.unchanged, kept.removed) == (["pets.list"], [])
    assert (replaced.unchanged, replaced.removed) == (["pets.list"], ["pets.add"])


def test_exported_names_are_distinct_and_resolve_back_to_the_ids(mem: Memory) -> None:
    mem.tools.add([ME], namespace="spotify")
    mem.tools.add([ME], namespace="circleci")
    ids = ["spotify.get_me", "circleci.get_me"]

    exported = mem.tools.export("openai", ids)

    names = [tool["function"]["name"] for tool in exported]
    assert names == ["spotify__get_me", "circleci__get_me"]
    assert [mem.tools.resolve(name, "openai", ids) for name in names] == ids
    assert mem.tools.resolve("spotify.get_me", "openai", ids) == "spotify.get_me"
    assert mem.tools.resolve("spotify.get_me", "mcp") == "spotify.get_me"
    with pytest.raises(ToolNotFoundError):
        mem.tools.resolve("get_me", "openai", ids)


def test_the_export_report_gives_each_tool_s_name_and_tokens(mem: Memory) -> None:
    mem.tools.add([ME], namespace="spotify")

    report = mem.tools.export_report("anthropic", ["spotify.get_me"], budget=50)

    [entry] = report.entries
    assert (entry.id, entry.name, entry.fit is not None and entry.fit.fits) == ("spotify.get_me", "get_me", True)
    assert report.id_of("get_me") == "spotify.get_me"


def test_tools_stored_with_an_older_text_are_embedded_again_when_added_again(mem: Memory) -> None:
    tool = toolmem.Tool(id="t", name="get_weather", description="Forecast.")
    old = toolmem.stores.StoredTool(tool, "a-hash-of-some-older-text")
    mem.store.tools(mem.workspace).put([old], {}, None)

    report = mem.tools.add([tool])

    assert (report.unchanged, report.embedded) == (["t"], 1)
    assert mem.tools.add([tool]).embedded == 0
