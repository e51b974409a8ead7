import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import numpy as np
import pytest
import threadpoolctl

import toolmem
from toolmem.embedders.base import Embedder
from toolmem.errors import ConfigError
from toolmem.threads import ThreadSettings, batch_threads, configure, query_threads, settings

T = TypeVar("T")


def blas_threads() -> set[int]:
    return {pool["num_threads"] for pool in threadpoolctl.threadpool_info() if pool["user_api"] == "blas"}


def shared_blas_threads() -> set[int]:
    """The limits of the BLAS pools all threads share (OpenBLAS built on OpenMP, as faiss's, keeps a
    count per thread and is left out)."""
    return {
        pool["num_threads"]
        for pool in threadpoolctl.threadpool_info()
        if pool["user_api"] == "blas" and pool.get("threading_layer") != "openmp"
    }


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


def in_worker_thread(run: Callable[[], T]) -> T:
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(run).result()


def in_threads(*runs: Callable[[], None]) -> None:
    """Run each function in its own worker thread at once; raise what any of them raised."""
    with ThreadPoolExecutor(len(runs)) as pool:
        for future in [pool.submit(run) for run in runs]:
            future.result()


def wait(event: threading.Event) -> None:
    """Wait for another thread's step (the timeout only turns a failed step into an error, not a hang)."""
    assert event.wait(timeout=60), "the other thread never got there"


@pytest.fixture
def main_thread_searched() -> None:
    """A program that searched from its main thread before its worker threads did."""
    with query_threads():
        pass


@pytest.mark.usefixtures("main_thread_searched")
def test_a_search_from_a_worker_thread_embeds_its_query_under_the_query_limit_after_the_main_thread_searched() -> None:
    watcher = ThreadWatcher()
    with toolmem.open("sqlite://", embedder=watcher) as mem:
        mem.tools.add([{"id": "wx", "name": "get_weather", "description": "Weather forecast."}])
        mem.tools.search("will it rain", k=1)
        del watcher.seen[:]

        in_worker_thread(lambda: mem.tools.search("is it sunny", k=1))

    # the request and its word the catalogue does not use ("sunny"): one batch, in the worker
    assert watcher.seen == [{1}]


@pytest.mark.usefixtures("main_thread_searched")
def test_a_query_beside_batch_work_in_another_thread_keeps_one_thread_and_the_batch_count_returns_after_it() -> None:
    configure(query=1, batch=2)
    before = shared_blas_threads()
    batch_in, query_in, batch_looked, query_out = (threading.Event() for _ in range(4))
    seen: dict[str, set[int]] = {}

    def batch() -> None:
        with batch_threads():
            seen["batch alone"] = shared_blas_threads()
            batch_in.set()
            wait(query_in)
            seen["batch beside the query"] = shared_blas_threads()
            batch_looked.set()
            wait(query_out)
            seen["batch after the query"] = shared_blas_threads()

    def query() -> None:
        wait(batch_in)
        with query_threads():
            query_in.set()
            wait(batch_looked)
            seen["query beside the batch"] = shared_blas_threads()
        query_out.set()

    in_threads(batch, query)

    assert seen == {
        "batch alone": {2},
        "batch beside the query": {1},
        "query beside the batch": {1},
        "batch after the query": {2},
    }
    assert shared_blas_threads() == before


@pytest.mark.usefixtures("main_thread_searched")
def test_threads_leaving_their_blocks_out_of_order_leave_the_query_limit_to_the_search_still_running() -> None:
    configure(query=1, batch=2)
    before = shared_blas_threads()
    first_in, batch_in, second_in, batch_out, second_out = (threading.Event() for _ in range(5))
    seen: dict[str, set[int]] = {}

    def first_query() -> None:
        with query_threads():
            first_in.set()
            wait(second_out)
            seen["first query, the others gone"] = shared_blas_threads()

    def batch() -> None:
        wait(first_in)
        with batch_threads():
            batch_in.set()
            wait(second_in)
        batch_out.set()  # leaves before the query that came after it

    def second_query() -> None:
        wait(batch_in)
        with query_threads():
            second_in.set()
            wait(batch_out)
        second_out.set()

    in_threads(first_query, batch, second_query)

    assert seen == {"first query, the others gone": {1}}
    assert shared_blas_threads() == before


@pytest.mark.usefixtures("main_thread_searched")
def test_nested_blocks_and_an_error_inside_one_in_a_worker_thread_put_every_limit_back() -> None:
    configure(query=1, batch=2)
    before = blas_threads()

    seen: list[set[int]] = []

    def fail_inside_blocks() -> None:
        with query_threads():
            seen.append(blas_threads())
            with batch_threads():
                seen.append(blas_threads())
            seen.append(blas_threads())
            raise ValueError("bad request")

    def nested() -> list[set[int]]:
        with pytest.raises(ValueError, match="bad request"):
            fail_inside_blocks()
        seen.append(blas_threads())
        return seen

    assert in_worker_thread(nested) == [{1}, {2}, {1}, before]
    assert blas_threads() == before


@pytest.mark.usefixtures("main_thread_searched")
def test_the_host_program_s_own_threadpool_limits_work_in_its_worker_threads_after_toolmem_searched() -> None:
    def limited() -> set[int]:
        with threadpoolctl.threadpool_limits(limits=1, user_api="blas"):
            return blas_threads()

    assert in_worker_thread(limited) == {1}


def test_torch_s_per_thread_count_is_limited_in_each_thread_inside_the_query_limit_and_restored_after() -> None:
    torch = pytest.importorskip("torch")
    both_started, both_inside = threading.Barrier(2, timeout=60), threading.Barrier(2, timeout=60)

    def search() -> tuple[int, int, int]:
        start = torch.get_num_threads()  # the thread's own count, before either thread limits it
        both_started.wait()
        with query_threads():
            both_inside.wait()  # the other thread is inside too: this thread still sets its own count
            inside = torch.get_num_threads()
        return start, inside, torch.get_num_threads()

    before = torch.get_num_threads()
    with ThreadPoolExecutor(2) as pool:
        results = [future.result() for future in [pool.submit(search), pool.submit(search)]]

    assert results == [(before, 1, before), (before, 1, before)]
