"""Copying workspaces between stores: SQLite → PostgreSQL → SQLite gives back the same memory."""

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from store_helpers import plain

import toolmem
from toolmem.embedders import Vectors
from toolmem.embedders.hashing import HashEmbedder
from toolmem.errors import ConfigError, NotFoundError
from toolmem.stores import open_store
from toolmem.stores.transfer import TransferReport, copy_workspace, migrate

TOOLS = [
    {"id": "weather", "name": "get_weather", "description": "Forecast the weather for a city."},
    {"id": "mail", "name": "send_email", "description": "Send an email to a contact.", "tags": ["mail"]},
    {"id": "calendar", "name": "add_event", "description": "Add an event to the calendar."},
]
QUERIES = ["what is the weather forecast", "email my friend", "weather in Paris", "capital of Italy", "greet"]


class CountingEmbedder(HashEmbedder):
    """The hash embedder, keeping every text it embeds."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def embed_batch(self, texts: Sequence[str]) -> Vectors:
        self.texts.extend(texts)
        return super().embed_batch(texts)


def fill(db: str, code_tree: Path) -> None:
    """Use every memory of workspace ``w`` (and a second workspace) through the public API."""
    with toolmem.open(db, "w", embedder="hash", history_cap=2) as mem:
        mem.tools.add(TOOLS)
        for i in range(4):  # the cap keeps two: totals and outcomes must still count four
            mem.calls.record("weather", f"rain in city {i}?", {"city": i}, "sunny", time_cost=0.5 + i, created_at=i)
        mem.calls.record("weather", "rain in Rome?", {}, "", success=False, error="timeout", created_at=10.0)
        mem.calls.record(
            "mail", "email Ann", {"to": "ann"}, " ".join(["word"] * 400), max_output_tokens=16, created_at=11.0
        )
        mem.tools.search("weather")  # past requests are embedded by the first search that weighs them
        mem.calls.guidelines("weather")
        mem.plans.configure(threshold=0.5)
        plan_id = mem.plans.store("weather in Paris", [{"tool_id": "weather", "arguments": {"city": "Paris"}}])
        mem.plans.store("send mail to Bob", [{"tool_id": "mail", "arguments": {"to": "Bob"}}])
        mem.plans.lookup("weather in Paris")
        mem.plans.feedback(plan_id, True)
        mem.plans.feedback(plan_id, False)
        chat = mem.history({"user": "ann"})
        chat.append("user", "What is the weather in Paris?")
        chat.append("assistant", "Sunny and warm.", metadata={"model": "m"})
        bob = mem.history({"user": "bob"})
        bob.append("user", "hello there")
        for conversation in (chat, bob):  # messages are embedded by their first search
            conversation.search("weather")
        mem.docs.add("Paris is the capital of France. It rains in autumn.", doc_id="paris", metadata={"lang": "en"})
        mem.docs.add("Rome is the capital of Italy.", doc_id="rome")
        mem.code.index(code_tree, repo="tiny")
    with toolmem.open(db, "other", embedder="hash") as mem:
        mem.tools.add(TOOLS[:1])


def observe(db: str, workspace: str = "w") -> dict[str, Any]:
    """What a user sees of the workspace; asserts every vector is there and only queries get embedded."""
    embedder = CountingEmbedder()
    with toolmem.open(db, workspace, embedder=embedder, history_cap=2) as mem:
        store, key = mem.store, embedder.id
        history, plans = store.history(workspace), store.plans(workspace)
        requests = store.calls(workspace).changes(None, key)
        read = [
            store.tools(workspace).changes(None, key),
            requests,
            *(store.corpus(workspace, corpus).changes(None, key) for corpus in ("docs", "code")),
            *(history.changes(context.id, key) for context in history.list()),
        ]
        assert all(r.vector is not None for found in read for r in found.rows)
        plan_vectors = plans.changes(None).rows
        assert len(plan_vectors) == plans.count() == 2
        assert all(r.vector is not None and bool(np.any(r.vector)) for r in plan_vectors)
        chat = mem.history({"user": "ann"})
        seen = {
            "tools": [(h.id, h.score) for h in mem.tools.search(QUERIES[0], k=3)]
            + [(h.id, h.score) for h in mem.tools.search(QUERIES[1], k=3)],
            "stats": [mem.calls.stats(tool) for tool in ("weather", "mail")],
            "totals": store.calls(workspace).totals(),
            "experience": plain(requests).rows,
            "calls": [(c.tool_id, c.request, c.output, c.success, c.created_at) for c in mem.calls.list("weather")],
            "output": mem.calls.output(mem.calls.list("mail")[0].output_handle or ""),
            "guidelines": mem.calls.guidelines("weather"),
            "plans": mem.plans.list(),
            "settings": mem.plans.settings,
            "history": [(m.role, m.content, m.tokens, m.metadata) for m in chat.messages()],
            "history_hits": [(h.message.content, h.score) for h in chat.search(QUERIES[2], k=2)],
            "contexts": [(c.id, c.keys, c.messages) for c in mem.history.list()],
            "docs": mem.docs.search(QUERIES[3], k=2),
            "code": mem.code.search(QUERIES[4], k=2),
            "documents": [(d.id, d.chunks, d.tokens, d.content_hash, d.metadata) for d in mem.docs.list()],
        }
        hit = mem.plans.lookup(QUERIES[2])
        # PostgreSQL computes the similarity in double precision, numpy in single: equal to 1e-6
        seen["lookup"] = (hit.id, hit.score, round(hit.similarity, 6), hit.plan.hits) if hit else None
    assert embedder.texts == [*QUERIES, "weather in a name"]  # the plan lookup embeds the request masked
    return seen


@pytest.fixture
def code_tree(tmp_path: Path) -> Path:
    tree = tmp_path / "tiny"
    tree.mkdir()
    (tree / "greet.py").write_text('def greet(name):\n    """Say hello."""\n    return "hello " + name\n')
    return tree


def test_a_workspace_survives_sqlite_to_postgresql_and_back_unchanged(
    postgres_url: str, tmp_path: Path, code_tree: Path
) -> None:
    source, back = str(tmp_path / "source.db"), str(tmp_path / "back.db")
    fill(source, code_tree)

    there = migrate(source, postgres_url)
    again = migrate(postgres_url, back, ["w"])

    assert [report.workspace for report in there] == ["other", "w"]
    assert there[1] == again[0]
    assert there[1] == TransferReport(
        workspace="w",
        into="w",
        embedder="hash:256",
        tools=3,
        calls=3,
        totals=2,
        requests=6,
        guidelines=1,
        plans=2,
        contexts=2,
        messages=3,
        documents=3,
        chunks=there[1].chunks,
        vectors=there[1].vectors,
    )
    original = observe(source)
    assert original["stats"][0].calls == 5
    assert original["lookup"] is not None
    assert observe(postgres_url) == original
    assert observe(back) == original


def test_a_copy_keeps_the_order_of_tools_and_can_take_another_name(tmp_path: Path, code_tree: Path) -> None:
    source = str(tmp_path / "source.db")
    fill(source, code_tree)
    src, dst = open_store(source), open_store(str(tmp_path / "copy.db"))
    try:
        report = copy_workspace(src, dst, "w", into="renamed")
        assert report.into == "renamed"
        copied = plain(dst.tools("renamed").changes(None, "hash:256")).rows
        assert copied == plain(src.tools("w").changes(None, "hash:256")).rows
        assert [r.key for r in copied] == ["weather", "mail", "calendar"]
        assert [info.name for info in dst.list_workspaces()] == ["renamed"]
    finally:
        src.close()
        dst.close()
    assert observe(str(tmp_path / "copy.db"), "renamed") == observe(source)


def test_an_existing_target_workspace_is_refused_unless_replaced(tmp_path: Path) -> None:
    source, target = str(tmp_path / "a.db"), str(tmp_path / "b.db")
    with toolmem.open(source, "w", embedder="hash") as mem:
        mem.tools.add(TOOLS)
    with toolmem.open(target, "w", embedder="hash") as mem:
        mem.tools.add([{"id": "stale", "name": "stale", "description": "An old tool."}])

    with pytest.raises(ConfigError, match="'w' already exists in the target store; pass replace=True"):
        migrate(source, target)
    reports = migrate(source, target, replace=True)

    assert reports[0].tools == 3
    store = open_store(target)
    assert [tool.id for tool in store.tools("w").list()] == ["calendar", "mail", "weather"]
    store.close()


def test_an_unknown_workspace_is_refused_naming_those_that_exist(tmp_path: Path) -> None:
    source = str(tmp_path / "a.db")
    with toolmem.open(source, "w", embedder="hash"):
        pass

    with pytest.raises(NotFoundError, match="no workspace 'nope'; the source store holds: w"):
        migrate(source, str(tmp_path / "b.db"), ["nope"])


def test_a_workspace_cannot_be_copied_onto_itself(tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")
    for name in ("v", "w"):
        with toolmem.open(db, name, embedder="hash"):
            pass

    with pytest.raises(ConfigError, match="onto itself"):
        migrate(db, db, ["w"], replace=True)
    with pytest.raises(ConfigError, match="'into' renames one workspace; got 2: v, w"):
        migrate(db, str(tmp_path / "b.db"), into="x")
    assert [report.into for report in migrate(db, db, ["w"], into="w2")] == ["w2"]


def test_a_workspace_without_embedder_is_copied_without_vectors(tmp_path: Path) -> None:
    source = str(tmp_path / "a.db")
    with toolmem.open(source, "w", embedder="none") as mem:
        mem.tools.add(TOOLS)
        mem.calls.record("mail", "email Ann", {"to": "ann"}, "sent")

    report = migrate(source, str(tmp_path / "b.db"))[0]

    assert (report.embedder, report.tools, report.calls, report.vectors) == (None, 3, 1, 0)
    store = open_store(str(tmp_path / "b.db"))
    info = store.info("w")
    store.close()
    assert info is not None
    assert info.embedder is None
