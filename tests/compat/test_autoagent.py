"""AutoAgent's ToolMemory shape: rows of its columns in, rows out, rerank through the OpenAI stub."""

from collections.abc import Iterator
from pathlib import Path

import pytest

import toolmem
from openai_stub import OpenAIStub, scrub_environment
from rerank_script import reverse
from toolmem.compat.autoagent import COLUMNS, ToolMemory
from toolmem.errors import IngestError
from toolmem.llm import ChatModel

ROWS = [
    {
        "Category": "Finance",
        "Tool_Name": "Currency Desk",
        "Tool_Description": "Exchange rates.",
        "API_Name": "Convert",
        "API_Description": "Convert an amount of money from one currency to another.",
        "Method": "GET",
        "API_Details": '{"required": ["from", "to", "amount"]}',
        "Required_API_Key": "Yes",
        "Platform": "RapidAPI",
    },
    {
        "Category": "Weather",
        "Tool_Name": "City Forecasts",
        "Tool_Description": "Forecasts for cities.",
        "API_Name": "Daily Forecast",
        "API_Description": "Rain, wind and temperature for the coming days.",
        "Method": "GET",
        "API_Details": "{}",
        "Required_API_Key": "Yes",
        "Platform": "RapidAPI",
        "Extra": "ignored",
    },
    {"Tool_Name": "Mailer", "API_Name": "Send", "API_Description": "Send an email.", "Method": float("nan")},
]


@pytest.fixture(autouse=True)
def no_ambient_configuration(monkeypatch: pytest.MonkeyPatch) -> None:
    scrub_environment(monkeypatch)


@pytest.fixture
def memory(tmp_path: Path) -> Iterator[ToolMemory]:
    with ToolMemory(tmp_path / "auto.db", embedder="hash") as opened:
        opened.add_rows(ROWS)
        yield opened


def test_query_table_returns_rows_with_autoagents_columns(memory: ToolMemory) -> None:
    [row] = memory.query_table("convert euros to yen", n_results=1)
    assert row == {column: ROWS[0][column] for column in COLUMNS}


def test_rows_without_a_value_come_back_empty_and_ids_are_namespaced(memory: ToolMemory) -> None:
    assert [tool.id for tool in memory.memory.tools.list()] == [
        "city_forecasts.daily_forecast",
        "currency_desk.convert",
        "mailer.send",
    ]
    mailer = memory.peek_table()[-1]
    assert (mailer["Tool_Name"], mailer["Method"], mailer["Category"]) == ("Mailer", "", "")


def test_search_with_rerank_asks_the_chat_model(tmp_path: Path, stub: OpenAIStub) -> None:
    stub.chat = reverse
    llm = ChatModel("stub-model", base_url=stub.url)
    with toolmem.open(tmp_path / "r.db", embedder="hash", llm=llm) as mem:
        memory = ToolMemory(mem)
        memory.add_dataframe(ROWS)
        plain = [row["API_Name"] for row in memory.search("send money", n_results=3)]
        reranked = [row["API_Name"] for row in memory.search("send money", n_results=3, rerank=True)]
    llm.close()
    assert reranked == plain[::-1]
    assert len(stub.chat_requests) == 1


def test_a_row_without_names_is_refused(memory: ToolMemory) -> None:
    with pytest.raises(IngestError, match="row 0: Tool_Name and API_Name are required"):
        memory.add_rows([{"Tool_Name": "X"}])
