import json
import time
from pathlib import Path

import pytest
from cli_helpers import library, ok_json, run

import toolmem
from openai_stub import OpenAIStub

TOOLS = [
    {"id": "weather.forecast", "name": "get_forecast", "description": "Weather forecast: rain, wind, temperature."},
    {"id": "finance.fx", "name": "convert_currency", "description": "Convert money from one currency to another."},
]
MISSING_TOOL = "error: no tool 'nope'; workspace 'default' has no such tool (list them with `toolmem tools list`)\n"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "toolmem.db"
    with toolmem.open(str(path), embedder="hash") as mem:
        mem.tools.add(TOOLS)
    return path


def record_history(db: Path) -> None:
    """Three calls at known times through the library: two of the forecast, one failed."""
    with library(db) as mem:
        mem.calls.record_many(
            [
                {
                    "tool_id": "weather.forecast",
                    "request": "rain in Lisbon?",
                    "output": "light rain",
                    "time_cost": 0.25,
                    "token_cost": 10,
                    "created_at": 0.0,
                },
                {
                    "tool_id": "finance.fx",
                    "request": "20 EUR in JPY",
                    "success": False,
                    "error": "HTTP 503",
                    "time_cost": 1.5,
                    "token_cost": 4,
                    "created_at": 60.0,
                },
                {
                    "tool_id": "weather.forecast",
                    "request": "wind in Porto?",
                    "output": "strong wind",
                    "time_cost": 0.75,
                    "token_cost": 20,
                    "created_at": 3600.0,
                },
            ]
        )


# calls record ---------------------------------------------------------------------------------
def test_record_stores_the_call_and_prints_one_line(db: Path) -> None:
    result = run(
        db,
        "calls",
        "record",
        "--tool",
        "weather.forecast",
        "--request",
        "rain in Lisbon?",
        "--input",
        '{"city": "Lisbon"}',
        "--output",
        "light rain",
        "--time-cost",
        "0.21",
        "--token-cost",
        "9",
    )

    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == "recorded call 1 of weather.forecast: success, 0.210 s, 9 tokens\n"
    with library(db) as mem:
        [call] = mem.calls.list()
    assert (call.request, call.input, call.output, call.success, call.time_cost, call.token_cost) == (
        "rain in Lisbon?",
        {"city": "Lisbon"},
        "light rain",
        True,
        0.21,
        9,
    )


def test_record_json_prints_the_stored_call(db: Path) -> None:
    printed = ok_json(
        run(
            db,
            "calls",
            "record",
            "--tool",
            "finance.fx",
            "--input",
            "[1, 2]",
            "--failed",
            "--error",
            "HTTP 503",
            "--json",
        )
    )

    with library(db) as mem:
        [call] = mem.calls.list()
    assert printed == call.to_dict()
    assert (printed["input"], printed["success"], printed["error"], printed["output"]) == (
        [1, 2],
        False,
        "HTTP 503",
        "",
    )


def test_record_reads_the_output_from_a_file_or_stdin(db: Path, tmp_path: Path) -> None:
    (tmp_path / "out.txt").write_text("rates: 1 EUR = 170 JPY\n", encoding="utf-8")

    from_file = ok_json(
        run(db, "calls", "record", "--tool", "finance.fx", "--output-file", str(tmp_path / "out.txt"), "--json")
    )
    from_stdin = ok_json(
        run(db, "calls", "record", "--tool", "finance.fx", "--output-file", "-", "--json", input="piped output")
    )

    assert (from_file["output"], from_stdin["output"]) == ("rates: 1 EUR = 170 JPY\n", "piped output")


def test_record_with_max_output_tokens_stores_it_capped_and_keeps_the_whole_output(db: Path) -> None:
    listing = json.dumps(list(range(2000)))

    printed = ok_json(
        run(db, "calls", "record", "--tool", "finance.fx", "--output", listing, "--max-output-tokens", "50", "--json")
    )

    assert printed["output"] == toolmem.truncate_output(listing, 50)
    with library(db) as mem:
        assert mem.calls.output(printed["output_handle"]) == listing


def test_record_counts_the_tokens_when_not_given(db: Path) -> None:
    printed = ok_json(
        run(
            db,
            "calls",
            "record",
            "--tool",
            "finance.fx",
            "--input",
            '{"amount": 20}',
            "--output",
            "3,400 JPY",
            "--json",
        )
    )

    assert printed["token_cost"] == toolmem.count_tokens('{"amount": 20}') + toolmem.count_tokens("3,400 JPY")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--input", "{bad"], "Invalid value for '--input': invalid JSON"),
        (["--output", "x", "--output-file", "-"], "give --output or --output-file, not both"),
        (["--error", "HTTP 503"], "--error describes a failed call: add --failed"),
        (["--time-cost", "-1"], "Invalid value for '--time-cost'"),
        (["--token-cost", "1.5"], "Invalid value for '--token-cost'"),
        (["--max-output-tokens", "8"], "Invalid value for '--max-output-tokens'"),
    ],
)
def test_record_with_a_bad_option_is_a_usage_error_and_records_nothing(db: Path, args: list[str], message: str) -> None:
    result = run(db, "calls", "record", "--tool", "finance.fx", *args)

    assert (result.exit_code, result.stdout) == (2, "")
    assert message in result.stderr
    with library(db) as mem:
        assert mem.calls.list() == []


def test_record_without_a_tool_is_a_usage_error(db: Path) -> None:
    result = run(db, "calls", "record", "--output", "x")

    assert result.exit_code == 2
    assert "Missing option '--tool'" in result.stderr


def test_record_of_an_unknown_tool_fails_with_one_line(db: Path) -> None:
    result = run(db, "calls", "record", "--tool", "nope", "--json")

    assert (result.exit_code, result.stdout, result.stderr) == (1, "", MISSING_TOOL)


# calls list -----------------------------------------------------------------------------------
def test_list_json_gives_the_kept_calls_newest_first(db: Path) -> None:
    record_history(db)

    listed = ok_json(run(db, "calls", "list", "--json"))

    with library(db) as mem:
        assert listed == [call.to_dict() for call in mem.calls.list()]
    assert [(call["tool_id"], call["created_at"]) for call in listed] == [
        ("weather.forecast", 3600.0),
        ("finance.fx", 60.0),
        ("weather.forecast", 0.0),
    ]


@pytest.mark.parametrize(
    ("args", "created"),
    [
        (["--tool", "weather.forecast"], [3600.0, 0.0]),
        (["--failed"], [60.0]),
        (["--succeeded"], [3600.0, 0.0]),
        (["--limit", "1", "--offset", "1"], [60.0]),
        (["--tool", "finance.fx", "--succeeded"], []),
    ],
)
def test_list_filters_by_tool_and_outcome_and_pages(db: Path, args: list[str], created: list[float]) -> None:
    record_history(db)

    listed = ok_json(run(db, "calls", "list", *args, "--json"))

    assert [call["created_at"] for call in listed] == created


def test_list_prints_one_line_per_call_with_the_request_or_the_error(db: Path) -> None:
    record_history(db)

    result = run(db, "calls", "list")

    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.splitlines() == [  # calls over 30 days old show their date
        "id  tool id           when        outcome  secs  tokens  request or error",
        " 3  weather.forecast  1970-01-01  ok       0.75      20  wind in Porto?",
        " 2  finance.fx        1970-01-01  failed   1.50       4  error: HTTP 503",
        " 1  weather.forecast  1970-01-01  ok       0.25      10  rain in Lisbon?",
    ]


def test_list_says_how_long_ago_recent_calls_were_made(db: Path) -> None:
    now = time.time()
    with library(db) as mem:
        mem.calls.record_many([{"tool_id": "finance.fx", "created_at": now - hours * 3600} for hours in (50, 3)])

    lines = run(db, "calls", "list").stdout.splitlines()

    assert [line.split()[2:4] for line in lines[1:]] == [["3h", "ago"], ["2d", "ago"]]


def test_list_without_calls_says_so(db: Path) -> None:
    assert run(db, "calls", "list").stdout == "no calls\n"
    assert ok_json(run(db, "calls", "list", "--json")) == []


# calls stats ----------------------------------------------------------------------------------
def test_stats_json_is_the_library_statistics(db: Path) -> None:
    record_history(db)

    printed = ok_json(run(db, "calls", "stats", "weather.forecast", "--json"))

    with library(db) as mem:
        assert printed == mem.calls.stats("weather.forecast").to_dict()
    assert (printed["calls"], printed["successes"], printed["avg_time_cost"], printed["window"]) == (2, 2, 0.5, None)


def test_stats_of_the_recent_calls_cover_only_them(db: Path) -> None:
    record_history(db)

    printed = ok_json(run(db, "calls", "stats", "weather.forecast", "--recent", "1", "--json"))

    assert (printed["calls"], printed["avg_time_cost"], printed["window"]) == (1, 0.75, 1)


def test_stats_prints_a_table_of_metrics(db: Path) -> None:
    record_history(db)

    result = run(db, "calls", "stats", "finance.fx")

    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.splitlines() == [
        "metric        value",
        "tool id       finance.fx",
        "window        all calls",
        "calls         1",
        "successes     0",
        "success rate  0.0%",
        "time avg (s)  1.500",
        "time p50 (s)  1.500",
        "time p95 (s)  1.500",
        "tokens avg    4.0",
        "last error    HTTP 503",
        "first seen    1970-01-01 00:01:00 UTC",
        "last seen     1970-01-01 00:01:00 UTC",
    ]


def test_stats_of_an_unknown_tool_fails_with_one_line(db: Path) -> None:
    result = run(db, "calls", "stats", "nope")

    assert (result.exit_code, result.stdout, result.stderr) == (1, "", MISSING_TOOL)


def test_stats_with_a_window_of_zero_is_a_usage_error(db: Path) -> None:
    assert run(db, "calls", "stats", "finance.fx", "--recent", "0").exit_code == 2


# guidelines -----------------------------------------------------------------------------------
def test_guidelines_without_a_chat_model_are_a_statistical_summary(db: Path) -> None:
    record_history(db)

    printed = ok_json(run(db, "guidelines", "finance.fx", "--json"))

    with library(db) as mem:
        stored = mem.store.calls("default").guidelines("finance.fx")
    assert stored is not None
    assert printed == stored.to_dict()
    assert (printed["source"], printed["calls_seen"]) == ("statistics", 1)
    assert printed["text"].startswith("Statistical summary (no LLM configured): 'convert_currency' (finance.fx)")


def test_guidelines_print_their_text(db: Path) -> None:
    record_history(db)
    text = ok_json(run(db, "guidelines", "finance.fx", "--json"))["text"]

    assert run(db, "guidelines", "finance.fx").stdout == text + "\n"


def test_guidelines_are_written_by_the_chat_model_the_environment_names(db: Path, stub: OpenAIStub) -> None:
    record_history(db)
    stub.replies.extend(["Retry on HTTP 503.", "Check the currency codes."])
    env = {"TOOLMEM_LLM_MODEL": "stub-model", "TOOLMEM_LLM_BASE_URL": stub.url, "OPENAI_API_KEY": "test"}

    first = ok_json(run(db, "guidelines", "finance.fx", "--json", env=env))
    reused = ok_json(run(db, "guidelines", "finance.fx", "--json", env=env))
    forced = ok_json(run(db, "guidelines", "finance.fx", "--force", "--json", env=env))

    assert (first["source"], first["text"].split("\n\n")[0]) == ("llm:stub-model", "Retry on HTTP 503.")
    assert reused == first
    assert forced["text"].split("\n\n")[0] == "Check the currency codes."
    assert [request.body["model"] for request in stub.chat_requests] == ["stub-model", "stub-model"]


def test_guidelines_of_an_unknown_tool_fail_with_one_line(db: Path) -> None:
    result = run(db, "guidelines", "nope")

    assert (result.exit_code, result.stdout, result.stderr) == (1, "", MISSING_TOOL)


# help -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "command", [["calls"], ["calls", "record"], ["calls", "list"], ["calls", "stats"], ["guidelines"]]
)
def test_every_command_help_has_an_example(db: Path, command: list[str]) -> None:
    result = run(db, *command, "--help")

    assert result.exit_code == 0
    assert "Example:\n" in result.stdout
