import json
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner, Result

import toolmem
from toolmem.cli import cli

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
CATALOGUE = EXAMPLES / "catalogue"
WEATHER_FILE = CATALOGUE / "weather.json"
PETCLINIC = EXAMPLES / "openapi" / "petclinic.yaml"
MCP_NOTES = EXAMPLES / "mcp" / "tools_list.json"
PETCLINIC_IDS = [
    "listOwners",
    "createOwner",
    "getOwner",
    "replaceOwner",
    "deleteOwner",
    "listPets",
    "registerPet",
    "getPet",
    "updatePet",
    "listPetVisits",
    "recordVisit",
    "listVets",
    "listAppointments",
    "bookAppointment",
    "getAppointment",
    "rescheduleAppointment",
    "cancelAppointment",
]
MCP_IDS = ["create_note", "search_notes", "get_note", "append_to_note", "list_notebooks", "delete_note"]
MISSING_TOOL = "error: no tool 'nope'; workspace 'default' has no such tool (list them with `toolmem tools list`)\n"


def catalogue_items() -> list[dict[str, Any]]:
    """Every tool object of the example catalogue, as written in its files."""
    return [item for file in sorted(CATALOGUE.glob("*.json")) for item in json.loads(file.read_text())]


def weather_items() -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = json.loads(WEATHER_FILE.read_text())
    return items


def stored(item: Mapping[str, Any], namespace: str = "weather") -> dict[str, Any]:
    """A toolmem-format file item as the library gives it back, recorded under its file's namespace."""
    return {**item, "source": "json", "metadata": {"namespace": namespace}}


WEATHER = {item["id"]: item for item in weather_items()}


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("TOOLMEM_DB", "TOOLMEM_WORKSPACE", "TOOLMEM_EMBEDDER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("COLUMNS", "200")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "toolmem.db"


def run(db: Path, *args: str, input: str | None = None, env: Mapping[str, str] | None = None) -> Result:
    """Invoke the real CLI on a SQLite file with the hash embedder (never the real model)."""
    return CliRunner().invoke(
        cli, ["--db", str(db), "--embedder", "hash", *args], input=input, env=env, catch_exceptions=False
    )


def api_score(db: Path, query: str) -> float:
    """The best hit's score for a query, asked of the library directly on the same database."""
    with toolmem.open(str(db), embedder="hash") as mem:
        return mem.tools.search(query, k=1)[0].score


def ok_json(result: Result) -> Any:
    assert (result.exit_code, result.stderr) == (0, ""), result.output
    return json.loads(result.stdout)


@pytest.fixture
def indexed(db: Path) -> Path:
    result = run(db, "index", "--tools-dir", str(CATALOGUE))
    assert result.exit_code == 0, result.output
    return db


@pytest.fixture
def weather_db(db: Path) -> Path:
    result = run(db, "tools", "add", str(WEATHER_FILE))
    assert result.exit_code == 0, result.output
    return db


# index and search (aumai-toolretrieval compatible) --------------------------------------------
def test_index_adds_every_tool_of_a_folder_and_prints_one_summary_line(db: Path) -> None:
    result = run(db, "index", "--tools-dir", str(CATALOGUE))

    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == "indexed 72 tools from 9 files: 72 added, 0 updated, 0 unchanged (72 embedded)\n"


def test_indexing_the_same_folder_again_writes_and_embeds_nothing(indexed: Path) -> None:
    result = run(indexed, "index", "--tools-dir", str(CATALOGUE))

    assert result.stdout == "indexed 72 tools from 9 files: 0 added, 0 updated, 72 unchanged (0 embedded)\n"


def test_index_of_a_missing_folder_is_a_usage_error(db: Path, tmp_path: Path) -> None:
    result = run(db, "index", "--tools-dir", str(tmp_path / "nowhere"))

    assert result.exit_code == 2
    assert not db.exists()


def test_search_json_is_a_list_of_rank_tool_id_name_score_and_description(indexed: Path) -> None:
    hits = ok_json(run(indexed, "search", "--query", "Will it rain in Lisbon tomorrow?", "--output-format", "json"))

    forecast = next(item for item in catalogue_items() if item["id"] == "weather.forecast_daily")
    assert hits[0] == {
        "rank": 1,
        "tool_id": "weather.forecast_daily",
        "name": "get_daily_forecast",
        "score": round(api_score(indexed, "Will it rain in Lisbon tomorrow?"), 4),
        "description": forecast["description"],
        "score_type": (
            "fused relevance (weighted z-scores of dense and BM25; higher is better; compare within one search)"
        ),
    }
    assert [set(hit) for hit in hits] == [{"rank", "tool_id", "name", "score", "description", "score_type"}] * 5
    assert [hit["rank"] for hit in hits] == [1, 2, 3, 4, 5]
    assert all(hit["score"] == round(hit["score"], 4) for hit in hits)


def test_search_top_k_limits_the_number_of_hits(indexed: Path) -> None:
    hits = ok_json(
        run(indexed, "search", "--query", "Convert 12 miles to kilometres", "--top-k", "2", "--output-format", "json")
    )

    assert [hit["tool_id"] for hit in hits][:1] == ["utilities.convert_units"]
    assert len(hits) == 2


def test_search_text_prints_one_line_per_hit_with_rank_id_score_and_the_description_cut_to_fit(
    indexed: Path,
) -> None:
    result = run(indexed, "search", "--query", "Will it rain in Lisbon tomorrow?", "--top-k", "1")

    score = api_score(indexed, "Will it rain in Lisbon tomorrow?")
    description = WEATHER["weather.forecast_daily"]["description"]
    assert (result.exit_code, result.stderr) == (0, "")
    assert (
        result.stdout.splitlines()
        == [  # 200 columns: 34 for the rank, id and score, 166 for the description
            f"#  {'tool id':<22}  score  description",
            f"1  weather.forecast_daily  {score:.3f}  {description[:165].rstrip()}…",
        ]
    )


def test_search_text_shows_brackets_in_descriptions_literally(db: Path) -> None:
    tool = {"id": "t", "name": "tagger", "description": "Wraps text in [bold]markup[/bold] tags."}
    run(db, "tools", "add", "-", input=json.dumps([tool]))

    result = run(db, "search", "--query", "wraps text in markup")

    assert "[bold]markup[/bold]" in result.stdout


def test_search_with_a_tag_returns_only_tools_carrying_that_tag(indexed: Path) -> None:
    hits = ok_json(
        run(indexed, "search", "--query", "money", "--tag", "finance", "--top-k", "50", "--output-format", "json")
    )

    finance = {item["id"] for item in catalogue_items() if "finance" in item["tags"]}
    assert {hit["tool_id"] for hit in hits} == finance


def test_tags_mode_all_keeps_only_tools_carrying_every_tag(indexed: Path) -> None:
    args = ["--query", "weather", "--tag", "weather", "--tag", "forecast", "--top-k", "50", "--output-format", "json"]
    hits_any = ok_json(run(indexed, "search", *args))
    hits_all = ok_json(run(indexed, "search", *args, "--tags-mode", "all"))

    assert {hit["tool_id"] for hit in hits_all} == {"weather.forecast_daily", "weather.forecast_hourly"}
    assert {hit["tool_id"] for hit in hits_any} == {item["id"] for item in weather_items()}


def test_search_in_an_empty_workspace_fails_saying_how_to_add_tools(db: Path) -> None:
    text = run(db, "search", "--query", "rain")
    as_json = run(db, "search", "--query", "rain", "--json")

    expected = (
        "error: workspace 'default' has no tools yet; add some with `toolmem tools add PATH`"
        " (or pick another workspace with -w: `toolmem workspaces list`)\n"
    )
    assert (text.exit_code, text.stdout, text.stderr) == (1, "", expected)
    assert (as_json.exit_code, as_json.stdout, as_json.stderr) == (1, "", expected)


def test_search_that_matches_nothing_in_a_workspace_with_tools_says_so(indexed: Path) -> None:
    result = run(indexed, "search", "--query", "rain", "--tag", "no-such-tag")

    assert (result.exit_code, result.stdout, result.stderr) == (0, "no matching tools\n", "")


def test_search_json_flag_is_the_same_as_output_format_json(indexed: Path) -> None:
    args = ["search", "--query", "Convert 12 miles to kilometres", "--top-k", "2"]

    assert ok_json(run(indexed, *args, "--json")) == ok_json(run(indexed, *args, "--output-format", "json"))


# tools add ------------------------------------------------------------------------------------
def test_tools_add_reads_openapi_yaml_and_mcp_json_and_rejects_a_malformed_file_alone(db: Path, tmp_path: Path) -> None:
    folder = tmp_path / "tools"
    folder.mkdir()
    (folder / "petclinic.yaml").write_text(PETCLINIC.read_text())
    (folder / "notes.json").write_text(MCP_NOTES.read_text())
    broken = folder / "broken.json"
    broken.write_text('{"tools": [{"name": ')

    result = run(db, "tools", "add", "--json", str(folder))

    message = f"{broken} at line 1: invalid JSON: Expecting value"
    assert result.exit_code == 1
    added = [f"notes.{name}" for name in MCP_IDS] + [f"petclinic.{name}" for name in PETCLINIC_IDS]
    assert json.loads(result.stdout) == {
        "added": added,
        "updated": [],
        "unchanged": [],
        "removed": [],
        "embedded": 23,
        "renamed": {},
        "files": [str(folder / "notes.json"), str(folder / "petclinic.yaml")],
        "errors": [message],
        "notes": [],
    }
    assert result.stderr == f"error: {message}\n"
    listed = ok_json(run(db, "tools", "list", "--json"))
    assert [tool["id"] for tool in listed] == sorted(added)


def test_tools_add_prints_a_summary_naming_each_rejected_file(db: Path, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("- just: a list\n")

    result = run(db, "tools", "add", str(MCP_NOTES), str(broken))

    assert result.exit_code == 1
    assert result.stdout == "indexed 6 tools from 2 files (1 rejected): 6 added, 0 updated, 0 unchanged (6 embedded)\n"
    assert result.stderr.startswith(f"error: {broken} at /0: unrecognised tool format")
    assert result.stderr.count("\n") == 1


def test_tools_add_reads_standard_input_when_the_path_is_a_dash(db: Path) -> None:
    result = run(db, "tools", "add", "-", input=MCP_NOTES.read_text())

    assert result.stdout == "indexed 6 tools from 1 file: 6 added, 0 updated, 0 unchanged (6 embedded)\n"
    assert [tool["id"] for tool in ok_json(run(db, "tools", "list", "--json"))] == sorted(MCP_IDS)


def test_tools_add_of_a_missing_path_is_a_usage_error(db: Path, tmp_path: Path) -> None:
    assert run(db, "tools", "add", str(tmp_path / "missing.json")).exit_code == 2


# tools list / show / remove -------------------------------------------------------------------
def test_tools_list_json_gives_every_tool_in_full_ordered_by_id(weather_db: Path) -> None:
    listed = ok_json(run(weather_db, "tools", "list", "--json"))

    assert listed == [stored(item) for item in sorted(weather_items(), key=lambda item: item["id"])]


def test_tools_list_pages_with_limit_and_offset(weather_db: Path) -> None:
    listed = ok_json(run(weather_db, "tools", "list", "--limit", "3", "--offset", "2", "--json"))

    assert [tool["id"] for tool in listed] == sorted(WEATHER)[2:5]


def test_tools_list_with_tags_keeps_tools_carrying_any_of_them(indexed: Path) -> None:
    listed = ok_json(run(indexed, "tools", "list", "--tag", "marine", "--tag", "ALERTS", "--json"))

    assert [tool["id"] for tool in listed] == ["weather.alerts", "weather.marine"]


def test_tools_list_text_prints_one_line_per_tool_with_its_tags_and_description(weather_db: Path) -> None:
    result = run(weather_db, "tools", "list", "--limit", "2")

    first, second = (WEATHER[tool_id] for tool_id in sorted(WEATHER)[:2])
    assert (
        result.stdout.splitlines()
        == [  # tags take at most 24 columns; the description has the rest of 200
            "tool id              tags                      description",
            f"weather.air_quality  weather, air-quality, h…  {first['description']}",
            f"weather.alerts       weather, alerts, safety   {second['description'][:152]}…",
        ]
    )


def test_tools_list_of_an_empty_workspace_says_how_to_add_tools(db: Path) -> None:
    result = run(db, "tools", "list")

    assert (result.exit_code, result.stdout) == (
        0,
        "workspace 'default' has no tools yet; add some with `toolmem tools add PATH`"
        " (or pick another workspace with -w: `toolmem workspaces list`)\n",
    )


def test_tools_show_json_gives_the_whole_tool(weather_db: Path) -> None:
    assert ok_json(run(weather_db, "tools", "show", "weather.current", "--json")) == stored(WEATHER["weather.current"])


def test_tools_show_prints_the_fields_and_the_parameters_as_indented_json(weather_db: Path) -> None:
    result = run(weather_db, "tools", "show", "weather.current")

    tool = WEATHER["weather.current"]
    assert result.stdout == "\n".join(
        [
            "id:          weather.current",
            "name:        get_current_weather",
            "source:      json",
            "tags:        weather, realtime, conditions",
            f"description: {tool['description']}",
            'metadata:    {"namespace": "weather"}',
            "parameters:",
            json.dumps(tool["parameters"], indent=2),
            "",
        ]
    )


def test_tools_show_of_a_missing_id_fails_with_one_line_naming_it(weather_db: Path) -> None:
    result = run(weather_db, "tools", "show", "nope")

    assert (result.exit_code, result.stdout, result.stderr) == (1, "", MISSING_TOOL)


def test_tools_remove_deletes_the_tools_and_names_each_one(weather_db: Path) -> None:
    result = run(weather_db, "tools", "remove", "weather.current", "weather.alerts")

    assert (result.exit_code, result.stdout) == (0, "removed weather.current\nremoved weather.alerts\n")
    listed = ok_json(run(weather_db, "tools", "list", "--json"))
    assert [tool["id"] for tool in listed] == sorted(set(WEATHER) - {"weather.current", "weather.alerts"})


def test_tools_remove_of_a_missing_id_fails_naming_it_and_still_removes_the_others(weather_db: Path) -> None:
    result = run(weather_db, "tools", "remove", "nope", "weather.current")

    assert (result.exit_code, result.stdout, result.stderr) == (1, "removed weather.current\n", MISSING_TOOL)
    assert run(weather_db, "tools", "show", "weather.current").exit_code == 1


# tools search ---------------------------------------------------------------------------------
def test_tools_search_json_gives_each_hit_with_reasons_and_the_full_tool(indexed: Path) -> None:
    hits = ok_json(run(indexed, "tools", "search", "Will it rain in Lisbon tomorrow?", "-k", "3", "--json"))

    first = hits[0]
    assert {key: first[key] for key in ("rank", "id", "score", "tool")} == {
        "rank": 1,
        "id": "weather.forecast_daily",
        "score": api_score(indexed, "Will it rain in Lisbon tomorrow?"),
        "tool": stored(next(item for item in catalogue_items() if item["id"] == "weather.forecast_daily")),
    }
    assert [set(hit) for hit in hits] == [{"rank", "id", "score", "reasons", "tool"}] * 3
    assert [set(hit["reasons"]) for hit in hits] == [{"bm25", "dense"}] * 3


def test_tools_search_filters_by_tags_like_search(indexed: Path) -> None:
    hits = ok_json(
        run(
            indexed,
            "tools",
            "search",
            "weather",
            "--tag",
            "weather",
            "--tag",
            "forecast",
            "--tags-mode",
            "all",
            "--json",
        )
    )

    assert {hit["id"] for hit in hits} == {"weather.forecast_daily", "weather.forecast_hourly"}


def test_tools_search_text_prints_one_line_per_hit(indexed: Path) -> None:
    result = run(indexed, "tools", "search", "Convert 12 miles to kilometres", "-k", "1")

    score = api_score(indexed, "Convert 12 miles to kilometres")
    [tool] = [item for item in catalogue_items() if item["id"] == "utilities.convert_units"]
    assert result.stdout.splitlines() == [
        f"#  {'tool id':<23}  score  description",
        f"1  utilities.convert_units  {score:.3f}  {tool['description'][:164].rstrip()}…",
    ]


def test_tools_search_with_an_empty_query_fails_with_the_library_message(indexed: Path) -> None:
    result = run(indexed, "tools", "search", "  ")

    assert (result.exit_code, result.stderr) == (1, "error: text: must be a non-empty string, got ' '\n")


# tools export ---------------------------------------------------------------------------------
def openai_schema(item: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {"name": item["name"], "description": item["description"], "parameters": item["parameters"]},
    }


def anthropic_schema(item: Mapping[str, Any]) -> dict[str, Any]:
    return {"name": item["name"], "description": item["description"], "input_schema": item["parameters"]}


def mcp_schema(item: Mapping[str, Any]) -> dict[str, Any]:
    return {"name": item["name"], "description": item["description"], "inputSchema": item["parameters"]}


@pytest.mark.parametrize(
    ("export_format", "expected"),
    [("openai", openai_schema), ("anthropic", anthropic_schema), ("mcp", mcp_schema), ("toolmem", stored)],
)
def test_tools_export_prints_the_named_tools_in_the_chosen_format_and_order(
    weather_db: Path, export_format: str, expected: Any
) -> None:
    exported = ok_json(
        run(weather_db, "tools", "export", "--format", export_format, "weather.marine", "weather.current")
    )

    assert exported == [expected(WEATHER["weather.marine"]), expected(WEATHER["weather.current"])]


def test_tools_export_without_ids_prints_every_tool_as_openai_functions(weather_db: Path) -> None:
    exported = ok_json(run(weather_db, "tools", "export"))

    assert exported == [openai_schema(WEATHER[tool_id]) for tool_id in sorted(WEATHER)]


def test_tools_export_with_a_query_prints_the_schemas_of_the_top_hits(indexed: Path) -> None:
    exported = ok_json(
        run(
            indexed,
            "tools",
            "export",
            "--format",
            "anthropic",
            "--query",
            "Will it rain in Lisbon tomorrow?",
            "-k",
            "1",
        )
    )

    forecast = next(item for item in catalogue_items() if item["id"] == "weather.forecast_daily")
    assert exported == [anthropic_schema(forecast)]


def test_tools_export_with_a_query_that_finds_nothing_prints_an_empty_array(db: Path) -> None:
    assert ok_json(run(db, "tools", "export", "--query", "anything")) == []


def test_tools_export_of_a_missing_id_fails_naming_it(weather_db: Path) -> None:
    result = run(weather_db, "tools", "export", "weather.current", "nope")

    assert (result.exit_code, result.stdout, result.stderr) == (1, "", MISSING_TOOL)


@pytest.mark.parametrize(
    "args",
    [
        ["weather.current", "--query", "rain"],
        ["-k", "3"],
        ["--format", "gemini"],
        ["--query", "rain", "-k", "0"],
    ],
)
def test_tools_export_rejects_contradictory_or_invalid_options_as_usage_errors(
    weather_db: Path, args: list[str]
) -> None:
    result = run(weather_db, "tools", "export", *args)

    assert (result.exit_code, result.stdout) == (2, "")


# workspaces, environment and global options ---------------------------------------------------
def test_a_tool_added_in_one_workspace_is_not_found_in_another(db: Path) -> None:
    run(db, "-w", "a", "tools", "add", str(WEATHER_FILE))

    assert run(db, "-w", "b", "tools", "search", "rain tomorrow", "--json").exit_code == 1
    assert ok_json(run(db, "-w", "b", "tools", "list", "--json")) == []
    assert run(db, "-w", "b", "tools", "show", "weather.current").exit_code == 1
    assert ok_json(run(db, "-w", "a", "tools", "show", "weather.current", "--json"))["id"] == "weather.current"


def test_workspaces_list_json_describes_each_workspace_without_creating_one(db: Path) -> None:
    run(db, "-w", "a", "tools", "add", str(WEATHER_FILE))

    [workspace] = ok_json(run(db, "workspaces", "list", "--json"))

    assert isinstance(workspace.pop("created_at"), float)
    assert workspace == {"name": "a", "embedder": "hash:256", "dimensions": 256, "tools": 8}


def test_workspaces_list_text_prints_one_row_per_workspace(db: Path) -> None:
    run(db, "-w", "a", "tools", "add", str(WEATHER_FILE))
    run(db, "-w", "b", "tools", "add", str(MCP_NOTES))

    lines = run(db, "workspaces", "list").stdout.splitlines()

    assert [re.sub(r"\d+s ago$", "Ns ago", line) for line in lines] == [
        "workspace  tools  embedder  created",
        "a              8  hash:256  Ns ago",
        "b              6  hash:256  Ns ago",
    ]


def test_the_database_workspace_and_embedder_come_from_the_environment(db: Path) -> None:
    env = {"TOOLMEM_DB": str(db), "TOOLMEM_WORKSPACE": "envws", "TOOLMEM_EMBEDDER": "hash:64"}
    added = CliRunner().invoke(cli, ["tools", "add", str(WEATHER_FILE)], env=env)

    assert added.exit_code == 0, added.output
    [workspace] = ok_json(run(db, "workspaces", "list", "--json"))
    assert (workspace["name"], workspace["embedder"], workspace["tools"]) == ("envws", "hash:64", 8)


def test_reopening_a_workspace_with_another_embedder_fails_with_one_line(weather_db: Path) -> None:
    result = CliRunner().invoke(cli, ["--db", str(weather_db), "--embedder", "hash:64", "tools", "list"])

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == (
        "error: workspace 'default' was built with embedder 'hash:256', not 'hash:64'; open it with "
        "embedder='hash:256' (or omit the embedder to reuse it), move it to the new one with "
        "`toolmem -w default reindex --embedder 'hash:64'` (Memory.reindex), or use another workspace for 'hash:64'\n"
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--embedder", "nope"], "error: unknown embedder 'nope'; choose one of "),
        (["--embedder", "hash", "-w", "bad name"], "error: invalid workspace name 'bad name': "),
    ],
)
def test_bad_global_options_fail_with_one_error_line_and_no_traceback(
    db: Path, options: list[str], message: str
) -> None:
    result = CliRunner().invoke(cli, ["--db", str(db), *options, "tools", "list"])

    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr.startswith(message)
    assert result.stderr.count("\n") == 1


def test_verbose_changes_nothing_on_stdout(weather_db: Path) -> None:
    quiet = run(weather_db, "tools", "list", "--json")
    verbose = run(weather_db, "-v", "tools", "list", "--json")

    assert (verbose.exit_code, verbose.stdout, verbose.stderr) == (0, quiet.stdout, "")


@pytest.mark.parametrize(
    "args",
    [
        ["search"],
        ["search", "--query", "rain", "--top-k", "0"],
        ["search", "--query", "rain", "--output-format", "xml"],
        ["tools", "search", "rain", "--tags-mode", "some"],
        ["tools", "list", "--limit", "-1"],
        ["tools", "remove"],
        ["tools", "frobnicate"],
    ],
)
def test_usage_errors_exit_with_status_2_and_open_no_database(db: Path, args: list[str]) -> None:
    result = run(db, *args)

    assert (result.exit_code, result.stdout) == (2, "")
    assert not db.exists()


def command_paths(group: click.Group, prefix: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    yield prefix
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            yield from command_paths(command, (*prefix, name))
        else:
            yield (*prefix, name)


@pytest.mark.parametrize("path", list(command_paths(cli)), ids=lambda path: " ".join(("toolmem", *path)))
def test_every_command_has_help_with_an_example_and_opens_no_database(db: Path, path: tuple[str, ...]) -> None:
    result = run(db, *path, "--help")

    assert (result.exit_code, result.stderr) == (0, "")
    assert "Example:\n    toolmem " in result.stdout
    assert not db.exists()


# namespaces, budgets ------------------------------------------------------------------------
def test_two_servers_dumps_with_the_same_tool_names_keep_both_under_their_namespaces(db: Path, tmp_path: Path) -> None:
    tools_list = {"tools": [{"name": "get_me", "description": "The signed-in user.", "inputSchema": {}}]}
    for name in ("spotify", "circleci"):
        (tmp_path / f"{name}.json").write_text(json.dumps(tools_list))

    first = run(db, "tools", "add", str(tmp_path / "spotify.json"))
    second = run(db, "tools", "add", str(tmp_path / "circleci.json"))

    assert first.stdout == "indexed 1 tool from 1 file: 1 added, 0 updated, 0 unchanged (1 embedded)\n"
    # The same text embedded once: the second server's tool shares the first one's vector.
    assert second.stdout == "indexed 1 tool from 1 file: 1 added, 0 updated, 0 unchanged (0 embedded)\n"
    listed = ok_json(run(db, "tools", "list", "--json"))
    assert [(tool["id"], tool["metadata"]["namespace"]) for tool in listed] == [
        ("circleci.get_me", "circleci"),
        ("spotify.get_me", "spotify"),
    ]


def test_tools_add_with_a_namespace_and_replace_drops_the_tools_a_spec_no_longer_has(db: Path, tmp_path: Path) -> None:
    spec = {"openapi": "3.0.3", "info": {"title": "Pets", "version": "1"}, "paths": {}}
    path = tmp_path / "pets.json"
    spec["paths"] = {"/pets": {"get": {"operationId": "listPets"}, "post": {"operationId": "addPet"}}}
    path.write_text(json.dumps(spec))
    run(db, "tools", "add", str(path), "--namespace", "shop")
    spec["paths"] = {"/pets": {"get": {"operationId": "listPets"}}}
    path.write_text(json.dumps(spec))

    result = run(db, "tools", "add", str(path), "--namespace", "shop", "--replace")

    assert result.stdout == "indexed 1 tool from 1 file: 0 added, 0 updated, 1 unchanged, 1 removed (0 embedded)\n"
    assert [tool["id"] for tool in ok_json(run(db, "tools", "list", "--json"))] == ["shop.listPets"]


def test_tools_add_notes_a_webhooks_only_spec_on_stderr(db: Path, tmp_path: Path) -> None:
    path = tmp_path / "events.json"
    webhook = {"post": {"requestBody": {"content": {"application/json": {"schema": {"type": "object"}}}}}}
    path.write_text(
        json.dumps({"openapi": "3.1.0", "info": {"title": "E", "version": "1"}, "webhooks": {"newPet": webhook}})
    )

    result = run(db, "tools", "add", str(path))

    assert (result.exit_code, result.stdout) == (
        0,
        "indexed 0 tools from 1 file: 0 added, 0 updated, 0 unchanged (0 embedded)\n",
    )
    assert result.stderr == (
        f"note: {path}: no operations: the document describes only webhooks (1: newPet), events the API sends "
        "rather than calls an agent can make; no tools\n"
    )


def test_tools_export_reports_names_and_tokens_before_and_after_the_budget(db: Path) -> None:
    schema = {
        "type": "object",
        "properties": {f"p{i}": {"type": "string", "description": "x " * 50} for i in range(30)},
    }
    tool = {"id": "big tool/v1", "name": "big tool/v1", "description": "A large tool.", "parameters": schema}
    run(db, "tools", "add", "-", input=json.dumps([tool]))

    result = run(db, "tools", "export", "big tool/v1", "--budget", "300", "--report")

    [exported] = json.loads(result.stdout)
    assert exported["function"]["name"] == "big_tool_v1"
    assert result.stderr.startswith("big tool/v1: exported as big_tool_v1, 1,838 → ")
    assert result.stderr.endswith(
        " tokens (examples, nested descriptions, long enums, long descriptions, deep objects, optional parameters)\n"
    )
    whole = json.loads(run(db, "tools", "export", "big tool/v1", "--budget", "0").stdout)
    assert whole[0]["function"]["parameters"] == schema
