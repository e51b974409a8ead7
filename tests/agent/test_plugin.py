import datetime
import inspect
import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import toolmem
from toolmem.agent.plugin import current_request, plugin_tool, request_context
from toolmem.errors import ConfigError
from toolmem.memory import Memory
from toolmem.records import Call, Tool, content_hash
from toolmem.text.tokens import count_tokens
from toolmem.text.truncate import truncate_output


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "toolmem.db"), embedder="hash") as opened:
        yield opened


def flights(origin: str, destination: str, limit: int = 300) -> list[dict[str, Any]]:
    """Find flights between two airports.

    Args:
        origin: the departure airport code.
        destination: the arrival airport code.
        limit: the most flights to list.
    """
    return [{"flight": f"TP{i}", "from": origin, "to": destination} for i in range(limit)]


def recorded(mem: Memory) -> list[Call]:
    """The calls recorded so far, oldest first."""
    return mem.calls.list()[::-1]


def test_a_call_is_recorded_with_its_request_arguments_timing_and_full_output(mem: Memory) -> None:
    search = plugin_tool(mem, max_output_tokens=60)(flights)
    full = json.dumps(flights("LIS", "OPO"), ensure_ascii=False)

    with request_context("flights from Lisbon to Porto"):
        text = search("LIS", destination="OPO")

    [call] = recorded(mem)
    arguments = {"origin": "LIS", "destination": "OPO", "limit": 300}
    assert text == truncate_output(full, 60)
    assert count_tokens(text) <= 60 < count_tokens(full)
    assert call == Call(
        id=1,
        tool_id="flights",
        request="flights from Lisbon to Porto",
        input=arguments,
        output=text,
        success=True,
        time_cost=call.time_cost,
        token_cost=count_tokens(json.dumps(arguments, sort_keys=True)) + count_tokens(full),
        created_at=call.created_at,
        content_hash=call.content_hash,
        output_handle=content_hash({"output": full}),
    )
    assert mem.calls.output(content_hash({"output": full})) == full


def test_the_recorded_time_covers_the_whole_call(mem: Memory) -> None:
    inside: list[float] = []

    @plugin_tool(mem)
    def total(n: int) -> int:
        """Add the numbers below n."""
        start = time.perf_counter()
        result = sum(range(n))
        inside.append(time.perf_counter() - start)
        return result

    assert total(200_000) == str(sum(range(200_000)))
    assert recorded(mem)[0].time_cost >= inside[0] > 0


def test_a_string_result_is_returned_as_it_is_and_other_results_as_json(mem: Memory) -> None:
    @plugin_tool(mem)
    def sky(city: str) -> str:
        """The sky over a city."""
        return f"light rain over {city}"

    @plugin_tool(mem)
    def reading(city: str) -> dict[str, Any]:
        """A weather reading for a city."""
        return {"city": city, "mm": 2.5, "sky": "rain", "note": "pluie fine"}

    assert sky("Lisbon") == "light rain over Lisbon"
    assert reading("Lisbon") == '{"city": "Lisbon", "mm": 2.5, "sky": "rain", "note": "pluie fine"}'
    assert [(call.output, call.output_handle) for call in recorded(mem)] == [
        ("light rain over Lisbon", None),
        ('{"city": "Lisbon", "mm": 2.5, "sky": "rain", "note": "pluie fine"}', None),
    ]


def test_an_exception_is_recorded_as_a_failure_and_raised_unchanged(mem: Memory) -> None:
    problem = LookupError("no airport with code 'XXX'")

    @plugin_tool(mem)
    def airport(code: str) -> str:
        """Look up an airport by its code."""
        raise problem

    with request_context("where is XXX?"), pytest.raises(LookupError) as caught:
        airport("XXX")

    [call] = recorded(mem)
    assert caught.value is problem
    assert call == Call(
        id=1,
        tool_id="airport",
        request="where is XXX?",
        input={"code": "XXX"},
        output="",
        success=False,
        error="LookupError: no airport with code 'XXX'",
        time_cost=call.time_cost,
        token_cost=count_tokens('{"code": "XXX"}'),
        created_at=call.created_at,
        content_hash=call.content_hash,
    )
    assert mem.calls.stats("airport").last_error == "LookupError: no airport with code 'XXX'"


def test_the_function_joins_the_catalogue_with_the_schema_from_its_signature(mem: Memory) -> None:
    search = plugin_tool(mem, tags=["travel"])(flights)

    stored = mem.tools.get("flights")
    assert stored == toolmem.tool_of(search) == toolmem.tool_from_callable(flights, tags=["travel"])
    assert stored == Tool(
        id="flights",
        name="flights",
        description="Find flights between two airports.",
        parameters={
            "type": "object",
            "properties": {
                "origin": {"type": "string", "description": "the departure airport code."},
                "destination": {"type": "string", "description": "the arrival airport code."},
                "limit": {"type": "integer", "description": "the most flights to list.", "default": 300},
            },
            "required": ["origin", "destination"],
        },
        tags=("travel",),
        source="python",
        metadata={"module": __name__, "qualname": "flights"},
    )
    assert [hit.id for hit in mem.tools.search("find flights between airports", k=1)] == ["flights"]


def test_the_id_name_and_description_can_be_given(mem: Memory) -> None:
    @plugin_tool(mem, id="travel.flights", name="search_flights", description="Flights between airports.")
    def find(origin: str) -> str:
        """Ignored docstring."""
        return origin

    find("LIS")

    tool = mem.tools.get("travel.flights")
    assert (tool.name, tool.description) == ("search_flights", "Flights between airports.")
    assert recorded(mem)[0].tool_id == "travel.flights"


def test_the_wrapper_keeps_the_name_docstring_and_signature(mem: Memory) -> None:
    search = plugin_tool(mem)(flights)

    assert (search.__name__, search.__doc__, search.__wrapped__) == ("flights", flights.__doc__, flights)  # type: ignore[attr-defined]
    assert inspect.signature(search) == inspect.signature(flights)


def test_arguments_that_are_not_json_are_recorded_as_text(mem: Memory) -> None:
    @plugin_tool(mem)
    def agenda(day: datetime.date, *topics: str) -> str:
        """Meetings of a day."""
        return "none"

    agenda(datetime.date(2025, 1, 2), "budget", "hiring")

    assert recorded(mem)[0].input == {"day": "2025-01-02", "topics": ["budget", "hiring"]}


def test_a_circular_argument_is_recorded_as_its_repr(mem: Memory) -> None:
    @plugin_tool(mem)
    def size(items: list[Any]) -> int:
        """Count items."""
        return len(items)

    loop: list[Any] = [1]
    loop.append(loop)

    assert size(loop) == "2"
    assert recorded(mem)[0].input == {"items": "[1, [...]]"}


# request context ------------------------------------------------------------------------------
def test_request_context_names_the_request_for_the_block_only(mem: Memory) -> None:
    @plugin_tool(mem)
    def echo(text: str) -> str:
        """Echo a text."""
        return text

    assert current_request() == ""
    with request_context("first request") as named:
        assert (named, current_request()) == ("first request", "first request")
        echo("a")
    echo("b")

    assert [call.request for call in recorded(mem)] == ["first request", ""]
    assert current_request() == ""


def test_nested_request_contexts_restore_the_outer_request(mem: Memory) -> None:
    @plugin_tool(mem)
    def echo(text: str) -> str:
        """Echo a text."""
        return text

    with request_context("outer"):
        echo("1")
        with request_context("inner"):
            echo("2")
        echo("3")
        with pytest.raises(RuntimeError), request_context("failing"):
            raise RuntimeError("the agent gave up")
        echo("4")
    echo("5")

    assert [(call.request, call.input["text"]) for call in recorded(mem)] == [
        ("outer", "1"),
        ("inner", "2"),
        ("outer", "3"),
        ("outer", "4"),
        ("", "5"),
    ]


def test_a_request_that_is_not_text_is_a_validation_error() -> None:
    with pytest.raises(toolmem.errors.ValidationError), request_context(42):  # type: ignore[arg-type]
        pass


# failures of the decorator and of recording ---------------------------------------------------
@pytest.mark.parametrize("cap", [15, 0, True])
def test_a_cap_below_sixteen_tokens_is_refused_when_decorating(mem: Memory, cap: int) -> None:
    with pytest.raises(ConfigError):
        plugin_tool(mem, max_output_tokens=cap)


def test_a_coroutine_function_is_refused(mem: Memory) -> None:
    async def fetch(url: str) -> str:
        """Fetch a page."""
        return url

    with pytest.raises(ConfigError):
        plugin_tool(mem)(fetch)
    assert mem.tools.list() == []


def test_a_call_that_cannot_be_recorded_still_returns_and_logs_a_warning(
    mem: Memory, caplog: pytest.LogCaptureFixture
) -> None:
    @plugin_tool(mem)
    def echo(text: str) -> str:
        """Echo a text."""
        return text

    mem.tools.remove("echo")

    with caplog.at_level(logging.WARNING, logger="toolmem"):
        assert echo("still works") == "still works"

    assert mem.calls.list() == []
    assert [record.getMessage() for record in caplog.records] == [
        "call of tool 'echo' not recorded: no tool 'echo'; workspace 'default' has no such tool"
        " (list them with `toolmem tools list`)"
    ]


def test_an_output_over_the_size_limit_is_recorded_capped(mem: Memory) -> None:
    mem.calls.max_payload_bytes = 500
    search = plugin_tool(mem, max_output_tokens=60)(flights)

    text = search("LIS", "OPO")

    [call] = recorded(mem)
    assert (call.output, call.output_handle) == (text, None)
