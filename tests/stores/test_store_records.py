"""Conformance of calls, plans, history, documents and keys: each test runs on SQLite and PostgreSQL."""

import time
from dataclasses import replace

import numpy as np
import pytest
from store_helpers import call, chunks, doc, plain, plan_record, record_calls, row, unit

from toolmem.errors import ValidationError
from toolmem.records import Call, CallJudgement, Chunk, ContextInfo, DocumentInfo, Guidelines, Message
from toolmem.stores import Changes, Store
from toolmem.stores.base import text_key
from toolmem.stores.calls import CallTotals, Request
from toolmem.stores.idempotency import IdempotencyKey, KeyTaken, StoredResult
from toolmem.stores.keys import KeyInfo
from toolmem.stores.plans import PlanSummary
from toolmem.stores.texts import StoredChunk


def record(store: Store, calls: list[Call], cap: int = 100) -> list[int | None]:
    return record_calls(store, "default", calls, cap)


# calls and experience -------------------------------------------------------------------------
def test_calls_get_increasing_ids_and_a_duplicate_is_skipped(store: Store) -> None:
    first = call("weather", "rain in Paris?", output="sunny", input={"city": "Paris"})

    assert record(store, [first, call("mail", "send it")]) == [1, 2]
    [duplicate, rome] = record(store, [first, call("weather", "rain in Rome?", at=1001.0)])
    assert duplicate is None
    assert rome is not None
    assert rome > 2
    assert [(c.id, c.tool_id, c.request) for c in store.calls("default").list()] == [
        (rome, "weather", "rain in Rome?"),
        (2, "mail", "send it"),
        (1, "weather", "rain in Paris?"),
    ]
    [kept] = store.calls("default").list("weather", limit=1, offset=1)
    assert kept == Call(**{**first.__dict__, "id": 1})


def test_calls_are_filtered_by_tool_and_outcome_and_capped_per_tool(store: Store) -> None:
    record(store, [call("weather", f"q{i}", success=i % 2 == 0, at=1000.0 + i, error=f"e{i}") for i in range(5)], cap=3)
    log = store.calls("default")

    assert [c.request for c in log.list("weather")] == ["q4", "q3", "q2"]
    assert [c.request for c in log.list(success=False)] == ["q3"]
    assert log.totals("weather") == {"weather": CallTotals(5, 3, 0.0, 0, 1000.0, 1004.0, "e3")}
    assert log.totals("mail") == {}


def test_totals_keep_the_latest_error_and_the_time_range_whatever_the_order(store: Store) -> None:
    record(store, [call("weather", "a", success=False, at=2000.0, error="late", time_cost=1.5, token_cost=10)])
    record(store, [call("weather", "b", success=False, at=1000.0, error="early", time_cost=0.5, token_cost=5)])

    assert store.calls("default").totals() == {"weather": CallTotals(2, 0, 2.0, 15, 1000.0, 2000.0, "late")}


def test_totals_of_every_tool_ever_called_are_listed_by_tool_id(store: Store) -> None:
    record(store, [call("weather", "a", at=1000.0), call("mail", "b", success=False, at=1001.0, error="bounced")])

    assert store.calls("default").totals() == {
        "mail": CallTotals(1, 0, 0.0, 0, 1001.0, 1001.0, "bounced"),
        "weather": CallTotals(1, 1, 0.0, 0, 1000.0, 1000.0, None),
    }


def test_judgements_fill_empty_fields_or_overwrite_and_a_summary_round_trips(store: Store) -> None:
    [mine, bare] = record(store, [call("weather", "a", summary="my summary", score=0.25), call("weather", "b")])
    assert mine is not None
    assert bare is not None
    model = [
        CallJudgement(mine, summary="model summary", evaluation="model says", score=1.0),
        CallJudgement(bare, summary="model summary", evaluation=None, score=0.5),
        CallJudgement(999, summary="nothing"),
    ]
    calls = store.calls("default")

    assert calls.judge(model, overwrite=False) == 2
    assert store.calls("other").judge(model, overwrite=False) == 0
    assert [(c.summary, c.evaluation, c.score) for c in calls.list()] == [
        ("model summary", None, 0.5),
        ("my summary", "model says", 0.25),
    ]
    assert calls.judge([CallJudgement(mine, evaluation="again", score=0.0)], overwrite=True) == 1
    assert [(c.summary, c.evaluation, c.score) for c in calls.list()][1] == ("my summary", "again", 0.0)


def test_each_request_is_read_with_its_outcomes_per_tool_and_its_stored_vector(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    paris, bob = text_key("rain in Paris?"), text_key("mail Bob")
    record(store, [call("weather", "rain in Paris?"), call("mail", "rain in Paris?", success=False)])
    middle = store.versions("default").experience
    record(store, [call("weather", "mail Bob", at=1001.0)])
    store.put_vectors("hash:2", {bob: np.array([0.6, 0.8])})  # recording computes no vector
    log = store.calls("default")

    assert plain(log.changes(None, "hash:2")) == Changes(
        version=middle + 1,
        rows=[
            row(paris, Request("rain in Paris?", (("mail", 0, 1), ("weather", 1, 0))), paris, None),
            row(bob, Request("mail Bob", (("weather", 1, 0),)), bob, [0.6, 0.8]),
        ],
        removed=[],
        complete=True,
    )
    assert plain(log.changes(middle, "hash:2")) == Changes(
        version=middle + 1,
        rows=[row(bob, Request("mail Bob", (("weather", 1, 0),)), bob, [0.6, 0.8])],
        removed=[],
        complete=False,
    )
    assert log.changes(None, None).rows[1] == row(bob, Request("mail Bob", (("weather", 1, 0),)), bob, None)


def test_a_call_without_a_request_counts_in_the_totals_but_adds_no_request(store: Store) -> None:
    record(store, [call("weather", "")])

    assert store.calls("default").totals() == {"weather": CallTotals(1, 1, 0.0, 0, 1000.0, 1000.0, None)}
    assert store.calls("default").changes(None, None).rows == []


def test_replacing_the_aggregates_sets_exactly_the_totals_and_requests_given(store: Store) -> None:
    record(store, [call("weather", "rain in Paris?"), call("mail", "mail Bob")])
    totals = {"weather": CallTotals(7, 5, 3.5, 40, 10.0, 20.0, "timeout")}
    paris = Request("rain in Paris?", (("weather", 5, 2),))

    store.calls("default").replace_aggregates(totals, [paris])

    log = store.calls("default")
    assert log.totals() == totals
    assert log.changes(None, None) == Changes(
        version=store.versions("default").experience,
        rows=[row(text_key(paris.text), paris, text_key(paris.text))],
        removed=[],
        complete=True,
    )
    assert len(log.list()) == 2  # the kept calls stay


def test_outputs_vectors_and_guidelines_are_kept_under_their_keys(store: Store) -> None:
    log = store.calls("default")
    log.record([call("weather")], cap=10, outputs={"h1": "long"})
    store.put_vectors("hash:2", {"k": np.array([1.0, 0.0])})
    log.put_guidelines(Guidelines("weather", "Pass a city.", "llm", 3, 1000.0))
    log.put_guidelines(Guidelines("weather", "Pass a city name.", "llm", 4, 1001.0))

    assert (log.output("h1"), log.output("h2"), store.calls("other").output("h1")) == ("long", None, None)
    assert store.stored_vectors("hash:2", ["k", "j"]) == {"k"}
    assert log.guidelines("weather") == Guidelines("weather", "Pass a city name.", "llm", 4, 1001.0)
    assert (log.guidelines("mail"), store.calls("other").guidelines("weather")) == (None, None)


# plans ----------------------------------------------------------------------------------------
def test_storing_a_plan_twice_refreshes_it_and_reads_back_only_plans_with_vectors(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    plans = store.plans("default")
    assert plans.put([(plan_record("p1"), np.array([1.0, 0.0]))]) == [True]
    start = store.versions("default").plans

    assert plans.put([(plan_record("p1"), np.array([1.0, 0.0])), (plan_record("p2", "mail Bob"), None)]) == [
        False,
        True,
    ]

    assert store.versions("default").plans == start + 1
    assert plain(plans.changes(None)) == Changes(
        version=start + 1, rows=[row("p1", None, None, [1.0, 0.0])], removed=[], complete=True
    )
    assert plans.changes(start) == Changes(version=start + 1, rows=[], removed=[], complete=False)
    assert plans.get(["p1", "nope"])["p1"].slots == [{"path": "city", "text": "Paris"}]
    assert sorted(plans.get(["p1", "p2", "nope"])) == ["p1", "p2"]
    assert [r.plan.id for r in plans.list()] == ["p2", "p1"]
    assert (plans.count(), plans.count(limit=1)) == (2, 1)


def test_a_plan_is_stored_with_the_counters_and_times_it_is_given(store: Store) -> None:
    given = plan_record("p1")
    counted = replace(
        given,
        plan=replace(
            given.plan,
            score=0.4,
            hits=3,
            successes=2,
            failures=1,
            tools={"weather": "h-weather"},
            created_at=100.0,
            updated_at=200.0,
            last_used_at=150.0,
        ),
    )

    store.plans("default").put([(counted, None)])

    assert store.plans("default").get(["p1"]) == {"p1": counted}
    assert store.plans("default").summaries(["p1", "nope"]) == {
        "p1": PlanSummary("p1", '["weather"]', 0.4, 200.0, {"weather": "h-weather"}, "weather in Paris")
    }


def test_the_size_bound_drops_the_lowest_scored_plans(store: Store) -> None:
    records = [(plan_record(f"p{i}", score=score), None) for i, score in enumerate([0.9, 0.2, 0.5])]

    store.plans("default").put(records, max_plans=2)

    assert sorted(r.plan.id for r in store.plans("default").list()) == ["p0", "p2"]


def test_plans_last_updated_before_the_expiry_are_dropped(store: Store) -> None:
    old = plan_record("old")
    old = replace(old, plan=replace(old.plan, updated_at=100.0))

    store.plans("default").put([(old, None), (plan_record("new"), None)], expire_before=1000.0)

    assert [r.plan.id for r in store.plans("default").list()] == ["new"]


def test_feedback_folds_the_outcome_into_the_score_and_evicts_below_the_minimum(store: Store) -> None:
    plans = store.plans("default")
    plans.put([(plan_record("p1"), None)])

    plan, evicted = plans.feedback("p1", False, alpha=0.5, min_score=0.3)
    assert plan is not None
    assert (plan.score, plan.successes, plan.failures, evicted) == (0.5, 0, 1, False)
    start = store.versions("default").plans

    plan, evicted = plans.feedback("p1", False, alpha=0.5, min_score=0.3)
    assert plan is not None
    assert (plan.score, plan.failures, evicted) == (0.25, 2, True)
    assert store.versions("default").plans == start + 1
    assert plans.feedback("p1", True, alpha=0.5, min_score=0.3) == (None, False)


def test_hits_settings_and_deletion_of_plans(store: Store) -> None:
    plans = store.plans("default")
    plans.put([(plan_record("p1"), None)])
    plans.touch("p1", 5000.0)
    plans.configure({"threshold": 0.8})

    assert (plans.get(["p1"])["p1"].plan.hits, plans.get(["p1"])["p1"].plan.last_used_at) == (1, 5000.0)
    assert (plans.settings(), store.plans("other").settings()) == ({"threshold": 0.8}, {})
    plans.configure({"alpha": 0.2})
    assert plans.settings() == {"alpha": 0.2}
    assert plans.delete(["p1", "p9"]) == 1
    assert plans.delete(["p1"]) == 0
    assert plans.count() == 0


# history --------------------------------------------------------------------------------------
def test_messages_are_appended_read_and_listed_by_context(store: Store) -> None:
    history = store.history("default")
    first = history.append("c1", {"user": "ann"}, [Message("user", "hi", 1), Message("bot", "yo", 1)])
    history.append("c2", {"user": "bob"}, [Message("user", "hey", 1)])
    [bye] = history.append("c1", {"user": "ann"}, [Message("user", "bye", 1, metadata={"n": 1})])

    assert [(m.id, m.role, m.content) for m in first] == [(1, "user", "hi"), (2, "bot", "yo")]
    assert history.read("c1") == [*first, bye]
    assert history.read("c1", limit=2) == first
    assert history.read("c1", limit=2, last=True) == [first[1], bye]
    assert history.read_before("c1", 4, 5) == [first[1], first[0]]
    assert history.read_before("c1", None, 1) == [bye]
    assert history.info("c1") == ContextInfo("c1", {"user": "ann"}, 3, first[0].created_at, bye.created_at)
    assert [c.id for c in history.list(keys={"user": "bob"})] == ["c2"]
    assert [c.id for c in history.list()] == ["c1", "c2"]
    assert history.delete("c1") == 3
    assert (history.read("c1"), history.info("c1"), history.delete("c1")) == ([], None, 0)


def test_a_context_s_messages_are_read_with_their_stored_vectors(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    history = store.history("default")
    hi, yo = history.append("c1", {}, [Message("user", "hi", 1), Message("bot", "yo", 1)])
    store.put_vectors("hash:2", {text_key("yo"): np.array([0.0, 1.0])})

    assert plain(history.changes("c1", "hash:2")) == Changes(
        version=yo.id,
        rows=[row(str(hi.id), hi, text_key("hi"), None), row(str(yo.id), yo, text_key("yo"), [0.0, 1.0])],
        removed=[],
        complete=True,
    )
    assert history.changes("c1", None).rows[1] == row(str(yo.id), yo, text_key("yo"))
    assert history.changes("nope", "hash:2") == Changes(version=0, rows=[], removed=[], complete=True)


def test_contexts_are_filtered_by_keys_holding_quotes_dots_and_dollars(store: Store) -> None:
    history = store.history("default")
    keys = {'say "hi"': "1", "a.b[0]": 'x"y', "$": "\\"}
    history.append("c1", keys, [Message("user", "hi", 1)])
    history.append("c2", {"user": "bob"}, [Message("user", "hey", 1)])

    for name, value in keys.items():
        assert [c.id for c in history.list(keys={name: value})] == ["c1"]
    assert history.list(keys={'say "hi"': "2"}) == []
    assert history.list(keys={"missing": "1"}) == []


def test_a_lookup_by_text_a_store_cannot_encode_is_a_validation_error(store: Store) -> None:
    store.ensure_workspace("default")

    with pytest.raises(ValidationError, match="lone surrogate"):
        store.tools("default").get(["t\ud800"])
    with pytest.raises(ValidationError, match="lone surrogate"):
        store.history("default").append("c\udfff", {"user": "x"}, [Message("user", "hi", 1)])
    assert store.history("default").list() == []


def test_a_keyed_write_keeps_its_result_and_a_second_claim_of_the_key_writes_nothing(store: Store) -> None:
    calls = store.calls("default")
    key = IdempotencyKey("k-1", "calls.record", "fingerprint")
    [first] = calls.record([call("tool0", "rain?")], cap=10, outputs={}, idempotency=key)

    with pytest.raises(KeyTaken):
        calls.record([call("tool0", "snow?")], cap=10, outputs={}, idempotency=key)

    assert store.idempotency("default").result("k-1") == StoredResult(
        "calls.record", "fingerprint", {"ids": [first], "created_at": [1000.0]}, pytest.approx(time.time(), abs=60)
    )
    assert [c.request for c in calls.list()] == ["rain?"]
    assert store.idempotency("other").result("k-1") is None


# documents ------------------------------------------------------------------------------------
def test_documents_are_replaced_whole_and_their_chunks_read_in_change_order(store: Store) -> None:
    store.bind_embedder("default", "hash:2", 2)
    docs = store.corpus("default", "docs")
    docs.put([(doc("b/2", lang="en"), chunks("b/2", "two"))], {}, "hash:2")
    start = docs.version()
    one, uno = chunks("a/1", "one", "uno")
    docs.put([(doc("a/1"), [one, uno])], {text_key("one"): unit(0, 1)}, "hash:2")

    found = plain(docs.changes(None, "hash:2"))

    assert found == Changes(
        version=docs.version(),
        rows=[
            row(
                "b/2#0",
                StoredChunk(Chunk("b/2#0", "b/2", 0, "two", 1, {"lang": "en", "i": 0}), "two", text_key("two")),
                text_key("two"),
            ),
            row("a/1#0", one, text_key("one"), unit(0, 1)),
            row("a/1#1", uno, text_key("uno")),
        ],
        removed=[],
        complete=True,
    )
    assert found.version > start
    assert docs.hashes(prefix="a/") == {"a/1": "h-a/1"}
    assert docs.hashes() == {"a/1": "h-a/1", "b/2": "h-b/2"}
    assert [(d.id, d.chunks) for d in docs.list()] == [("a/1", 2), ("b/2", 1)]
    assert docs.get(["a/1#1", "b/2#0", "b/2#7", "bad"]) == {
        "a/1#1": Chunk("a/1#1", "a/1", 1, "uno", 1, {"i": 1}),
        "b/2#0": Chunk("b/2#0", "b/2", 0, "two", 1, {"lang": "en", "i": 0}),
    }
    assert docs.delete(["a/1", "zz"]) == ["a/1"]
    assert [r.key for r in docs.changes(None, None).rows] == ["b/2#0"]


def test_corpora_are_separate_and_listed_by_name_once_they_hold_documents(store: Store) -> None:
    store.corpus("default", "docs").put([(doc("a"), chunks("a", "one"))], {}, None)
    store.corpus("default", "code").put([(doc("a"), chunks("a", "def f"))], {}, None)
    store.corpus("default", "empty")

    assert store.corpora("default") == ["code", "docs"]
    assert store.corpus("default", "code").get(["a#0"]) == {"a#0": Chunk("a#0", "a", 0, "def f", 1, {"i": 0})}
    assert store.corpus("default", "docs").delete(["a"]) == ["a"]
    assert store.corpora("default") == ["code"]


def test_a_document_s_listing_counts_its_chunks_and_tokens(store: Store) -> None:
    store.corpus("default", "docs").put([(doc("a", lang="en"), chunks("a", "one", "two", "three"))], {}, None)

    [info] = store.corpus("default", "docs").list()

    assert info == DocumentInfo("a", None, "text", None, 3, 3, "h-a", {"lang": "en"}, info.updated_at)


# keys -----------------------------------------------------------------------------------------
def test_keys_are_found_by_token_digest_listed_and_revoked_once(store: Store) -> None:
    keys = store.keys
    admin = KeyInfo("k1", "ci", ("*",), 1000.0)
    reader = KeyInfo("k2", "reader", ("default",), 1001.0)
    assert keys.any() is False
    keys.insert(reader, "digest-2")
    keys.insert(admin, "digest-1")

    assert (keys.any(), keys.list(), keys.find("digest-2"), keys.find("x")) == (True, [admin, reader], reader, None)
    assert (keys.revoke("k2", 2000.0), keys.revoke("k2", 3000.0), keys.revoke("k9", 3000.0)) == (True, False, False)
    assert keys.find("digest-2") == KeyInfo("k2", "reader", ("default",), 1001.0, 2000.0)
    assert keys.any() is True  # a revoked key still counts
