"""Nearest plan requests against a brute-force ranking, on every backend: SQLite answers from a live
index in the process, PostgreSQL with pgvector (its exact and HNSW paths)."""

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from toolmem.errors import ConfigError
from toolmem.plans.neighbours import PlanNeighbours
from toolmem.records import Plan, Step
from toolmem.search.live import SAVE_MIN
from toolmem.stores import Store, open_store
from toolmem.stores.plans import PlanRecord
from toolmem.stores.postgres.store import PostgresStore
from toolmem.stores.sqlite.store import SQLiteStore

DIMENSIONS = 8
K = 10


def random_vectors(rows: int, seed: int) -> np.ndarray:
    vectors = np.random.default_rng(seed).standard_normal((rows, DIMENSIONS)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def fill(store: Store, workspace: str, vectors: np.ndarray, prefix: str = "") -> list[str]:
    """Store one plan per vector in a workspace bound to a test embedder; returns their ids."""
    store.bind_embedder(workspace, "test", DIMENSIONS)
    ids = [f"{prefix or workspace}-{row:04d}" for row in range(len(vectors))]
    records = [
        (PlanRecord(Plan(id=plan_id, request=plan_id, steps=(Step(tool_id="t"),)), '["t"]', []), vector)
        for plan_id, vector in zip(ids, vectors, strict=True)
    ]
    store.plans(workspace).put(records)
    return ids


def brute_force(ids: list[str], vectors: np.ndarray, query: np.ndarray) -> list[str]:
    scores = vectors @ query
    return [ids[row] for row in np.argsort(-scores)[:K]]


def assert_ranked_like_brute_force(
    found: list[tuple[str, float]], ids: list[str], vectors: np.ndarray, query: np.ndarray
) -> None:
    assert [plan_id for plan_id, _ in found] == brute_force(ids, vectors, query)
    expected = {ids[row]: float(vectors[row] @ query) for row in range(len(ids))}
    assert [score for _, score in found] == pytest.approx([expected[plan_id] for plan_id, _ in found], abs=1e-5)


@pytest.fixture
def postgres_store(postgres_url: str) -> Iterator[PostgresStore]:
    opened = open_store(postgres_url)
    assert isinstance(opened, PostgresStore)
    yield opened
    opened.close()


@pytest.fixture
def sqlite_path(tmp_path: Path) -> str:
    return str(tmp_path / "plans.db")


# every backend --------------------------------------------------------------------------------
def test_nearest_plans_rank_like_a_brute_force_search(store: Store) -> None:
    vectors = random_vectors(300, seed=1)
    ids = fill(store, "project", vectors)

    for query in random_vectors(5, seed=2):
        found = PlanNeighbours(store.workspace("project")).nearest(query, K)
        assert_ranked_like_brute_force(found, ids, vectors, query)


def test_nearest_plans_of_a_workspace_without_an_embedder_or_with_k_zero_are_empty(store: Store) -> None:
    store.ensure_workspace("empty")
    fill(store, "project", random_vectors(3, seed=3))
    query = random_vectors(1, seed=4)[0]

    assert PlanNeighbours(store.workspace("empty")).nearest(query, K) == []
    assert PlanNeighbours(store.workspace("nowhere")).nearest(query, K) == []
    assert PlanNeighbours(store.workspace("project")).nearest(query, 0) == []


def test_nearest_plans_are_those_of_the_workspace_asked(store: Store) -> None:
    mine = random_vectors(20, seed=11)
    ids = fill(store, "mine", mine)
    fill(store, "theirs", random_vectors(20, seed=12))
    query = random_vectors(1, seed=13)[0]

    assert_ranked_like_brute_force(PlanNeighbours(store.workspace("mine")).nearest(query, K), ids, mine, query)


def test_a_query_vector_of_another_dimension_is_refused_with_both_dimensions(store: Store) -> None:
    fill(store, "project", random_vectors(3, seed=5))

    with pytest.raises(ConfigError) as caught:
        PlanNeighbours(store.workspace("project")).nearest(np.ones(3, dtype=np.float32), K)

    assert str(caught.value) == (
        "query vector has shape (3,), but workspace 'project' holds 8-dimensional vectors;"
        " embed the request with the workspace's embedder"
    )


def test_plans_stored_and_removed_through_another_connection_are_seen_by_the_next_search(db_url: str) -> None:
    vectors = random_vectors(50, seed=14)
    query = random_vectors(1, seed=15)[0]
    reader, writer = open_store(db_url), open_store(db_url)
    try:
        ids = fill(writer, "project", vectors)
        plans = PlanNeighbours(reader.workspace("project"))
        assert_ranked_like_brute_force(plans.nearest(query, K), ids, vectors, query)

        [new] = fill(writer, "project", query[None, :], prefix="new")
        assert plans.nearest(query, 1) == [(new, pytest.approx(1.0, abs=1e-6))]

        writer.plans("project").delete([new])
        assert_ranked_like_brute_force(plans.nearest(query, K), ids, vectors, query)

        best = brute_force(ids, vectors, query)[0]
        writer.plans("project").feedback(best, False, alpha=1.0, min_score=0.5)  # evicted
        kept = [i for i, plan_id in enumerate(ids) if plan_id != best]
        assert_ranked_like_brute_force(plans.nearest(query, K), [ids[i] for i in kept], vectors[kept], query)
    finally:
        reader.close()
        writer.close()


def test_a_workspace_deleted_and_created_again_is_searched_afresh(store: Store) -> None:
    fill(store, "project", random_vectors(30, seed=16))
    query = random_vectors(1, seed=17)[0]
    assert len(PlanNeighbours(store.workspace("project")).nearest(query, K)) == K

    store.delete_workspace("project")
    vectors = random_vectors(5, seed=18)
    ids = fill(store, "project", vectors, prefix="again")

    assert_ranked_like_brute_force(PlanNeighbours(store.workspace("project")).nearest(query, K), ids, vectors, query)


# SQLite: the live index ----------------------------------------------------------------------
def test_above_the_ann_threshold_sqlite_answers_from_an_hnsw_graph_with_the_exact_scores(sqlite_path: str) -> None:
    store = SQLiteStore(sqlite_path)
    neighbours = PlanNeighbours(store.workspace("project"), ann_threshold=50)
    try:
        vectors = random_vectors(300, seed=1)
        ids = fill(store, "project", vectors)
        queries = random_vectors(10, seed=2)

        found = [neighbours.nearest(query, K) for query in queries]

        assert neighbours.index(DIMENSIONS).current().approximate
        hits = sum(
            len({i for i, _ in f} & set(brute_force(ids, vectors, q))) for f, q in zip(found, queries, strict=True)
        )
        assert hits / (K * len(queries)) >= 0.9
        expected = {plan_id: vectors[row] for row, plan_id in enumerate(ids)}
        for f, query in zip(found, queries, strict=True):
            assert [s for _, s in f] == pytest.approx([float(expected[i] @ query) for i, _ in f], abs=1e-5)
    finally:
        store.close()


def test_a_large_plan_index_is_saved_and_the_next_store_restores_it_and_catches_up(sqlite_path: str) -> None:
    vectors = random_vectors(SAVE_MIN, seed=19)
    query = random_vectors(1, seed=20)[0]
    first = SQLiteStore(sqlite_path)
    try:
        ids = fill(first, "project", vectors)
        neighbours = PlanNeighbours(first.workspace("project"))
        expected = neighbours.nearest(query, K)
        assert neighbours.index(DIMENSIONS).counters.saved == 1
        [new] = fill(first, "project", query[None, :], prefix="new")  # written after the save
    finally:
        first.close()

    second = SQLiteStore(sqlite_path)
    try:
        neighbours = PlanNeighbours(second.workspace("project"))
        found = neighbours.nearest(query, K + 1)
        counters = neighbours.index(DIMENSIONS).counters
    finally:
        second.close()

    assert (counters.restored, counters.built, counters.caught_up) == (1, 0, 1)
    assert found == [(new, pytest.approx(1.0, abs=1e-6)), *expected]
    assert_ranked_like_brute_force(expected, ids, vectors, query)


# PostgreSQL: pgvector's exact and HNSW paths -------------------------------------------------
@pytest.mark.parametrize("exact", [True, False, None])
def test_every_postgresql_search_path_ranks_like_a_brute_force_search(
    postgres_store: PostgresStore, exact: bool | None
) -> None:
    vectors = random_vectors(300, seed=1)
    ids = fill(postgres_store, "project", vectors)

    for query in random_vectors(5, seed=2):
        assert_ranked_like_brute_force(
            postgres_store.nearest_plans("project", query, K, exact=exact), ids, vectors, query
        )


def test_a_filtered_hnsw_search_returns_k_plans_only_with_iterative_scan(postgres_store: PostgresStore) -> None:
    small_vectors = random_vectors(100, seed=6)
    small = fill(postgres_store, "small", small_vectors)
    fill(postgres_store, "big", random_vectors(900, seed=7))
    queries = random_vectors(10, seed=8)

    approximate = [postgres_store.nearest_plans("small", query, K, exact=False) for query in queries]
    exact = [postgres_store.nearest_plans("small", query, K, exact=True) for query in queries]
    postgres_store.iterative_scan = "off"
    truncated = [postgres_store.nearest_plans("small", query, K, exact=False) for query in queries]

    assert [len(found) for found in approximate] == [K] * len(queries)
    assert all(plan_id in small for found in approximate for plan_id, _ in found)
    hits = sum(len({i for i, _ in a} & {i for i, _ in e}) for a, e in zip(approximate, exact, strict=True))
    assert hits / (K * len(queries)) >= 0.9
    assert [[i for i, _ in found] for found in exact] == [brute_force(small, small_vectors, q) for q in queries]
    assert min(len(found) for found in truncated) < K


def test_only_the_approximate_path_reads_the_dimension_s_hnsw_index(postgres_store: PostgresStore) -> None:
    fill(postgres_store, "project", random_vectors(50, seed=9))
    query = random_vectors(1, seed=10)[0]

    assert "plans_hnsw_8" in postgres_store.explain_nearest_plans("project", query, K, exact=False)
    assert "plans_hnsw_8" not in postgres_store.explain_nearest_plans("project", query, K, exact=True)


def test_the_plan_index_is_a_valid_partial_index_per_dimension(postgres_store: PostgresStore) -> None:
    postgres_store.bind_embedder("project", "test", DIMENSIONS)
    postgres_store.ensure_plan_index(DIMENSIONS)

    with postgres_store._read() as db:
        row = db.execute(
            "SELECT i.indisvalid, pg_get_indexdef(i.indexrelid) FROM pg_index i"
            " WHERE i.indexrelid = to_regclass('plans_hnsw_8')"
        ).fetchone()

    assert row == (
        True,
        "CREATE INDEX plans_hnsw_8 ON public.plans USING hnsw (((vector)::vector(8)) vector_cosine_ops)"
        " WHERE (vector_dims(vector) = 8)",
    )
