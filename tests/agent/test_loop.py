"""The agent: plan cache first, tool search and a function-calling model second, every call remembered.

The model is a real :class:`ChatModel` talking to the local OpenAI stub server (no network), or the
offline :class:`RecordedModel`; the tools are the real demo tools; the memory is real SQLite with
the ``hash`` embedder.
"""

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

import toolmem
from openai_stub import OpenAIStub, ToolCall, ToolCalls, scrub_environment
from toolmem.agent.demo_tools import DEMO_TOOLS, calculate, weather_forecast
from toolmem.agent.loop import SYSTEM_PROMPT, Agent, AgentResult, RecordedModel
from toolmem.errors import ConfigError, LLMError, PlanNotFoundError
from toolmem.llm import ChatModel
from toolmem.memory import Memory
from toolmem.records import Step
from toolmem.tools.export import to_openai
from toolmem.tools.ingest.python import tool_of

RECORDING = Path(__file__).resolve().parents[2] / "examples" / "agent" / "recording.json"
PARIS = "What is the weather in Paris tomorrow?"
LONDON = "What is the weather in London tomorrow?"
WIDGETS = "How many widgets do we have in stock?"
PARIS_TIME = "What time is it in Europe/Paris?"
NO_PLAN = "No stored plan fits this request and no model is configured to plan one."


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[Memory]:
    with toolmem.open(str(tmp_path / "a.db"), embedder="hash") as memory:
        yield memory


@pytest.fixture
def model(stub: OpenAIStub) -> Iterator[ChatModel]:
    # no retries: a request the test did not script fails at once instead of three times
    chat = ChatModel("stub-model", base_url=stub.url, api_key="test", max_retries=0)
    yield chat
    chat.close()


def forecast_turns(city: str, answer: str) -> list[ToolCalls | str]:
    """What a model says for "weather in <city> tomorrow": call the forecast, then answer."""
    return [ToolCalls.of("weather_forecast", {"city": city, "day": "tomorrow"}), answer]


def forecast_step(city: str) -> Step:
    arguments = {"city": city, "day": "tomorrow"}
    return Step(tool_id="weather.forecast", arguments=arguments, observation=weather_forecast(**arguments))


# planning and replaying ------------------------------------------------------------------------


def test_a_plan_that_keeps_failing_is_evicted_and_the_request_is_planned_afresh(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend(forecast_turns("Paris", "Paris will be fine tomorrow."))

    planned = agent.run(PARIS)

    assert (planned.cached, planned.model_turns, len(stub.chat_requests)) == (False, 2, 2)
    assert planned.plan_id is not None
    assert mem.plans.get(planned.plan_id).steps == (forecast_step("Paris"), Step(answer="Paris will be fine tomorrow."))

    replayed = agent.run(PARIS)

    assert replayed == AgentResult(
        request=PARIS,
        answer=weather_forecast("Paris", "tomorrow"),
        steps=(forecast_step("Paris"),),
        cached=True,
        plan_id=planned.plan_id,
        similarity=replayed.similarity,
        slots={},
    )
    assert replayed.similarity == pytest.approx(1.0)
    assert len(stub.chat_requests) == 2  # the hit asked no model

    scores = []
    while (plan := agent.feedback(False)) is not None:
        scores.append(round(plan.score, 3))

    assert scores == [0.7, 0.49, 0.343, 0.24]
    with pytest.raises(PlanNotFoundError):
        mem.plans.get(planned.plan_id)
    assert len(mem.plans) == 0

    stub.replies.extend(
        [
            ToolCalls.of("current_time", {"timezone": "Europe/Paris"}),
            *forecast_turns("Paris", "Checked the date, then the forecast."),
        ]
    )
    replanned = agent.run(PARIS)

    assert (replanned.cached, replanned.model_turns, len(stub.chat_requests)) == (False, 3, 5)
    assert replanned.plan_id is not None
    assert replanned.plan_id != planned.plan_id
    assert [plan.id for plan in mem.plans.list()] == [replanned.plan_id]
    assert [step.tool_id for step in mem.plans.get(replanned.plan_id).steps] == ["time.now", "weather.forecast", None]

    again = agent.run(PARIS)

    assert (again.cached, again.plan_id, len(stub.chat_requests)) == (True, replanned.plan_id, 5)


def test_an_evicted_plan_planned_again_the_same_way_starts_afresh_and_answers_the_next_request(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend(forecast_turns("Paris", "Cloudy."))
    first = agent.run(PARIS)
    agent.run(LONDON)
    while agent.feedback(False) is not None:
        pass
    stub.replies.extend(forecast_turns("Paris", "Cloudy."))

    again = agent.run(PARIS)
    london = agent.run(LONDON)

    assert (again.cached, again.plan_id) == (False, first.plan_id)  # same request, same calls: same id
    assert again.plan_id is not None
    plan = mem.plans.get(again.plan_id)
    assert (plan.score, plan.successes, plan.failures) == (1.0, 0, 0)
    assert (london.cached, london.plan_id, dict(london.slots)) == (True, first.plan_id, {"Paris": "London"})
    assert len(stub.chat_requests) == 4


def test_a_similar_request_replays_the_plan_with_its_own_city_in_the_slot(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend(forecast_turns("Paris", "Here is tomorrow's forecast for Paris."))
    paris = agent.run(PARIS)

    london = agent.run(LONDON)

    assert london == AgentResult(
        request=LONDON,
        answer=weather_forecast("London", "tomorrow"),
        steps=(forecast_step("London"),),
        cached=True,
        plan_id=paris.plan_id,
        similarity=london.similarity,
        slots={"Paris": "London"},
    )
    assert london.similarity == pytest.approx(1.0)  # the two requests with their values masked are one
    assert len(stub.chat_requests) == 2  # both for Paris, none for London


def test_the_model_is_offered_the_top_k_searched_tools_and_sees_each_observation(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS, top_k=2)
    stub.replies.extend(forecast_turns("Paris", "Cloudy."))

    agent.run(PARIS)

    first, second = (request.body for request in stub.chat_requests)
    searched = [to_openai(hit.tool) for hit in mem.tools.search(PARIS, k=2)]
    assert [tool["function"]["name"] for tool in first["tools"]] == ["weather_forecast", "check_stock"]
    assert first["tools"] == second["tools"] == searched
    assert first["messages"] == [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": PARIS}]
    assert second["messages"][2:] == [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1_0",
                    "type": "function",
                    "function": {"name": "weather_forecast", "arguments": '{"city": "Paris", "day": "tomorrow"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_1_0", "content": weather_forecast("Paris", "tomorrow")},
    ]


def test_every_tool_call_planned_or_replayed_is_recorded_in_experience_memory(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend(forecast_turns("Paris", "Done."))

    agent.run(PARIS)
    agent.run(LONDON)

    stats = mem.calls.stats("weather.forecast")
    assert (stats.calls, stats.successes) == (2, 2)
    assert [(call.request, call.input, call.output, call.success) for call in mem.calls.list("weather.forecast")] == [
        (LONDON, {"city": "London", "day": "tomorrow"}, weather_forecast("London", "tomorrow"), True),
        (PARIS, {"city": "Paris", "day": "tomorrow"}, weather_forecast("Paris", "tomorrow"), True),
    ]


def test_a_tool_that_raises_is_an_error_observation_for_the_model_and_is_left_out_of_the_plan(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend(
        [
            ToolCalls.of("current_time", {"timezone": "Mars/Olympus"}),
            *forecast_turns("Paris", "Tomorrow's forecast for Paris, whatever the time on Mars."),
        ]
    )

    result = agent.run(PARIS)

    error = "error: ValueError: unknown time zone 'Mars/Olympus'"
    assert stub.chat_requests[1].body["messages"][-1] == {"role": "tool", "tool_call_id": "call_1_0", "content": error}
    assert result.plan_id is not None
    assert mem.plans.get(result.plan_id).steps == (
        forecast_step("Paris"),
        Step(answer="Tomorrow's forecast for Paris, whatever the time on Mars."),
    )
    [failed] = mem.calls.list("time.now")
    assert (failed.success, failed.error, failed.input) == (
        False,
        "ValueError: unknown time zone 'Mars/Olympus'",
        {"timezone": "Mars/Olympus"},
    )


def test_a_replayed_step_that_raises_penalises_the_plan_and_the_request_is_planned_again(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend([ToolCalls.of("current_time", {"timezone": "Europe/Paris"}), "That is the time in Paris."])
    stored = agent.run(PARIS_TIME).plan_id
    assert stored is not None
    stub.replies.append("There is no time zone called Mars/Olympus.")

    result = agent.run("What time is it in Mars/Olympus?")

    assert (result.cached, result.failed_replay, result.model_turns) == (False, stored, 1)
    assert result.answer == "There is no time zone called Mars/Olympus."
    assert len(stub.chat_requests) == 3
    penalised = mem.plans.get(stored)
    assert (round(penalised.score, 3), penalised.failures) == (0.7, 1)
    [failed, _] = mem.calls.list("time.now")
    assert (failed.request, failed.input, failed.success) == (
        "What time is it in Mars/Olympus?",
        {"timezone": "Mars/Olympus"},
        False,
    )


def test_max_steps_bounds_a_model_that_never_stops_calling_tools(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS, max_steps=3)
    stub.chat = lambda body: ToolCalls.of("calculate", {"expression": "1 + 1"})

    result = agent.run("What is 1 + 1?")

    assert (result.answer, result.plan_id, result.model_turns) == (
        "Stopped after 3 model turns without an answer.",
        None,
        3,
    )
    assert len(stub.chat_requests) == 3
    assert len(mem.plans) == 0
    assert mem.calls.stats("math.calculate").calls == 3
    assert agent.feedback(True) is None  # nothing was stored to reward


def test_a_function_the_model_invents_is_answered_with_an_error_observation(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend([ToolCalls.of("launch_rocket", {"target": "Mars"}), "I cannot launch rockets."])

    result = agent.run("Launch a rocket to Mars")

    assert stub.chat_requests[1].body["messages"][-1] == {
        "role": "tool",
        "tool_call_id": "call_1_0",
        "content": "error: there is no tool named 'launch_rocket'",
    }
    assert result.steps == (Step(answer="I cannot launch rockets."),)
    assert mem.calls.list() == []


def test_arguments_that_are_not_json_are_an_llm_error_and_nothing_is_stored(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.append(ToolCalls((ToolCall("weather_forecast", '{"city": "Par'),)))

    with pytest.raises(LLMError) as caught:
        agent.run(PARIS)

    assert str(caught.value) == (
        f"chat model 'stub-model' at {stub.url} called 'weather_forecast' with arguments that are not JSON"
    )
    assert (len(mem.plans), mem.calls.list()) == (0, [])


def test_without_a_model_the_agent_answers_only_from_the_plan_cache(mem: Memory) -> None:
    agent = Agent(mem, None, DEMO_TOOLS)
    plan_id = mem.plans.store(PARIS, [forecast_step("Paris"), Step(answer="Here is the forecast.")])

    london = agent.run(LONDON)
    widgets = agent.run(WIDGETS)

    assert (london.cached, london.plan_id, london.answer) == (True, plan_id, weather_forecast("London", "tomorrow"))
    assert widgets == AgentResult(request=WIDGETS, answer=NO_PLAN, steps=(), cached=False, plan_id=None)
    assert agent.feedback(True) is None


def test_a_plan_whose_tool_changed_is_not_replayed_and_the_request_is_planned_again(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    stub.replies.extend(forecast_turns("Paris", "Cloudy in Paris."))
    old = agent.run(PARIS).plan_id
    assert old is not None
    changed = dataclasses.replace(tool_of(weather_forecast), description="Forecast sky, temperature and pollen.")
    mem.tools.add([changed])
    stub.replies.extend(forecast_turns("Paris", "Cloudy in Paris, little pollen."))

    result = agent.run(PARIS)

    assert (result.cached, result.model_turns, len(stub.chat_requests)) == (False, 2, 4)
    assert stub.chat_requests[2].body["tools"][0]["function"]["description"] == "Forecast sky, temperature and pollen."
    with pytest.raises(PlanNotFoundError):
        mem.plans.get(old)
    assert [plan.id for plan in mem.plans.list()] == [result.plan_id]


def test_the_model_sees_top_k_of_the_agent_s_own_tools_when_the_catalogue_holds_others(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    # Agent's docstring: "top_k: how many tools the model sees per request". Tools of the catalogue
    # the agent has no function for cannot be called, so they must not take the model's places.
    mem.tools.add(
        [
            {"id": "acme.daily", "name": "daily_weather", "description": "Daily weather forecast for a city tomorrow."},
            {"id": "acme.hourly", "name": "hourly_weather", "description": "Hourly weather forecast for a city."},
        ]
    )
    agent = Agent(mem, model, DEMO_TOOLS, top_k=2)
    stub.replies.extend(forecast_turns("Paris", "Cloudy."))

    result = agent.run(PARIS)

    offered = [tool["function"]["name"] for tool in stub.chat_requests[0].body.get("tools", [])]
    assert (len(offered), offered[:1]) == (2, ["weather_forecast"])
    assert result.steps == (forecast_step("Paris"), Step(answer="Cloudy."))


def test_calls_asked_for_in_one_turn_are_all_run_in_order_and_stored(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    both = ToolCalls(
        (
            ToolCall("weather_forecast", {"city": "Paris", "day": "tomorrow"}, id="a"),
            ToolCall("weather_forecast", {"city": "Rome", "day": "tomorrow"}, id="b"),
        )
    )
    stub.replies.extend([both, "Paris and Rome tomorrow."])

    result = agent.run("Weather in Paris and Rome tomorrow?")

    assert stub.chat_requests[1].body["messages"][-2:] == [
        {"role": "tool", "tool_call_id": "a", "content": weather_forecast("Paris", "tomorrow")},
        {"role": "tool", "tool_call_id": "b", "content": weather_forecast("Rome", "tomorrow")},
    ]
    assert result.steps == (forecast_step("Paris"), forecast_step("Rome"), Step(answer="Paris and Rome tomorrow."))
    assert result.plan_id is not None
    assert mem.plans.get(result.plan_id).steps == result.steps


@toolmem.tool(id="logs.read", tags=["logs"])
def read_logs(service: str) -> str:
    """Read the recent log lines of a service."""
    return "\n".join(f"{service} line {number}: request served in 12 ms" for number in range(3000))


def test_a_long_observation_is_cut_for_the_model_but_recorded_whole(
    stub: OpenAIStub, mem: Memory, model: ChatModel
) -> None:
    agent = Agent(mem, model, [read_logs])
    stub.replies.extend([ToolCalls.of("read_logs", {"service": "api"}), "The api is healthy."])

    agent.run("Read the api logs")

    whole = read_logs("api")
    sent = stub.chat_requests[1].body["messages"][-1]["content"]
    assert sent == toolmem.truncate_output(whole, 2_000)
    assert len(sent) < len(whole)
    assert [call.output for call in mem.calls.list("logs.read")] == [whole]


def test_feedback_rewards_the_plan_behind_the_last_answer(stub: OpenAIStub, mem: Memory, model: ChatModel) -> None:
    agent = Agent(mem, model, DEMO_TOOLS)
    assert agent.feedback(True) is None  # nothing answered yet
    stub.replies.extend(forecast_turns("Paris", "Cloudy."))
    agent.run(PARIS)
    agent.feedback(False)

    rewarded = agent.feedback(True)

    assert rewarded is not None
    assert (round(rewarded.score, 3), rewarded.successes, rewarded.failures) == (0.79, 1, 1)


def test_the_agent_s_own_functions_are_added_to_the_catalogue(mem: Memory) -> None:
    Agent(mem, None, DEMO_TOOLS)

    assert sorted(tool.id for tool in mem.tools.list()) == [
        "inventory.add",
        "inventory.check",
        "math.calculate",
        "time.now",
        "weather.forecast",
    ]


def test_an_empty_request_or_non_positive_bounds_are_refused(mem: Memory) -> None:
    with pytest.raises(ConfigError, match="max_steps and top_k must be positive, got 0 and 5"):
        Agent(mem, None, DEMO_TOOLS, max_steps=0)
    with pytest.raises(ConfigError, match="request: must be a non-empty string"):
        Agent(mem, None, DEMO_TOOLS).run("  ")


# the recorded model ----------------------------------------------------------------------------


def test_the_recorded_demo_heals_itself_offline(mem: Memory) -> None:
    agent = Agent(mem, RecordedModel(RECORDING), DEMO_TOOLS)

    paris = agent.run(PARIS)
    london = agent.run(LONDON)
    evicted = [agent.feedback(False) for _ in range(5)]
    replanned = agent.run(LONDON)
    again = agent.run(LONDON)

    assert (paris.cached, paris.model_turns, paris.answer) == (False, 2, "Here is tomorrow's forecast for Paris.")
    assert (london.cached, london.plan_id, dict(london.slots)) == (True, paris.plan_id, {"Paris": "London"})
    assert london.steps == (forecast_step("London"),)
    assert [plan is None for plan in evicted] == [False, False, False, False, True]
    assert (replanned.cached, replanned.model_turns) == (False, 3)
    assert replanned.answer == "Checked the local date first, then tomorrow's London forecast."
    assert [step.tool_id for step in replanned.steps] == ["time.now", "weather.forecast", None]
    assert (again.cached, again.plan_id) == (True, replanned.plan_id)


def test_the_recorded_model_matches_requests_ignoring_case_and_spacing() -> None:
    recorded = RecordedModel({"What is 17 times 23?": [{"content": "391"}]})

    turn = recorded.respond(
        [{"role": "system", "content": "x"}, {"role": "user", "content": "  what is 17 TIMES 23? "}]
    )

    assert turn.content == "391"


def test_the_recorded_model_replays_calls_in_order_then_says_when_it_has_nothing(mem: Memory) -> None:
    agent = Agent(mem, RecordedModel(RECORDING), DEMO_TOOLS)

    sum_ = agent.run("What is 17 times 23?")
    unknown = agent.run("Book me a flight to Lisbon")

    assert sum_.steps == (
        Step(tool_id="math.calculate", arguments={"expression": "17 * 23"}, observation=calculate("17 * 23")),
        Step(answer="17 times 23 is 391."),
    )
    assert (unknown.answer, unknown.model_turns) == ("I have no recorded plan for that request.", 1)


def test_a_recording_must_be_an_object(tmp_path: Path) -> None:
    path = tmp_path / "recording.json"
    path.write_text('[["not", "a", "mapping"]]', encoding="utf-8")

    with pytest.raises(ConfigError, match="a recording is a JSON object mapping requests to lists of turns"):
        RecordedModel(path)
