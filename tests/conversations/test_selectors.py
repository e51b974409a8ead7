"""Message selectors: the protocol, the built-in windows, and a selector of the user's own."""

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

import toolmem
from toolmem.conversations.history import Conversation
from toolmem.conversations.selectors import LastMessages, MessageSelector, RelevantMessages, TokenWindow
from toolmem.records import Message

KEYS = {"user": "42"}


@pytest.fixture
def chat(db: str) -> Iterator[Conversation]:
    with toolmem.open(db, embedder="hash") as mem:
        conversation = mem.history(KEYS)
        conversation.extend(
            [
                {"role": "system", "content": "You are a travel agent."},
                {"role": "user", "content": "Find me a hotel in Rome."},
                {"role": "assistant", "content": "Calling the hotel search."},
                {"role": "tool", "content": "Hotel Roma; Hotel Sole; " * 40, "tool_call_id": "call_1"},
                {"role": "assistant", "content": "Hotel Roma has rooms."},
                {"role": "user", "content": "Book the Hotel Roma."},
            ]
        )
        yield conversation


def contents(messages: list[Message]) -> list[str]:
    return [m.content for m in messages]


def test_the_token_window_can_leave_tool_results_out(chat: Conversation) -> None:
    with_tools = chat.select(TokenWindow(60))
    without = chat.select(TokenWindow(60, tools=False))

    # the long tool result does not fit: the window stops before it
    assert contents(with_tools) == ["You are a travel agent.", "Hotel Roma has rooms.", "Book the Hotel Roma."]
    assert contents(without) == [
        "You are a travel agent.",
        "Find me a hotel in Rome.",
        "Calling the hotel search.",
        "Hotel Roma has rooms.",
        "Book the Hotel Roma.",
    ]
    assert without == chat.window(60, roles=("system", "user", "assistant"))


def test_the_message_window_takes_the_last_turns_of_some_roles(chat: Conversation) -> None:
    assert contents(chat.select(LastMessages(2))) == ["Hotel Roma has rooms.", "Book the Hotel Roma."]
    assert [m.role for m in chat.select(LastMessages(1, roles=("tool",)))] == ["tool"]


def test_relevant_messages_leave_out_the_current_one(chat: Conversation) -> None:
    picked = contents(chat.select(RelevantMessages(k=2)))
    assert "Book the Hotel Roma." not in picked
    assert len(picked) == 2


def test_a_selector_of_ones_own_plugs_into_select_and_prompt(chat: Conversation) -> None:
    @dataclass(frozen=True)
    class UserOnly:
        def select(self, conversation: Conversation) -> list[Message]:
            return [m for m in conversation.messages() if m.role == "user"][::-1]

    assert isinstance(UserOnly(), MessageSelector)
    assert contents(chat.select(UserOnly())) == ["Find me a hotel in Rome.", "Book the Hotel Roma."]
    prompt = chat.prompt(relevant=0, selector=UserOnly())
    assert contents(prompt) == ["You are a travel agent.", "Find me a hotel in Rome.", "Book the Hotel Roma."]


def test_selectors_are_safe_on_an_empty_conversation(db: str) -> None:
    with toolmem.open(db, embedder="hash") as mem:
        empty = mem.history({"user": "nobody"})
        for selector in (LastMessages(), TokenWindow(100, tools=False), RelevantMessages()):
            assert empty.select(selector) == []
