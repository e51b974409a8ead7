"""Conformance of calls, plans, history, documents and keys: each test runs on SQLite and PostgreSQL."""

import numpy as np
import pytest

from toolmem.errors import ValidationError
from toolmem.models import Call, Chunk, DocumentInfo, Guidelines, Message, Plan, Step
from toolmem.stores import Store
from toolmem.stores.base import CallTotals, PlanRecord, text_key
from toolmem.stores.base_keys import KeyInfo
from toolmem.stores.base_texts import StoredChunk


def call(tool_id: str, request: str = "", *, success: bool = True, at: float = 1000.0, **fields: object) -> Call:
    content_hash = f"{tool_id}|{request}|{at}"
    return Call(tool_id=tool_id, request=request, success=success, created_at=at, content_hash=content_hash, **fields)  # type: ignore[arg-type]


def insert(store: Store, calls: list[Call], cap: int = 100, **vectors: np.ndarray) -> list[int | None]:
    embedder = "hash:2" if vectors else None
    return store.insert_calls("default", calls, cap=cap, outputs={}, request_vectors=vectors, embedder=embedder)


def plan_record(plan_id: str, request: str = "weather in Paris", score: float = 1.0) -> PlanRecord:
    plan = Plan(id=plan_id, request=request, steps=(Step(tool_id="weather", arguments={"city": "Paris"}),), score=score)
    return PlanRecord(plan=plan, signature='["weather"]', slots=[{"path": "city", "text": "Paris"}])


# calls and experience -------------------------------------------------------------------------
def test_calls_get_increasing_ids_and_a_duplicate_is_skipped(store: Store) -> None:
    first = call("weather", "rain in Paris?", output="sunny", input={"city": "Paris"})

    assert insert(store, [first, call("mail", "send it")]) == [1, 2]
    [duplicate, rome] = insert(store, [first, call("weather", "rain in Rome?", at=1001.0)])
    assert duplicate is None
    assert rome is not None
    assert rome > 2
    assert [(c.id, c.tool_id, c.request) for c in store.list_calls("default")] == [
        (rome, "weather", "rain in Rome?"),
        (2, "mail", "send it"),
        (1, "weather", "rain in Paris?"),
    ]
    [stored] = store.list_calls("default", "weather", limit=1, offset=1)
    assert stored == Call(**{**first.__dict__, "id": 1})


def test_calls_are_filtered_by_tool_and_outcome_and_capped_per_tool(store: Store) -> None:
    insert(store, [call("weather", f"q{i}", success=i % 2 == 0, at=1000.0 + i, error=f"e{i}") for i in range(5)], cap=3)

    assert [c.request for c in store.list_calls("default", "weather")] == ["q4", "q3", "q2"]
    assert [c.request for c in store.list_calls("default", success=False)] == ["q3"]
    assert store.call_totals("default", "weather") == CallTotals(5, 3, 0.0, 0, 1000.0, 1004.0, "e3")
    assert store.call_totals("default", "mail") is None


def test_totals_keep_the_latest_error_and_the_time_range_whatever_the_order(store: Store) -> None:
    insert(store, [call("weather", "a", success=False, at=2000.0, error="late", time_cost=1.5, token_cost=10)])
    insert(store, [call("weather", "b", success=False, at=1000.0, error="early", time_cost=0.5, token_cost=5)])

    assert store.call_totals("default", "weather") == CallTotals(2, 0, 2.0, 15, 1000.0, 2000.0, "late")


def test_evaluations_update_only_kept_calls_of_the_workspace(store: Store) -> None:
    [one, two] = insert(store, [call("weather", "a"), call("weather", "b")])
    assert one is not None
    assert two is not None

    assert store.update_evaluations("default", [(one, 0.5, "fine"), (two, None, None), (999, 1.0, "x")]) == 2
    assert store.update_evaluations("other", [(one, 0.0, "no")]) == 0
    assert [(c.score, c.evaluation) for c in store.list_calls("default")] == [(None, None), (0.5, "fine")]


def test_the_experience_snapshot_holds_each_request_s_outcomes_and_reads_only_what_changed(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    paris = text_key("rain in Paris?")
    insert(store, [call("weather", "rain in Paris?"), call("mail", "rain in Paris?", success=False)])
    middle = store.experience_version("default")
    insert(store, [call("weather", "mail Bob", at=1001.0)], **{text_key("mail Bob"): np.array([0.6, 0.8])})

    full = store.experience_snapshot("default", "hash:2")
    since = store.experience_snapshot("default", "hash:2", since=middle)

    assert (full.version, full.texts, full.missing, sorted(full.outcomes)) == (
        middle + 1,
        ["rain in Paris?", "mail Bob"],
        [0],
        [(0, "mail", 0, 1), (0, "weather", 1, 0), (1, "weather", 1, 0)],
    )
    assert full.request_hashes[0] == paris
    assert full.vectors is not None
    np.testing.assert_allclose(full.vectors, [[0, 0], [0.6, 0.8]], rtol=1e-6)
    assert (since.texts, since.outcomes) == (["mail Bob"], [(0, "weather", 1, 0)])


def test_outputs_vectors_and_guidelines_are_kept_under_their_keys(store: Store) -> None:
    store.insert_calls("default", [call("weather")], cap=10, outputs={"h1": "long"}, request_vectors={}, embedder=None)
    store.write_vectors("hash:2", {"k": np.array([1.0, 0.0])})
    store.write_guidelines("default", Guidelines("weather", "Pass a city.", "llm", 3, 1000.0))
    store.write_guidelines("default", Guidelines("weather", "Pass a city name.", "llm", 4, 1001.0))

    assert (store.read_output("default", "h1"), store.read_output("default", "h2")) == ("long", None)
    assert store.stored_vectors("hash:2", ["k", "j"]) == {"k"}
    assert store.read_guidelines("default", "weather") == Guidelines("weather", "Pass a city name.", "llm", 4, 1001.0)
    assert store.read_guidelines("default", "mail") is None


# plans ----------------------------------------------------------------------------------------
def test_storing_a_plan_twice_refreshes_it_and_moves_the_version_only_for_new_plans(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    assert store.put_plans("default", [(plan_record("p1"), np.array([1.0, 0.0]))], max_plans=None, expire_before=None)
    start = store.plans_version("default")

    assert store.put_plans(
        "default",
        [(plan_record("p1"), np.array([1.0, 0.0])), (plan_record("p2", "mail Bob"), None)],
        max_plans=None,
        expire_before=None,
    ) == [False, True]
    vectors = store.plan_vectors("default", 0)

    assert store.plans_version("default") == start + 1
    assert (vectors.version, vectors.ids, vectors.alive) == (start + 1, ["p1", "p2"], 2)
    assert vectors.seqs == sorted(vectors.seqs)
    assert vectors.vectors is not None
    np.testing.assert_array_equal(vectors.vectors, [[1, 0], [0, 0]])
    assert store.plan_vectors("default", vectors.seqs[0]).ids == ["p2"]
    assert store.get_plans("default", ["p1", "nope"])["p1"].slots == [{"path": "city", "text": "Paris"}]
    assert set(store.plan_summaries("default", ["p1", "p2"])) == {"p1", "p2"}
    assert [r.plan.id for r in store.list_plans("default")] == ["p2", "p1"]


def test_the_size_bound_drops_the_lowest_scored_plans(store: Store) -> None:
    records = [(plan_record(f"p{i}", score=score), None) for i, score in enumerate([0.9, 0.2, 0.5])]

    store.put_plans("default", records, max_plans=2, expire_before=None)

    assert sorted(r.plan.id for r in store.list_plans("default")) == ["p0", "p2"]


def test_feedback_folds_the_outcome_into_the_score_and_evicts_below_the_minimum(store: Store) -> None:
    store.put_plans("default", [(plan_record("p1"), None)], max_plans=None, expire_before=None)

    plan, evicted = store.plan_feedback("default", "p1", False, alpha=0.5, min_score=0.3)
    assert plan is not None
    assert (plan.score, plan.successes, plan.failures, evicted) == (0.5, 0, 1, False)
    start = store.plans_version("default")

    plan, evicted = store.plan_feedback("default", "p1", False, alpha=0.5, min_score=0.3)
    assert plan is not None
    assert (plan.score, plan.failures, evicted) == (0.25, 2, True)
    assert store.plans_version("default") == start + 1
    assert store.plan_feedback("default", "p1", True, alpha=0.5, min_score=0.3) == (None, False)


def test_hits_settings_and_deletion_of_plans(store: Store) -> None:
    store.put_plans("default", [(plan_record("p1"), None)], max_plans=None, expire_before=None)
    store.touch_plan("default", "p1", 5000.0)
    store.set_plan_settings("default", {"threshold": 0.8})

    assert store.get_plans("default", ["p1"])["p1"].plan.hits == 1
    assert store.get_plans("default", ["p1"])["p1"].plan.last_used_at == 5000.0
    assert (store.plan_settings("default"), store.plan_settings("other")) == ({"threshold": 0.8}, {})
    assert store.delete_plans("default", ["p1", "p9"]) == 1
    assert store.delete_plans("default", ["p1"]) == 0


# history --------------------------------------------------------------------------------------
def test_messages_are_appended_read_and_searched_by_context(store: Store) -> None:
    first = store.append_messages("default", "c1", {"user": "ann"}, [Message("user", "hi", 1), Message("bot", "yo", 1)])
    store.append_messages("default", "c2", {"user": "bob"}, [Message("user", "hey", 1)])
    store.append_messages("default", "c1", {"user": "ann"}, [Message("user", "bye", 1, metadata={"n": 1})])

    assert [m.id for m in first] == [1, 2]
    assert [m.content for m in store.read_messages("default", "c1")] == ["hi", "yo", "bye"]
    assert [m.content for m in store.read_messages("default", "c1", limit=2, last=True)] == ["yo", "bye"]
    assert [m.content for m in store.read_messages_before("default", "c1", 4, 5)] == ["yo", "hi"]
    info = store.context_info("default", "c1")
    assert info is not None
    assert (info.keys, info.messages) == ({"user": "ann"}, 3)
    assert [c.id for c in store.list_contexts("default", keys={"user": "bob"})] == ["c2"]
    assert [c.id for c in store.list_contexts("default")] == ["c1", "c2"]
    vectors = store.context_vectors("default", "c1", None)
    assert (vectors.text_hashes[0], vectors.vectors, vectors.missing) == (text_key("hi"), None, [0, 1, 2])
    assert store.delete_context("default", "c1") == 3
    assert (store.read_messages("default", "c1"), store.context_info("default", "c1")) == ([], None)


def test_contexts_are_filtered_by_keys_holding_quotes_dots_and_dollars(store: Store) -> None:
    keys = {'say "hi"': "1", "a.b[0]": 'x"y', "$": "\\"}
    store.append_messages("default", "c1", keys, [Message("user", "hi", 1)])
    store.append_messages("default", "c2", {"user": "bob"}, [Message("user", "hey", 1)])

    for name, value in keys.items():
        assert [c.id for c in store.list_contexts("default", keys={name: value})] == ["c1"]
    assert store.list_contexts("default", keys={'say "hi"': "2"}) == []
    assert store.list_contexts("default", keys={"missing": "1"}) == []


# documents ------------------------------------------------------------------------------------
def chunks(document: str, *texts: str) -> list[StoredChunk]:
    return [
        StoredChunk(Chunk(f"{document}#{i}", document, i, t, 1, {"i": i}), t, text_key(t)) for i, t in enumerate(texts)
    ]


def doc(doc_id: str) -> DocumentInfo:
    return DocumentInfo(
        id=doc_id, source=None, format="text", title=None, chunks=0, tokens=0, content_hash=f"h-{doc_id}"
    )


def test_documents_are_replaced_whole_and_their_chunks_snapshotted_in_order(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    store.put_documents("default", "docs", [(doc("b/2"), chunks("b/2", "two"))], {}, "hash:2")
    start = store.corpus_version("default", "docs")
    vectors = {text_key("one"): np.array([0.0, 1.0])}
    store.put_documents("default", "docs", [(doc("a/1"), chunks("a/1", "one", "uno"))], vectors, "hash:2")

    snapshot = store.chunk_snapshot("default", "docs", "hash:2")

    assert snapshot.version == store.corpus_version("default", "docs") > start
    assert [c.id for c in snapshot.chunks] == ["a/1#0", "a/1#1", "b/2#0"]
    assert (snapshot.search_texts, snapshot.missing) == (["one", "uno", "two"], [1, 2])
    assert snapshot.vectors is not None
    np.testing.assert_array_equal(snapshot.vectors[0], [0, 1])
    assert store.document_hashes("default", "docs", prefix="a/") == {"a/1": "h-a/1"}
    assert [(d.id, d.chunks) for d in store.list_documents("default", "docs")] == [("a/1", 2), ("b/2", 1)]
    assert store.delete_documents("default", "docs", ["a/1", "zz"]) == ["a/1"]
    assert [c.id for c in store.chunk_snapshot("default", "docs", None).chunks] == ["b/2#0"]


# keys -----------------------------------------------------------------------------------------
def test_keys_are_found_by_token_digest_listed_and_revoked_once(store: Store) -> None:
    admin = KeyInfo("k1", "ci", ("*",), 1000.0)
    reader = KeyInfo("k2", "reader", ("default",), 1001.0)
    assert store.has_keys() is False
    store.insert_key(reader, "digest-2")
    store.insert_key(admin, "digest-1")

    assert (store.has_keys(), store.list_keys(), store.find_key("digest-2"), store.find_key("x")) == (
        True,
        [admin, reader],
        reader,
        None,
    )
    assert (store.revoke_key("k2", 2000.0), store.revoke_key("k2", 3000.0)) == (True, False)
    assert store.find_key("digest-2") == KeyInfo("k2", "reader", ("default",), 1001.0, 2000.0)


def test_a_lookup_by_text_a_store_cannot_encode_is_a_validation_error(store: Store) -> None:
    store.ensure_workspace("default")

    with pytest.raises(ValidationError, match="lone surrogate"):
        store.get_tools("default", ["t\ud800"])
    with pytest.raises(ValidationError, match="lone surrogate"):
        store.append_messages("default", "c\udfff", {"user": "x"}, [Message("user", "hi", 1)])
    assert store.list_contexts("default") == []
