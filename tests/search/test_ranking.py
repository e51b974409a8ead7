import numpy as np
import pytest

from toolmem.search.ranking import best_matches


def exact_best(scores: np.ndarray, n: int, allowed: np.ndarray | None = None) -> tuple[list[int], bool]:
    """The plain answer: every slot above 0 (and allowed), sorted by score."""
    matching = np.flatnonzero(scores > 0)
    if allowed is not None:
        matching = matching[np.isin(matching, allowed)]
    ranked = matching[np.argsort(-scores[matching], kind="stable")]
    return sorted(ranked[:n].tolist()), n >= len(matching)


def sparse_scores(rng: np.random.Generator, size: int, share: float) -> np.ndarray:
    """Distinct positive scores (no ties) on about ``share`` of the slots, 0 elsewhere."""
    scores = np.zeros(size, dtype=np.float32)
    hit = rng.random(size) < share
    scores[hit] = rng.permutation(np.arange(1, hit.sum() + 1, dtype=np.float32)) / 7.0
    return scores


@pytest.mark.parametrize(("size", "n", "share"), [(500, 40, 0.3), (5_000, 20, 0.4), (200_000, 2_000, 0.38)])
def test_the_best_matches_are_the_top_scores_above_zero_below_and_above_the_sampled_size(
    size: int, n: int, share: float
) -> None:
    rng = np.random.default_rng(size)
    for _ in range(5):
        scores = sparse_scores(rng, size, share)
        chosen, every = best_matches(scores, n)
        assert (sorted(chosen.tolist()), every) == exact_best(scores, n)


def test_best_scores_sitting_on_the_sampled_slots_still_give_the_exact_top() -> None:
    rng = np.random.default_rng(1)
    scores = sparse_scores(rng, 100_000, 0.5) / np.float32(1000.0)
    scores[::64] = np.arange(len(scores[::64]), dtype=np.float32) + 1.0  # the sample holds only the best

    chosen, every = best_matches(scores, 200)

    assert (sorted(chosen.tolist()), every) == exact_best(scores, 200)


def test_fewer_matches_than_asked_for_are_all_returned_and_said_to_be_all() -> None:
    scores = np.zeros(100_000, dtype=np.float32)
    scores[[5, 70, 99_999]] = [0.5, 2.0, 1.0]

    chosen, every = best_matches(scores, 1_000)

    assert (sorted(chosen.tolist()), every) == ([5, 70, 99_999], True)


def test_only_allowed_slots_are_chosen() -> None:
    rng = np.random.default_rng(2)
    scores = sparse_scores(rng, 100_000, 0.4)
    allowed = np.arange(0, 100_000, 3, dtype=np.int64)

    chosen, every = best_matches(scores, 500, allowed)

    assert (sorted(chosen.tolist()), every) == exact_best(scores, 500, allowed)
