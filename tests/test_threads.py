from collections.abc import Sequence

import numpy as np
import pytest
import threadpoolctl

import toolmem
from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.threads import ThreadSettings, batch_threads, configure, query_threads, settings


def blas_threads() -> set[int]:
    return {pool["num_threads"] for pool in threadpoolctl.threadpool_info() if pool["user_api"] == "blas"}


@pytest.fixture(autouse=True)
def default_settings() -> None:
    configure(query=1, batch=None)


def test_one_query_s_work_runs_on_one_thread_and_the_limits_come_back_after() -> None:
    before = blas_threads()

    with query_threads():
        inside = blas_threads()

    assert inside == {1}
    assert blas_threads() == before


def test_batch_work_inside_a_query_may_use_more_threads_and_the_query_limit_returns() -> None:
    configure(query=1, batch=2)

    with query_threads():
        with batch_threads():
            batch = blas_threads()
        after = blas_threads()

    assert (batch, after) == ({2}, {1})


class ThreadWatcher(Embedder):
    """An embedder (the extension point) that notes the BLAS thread count each batch ran with."""

    id = "watcher:8"
    dimensions = 8

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[set[int]] = []

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        self.seen.append(blas_threads())
        return np.ones((len(texts), self.dimensions), dtype=np.float32)


def test_a_search_embeds_its_query_under_the_query_limit_and_an_add_under_the_batch_limit() -> None:
    configure(query=1, batch=2)
    watcher = ThreadWatcher()
    with toolmem.open("sqlite://", embedder=watcher) as mem:
        mem.tools.add([{"id": "wx", "name": "get_weather", "description": "Weather forecast."}])
        mem.tools.search("will it rain", k=1)

    # the tool, then the catalogue's words as the index catches up (batch work), then the request
    # with its one word the catalogue does not use ("rain") in one batch, under the query limit
    assert watcher.seen == [{2}, {2}, {1}]


def test_the_settings_are_checked_and_none_leaves_the_libraries_alone() -> None:
    with pytest.raises(ConfigError, match="positive integer"):
        configure(query=0)
    assert configure(query=None, batch=3) == ThreadSettings(query=None, batch=3) == settings()
    before = blas_threads()
    with query_threads():
        assert blas_threads() == before
