"""Conversations over HTTP."""

from fastapi.testclient import TestClient

KEYS = {"user": "42", "chat": "telegram:991"}


def _chat(client: TestClient) -> str:
    messages = [
        {"role": "system", "content": "You are a travel agent."},
        {"role": "user", "content": "I want to fly to Lisbon in May."},
        {"role": "assistant", "content": "Lisbon in May is lovely. From which city?"},
        {"role": "user", "content": "From Berlin, and I need a hotel."},
    ]
    answer = client.post("/v1/workspaces/w/history/messages", json={"keys": KEYS, "messages": messages})
    assert answer.status_code == 200
    return str(answer.json()["context"])


def test_messages_are_read_back_in_order(client: TestClient) -> None:
    _chat(client)
    read = client.post("/v1/workspaces/w/history/read", json={"keys": KEYS}).json()
    assert [m["role"] for m in read["messages"]] == ["system", "user", "assistant", "user"]
    last = client.post("/v1/workspaces/w/history/read", json={"keys": KEYS, "last": 2}).json()
    assert [m["role"] for m in last["messages"]] == ["assistant", "user"]


def test_conversations_are_listed_by_key(client: TestClient) -> None:
    context = _chat(client)
    listed = client.get("/v1/workspaces/w/history", params={"key": "user=42"}).json()
    assert [c["id"] for c in listed["items"]] == [context]
    assert client.get("/v1/workspaces/w/history", params={"key": "user=7"}).json()["items"] == []


def test_search_and_prompt_select_messages(client: TestClient) -> None:
    _chat(client)
    hits = client.post("/v1/workspaces/w/history/search", json={"keys": KEYS, "query": "hotel Berlin", "k": 1}).json()
    assert len(hits["hits"]) == 1
    prompt = client.post("/v1/workspaces/w/history/prompt", json={"keys": KEYS}).json()
    assert prompt["messages"][0]["role"] == "system"
    assert prompt["messages"][-1]["content"] == "From Berlin, and I need a hotel."


def test_deleting_a_conversation_counts_its_messages(client: TestClient) -> None:
    _chat(client)
    assert client.post("/v1/workspaces/w/history/delete", json={"keys": KEYS}).json() == {"deleted": 4}


def test_an_unknown_role_is_refused(client: TestClient) -> None:
    answer = client.post(
        "/v1/workspaces/w/history/messages", json={"keys": KEYS, "messages": [{"role": "robot", "content": "x"}]}
    )
    assert answer.status_code == 422
    assert answer.json()["error"]["code"] == "invalid_request"
    assert "role" in answer.json()["error"]["message"]


def test_messages_retried_with_an_idempotency_key_are_appended_once(client: TestClient) -> None:
    body = {"keys": {"user": "1"}, "messages": [{"role": "user", "content": "hi"}]}
    first = client.post("/v1/workspaces/w/history/messages", json=body, headers={"Idempotency-Key": "m1"})
    again = client.post("/v1/workspaces/w/history/messages", json=body, headers={"Idempotency-Key": "m1"})

    assert first.json() == again.json()
    read = client.post("/v1/workspaces/w/history/read", json={"keys": {"user": "1"}}).json()
    assert [m["content"] for m in read["messages"]] == ["hi"]
