"""Nearest plan requests: exact and HNSW paths against a brute-force ranking, on every backend."""

from collections.abc import Iterator

import numpy as np
import pytest

from toolmem.errors import ConfigError
from toolmem.models import Plan, Step
from toolmem.stores import Store, open_store
from toolmem.stores.base import PlanRecord
from toolmem.stores.postgres.store import PostgresStore

DIMENSIONS = 8
K = 10


def random_vectors(rows: int, seed: int) -> np.ndarray:
    vectors = np.random.default_rng(seed).standard_normal((rows, DIMENSIONS)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def fill(store: Store, workspace: str, vectors: np.ndarray) -> list[str]:
    """Store one plan per vector in a workspace bound to a test embedder; returns their ids."""
    store.bind_embedder(workspace, "test", DIMENSIONS)
    ids = [f"{workspace}-{row:04d}" for row in range(len(vectors))]
    records = [
        (PlanRecord(Plan(id=plan_id, request=plan_id, steps=(Step(tool_id="t"),)), '["t"]', []), vector)
        for plan_id, vector in zip(ids, vectors, strict=True)
    ]
    store.put_plans(workspace, records, max_plans=None, expire_before=None)
    return ids


def brute_force(ids: list[str], vectors: np.ndarray, query: np.ndarray) -> list[str]:
    scores = vectors @ query
    return [ids[row] for row in np.argsort(-scores)[:K]]


@pytest.fixture
def postgres_store(postgres_url: str) -> Iterator[PostgresStore]:
    opened = open_store(postgres_url)
    assert isinstance(opened, PostgresStore)
    yield opened
    opened.close()


@pytest.mark.parametrize("exact", [True, False, None])
def test_nearest_plans_rank_like_a_brute_force_search_on_every_path(store: Store, exact: bool | None) -> None:
    vectors = random_vectors(300, seed=1)
    ids = fill(store, "project", vectors)

    for query in random_vectors(5, seed=2):
        found = store.nearest_plans("project", query, K, exact=exact)

        assert [plan_id for plan_id, _ in found] == brute_force(ids, vectors, query)
        expected = {ids[row]: float(vectors[row] @ query) for row in range(len(ids))}
        assert [score for _, score in found] == pytest.approx([expected[plan_id] for plan_id, _ in found], abs=1e-5)


def test_nearest_plans_of_a_workspace_without_an_embedder_or_with_k_zero_are_empty(store: Store) -> None:
    store.ensure_workspace("empty")
    fill(store, "project", random_vectors(3, seed=3))

    assert store.nearest_plans("empty", random_vectors(1, seed=4)[0], K) == []
    assert store.nearest_plans("project", random_vectors(1, seed=4)[0], 0) == []


def test_a_query_vector_of_another_dimension_is_refused_with_both_dimensions(store: Store) -> None:
    fill(store, "project", random_vectors(3, seed=5))

    with pytest.raises(ConfigError) as caught:
        store.nearest_plans("project", np.ones(3, dtype=np.float32), K)

    assert str(caught.value) == (
        "query vector has shape (3,), but workspace 'project' holds 8-dimensional plan vectors;"
        " embed the request with the workspace's embedder"
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
