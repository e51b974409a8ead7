"""``toolmem chat`` through the real CLI: recorded turns, the OpenAI stub server, or no model at all."""

from pathlib import Path

import pytest
from cli_helpers import library
from click.testing import CliRunner, Result

from openai_stub import OpenAIStub, Reply, ToolCalls
from toolmem.agent.demo_tools import DEMO_TOOLS, calculate, weather_forecast
from toolmem.cli import cli
from toolmem.tools.ingest.python import tool_of

RECORDING = Path(__file__).resolve().parents[2] / "examples" / "agent" / "recording.json"
PARIS = "What is the weather in Paris tomorrow?"
LONDON = "What is the weather in London tomorrow?"
NO_MODEL = "no model configured (give --api-key, --base-url or --recording): only stored plans answer\n"
EVICTED = "  plan evicted: the next request like this one is planned afresh"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "toolmem.db"


def chat(db: Path, *args: str, input: str) -> Result:
    """Run ``toolmem chat`` on a SQLite file with the hash embedder, typing ``input``."""
    return CliRunner().invoke(
        cli, ["--db", str(db), "--embedder", "hash", "chat", *args], input=input, catch_exceptions=False
    )


def lines(*requests: str) -> str:
    return "".join(f"{request}\n" for request in requests)


def forecast(city: str) -> str:
    return weather_forecast(city, "tomorrow")


def test_a_recorded_plan_is_stored_then_replayed_for_another_city_with_feedback(db: Path) -> None:
    result = chat(db, "--recording", str(RECORDING), input=lines(PARIS, "y", LONDON, "n", ""))

    with library(db) as mem:
        [plan] = mem.plans.list()
        hit = mem.plans.lookup(LONDON)
    assert hit is not None
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == (
        f"you> {PARIS}\n"
        f"[miss: planned with the model in 2 turn(s), stored as {plan.id}]\n"
        f'  1. weather.forecast({{"city": "Paris", "day": "tomorrow"}}) → {forecast("Paris")}\n'
        "agent> Here is tomorrow's forecast for Paris.\n"
        "did it work? [y/n]: y\n"
        "  plan score 1.00\n"
        f"you> {LONDON}\n"
        f"[plan cache hit: {plan.id}, similarity {hit.similarity:.2f}, Paris → London]\n"
        f'  1. weather.forecast({{"city": "London", "day": "tomorrow"}}) → {forecast("London")}\n'
        f"agent> {forecast('London')}\n"
        "did it work? [y/n]: n\n"
        "  plan score 0.70\n"
        "you> \n"
    )
    assert (plan.successes, plan.failures, plan.hits) == (1, 1, 1)


def test_a_plan_that_keeps_failing_is_evicted_and_the_next_request_is_planned_afresh(db: Path) -> None:
    typed = lines(PARIS, "y", *[line for _ in range(5) for line in (LONDON, "n")], LONDON, "y", "")

    result = chat(db, "--recording", str(RECORDING), input=typed)

    assert (result.exit_code, result.stderr) == (0, "")
    heads = [line for line in result.stdout.splitlines() if line.startswith(("[", "  plan"))]
    assert [head.split(":")[0].split(",")[0] for head in heads] == [
        "[miss",
        "  plan score 1.00",
        "[plan cache hit",
        "  plan score 0.70",
        "[plan cache hit",
        "  plan score 0.49",
        "[plan cache hit",
        "  plan score 0.34",
        "[plan cache hit",
        "  plan score 0.24",
        "[plan cache hit",
        EVICTED.split(":")[0],
        "[miss",  # London planned afresh: the recording checks the time first, then the forecast
        "  plan score 1.00",
    ]
    assert heads[-2].startswith("[miss: planned with the model in 3 turn(s), stored as plan-")
    with library(db) as mem:
        [plan] = mem.plans.list()
    assert [step.tool_id for step in plan.steps] == ["time.now", "weather.forecast", None]


def test_a_replay_that_raises_is_reported_as_penalised_before_the_new_plan(db: Path) -> None:
    with library(db) as mem:
        mem.tools.add([tool_of(function) for function in DEMO_TOOLS])
        stored = mem.plans.store(
            "What time is it in Europe/Paris?",
            [{"tool_id": "time.now", "arguments": {"timezone": "Europe/Paris"}}, {"answer": "Late."}],
        )

    result = chat(db, "--recording", str(RECORDING), "--no-feedback", input=lines("What time is it in Mars/Olympus?"))

    printed = result.stdout.splitlines()
    assert printed[1] == f"[cached plan {stored} failed on replay and was penalised]"
    # the recording has no turns for this request: its stand-in answer is not stored as a plan
    assert printed[2] == "[miss: planned with the model in 1 turn(s)]"
    assert printed[3] == "agent> I have no recorded plan for that request."
    with library(db) as mem:
        assert mem.plans.get(stored).failures == 1
        assert [plan.id for plan in mem.plans.list()] == [stored]


def test_chat_plans_through_an_openai_compatible_endpoint(db: Path, stub: OpenAIStub) -> None:
    stub.replies.extend([ToolCalls.of("calculate", {"expression": "17 * 23"}), "17 times 23 is 391."])

    result = chat(
        db,
        "--base-url",
        stub.url,
        "--api-key",
        "test",
        "--model",
        "stub-model",
        input=lines("What is 17 times 23?", "y", "What is 17 times 23?", "y", ""),
    )

    assert (result.exit_code, result.stderr) == (0, "")
    printed = result.stdout.splitlines()
    assert printed[1].startswith("[miss: planned with the model in 2 turn(s), stored as plan-")
    assert printed[2:4] == [
        f'  1. math.calculate({{"expression": "17 * 23"}}) → {calculate("17 * 23")}',
        "agent> 17 times 23 is 391.",
    ]
    assert printed[7].startswith("[plan cache hit: plan-")
    assert printed[9] == "agent> 391"
    assert [(r.authorization, r.body["model"]) for r in stub.chat_requests] == [
        ("Bearer test", "stub-model"),
        ("Bearer test", "stub-model"),
    ]
    offered = [tool["function"]["name"] for tool in stub.chat_requests[0].body["tools"]]
    assert sorted(offered) == ["add_stock", "calculate", "check_stock", "current_time", "weather_forecast"]


def test_an_endpoint_that_fails_ends_the_chat_with_one_error_line(db: Path, stub: OpenAIStub) -> None:
    stub.replies.extend([Reply(500), Reply(500), Reply(500)])

    result = chat(db, "--base-url", stub.url, "--api-key", "sk-secret", input=lines(PARIS, ""))

    assert (result.exit_code, result.stdout) == (1, f"you> {PARIS}\n")
    assert (
        result.stderr == f"error: chat model 'gpt-4o-mini' at {stub.url} failed: Error code: 500 - the model is down\n"
    )
    assert len(stub.chat_requests) == 3  # the SDK's two retries


def test_the_model_and_endpoint_can_come_from_the_environment(
    db: Path, stub: OpenAIStub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLMEM_LLM_BASE_URL", stub.url)
    monkeypatch.setenv("TOOLMEM_LLM_MODEL", "env-model")
    stub.replies.append("Hello.")

    result = chat(db, "--no-feedback", input=lines("Say hello", ""))

    assert (result.exit_code, result.stderr) == (0, "")
    assert "agent> Hello." in result.stdout.splitlines()
    assert [r.body["model"] for r in stub.chat_requests] == ["env-model"]


def test_without_a_model_chat_says_so_and_answers_only_from_stored_plans(db: Path) -> None:
    result = chat(db, input=lines(PARIS, ""))

    assert (result.exit_code, result.stderr) == (0, NO_MODEL)
    assert result.stdout == (
        f"you> {PARIS}\n"
        "[miss]\n"
        "agent> No stored plan fits this request and no model is configured to plan one.\n"
        "you> \n"
    )


def test_without_a_model_a_stored_plan_still_answers(db: Path) -> None:
    chat(db, "--recording", str(RECORDING), "--no-feedback", input=lines(PARIS, ""))

    result = chat(db, "--no-feedback", input=lines(LONDON, ""))

    assert (result.exit_code, result.stderr) == (0, NO_MODEL)
    assert result.stdout.splitlines()[1].startswith("[plan cache hit: plan-")
    assert f"agent> {forecast('London')}" in result.stdout.splitlines()


def test_no_feedback_asks_nothing_after_an_answer(db: Path) -> None:
    result = chat(db, "--recording", str(RECORDING), "--no-feedback", input=lines(PARIS, LONDON, ""))

    assert result.exit_code == 0
    assert "did it work?" not in result.stdout
    assert [line[:16] for line in result.stdout.splitlines() if line.startswith("[")] == [
        "[miss: planned w",
        "[plan cache hit:",
    ]


def test_an_answer_other_than_y_or_n_is_asked_again(db: Path) -> None:
    result = chat(db, "--recording", str(RECORDING), input=lines(PARIS, "maybe", "y", ""))

    assert result.exit_code == 0
    assert "Error: 'maybe' is not one of 'y', 'n'." in result.stdout
    assert result.stdout.count("did it work? [y/n]: ") == 2
    assert "  plan score 1.00" in result.stdout.splitlines()


@pytest.mark.parametrize("options", [["--no-feedback"], []], ids=["at the request prompt", "at the feedback prompt"])
def test_end_of_input_ends_the_chat_like_an_empty_line(db: Path, options: list[str]) -> None:
    # the help says "An empty line or end of input ends the chat"
    result = chat(db, "--recording", str(RECORDING), *options, input=lines(PARIS))

    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.startswith(f"you> {PARIS}\n[miss: planned with the model in 2 turn(s)")


@pytest.mark.parametrize("word", ["quit", "exit", " Quit ", "EXIT"])
def test_quit_and_exit_end_the_chat_without_planning_or_storing_anything(db: Path, word: str) -> None:
    result = chat(db, "--recording", str(RECORDING), input=lines(word, PARIS))

    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == f"you> {word}\n"
    with library(db) as mem:
        assert mem.plans.list() == []


def test_a_chat_with_context_goes_on_where_the_last_one_stopped(db: Path, stub: OpenAIStub) -> None:
    stub.replies.extend(["Nice to meet you, Ana.", "You are Ana."])
    live = ("--base-url", stub.url, "--model", "stub-model", "--no-feedback", "--context", "user=42")

    first = chat(db, *live, input=lines("My name is Ana.", "quit"))
    second = chat(db, *live, input=lines("What is my name?", "quit"))

    assert (first.exit_code, second.exit_code) == (0, 0)
    assert second.stdout.splitlines()[-2] == "agent> You are Ana."
    sent = [m["content"] for m in stub.chat_requests[1].body["messages"]]
    assert sent[1:] == ["My name is Ana.", "Nice to meet you, Ana.", "What is my name?"]
    with library(db) as mem:
        assert [(m.role, m.content) for m in mem.history({"user": "42"}).messages()] == [
            ("user", "My name is Ana."),
            ("assistant", "Nice to meet you, Ana."),
            ("user", "What is my name?"),
            ("assistant", "You are Ana."),
        ]
