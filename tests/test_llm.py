"""The chat model client against a local stub server speaking the OpenAI chat API (no network)."""

import socket
import sys

import openai
import pytest

from openai_stub import OpenAIStub, Received, Reply, ToolCall, ToolCalls, scrub_environment
from toolmem.errors import ConfigError, DependencyError, LLMError
from toolmem.llm import DEFAULT_BASE_URL, ChatModel, ToolCallRequest, Turn

HELLO = [{"role": "user", "content": "Say hello"}]


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_complete_sends_the_conversation_with_model_and_key_and_returns_the_answer(stub: OpenAIStub) -> None:
    stub.replies.append("Hello!")

    answer = ChatModel("stub-model", base_url=stub.url, api_key="test").complete(HELLO)

    assert answer == "Hello!"
    assert stub.requests == [
        Received(
            "/v1/chat/completions",
            "Bearer test",
            {"model": "stub-model", "messages": HELLO, "temperature": 0.0},
        )
    ]


def test_length_temperature_and_json_mode_are_passed_on(stub: OpenAIStub) -> None:
    stub.replies.append('{"ok": true}')

    ChatModel("stub-model", base_url=stub.url).complete(HELLO, max_tokens=50, temperature=0.7, json_object=True)

    assert stub.requests[0].body == {
        "model": "stub-model",
        "messages": HELLO,
        "max_tokens": 50,
        "temperature": 0.7,
        "response_format": {"type": "json_object"},
    }


def test_without_a_key_a_placeholder_is_sent_for_local_servers(stub: OpenAIStub) -> None:
    stub.replies.append("hi")

    ChatModel("stub-model", base_url=stub.url).complete(HELLO)

    assert stub.requests[0].authorization == "Bearer not-needed"


def test_a_server_error_is_retried_then_becomes_an_llm_error_naming_model_and_endpoint(stub: OpenAIStub) -> None:
    stub.replies.extend([Reply(500), Reply(500), Reply(500)])

    with pytest.raises(LLMError) as caught:
        ChatModel("stub-model", base_url=stub.url, api_key="sk-secret-key").complete(HELLO)

    assert str(caught.value) == (f"chat model 'stub-model' at {stub.url} failed: Error code: 500 - the model is down")
    assert isinstance(caught.value.__cause__, openai.InternalServerError)
    assert len(stub.requests) == 3


def test_a_key_quoted_back_by_the_endpoint_is_not_repeated_in_the_error(stub: OpenAIStub) -> None:
    stub.replies.append(Reply(401, message="Incorrect API key provided: sk-secret-key"))

    with pytest.raises(LLMError) as caught:
        ChatModel("stub-model", base_url=stub.url, api_key="sk-secret-key").complete(HELLO)

    assert str(caught.value) == (
        f"chat model 'stub-model' at {stub.url} failed: Error code: 401 - Incorrect API key provided: ***"
    )
    assert len(stub.requests) == 1


def test_an_unreachable_endpoint_is_an_llm_error_without_the_url_s_credentials() -> None:
    port = closed_port()
    model = ChatModel("stub-model", base_url=f"http://user:hunter2@127.0.0.1:{port}/v1", max_retries=0)

    with pytest.raises(LLMError) as caught:
        model.complete(HELLO)

    assert str(caught.value) == f"chat model 'stub-model' at http://127.0.0.1:{port}/v1 failed: Connection error."
    assert isinstance(caught.value.__cause__, openai.APIConnectionError)
    assert "hunter2" not in repr(model)


def test_an_answer_without_text_is_an_llm_error(stub: OpenAIStub) -> None:
    no_choices = {"id": "x", "object": "chat.completion", "created": 0, "model": "stub-model", "choices": []}
    stub.replies.append(Reply(200, body=no_choices))

    with pytest.raises(LLMError, match=r"^chat model 'stub-model' at .* answered without text \(choices: 0\)$"):
        ChatModel("stub-model", base_url=stub.url).complete(HELLO)


def test_a_model_name_is_required() -> None:
    with pytest.raises(ConfigError, match="a chat model needs a model name"):
        ChatModel(" ")


def test_without_the_openai_package_the_error_gives_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "openai", None)

    with pytest.raises(DependencyError) as caught:
        ChatModel("gpt-4o-mini")

    assert str(caught.value) == (
        "LLM features needs the package 'openai', which is not installed. "
        "Install it with: pip install 'toolmem[openai]'"
    )


def test_the_default_endpoint_is_openai_s_and_the_repr_shows_no_key() -> None:
    model = ChatModel("gpt-4o-mini", api_key="sk-secret-key")

    assert (model.base_url, repr(model)) == (DEFAULT_BASE_URL, f"<ChatModel 'gpt-4o-mini' at {DEFAULT_BASE_URL}>")


def test_from_env_without_a_model_configures_nothing() -> None:
    assert ChatModel.from_env({"OPENAI_API_KEY": "sk-env", "OPENAI_BASE_URL": "http://localhost:1/v1"}) is None
    assert ChatModel.from_env({"TOOLMEM_LLM_MODEL": "  "}) is None
    assert ChatModel.from_env() is None


def test_from_env_prefers_toolmem_s_base_url_and_sends_the_openai_key(stub: OpenAIStub) -> None:
    stub.replies.append("hi")
    environ = {
        "TOOLMEM_LLM_MODEL": "stub-model",
        "TOOLMEM_LLM_BASE_URL": stub.url,
        "OPENAI_BASE_URL": "http://127.0.0.1:1/v1",
        "OPENAI_API_KEY": "sk-env",
    }

    model = ChatModel.from_env(environ)

    assert model is not None
    assert (model.model, model.base_url, model.complete(HELLO)) == ("stub-model", stub.url, "hi")
    assert stub.requests[0].authorization == "Bearer sk-env"


def test_from_env_reads_the_process_environment_and_falls_back_to_openai_s_base_url(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TOOLMEM_LLM_MODEL", "qwen2.5:7b")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://localhost:11434/v1")

    model = ChatModel.from_env()

    assert model is not None
    assert (model.model, model.base_url) == ("qwen2.5:7b", "http://localhost:11434/v1")


WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "weather_forecast",
        "description": "Forecast the weather.",
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    },
}


def test_respond_offers_the_tools_and_returns_the_calls_with_parsed_arguments(stub: OpenAIStub) -> None:
    stub.replies.append(
        ToolCalls(
            (
                ToolCall("weather_forecast", {"city": "Paris"}, id="call_a"),
                ToolCall("weather_forecast", {"city": "Rome"}),
            ),
            content="Checking both.",
        )
    )

    turn = ChatModel("stub-model", base_url=stub.url).respond(HELLO, [WEATHER_TOOL])

    assert turn == Turn(
        content="Checking both.",
        tool_calls=(
            ToolCallRequest(id="call_a", name="weather_forecast", arguments={"city": "Paris"}),
            ToolCallRequest(id="call_1_1", name="weather_forecast", arguments={"city": "Rome"}),
        ),
    )
    assert stub.requests[0].body == {
        "model": "stub-model",
        "messages": HELLO,
        "temperature": 0.0,
        "tools": [WEATHER_TOOL],
    }


def test_respond_without_tools_sends_none_and_returns_the_text(stub: OpenAIStub) -> None:
    stub.replies.append("Hello!")

    turn = ChatModel("stub-model", base_url=stub.url).respond(HELLO)

    assert turn == Turn(content="Hello!")
    assert "tools" not in stub.requests[0].body


@pytest.mark.parametrize(
    ("arguments", "problem"),
    [('{"city": "Par', "are not JSON"), ('["Paris"]', "are not an object")],
)
def test_respond_refuses_arguments_that_are_not_a_json_object(stub: OpenAIStub, arguments: str, problem: str) -> None:
    stub.replies.append(ToolCalls.of("weather_forecast", arguments))

    with pytest.raises(LLMError) as caught:
        ChatModel("stub-model", base_url=stub.url).respond(HELLO, [WEATHER_TOOL])

    assert (
        str(caught.value)
        == f"chat model 'stub-model' at {stub.url} called 'weather_forecast' with arguments that {problem}"
    )


def test_a_turn_becomes_the_assistant_message_that_continues_the_conversation() -> None:
    turn = Turn(content=None, tool_calls=(ToolCallRequest(id="c1", name="f", arguments={"city": "Zürich"}),))

    assert turn.to_message() == {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"city": "Zürich"}'}}],
    }
    assert Turn(content="done").to_message() == {"role": "assistant", "content": "done"}
