import math

import pytest

from toolmem.evaluation.metrics import ndcg_at, percentile, recall_at


@pytest.mark.parametrize(
    ("ranked", "relevant", "k", "expected"),
    [
        (["a", "b", "c"], {"a", "c"}, 1, 0.5),
        (["a", "b", "c"], {"a", "c"}, 2, 0.5),
        (["a", "b", "c"], {"a", "c"}, 3, 1.0),
        (["a", "b", "c"], {"a", "c"}, 10, 1.0),
        (["x", "y"], {"a"}, 5, 0.0),
        (["a", "b"], {"a", "b", "c", "d"}, 5, 0.5),
        (["a"], set(), 5, 0.0),
        ([], {"a"}, 5, 0.0),
    ],
)
def test_recall_is_the_share_of_relevant_ids_in_the_top_k(
    ranked: list[str], relevant: set[str], k: int, expected: float
) -> None:
    assert recall_at(ranked, relevant, k) == expected


def test_recall_counts_a_repeated_id_once() -> None:
    assert recall_at(["a", "a", "a"], ["a", "b"], 3) == 0.5


@pytest.mark.parametrize(
    ("ranked", "relevant", "k", "expected"),
    [
        (["a", "b"], {"a"}, 5, 1.0),
        (["b", "a"], {"a"}, 5, 1 / math.log2(3)),
        (["b", "c", "a"], {"a"}, 2, 0.0),
        (["x", "a", "y", "b"], {"a", "b"}, 4, (1 / math.log2(3) + 1 / math.log2(5)) / (1 + 1 / math.log2(3))),
        (["a", "x"], {"a", "b"}, 5, 1 / (1 + 1 / math.log2(3))),
        (["a", "b", "c"], {"a", "b", "c"}, 2, 1.0),
        (["a"], set(), 5, 0.0),
        ([], {"a"}, 5, 0.0),
    ],
)
def test_ndcg_discounts_relevant_hits_by_rank_against_the_ideal_order(
    ranked: list[str], relevant: set[str], k: int, expected: float
) -> None:
    assert ndcg_at(ranked, relevant, k) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("values", "q", "expected"),
    [
        ([4.0, 1.0, 3.0, 2.0], 50, 2.5),
        ([4.0, 1.0, 3.0, 2.0], 95, 3.85),
        ([4.0, 1.0, 3.0, 2.0], 0, 1.0),
        ([4.0, 1.0, 3.0, 2.0], 100, 4.0),
        ([7.0], 95, 7.0),
        ([], 50, 0.0),
    ],
)
def test_percentile_interpolates_linearly_between_sorted_values(values: list[float], q: float, expected: float) -> None:
    assert percentile(values, q) == pytest.approx(expected)
