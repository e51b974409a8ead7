"""Conversation memory on a real SQLite store: contexts, messages and selectors."""

from collections.abc import Iterator

import pytest

import toolmem
from toolmem import ConfigError, Message, ValidationError
from toolmem.conversations.history import DEFAULT_PER_MESSAGE, context_id
from toolmem.text.tokens import count_tokens

KEYS = {"user": "42", "chat": "telegram:991"}


@pytest.fixture
def mem(db: str) -> Iterator[toolmem.Memory]:
    with toolmem.open(db, embedder="hash") as memory:
        yield memory


def deep_json(levels: int) -> object:
    value: object = 1
    for _ in range(levels):
        value = [value]
    return value


def contents(messages: list[Message]) -> list[str]:
    return [m.content for m in messages]


def test_the_same_keys_always_give_the_same_history(mem: toolmem.Memory) -> None:
    mem.history(KEYS).user("hello")
    same = mem.history({"chat": "telegram:991", "user": 42})
    assert same.id == mem.history(KEYS).id == context_id(KEYS)
    assert contents(same.messages()) == ["hello"]


def test_messages_come_back_in_order_with_roles_tokens_and_metadata(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    chat.system("Be brief.")
    chat.user("What is 2+2?")
    chat.assistant("4")
    chat.tool('{"result": 4}', tool_call_id="call_1")
    messages = chat.messages()
    assert [(m.role, m.content) for m in messages] == [
        ("system", "Be brief."),
        ("user", "What is 2+2?"),
        ("assistant", "4"),
        ("tool", '{"result": 4}'),
    ]
    assert [m.tokens for m in messages] == [count_tokens(m.content) for m in messages]
    assert messages[3].metadata == {"tool_call_id": "call_1"}
    assert messages[3].to_openai() == {"role": "tool", "content": '{"result": 4}', "tool_call_id": "call_1"}
    assert [m.id for m in messages] == sorted(m.id for m in messages)
    assert len(chat) == 4


def test_openai_style_dicts_are_accepted_in_one_batch(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    stored = chat.extend([{"role": "user", "content": "hi"}, {"role": "tool", "content": "ok", "tool_call_id": "c9"}])
    assert [m.metadata for m in stored] == [{}, {"tool_call_id": "c9"}]
    assert contents(chat.messages()) == ["hi", "ok"]


def test_messages_persist_across_reopening(db: str) -> None:
    with toolmem.open(db, embedder="hash") as mem:
        mem.history(KEYS).user("remember me")
    with toolmem.open(db) as mem:
        assert contents(mem.history(KEYS).messages()) == ["remember me"]


def test_deleting_a_context_removes_only_its_messages(mem: toolmem.Memory) -> None:
    mem.history(KEYS).user("one")
    mem.history(KEYS).user("two")
    mem.history({"user": "7"}).user("other")
    assert mem.history.delete(KEYS) == 2
    assert mem.history(KEYS).messages() == []
    assert mem.history(KEYS).info() is None
    assert contents(mem.history({"user": "7"}).messages()) == ["other"]
    assert mem.history.delete(KEYS) == 0


def test_every_selector_is_safe_on_an_empty_history(mem: toolmem.Memory) -> None:
    chat = mem.history({"user": "nobody"})
    assert chat.messages() == []
    assert chat.last(5) == []
    assert chat.window(100) == []
    assert chat.search("anything") == []
    assert chat.relevant() == []
    assert chat.relevant("anything") == []
    assert chat.prompt() == []
    assert chat.system_message() is None
    assert len(chat) == 0


def test_last_returns_the_most_recent_user_and_assistant_messages(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    chat.system("sys")
    for i in range(5):
        chat.user(f"question {i}")
        chat.tool(f"tool output {i}")
        chat.assistant(f"answer {i}")
    assert contents(chat.last(3)) == ["answer 3", "question 4", "answer 4"]
    assert contents(chat.last(2, roles=["tool"])) == ["tool output 3", "tool output 4"]
    assert contents(chat.last(0)) == []
    assert len(chat.last(100)) == 10
    with pytest.raises(ConfigError, match="unknown role 'robot'"):
        chat.last(2, roles=["robot"])


def test_the_token_window_fits_exactly_at_the_boundary(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    system = chat.system("You are terse.")
    older = chat.user("first question about the weather in Paris")
    newer = chat.assistant("It is sunny in Paris today.")
    latest = chat.user("And tomorrow?")
    cost = [m.tokens + DEFAULT_PER_MESSAGE for m in (system, older, newer, latest)]
    everything = sum(cost)
    assert chat.window(everything) == [system, older, newer, latest]
    assert chat.window(everything - 1) == [system, newer, latest]
    assert chat.window(cost[0] + cost[3]) == [system, latest]
    assert chat.window(cost[0] + cost[3] - 1) == [system]
    assert chat.window(0) == [system]  # the system message is kept even when it alone is too big
    bare = [m.tokens for m in (system, older, newer, latest)]
    assert chat.window(sum(bare), per_message=0) == [system, older, newer, latest]
    assert chat.window(sum(bare) - 1, per_message=0) == [system, newer, latest]


def test_the_token_window_is_contiguous(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    chat.user("short")
    big = chat.assistant("word " * 200)
    small = chat.user("tiny")
    window = chat.window(small.tokens + DEFAULT_PER_MESSAGE + 50)
    assert window == [small]  # "short" would fit, but it lies beyond the message that does not
    assert big.tokens > 50


def test_a_long_conversation_is_windowed_across_pages(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    chat.extend([{"role": "user", "content": f"message {i}"} for i in range(600)])
    per = count_tokens("message 100") + DEFAULT_PER_MESSAGE
    window = chat.window(per * 300)
    assert contents(window) == [f"message {i}" for i in range(300, 600)]
    assert contents(chat.last(2)) == ["message 598", "message 599"]
    assert len(chat.messages(limit=5)) == 5


def test_search_stays_inside_its_context(mem: toolmem.Memory) -> None:
    mine = mem.history({"user": "1"})
    theirs = mem.history({"user": "2"})
    mine.user("my cat is called Tom")
    mine.user("what pets do I have?")
    theirs.user("my cat is called Tom")
    theirs.user("cats cats cats cat")
    hits = mine.search("cat", k=10)
    assert [hit.message.content for hit in hits] == ["my cat is called Tom"]
    assert {hit.message.id for hit in hits} <= {m.id for m in mine.messages()}


def test_search_leaves_out_the_current_message_like_relevant(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    chat.user("my cat is called Tom")
    chat.assistant("Tom is a fine name for a cat.")
    chat.user("what is my cat called?")

    assert sorted(hit.message.content for hit in chat.search("cat", k=10)) == [
        "Tom is a fine name for a cat.",
        "my cat is called Tom",
    ]
    chat.assistant("Tom.")
    chat.user("thanks")
    assert "what is my cat called?" in [hit.message.content for hit in chat.search("cat", k=10)]


def test_relevant_leaves_out_the_current_message_and_repeats(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    chat.system("You help with travel.")
    chat.user("I booked a hotel in Rome")
    chat.assistant("Great, Rome hotel noted")
    chat.user("I booked a hotel in Rome")
    chat.user("What about the weather tomorrow?")
    chat.user("Which hotel did I book?")
    relevant = chat.relevant(k=3)
    assert "Which hotel did I book?" not in contents(relevant)
    assert contents(relevant).count("I booked a hotel in Rome") == 1
    assert all(m.role != "system" for m in relevant)
    assert [m.id for m in relevant] == sorted(m.id for m in relevant)
    assert len(relevant) == 3


def test_prompt_combines_relevant_and_recent_messages_in_order(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    system = chat.system("You help with travel.")
    hotel = chat.user("I booked the Hotel Roma for June")
    for i in range(6):
        chat.user(f"filler chat number {i}")
    current = chat.user("Which hotel did I book for June?")
    prompt = chat.prompt(relevant=1, last=2)
    assert prompt[0] == system
    assert prompt[-1] == current
    assert hotel in prompt
    middle = prompt[1:-1]
    assert [m.id for m in middle] == sorted({m.id for m in middle})  # ordered, no duplicates
    assert contents(middle) == ["I booked the Hotel Roma for June", "filler chat number 5"]


def test_keyword_only_search_works_without_an_embedder(db: str) -> None:
    with toolmem.open(db, embedder="none") as mem:
        chat = mem.history(KEYS)
        chat.user("the invoice for March is overdue")
        chat.user("lunch at noon")
        hits = chat.search("overdue invoice")
        assert [hit.message.content for hit in hits] == ["the invoice for March is overdue"]


def test_unicode_messages_round_trip_and_are_counted(mem: toolmem.Memory) -> None:
    chat = mem.history({"user": "ユーザー", "chat": "💬"})
    text = "こんにちは 🌍 — café naïve"
    stored = chat.user(text)
    assert stored.tokens == count_tokens(text)
    assert contents(mem.history({"user": "ユーザー", "chat": "💬"}).messages()) == [text]
    assert mem.history.list({"user": "ユーザー"})[0].keys == {"user": "ユーザー", "chat": "💬"}


def test_contexts_are_listed_newest_first_and_filtered_by_keys(mem: toolmem.Memory) -> None:
    mem.history({"user": "1", "chat": "a"}).user("x")
    mem.history({"user": "2", "chat": "b"}).user("y")
    mem.history({"user": "1", "chat": "c"}).user("z")
    listed = mem.history.list()
    assert [c.keys["chat"] for c in listed] == ["c", "b", "a"]
    assert [c.keys["chat"] for c in mem.history.list({"user": 1})] == ["c", "a"]
    assert [c.messages for c in listed] == [1, 1, 1]
    assert mem.history.get(listed[0].id) is not None
    assert mem.history.get("nope") is None


@pytest.mark.parametrize("keys", [{}, {"": "x"}, {"user": None}, {"user": ["a"]}, {"user": True}, "user=1"])
def test_bad_keys_are_refused(mem: toolmem.Memory, keys: object) -> None:
    with pytest.raises(ValidationError, match="keys"):
        mem.history(keys)  # type: ignore[arg-type]


def test_bad_messages_are_refused_and_nothing_is_stored(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    with pytest.raises(ValidationError, match="role"):
        chat.extend([{"role": "user", "content": "fine"}, {"role": "robot", "content": "x"}])
    with pytest.raises(ValidationError, match="content"):
        chat.append("user", None)  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="metadata"):
        chat.append("user", "x", {"when": object()})
    assert chat.messages() == []


@pytest.mark.parametrize(
    ("message", "field"),
    [
        ({"role": "user", "content": "lone \ud800"}, "content"),
        ({"role": "user", "content": "a\0b"}, "content"),
        ({"role": "user", "content": "x", "metadata": {"k": "\udc00"}}, "metadata/k"),
        ({"role": "user", "content": "x", "metadata": {"deep": deep_json(200)}}, "metadata"),
    ],
)
def test_messages_no_reader_could_serve_are_refused_naming_the_field(
    mem: toolmem.Memory, message: dict[str, object], field: str
) -> None:
    chat = mem.history(KEYS)
    with pytest.raises(ValidationError) as caught:
        chat.extend([message])
    assert caught.value.field == field
    assert chat.messages() == []


@pytest.mark.parametrize("keys", [{"user": "4\x002"}, {"us\ud800er": "1"}, {"user": "\udfff"}])
def test_keys_a_store_cannot_keep_are_refused(mem: toolmem.Memory, keys: dict[str, str]) -> None:
    with pytest.raises(ValidationError, match="keys"):
        mem.history(keys)


def test_contexts_are_found_by_keys_holding_quotes_and_path_characters(mem: toolmem.Memory) -> None:
    keys = {'say "hi"': "1", "a.b[0]": 'x"y', "$": "2"}
    mem.history(keys).user("hello")

    for name, value in keys.items():
        assert [c.keys for c in mem.history.list({name: value})] == [keys]
    assert mem.history.list({'say "hi"': "2"}) == []


def test_bad_selector_arguments_are_refused(mem: toolmem.Memory) -> None:
    chat = mem.history(KEYS)
    with pytest.raises(ConfigError, match="max_tokens"):
        chat.window(-1)
    with pytest.raises(ConfigError, match="k: must"):
        chat.search("x", k=-2)
    with pytest.raises(ValidationError, match="query"):
        chat.search("  ")
